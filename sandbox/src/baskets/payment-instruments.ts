import type { Db } from '../db/client.ts';
import type { Shopper } from '../http/context.ts';
import { notFound, ProblemError } from '../http/problem.ts';
import { randomId } from '../ids.ts';
import { roundMoney } from '../commerce/money.ts';
import { isCardExpired } from '../payments/cards.ts';
import type { Basket, OrderPaymentInstrument } from '../commerce/types.ts';
import { PAYMENT_METHOD_IDS, runPaymentInstrumentHook } from './payments.ts';
import {
  applyCustomFields,
  type Body,
  customFields,
  invalidBody,
  optionalNumber,
  optionalString,
  requireObject,
} from '../http/body.ts';

export const paymentInstrumentNotFound = (paymentInstrumentId: string) =>
  notFound(
    'payment-instrument-not-found',
    'Payment Instrument Not Found',
    `No payment instrument with ID '${paymentInstrumentId}' could be found in the basket.`,
    {
      paymentInstrumentId,
    },
  );

export const invalidPaymentMethod = (paymentMethodId: string) =>
  new ProblemError(
    400,
    'invalid-payment-method',
    'Invalid Payment Method',
    `The payment method '${paymentMethodId}' is unknown. Known methods: ${PAYMENT_METHOD_IDS.join(', ')}.`,
  );

export interface PaymentRequestContext {
  db: Db;
  siteId: string;
  shopper: Shopper;
  now: Date;
}

function parsePaymentCard(
  value: unknown,
  previous: OrderPaymentInstrument['paymentCard'],
  now: Date,
): NonNullable<OrderPaymentInstrument['paymentCard']> {
  const body = requireObject(value, 'body.paymentCard');
  const card: NonNullable<OrderPaymentInstrument['paymentCard']> = { ...(previous ?? {}) };
  for (const [key, max] of [
    ['cardType', 50],
    ['creditCardToken', 2000],
    ['holder', 256],
    ['issueNumber', 50],
    ['maskedNumber', 32],
  ] as const) {
    const text = optionalString(body, key, { max, field: `body.paymentCard.${key}` });
    if (text !== undefined) card[key] = text;
  }
  for (const [key, min, max] of [
    ['expirationMonth', 1, 12],
    ['expirationYear', 1900, 2200],
    ['validFromMonth', 1, 12],
    ['validFromYear', 1900, 2200],
  ] as const) {
    const number = optionalNumber(body, key, { min, max, integer: true, field: `body.paymentCard.${key}` });
    if (number !== undefined) card[key] = number;
  }
  applyCustomFields(card, customFields(body, 'body.paymentCard'));
  const digits = card.maskedNumber?.replace(/\D/g, '');
  if (digits) card.numberLastDigits = digits.slice(-4);
  if (card.expirationMonth && card.expirationYear)
    card.creditCardExpired = isCardExpired(card.expirationMonth, card.expirationYear, now);
  return card;
}

/** The instrument a body describes, merged over `previous` on update. */
function parseInstrument(body: Body, previous: OrderPaymentInstrument | undefined, now: Date): OrderPaymentInstrument {
  const instrument: OrderPaymentInstrument = previous
    ? structuredClone(previous)
    : { paymentInstrumentId: randomId(26) };
  const methodId = optionalString(body, 'paymentMethodId', { max: 50 });
  if (methodId !== undefined) {
    if (!(PAYMENT_METHOD_IDS as readonly string[]).includes(methodId)) throw invalidPaymentMethod(methodId);
    instrument.paymentMethodId = methodId;
  }
  if (!instrument.paymentMethodId) throw invalidBody(`'paymentMethodId' is required.`);
  const amount = optionalNumber(body, 'amount', { min: 0, max: 10_000_000 });
  if (amount !== undefined) instrument.amount = roundMoney(amount);
  if (body.paymentCard !== undefined && body.paymentCard !== null)
    instrument.paymentCard = parsePaymentCard(body.paymentCard, instrument.paymentCard, now);
  const giftCertificateCode = optionalString(body, 'giftCertificateCode', { max: 100 });
  if (giftCertificateCode)
    instrument.maskedGiftCertificateCode = `${'*'.repeat(Math.max(0, giftCertificateCode.length - 4))}${giftCertificateCode.slice(-4)}`;
  const bankRoutingNumber = optionalString(body, 'bankRoutingNumber', { max: 50 });
  if (bankRoutingNumber) instrument.bankRoutingNumber = bankRoutingNumber;
  applyCustomFields(instrument, customFields(body));
  return instrument;
}

/** addPaymentInstrumentToBasket: validated, passed through the payments hook, then stored. */
export async function addPaymentInstrument(context: PaymentRequestContext, basket: Basket, body: Body): Promise<void> {
  const instrument = parseInstrument(body, undefined, context.now);
  const accepted = await runPaymentInstrumentHook({
    db: context.db,
    siteId: context.siteId,
    shopper: context.shopper,
    basket,
    instrument,
    request: body,
  });
  basket.paymentInstruments = [...(basket.paymentInstruments ?? []), accepted];
}

/** updatePaymentInstrumentInBasket. */
export async function updatePaymentInstrument(
  context: PaymentRequestContext,
  basket: Basket,
  paymentInstrumentId: string,
  body: Body,
): Promise<void> {
  const instruments = basket.paymentInstruments ?? [];
  const index = instruments.findIndex((instrument) => instrument.paymentInstrumentId === paymentInstrumentId);
  if (index < 0) throw paymentInstrumentNotFound(paymentInstrumentId);
  const previous = instruments[index]!;
  const instrument = parseInstrument(body, previous, context.now);
  const accepted = await runPaymentInstrumentHook({
    db: context.db,
    siteId: context.siteId,
    shopper: context.shopper,
    basket,
    instrument,
    previous,
    request: body,
  });
  basket.paymentInstruments = instruments.map((candidate, position) => (position === index ? accepted : candidate));
}

/** removePaymentInstrumentFromBasket. */
export function removePaymentInstrument(basket: Basket, paymentInstrumentId: string): void {
  const instruments = basket.paymentInstruments ?? [];
  if (!instruments.some((instrument) => instrument.paymentInstrumentId === paymentInstrumentId))
    throw paymentInstrumentNotFound(paymentInstrumentId);
  basket.paymentInstruments = instruments.filter(
    (instrument) => instrument.paymentInstrumentId !== paymentInstrumentId,
  );
  if (basket.paymentInstruments.length === 0) delete basket.paymentInstruments;
}
