import { data, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/billing';
import { ApplePayOffer } from '~/components/checkout/apple-pay-offer.tsx';
import { GiftCards } from '~/components/checkout/gift-card-form.tsx';
import { PaymentForm } from '~/components/checkout/payment-form.tsx';
import { SecureCheckoutMark } from '~/components/checkout/secure-checkout-mark.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { formError, formRefusal, type IntentResult } from '~/models/action-result.ts';
import { chosenShippingMethodId, shippingShipment } from '~/models/basket.ts';
import { isCollectedOnly } from '~/models/pickup.ts';
import { billingAddressOf, giftCardSchema, paymentFormValue, paymentSchema, removeGiftCardSchema, sameAddress } from '~/models/billing-form.ts';
import { displayMaskedNumber } from '~/models/card.ts';
import { chosenPayment, paymentSplit } from '~/models/gift-card.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { shopperFacingProblem } from '~/services/commerce-errors.server.ts';
import { assertSameCustomer, checkoutState, clearCheckoutError, failureOfProblem, setCheckoutError, type CheckoutState } from '~/services/checkout.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { isProviderChoice } from '~/models/payment-methods.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import {
  alternativeOffers,
  applyGiftCard,
  assertOffered,
  CardRefused,
  PaymentRefused,
  removeGiftCard,
  savedCards,
  savePayment,
  startProviderPayment,
} from '~/services/payment.server.ts';
import { ProviderUnavailable } from '~/services/payment-providers.server.ts';
import { applePayOffer } from '~/services/apple-pay.server.ts';
import { sitePublicOrigin } from '~/services/public-origin.server.ts';
import { saveCardToWallet } from '~/services/customer.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import type { ShopperSession } from '~/services/session.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Billing | Sweet Shop' }, { name: 'robots', content: 'noindex' }];

export const headers = rateLimitHeaders;

/** Fields never sent back to the page: the card number and the security codes. */
const SECRET_PAYMENT_FIELDS = ['cardNumber', 'securityCode'];
const SECRET_GIFT_CARD_FIELDS = ['giftCardPin'];

export async function loader({ context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const { basket, customerKey } = await checkoutState(session);
  const shipment = shippingShipment(basket);
  // A bag only collected in a shop has no shipping method to choose and no shipping address to bill to.
  const collectedOnly = isCollectedOnly(basket);
  const needsShippingMethod = !collectedOnly && !chosenShippingMethodId(shipment);
  const cards = needsShippingMethod ? [] : await savedCards(session);
  const split = paymentSplit(basket);
  const shippingAddress = collectedOnly ? {} : billingAddressOf(shipment?.shippingAddress);
  const ownBillingAddress = basket.billingAddress && !sameAddress(basket.billingAddress, shippingAddress) ? billingAddressOf(basket.billingAddress) : null;
  return {
    customerKey,
    needsShippingMethod,
    currency: basket.currency ?? 'USD',
    split: {
      total: split.total ?? null,
      rest: split.rest ?? null,
      covered: split.covered,
      giftCards: split.giftCards.map((card) => ({ id: card.paymentInstrumentId, number: displayMaskedNumber(card.maskedNumber), amount: card.amount })),
    },
    chosen: chosenPayment(basket),
    savedCards: cards,
    alternatives: needsShippingMethod ? [] : alternativeOffers(basket, catalogScope(context).siteId),
    registered: session.isRegistered,
    // Apple Pay's payment request; the button shows only where the browser supports Apple Pay.
    applePay: needsShippingMethod ? null : applePayOffer(basket, catalogScope(context).locale),
    shippingAddress,
    ownBillingAddress,
    constraints: { payment: FORM_CONSTRAINTS.payment, giftCard: FORM_CONSTRAINTS.giftCard },
  };
}

type Intent = 'payment' | 'apply-gift-card' | 'remove-gift-card';

/** A commerce refusal nobody's field owns: the checkout error atop the page (spec §8), the input kept. */
async function refusedByBackend(session: ShopperSession, error: unknown) {
  const problem = await shopperFacingProblem(error);
  await setCheckoutError(session, failureOfProblem(problem));
}

/** The basket, once the shipping step is done; else the shopper is sent back to it. */
async function billableBasket(session: ShopperSession): Promise<CheckoutState['basket']> {
  const { basket } = await checkoutState(session);
  if (!isCollectedOnly(basket) && !chosenShippingMethodId(shippingShipment(basket))) throw redirect('/billing');
  return basket;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  await assertSameCustomer(session, form);
  const intent = form.get('intent');

  if (intent === 'apply-gift-card') {
    const submission = parseForm(form, { schema: giftCardSchema });
    const reply = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) => ({
      intent: intent as Intent,
      result: submission.reply({ ...options, hideFields: SECRET_GIFT_CARD_FIELDS }),
    });
    if (submission.status !== 'success') return data(reply(), { status: 400 });
    const attempt = await rateLimit(request, 'giftCardBalance', submission.value.giftCardNumber);
    if (!attempt.allowed) return data(reply({ formErrors: [attempt.message] }), attempt.init);
    const basket = await billableBasket(session);
    try {
      await applyGiftCard(session, basket, { number: submission.value.giftCardNumber, pin: submission.value.giftCardPin });
      await attempt.succeeded();
    } catch (error) {
      if (error instanceof PaymentRefused) return data(reply({ fieldErrors: { [error.field]: [error.message] } }), { status: 400 });
      await refusedByBackend(session, error);
      return data(reply(), { status: 400 });
    }
    await clearCheckoutError(session);
    await session.setFlash({ kind: 'success', text: CHECKOUT_MESSAGES.giftCardApplied });
    throw redirect('/billing');
  }

  if (intent === 'remove-gift-card') {
    const submission = parseForm(form, { schema: removeGiftCardSchema });
    if (submission.status !== 'success') return data({ intent: intent as Intent, result: submission.reply() }, { status: 400 });
    const basket = await billableBasket(session);
    try {
      await removeGiftCard(session, basket, submission.value.paymentInstrumentId);
    } catch (error) {
      await refusedByBackend(session, error);
      return data({ intent: intent as Intent, result: submission.reply() }, { status: 400 });
    }
    await clearCheckoutError(session);
    await session.setFlash({ kind: 'info', text: CHECKOUT_MESSAGES.giftCardRemoved });
    throw redirect('/billing');
  }

  if (intent === 'payment') {
    const submission = parseForm(form, { schema: paymentSchema });
    const reply = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) => ({
      intent: intent as Intent,
      result: submission.reply({ ...options, hideFields: SECRET_PAYMENT_FIELDS }),
    });
    if (submission.status !== 'success') return data(reply(), { status: 400 });
    const basket = await billableBasket(session);
    const { payment, billingAddress } = paymentFormValue(submission.value);
    // "Same as shipping address" is not offered when nothing ships.
    if (!billingAddress && isCollectedOnly(basket)) return data(reply({ formErrors: [MESSAGES.formInvalid] }), { status: 400 });
    const address = billingAddress ?? billingAddressOf(shippingShipment(basket)?.shippingAddress);
    let approvalPage: string | undefined;
    try {
      if (isProviderChoice(payment.method)) {
        // PayPal, Venmo, Klarna: off to the provider's approval page; it sends the shopper back to /billing/return/….
        const scope = catalogScope(context);
        approvalPage = await startProviderPayment(session, basket, payment.method, address, { siteId: scope.siteId, locale: scope.locale, origin: sitePublicOrigin(request) });
      } else {
        if (payment.method === 'check') assertOffered(basket, catalogScope(context).siteId, 'check');
        await savePayment(session, basket, payment, address);
      }
    } catch (error) {
      if (error instanceof ProviderUnavailable) return data(reply({ formErrors: [error.message] }), { status: 400 });
      if (error instanceof CardRefused) return data(reply({ fieldErrors: error.fieldErrors }), { status: 400 });
      if (error instanceof PaymentRefused) return data(reply(error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] }), { status: 400 });
      await refusedByBackend(session, error);
      return data(reply(), { status: 400 });
    }
    if (session.isRegistered && payment.method === 'card' && submission.value.saveCard) await saveCardToWallet(session, payment.card);
    await clearCheckoutError(session);
    throw redirect(approvalPage ?? '/revieworder');
  }

  return data<IntentResult<Intent>>({ intent: null, result: formRefusal(MESSAGES.formInvalid) }, { status: 400 });
}

