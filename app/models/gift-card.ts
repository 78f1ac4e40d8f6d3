/**
 * Gift cards at checkout (checkout spec §3, §5): the number and security-code rules, and how an order
 * total splits between the gift cards and the card paying the rest — "no payment" when gift cards
 * cover it all. Pure functions over the basket's numbers.
 */
import type { Basket, BasketPaymentInstrument } from './basket.ts';
import { describeCard } from './card.ts';
import { GIFT_CARD_NUMBER_LENGTH, GIFT_CARD_PIN_LENGTH } from './checkout-constants.ts';
import { choiceOfMethodId, METHOD_LABELS, type AlternativeChoice } from './payment-methods.ts';

/** SCAPI payment method ids of gift cards (spec §3). */
export const GIFT_CARD_METHOD_IDS = ['GIFTCARD', 'GIFTCARD_DISCOUNTED'] as const;
export const GIFT_CARD_METHOD = 'GIFTCARD';
export const CREDIT_CARD_METHOD = 'CREDIT_CARD';
/** Spec §3: the main instrument of an order the gift cards pay in full. */
export const NO_PAYMENT_METHOD = 'NO_PAYMENT';

/** The digits of a gift card number as typed (spaces and dashes are separators). */
export function normaliseGiftCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isGiftCardNumber(input: string): boolean {
  const digits = normaliseGiftCardNumber(input);
  return (
    /^\d+$/.test(digits) && digits.length >= GIFT_CARD_NUMBER_LENGTH.min && digits.length <= GIFT_CARD_NUMBER_LENGTH.max
  );
}

export function isGiftCardPin(input: string): boolean {
  return new RegExp(`^\\d{${GIFT_CARD_PIN_LENGTH}}$`).test(input.trim());
}

/** All but the last four digits masked, as the basket shows gift cards. */
export function maskGiftCardNumber(number: string): string {
  const digits = normaliseGiftCardNumber(number);
  return '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
}

export function isGiftCardInstrument(instrument: BasketPaymentInstrument): boolean {
  return (GIFT_CARD_METHOD_IDS as readonly string[]).includes(instrument.paymentMethodId ?? '');
}

/** The instrument paying what gift cards leave (a card or NO_PAYMENT), if the basket has one. */
export function mainInstrument(basket: Basket | null | undefined): BasketPaymentInstrument | undefined {
  return (basket?.paymentInstruments ?? []).find((instrument) => !isGiftCardInstrument(instrument));
}

export function giftCardInstruments(basket: Basket | null | undefined): BasketPaymentInstrument[] {
  return (basket?.paymentInstruments ?? []).filter(isGiftCardInstrument);
}

const cents = (amount: number) => Math.round(amount * 100);
const money = (amountCents: number) => amountCents / 100;

/**
 * How a total splits: each gift card, in order, pays at most what is still open (never more than
 * its own amount); the rest is for the card. `covered` when nothing is left for a card.
 */
export function splitTotal(
  total: number,
  giftCardAmounts: readonly number[],
): { giftCards: number[]; rest: number; covered: boolean } {
  let openCents = Math.max(0, cents(total));
  const giftCards = giftCardAmounts.map((amount) => {
    const paid = Math.min(Math.max(0, cents(amount)), openCents);
    openCents -= paid;
    return money(paid);
  });
  return { giftCards, rest: money(openCents), covered: openCents === 0 };
}

export interface PaymentSplit {
  /** The order total, once shipping and tax are known. */
  total?: number;
  giftCards: { paymentInstrumentId: string; maskedNumber: string; amount: number }[];
  /** What the card pays: the basket's `c_paymentAmount` (what gift cards leave), else computed. */
  rest?: number;
  /** Gift cards pay everything: the card form is not needed (spec: NO_PAYMENT). */
  covered: boolean;
}

/** The split as the billing page's forms receive it (the loader's data): the gift cards masked, no total yet is null. */
export interface BillingSplit {
  total: number | null;
  rest: number | null;
  covered: boolean;
  giftCards: { id: string; number: string; amount: number }[];
}

/** The basket's payment as the billing page shows it. */
export function paymentSplit(basket: Basket | null | undefined): PaymentSplit {
  const cards = giftCardInstruments(basket);
  const total = typeof basket?.orderTotal === 'number' ? basket.orderTotal : undefined;
  const giftCards = cards.map((instrument) => ({
    paymentInstrumentId: instrument.paymentInstrumentId ?? '',
    maskedNumber: instrument.maskedGiftCertificateCode ?? '',
    amount: instrument.amount ?? 0,
  }));
  if (total === undefined) return { giftCards, covered: false };
  const split = splitTotal(
    total,
    giftCards.map((card) => card.amount),
  );
  const rest = typeof basket?.c_paymentAmount === 'number' ? Math.max(0, basket.c_paymentAmount) : split.rest;
  return { total, giftCards, rest, covered: cards.length > 0 && cents(rest) === 0 };
}

/** The payment chosen so far, as the billing page shows it when the shopper comes back (masked). */
export function chosenPayment(
  basket: Basket | null | undefined,
):
  | { kind: 'card'; description: string }
  | { kind: 'none' }
  | { kind: 'alternative'; choice: AlternativeChoice; description: string }
  | null {
  const main = mainInstrument(basket);
  if (main?.paymentMethodId === NO_PAYMENT_METHOD) return { kind: 'none' };
  const choice = choiceOfMethodId(main?.paymentMethodId);
  if (choice) {
    const account = (main as { c_paymentAccount?: unknown }).c_paymentAccount;
    return {
      kind: 'alternative',
      choice,
      description:
        typeof account === 'string' && account ? `${METHOD_LABELS[choice]} (${account})` : METHOD_LABELS[choice],
    };
  }
  if (main?.paymentMethodId === CREDIT_CARD_METHOD && main.paymentCard)
    return { kind: 'card', description: describeCard(main.paymentCard) };
  return null;
}
