import { getFormProps, getInputProps } from '@conform-to/react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/new-password-form';
import { ConfirmPasswordField, NewPasswordField } from '~/components/account/password-field.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { newPasswordSchema } from '~/models/auth-forms.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { resetPassword, resetTokenIsValid } from '~/services/account.server.ts';
import { shopperFacingProblem } from '~/services/commerce-errors.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { endCustomerSessions } from '~/services/session.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Choose a New Password | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const headers = rateLimitHeaders;

/** The link from the reset mail: `?token=…&email=…`. The token is checked before the form is offered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token')?.slice(0, 512) ?? '';
  const email = url.searchParams.get('email')?.slice(0, 254) ?? '';
  const valid = Boolean(token && email) && (await resetTokenIsValid(catalogScope(context), token));
  return { valid, token, email, constraint: FORM_CONSTRAINTS.newPassword };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), { schema: newPasswordSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 });
  const session = shopperSession(context);
  const { token, email, password } = submission.value;
  const attempt = await rateLimit(request, 'newPassword', email);
  if (!attempt.allowed)
    return data(
      { result: submission.reply({ formErrors: [attempt.message], hideFields: ['password', 'confirmPassword'] }) },
      attempt.init,
    );
  let customerId: string;
  try {
    ({ customerId } = await resetPassword(catalogScope(context), { token, email, password }));
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    // Checkout spec §8: password reset shows the server's detail.
    const messages = problem.messages ?? [problem.detail ?? ACCOUNT_MESSAGES.resetLinkInvalid];
    return data(
      { result: submission.reply({ formErrors: messages, hideFields: ['password', 'confirmPassword'] }) },
      { status: 400 },
    );
  }
  // Whoever was signed in with the old password is signed out everywhere (this browser too).
  await endCustomerSessions(customerId);
  await session.setFlash({ kind: 'success', text: ACCOUNT_MESSAGES.passwordReset });
  throw redirect('/login');
}

const loadSchema = () => import('~/models/auth-forms.ts').then((module) => module.newPasswordSchema);

export default function NewPasswordForm() {
  const { valid, token, email, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm('new-password', {
    constraint,
    loadSchema,
    lastResult: actionData?.result,
    defaultValue: { token, email },
  });
  return (
    <section aria-labelledby="new-password-title" className="mx-auto max-w-md">
      <h1 id="new-password-title" className="mb-4 text-3xl font-bold">
        Choose a New Password
      </h1>
      {valid ? (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <ErrorSummary form={form} />
          <input {...getInputProps(fields.token, { type: 'hidden' })} />
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), readOnly: true, autoComplete: 'username' }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
          />
          <NewPasswordField label="New Password" field={fields.password} />
          <ConfirmPasswordField label="Confirm New Password" field={fields.confirmPassword} />
          <Button type="submit" pending={navigation.state === 'submitting'} className="w-full">
            Save Password
          </Button>
        </Form>
      ) : (
        <>
          <Alert kind="error">{ACCOUNT_MESSAGES.resetLinkInvalid}</Alert>
          <p className="mt-6">
            <Link to="/reset-password" className="font-semibold underline">
              Request a new link
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
