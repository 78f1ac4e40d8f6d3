import { GIFT_CARD_METHOD_IDS } from '../commerce/calculate.ts';
import { PAYMENT_METHOD_IDS } from '../baskets/payments.ts';

/** Payment method ids the orders area treats specially; the full list is the baskets area's PAYMENT_METHOD_IDS. */
export const PAYMENT_METHOD = {
  creditCard: 'CREDIT_CARD',
  giftCard: 'GIFTCARD',
  /** The main instrument of an order that gift cards pay in full. */
  noPayment: 'NO_PAYMENT',
  payByCheck: 'PAY_BY_CHECK',
} as const;

export { GIFT_CARD_METHOD_IDS };

export const isGiftCardMethod = (methodId: unknown): boolean => GIFT_CARD_METHOD_IDS.includes(String(methodId));

/**
 * Methods that can pay what gift cards leave: the credit card and the alternatives the shop offers
 * (Apple Pay, Venmo, Klarna, PayPal, pay by check), one per order.
 */
export const isMainPaymentMethod = (methodId: unknown): boolean =>
  (PAYMENT_METHOD_IDS as readonly string[]).includes(String(methodId)) &&
  !isGiftCardMethod(methodId) &&
  methodId !== PAYMENT_METHOD.noPayment;
