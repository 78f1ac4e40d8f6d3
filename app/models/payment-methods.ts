/**
 * Payment methods beyond cards (checkout spec §3 payment method ids, §4 "Payment availability" and
 * "Placing an order" step 3; catalog spec §2 buy-now-pay-later messaging): which methods a site
 * offers, the availability rules, the order fields each method's approval travels in, and the
 * buy-now-pay-later instalments. Pure functions.
 */
import type { SiteId } from './sites.ts';
import { BNPL_INSTALMENTS, BNPL_INSTALMENT_DAYS, BNPL_MINIMUM_AMOUNT } from './checkout-constants.ts';

/** The methods paid through a provider's hosted approval page, by the form's value. */
export const PROVIDER_METHOD_IDS = { paypal: 'PayPal', venmo: 'Venmo', klarna: 'KLARNA' } as const;
export type ProviderChoice = keyof typeof PROVIDER_METHOD_IDS;
export type ProviderMethodId = (typeof PROVIDER_METHOD_IDS)[ProviderChoice];
export const PAY_BY_CHECK_METHOD = 'PAY_BY_CHECK';
export const APPLE_PAY_METHOD = 'DW_APPLE_PAY';

/** The alternative choices of the payment form, in the order the page lists them. */
export const ALTERNATIVE_CHOICES = ['paypal', 'venmo', 'klarna', 'check'] as const;
export type AlternativeChoice = (typeof ALTERNATIVE_CHOICES)[number];

export const isProviderChoice = (value: string): value is ProviderChoice => value in PROVIDER_METHOD_IDS;

export const METHOD_LABELS: Record<AlternativeChoice, string> = {
  paypal: 'PayPal',
  venmo: 'Venmo',
  klarna: 'Klarna — Pay in 4',
  check: 'Pay by check',
};

/** The basket method id of a form choice, and back. */
export function methodIdOf(choice: AlternativeChoice): string {
  return choice === 'check' ? PAY_BY_CHECK_METHOD : PROVIDER_METHOD_IDS[choice];
}

export function choiceOfMethodId(methodId: string | undefined): AlternativeChoice | undefined {
  if (methodId === PAY_BY_CHECK_METHOD) return 'check';
  return (Object.entries(PROVIDER_METHOD_IDS) as [ProviderChoice, string][]).find(([, id]) => id === methodId)?.[0];
}

/**
 * Site preferences of payment (not shown in the spec): `isKlarnaEnabled` (catalog spec §3) and which
 * alternatives each site offers. Pay by check is for the fundraising groups and businesses the
 * fundraising and volume-savings sites serve.
 */
export const SITE_PAYMENT_PREFERENCES: Record<
  SiteId,
  { paypal: boolean; venmo: boolean; isKlarnaEnabled: boolean; payByCheck: boolean }
> = {
  'sweet-shop': { paypal: true, venmo: true, isKlarnaEnabled: true, payByCheck: false },
  'volume-savings': { paypal: true, venmo: true, isKlarnaEnabled: false, payByCheck: true },
  fundraising: { paypal: true, venmo: true, isKlarnaEnabled: true, payByCheck: true },
};

export interface AvailabilityInput {
  siteId: SiteId;
  currency: string;
  /** What is left to pay after gift cards. */
  amount: number;
  hasSubscriptionItems: boolean;
}

export type MethodOffer =
  | { choice: AlternativeChoice; label: string; available: true }
  | { choice: AlternativeChoice; label: string; available: false; reason: string };

export const UNAVAILABLE = {
  venmoCurrency: 'Venmo pays in US dollars only.',
  bnplSubscription: 'Klarna cannot pay for subscription items.',
  bnplMinimum: (minimum: string) => `Klarna is available for orders of ${minimum} or more.`,
} as const;

/**
 * The alternative methods the billing page lists for this basket: those the site offers, each
 * available or with the reason it is not (spec §4: buy-now-pay-later only with no subscription
 * items and an amount at or above the minimum). Venmo pays in US dollars only.
 */
export function methodOffers(input: AvailabilityInput, formatAmount: (amount: number) => string): MethodOffer[] {
  const preferences = SITE_PAYMENT_PREFERENCES[input.siteId];
  const offers: MethodOffer[] = [];
  const offer = (choice: AlternativeChoice, reason?: string) =>
    offers.push(
      reason
        ? { choice, label: METHOD_LABELS[choice], available: false, reason }
        : { choice, label: METHOD_LABELS[choice], available: true },
    );
  if (preferences.paypal) offer('paypal');
  if (preferences.venmo) offer('venmo', input.currency === 'USD' ? undefined : UNAVAILABLE.venmoCurrency);
  if (preferences.isKlarnaEnabled) offer('klarna', bnplRefusal(input, formatAmount));
  if (preferences.payByCheck) offer('check');
  return offers;
}

