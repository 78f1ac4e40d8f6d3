/**
 * The billing step's forms (checkout spec §5 "Billing", §8), one function per intent of /billing: applying and
 * removing a gift card, and the payment. Each answers the form (400 with the input kept, the card number and
 * security codes never echoed) or goes on: back to /billing with the news, to the review, or to a provider's approval
 * page; routes/billing.tsx sends the answer.
 */
import { redirect } from 'react-router';
import type { FormOutcome, IntentResult } from '~/models/action-result.ts';
import { giftCardSchema, paymentFormValue, paymentSchema, removeGiftCardSchema } from '~/models/billing-form.ts';
import {
  lacksShippingMethod,
  paymentBillingAddress,
  SECRET_GIFT_CARD_FIELDS,
  SECRET_PAYMENT_FIELDS,
} from '~/models/checkout-billing.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { isProviderChoice } from '~/models/payment-methods.ts';
import type { RequestBasket } from './basket.server.ts';
import type { CatalogScope } from './catalog.server.ts';
import {
  checkoutState,
  clearCheckoutError,
  failureOfProblem,
  setCheckoutError,
  type CheckoutState,
} from './checkout.server.ts';
import { shopperFacingProblem } from './commerce-errors.server.ts';
import { saveCardToWallet } from './customer.server.ts';
import { parseForm } from './form.server.ts';
import {
  applyGiftCard,
  assertOffered,
  CardRefused,
  PaymentRefused,
  removeGiftCard,
  savePayment,
  startProviderPayment,
} from './payment.server.ts';
import { ProviderUnavailable } from './payment-providers.server.ts';
import { sitePublicOrigin } from './public-origin.server.ts';
import { rateLimit } from './rate-limit.server.ts';
import type { ShopperSession } from './session.server.ts';

export type BillingIntent = 'payment' | 'apply-gift-card' | 'remove-gift-card';

type BillingOutcome = FormOutcome<IntentResult<BillingIntent>>;
type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

const REFUSED = { status: 400 } satisfies ResponseInit;

/** A commerce refusal nobody's field owns: the checkout error atop the page (spec §8), the input kept. */
async function refusedByBackend(session: ShopperSession, error: unknown): Promise<void> {
  await setCheckoutError(session, failureOfProblem(await shopperFacingProblem(error)));
}

/** The basket, once the shipping step is done; else the shopper is sent back to it. */
async function billableBasket(session: ShopperSession, requestBasket: RequestBasket): Promise<CheckoutState['basket']> {
  const { basket } = await checkoutState(session, requestBasket);
  if (lacksShippingMethod(basket)) throw redirect('/billing');
  return basket;
}

/** Intent `apply-gift-card`: the card's balance pays part or all (rate-limited: it tells a card's balance). */
export async function applyGiftCardForm(
  request: Request,
  session: ShopperSession,
  requestBasket: RequestBasket,
  form: FormData,
): Promise<BillingOutcome> {
  const submission = parseForm(form, { schema: giftCardSchema });
  const reply = (options: ReplyOptions = {}) => ({
    intent: 'apply-gift-card' as const,
    result: submission.reply({ ...options, hideFields: SECRET_GIFT_CARD_FIELDS }),
  });
  if (submission.status !== 'success') return { answer: reply(), init: REFUSED };
  const attempt = await rateLimit(request, 'giftCardBalance', submission.value.giftCardNumber);
  if (!attempt.allowed) return { answer: reply({ formErrors: [attempt.message] }), init: attempt.init };
  const basket = await billableBasket(session, requestBasket);
  try {
    await applyGiftCard(session, requestBasket, basket, {
      number: submission.value.giftCardNumber,
      pin: submission.value.giftCardPin,
    });
    await attempt.succeeded();
  } catch (error) {
    if (error instanceof PaymentRefused)
      return { answer: reply({ fieldErrors: { [error.field]: [error.message] } }), init: REFUSED };
    await refusedByBackend(session, error);
    return { answer: reply(), init: REFUSED };
  }
  await clearCheckoutError(session);
  await session.setFlash({ kind: 'success', text: CHECKOUT_MESSAGES.giftCardApplied });
  return { redirectTo: '/billing' };
}

/** Intent `remove-gift-card`. */
export async function removeGiftCardForm(
  session: ShopperSession,
  requestBasket: RequestBasket,
  form: FormData,
): Promise<BillingOutcome> {
  const submission = parseForm(form, { schema: removeGiftCardSchema });
  if (submission.status !== 'success')
    return { answer: { intent: 'remove-gift-card', result: submission.reply() }, init: REFUSED };
  const basket = await billableBasket(session, requestBasket);
  try {
    await removeGiftCard(session, requestBasket, basket, submission.value.paymentInstrumentId);
  } catch (error) {
    await refusedByBackend(session, error);
    return { answer: { intent: 'remove-gift-card', result: submission.reply() }, init: REFUSED };
  }
  await clearCheckoutError(session);
  await session.setFlash({ kind: 'info', text: CHECKOUT_MESSAGES.giftCardRemoved });
  return { redirectTo: '/billing' };
}

/**
 * Intent `payment`: a card, a saved card, a check, or nothing (gift cards pay all) is saved and the shopper goes on to
 * the review; PayPal, Venmo and Klarna go to the provider's approval page, which sends the shopper back to
 * /billing/return/….
 */
export async function savePaymentForm(
  request: Request,
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  form: FormData,
): Promise<BillingOutcome> {
  const submission = parseForm(form, { schema: paymentSchema });
  const reply = (options: ReplyOptions = {}) => ({
    intent: 'payment' as const,
    result: submission.reply({ ...options, hideFields: SECRET_PAYMENT_FIELDS }),
  });
  if (submission.status !== 'success') return { answer: reply(), init: REFUSED };
  const basket = await billableBasket(session, requestBasket);
  const { payment, billingAddress } = paymentFormValue(submission.value);
  const address = paymentBillingAddress(basket, billingAddress);
  if (!address) return { answer: reply({ formErrors: [MESSAGES.formInvalid] }), init: REFUSED };
  let approvalPage: string | undefined;
  try {
    if (isProviderChoice(payment.method)) {
      approvalPage = await startProviderPayment(session, basket, payment.method, address, {
        siteId: scope.siteId,
        locale: scope.locale,
        origin: sitePublicOrigin(request),
      });
    } else {
      if (payment.method === 'check') assertOffered(basket, scope.siteId, 'check');
      await savePayment(session, requestBasket, basket, payment, address);
    }
  } catch (error) {
    if (error instanceof ProviderUnavailable) return { answer: reply({ formErrors: [error.message] }), init: REFUSED };
    if (error instanceof CardRefused) return { answer: reply({ fieldErrors: error.fieldErrors }), init: REFUSED };
    if (error instanceof PaymentRefused)
      return {
        answer: reply(
          error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] },
        ),
        init: REFUSED,
      };
    await refusedByBackend(session, error);
    return { answer: reply(), init: REFUSED };
  }
  if (session.isRegistered && payment.method === 'card' && submission.value.saveCard)
    await saveCardToWallet(session, payment.card);
  await clearCheckoutError(session);
  return { redirectTo: approvalPage ?? '/revieworder' };
}
