import type { Db } from '../db/client.ts';
import { sendMail } from '../outbox/mail.ts';
import { deleteBasket, findOpenBasket, insertBasket } from '../baskets/store.ts';
import { refundGiftCard } from '../payments/gift-cards.ts';
import { issueEGiftCards } from '../payments/e-gift-cards.ts';
import { formatMoney } from '../commerce/money.ts';
import { createSubscriptionsForOrder } from '../subscriptions/routes.ts';
import { isPickupShipment } from '../commerce/shipping.ts';
import { paymentStatusOf, type Basket, type Order } from './build.ts';
import type { OrderRecord } from './store.ts';

/** Error code of the flash a failed payment leaves on the order (spec §8). */
export const PAYMENT_TRANSACTION_FAILED = 'PaymentTransactionFailed';

export interface Flash {
  type: string;
  message: string;
}

/**
 * Updates the payment status; an order whose instruments now pay its total is placed: status 'new',
 * confirmed, ready for export, and the confirmation mail goes to the customer.
 */
export async function settlePayment(db: Db, record: OrderRecord, now: Date): Promise<OrderRecord> {
  const paymentStatus = paymentStatusOf(record.doc);
  const placing = paymentStatus === 'paid' && record.doc.status === 'created';
  const doc: Order = {
    ...record.doc,
    paymentStatus,
    lastModified: now.toISOString(),
    ...(placing ? { status: 'new', confirmationStatus: 'confirmed', exportStatus: 'ready' } : {}),
  };
  if (placing) {
    await sendConfirmation(db, doc);
    await issueEGiftCards(db, doc);
    await createSubscriptionsForOrder(db, doc, now);
  }
  return { ...record, doc };
}

/** A pay-by-check instrument: the order may be placed, the money comes later. */
export const AWAITING_CHECK = { status: 1, code: 'AWAITING_PAYMENT', message: 'Awaiting payment by check' } as const;

/** Places an order whose main instrument is paid later (a check): status 'new', payment not (fully) paid. */
export async function placeAwaitingPayment(db: Db, record: OrderRecord, now: Date): Promise<OrderRecord> {
  const doc: Order = {
    ...record.doc,
    paymentStatus: paymentStatusOf(record.doc),
    lastModified: now.toISOString(),
    status: 'new',
    confirmationStatus: 'confirmed',
    exportStatus: 'ready',
  };
  await sendConfirmation(db, doc);
  await createSubscriptionsForOrder(db, doc, now);
  return { ...record, doc };
}

async function sendConfirmation(db: Db, order: Order): Promise<void> {
  const email = order.customerInfo?.email;
  if (!email) return;
  const total = order.orderTotal ?? 0;
  const currency = order.currency ?? 'USD';
  const name = order.billingAddress?.firstName;
  await sendMail(db, {
    to: email,
    template: 'order-confirmation',
    subject: `Your Sweet Shop order ${order.orderNo}`,
    text: [
      `${name ? `Hi ${name}, thank` : 'Thank'} you for your order!`,
      `Order number: ${order.orderNo}`,
      `Total: ${formatMoney(total, currency)}`,
      `Items: ${(order.productItems ?? []).map((item) => `${item.quantity} × ${item.productName ?? item.productId}`).join(', ')}`,
      ...destinationLines(order),
    ].join('\n'),
    data: { orderNo: order.orderNo, total, currency },
  });
}

/**
 * Where the order's lines go, once some are collected in a shop (checkout spec §4 "Multi-ship and pickup"): "Pick up at {shop}" with
 * the pick-up person, or "Ship to" the address, each with its lines. Otherwise nothing (one address).
 */
export function destinationLines(order: Order): string[] {
  const shipments = (order.shipments ?? []).filter((shipment) =>
    (order.productItems ?? []).some((item) => item.shipmentId === shipment.shipmentId),
  );
  if (!shipments.some(isPickupShipment)) return [];
  return shipments.map((shipment) => {
    const items = (order.productItems ?? [])
      .filter((item) => item.shipmentId === shipment.shipmentId)
      .map((item) => `${item.quantity} × ${item.productName ?? item.productId}`)
      .join(', ');
    const address = shipment.shippingAddress;
    if (isPickupShipment(shipment)) {
      const contact = shipment as { c_pickupFirstName?: string; c_pickupLastName?: string };
      const person = [contact.c_pickupFirstName, contact.c_pickupLastName].filter(Boolean).join(' ');
      return `Pick up at ${address?.companyName || address?.firstName || 'the shop'}${person ? ` (picked up by ${person})` : ''}: ${items}`;
    }
    const name = address?.fullName || [address?.firstName, address?.lastName].filter(Boolean).join(' ');
    return `Ship to ${[name, address?.address1, address?.city, [address?.stateCode, address?.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}: ${items}`;
  });
}

/**
 * Fails an order that was not placed: gift card redemptions and stock are given back, and the
 * basket can be reopened under its own id so the shopper can pay again. The order forgets its
 * basket id, so an order can be created from the reopened basket.
 */
export async function failUnplacedOrder(
  db: Db,
  record: OrderRecord,
  options: { now: Date; reopenBasket: boolean; flash?: Flash },
): Promise<OrderRecord> {
  const priv = record.private;
  const doc: Order = {
    ...record.doc,
    status: 'failed',
    paymentStatus: 'not_paid',
    confirmationStatus: 'not_confirmed',
    exportStatus: 'not_exported',
    lastModified: options.now.toISOString(),
    ...(options.flash ? { c_flashes: [options.flash] } : {}),
  };
  if (!priv) return { ...record, basketId: null, doc };

  const giftCards = { ...priv.giftCards };
  for (const [instrumentId, card] of Object.entries(giftCards)) {
    if (card.redeemedCents > 0 && card.number) {
      await refundGiftCard(db, card.number, card.redeemedCents);
      giftCards[instrumentId] = { ...card, redeemedCents: 0 };
    }
  }
  doc.paymentInstruments = (doc.paymentInstruments ?? []).map((instrument) =>
    giftCards[String(instrument.paymentInstrumentId)] && instrument.authorizationStatus
      ? {
          ...instrument,
          authorizationStatus: { status: 0, code: 'REVERSED', message: 'Gift card redemption reversed' },
        }
      : instrument,
  );
  for (const demand of priv.inventory) {
    await db.query(`UPDATE inventory SET ats = ats + $3 WHERE product_id = $1 AND location_id = $2`, [
      demand.productId,
      demand.locationId,
      demand.quantity,
    ]);
  }
  if (options.reopenBasket) await reopenBasket(db, priv.basket, priv.basketSiteId);
  return { ...record, basketId: null, doc, private: { ...priv, giftCards, inventory: [] } };
}

/**
 * Puts the ordered basket back under its id. A shopper has one basket per site: an empty basket
 * made since gives way; a basket with items wins and the old one is not reopened (as in SCAPI,
 * where reopening needs the customer to have no other basket).
 */
async function reopenBasket(db: Db, basket: Basket, siteId: string): Promise<void> {
  const open = await findOpenBasket(db, String(basket.customerInfo?.customerId), siteId, { forUpdate: true });
  if (open && (open.basket.productItems ?? []).length > 0) return;
  if (open) await deleteBasket(db, String(open.basket.basketId));
  await insertBasket(db, basket, siteId);
}
