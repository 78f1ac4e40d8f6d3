import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { booleanParam, currencyOf, jsonBody, mountScapi, shopperOf, siteOf } from '../http/context.ts';
import { currencyForLocale } from '../sites.ts';
import { destinationOf } from '../commerce/shipping.ts';
import { loadRulebook } from '../commerce/rulebook.ts';
import { basketShippingOptions } from './custom-changes.ts';
import type { Basket } from '../commerce/types.ts';
import { addCoupon, removeCoupon } from './coupons.ts';
import { registerBasketCustomRoutes } from './custom-routes.ts';
import { addProductItems, removeProductItem, updateProductItem, updateProductItems } from './items.ts';
import {
  customerInfoFor,
  mergeGuestBasket,
  newBasketDocument,
  parseMergeMode,
  transferGuestBasket,
} from './lifecycle.ts';
import { addPaymentInstrument, removePaymentInstrument, updatePaymentInstrument } from './payment-instruments.ts';
import { applicablePaymentMethods } from './payments.ts';
import {
  assertRecipientLimit,
  createShipment,
  removeShipment,
  requireShipment,
  runBasketActions,
  setShippingAddress,
  setShippingMethod,
  updateShipment,
} from './shipments.ts';
import {
  claimTemporaryBasket,
  deleteBasket,
  findOpenBasket,
  basketQuotaExceeded,
  insertBasket,
  recalculate,
  requireShopperBasket,
  updateShopperBasket,
  type BasketTarget,
} from './store.ts';
import {
  applyCustomFields,
  type Body,
  customFields,
  invalidBody,
  isEmail,
  optionalString,
  requireObject,
} from '../http/body.ts';
import { parseAddress } from './validate.ts';

function target(c: SandboxContext): BasketTarget {
  return { basketId: c.req.param('basketId')!, shopper: shopperOf(c), siteId: siteOf(c).id, now: c.var.sb.now() };
}

async function objectBody(c: SandboxContext): Promise<Body> {
  return requireObject(await jsonBody<unknown>(c), 'body');
}

/** The currency of a new basket: the body's, else the locale's (en-US → USD, others → CAD), else the site's default. */
function newBasketCurrency(c: SandboxContext, body: Body): string {
  const site = siteOf(c);
  const requested = optionalString(body, 'currency', { max: 3 });
  if (requested) {
    if (!site.currencies.includes(requested))
      throw invalidBody(`The currency '${requested}' is not supported by site '${site.id}'.`);
    return requested;
  }
  const locale = c.req.query('locale');
  if (locale) {
    const currency = currencyForLocale(locale);
    if (site.currencies.includes(currency)) return currency;
  }
  return currencyOf(c, site);
}

function setCustomerEmail(basket: Basket, body: Body): void {
  const email = optionalString(body, 'email');
  if (!email || !isEmail(email)) throw invalidBody(`'email' must be a valid e-mail address.`);
  basket.customerInfo = { ...basket.customerInfo, email };
}

