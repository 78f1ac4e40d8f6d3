/**
 * The billing step's commerce calls: card tokenisation (`payment` custom API), the basket's payment
 * instruments (one main instrument — a card or NO_PAYMENT — plus gift cards), the gift-card balance,
 * the billing address and the registered customer's saved cards. The secrets SCAPI strips from
 * baskets (the card security code, gift card numbers and codes) are kept in the session for placing
 * the order (`ShopperSession.updateCheckoutSecrets`: sealed, minutes), never sent to the browser.
 */
import { hasSubscriptionItems } from '~/models/subscription.ts';
import type { Basket, BasketAddress, BasketPaymentInstrument } from '~/models/basket.ts';
import { tokenFieldErrors, type NewCard, type PaymentChoice } from '~/models/billing-form.ts';
import { brandOfCardType, cardTypeCode, describeCard, isCardExpired, securityCodeProblem } from '~/models/card.ts';
import { GIFT_CARDS_PER_ORDER } from '~/models/checkout-constants.ts';
import {
  CREDIT_CARD_METHOD,
  GIFT_CARD_METHOD,
  giftCardInstruments,
  mainInstrument,
  NO_PAYMENT_METHOD,
  paymentSplit,
} from '~/models/gift-card.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import {
  APPLE_PAY_METHOD,
  approvalMatches,
  bnplInstalments,
  SITE_PAYMENT_PREFERENCES,
  type BnplPlan,
  methodIdOf,
  methodOffers,
  PAY_BY_CHECK_METHOD,
  PROVIDER_METHOD_IDS,
  type AlternativeChoice,
  type ProviderChoice,
} from '~/models/payment-methods.ts';
import { formatMoney } from '~/models/money.ts';
import { countryForLocale, type SiteId } from '~/models/sites.ts';
import type { ShopperSession } from './session.server.ts';
import type { RequestBasket } from './basket.server.ts';
import { approvalOutcome, providerConfigured, ProviderUnavailable, startApproval } from './payment-providers.server.ts';
import { commerceProblem, type CommerceProblem } from './commerce-errors.server.ts';

type Apis = Awaited<ReturnType<ShopperSession['apis']>>;

/** The sandbox's error code for card data it refuses, with `invalidFields: [{ field, message }]` (spec §8). */
const CREATE_TOKEN_VALIDATION_FIELDS = 'CREATE_TOKEN_VALIDATION_FIELDS';

/** The card data was refused: messages by payment-form field. */
export class CardRefused extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('card refused');
  }
}

/** The tokenisation's 400 as field messages, or null when it is another problem. */
function cardFieldErrors(problem: CommerceProblem): Record<string, string[]> | null {
  if (problem.status !== 400 || problem.body.errorCode !== CREATE_TOKEN_VALIDATION_FIELDS) return null;
  return tokenFieldErrors(problem.body.invalidFields);
}

interface TokenisedCard {
  paymentToken: string;
  cardType: string;
  maskedNumber: string;
  expirationMonth: number;
  expirationYear: number;
  holder?: string;
}

/** Spec §7 customer-payment-token: the card becomes a payment token; refused card data is a CardRefused. */
export async function tokeniseCard(apis: Apis, card: NewCard): Promise<TokenisedCard> {
  try {
    return await apis.custom<TokenisedCard>('payment', 'customer-payment-token', {
      method: 'POST',
      body: {
        cardNumber: card.number,
        cardType: cardTypeCode(card.brand),
        holder: card.holder,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        securityCode: card.securityCode,
      },
    });
  } catch (error) {
    const problem = await commerceProblem(error);
    const fieldErrors = problem ? cardFieldErrors(problem) : null;
    if (fieldErrors) throw new CardRefused(fieldErrors);
    throw error;
  }
}

/** A saved card as the billing page offers it (no token, no full number). */
export interface SavedCard {
  id: string;
  description: string;
  expired: boolean;
  preferred: boolean;
}

