import type { Db } from '../db/client.ts';
import type { Shopper } from '../http/context.ts';
import { badRequest, notFound } from '../http/problem.ts';
import { randomId } from '../ids.ts';
import { tokenBelongsTo } from '../payments/basket-hook.ts';
import { CARD_MESSAGES, cardBrandFromType, isCardExpired, securityCodeProblem } from '../payments/cards.ts';
import {
  GIFT_CARD_BRAND,
  GIFT_CARD_MESSAGES,
  giftCardBalance,
  isGiftCardNumber,
  isGiftCardPin,
  maskGiftCardNumber,
  redeemGiftCard,
} from '../payments/gift-cards.ts';
import { isGiftCardMethod, PAYMENT_METHOD } from '../payments/methods.ts';
import { fromCents, toCents } from '../commerce/money.ts';
import { AUTHORISATION_MESSAGES } from '../payments/test-cards.ts';
import {
  cardFieldsOf,
  loadPaymentToken,
  paymentTokenExpired,
  TOKEN_MESSAGES,
  type PaymentTokenDoc,
} from '../payments/tokens.ts';
import {
  AUTHORIZED,
  giftCardNumberOf,
  giftCardPinOf,
  isAuthorized,
  isGiftCardInstrument,
  type PaymentInstrument,
} from './build.ts';
import {
  AWAITING_CHECK,
  failUnplacedOrder,
  PAYMENT_TRANSACTION_FAILED,
  placeAwaitingPayment,
  settlePayment,
} from './lifecycle.ts';
import { captureForOrder, isProviderMethod } from '../payments/providers.ts';
import { assertAttemptsLeft, recordDecline } from '../payments/attempts.ts';
import { applePayTokenProblem } from '../payments/apple-pay.ts';
import { loadShopperOrder, saveOrder, type OrderRecord } from './store.ts';

type Body = Record<string, unknown>;

const MAX_TEXT = 512;

/** The order fields that carry a provider's approval (checkout spec §4 step 3); never kept on the order. */
const PROVIDER_TOKEN_FIELDS = ['c_paypalOrderId', 'c_authToken'];
const PROVIDER_APPROVAL_INVALID = 'The payment approval is missing, used already or not valid for this order.';
const PROVIDER_DECLINED = 'Your payment was declined. Please choose another payment method.';
/** Sites whose customers (fundraising groups, businesses) may pay by check. */
const PAY_BY_CHECK_SITES = ['fundraising', 'volume-savings'];

const invalidBody = (detail: string, field: string) =>
  badRequest(detail, 'invalid-request-body', { invalidFields: [field] });

/** An optional string field of a request body: absent, or a string of at most max characters. */
function optionalText(body: Body, field: string, max = MAX_TEXT): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max)
    throw invalidBody(`'${field}' must be a string of at most ${max} characters.`, field);
  return value.trim() || undefined;
}

function optionalObject(body: Body, field: string): Body | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidBody(`'${field}' must be a JSON object.`, field);
  return value as Body;
}

function optionalAmount(body: Body): number | undefined {
  const value = body.amount;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 10_000_000)
    throw invalidBody(`'amount' must be a number from 0 to 10000000.`, 'amount');
  return value;
}

/** c_ attributes an alternative payment (PayPal, Klarna, …) passes along; scalars only, kept on the instrument. */
function customScalars(body: Body): Body {
  const custom: Body = {};
  for (const [key, value] of Object.entries(body)) {
    if (!/^c_[A-Za-z0-9_]{1,100}$/.test(key) || key === 'c_securityCode') continue;
    if (typeof value === 'string' ? value.length > 2000 : typeof value !== 'number' && typeof value !== 'boolean') {
      throw invalidBody(`'${key}' must be a string of at most 2000 characters, a number or a boolean.`, key);
    }
    custom[key] = value;
  }
  return custom;
}

/** Payment can change only until the order is placed (status 'created'). */
function assertUnplaced(record: OrderRecord): void {
  if (record.doc.status !== 'created') {
    throw badRequest(
      `The order '${record.orderNo}' has status '${record.doc.status}'; its payment can no longer be changed.`,
      'order-not-modifiable',
    );
  }
}

