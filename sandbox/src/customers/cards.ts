import { ProblemError } from '../http/problem.ts';
import { CARD_MESSAGES, isCardExpired, luhnValid, maskCardNumber } from '../payments/cards.ts';
import {
  customFields,
  invalidBody,
  optionalBoolean,
  optionalInteger,
  optionalObject,
  optionalString,
  type Body,
} from '../http/body.ts';

/**
 * Saved payment cards (the wallet). Only masked card data is ever stored: the full number is used to
 * build the mask and is then dropped. A card may name a payment token (c_paymentToken) issued by the
 * sandbox's card tokenisation.
 */
export interface StoredCard {
  cardType: string;
  maskedNumber: string;
  numberLastDigits: string;
  holder?: string;
  expirationMonth: number;
  expirationYear: number;
  creditCardToken?: string;
}

export interface StoredPaymentInstrument {
  paymentInstrumentId: string;
  paymentMethodId: string;
  paymentCard: StoredCard;
  default: boolean;
  creationDate: string;
  lastModified: string;
  [field: string]: unknown;
}

/** Saved cards per customer. The spec does not give a number; 10 is the limit here. */
export const MAX_SAVED_CARDS = 10;

export const CREDIT_CARD = 'CREDIT_CARD';

export function paymentInstrumentResponse(instrument: StoredPaymentInstrument, now: Date): Body {
  return {
    ...instrument,
    paymentCard: {
      ...instrument.paymentCard,
      creditCardExpired: isCardExpired(
        instrument.paymentCard.expirationMonth,
        instrument.paymentCard.expirationYear,
        now,
      ),
    },
  };
}

/** Card data a payment token carries (from the card tokenisation's payment_tokens document). */
export type TokenCard = Partial<Omit<StoredCard, 'creditCardToken'>>;

export interface PaymentInstrumentInput {
  paymentMethodId: string;
  paymentCard: Body;
  default?: boolean;
  paymentToken?: string;
  custom: Body;
}

/** Validates a CustomerPaymentInstrumentRequest body (credit cards only). */
export function paymentInstrumentInput(body: Body): PaymentInstrumentInput {
  const paymentMethodId = optionalString(body, 'paymentMethodId', { max: 256 }) ?? CREDIT_CARD;
  if (paymentMethodId !== CREDIT_CARD)
    throw invalidBody(`Only the payment method '${CREDIT_CARD}' can be saved to a customer's wallet.`);
  const paymentCard = optionalObject(body, 'paymentCard');
  if (!paymentCard) throw invalidBody(`'paymentCard' is required.`);
  const paymentToken = optionalString(body, 'c_paymentToken', { max: 512 });
  const custom = customFields(body, 'body', { except: ['c_paymentToken', 'c_useForSubscriptions'] });
  return { paymentMethodId, paymentCard, default: optionalBoolean(body, 'default'), paymentToken, custom };
}

/**
 * The masked card to store, from the request's paymentCard and, when a payment token is named, the
 * card data that token carries. A full card number must pass the Luhn check.
 */
export function storedCardFrom(paymentCard: Body, tokenCard: TokenCard, now: Date): StoredCard {
  const rawNumber = optionalString(paymentCard, 'number', { max: 64 });
  let maskedNumber: string | undefined;
  let numberLastDigits: string | undefined;
  if (rawNumber !== undefined) {
    const digits = rawNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw invalidBody('The card number is invalid.');
    maskedNumber = maskCardNumber(digits);
    numberLastDigits = digits.slice(-4);
  } else {
    const masked = optionalString(paymentCard, 'maskedNumber', { max: 64 }) ?? tokenCard.maskedNumber;
    if (masked !== undefined) {
      if (!/^\*+\d{4}$/.test(masked))
        throw invalidBody(`'maskedNumber' must be mask characters followed by the last four digits.`);
      maskedNumber = masked;
      numberLastDigits = masked.slice(-4);
    } else if (tokenCard.numberLastDigits && /^\d{4}$/.test(tokenCard.numberLastDigits)) {
      numberLastDigits = tokenCard.numberLastDigits;
      maskedNumber = maskCardNumber('000000000000' + numberLastDigits);
    }
  }
  if (!maskedNumber || !numberLastDigits) throw invalidBody(`'paymentCard.number' or a payment token is required.`);

  const cardType = optionalString(paymentCard, 'cardType', { max: 256 }) ?? tokenCard.cardType;
  if (!cardType?.trim()) throw invalidBody(`'paymentCard.cardType' is required.`);
  const expirationMonth = optionalInteger(paymentCard, 'expirationMonth', 1, 12) ?? tokenCard.expirationMonth;
  const expirationYear = optionalInteger(paymentCard, 'expirationYear', 2000, 2100) ?? tokenCard.expirationYear;
  if (expirationMonth === undefined || expirationYear === undefined)
    throw invalidBody(`'paymentCard.expirationMonth' and 'paymentCard.expirationYear' are required.`);
  const card: StoredCard = {
    cardType: cardType.trim(),
    maskedNumber,
    numberLastDigits,
    expirationMonth,
    expirationYear,
  };
  if (isCardExpired(card.expirationMonth, card.expirationYear, now)) throw invalidBody(CARD_MESSAGES.expired);
  const holder = optionalString(paymentCard, 'holder', { max: 256 }) ?? tokenCard.holder;
  if (holder !== undefined) card.holder = holder;
  const creditCardToken = optionalString(paymentCard, 'creditCardToken', { max: 512 });
  if (creditCardToken !== undefined) card.creditCardToken = creditCardToken;
  return card;
}