interface CustomerCard {
  paymentInstrumentId?: string;
  paymentMethodId?: string;
  default?: boolean;
  c_paymentToken?: string;
  paymentCard?: {
    cardType?: string;
    maskedNumber?: string;
    expirationMonth?: number;
    expirationYear?: number;
    holder?: string;
    creditCardExpired?: boolean;
  };
}

async function customerCards(apis: Apis, session: ShopperSession): Promise<CustomerCard[]> {
  const customer = (await apis.customers.getCustomer({ parameters: { customerId: await session.customerId() } })) as {
    paymentInstruments?: CustomerCard[];
  };
  return (customer.paymentInstruments ?? []).filter(
    (card) => card.paymentMethodId === CREDIT_CARD_METHOD && card.paymentInstrumentId && card.paymentCard,
  );
}

/** Spec §5 expiry, by the card's month and year (the flag SCAPI sends only when they are missing). */
function savedCardExpired(card: CustomerCard, now: Date): boolean {
  const { expirationMonth: month, expirationYear: year, creditCardExpired } = card.paymentCard ?? {};
  return month && year ? isCardExpired(month, year, now) : creditCardExpired === true;
}

/** The registered customer's saved cards (spec §6); guests have none. Expired ones are listed but cannot be chosen. */
export async function savedCards(session: ShopperSession): Promise<SavedCard[]> {
  if (!session.isRegistered) return [];
  const cards = await customerCards(await session.apis(), session);
  return cards.map((card) => ({
    id: card.paymentInstrumentId!,
    description: describeCard(card.paymentCard!),
    expired: savedCardExpired(card, new Date()),
    preferred: card.default === true,
  }));
}

/** The main instrument's body for a tokenised (new or saved) card paying `amount`. */
function cardInstrument(
  card: {
    paymentToken: string;
    cardType?: string;
    maskedNumber?: string;
    expirationMonth?: number;
    expirationYear?: number;
    holder?: string;
  },
  amount: number,
) {
  return {
    paymentMethodId: CREDIT_CARD_METHOD,
    amount,
    paymentCard: {
      cardType: card.cardType,
      maskedNumber: card.maskedNumber,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      ...(card.holder ? { holder: card.holder } : {}),
    },
    c_paymentToken: card.paymentToken,
  };
}

/**
 * Makes `body` the basket's one main instrument: the existing one is updated when it is of the same
 * method, else replaced. Answers the basket after the change.
 */
async function setMainInstrument(
  apis: Apis,
  basket: Basket & { basketId: string },
  body: Record<string, unknown>,
): Promise<Basket> {
  const basketId = basket.basketId;
  const main = mainInstrument(basket);
  if (main?.paymentInstrumentId && main.paymentMethodId === body.paymentMethodId) {
    return (await apis.baskets.updatePaymentInstrumentInBasket({
      parameters: { basketId, paymentInstrumentId: main.paymentInstrumentId },
      body: body as never,
    })) as Basket;
  }
  if (main?.paymentInstrumentId)
    await apis.baskets.removePaymentInstrumentFromBasket({
      parameters: { basketId, paymentInstrumentId: main.paymentInstrumentId },
    });
  return (await apis.baskets.addPaymentInstrumentToBasket({ parameters: { basketId }, body: body as never })) as Basket;
}

/** Why a payment choice cannot be taken, by payment-form field ('' for the whole form). */
export class PaymentRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Spec §5: the backend refuses a card token it cannot read ('Invalid credit card JWT token payload') or one expired,
 * naming the token invalid: the payment form shows its message (a form error, as the token is no field of the form).
 */
async function refusedToken(error: unknown): Promise<never> {
  const problem = await commerceProblem(error);
  const message = problem?.detail ?? problem?.message;
  if (problem?.status === 400 && problem.invalidFields?.includes('c_paymentToken') && message)
    throw new PaymentRefused('', message);
  throw error;
}

