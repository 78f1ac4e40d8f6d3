/**
 * The shopper's open basket: what the page shell needs (the bag count) and adding to it. The basket
 * id is kept in the session; when it is not known yet it is looked up once among the customer's
 * baskets, and created on the first add.
 */
import type { AddedItem } from '~/models/add-to-bag.ts';
import { itemCount, shippingShipmentId, type Basket } from '~/models/basket.ts';
import { isBuyable } from '~/models/availability.ts';
import { MESSAGES } from '~/models/messages.ts';
import { variationLabel, type Product } from '~/models/product.ts';
import { checkQuantity } from '~/models/quantity.ts';
import { storefrontApis } from './app-token.server.ts';
import { productFrom, type CatalogScope } from './catalog.server.ts';
import { commerceProblem, shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';


/** A reason the shopper's add to bag was refused, in words the page shows. */
export class BagProblem extends Error {}

/** Spec (pickup messages): what a pickup-only product says while pickup is not offered here. */
const PICKUP_ONLY = 'This product is only available to collect in store.';

/**
 * The basket as this request last read or changed it. The root, checkout-layout and page loaders of
 * one request all ask for it; it is read once. Every change made through SCAPI returns the new
 * basket, which replaces it here (`rememberBasket`).
 */
const requestBaskets = new WeakMap<ShopperSession, Promise<Basket | null>>();

export function rememberBasket<T extends Basket | null>(session: ShopperSession, basket: T): T {
  requestBaskets.set(session, Promise.resolve(basket));
  return basket;
}

/** The open basket, or null when the shopper has none (nothing is created here). */
export function currentBasket(session: ShopperSession): Promise<Basket | null> {
  let basket = requestBaskets.get(session);
  if (!basket) {
    basket = readBasket(session);
    requestBaskets.set(session, basket);
    // A failed read is not remembered: the next caller asks again.
    basket.catch(() => requestBaskets.delete(session));
  }
  return basket;
}

async function readBasket(session: ShopperSession): Promise<Basket | null> {
  if (!session.customerKind || session.basketId === null) return null;
  const apis = await session.apis();
  if (session.basketId) {
    try {
      return await apis.baskets.getBasket({ parameters: { basketId: session.basketId } });
    } catch (error) {
      // An ordered or deleted basket: forget it and look again.
      if ((await commerceProblem(error))?.status !== 404) throw error;
    }
  }
  const { baskets } = await apis.customers.getCustomerBaskets({ parameters: { customerId: await session.customerId() } });
  const basket = baskets?.[0] ?? null;
  await session.update((data) => ({ ...data, basketId: basket?.basketId ?? null }));
  return basket;
}

export async function bagCount(session: ShopperSession): Promise<number> {
  return itemCount(await currentBasket(session));
}

/** The open basket, created when there is none (a concurrent create finds the one that won). */
export async function openBasket(session: ShopperSession): Promise<Basket & { basketId: string }> {
  const existing = session.customerKind ? await currentBasket(session) : null;
  if (existing?.basketId) return existing as Basket & { basketId: string };
  const apis = await session.apis();
  let basket: Basket;
  try {
    basket = await apis.baskets.createBasket({ body: {} });
  } catch (error) {
    const problem = await commerceProblem(error);
    const listed = problem?.status === 400 ? problem.body.basketIds : undefined;
    const ids = Array.isArray(listed) ? listed.filter((id): id is string => typeof id === 'string') : [];
    if (!ids[0]) throw error;
    basket = await apis.baskets.getBasket({ parameters: { basketId: ids[0] } });
  }
  await session.update((data) => ({ ...data, basketId: basket.basketId ?? null }));
  return rememberBasket(session, basket as Basket & { basketId: string });
}

/** The product as it is right now (stock is read fresh for an add, not from the catalog cache). */
async function freshProduct(scope: CatalogScope, productId: string): Promise<Product | null> {
  const { products } = await storefrontApis(scope.siteId);
  try {
    return productFrom(await products.getProduct({ parameters: { id: productId, currency: scope.currency, locale: scope.locale } }), scope);
  } catch (error) {
    if ((await commerceProblem(error))?.status === 404) return null;
    throw error;
  }
}

/**
 * Adds a sellable product (a variant or a single item) for shipping. Refuses what cannot be bought
 * (masters without a choice, custom-mix boxes, pickup-only, out of stock, coming soon, in shops only)
 * and reduces the quantity to the stock left, counting what the bag already holds.
 */
export async function addToBag(session: ShopperSession, scope: CatalogScope, productId: string, quantity: number): Promise<AddedItem> {
  let product = await freshProduct(scope, productId);
  if (!product) throw new BagProblem(MESSAGES.productUnavailable);
  if (product.kind === 'master') {
    // A master stands for its variant only when it has exactly one.
    const sole = product.variants.length === 1 ? product.variants[0] : undefined;
    product = sole ? await freshProduct(scope, sole.productId) : null;
    if (!product) throw new BagProblem(MESSAGES.cannotAddToBag);
  }
  if (product.flags.isCustomMix) throw new BagProblem(MESSAGES.cannotAddToBag);
  if (product.flags.isPickupOnly) throw new BagProblem(PICKUP_ONLY);
  if (!isBuyable(product)) throw new BagProblem(MESSAGES.cannotAddToBag);

  const basket = await openBasket(session);
  const inBag = (basket.productItems ?? []).filter((item) => item.productId === product.id).reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  const check = checkQuantity(inBag + quantity, { stock: product.stock ?? 0, ...(product.quantityLimit ? { quantityLimit: product.quantityLimit } : {}) });
  if (!check.accepted) throw new BagProblem(check.message ?? MESSAGES.cannotAddToBag);
  const toAdd = check.quantity - inBag;
  if (toAdd <= 0) throw new BagProblem(MESSAGES.quantitiesLimited);

  const apis = await session.apis();
  let updated: Basket;
  try {
    updated = rememberBasket(
      session,
      await apis.baskets.addItemToBasket({
        parameters: { basketId: basket.basketId },
        body: [{ productId: product.id, quantity: toAdd, shipmentId: shippingShipmentId(basket) }],
      }),
    );
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    throw new BagProblem(problem.detail ?? MESSAGES.cannotAddToBag);
  }
  const variation = variationLabel(product, product.variationValues);
  return {
    productId: product.id,
    name: product.name,
    ...(variation ? { variation } : {}),
    quantity: toAdd,
    price: product.price,
    currency: product.currency,
    ...(product.images[0] ? { image: product.images[0] } : {}),
    ...(check.message ? { message: check.message } : {}),
    bagCount: itemCount(updated),
  };
}