const instrumentNotFound = (orderNo: string, id: string) =>
  notFound(
    'payment-instrument-not-found',
    'Payment Instrument Not Found',
    `No payment instrument with ID '${id}' exists in order '${orderNo}'.`,
    { paymentInstrumentId: id },
  );

const invalidToken = (detail: string = TOKEN_MESSAGES.malformed) =>
  badRequest(detail, 'invalid-payment-token', { invalidFields: ['c_paymentToken'] });

/**
 * The card a token stands for, checked against the request: the token (from the request, else the one
 * the basket instrument named) must be the shopper's and current, the security code must fit the
 * brand, the card must not be expired, and a declared card type must match.
 */
async function cardForAuthorisation(
  db: Db,
  body: Body,
  instrument: PaymentInstrument,
  shopper: Shopper,
  now: Date,
): Promise<PaymentTokenDoc> {
  const paymentCard = optionalObject(body, 'paymentCard') ?? {};
  const tokenValue =
    optionalText(body, 'c_paymentToken') ??
    optionalText(body, 'c_transienttoken') ??
    optionalText(paymentCard, 'creditCardToken') ??
    (typeof instrument.c_paymentToken === 'string' ? instrument.c_paymentToken : undefined);
  if (!tokenValue) throw invalidToken();
  const token = await loadPaymentToken(db, tokenValue);
  if (!token || !(await tokenBelongsTo(db, token, shopper))) throw invalidToken();
  if (paymentTokenExpired(token, now)) throw invalidToken(TOKEN_MESSAGES.expired);

  const securityCode = optionalText(body, 'c_securityCode', 16) ?? optionalText(paymentCard, 'securityCode', 16);
  if (!securityCode)
    throw badRequest(CARD_MESSAGES.cvvValue, 'invalid-security-code', { invalidFields: ['c_securityCode'] });
  const cvvProblem = securityCodeProblem(token.brand, securityCode);
  if (cvvProblem) throw badRequest(cvvProblem, 'invalid-security-code', { invalidFields: ['c_securityCode'] });
  if (isCardExpired(token.expirationMonth, token.expirationYear, now))
    throw badRequest(CARD_MESSAGES.expired, 'card-expired', { invalidFields: ['paymentCard'] });

  const declaredType = optionalText(paymentCard, 'cardType', 64);
  if (declaredType !== undefined) {
    const declared = cardBrandFromType(declaredType);
    if (!declared)
      throw badRequest(CARD_MESSAGES.unknownType, 'unknown-card-type', { invalidFields: ['paymentCard.cardType'] });
    if (declared !== token.brand)
      throw badRequest(CARD_MESSAGES.typeMismatch, 'card-type-mismatch', { invalidFields: ['paymentCard.cardType'] });
  }
  return token;
}

export interface PaymentRequest {
  orderNo: string;
  shopper: Shopper;
  siteId: string;
  now: Date;
  body: Body;
}

/**
 * shopper-orders updatePaymentInstrumentForOrder (spec §4 step 3). A credit card is authorised with a
 * payment token and its security code: approved, the instrument is authorised and the order placed
 * once fully paid; declined, the order fails with a PaymentTransactionFailed flash, its gift cards and
 * stock are given back and the basket is reopened. Either way the answer is 200 with the order, as
 * the storefront reads the outcome from status and flashes (step 4). PayPal, Venmo and Klarna are
 * captured with the provider approval the request names (payments/providers.ts `captureForOrder`);
 * pay by check places the order awaiting payment; Apple Pay needs its wallet token.
 */