/** Why buy-now-pay-later cannot pay this basket, or undefined when it can. */
export function bnplRefusal(
  input: Pick<AvailabilityInput, 'amount' | 'hasSubscriptionItems'>,
  formatAmount: (amount: number) => string,
): string | undefined {
  if (input.hasSubscriptionItems) return UNAVAILABLE.bnplSubscription;
  if (Math.round(input.amount * 100) < Math.round(BNPL_MINIMUM_AMOUNT * 100))
    return UNAVAILABLE.bnplMinimum(formatAmount(BNPL_MINIMUM_AMOUNT));
  return undefined;
}

/** The approval the shopper was sent to give: kept in the session until they come back. */
export interface PendingApproval {
  choice: ProviderChoice;
  /** PayPal order id, or Klarna hosted-page session id. */
  id: string;
  basketId: string;
  amount: number;
  currency: string;
}

/** What placing the order needs of an approved provider payment (kept in the session, never in the basket). */
export interface ProviderApproval {
  methodId: ProviderMethodId | typeof APPLE_PAY_METHOD;
  /** PayPal/Venmo: the PayPal order id; Klarna: the authorisation token; Apple Pay: the payment token (JSON). */
  token: string;
  /** The buyer's account as the provider names it (shown on the review). */
  account: string;
  amount: number;
  currency: string;
}

/**
 * Checkout spec §4 step 3: the fields of updatePaymentInstrumentForOrder that carry a method's
 * approval — PayPal (and Venmo through it) in custom fields, buy-now-pay-later its authorisation
 * token `c_authToken`, a mobile wallet its token `c_token`; pay by check needs none.
 */
export function orderTokenFields(methodId: string, token: string | undefined): Record<string, string> | null {
  if (methodId === PAY_BY_CHECK_METHOD) return {};
  if (!token) return null;
  if (methodId === PROVIDER_METHOD_IDS.paypal || methodId === PROVIDER_METHOD_IDS.venmo)
    return { c_paypalOrderId: token };
  if (methodId === PROVIDER_METHOD_IDS.klarna) return { c_authToken: token };
  if (methodId === APPLE_PAY_METHOD) return { c_token: token };
  return null;
}

/** Whether an approval still pays this basket: same basket amount and currency (a changed bag must be approved again). */
export function approvalMatches(
  approval: Pick<ProviderApproval, 'methodId' | 'amount' | 'currency'> | undefined,
  methodId: string,
  amount: number,
  currency: string,
): boolean {
  return Boolean(
    approval &&
    approval.methodId === methodId &&
    approval.currency === currency &&
    Math.round(approval.amount * 100) === Math.round(amount * 100),
  );
}

/** A price in buy-now-pay-later instalments: the headline amount and each payment, due today and then every two weeks. */
export interface BnplPlan {
  amount: number;
  payments: { when: string; amount: number }[];
}

/**
 * Buy-now-pay-later messaging (catalog spec §2): a price in BNPL_INSTALMENTS interest-free payments
 * (what does not divide evenly comes off the last one), the first today and then one every
 * BNPL_INSTALMENT_DAYS days — said relatively, so a cached page never shows a stale date. Null
 * below the minimum.
 */
export function bnplInstalments(price: number): BnplPlan | null {
  const cents = Math.round(price * 100);
  if (!(cents >= Math.round(BNPL_MINIMUM_AMOUNT * 100))) return null;
  const each = Math.ceil(cents / BNPL_INSTALMENTS);
  const weeks = BNPL_INSTALMENT_DAYS / 7;
  const payments = Array.from({ length: BNPL_INSTALMENTS }, (_, index) => ({
    when: index === 0 ? 'Today' : `In ${index * weeks} weeks`,
    amount: (index === BNPL_INSTALMENTS - 1 ? cents - each * (BNPL_INSTALMENTS - 1) : each) / 100,
  }));
  return { amount: each / 100, payments };
}

/**
 * Checkout spec §8: a payment call answered with the unauthorized title (login required) — too many
 * declined attempts; the shopper is signed out with "Too many transaction attempts."
 */
export function isTransactionLockout(problem: { status?: number; title?: string | undefined }): boolean {
  return problem.status === 401 && problem.title === 'Unauthorized';
}
