import type { SandboxApp, SandboxContext, Shopper } from '../http/context.ts';
import { jsonBody, mountCustomApi, shopperOf, siteOf } from '../http/context.ts';
import { invalidBody, isEmail, requiredString, type Body } from '../http/body.ts';
import { invalidParameter, missingParameter, notFound } from '../http/problem.ts';
import type { Db } from '../db/client.ts';
import { trackingView } from './views.ts';

const ORDER_NO = /^[A-Za-z0-9_-]{1,50}$/;
const BASKET_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Same answer for an unknown number and a wrong e-mail, so order numbers cannot be probed. */
const noSuchOrder = () =>
  notFound('order-not-found', 'Order Not Found', 'No order matches this order number and e-mail address.');

export async function lookupOrder(db: Db, input: { orderNo: string; email: string; siteId: string }): Promise<Body> {
  const rows = await db.query<{ doc: Body }>(
    `SELECT doc FROM orders WHERE order_no = $1 AND lower(customer_email) = lower($2)`,
    [input.orderNo, input.email.trim()],
  );
  const doc = rows[0]?.doc;
  if (!doc || (doc.siteId !== undefined && doc.siteId !== input.siteId)) throw noSuchOrder();
  // An attempt that was never placed (created and not paid, or failed: a declined card) is no order to track.
  if (doc.status === 'created' || doc.status === 'failed') throw noSuchOrder();
  return trackingView(doc);
}

/** Same answer for no order, another shopper's order and another site's, so baskets cannot be probed. */
const noOrderOfBasket = () =>
  notFound('order-not-found', 'Order Not Found', 'No order of this shopper was created from this basket.');

/**
 * The order created from a basket, as shopper-orders getOrder answers it — only to the shopper who
 * owns it (the token's customer), on the basket's site.
 */
export async function orderOfBasket(
  db: Db,
  input: { basketId: string; shopper: Shopper; siteId: string },
): Promise<Body> {
  const rows = await db.query<{ doc: Body; customer_id: string }>(
    `SELECT doc, customer_id FROM orders WHERE basket_id = $1`,
    [input.basketId],
  );
  const row = rows[0];
  if (
    !row ||
    row.customer_id !== input.shopper.customerId ||
    (row.doc.siteId !== undefined && row.doc.siteId !== input.siteId)
  )
    throw noOrderOfBasket();
  return row.doc;
}

/**
 * Custom API `orders` v1:
 *   POST order-lookup {orderNo, email}   the order's tracking view, for any shopper token (guests too)
 *                                        (order tracking, checkout spec §2 /track-order)
 *   GET  order-by-basket?basketId=       the shopper's own order created from that basket
 *                                        (for a createOrder whose answer was lost)
 * shopper-orders getOrder needs the owner's token and `account/order-details` a signed-in owner; a
 * guest who kept the confirmation mail has neither. A guest whose createOrder answer was lost knows
 * the basket id but not the order number, and getCustomerOrders is for registered customers.
 */
export function registerOrderLookupRoutes(app: SandboxApp): void {
  const api = mountCustomApi(app, 'orders');
  api.post('/order-lookup', async (c: SandboxContext) => {
    const site = siteOf(c);
    const body = await jsonBody(c);
    const orderNo = requiredString(body, 'orderNo', { max: 50 }).trim();
    const email = requiredString(body, 'email', { max: 254 }).trim();
    if (!ORDER_NO.test(orderNo)) throw invalidBody(`'orderNo' must be letters, digits, '-' or '_'.`);
    if (!isEmail(email)) throw invalidBody(`'email' must be an e-mail address.`);
    return c.json(await lookupOrder(c.var.sb.db, { orderNo, email, siteId: site.id }));
  });
  api.get('/order-by-basket', async (c: SandboxContext) => {
    const site = siteOf(c);
    const basketId = c.req.query('basketId');
    if (!basketId) throw missingParameter('basketId');
    if (!BASKET_ID.test(basketId))
      throw invalidParameter('basketId', `'basketId' must be letters, digits, '-' or '_', at most 100.`);
    return c.json(await orderOfBasket(c.var.sb.db, { basketId, shopper: shopperOf(c), siteId: site.id }));
  });
}