export async function updateOrderPaymentInstrument(
  db: Db,
  request: PaymentRequest & { paymentInstrumentId: string },
): Promise<OrderRecord> {
  const { body, shopper, now } = request;
  const requestedMethod = optionalText(body, 'paymentMethodId', 256);
  optionalAmount(body);
  const custom = customScalars(body);
  return db.transaction(async (tx) => {
    const record = await loadShopperOrder(tx, request.orderNo, shopper, request.siteId, { lock: true });
    assertUnplaced(record);
    const instruments = record.doc.paymentInstruments ?? [];
    const index = instruments.findIndex((instrument) => instrument.paymentInstrumentId === request.paymentInstrumentId);
    if (index < 0) throw instrumentNotFound(record.orderNo, request.paymentInstrumentId);
    const instrument = instruments[index]!;
    if (requestedMethod !== undefined && requestedMethod !== instrument.paymentMethodId) {
      throw badRequest(
        `The payment instrument '${request.paymentInstrumentId}' is a ${instrument.paymentMethodId} instrument.`,
        'invalid-payment-method',
      );
    }
    if (isGiftCardInstrument(instrument)) {
      throw badRequest(
        'Gift cards are redeemed by adding them to the order again (createPaymentInstrumentForOrder).',
        'invalid-payment-method',
      );
    }
    if (isAuthorized(instrument))
      throw badRequest('This payment instrument is already authorized.', 'payment-already-authorized');
    await assertAttemptsLeft(tx, shopper.customerId, now);

    const replace = (updated: PaymentInstrument) =>
      instruments.map((candidate, i) => (i === index ? updated : candidate));
    const settle = async (updated: PaymentInstrument) => {
      const settled = await settlePayment(
        tx,
        { ...record, doc: { ...record.doc, paymentInstruments: replace(updated) } },
        now,
      );
      await saveOrder(tx, settled);
      return settled;
    };
    if (isProviderMethod(instrument.paymentMethodId)) {
      // The provider's approval, captured once for this order's basket and amount; a decline fails the order like a card's.
      const basketId = record.private?.basket.basketId ?? record.basketId ?? '';
      const approvalFields = Object.fromEntries(
        Object.entries(custom).filter(([key]) => !PROVIDER_TOKEN_FIELDS.includes(key)),
      );
      const capture = await captureForOrder(tx, {
        methodId: instrument.paymentMethodId,
        body: custom,
        basketId: String(basketId),
        amount: instrument.amount ?? 0,
        currency: String(record.doc.currency),
        now,
      });
      if ('invalid' in capture)
        throw badRequest(PROVIDER_APPROVAL_INVALID, 'invalid-payment-approval', {
          invalidFields: PROVIDER_TOKEN_FIELDS,
        });
      if (capture.ok)
        return settle({ ...instrument, ...approvalFields, ...capture.fields, authorizationStatus: { ...AUTHORIZED } });
      await recordDecline(tx, shopper.customerId, now);
      const failed = await failUnplacedOrder(
        tx,
        {
          ...record,
          doc: {
            ...record.doc,
            paymentInstruments: replace({
              ...instrument,
              authorizationStatus: { status: 0, code: 'DECLINED', message: capture.declined },
            }),
          },
        },
        { now, reopenBasket: true, flash: { type: PAYMENT_TRANSACTION_FAILED, message: PROVIDER_DECLINED } },
      );
      await saveOrder(tx, failed);
      return failed;
    }
    if (instrument.paymentMethodId === PAYMENT_METHOD.payByCheck) {
      if (!PAY_BY_CHECK_SITES.includes(request.siteId))
        throw badRequest('Pay by check is not offered on this site.', 'invalid-payment-method');
      // Placed now, paid when the check arrives.
      const awaiting = await placeAwaitingPayment(
        tx,
        {
          ...record,
          doc: {
            ...record.doc,
            paymentInstruments: replace({ ...instrument, ...custom, authorizationStatus: { ...AWAITING_CHECK } }),
          },
        },
        now,
      );
      await saveOrder(tx, awaiting);
      return awaiting;
    }
    if (instrument.paymentMethodId !== PAYMENT_METHOD.creditCard) {
      // Apple Pay: the wallet's payment token (c_token), an Apple Pay payment token of the documented shape, is required.
      const tokenProblem = applePayTokenProblem(custom.c_token);
      if (tokenProblem !== null) {
        throw badRequest(PROVIDER_APPROVAL_INVALID, 'invalid-payment-approval', {
          invalidFields: [tokenProblem ? `c_token.${tokenProblem}` : 'c_token'],
        });
      }
      return settle({ ...instrument, ...custom, authorizationStatus: { ...AUTHORIZED } });
    }

    const token = await cardForAuthorisation(tx, body, instrument, shopper, now);
    if (token.outcome === 'approved')
      return settle({
        ...instrument,
        paymentCard: { ...cardFieldsOf(token), creditCardExpired: false },
        authorizationStatus: { ...AUTHORIZED },
      });

    await recordDecline(tx, shopper.customerId, now);
    const message = AUTHORISATION_MESSAGES[token.outcome];
    const declined = {
      ...instrument,
      paymentCard: { ...cardFieldsOf(token), creditCardExpired: false },
      authorizationStatus: {
        status: 0,
        code: token.outcome === 'declined' ? 'DECLINED' : 'INSUFFICIENT_FUNDS',
        message,
      },
    };
    const failed = await failUnplacedOrder(
      tx,
      { ...record, doc: { ...record.doc, paymentInstruments: replace(declined) } },
      {
        now,
        reopenBasket: true,
        flash: { type: PAYMENT_TRANSACTION_FAILED, message },
      },
    );
    await saveOrder(tx, failed);
    return failed;
  });
}