const cardProblem = (slug: string, title: string, code: string, message: string) =>
  new ProblemError(400, slug, title, message, { code, statusMessage: message });

/** Adds a card to a wallet: at most MAX_SAVED_CARDS, no card twice, at most one default. */
export function addPaymentInstrument(
  wallet: StoredPaymentInstrument[],
  instrument: StoredPaymentInstrument,
): StoredPaymentInstrument[] {
  if (wallet.length >= MAX_SAVED_CARDS) {
    throw cardProblem(
      'cards-max-reached',
      'Maximum Cards Reached',
      'error.cards.max.reached',
      `You can save at most ${MAX_SAVED_CARDS} cards. Please remove a card before adding another.`,
    );
  }
  const card = instrument.paymentCard;
  const token = instrument.c_paymentToken;
  const duplicate = wallet.some(
    (saved) =>
      (token !== undefined && saved.c_paymentToken === token) ||
      (saved.paymentCard.numberLastDigits === card.numberLastDigits &&
        saved.paymentCard.cardType.toLowerCase() === card.cardType.toLowerCase() &&
        saved.paymentCard.expirationMonth === card.expirationMonth &&
        saved.paymentCard.expirationYear === card.expirationYear),
  );
  if (duplicate)
    throw cardProblem(
      'card-already-on-file',
      'Card Already On File',
      'card.already.on.file',
      'This card is already saved in your account.',
    );
  return [...(instrument.default ? wallet.map((other) => ({ ...other, default: false })) : wallet), instrument];
}

export const paymentInstrumentNotFound = (id: string) =>
  new ProblemError(
    404,
    'payment-instrument-not-found',
    'Payment Instrument Not Found',
    `No customer payment instrument with ID '${id}' was found.`,
    { paymentInstrumentId: id },
  );

export function findPaymentInstrument(wallet: StoredPaymentInstrument[], id: string): StoredPaymentInstrument {
  const instrument = wallet.find((candidate) => candidate.paymentInstrumentId === id);
  if (!instrument) throw paymentInstrumentNotFound(id);
  return instrument;
}

export function removePaymentInstrument(wallet: StoredPaymentInstrument[], id: string): StoredPaymentInstrument[] {
  const removed = findPaymentInstrument(wallet, id);
  return wallet.filter((instrument) => instrument !== removed);
}

/** updateCustomerPaymentInstrument: only the default flag and the expiry date can change. */
export function updatePaymentInstrument(
  wallet: StoredPaymentInstrument[],
  id: string,
  body: Body,
  now: Date,
): StoredPaymentInstrument[] {
  const current = findPaymentInstrument(wallet, id);
  const makeDefault = optionalBoolean(body, 'default');
  const cardPatch = optionalObject(body, 'paymentCard') ?? {};
  const expirationMonth = optionalInteger(cardPatch, 'expirationMonth', 1, 12) ?? current.paymentCard.expirationMonth;
  const expirationYear = optionalInteger(cardPatch, 'expirationYear', 2000, 2100) ?? current.paymentCard.expirationYear;
  if (isCardExpired(expirationMonth, expirationYear, now)) throw invalidBody(CARD_MESSAGES.expired);
  const updated: StoredPaymentInstrument = {
    ...current,
    paymentCard: { ...current.paymentCard, expirationMonth, expirationYear },
    default: makeDefault ?? current.default,
    lastModified: now.toISOString(),
  };
  return wallet.map((instrument) => {
    if (instrument === current) return updated;
    return makeDefault ? { ...instrument, default: false } : instrument;
  });
}

/** The card used to pay subscriptions: exactly one card carries c_useForSubscriptions. */
export function useForSubscriptions(
  wallet: StoredPaymentInstrument[],
  id: string,
  now: Date,
): StoredPaymentInstrument[] {
  findPaymentInstrument(wallet, id);
  return wallet.map((instrument) =>
    instrument.paymentInstrumentId === id
      ? { ...instrument, c_useForSubscriptions: true, lastModified: now.toISOString() }
      : instrument.c_useForSubscriptions
        ? { ...instrument, c_useForSubscriptions: false, lastModified: now.toISOString() }
        : instrument,
  );
}
