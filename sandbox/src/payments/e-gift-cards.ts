/**
 * E-gift cards (checkout spec §2 /e-gift-cards): a line of an electronic gift card product carries its amount and
 * its recipient in c_ attributes and sits in an electronic shipment, which needs no address, no
 * shipping method, no shipping cost and no tax. When the order is placed, one card per unit is
 * issued (a new gift card number and code, with the line's amount as balance) and mailed to the
 * recipient through the outbox; the card then pays like any other.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { loadSellableProducts, type SellableProduct } from '../catalog/lookup.ts';
import { formatMoney } from '../commerce/money.ts';
import { invalidQuantity } from '../commerce/rules.ts';
import type { Basket, ProductItem, Shipment } from '../commerce/types.ts';
import { ProblemError } from '../http/problem.ts';
import { sendMail } from '../outbox/mail.ts';

/** The amounts an e-gift card may carry (the storefront offers fixed ones and a custom one within these). */
export const E_GIFT_CARD_AMOUNT = { min: 10, max: 500 } as const;
/**
 * What one basket may hold in e-gift cards, as a real shop's backend caps them: they are as good as
 * cash and reach an inbox within minutes (the favourite cash-out of stolen payment cards). A line is one
 * recipient; the order total bounds what one fraudulent order takes. The storefront offers the same caps.
 */
export const E_GIFT_CARD_LIMITS = { quantityPerLine: 5, orderTotal: 1_000 } as const;
const E_GIFT_CARD_NUMBER_DIGITS = 19;

/** A shipment delivered by e-mail: created with c_shipmentType 'electronic'. */
export const isElectronicShipment = (shipment: Shipment | undefined): boolean =>
  shipment?.c_shipmentType === 'electronic';

export const isElectronicGiftCard = (product: SellableProduct | undefined): boolean =>
  product?.doc.c_giftCardType === 'electronic';

/** The line's own amount, for an electronic gift card whose amount is within the limits (whole cents). */
export function eGiftCardAmount(item: ProductItem, product: SellableProduct | undefined): number | undefined {
  const amount = item.c_giftCardAmount;
  if (!isElectronicGiftCard(product) || typeof amount !== 'number' || !Number.isFinite(amount)) return undefined;
  if (amount < E_GIFT_CARD_AMOUNT.min || amount > E_GIFT_CARD_AMOUNT.max || Math.round(amount * 100) !== amount * 100)
    return undefined;
  return amount;
}

/** Refuses a basket whose e-gift card lines pass E_GIFT_CARD_LIMITS (after an item is added or changed). */
export function assertEGiftCardLimits(basket: Basket, products: ReadonlyMap<string, SellableProduct>): void {
  let total = 0;
  for (const item of basket.productItems ?? []) {
    const product = item.productId ? products.get(item.productId) : undefined;
    if (!isElectronicGiftCard(product)) continue;
    const quantity = item.quantity ?? 1;
    if (quantity > E_GIFT_CARD_LIMITS.quantityPerLine) {
      throw invalidQuantity(
        `An e-gift card line can hold at most ${E_GIFT_CARD_LIMITS.quantityPerLine} cards; '${item.productId}' would hold ${quantity}.`,
      );
    }
    total += (eGiftCardAmount(item, product) ?? 0) * quantity;
  }
  if (total > E_GIFT_CARD_LIMITS.orderTotal) {
    throw new ProblemError(
      400,
      'e-gift-card-limit-exceeded',
      'E-Gift Card Limit Exceeded',
      `E-gift cards can total at most $${E_GIFT_CARD_LIMITS.orderTotal.toLocaleString('en-US')} per order. Contact customer support if you want to order more.`,
      { limit: E_GIFT_CARD_LIMITS.orderTotal, total },
    );
  }
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

interface OrderLike {
  orderNo?: string;
  currency?: string;
  productItems?: ProductItem[];
}

/**
 * Issues and mails the e-gift cards of a placed order (one per unit of each e-gift line). Only a line
 * of an electronic gift card product with an amount within the limits gets cards: c_giftCardAmount
 * on any other line (a physical card, a box) is not money.
 */
export async function issueEGiftCards(db: Db, order: OrderLike): Promise<void> {
  const currency = order.currency ?? 'USD';
  const items = order.productItems ?? [];
  const products = await loadSellableProducts(
    db,
    items.flatMap((item) => (item.productId ? [item.productId] : [])),
  );
  for (const item of items) {
    const amount = eGiftCardAmount(item, item.productId ? products.get(item.productId) : undefined);
    const email = item.c_recipientEmail;
    if (amount === undefined || typeof email !== 'string' || !email) continue;
    for (let unit = 0; unit < (item.quantity ?? 1); unit++) {
      const number = `7${digits(E_GIFT_CARD_NUMBER_DIGITS - 1)}`;
      const pin = digits(4);
      await db.query(`INSERT INTO gift_cards (number, pin, currency, balance_cents) VALUES ($1, $2, $3, $4)`, [
        number,
        pin,
        currency,
        Math.round(amount * 100),
      ]);
      const from = typeof item.c_senderName === 'string' ? item.c_senderName : 'A friend';
      const message = typeof item.c_giftMessage === 'string' ? item.c_giftMessage : '';
      await sendMail(db, {
        to: email,
        template: 'e-gift-card',
        subject: `${from} sent you a Sweet Shop e-gift card`,
        text: [
          `Hi ${String(item.c_recipientName ?? '')}, ${from} sent you a ${formatMoney(amount, currency)} Sweet Shop e-gift card.`,
          ...(message ? [`"${message}"`] : []),
          `Card number: ${number}`,
          `Security code: ${pin}`,
        ].join('\n'),
        data: {
          orderNo: order.orderNo,
          number,
          pin,
          amount,
          currency,
          design: item.c_giftCardDesign,
          deliveryDate: item.c_deliveryDate,
          from,
        },
      });
    }
  }
}
