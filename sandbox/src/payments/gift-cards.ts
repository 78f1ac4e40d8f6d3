import { SPEC_MESSAGES } from '../messages.ts';
import type { Db } from '../db/client.ts';

/** Gift card rules (spec §5): the number has 19 to 21 digits, the security code (PIN) 4 digits. */
export const isGiftCardNumber = (value: string): boolean => /^\d{19,21}$/.test(value);
export const isGiftCardPin = (value: string): boolean => /^\d{4}$/.test(value);

export const GIFT_CARD_MESSAGES = {
  invalidNumber: SPEC_MESSAGES.giftCardNumber,
  invalidPin: SPEC_MESSAGES.giftCardSecurityCode,
  notFound: 'The gift card number or security code is incorrect.',
  wrongCurrency: 'This gift card cannot be used in this currency.',
  empty: 'This gift card has no remaining balance.',
  insufficient: 'The gift card balance is not sufficient for this amount.',
} as const;

/** The brand name gift card payment instruments show. */
export const GIFT_CARD_BRAND = 'Sweet Shop Gift Card';

/** Gift card numbers are shown masked like card numbers: all but the last four digits. */
export const maskGiftCardNumber = (number: string): string => '*'.repeat(number.length - 4) + number.slice(-4);

export interface GiftCardRow {
  number: string;
  pin: string;
  currency: string;
  balance_cents: number;
}

/** The card, when the number exists and the PIN matches; undefined otherwise (which of the two is not told). */
export async function findGiftCard(db: Db, number: string, pin: string): Promise<GiftCardRow | undefined> {
  const rows = await db.query<GiftCardRow>(
    `SELECT number, pin, currency, balance_cents FROM gift_cards WHERE number = $1`,
    [number],
  );
  const card = rows[0];
  return card && card.pin === pin ? card : undefined;
}

export async function giftCardBalance(db: Db, number: string): Promise<GiftCardRow | undefined> {
  const rows = await db.query<GiftCardRow>(
    `SELECT number, pin, currency, balance_cents FROM gift_cards WHERE number = $1`,
    [number],
  );
  return rows[0];
}

export type RedeemResult = { ok: true; balanceCents: number } | { ok: false; message: string };

/**
 * Takes an amount off a gift card in one statement, so two orders can never spend the same balance.
 * Call inside the order's transaction: a later failure rolls the redemption back with it.
 */
export async function redeemGiftCard(
  db: Db,
  input: { number: string; pin: string; currency: string; amountCents: number },
): Promise<RedeemResult> {
  const rows = await db.query<{ balance_cents: number }>(
    `UPDATE gift_cards SET balance_cents = balance_cents - $4
      WHERE number = $1 AND pin = $2 AND currency = $3 AND balance_cents >= $4
      RETURNING balance_cents`,
    [input.number, input.pin, input.currency, input.amountCents],
  );
  if (rows[0]) return { ok: true, balanceCents: rows[0].balance_cents };
  const card = await findGiftCard(db, input.number, input.pin);
  if (!card) return { ok: false, message: GIFT_CARD_MESSAGES.notFound };
  if (card.currency !== input.currency) return { ok: false, message: GIFT_CARD_MESSAGES.wrongCurrency };
  return { ok: false, message: GIFT_CARD_MESSAGES.insufficient };
}

/** Gives a redeemed amount back (a failed order releases its gift card payments). */
export async function refundGiftCard(db: Db, number: string, amountCents: number): Promise<void> {
  await db.query(`UPDATE gift_cards SET balance_cents = balance_cents + $2 WHERE number = $1`, [number, amountCents]);
}