/**
 * The payment form: the billing address, then the main instrument for what gift cards leave (a card
 * tokenised now, a saved card, or NO_PAYMENT). The security code goes to the session, not the basket.
 */
export async function savePayment(
  session: ShopperSession,
  requestBasket: RequestBasket,
  basket: Basket & { basketId: string },
  request: PaymentChoice,
  billingAddress: BasketAddress,
): Promise<Basket> {
  const apis = await session.apis();
  const basketId = basket.basketId;
  const split = paymentSplit(basket);
  const rest = split.rest ?? basket.orderTotal ?? 0;
  const saveAddress = () =>
    apis.baskets.updateBillingAddressForBasket({ parameters: { basketId }, body: billingAddress as never });

  let body: Record<string, unknown>;
  let securityCode: string | undefined;
  if (request.method === 'check') {
    await saveAddress();
    body = { paymentMethodId: PAY_BY_CHECK_METHOD, amount: rest };
  } else if (request.method === 'none') {
    if (!split.covered) throw new PaymentRefused('', CHECKOUT_MESSAGES.paymentStillDue);
    await saveAddress();
    body = { paymentMethodId: NO_PAYMENT_METHOD, amount: 0 };
  } else if (request.method === 'card') {
    // The card first: a refused card leaves the basket as it was.
    const token = await tokeniseCard(apis, request.card);
    await saveAddress();
    body = cardInstrument(token, rest);
    securityCode = request.card.securityCode;
  } else if (request.method !== 'saved-card') {
    throw new Error('A provider payment is started with startProviderPayment.');
  } else {
    const cards = await customerCards(apis, session);
    const card = cards.find((candidate) => candidate.paymentInstrumentId === request.savedCardId);
    if (!card?.c_paymentToken) throw new PaymentRefused('savedCardId', CHECKOUT_MESSAGES.savedCardUnknown);
    if (savedCardExpired(card, new Date())) throw new PaymentRefused('savedCardId', CHECKOUT_MESSAGES.savedCardExpired);
    const codeProblem = securityCodeProblem(brandOfCardType(card.paymentCard?.cardType), request.securityCode);
    if (codeProblem) throw new PaymentRefused('securityCode', codeProblem);
    await saveAddress();
    body = cardInstrument({ ...card.paymentCard, paymentToken: card.c_paymentToken }, rest);
    securityCode = request.securityCode;
  }
  const updated = requestBasket.remember(await setMainInstrument(apis, basket, body).catch(refusedToken));
  await session.updateCheckoutSecrets(
    basketId,
    ({ securityCode: _previous, approval: _replaced, pendingApproval: _abandoned, ...secrets }) => ({
      ...secrets,
      ...(securityCode ? { securityCode } : {}),
    }),
  );
  return updated;
}

/** The gift card's balance answer (`payment` custom API `gift-card-balance`). */
interface GiftCardBalance {
  success?: boolean;
  availableBalance?: number;
  currency?: string;
  message?: string;
}

/**
 * Applies a gift card: its balance is checked, then it joins the basket (the sandbox caps its amount
 * at the balance and at what is open); a card already paying is set to the new rest. Refusals are
 * PaymentRefused on the gift-card form's fields.
 */
