import type { Db } from '../db/client.ts';
import type { Shopper } from '../http/context.ts';
import { notFound } from '../http/problem.ts';
import type { Basket, InventoryDemand, Order } from './build.ts';

/** What an order keeps beside its Order JSON (table order_private). */
export interface OrderPrivate {
  /** The basket as it was ordered, reopened when payment fails. */
  basket: Basket;
  basketSiteId: string;
  /**
   * Gift cards paying the order, by payment instrument id. Baskets keep only the masked number; the
   * full number is learnt when the card is re-applied and redeemed (redeemedCents is 0 until then).
   */
  giftCards: Record<string, { maskedNumber: string; number?: string; redeemedCents: number }>;
  /** Stock the order took, given back when it fails. */
  inventory: InventoryDemand[];
}

export interface OrderRecord {
  orderNo: string;
  customerId: string;
  basketId: string | null;
  doc: Order;
  /** Absent for orders made outside the sandbox's checkout (seeded order history). */
  private?: OrderPrivate;
}

interface OrderRow {
  order_no: string;
  customer_id: string;
  basket_id: string | null;
  doc: Order;
  private: OrderPrivate | null;
}

const toRecord = (row: OrderRow): OrderRecord => ({
  orderNo: row.order_no,
  customerId: row.customer_id,
  basketId: row.basket_id,
  doc: row.doc,
  ...(row.private ? { private: row.private } : {}),
});

export const orderNotFound = (orderNo: string) =>
  notFound('order-not-found', 'Order Not Found', `No order with number '${orderNo}' could be found.`, { orderNo });

/** Next order number from order_no_seq, zero-padded to eight digits like B2C Commerce's ('01000100'). */
export async function nextOrderNo(db: Db): Promise<string> {
  const rows = await db.query<{ value: string | number }>(`SELECT nextval('order_no_seq') AS value`);
  return String(rows[0]!.value).padStart(8, '0');
}

export async function insertOrder(db: Db, record: OrderRecord & { private: OrderPrivate }): Promise<void> {
  await db.query(
    `INSERT INTO orders (order_no, basket_id, customer_id, customer_email, created_at, doc) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      record.orderNo,
      record.basketId,
      record.customerId,
      record.doc.customerInfo?.email?.toLowerCase() ?? null,
      record.doc.creationDate,
      JSON.stringify(record.doc),
    ],
  );
  await db.query(`INSERT INTO order_private (order_no, doc) VALUES ($1, $2::jsonb)`, [
    record.orderNo,
    JSON.stringify(record.private),
  ]);
}

export async function saveOrder(db: Db, record: OrderRecord): Promise<void> {
  await db.query(`UPDATE orders SET doc = $2::jsonb, basket_id = $3 WHERE order_no = $1`, [
    record.orderNo,
    JSON.stringify(record.doc),
    record.basketId,
  ]);
  if (record.private)
    await db.query(`UPDATE order_private SET doc = $2::jsonb WHERE order_no = $1`, [
      record.orderNo,
      JSON.stringify(record.private),
    ]);
}

/**
 * The order a shopper may see: unknown numbers, other sites' orders and other customers' orders are
 * alike 404 (SCAPI does not say that an order number exists). With lock, the row stays locked until the transaction ends (payment updates).
 */
export async function loadShopperOrder(
  db: Db,
  orderNo: string,
  shopper: Shopper,
  siteId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRecord> {
  const rows = /^[A-Za-z0-9_-]{1,50}$/.test(orderNo)
    ? await db.query<OrderRow>(
        `SELECT o.order_no, o.customer_id, o.basket_id, o.doc, p.doc AS private
           FROM orders o LEFT JOIN order_private p ON p.order_no = o.order_no
          WHERE o.order_no = $1${options.lock ? ' FOR UPDATE OF o' : ''}`,
        [orderNo],
      )
    : [];
  const row = rows[0];
  if (!row || (row.doc.siteId !== undefined && row.doc.siteId !== siteId)) throw orderNotFound(orderNo);
  if (row.customer_id !== shopper.customerId) throw orderNotFound(orderNo);
  return toRecord(row);
}
