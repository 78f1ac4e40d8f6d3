import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { jsonBody, mountCustomApi, siteOf } from '../http/context.ts';
import { invalidBody, isEmail, isObject, requiredString, type Body } from '../http/body.ts';
import { notFound } from '../http/problem.ts';
import type { Db } from '../db/client.ts';

const ORDER_NO = /^[A-Za-z0-9_-]{1,50}$/;

/** Same answer for an unknown number and a wrong e-mail, so order numbers cannot be probed. */
const noSuchOrder = () => notFound('order-not-found', 'Order Not Found', 'No order matches this order number and e-mail address.');

const list = (value: unknown): Body[] => (Array.isArray(value) ? value.filter(isObject) : []);

/**
 * What order tracking shows: status, lines, shipments with their tracking, totals. Payment
 * instruments, the billing address, tokens and customer ids stay out — the caller only proved it
 * knows the number and the e-mail address.
 */
export function trackingView(order: Body): Body {
  return {
    orderNo: order.orderNo,
    creationDate: order.creationDate,
    status: order.status,
    shippingStatus: order.shippingStatus,
    paymentStatus: order.paymentStatus,
    currency: order.currency,
    productSubTotal: order.productSubTotal,
    shippingTotal: order.shippingTotal,
    taxTotal: order.taxTotal,
    orderTotal: order.orderTotal,
    productItems: list(order.productItems).map((item) => ({
      itemId: item.itemId,
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      price: item.price,
      priceAfterItemDiscount: item.priceAfterItemDiscount,
      shipmentId: item.shipmentId,
    })),
    shipments: list(order.shipments).map((shipment) => {
      const address = isObject(shipment.shippingAddress) ? shipment.shippingAddress : {};
      return {
        shipmentId: shipment.shipmentId,
        shipmentNo: shipment.shipmentNo,
        shippingStatus: shipment.shippingStatus,
        shippingMethod: isObject(shipment.shippingMethod) ? { id: shipment.shippingMethod.id, name: shipment.shippingMethod.name } : undefined,
        trackingNumber: shipment.trackingNumber,
        c_trackingUrl: shipment.c_trackingUrl,
        shippingAddress: { firstName: address.firstName, lastName: address.lastName, city: address.city, stateCode: address.stateCode, postalCode: address.postalCode, countryCode: address.countryCode },
      };
    }),
  };
}

export async function lookupOrder(db: Db, input: { orderNo: string; email: string; siteId: string }): Promise<Body> {
  const rows = await db.query<{ doc: Body }>(`SELECT doc FROM orders WHERE order_no = $1 AND lower(customer_email) = lower($2)`, [input.orderNo, input.email.trim()]);
  const doc = rows[0]?.doc;
  if (!doc || (doc.siteId !== undefined && doc.siteId !== input.siteId)) throw noSuchOrder();
  return trackingView(doc);
}

/**
 * Custom API `orders` v1 (order tracking, checkout spec §2 /track-order):
 *   POST order-lookup {orderNo, email}   the order's tracking view, for any shopper token (guests too)
 * shopper-orders getOrder needs the owner's token and `account/order-details` a signed-in owner; a
 * guest who kept the confirmation mail has neither.
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
}