export async function applyGiftCard(
  session: ShopperSession,
  requestBasket: RequestBasket,
  basket: Basket & { basketId: string },
  card: { number: string; pin: string },
): Promise<Basket> {
  if (paymentSplit(basket).covered) throw new PaymentRefused('giftCardNumber', CHECKOUT_MESSAGES.giftCardNotNeeded);
  if (giftCardInstruments(basket).length >= GIFT_CARDS_PER_ORDER)
    throw new PaymentRefused('giftCardNumber', CHECKOUT_MESSAGES.giftCardLimit);
  const apis = await session.apis();
  const basketId = basket.basketId;
  const balance = await apis.custom<GiftCardBalance>('payment', 'gift-card-balance', {
    method: 'POST',
    body: { c_number: card.number, c_cvn: card.pin },
  });
  if (!balance.success) throw new PaymentRefused('giftCardPin', balance.message || CHECKOUT_MESSAGES.giftCardNoBalance);
  if (!(typeof balance.availableBalance === 'number' && balance.availableBalance > 0))
    throw new PaymentRefused('giftCardNumber', balance.message || CHECKOUT_MESSAGES.giftCardNoBalance);

  let updated: Basket;
  try {
    updated = (await apis.baskets.addPaymentInstrumentToBasket({
      parameters: { basketId },
      body: { paymentMethodId: GIFT_CARD_METHOD, giftCertificateCode: card.number, c_giftCardPin: card.pin } as never,
    })) as Basket;
  } catch (error) {
    const problem = await commerceProblem(error);
    if (problem?.status === 400 && problem.detail) throw new PaymentRefused('giftCardNumber', problem.detail);
    throw error;
  }
  const added = (updated.paymentInstruments ?? []).find(
    (instrument) =>
      instrument.paymentMethodId === GIFT_CARD_METHOD &&
      !(basket.paymentInstruments ?? []).some(
        (before) => before.paymentInstrumentId === instrument.paymentInstrumentId,
      ),
  );
  if (added?.paymentInstrumentId) {
    const id = added.paymentInstrumentId;
    await session.updateCheckoutSecrets(basketId, (secrets) => ({
      ...secrets,
      giftCards: [...(secrets.giftCards ?? []), { paymentInstrumentId: id, number: card.number, pin: card.pin }],
    }));
  }
  return requestBasket.remember(await rebalanceMain(apis, updated as Basket & { basketId: string }));
}

/** Removes a gift card, and its secrets; the card paying the rest is set to the new rest. */
export async function removeGiftCard(
  session: ShopperSession,
  requestBasket: RequestBasket,
  basket: Basket & { basketId: string },
  paymentInstrumentId: string,
): Promise<Basket> {
  const apis = await session.apis();
  const basketId = basket.basketId;
  let updated: Basket & { basketId: string };
  try {
    updated = (await apis.baskets.removePaymentInstrumentFromBasket({
      parameters: { basketId, paymentInstrumentId },
    })) as Basket & { basketId: string };
  } catch (error) {
    // Already gone (a second click, another tab): nothing left to remove but its secrets.
    if ((await commerceProblem(error))?.status !== 404) throw error;
    updated = basket;
  }
  await session.updateCheckoutSecrets(basketId, (secrets) => ({
    ...secrets,
    giftCards: (secrets.giftCards ?? []).filter((entry) => entry.paymentInstrumentId !== paymentInstrumentId),
  }));
  return requestBasket.remember(await rebalanceMain(apis, updated));
}

/**
 * After gift cards changed: a card pays exactly the new rest (and is dropped when gift cards now pay
 * everything); NO_PAYMENT is dropped when they no longer do, so the shopper is asked for a card.
 */
async function rebalanceMain(apis: Apis, basket: Basket & { basketId: string }): Promise<Basket> {
  const main: BasketPaymentInstrument | undefined = mainInstrument(basket);
  if (!main?.paymentInstrumentId) return basket;
  const split = paymentSplit(basket);
  const rest = split.rest;
  const parameters = { basketId: basket.basketId, paymentInstrumentId: main.paymentInstrumentId };
  if (main.paymentMethodId === NO_PAYMENT_METHOD) {
    return split.covered ? basket : ((await apis.baskets.removePaymentInstrumentFromBasket({ parameters })) as Basket);
  }
  if (split.covered) return (await apis.baskets.removePaymentInstrumentFromBasket({ parameters })) as Basket;
  if (rest === undefined || main.amount === rest) return basket;
  // A provider approved the old amount only: the shopper approves the new one.
  if (isProviderMethodId(main.paymentMethodId))
    return (await apis.baskets.removePaymentInstrumentFromBasket({ parameters })) as Basket;
  return (await apis.baskets.updatePaymentInstrumentInBasket({
    parameters,
    body: { amount: rest } as never,
  })) as Basket;
}

