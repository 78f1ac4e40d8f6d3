import type { PaymentInstrumentHook } from '../baskets/payments.ts';
import { badRequest } from '../http/problem.ts';
import { guestCustomerForUsid } from '../slas/shoppers.ts';
import type { Shopper } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import { giftCardNumberOf, giftCardPinOf } from '../orders/build.ts';
import { GIFT_CARD_MESSAGES, findGiftCard, isGiftCardNumber, isGiftCardPin, maskGiftCardNumber } from './gift-cards.ts';
import { isGiftCardMethod, PAYMENT_METHOD } from './methods.ts';
import { fromCents, toCents } from '../commerce/money.ts';
import { cardFieldsOf, loadPaymentToken, TOKEN_MESSAGES, type PaymentTokenDoc } from './tokens.ts';

/** Custom fields that must never be stored on a basket: gift card codes and full numbers, card security codes. */
const SECRET_FIELDS = ['c_giftCardPin', 'c_cvn', 'c_giftCardNumber', 'c_number', 'c_securityCode'];

function withoutSecrets<T extends Record<string, unknown>>(record: T): T {
  const copy = { ...record };
  for (const field of SECRET_FIELDS) delete copy[field];
  return copy;
}

/** A shopper's own tokens, and those made as the guest of the same usid before signing in. */
export async function tokenBelongsTo(
  db: Db,
  token: PaymentTokenDoc,
  shopper: Pick<Shopper, 'customerId' | 'isRegistered' | 'usid'>,
): Promise<boolean> {
  if (token.customerId === shopper.customerId) return true;
  return shopper.isRegistered && (await guestCustomerForUsid(db, shopper.usid)) === token.customerId;
}

/**
 * The baskets area's payment instrument hook (addPaymentInstrumentToBasket, updatePaymentInstrumentInBasket):
 *  - gift cards: the number (giftCertificateCode) and security code (c_giftCardPin) must name a card
 *    in the basket currency with a balance; the amount is capped at the balance. Only the masked
 *    number is kept; the order redeems the card when it is re-applied (spec §4 step 2).
 *  - credit cards naming a payment token (c_paymentToken): the token must be the shopper's, and the
 *    card data (type, masked number, expiry, holder) comes from it.
 */
export const basketPaymentHook: PaymentInstrumentHook = async ({
  db,
  shopper,
  basket,
  instrument,
  previous,
  request,
}) => {
  const stored = withoutSecrets(instrument);
  if (stored.paymentCard) stored.paymentCard = withoutSecrets(stored.paymentCard);

  if (isGiftCardMethod(stored.paymentMethodId)) {
    const number = giftCardNumberOf(request);
    if (number === undefined && previous) return stored;
    const pin = giftCardPinOf(request);
    if (!number || !isGiftCardNumber(number))
      throw badRequest(GIFT_CARD_MESSAGES.invalidNumber, 'invalid-gift-card-number', {
        invalidFields: ['giftCertificateCode'],
      });
    if (!pin || !isGiftCardPin(pin))
      throw badRequest(GIFT_CARD_MESSAGES.invalidPin, 'invalid-gift-card-pin', { invalidFields: ['c_giftCardPin'] });
    const card = await findGiftCard(db, number, pin);
    if (!card) throw badRequest(GIFT_CARD_MESSAGES.notFound, 'invalid-gift-card');
    if (card.currency !== (basket.currency ?? card.currency))
      throw badRequest(GIFT_CARD_MESSAGES.wrongCurrency, 'invalid-gift-card');
    if (card.balance_cents <= 0) throw badRequest(GIFT_CARD_MESSAGES.empty, 'insufficient-gift-card-balance');
    const masked = maskGiftCardNumber(number);
    const duplicate = (basket.paymentInstruments ?? []).some(
      (other) =>
        other.paymentInstrumentId !== stored.paymentInstrumentId &&
        isGiftCardMethod(other.paymentMethodId) &&
        other.maskedGiftCertificateCode === masked,
    );
    if (duplicate)
      throw badRequest('This gift card has already been applied to the basket.', 'gift-card-already-applied');
    const requested = typeof stored.amount === 'number' ? toCents(stored.amount) : card.balance_cents;
    return { ...stored, maskedGiftCertificateCode: masked, amount: fromCents(Math.min(requested, card.balance_cents)) };
  }

  const tokenValue = request.c_paymentToken;
  if (stored.paymentMethodId === PAYMENT_METHOD.creditCard && tokenValue !== undefined && tokenValue !== null) {
    const token = typeof tokenValue === 'string' ? await loadPaymentToken(db, tokenValue) : undefined;
    if (!token || !(await tokenBelongsTo(db, token, shopper)))
      throw badRequest(TOKEN_MESSAGES.malformed, 'invalid-payment-token', { invalidFields: ['c_paymentToken'] });
    return {
      ...stored,
      paymentCard: { ...stored.paymentCard, ...cardFieldsOf(token) },
    };
  }
  return stored;
};
