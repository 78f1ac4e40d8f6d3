import { getFormProps } from '@conform-to/react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { NewPasswordField } from '~/components/account/password-field.tsx';
import { EmailField, NameFields } from '~/components/forms/person-fields.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { registerSchema } from '~/models/auth-forms.ts';
import { MESSAGES } from '~/models/messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { registerCustomer } from '~/services/account.server.ts';
import { shopperFacingProblem } from '~/services/commerce-errors.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Create Account | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const headers = rateLimitHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  if (shopperSession(context).isRegistered) throw redirect('/account');
  return { constraint: FORM_CONSTRAINTS.register };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), { schema: registerSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  const { firstName, lastName, email, password } = submission.value;
  const attempt = await rateLimit(request, 'register', email);
  if (!attempt.allowed)
    return data(
      { result: submission.reply({ formErrors: [attempt.message], hideFields: ['password'] }) },
      attempt.init,
    );
  try {
    await registerCustomer(catalogScope(context), { firstName, lastName, email, password });
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    // Checkout spec §8: registration failure shows the server's message list or detail.
    const messages = problem.messages ?? (problem.detail ? [problem.detail] : [MESSAGES.unexpectedRegistration]);
    return data({ result: submission.reply({ formErrors: messages, hideFields: ['password'] }) }, { status: 400 });
  }
  throw redirect(`/account-confirmation?email=${encodeURIComponent(email)}`);
}

const loadSchema = () => import('~/models/auth-forms.ts').then((module) => module.registerSchema);

export default function Register() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm('register', { constraint, loadSchema, lastResult: actionData?.result });
  return (
    <section aria-labelledby="register-title" className="mx-auto max-w-md">
      <h1 id="register-title" className="mb-4 text-3xl font-bold">
        Create Account
      </h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <ErrorSummary form={form} />
        <NameFields firstName={fields.firstName} lastName={fields.lastName} />
        <EmailField field={fields.email} />
        <NewPasswordField label="Password" field={fields.password} />
        <Button type="submit" pending={navigation.state === 'submitting'} className="w-full">
          Create Account
        </Button>
      </Form>
      <p className="mt-6">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold underline">
          Sign In
        </Link>
      </p>
    </section>
  );
}
