import { getFormProps, getInputProps } from '@conform-to/react';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account-confirmation';
import { LoginForm } from '~/components/account/login-form.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { emailOnlySchema } from '~/models/auth-forms.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { completeRegistration, resendConfirmation, type VerificationStatus } from '~/services/account.server.ts';
import { shopperFacingProblem } from '~/services/commerce-errors.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Verify Your Email | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const headers = rateLimitHeaders;

/**
 * E-mail verification (checkout spec §4): the link in the mail carries `token` and `email`; a valid
 * token verifies, an invalid or expired one (`invalid.confirmation.token`) is "token expired", any
 * other failure "verification failed". Without a token the page asks the shopper to check their mail.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get('email')?.slice(0, 254) ?? '';
  const token = url.searchParams.get('token');
  const page = (status: VerificationStatus) => ({
    status,
    email,
    constraints: { login: FORM_CONSTRAINTS.login, resend: FORM_CONSTRAINTS.emailOnly },
  });
  if (!token || !email) return page('verification-required');
  try {
    const reply = await completeRegistration(catalogScope(context), email, token);
    return page(reply.status);
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    return page(problem.code === 'invalid.confirmation.token' ? 'token-expired' : 'verification-failed');
  }
}

/**
 * "Send a new link": the same answer for a verified, an unverified and an unknown address (only an
 * unverified one is mailed), so the form cannot tell who has an account; limited per client and per
 * address (RATE_LIMITS.resendVerification), as every mail the shop sends on request.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), { schema: emailOnlySchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 });
  const attempt = await rateLimit(request, 'resendVerification', submission.value.email);
  if (!attempt.allowed)
    return data({ result: submission.reply({ formErrors: [attempt.message] }), sent: false }, attempt.init);
  try {
    await resendConfirmation(catalogScope(context), submission.value.email);
  } catch (error) {
    // A backend that refuses an address (unknown, say) must not be told apart either; outages still throw.
    const problem = await shopperFacingProblem(error);
    console.warn(`[account-confirmation] resend refused: ${problem.status} ${problem.code ?? ''}`);
  }
  return { result: submission.reply(), sent: true };
}

const STATUS_ALERTS: Record<VerificationStatus, { kind: 'info' | 'error' | 'success'; text: string }> = {
  'verification-required': { kind: 'info', text: ACCOUNT_MESSAGES.verificationRequired },
  'token-expired': { kind: 'error', text: ACCOUNT_MESSAGES.tokenExpired },
  'verification-failed': { kind: 'error', text: ACCOUNT_MESSAGES.verificationFailed },
  verified: { kind: 'success', text: ACCOUNT_MESSAGES.verified },
};

const loadSchema = () => import('~/models/auth-forms.ts').then((module) => module.emailOnlySchema);

function ResendForm({ email, constraint }: { email: string; constraint: FormConstraint }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm('resend-confirmation', {
    constraint,
    loadSchema,
    lastResult: actionData?.result,
    defaultValue: { email },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
      <ErrorSummary form={form} />
      <Field
        label="Email"
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Button type="submit" variant="secondary" pending={navigation.state === 'submitting'}>
        Send a new link
      </Button>
    </Form>
  );
}

export default function AccountConfirmation() {
  const { status, email, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const alert = actionData?.sent
    ? { kind: 'success' as const, text: ACCOUNT_MESSAGES.verificationSent }
    : STATUS_ALERTS[status];
  return (
    <section aria-labelledby="confirmation-title" className="mx-auto max-w-md">
      <h1 id="confirmation-title" className="mb-4 text-3xl font-bold">
        {status === 'verified' ? 'Email Verified' : 'Verify Your Email'}
      </h1>
      <Alert kind={alert.kind}>{alert.text}</Alert>
      {status === 'verified' ? (
        <div className="mt-6">
          <LoginForm constraint={constraints.login} defaultEmail={email} redirectTo="/account" />
        </div>
      ) : (
        <ResendForm email={email} constraint={constraints.resend} />
      )}
    </section>
  );
}
