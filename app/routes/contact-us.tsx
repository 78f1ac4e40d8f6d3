import { data, redirect } from 'react-router';
import type { Route } from './+types/contact-us';
import { ContactForm } from '~/components/forms/contact-form.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { MESSAGES } from '~/models/messages.ts';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';
import { contactSchema } from '~/models/service-forms.ts';
import { contactTypeOf } from '~/models/service-form-rules.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { mailbox } from '~/models/rate-limit.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { knownEmail, refusalMessage, rememberGuestEmail, sendContactRequest } from '~/services/service-forms.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { parsePublicForm, readPublicForm } from '~/services/spam.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Contact Us | Sweet Shop' }];

export const headers = rateLimitHeaders;

/** Content spec §2: with `submit=true` the thank-you replaces the form; `type` chooses the type (the footer's "Give Feedback"). */
export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const submitted = query.get('submit') === 'true';
  return {
    submitted,
    constraint: FORM_CONSTRAINTS.contact,
    email: knownEmail(shopperSession(context)),
    type: contactTypeOf(query.get('type')),
  };
}

/**
 * Content spec §4 "Contact form": a plain form post; the request goes to the shop's contact
 * (web-to-case) call, a guest's e-mail is kept for later forms, and the shopper lands on the
 * thank-you (/contact-us?submit=true, the spec's retURL) — also when the address already had its
 * confirmation mail today and none is sent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parsePublicForm(await readPublicForm(request, context), contactSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const attempt = await rateLimit(request, 'contactForm', mailbox(submission.value.email));
  if (!attempt.allowed) return data({ result: submission.reply({ formErrors: [attempt.message] }) }, attempt.init);
  try {
    await sendContactRequest(catalogScope(context), submission.value, { sendConfirmation: attempt.sendMail });
  } catch (error) {
    const refusal = await refusalMessage(error);
    if (!refusal) console.warn('[contact-us] not sent:', (error as Error)?.message);
    return data(
      { result: submission.reply({ formErrors: [refusal ?? MESSAGES.formInvalid] }) },
      { status: refusal ? 400 : 502 },
    );
  }
  await rememberGuestEmail(shopperSession(context), submission.value.email);
  throw redirect('/contact-us?submit=true');
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="contact-us-title" className="service-form-page">
      <h1 id="contact-us-title">Contact Us</h1>
      {loaderData.submitted ? (
        <div className="space-y-4" data-testid="contact-thanks">
          <Alert kind="success" title={SERVICE_MESSAGES.contactThanks}>
            {SERVICE_MESSAGES.contactThanksDetail}
          </Alert>
          <ButtonLink to="/">{SERVICE_MESSAGES.continueShopping}</ButtonLink>
        </div>
      ) : (
        <>
          <p>
            Questions about an order, our treats or your account? Send us a note and our customer service team will
            answer by email.
          </p>
          <ContactForm
            constraint={loaderData.constraint}
            lastResult={actionData?.result}
            email={loaderData.email}
            type={loaderData.type}
          />
        </>
      )}
    </section>
  );
}
