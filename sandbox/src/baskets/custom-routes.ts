import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { jsonBody, mountCustomApi, shopperOf, siteOf } from '../http/context.ts';
import { missingParameter } from '../http/problem.ts';
import { defaultCountryFor, isPoBox } from '../commerce/shipping.ts';
import {
  applyGiftMessages,
  applyShipmentUpdates,
  applySubscriptionOptins,
  shippingCostsFor,
} from './custom-changes.ts';
import { requireShopperBasket, updateShopperBasket, type BasketTarget } from './store.ts';
import { invalidBody } from '../http/body.ts';

/**
 * The shop's basket custom APIs (SCAPI custom APIs, /custom/{api}/v1/organizations/{org}/…). Each takes
 * siteId and basketId query parameters and a shopper token, changes the shopper's basket like the
 * standard endpoints do (atomically, recalculated) and answers the basket. The changes themselves are
 * in custom-changes.ts.
 */

function basketTarget(c: SandboxContext): BasketTarget {
  const basketId = c.req.query('basketId');
  if (!basketId) throw missingParameter('basketId');
  return { basketId, shopper: shopperOf(c), siteId: siteOf(c).id, now: c.var.sb.now() };
}

export function registerBasketCustomRoutes(app: SandboxApp): void {
  const shipping = mountCustomApi(app, 'shipping');
  shipping.post('/gift-message', async (c) => {
    const body = await jsonBody<unknown>(c);
    return c.json(await updateShopperBasket(c.var.sb.db, basketTarget(c), (draft) => applyGiftMessages(draft, body)));
  });
  shipping.post('/update', async (c) => {
    const body = await jsonBody<unknown>(c);
    return c.json(
      await updateShopperBasket(c.var.sb.db, basketTarget(c), (draft) => applyShipmentUpdates(draft, body)),
    );
  });

  const product = mountCustomApi(app, 'product');
  product.post('/subscription-optins', async (c) => {
    const body = await jsonBody<unknown>(c);
    return c.json(
      await updateShopperBasket(c.var.sb.db, basketTarget(c), (draft, tx) => applySubscriptionOptins(tx, draft, body)),
    );
  });

  const payment = mountCustomApi(app, 'payment');
  /**
   * GET shipping-costs?city=&state=&postal=&country=&basketId=: what each shipping method would cost
   * for that destination and the basket's merchandise subtotal (promotions included).
   */
  payment.get('/shipping-costs', async (c) => {
    const target = basketTarget(c);
    const { db } = c.var.sb;
    const { basket } = await requireShopperBasket(db, target.basketId, target.shopper, target.siteId);
    const query = (name: string, max: number) => {
      const value = c.req.query(name)?.trim();
      if (value && value.length > max)
        throw invalidBody(`The parameter '${name}' must be at most ${max} characters long.`);
      return value || undefined;
    };
    const currency = basket.currency ?? 'USD';
    const country = query('country', 2)?.toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country))
      throw invalidBody(`The parameter 'country' must be a two-letter country code.`);
    const destination = {
      city: query('city', 256),
      stateCode: query('state', 6)?.toUpperCase(),
      postalCode: query('postal', 20),
      countryCode: country ?? defaultCountryFor(currency),
      address1: query('address1', 256),
      isPoBox: isPoBox(c.req.query('address1')),
      isStorePickup: false,
    };
    return c.json(await shippingCostsFor(db, basket, destination, target.now));
  });
}