export default function Billing() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: Intent) => (actionData && actionData.intent === intent ? actionData.result : undefined);
  // A post that named no form of the page: its reason atop the page.
  const refused = actionData && !actionData.intent ? formError(actionData.result) : undefined;

  if (page.needsShippingMethod) {
    return (
      <section aria-labelledby="billing-title" className="space-y-4">
        <h1 id="billing-title" className="text-3xl font-bold">
          Billing
        </h1>
        <Alert kind="info">{CHECKOUT_MESSAGES.chooseShippingFirst}</Alert>
        <ButtonLink to="/shipping" variant="secondary">
          Back to Shipping
        </ButtonLink>
      </section>
    );
  }

  return (
    <section aria-labelledby="billing-title" className="space-y-8">
      <h1 id="billing-title" className="text-3xl font-bold">
        Billing
      </h1>
      {refused ? <Alert kind="error">{refused}</Alert> : null}
      <SecureCheckoutMark />
      {page.applePay ? <ApplePayOffer customerKey={page.customerKey} request={page.applePay} /> : null}
      {/* Gift cards that start or stop covering the total change the choices: the form starts afresh. */}
      <PaymentForm
        key={String(page.split.covered)}
        customerKey={page.customerKey}
        currency={page.currency}
        split={page.split}
        chosen={page.chosen}
        savedCards={page.savedCards}
        alternatives={page.alternatives}
        registered={page.registered}
        shippingAddress={page.shippingAddress}
        ownBillingAddress={page.ownBillingAddress}
        constraint={page.constraints.payment}
        lastResult={resultFor('payment')}
      />
      {/* Card first; a gift card is the exception. Keyed by the applied cards, so the form starts empty again once a card is applied (JS on). */}
      <GiftCards
        key={page.split.giftCards.map((card) => card.id).join()}
        customerKey={page.customerKey}
        currency={page.currency}
        split={page.split}
        constraint={page.constraints.giftCard}
        lastResult={resultFor('apply-gift-card')}
      />
    </section>
  );
}
