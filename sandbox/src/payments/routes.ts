import type { SandboxApp } from '../http/context.ts';
import { currencyOf, jsonBody, mountCustomApi, shopperOf, siteOf } from '../http/context.ts';
import { badRequest } from '../http/problem.ts';
import { brandInfo, validateCard } from './cards.ts';
import { createPaymentToken } from './tokens.ts';
import { GIFT_CARD_MESSAGES, giftCardBalance, isGiftCardNumber, isGiftCardPin } from './gift-cards.ts';
import { formatMoney, fromCents } from '../commerce/money.ts';

/** Error code the payment form shows field messages for (spec §8). */
export const CREATE_TOKEN_VALIDATION_FIELDS = 'CREATE_TOKEN_VALIDATION_FIELDS';

/**
 * Custom API `payment` v1:
 *   POST customer-payment-token  card data → a transient payment token (test cards: see test-cards.ts)
 *   POST gift-card-balance       { c_number, c_cvn } → { success, availableBalance, currency, message }
 */
export function registerPaymentRoutes(app: SandboxApp): void {
  const api = mountCustomApi(app, 'payment');

  api.post('/customer-payment-token', async (c) => {
    const site = siteOf(c);
    const shopper = shopperOf(c);
    const sb = c.var.sb;
    const body = await jsonBody(c);
    const result = validateCard(body, sb.now());
    if ('problems' in result) {
      throw badRequest(result.problems.map((problem) => problem.message).join('; '), 'create-token-validation-fields', {
        errorCode: CREATE_TOKEN_VALIDATION_FIELDS,
        invalidFields: result.problems,
      });
    }
    const { token, doc, transientTokenExp } = await createPaymentToken(sb.db, {
      card: result.card,
      customerId: shopper.customerId,
      siteId: site.id,
      durable: shopper.isRegistered,
      now: sb.now(),
    });
    return c.json({
      paymentToken: token,
      cardType: doc.cardType,
      brand: doc.brand,
      cardTypeCode: brandInfo(doc.brand).code,
      maskedNumber: doc.maskedNumber,
      numberLastDigits: doc.numberLastDigits,
      expirationMonth: doc.expirationMonth,
      expirationYear: doc.expirationYear,
      ...(doc.holder ? { holder: doc.holder } : {}),
      transientTokenExp,
    });
  });

  // A malformed number or code is bad input (400); a well-formed but unknown card, or a wrong code,
  // is an answer (200, success false), so the form can show the message next to the field.
  api.post('/gift-card-balance', async (c) => {
    const site = siteOf(c);
    const currency = currencyOf(c, site);
    const body = await jsonBody<{ c_number?: unknown; c_cvn?: unknown }>(c);
    const number = typeof body.c_number === 'string' ? body.c_number.replace(/[\s-]/g, '') : '';
    const pin = typeof body.c_cvn === 'string' ? body.c_cvn.trim() : '';
    if (!isGiftCardNumber(number))
      throw badRequest(GIFT_CARD_MESSAGES.invalidNumber, 'invalid-gift-card-number', { parameterName: 'c_number' });
    if (!isGiftCardPin(pin))
      throw badRequest(GIFT_CARD_MESSAGES.invalidPin, 'invalid-gift-card-pin', { parameterName: 'c_cvn' });
    const card = await giftCardBalance(c.var.sb.db, number);
    if (!card || card.pin !== pin) {
      return c.json({ success: false, availableBalance: 0, currency, message: GIFT_CARD_MESSAGES.notFound });
    }
    const balance = fromCents(card.balance_cents);
    return c.json({
      success: true,
      availableBalance: balance,
      currency: card.currency,
      message:
        card.balance_cents > 0
          ? `Your gift card balance is ${formatMoney(balance, card.currency)}.`
          : GIFT_CARD_MESSAGES.empty,
    });
  });
}
