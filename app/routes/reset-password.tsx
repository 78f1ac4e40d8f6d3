import { getFormProps, getInputProps } from '@conform-to/react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { emailOnlySchema } from '~/models/auth-forms.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { requestPasswordReset } from '~/services/account.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Reset Password | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const headers = rateLimitHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.has('sent'), constraint: FORM_CONSTRAINTS.emailOnly };
}

/**
 * The same answer whether or not an account exists, so addresses cannot be probed — and whether or
 * not the address's mails were used up by others (the mail is then withheld), so no one locks the
 * owner out; only this client's own requests can be refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), { schema: emailOnlySchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const attempt = await rateLimit(request, 'passwordReset', submission.value.email);
  if (!attempt.allowed) return data({ result: submission.reply({ formErrors: [attempt.message] }) }, attempt.init);
  if (attempt.sendMail) await requestPasswordReset(catalogScope(context), submission.value.email);
  throw redirect('/reset-password?sent');
}

const loadSchema = () => import('~/models/auth-forms.ts').then((module) => module.emailOnlySchema);

export default function ResetPassword() {
  const { sent, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm('reset-password', { constraint, loadSchema, lastResult: actionData?.result });
  return (
    <section aria-labelledby="reset-title" className="mx-auto max-w-md">
      <h1 id="reset-title" className="mb-4 text-3xl font-bold">
        Reset Password
      </h1>
      {sent ? (
        <Alert kind="success">{ACCOUNT_MESSAGES.resetEmailSent}</Alert>
      ) : (
        <>
          <p className="mb-4">
            Enter the email address of your account and we will send you a link to choose a new password.
          </p>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <ErrorSummary form={form} />
            <Field
              label="Email"
              inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
              errors={fields.email.errors}
              errorId={fields.email.errorId}
            />
            <Button type="submit" pending={navigation.state === 'submitting'} className="w-full">
              Send Reset Link
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6">
        <Link to="/login" className="font-semibold underline">
          Back to Sign In
        </Link>
      </p>
    </section>
  );
}