const isProviderMethodId = (methodId: string | undefined) =>
  (Object.values(PROVIDER_METHOD_IDS) as string[]).includes(methodId ?? '');

/** The alternative methods the billing page offers this basket, each available or with its reason (models/payment-methods.ts). */
export function alternativeOffers(basket: Basket, siteId: SiteId) {
  const currency = basket.currency ?? 'USD';
  const split = paymentSplit(basket);
  return methodOffers(
    {
      siteId,
      currency,
      amount: split.rest ?? basket.orderTotal ?? 0,
      hasSubscriptionItems: hasSubscriptionItems(basket),
    },
    (amount) => formatMoney(amount, currency),
  ).filter((offer) => offer.choice === 'check' || providerConfigured(offer.choice));
}

/** Refuses an alternative the basket cannot use (not offered here, or not available: the reason). */
export function assertOffered(basket: Basket, siteId: SiteId, choice: AlternativeChoice): void {
  const offer = alternativeOffers(basket, siteId).find((candidate) => candidate.choice === choice);
  if (!offer) throw new PaymentRefused('paymentMethod', MESSAGES.invalidField);
  if (!offer.available) throw new PaymentRefused('paymentMethod', offer.reason);
}

/**
 * PayPal, Venmo or Klarna: the billing address is saved, the provider's session is created for what
 * gift cards leave, and the shopper is sent to approve it (answers the approval page's URL). The
 * pending approval waits in the session's checkout secrets; a previous approval is dropped.
 */
export async function startProviderPayment(
  session: ShopperSession,
  basket: Basket & { basketId: string },
  choice: ProviderChoice,
  billingAddress: BasketAddress,
  where: { siteId: SiteId; locale: string; origin: string },
): Promise<string> {
  assertOffered(basket, where.siteId, choice);
  const split = paymentSplit(basket);
  if (split.covered) throw new PaymentRefused('paymentMethod', CHECKOUT_MESSAGES.giftCardNotNeeded);
  const apis = await session.apis();
  await apis.baskets.updateBillingAddressForBasket({
    parameters: { basketId: basket.basketId },
    body: billingAddress as never,
  });
  const { redirectUrl, pending } = await startApproval({
    choice,
    basketId: basket.basketId,
    amount: split.rest ?? basket.orderTotal ?? 0,
    currency: basket.currency ?? 'USD',
    country: countryForLocale(where.locale),
    locale: where.locale,
    origin: where.origin,
  });
  await session.updateCheckoutSecrets(basket.basketId, ({ approval: _replaced, ...secrets }) => ({
    ...secrets,
    pendingApproval: pending,
  }));
  return redirectUrl;
}

export type ProviderReturn = { ok: true } | { ok: false; kind: 'info' | 'error'; message: string };

/**
 * The shopper is back from the provider: the outcome is asked of the provider (the return URL's
 * query proves nothing). Approved for the basket and amount still to pay, the method becomes the
 * basket's main instrument (with the buyer's account, never the token) and the token waits in the
 * session for placing the order; cancelled, declined or outdated, the shopper chooses again.
 */
