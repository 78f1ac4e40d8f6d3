import type { Db } from '../db/client.ts';
import type { Shopper } from '../http/context.ts';
import type { Basket, OrderPaymentInstrument } from '../commerce/types.ts';

/** Payment method ids the shop accepts (spec: checkout §3). */
export const PAYMENT_METHOD_IDS = [
  'CREDIT_CARD',
  'GIFTCARD',
  'GIFTCARD_DISCOUNTED',
  'DW_APPLE_PAY',
  'Venmo',
  'KLARNA',
  'PayPal',
  'PAY_BY_CHECK',
  'NO_PAYMENT',
] as const;

export interface PaymentInstrumentHookContext {
  db: Db;
  siteId: string;
  shopper: Shopper;
  /** The basket before the instrument is stored (calculated). */
  basket: Basket;
  /** The instrument about to be stored: validated wire fields, paymentInstrumentId already assigned. */
  instrument: OrderPaymentInstrument;
  /** On update, the instrument as it was. */
  previous?: OrderPaymentInstrument;
  /** The request body as posted (e.g. giftCertificateCode, which the stored instrument only keeps masked). */
  request: Record<string, unknown>;
}

/**
 * Called before a basket payment instrument is added or updated. The orders/payments area sets it to
 * check gift-card numbers and balances or card tokens: return the instrument to store (possibly
 * changed, e.g. amount capped at a gift card's balance) or throw a ProblemError to refuse it.
 * After it, the basket recalculation caps gift-card amounts at the order total.
 */
export type PaymentInstrumentHook = (
  context: PaymentInstrumentHookContext,
) => OrderPaymentInstrument | Promise<OrderPaymentInstrument>;

let paymentInstrumentHook: PaymentInstrumentHook | undefined;

/** Installs (or, with undefined, removes) the payment instrument hook. */
export function setPaymentInstrumentHook(hook: PaymentInstrumentHook | undefined): void {
  paymentInstrumentHook = hook;
}

export async function runPaymentInstrumentHook(context: PaymentInstrumentHookContext): Promise<OrderPaymentInstrument> {
  return paymentInstrumentHook ? paymentInstrumentHook(context) : context.instrument;
}

/** Card types the sandbox lists for CREDIT_CARD (what getPaymentMethodsForBasket returns). */
const CARDS = [
  {
    cardType: 'Visa',
    name: 'Visa',
    numberLengths: ['13', '16', '19'],
    numberPrefixes: ['4'],
    securityCodeLength: 3,
    checksumVerificationEnabled: true,
  },
  {
    cardType: 'Master Card',
    name: 'Mastercard',
    numberLengths: ['16'],
    numberPrefixes: ['51-55', '2221-2720'],
    securityCodeLength: 3,
    checksumVerificationEnabled: true,
  },
  {
    cardType: 'Amex',
    name: 'American Express',
    numberLengths: ['15'],
    numberPrefixes: ['34', '37'],
    securityCodeLength: 4,
    checksumVerificationEnabled: true,
  },
  {
    cardType: 'Discover',
    name: 'Discover',
    numberLengths: ['16'],
    numberPrefixes: ['6011', '622126-622925', '644-649', '65'],
    securityCodeLength: 3,
    checksumVerificationEnabled: true,
  },
];

const METHOD_NAMES: Record<(typeof PAYMENT_METHOD_IDS)[number], string> = {
  CREDIT_CARD: 'Credit Card',
  GIFTCARD: 'Gift Card',
  GIFTCARD_DISCOUNTED: 'Discounted Gift Card',
  DW_APPLE_PAY: 'Apple Pay',
  Venmo: 'Venmo',
  KLARNA: 'Klarna',
  PayPal: 'PayPal',
  PAY_BY_CHECK: 'Pay by Check',
  NO_PAYMENT: 'No Payment',
};

/**
 * The methods offered for a basket (SCAPI PaymentMethodResult). NO_PAYMENT only once gift cards cover
 * the whole order; the storefront applies its own rules (buy-now-pay-later minimum, subscriptions).
 */
export function applicablePaymentMethods(basket: Basket) {
  const fullyCovered = basket.c_paymentAmount === 0 && (basket.productItems?.length ?? 0) > 0;
  return {
    applicablePaymentMethods: PAYMENT_METHOD_IDS.filter((id) => id !== 'NO_PAYMENT' || fullyCovered).map((id) => ({
      id,
      name: METHOD_NAMES[id],
      paymentProcessorId: id === 'CREDIT_CARD' ? 'SANDBOX_CREDIT' : `SANDBOX_${id.toUpperCase()}`,
      ...(id === 'CREDIT_CARD' ? { cards: CARDS } : {}),
    })),
  };
}