/** Every shopper-baskets route, relative to /checkout/shopper-baskets/{version}/organizations/{organizationId}. */
function registerBasketApi(api: SandboxApp, version: string): void {
  api.post('/baskets', async (c) => {
    const site = siteOf(c);
    const shopper = shopperOf(c);
    const { db } = c.var.sb;
    const now = c.var.sb.now();
    // Baskets v2 only: a temporary basket sits beside the shopper's cart and outside its quota.
    const temporary = version === 'v2' && booleanParam(c, 'temporary');
    const body = await objectBody(c);
    const currency = newBasketCurrency(c, body);
    const basket = await db.transaction(async (tx) => {
      if (temporary) {
        await claimTemporaryBasket(tx, shopper.customerId, site.id, now);
      } else {
        const existing = await findOpenBasket(tx, shopper.customerId, site.id);
        if (existing) throw basketQuotaExceeded(String(existing.basket.basketId));
      }
      const draft = newBasketDocument({ customerInfo: await customerInfoFor(tx, shopper), currency, now });
      if (temporary) Object.assign(draft, { temporaryBasket: true });
      if (body.customerInfo !== undefined && body.customerInfo !== null) {
        const info = requireObject(body.customerInfo, 'customerInfo');
        if (info.email !== undefined && info.email !== null) setCustomerEmail(draft, info);
      }
      if (body.billingAddress !== undefined && body.billingAddress !== null)
        draft.billingAddress = parseAddress(body.billingAddress, 'billingAddress');
      applyCustomFields(draft, customFields(body, 'body', { except: ['c_actions'] }));
      if (body.shipments !== undefined && body.shipments !== null) {
        if (!Array.isArray(body.shipments)) throw invalidBody(`'shipments' must be a JSON array.`);
        const { shippingMethods } = await loadRulebook(tx);
        body.shipments.forEach((value, index) => {
          const shipment = requireObject(value, `shipments[${index}]`);
          if (shipment.shipmentId === 'me')
            updateShipment(draft, 'me', shipment, shippingMethods, `shipments[${index}]`);
          else createShipment(draft, shipment, shippingMethods, `shipments[${index}]`);
        });
      }
      assertRecipientLimit(null, draft, site.recipientLimit);
      if (body.productItems !== undefined) await addProductItems(tx, draft, body.productItems);
      const calculated = await recalculate(tx, draft, site.id, now);
      await insertBasket(tx, calculated, site.id);
      return calculated;
    });
    return c.json(basket);
  });

  api.post('/baskets/actions/merge', async (c) => {
    const basket = await mergeGuestBasket(
      { db: c.var.sb.db, shopper: shopperOf(c), siteId: siteOf(c).id, now: c.var.sb.now() },
      {
        createDestinationBasket: booleanParam(c, 'createDestinationBasket'),
        mode: parseMergeMode(c.req.query('productItemMergeMode')),
      },
    );
    return c.json(basket);
  });

  api.post('/baskets/actions/transfer', async (c) => {
    const basket = await transferGuestBasket(
      { db: c.var.sb.db, shopper: shopperOf(c), siteId: siteOf(c).id, now: c.var.sb.now() },
      { overrideExisting: booleanParam(c, 'overrideExisting'), merge: booleanParam(c, 'merge') },
    );
    return basket ? c.json(basket) : c.body(null, 204);
  });

  api.get('/baskets/:basketId', async (c) => {
    const { basketId, shopper, siteId } = target(c);
    return c.json((await requireShopperBasket(c.var.sb.db, basketId, shopper, siteId)).basket);
  });

  api.patch('/baskets/:basketId', async (c) => {
    const body = await objectBody(c);
    const site = siteOf(c);
    const { db } = c.var.sb;
    const basket = await updateShopperBasket(db, target(c), async (draft, tx) => {
      const currency = optionalString(body, 'currency', { max: 3 });
      if (currency) {
        if (!site.currencies.includes(currency))
          throw invalidBody(`The currency '${currency}' is not supported by site '${site.id}'.`);
        draft.currency = currency;
      }
      applyCustomFields(
        draft,
        customFields(body, 'body', { except: ['c_actions', 'c_paymentAmount', 'c_flashes', 'c_qualifiers'] }),
      );
      if (body.c_actions !== undefined && body.c_actions !== null)
        runBasketActions(draft, body.c_actions, (await loadRulebook(tx)).shippingMethods);
    });
    return c.json(basket);
  });

  api.delete('/baskets/:basketId', async (c) => {
    const { basketId, shopper, siteId } = target(c);
    const { db } = c.var.sb;
    await db.transaction(async (tx) => {
      await requireShopperBasket(tx, basketId, shopper, siteId, { forUpdate: true });
      await deleteBasket(tx, basketId);
    });
    return c.body(null, 204);
  });

  api.post('/baskets/:basketId/items', async (c) => {
    const body = await jsonBody<unknown>(c);
    const { db } = c.var.sb;
    return c.json(await updateShopperBasket(db, target(c), (draft, tx) => addProductItems(tx, draft, body)));
  });

  api.patch('/baskets/:basketId/items', async (c) => {
    const body = await jsonBody<unknown>(c);
    const { db } = c.var.sb;
    return c.json(await updateShopperBasket(db, target(c), (draft, tx) => updateProductItems(tx, draft, body)));
  });

  api.patch('/baskets/:basketId/items/:itemId', async (c) => {
    const body = await objectBody(c);
    const { db } = c.var.sb;
    return c.json(
      await updateShopperBasket(db, target(c), (draft, tx) =>
        updateProductItem(tx, draft, c.req.param('itemId'), body),
      ),
    );
  });

  api.delete('/baskets/:basketId/items/:itemId', async (c) => {
    return c.json(
      await updateShopperBasket(c.var.sb.db, target(c), (draft) => removeProductItem(draft, c.req.param('itemId'))),
    );
  });

  api.put('/baskets/:basketId/customer', async (c) => {
    const body = await objectBody(c);
    return c.json(await updateShopperBasket(c.var.sb.db, target(c), (draft) => setCustomerEmail(draft, body)));
  });

  api.put('/baskets/:basketId/billing-address', async (c) => {
    const body = await objectBody(c);
    const useAsShipping = booleanParam(c, 'useAsShipping');
    return c.json(
      await updateShopperBasket(c.var.sb.db, target(c), (draft) => {
        draft.billingAddress = parseAddress(body, 'body');
        if (useAsShipping) setShippingAddress(draft, 'me', body, false);
      }),
    );
  });

  api.post('/baskets/:basketId/shipments', async (c) => {
    const body = await objectBody(c);
    const { db } = c.var.sb;
    return c.json(
      await updateShopperBasket(
        db,
        target(c),
        async (draft, tx) => void createShipment(draft, body, (await loadRulebook(tx)).shippingMethods),
      ),
    );
  });

  api.patch('/baskets/:basketId/shipments/:shipmentId', async (c) => {
    const body = await objectBody(c);
    const { db } = c.var.sb;
    return c.json(
      await updateShopperBasket(db, target(c), async (draft, tx) =>
        updateShipment(draft, c.req.param('shipmentId'), body, (await loadRulebook(tx)).shippingMethods),
      ),
    );
  });

  api.delete('/baskets/:basketId/shipments/:shipmentId', async (c) => {
    return c.json(
      await updateShopperBasket(c.var.sb.db, target(c), (draft) => removeShipment(draft, c.req.param('shipmentId'))),
    );
  });

  api.put('/baskets/:basketId/shipments/:shipmentId/shipping-address', async (c) => {
    const body = await objectBody(c);
    const useAsBilling = booleanParam(c, 'useAsBilling');
    return c.json(
      await updateShopperBasket(c.var.sb.db, target(c), (draft) =>
        setShippingAddress(draft, c.req.param('shipmentId'), body, useAsBilling),
      ),
    );
  });

  api.put('/baskets/:basketId/shipments/:shipmentId/shipping-method', async (c) => {
    const body = await objectBody(c);
    const { db } = c.var.sb;
    return c.json(
      await updateShopperBasket(db, target(c), async (draft, tx) => {
        const id = optionalString(body, 'id', { max: 100 });
        if (!id) throw invalidBody(`'id' is required.`);
        setShippingMethod(
          draft,
          requireShipment(draft, c.req.param('shipmentId')),
          id,
          (await loadRulebook(tx)).shippingMethods,
        );
      }),
    );
  });

  api.get('/baskets/:basketId/shipments/:shipmentId/shipping-methods', async (c) => {
    const { basketId, shopper, siteId, now } = target(c);
    const { db } = c.var.sb;
    const { basket } = await requireShopperBasket(db, basketId, shopper, siteId);
    const shipment = requireShipment(basket, c.req.param('shipmentId'));
    return c.json(
      await basketShippingOptions(
        db,
        basket,
        destinationOf(shipment, basket.currency ?? 'USD'),
        shipment.productSubTotal ?? 0,
        now,
      ),
    );
  });

  api.post('/baskets/:basketId/payment-instruments', async (c) => {
    const body = await objectBody(c);
    const context = { siteId: siteOf(c).id, shopper: shopperOf(c), now: c.var.sb.now() };
    return c.json(
      await updateShopperBasket(c.var.sb.db, target(c), (draft, tx) =>
        addPaymentInstrument({ ...context, db: tx }, draft, body),
      ),
    );
  });

  api.patch('/baskets/:basketId/payment-instruments/:paymentInstrumentId', async (c) => {
    const body = await objectBody(c);
    const context = { siteId: siteOf(c).id, shopper: shopperOf(c), now: c.var.sb.now() };
    return c.json(
      await updateShopperBasket(c.var.sb.db, target(c), (draft, tx) =>
        updatePaymentInstrument({ ...context, db: tx }, draft, c.req.param('paymentInstrumentId'), body),
      ),
    );
  });

  api.delete('/baskets/:basketId/payment-instruments/:paymentInstrumentId', async (c) => {
    return c.json(
      await updateShopperBasket(c.var.sb.db, target(c), (draft) =>
        removePaymentInstrument(draft, c.req.param('paymentInstrumentId')),
      ),
    );
  });

  api.get('/baskets/:basketId/payment-methods', async (c) => {
    const { basketId, shopper, siteId } = target(c);
    const { basket } = await requireShopperBasket(c.var.sb.db, basketId, shopper, siteId);
    return c.json(applicablePaymentMethods(basket));
  });

  api.post('/baskets/:basketId/coupons', async (c) => {
    const body = await objectBody(c);
    const { db } = c.var.sb;
    const now = c.var.sb.now();
    return c.json(
      await updateShopperBasket(db, target(c), async (draft, tx) =>
        addCoupon(draft, body, await loadRulebook(tx), now),
      ),
    );
  });

  api.delete('/baskets/:basketId/coupons/:couponItemId', async (c) => {
    return c.json(
      await updateShopperBasket(c.var.sb.db, target(c), (draft) => removeCoupon(draft, c.req.param('couponItemId'))),
    );
  });

  api.get('/baskets/:basketId/price-books', async (c) => {
    const { basketId, shopper, siteId } = target(c);
    const { basket } = await requireShopperBasket(c.var.sb.db, basketId, shopper, siteId);
    const currency = (basket.currency ?? 'USD').toLowerCase();
    return c.json([`${currency}-list-prices`, `${currency}-sale-prices`]);
  });
}

/** shopper-baskets, served with the same behaviour under v1 and v2, plus the basket custom APIs. */
export function registerBasketRoutes(app: SandboxApp): void {
  for (const version of ['v1', 'v2'])
    registerBasketApi(mountScapi(app, `/checkout/shopper-baskets/${version}`), version);
  registerBasketCustomRoutes(app);
}
