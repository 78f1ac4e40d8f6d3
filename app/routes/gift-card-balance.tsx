import { data } from 'react-router';
import type { Route } from './+types/gift-card-balance';
import { GiftCardBalanceForm, type GiftCardBalanceResult } from '~/components/forms/gift-card-balance-form.tsx';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';
import { formatMoney } from '~/models/money.ts';
import { giftCardBalanceSchema } from '~/models/service-forms.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimit } from '~/services/rate-limit.server.ts';
import { giftCardBalance, refusalMessage } from '~/services/service-forms.server.ts';
import { parsePublicForm, readPublicForm } from '~/services/spam.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Gift Card Balance | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** A balance is personal: never stored by a cache; a refused check keeps its Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

export function loader() {
  return { constraint: FORM_CONSTRAINTS.giftCardBalance };
}

/**
 * Content spec §4 "Gift card balance": the balance, or the server's message (§8), or the thrown
 * error's text. Checks are rate-limited per client and per card (the checkout's bucket: only
 * refused checks count). Either way the form is reset.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parsePublicForm(await readPublicForm(request, context), giftCardBalanceSchema);
  if (submission.status !== 'success')
    return data<GiftCardBalanceResult>({ result: submission.reply() }, { status: 400 });
  // Conform drops a reset form's errors, so the refusal travels beside the reply.
  const refuse = (error: string, init: number | ResponseInit) =>
    data<GiftCardBalanceResult>({ result: submission.reply({ resetForm: true }), error }, init);
  const attempt = await rateLimit(request, 'giftCardBalance', submission.value.giftCardNumber);
  if (!attempt.allowed) return refuse(attempt.message, attempt.init);
  try {
    const answer = await giftCardBalance(catalogScope(context), submission.value);
    if (!answer.success) return refuse(answer.message || SERVICE_MESSAGES.giftCardBalanceError, 200);
    await attempt.succeeded();
    const balance =
      answer.message ||
      `Your gift card balance is ${formatMoney(answer.availableBalance ?? 0, answer.currency ?? 'USD')}.`;
    return data<GiftCardBalanceResult>({ result: submission.reply({ resetForm: true }), balance });
  } catch (error) {
    const refusal = await refusalMessage(error);
    if (!refusal) console.warn('[gift-card-balance] check failed:', (error as Error)?.message);
    return refuse(refusal ?? SERVICE_MESSAGES.giftCardBalanceError, refusal ? 400 : 502);
  }
}

export default function GiftCardBalance({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="gift-card-balance-title" className="service-form-page">
      <h1 id="gift-card-balance-title">Gift Card Balance</h1>
      <p>Enter the number and the 4-digit security code on the back of your gift card.</p>
      <GiftCardBalanceForm constraint={loaderData.constraint} answer={actionData} />
    </section>
  );
}