export async function completeProviderPayment(
  session: ShopperSession,
  requestBasket: RequestBasket,
  choice: ProviderChoice,
): Promise<ProviderReturn> {
  const basket = await requestBasket.current();
  const secrets = basket?.basketId ? await session.checkoutSecrets(basket.basketId) : undefined;
  const pending = secrets?.pendingApproval;
  if (!basket?.basketId || !pending || pending.choice !== choice || pending.basketId !== basket.basketId)
    return { ok: false, kind: 'error', message: CHECKOUT_MESSAGES.approvalMissing };
  const basketId = basket.basketId;
  let outcome;
  try {
    outcome = await approvalOutcome(pending);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return { ok: false, kind: 'error', message: error.message };
    throw error;
  }
  await session.updateCheckoutSecrets(basketId, ({ pendingApproval: _done, ...rest }) => rest);
  if (outcome.status === 'cancelled') return { ok: false, kind: 'info', message: CHECKOUT_MESSAGES.providerCancelled };
  if (outcome.status === 'declined') return { ok: false, kind: 'error', message: CHECKOUT_MESSAGES.providerDeclined };
  const methodId = methodIdOf(choice) as (typeof PROVIDER_METHOD_IDS)[ProviderChoice];
  const split = paymentSplit(basket);
  const amount = split.rest ?? basket.orderTotal ?? 0;
  const currency = basket.currency ?? 'USD';
  if (!approvalMatches({ methodId, amount: pending.amount, currency: pending.currency }, methodId, amount, currency)) {
    return { ok: false, kind: 'error', message: CHECKOUT_MESSAGES.approvalOutdated };
  }
  const apis = await session.apis();
  requestBasket.remember(
    await setMainInstrument(apis, basket as Basket & { basketId: string }, {
      paymentMethodId: methodId,
      amount,
      c_paymentAccount: outcome.account,
    }),
  );
  await session.updateCheckoutSecrets(basketId, ({ securityCode: _card, ...rest }) => ({
    ...rest,
    approval: { methodId, token: outcome.token, account: outcome.account, amount, currency },
  }));
  return { ok: true };
}

/**
 * Buy-now-pay-later messaging for a price (product page, bag): the instalments when the site offers
 * Klarna and the amount allows it; none for a bag with subscription items (they cannot be paid so).
 */
export function bnplMessaging(
  siteId: SiteId,
  amount: number | undefined,
  hasSubscriptionItems = false,
): BnplPlan | null {
  if (
    amount === undefined ||
    hasSubscriptionItems ||
    !SITE_PAYMENT_PREFERENCES[siteId].isKlarnaEnabled ||
    !providerConfigured('klarna')
  )
    return null;
  return bnplInstalments(amount);
}

/** The bag's messaging: for what is left to pay (the estimate before checkout), unless it holds subscription items. */
export function bagBnplMessaging(siteId: SiteId, basket: Basket | null, total: number): BnplPlan | null {
  return bnplMessaging(siteId, total, basket ? hasSubscriptionItems(basket) : false);
}

/**
 * Apple Pay authorised the rest: the billing address (kept, else the shipping address) is saved,
 * DW_APPLE_PAY becomes the basket's main instrument for what gift cards leave, and the payment
 * token waits in the session for placing the order (spec §4 step 3: `c_token`). Answers the basket.
 */
export async function saveApplePayPayment(
  session: ShopperSession,
  requestBasket: RequestBasket,
  basket: Basket & { basketId: string },
  approval: { token: string; account: string },
  billingAddress: BasketAddress,
): Promise<Basket> {
  const apis = await session.apis();
  const basketId = basket.basketId;
  const amount = paymentSplit(basket).rest ?? basket.orderTotal ?? 0;
  const currency = basket.currency ?? 'USD';
  await apis.baskets.updateBillingAddressForBasket({ parameters: { basketId }, body: billingAddress as never });
  const updated = requestBasket.remember(
    await setMainInstrument(apis, basket, {
      paymentMethodId: APPLE_PAY_METHOD,
      amount,
      c_paymentAccount: approval.account,
    }),
  );
  await session.updateCheckoutSecrets(basketId, ({ securityCode: _card, pendingApproval: _abandoned, ...rest }) => ({
    ...rest,
    approval: { methodId: APPLE_PAY_METHOD, token: approval.token, account: approval.account, amount, currency },
  }));
  return updated;
}
