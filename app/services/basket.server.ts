/**
 * The shopper's open basket: what the page shell needs (the bag count) and adding to it. The basket
 * id is kept in the session; when it is not known yet it is looked up once among the customer's
 * baskets, and created on the first add.
 */
import { bagDecision, soleVariantId, type AddedItem } from '~/models/add-to-bag.ts';
import { itemCount, quantityInBag, quotaExceededBasketIds, shippingShipmentId, type Basket } from '~/models/basket.ts';
import { MESSAGES } from '~/models/messages.ts';
import { variationLabel, type Product } from '~/models/product.ts';
import type { QuantityMessage } from '~/models/quantity.ts';
import { storefrontApis } from './app-token.server.ts';
import { productFrom, type CatalogScope } from './catalog.server.ts';
import { commerceProblem, shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';


/** A reason the shopper's add to bag was refused, in words the page shows. */
export class BagProblem extends Error {}

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
    const [existing] = problem?.status === 400 ? quotaExceededBasketIds(problem.body.basketIds) : [];
    if (!existing) throw error;
    basket = await apis.baskets.getBasket({ parameters: { basketId: existing } });
  }
  await session.update((data) => ({ ...data, basketId: basket.basketId ?? null }));
  return rememberBasket(session, basket as Basket & { basketId: string });
}

/** The product as it is right now (stock is read fresh for an add, not from the catalog cache). */
async function freshProduct(scope: CatalogScope, productId: string): Promise<Product | null> {
  const { products } = await storefrontApis(scope);
  try {
    return productFrom(await products.getProduct({ parameters: { id: productId, currency: scope.currency, locale: scope.locale } }), scope);
  } catch (error) {
    if ((await commerceProblem(error))?.status === 404) return null;
    throw error;
  }
}

/** The product to put into the bag as it is now (a single-variant master stands for its variant), or null. */
export async function productForBag(scope: CatalogScope, productId: string): Promise<Product | null> {
  const product = await freshProduct(scope, productId);
  const sole = product && soleVariantId(product);
  return sole ? freshProduct(scope, sole) : product;
}

/**
 * The one add/replace rule (`bagDecision`) against the basket: what it holds of the product outside
 * the line being replaced (`exceptItemId`) counts. A refusal is a BagProblem with the reason.
 */
export function decideForBag(product: Product | null, quantity: number, basket: Basket | null, exceptItemId?: string): { product: Product; quantity: number; message?: QuantityMessage } {
  const decided = bagDecision(product, quantity, quantityInBag(basket, product?.id ?? '', exceptItemId));
  if ('refused' in decided) throw new BagProblem(decided.refused);
  return { product: product!, ...decided };
}

/**
 * Adds a sellable product (a variant or a single item) for shipping by the one add/replace rule:
 * counting what the bag already holds, and reduced to the stock left.
 */
export async function addToBag(session: ShopperSession, scope: CatalogScope, productId: string, quantity: number): Promise<AddedItem> {
  const found = await productForBag(scope, productId);
  // What is refused whatever the bag holds is refused before a basket is created.
  decideForBag(found, quantity, null);
  const basket = await openBasket(session);
  const { product, quantity: toAdd, message } = decideForBag(found, quantity, basket);

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
    ...(message ? { message } : {}),
    bagCount: itemCount(updated),
  };
}
