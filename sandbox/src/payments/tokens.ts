import type { Db } from '../db/client.ts';
import { randomSecret } from '../ids.ts';
import { brandInfo, maskCardNumber, type CardBrand, type ValidCard } from './cards.ts';
import { authorisationOutcomeFor, type AuthorisationOutcome } from './test-cards.ts';

/**
 * Transient card tokens expire like a card processor's (15 minutes). A registered customer's token
 * is a customer payment token: it can be saved to the wallet (c_paymentToken) and stays usable.
 */
export const PAYMENT_TOKEN_TTL_SECONDS = 15 * 60;

export const TOKEN_MESSAGES = {
  malformed: 'Invalid credit card JWT token payload',
  expired: 'The payment token has expired. Please enter your card details again.',
} as const;

/**
 * What the sandbox keeps of a tokenised card: never the full number or the security code, only what
 * an order's payment card shows and the authorisation outcome of the test card it came from.
 */
export interface PaymentTokenDoc {
  customerId: string;
  siteId: string;
  brand: CardBrand;
  cardType: string;
  numberLastDigits: string;
  maskedNumber: string;
  expirationMonth: number;
  expirationYear: number;
  holder?: string;
  outcome: AuthorisationOutcome;
  /** Guests only: after this instant the token can no longer pay. */
  expiresAt?: string;
}

export async function createPaymentToken(
  db: Db,
  input: { card: ValidCard; customerId: string; siteId: string; durable: boolean; now: Date },
): Promise<{ token: string; doc: PaymentTokenDoc; transientTokenExp: number }> {
  const { card } = input;
  const token = randomSecret(24);
  const expiresAt = new Date(input.now.getTime() + PAYMENT_TOKEN_TTL_SECONDS * 1000);
  const doc: PaymentTokenDoc = {
    customerId: input.customerId,
    siteId: input.siteId,
    brand: card.brand,
    cardType: brandInfo(card.brand).cardType,
    numberLastDigits: card.number.slice(-4),
    maskedNumber: maskCardNumber(card.number),
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    ...(card.holder ? { holder: card.holder } : {}),
    outcome: authorisationOutcomeFor(card.number),
    ...(input.durable ? {} : { expiresAt: expiresAt.toISOString() }),
  };
  await db.query(`INSERT INTO payment_tokens (token, doc) VALUES ($1, $2::jsonb)`, [token, JSON.stringify(doc)]);
  return { token, doc, transientTokenExp: Math.floor(expiresAt.getTime() / 1000) };
}

export const paymentTokenExpired = (doc: PaymentTokenDoc, now: Date): boolean =>
  doc.expiresAt !== undefined && Date.parse(doc.expiresAt) <= now.getTime();

/** Tokens are base64url strings; anything else cannot be one and is rejected before a lookup. */
const looksLikePaymentToken = (value: string): boolean => /^[A-Za-z0-9_-]{16,128}$/.test(value);

export async function loadPaymentToken(db: Db, token: string): Promise<PaymentTokenDoc | undefined> {
  if (!looksLikePaymentToken(token)) return undefined;
  const rows = await db.query<{ doc: PaymentTokenDoc }>(`SELECT doc FROM payment_tokens WHERE token = $1`, [token]);
  return rows[0]?.doc;
}

/** The SCAPI paymentCard fields a token stands for (never the number or the security code). */
export function cardFieldsOf(token: PaymentTokenDoc) {
  return {
    cardType: token.cardType,
    maskedNumber: token.maskedNumber,
    numberLastDigits: token.numberLastDigits,
    expirationMonth: token.expirationMonth,
    expirationYear: token.expirationYear,
    ...(token.holder ? { holder: token.holder } : {}),
  };
}
