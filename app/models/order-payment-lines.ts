/**
 * The payments of a basket or an order as the review page, the confirmation and tracking list them,
 * masked (checkout spec §5: never more than a card's last four digits), and the payment method ids
 * (checkout spec §3). Pure: no I/O.
 */
import { APPLE_PAY_METHOD, choiceOfMethodId, METHOD_LABELS } from './payment-methods.ts';
import type { BasketPaymentInstrument } from './basket.ts';
import { fullLengthMask } from './card.ts';
import { isGiftCardInstrument } from './gift-card.ts';
import { amountOf } from './money.ts';

export interface OrderPaymentInstrument extends BasketPaymentInstrument {
  giftCard?: { brand?: string; maskedCardNumber?: string };
  authorizationStatus?: { status?: number; code?: string; message?: string };
}

/** Payment method ids (checkout spec §3). */
export const PAYMENT_METHOD = {
  creditCard: 'CREDIT_CARD',
  giftCard: 'GIFTCARD',
  giftCardDiscounted: 'GIFTCARD_DISCOUNTED',
  noPayment: 'NO_PAYMENT',
} as const;

/** The last four digits of a masked number (`************1111` → `1111`). */
export function lastDigits(masked: string | undefined): string | undefined {
  return /(\d{4})$/.exec(masked ?? '')?.[1];
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  '001': 'Visa',
  mastercard: 'Mastercard',
  master: 'Mastercard',
  '002': 'Mastercard',
  americanexpress: 'American Express',
  amex: 'American Express',
  '003': 'American Express',
  discover: 'Discover',
  '004': 'Discover',
  '042': 'Discover',
};

export function cardBrandName(cardType: string | undefined): string {
  const key = (cardType ?? '').toLowerCase().replace(/[\s_-]/g, '');
  return CARD_BRANDS[key] ?? cardType ?? 'Card';
}

export interface PaymentLine {
  id: string;
  kind: 'card' | 'gift-card' | 'none' | 'alternative' | 'other';
  /** "Visa", "Gift card", "PayPal", … */
  label: string;
  /** An alternative method's buyer account as the provider named it (PayPal e-mail, Venmo user); a check's "awaiting payment". */
  account?: string;
  /** The masked number as shown ("************1111"), never more than the last four digits. */
  masked?: string;
  expires?: string;
  amount?: number;
}

/** The payments of a basket or order, masked (spec §5), gift cards first as they are applied first. */
export function paymentLines(instruments: readonly OrderPaymentInstrument[] | undefined): PaymentLine[] {
  const lines = (instruments ?? []).map((instrument, index): PaymentLine => {
    const id = instrument.paymentInstrumentId ?? String(index);
    const amount = amountOf(instrument.amount);
    const withAmount = amount !== undefined ? { amount } : {};
    if (isGiftCardInstrument(instrument)) {
      const digits = lastDigits(instrument.giftCard?.maskedCardNumber ?? instrument.maskedGiftCertificateCode);
      return {
        id,
        kind: 'gift-card',
        label: 'Gift card',
        ...(digits ? { masked: `****${digits}` } : {}),
        ...withAmount,
      };
    }
    if (instrument.paymentMethodId === PAYMENT_METHOD.noPayment)
      return { id, kind: 'none', label: 'Paid in full by gift card' };
    if (instrument.paymentMethodId === PAYMENT_METHOD.creditCard) {
      const card = instrument.paymentCard ?? {};
      const digits = lastDigits(card.maskedNumber) ?? card.numberLastDigits;
      const masked =
        card.maskedNumber && lastDigits(card.maskedNumber)
          ? fullLengthMask(card.maskedNumber.replace(/\d(?=\d{4})/g, '*'))
          : digits
            ? `************${digits}`
            : undefined;
      const expires =
        card.expirationMonth && card.expirationYear
          ? `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`
          : undefined;
      return {
        id,
        kind: 'card',
        label: cardBrandName(card.cardType),
        ...(masked ? { masked } : {}),
        ...(expires ? { expires } : {}),
        ...withAmount,
      };
    }
    if (instrument.paymentMethodId === APPLE_PAY_METHOD) {
      const account = (instrument as { c_paymentAccount?: unknown }).c_paymentAccount;
      return {
        id,
        kind: 'alternative',
        label: 'Apple Pay',
        ...(typeof account === 'string' && account ? { account } : {}),
        ...withAmount,
      };
    }
    const choice = choiceOfMethodId(instrument.paymentMethodId);
    if (choice) {
      const custom = instrument as { c_paymentAccount?: unknown; c_paypalPayerEmail?: unknown };
      const account =
        choice === 'check'
          ? 'awaiting payment'
          : [custom.c_paypalPayerEmail, custom.c_paymentAccount].find(
              (value): value is string => typeof value === 'string' && value !== '',
            );
      return {
        id,
        kind: 'alternative',
        label: METHOD_LABELS[choice],
        ...(account && account !== 'Klarna' ? { account } : {}),
        ...withAmount,
      };
    }
    return { id, kind: 'other', label: instrument.paymentMethodId ?? 'Payment', ...withAmount };
  });
  return [...lines.filter((line) => line.kind === 'gift-card'), ...lines.filter((line) => line.kind !== 'gift-card')];
}
