import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { jsonBody, mountScapi, shopperOf, siteOf } from '../http/context.ts';
import { badRequest } from '../http/problem.ts';
import { applicablePaymentMethods, setPaymentInstrumentHook } from '../baskets/payments.ts';
import { booleanParam } from '../http/context.ts';
import { basketPaymentHook } from '../payments/basket-hook.ts';
import { registerPaymentRoutes } from '../payments/routes.ts';
import { createOrder } from './create.ts';
import { addGiftCardToOrder, failOrder, updateOrderPaymentInstrument } from './payment.ts';
import { registerOrderLookupRoutes } from './lookup.ts';
import { loadShopperOrder } from './store.ts';

const MAX_ID_LENGTH = 100;

function basketIdOf(body: Record<string, unknown>): string {
  const basketId = body.basketId;
  if (basketId === undefined || basketId === null || basketId === '')
    throw badRequest(`The field 'basketId' is required.`, 'missing-basket-id', { invalidFields: ['basketId'] });
  if (typeof basketId !== 'string' || basketId.length > MAX_ID_LENGTH) {
    throw badRequest(
      `The field 'basketId' must be a string of at most ${MAX_ID_LENGTH} characters.`,
      'invalid-request-body',
      { invalidFields: ['basketId'] },
    );
  }
  return basketId;
}

/**
 * shopper-orders v1 (order placement, spec §4 "Placing an order"):
 *   POST  /orders                                          createOrder {basketId}
 *   GET   /orders/{orderNo}                                getOrder
 *   POST  /orders/{orderNo}/payment-instruments            createPaymentInstrumentForOrder (gift cards)
 *   PATCH /orders/{orderNo}/payment-instruments/{id}       updatePaymentInstrumentForOrder (card authorisation)
 *   GET   /orders/{orderNo}/payment-methods                getPaymentMethodsForOrder
 *   POST  /orders/{orderNo}/actions/fail                   failOrder
 * plus the custom APIs `payment` v1 (card tokens, gift card balance) and `orders` v1 (order lookup for tracking).
 */
export function registerOrderRoutes(app: SandboxApp): void {
  const api = mountScapi(app, '/checkout/shopper-orders/v1');

  const context = (c: SandboxContext) => ({ shopper: shopperOf(c), siteId: siteOf(c).id, now: c.var.sb.now() });

  api.post('/orders', async (c) => {
    const { shopper, siteId, now } = context(c);
    const basketId = basketIdOf(await jsonBody(c));
    const record = await createOrder(c.var.sb.db, { basketId, shopper, siteId, now });
    return c.json(record.doc);
  });

  api.get('/orders/:orderNo', async (c) => {
    const { shopper, siteId } = context(c);
    const record = await loadShopperOrder(c.var.sb.db, c.req.param('orderNo'), shopper, siteId);
    return c.json(record.doc);
  });

  api.get('/orders/:orderNo/payment-methods', async (c) => {
    const { shopper, siteId } = context(c);
    const record = await loadShopperOrder(c.var.sb.db, c.req.param('orderNo'), shopper, siteId);
    return c.json(
      applicablePaymentMethods({
        productItems: record.doc.productItems ?? [],
        c_paymentAmount: record.doc.c_paymentAmount,
      }),
    );
  });

  api.post('/orders/:orderNo/payment-instruments', async (c) => {
    const base = context(c);
    const record = await addGiftCardToOrder(c.var.sb.db, {
      ...base,
      orderNo: c.req.param('orderNo'),
      body: await jsonBody(c),
    });
    return c.json(record.doc);
  });

  api.patch('/orders/:orderNo/payment-instruments/:paymentInstrumentId', async (c) => {
    const base = context(c);
    const record = await updateOrderPaymentInstrument(c.var.sb.db, {
      ...base,
      orderNo: c.req.param('orderNo'),
      paymentInstrumentId: c.req.param('paymentInstrumentId'),
      body: await jsonBody(c),
    });
    return c.json(record.doc);
  });

  api.post('/orders/:orderNo/actions/fail', async (c) => {
    const base = context(c);
    const reopenBasket = booleanParam(c, 'reopenBasket');
    await failOrder(c.var.sb.db, { ...base, orderNo: c.req.param('orderNo'), body: await jsonBody(c), reopenBasket });
    return c.body(null, 204);
  });

  registerPaymentRoutes(app);
  registerOrderLookupRoutes(app);
  // Basket payment instruments are checked by this area (gift card balances, card tokens).
  setPaymentInstrumentHook(basketPaymentHook);
}