/** The gift card a request names: number and security code in SCAPI's giftCardRequest, or as the basket and balance APIs take them. */
function giftCardOfRequest(body: Body): { number: string; pin: string } {
  const giftCardRequest = optionalObject(body, 'giftCardRequest');
  if (giftCardRequest) {
    optionalText(giftCardRequest, 'cardNumber', 64);
    optionalText(giftCardRequest, 'cvc', 16);
  }
  for (const field of ['giftCertificateCode', 'c_giftCardNumber', 'c_number', 'c_giftCardPin', 'c_cvn'])
    optionalText(body, field, 64);
  const number = giftCardNumberOf(body);
  const pin = giftCardPinOf(body);
  if (!number || !isGiftCardNumber(number))
    throw badRequest(GIFT_CARD_MESSAGES.invalidNumber, 'invalid-gift-card-number', {
      invalidFields: ['giftCardRequest.cardNumber'],
    });
  if (!pin || !isGiftCardPin(pin))
    throw badRequest(GIFT_CARD_MESSAGES.invalidPin, 'invalid-gift-card-pin', {
      invalidFields: ['giftCardRequest.cvc'],
    });
  return { number, pin };
}

/**
 * shopper-orders createPaymentInstrumentForOrder, for gift cards (spec §4 step 2, "re-apply gift card
 * instruments"): redeems the card. A card the basket already held (matched by its masked number) pays
 * the amount planned for it; a new card pays what is still open (at most its balance or the requested
 * amount), and an unauthorised credit card then pays that much less. A balance that no longer covers
 * the amount is a 400 and the order stays unplaced (the storefront may fail it and reopen the basket).
 */
