import { data } from 'react-router';
import type { Route } from './+types/emailsignup';
import { EmailSignupForm, type EmailSignupResult } from '~/components/forms/email-signup-form.tsx';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';
import { emailSignupSchema } from '~/models/service-forms.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { mailbox } from '~/models/rate-limit.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { knownEmail, refusalMessage, subscribeToNewsletter } from '~/services/service-forms.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { parsePublicForm, readPublicForm } from '~/services/spam.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Join The Sweet List | Sweet Shop' }];

export const headers = rateLimitHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { constraint: FORM_CONSTRAINTS.emailSignup, email: knownEmail(shopperSession(context)) };
}

/**
 * Content spec §4 "Email signup": the newsletter subscription (§7) with the chosen lists; the
 * success view, or §8's failure text. The answer is the same page for a plain post and for the
 * enhanced form, which shows it in place.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parsePublicForm(await readPublicForm(request, context), emailSignupSchema);
  if (submission.status !== 'success') return data<EmailSignupResult>({ result: submission.reply() }, { status: 400 });
  const attempt = await rateLimit(request, 'emailSignup', mailbox(submission.value.email));
  if (!attempt.allowed)
    return data<EmailSignupResult>({ result: submission.reply({ formErrors: [attempt.message] }) }, attempt.init);
  try {
    await subscribeToNewsletter(catalogScope(context), submission.value, { sendConfirmation: attempt.sendMail });
  } catch (error) {
    const refusal = await refusalMessage(error);
    console.warn('[emailsignup] not subscribed:', refusal ?? (error as Error)?.message);
    return data<EmailSignupResult>(
      { result: submission.reply({ formErrors: [SERVICE_MESSAGES.formSubmitFailed] }) },
      { status: refusal ? 400 : 502 },
    );
  }
  return data<EmailSignupResult>({ result: submission.reply({ resetForm: true }), done: true });
}

export default function EmailSignup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="email-signup-title" className="service-form-page">
      <h1 id="email-signup-title">Join The Sweet List</h1>
      <p>Be the first to hear about new treats, seasonal favorites, special offers and events.</p>
      <EmailSignupForm
        constraint={loaderData.constraint}
        lastResult={actionData?.result}
        done={actionData?.done}
        email={loaderData.email}
      />
    </section>
  );
}
