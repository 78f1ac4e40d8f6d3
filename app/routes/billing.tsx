import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/billing';
import { ApplePayOffer } from '~/components/checkout/apple-pay-offer.tsx';
import { GiftCards } from '~/components/checkout/gift-card-form.tsx';
import { PaymentForm } from '~/components/checkout/payment-form.tsx';
import { SecureCheckoutMark } from '~/components/checkout/secure-checkout-mark.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { formError, formRefusal, type IntentResult } from '~/models/action-result.ts';
import { shippingShipment } from '~/models/basket.ts';
import { isCollectedOnly } from '~/models/pickup.ts';
import { billingAddressOf, sameAddress } from '~/models/billing-form.ts';
import { lacksShippingMethod } from '~/models/checkout-billing.ts';
import { displayMaskedNumber } from '~/models/card.ts';
import { chosenPayment, paymentSplit } from '~/models/gift-card.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { assertSameCustomer, checkoutState } from '~/services/checkout.server.ts';
import {
  applyGiftCardForm,
  removeGiftCardForm,
  savePaymentForm,
  type BillingIntent,
} from '~/services/checkout-billing.server.ts';
import { answerForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { alternativeOffers, savedCards } from '~/services/payment.server.ts';
import { applePayOffer } from '~/services/apple-pay.server.ts';
import { rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Billing | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const headers = rateLimitHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const { basket, customerKey } = await checkoutState(session, requestBasket(context));
  const shipment = shippingShipment(basket);
  // A bag only collected in a shop has no shipping method to choose and no shipping address to bill to.
  const collectedOnly = isCollectedOnly(basket);
  const needsShippingMethod = lacksShippingMethod(basket);
  const cards = needsShippingMethod ? [] : await savedCards(session);
  const split = paymentSplit(basket);
  const shippingAddress = collectedOnly ? {} : billingAddressOf(shipment?.shippingAddress);
  const ownBillingAddress =
    basket.billingAddress && !sameAddress(basket.billingAddress, shippingAddress)
      ? billingAddressOf(basket.billingAddress)
      : null;
  return {
    customerKey,
    needsShippingMethod,
    currency: basket.currency ?? 'USD',
    split: {
      total: split.total ?? null,
      rest: split.rest ?? null,
      covered: split.covered,
      giftCards: split.giftCards.map((card) => ({
        id: card.paymentInstrumentId,
        number: displayMaskedNumber(card.maskedNumber),
        amount: card.amount,
      })),
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

/** The step's forms by `intent` (services/checkout-billing.server.ts does each one's work). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  await assertSameCustomer(session, form);
  const intent = form.get('intent');
  if (intent === 'apply-gift-card')
    return answerForm(await applyGiftCardForm(request, session, requestBasket(context), form));
  if (intent === 'remove-gift-card') return answerForm(await removeGiftCardForm(session, requestBasket(context), form));
  if (intent === 'payment')
    return answerForm(await savePaymentForm(request, session, requestBasket(context), catalogScope(context), form));
  return data<IntentResult<BillingIntent>>(
    { intent: null, result: formRefusal(MESSAGES.formInvalid) },
    { status: 400 },
  );
}

export default function Billing() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: BillingIntent) =>
    actionData && actionData.intent === intent ? actionData.result : undefined;
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