export async function addGiftCardToOrder(db: Db, request: PaymentRequest): Promise<OrderRecord> {
  const { body, shopper, now } = request;
  const method = optionalText(body, 'paymentMethodId', 256);
  if (!method || !isGiftCardMethod(method)) {
    throw badRequest(
      `Only gift cards (paymentMethodId '${PAYMENT_METHOD.giftCard}') can be added to an order.`,
      'invalid-payment-method',
      { invalidFields: ['paymentMethodId'] },
    );
  }
  const requested = optionalAmount(body);
  const { number, pin } = giftCardOfRequest(body);
  const maskedNumber = maskGiftCardNumber(number);

  return db.transaction(async (tx) => {
    const record = await loadShopperOrder(tx, request.orderNo, shopper, request.siteId, { lock: true });
    assertUnplaced(record);
    const priv = record.private;
    if (!priv) throw badRequest(`The order '${record.orderNo}' cannot take gift cards.`, 'order-not-modifiable');
    if (Object.values(priv.giftCards).some((card) => card.number === number)) {
      throw badRequest('This gift card has already been applied to the order.', 'gift-card-already-applied');
    }
    const instruments = [...(record.doc.paymentInstruments ?? [])];
    const plannedId = Object.entries(priv.giftCards).find(
      ([, card]) => !card.number && card.maskedNumber === maskedNumber,
    )?.[0];
    let instrumentId: string;
    let amountCents: number;
    if (plannedId !== undefined) {
      instrumentId = plannedId;
      amountCents = toCents(
        instruments.find((instrument) => instrument.paymentInstrumentId === plannedId)?.amount ?? 0,
      );
    } else {
      const openCents = openAmountCents(record.doc.paymentInstruments ?? [], toCents(record.doc.orderTotal ?? 0));
      if (openCents <= 0) throw badRequest('The order total is already covered.', 'payment-amount-mismatch');
      if (requested !== undefined && toCents(requested) > openCents)
        throw badRequest('The gift card amount exceeds the amount still to pay.', 'payment-amount-mismatch');
      const balanceCents = (await giftCardBalance(tx, number))?.balance_cents ?? 0;
      amountCents = requested !== undefined ? toCents(requested) : Math.min(openCents, balanceCents);
      if (amountCents <= 0) throw badRequest(GIFT_CARD_MESSAGES.empty, 'insufficient-gift-card-balance');
      instrumentId = randomId(26);
      instruments.unshift({
        paymentInstrumentId: instrumentId,
        paymentMethodId: method,
        amount: fromCents(amountCents),
        maskedGiftCertificateCode: maskedNumber,
      });
    }

    const redeemed = await redeemGiftCard(tx, { number, pin, currency: String(record.doc.currency), amountCents });
    if (!redeemed.ok) {
      throw badRequest(
        redeemed.message,
        redeemed.message === GIFT_CARD_MESSAGES.insufficient ? 'insufficient-gift-card-balance' : 'invalid-gift-card',
      );
    }
    const giftCards = { ...priv.giftCards, [instrumentId]: { maskedNumber, number, redeemedCents: amountCents } };
    const redeemedInstruments = instruments.map((instrument) =>
      instrument.paymentInstrumentId === instrumentId
        ? {
            ...instrument,
            giftCard: { brand: GIFT_CARD_BRAND, maskedCardNumber: maskedNumber },
            authorizationStatus: { ...AUTHORIZED },
          }
        : instrument,
    );
    const paymentInstruments = rebalanceMain(redeemedInstruments, toCents(record.doc.orderTotal ?? 0));
    const settled = await settlePayment(
      tx,
      { ...record, doc: { ...record.doc, paymentInstruments }, private: { ...priv, giftCards } },
      now,
    );
    await saveOrder(tx, settled);
    return settled;
  });
}

/** What no instrument pays yet: the total minus gift cards and authorised instruments. */
function openAmountCents(instruments: PaymentInstrument[], totalCents: number): number {
  const covered = instruments
    .filter((instrument) => isGiftCardInstrument(instrument) || isAuthorized(instrument))
    .reduce((sum, instrument) => sum + toCents(instrument.amount ?? 0), 0);
  return totalCents - covered;
}

/** An unauthorised main instrument pays exactly what the gift cards leave. */
function rebalanceMain(instruments: PaymentInstrument[], totalCents: number): PaymentInstrument[] {
  const giftCents = instruments
    .filter(isGiftCardInstrument)
    .reduce((sum, instrument) => sum + toCents(instrument.amount ?? 0), 0);
  return instruments.map((instrument) =>
    !isGiftCardInstrument(instrument) &&
    instrument.paymentMethodId !== PAYMENT_METHOD.noPayment &&
    !isAuthorized(instrument)
      ? { ...instrument, amount: fromCents(Math.max(0, totalCents - giftCents)) }
      : instrument,
  );
}

const FAIL_REASON_CODES = ['payment_confirm_failure', 'payment_capture_failure', 'payment_auth_failure'];

/** shopper-orders failOrder: fails an unplaced order, optionally reopening its basket. */
export async function failOrder(db: Db, request: PaymentRequest & { reopenBasket: boolean }): Promise<OrderRecord> {
  const reasonCode = optionalText(request.body, 'reasonCode', 64);
  if (reasonCode !== undefined && !FAIL_REASON_CODES.includes(reasonCode)) {
    throw invalidBody(`'reasonCode' must be one of ${FAIL_REASON_CODES.join(', ')}.`, 'reasonCode');
  }
  return db.transaction(async (tx) => {
    const record = await loadShopperOrder(tx, request.orderNo, request.shopper, request.siteId, { lock: true });
    assertUnplaced(record);
    const failed = await failUnplacedOrder(tx, record, { now: request.now, reopenBasket: request.reopenBasket });
    await saveOrder(tx, failed);
    return failed;
  });
}
