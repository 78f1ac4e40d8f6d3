import type { Db } from '../db/client.ts';
import { publicDoc } from '../catalog/lookup.ts';
import { invalidParameter } from '../http/problem.ts';
import type { Body } from '../http/body.ts';

/** Order history reads the `orders` table (written by order placement and the seed), newest first. */
export interface OrderQuery {
  customerId: string;
  siteId: string;
  offset: number;
  limit: number;
  status?: string;
  from?: Date;
  until?: Date;
}

export interface OrderPage {
  data: Body[];
  offset: number;
  limit: number;
  total: number;
}

/** Parses an ISO 8601 date query parameter (from/until); anything else is a 400. */
export function dateParam(name: string, value: string | undefined): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime()))
    throw invalidParameter(name, `The parameter '${name}' must be an ISO 8601 date.`);
  return date;
}

/** One page of a customer's orders on a site (SCAPI: "only the customer's orders placed on the site specified by siteId"). */
export async function customerOrders(db: Db, query: OrderQuery): Promise<OrderPage> {
  const where = `customer_id = $1 AND COALESCE(doc->>'siteId', $2) = $2
    AND ($3::text IS NULL OR doc->>'status' = $3)
    AND ($4::timestamptz IS NULL OR created_at >= $4)
    AND ($5::timestamptz IS NULL OR created_at <= $5)`;
  const params = [query.customerId, query.siteId, query.status ?? null, query.from ?? null, query.until ?? null];
  const [counted] = await db.query<{ total: number | string }>(
    `SELECT count(*) AS total FROM orders WHERE ${where}`,
    params,
  );
  const rows = await db.query<{ doc: Body }>(
    `SELECT doc FROM orders WHERE ${where} ORDER BY created_at DESC, order_no DESC LIMIT $6 OFFSET $7`,
    [...params, query.limit, query.offset],
  );
  return {
    data: rows.map((row) => publicDoc(row.doc)),
    offset: query.offset,
    limit: query.limit,
    total: Number(counted?.total ?? 0),
  };
}

/** One order of a customer, or undefined when it does not exist or belongs to someone else. */
export async function customerOrder(db: Db, customerId: string, orderNo: string): Promise<Body | undefined> {
  const rows = await db.query<{ doc: Body }>(`SELECT doc FROM orders WHERE order_no = $1 AND customer_id = $2`, [
    orderNo,
    customerId,
  ]);
  return rows[0] ? publicDoc(rows[0].doc) : undefined;
}

/** A customer's open baskets on a site (getCustomerBaskets); temporary baskets are not the shopper's cart. */
export async function customerBaskets(
  db: Db,
  customerId: string,
  siteId: string,
): Promise<{ baskets: Body[]; total: number }> {
  const rows = await db.query<{ doc: Body }>(
    `SELECT doc FROM baskets WHERE customer_id = $1 AND site_id = $2 AND NOT temporary ORDER BY created_at, id`,
    [customerId, siteId],
  );
  return { baskets: rows.map((row) => publicDoc(row.doc)), total: rows.length };
}
