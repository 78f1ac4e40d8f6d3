/**
 * What the shopper does to the bag, through SCAPI shopper-baskets (catalog spec §4, checkout spec
 * §4, §7): add, replace a line, change a quantity, remove a line, apply and remove promo codes, each
 * change followed by the inventory check; and what the pages show of it (the bag page's view, whose
 * lines' products come from one batched catalog read, and the header's count). A change the bag
 * refuses is a BagProblem.
 */
import { bagDecision, soleVariantId, type AddedItem } from '~/models/add-to-bag.ts';
import {
  bagView,
  basketThresholdMet,
  couponOutcome,
  couponRefusal,
  discountBanner,
  findCoupon,
  fillMessage,
  isCollateralProduct,
  promoCodeCannotBeAdded,
  thresholdValidationEnabled,
  type BagView,
} from '~/models/bag.ts';
import {
  chosenShippingMethodId,
  itemCount,
  quantityInBag,
  shippingShipment,
  shippingShipmentId,
  type Basket,
} from '~/models/basket.ts';
import { boxCandyIds, boxRules, candyStock, candyStockProblem, parseCustomMix } from '~/models/custom-mix.ts';
import { E_GIFT_CARD_PRODUCT_ID, eGiftCardLimitProblem } from '~/models/e-gift-card.ts';
import {
  checkInventory,
  inventoryBatches,
  stockFromInventoryReply,
  type InventoryCheck,
} from '~/models/inventory-check.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { variationLabel, type Product } from '~/models/product.ts';
import type { QuantityMessage } from '~/models/quantity.ts';
import { chooseShippingMethod } from '~/models/shipping-method.ts';
import { storefrontApis } from './app-token.server.ts';
import type { RequestBasket } from './basket.server.ts';
import { freshProducts, getProducts, productFrom, type CatalogScope } from './catalog.server.ts';
import { commerceProblem, shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';
import { shippingMethods } from './shipping.server.ts';

/** A change the shopper asked for that the bag refused, in words the page shows (a 400). */
export class BagProblem extends Error {}

/** What a change did: the messages to show (inventory check first, then the change's own). */
export interface BagChange {
  messages: string[];
  /** The change itself was refused for a reason the shopper can act on; the inventory check still ran. */
  refused?: string;
}

/** The lines' products by id, in one batched (cached) catalog read. */
export async function lineProducts(scope: CatalogScope, basket: Basket | null): Promise<Map<string, Product>> {
  const ids = [
    ...(basket?.productItems ?? []).map((item) => item.productId).filter((id): id is string => Boolean(id)),
    ...boxCandyIds(basket?.productItems),
  ];
  const products = await getProducts(scope, ids);
  return new Map(products.map((product) => [product.id, product]));
}

/** The bag page's view of the shopper's basket (none yet: the empty bag). */
export async function loadBag(requestBasket: RequestBasket, scope: CatalogScope): Promise<BagView> {
  const basket = (await requestBasket.current()) as Basket | null;
  return bagView(basket, await lineProducts(scope, basket), scope.siteId);
}

/** The header's bag count. */
export async function bagCount(requestBasket: RequestBasket): Promise<number> {
  return itemCount(await requestBasket.current());
}

/** Checkout spec §4: whether checkout may start (the checkout layout enforces it too). */
export async function isThresholdMet(scope: CatalogScope, basket: Basket | null): Promise<boolean> {
  if (!thresholdValidationEnabled(scope.siteId)) return true;
  const products = await lineProducts(scope, basket);
  return basketThresholdMet(basket, {
    validationEnabled: true,
    isCollateral: (id) => isCollateralProduct(products.get(id)),
  });
}

async function basketWithLine(requestBasket: RequestBasket, itemId: string) {
  const basket = await requestBasket.current();
  const item = basket?.productItems?.find((line) => line.itemId === itemId);
  if (!basket?.basketId || !item) throw new BagProblem(BAG_MESSAGES.bagItemGone);
  return { basket: basket as Basket & { basketId: string }, item };
}

/**
 * Spec §7: the online stock of the basket's products, read in requests of 10 products. A request
 * that fails is logged and leaves its products unchecked (spec: failures return an empty object).
 */
async function basketStock(session: ShopperSession, basket: Basket): Promise<Map<string, number>> {
  const apis = await session.apis();
  const ids = (basket.productItems ?? []).map((item) => item.productId ?? '');
  const replies = await Promise.all(
    inventoryBatches(ids).map(async (batch) => {
      try {
        return stockFromInventoryReply(
          await apis.custom('scapi', 'products-inventory', { parameters: { c_productIds: batch.join(',') } }),
        );
      } catch (error) {
        console.warn('[bag] inventory check failed:', (error as Error)?.message ?? error);
        return new Map<string, number>();
      }
    }),
  );
  return new Map(replies.flatMap((reply) => [...reply]));
}

/**
 * Spec §4: the inventory check after a basket change. Lines above the stock are brought down to it
 * in one batched update; the messages say what changed.
 */
async function inventoryCheck(
  session: ShopperSession,
  requestBasket: RequestBasket,
  basket: Basket & { basketId: string },
): Promise<InventoryCheck> {
  const lines = (basket.productItems ?? []).flatMap((item) =>
    item.itemId && item.productId
      ? [{ itemId: item.itemId, productId: item.productId, quantity: item.quantity ?? 0 }]
      : [],
  );
  if (!lines.length) return { changes: [], exceptions: [], messages: [] };
  const check = checkInventory(lines, await basketStock(session, basket));
  if (check.changes.length) {
    const apis = await session.apis();
    requestBasket.remember(
      await apis.baskets.updateItemsInBasket({
        parameters: { basketId: basket.basketId },
        body: check.changes.map((change) => ({ itemId: change.itemId, quantity: change.to })) as never,
      }),
    );
  }
  return check;
}

/** The product as it is right now (stock is read fresh for an add, not from the catalog cache). */
async function freshProduct(scope: CatalogScope, productId: string): Promise<Product | null> {
  const { products } = await storefrontApis(scope);
  try {
    return productFrom(
      await products.getProduct({ parameters: { id: productId, currency: scope.currency, locale: scope.locale } }),
      scope,
    );
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
export function decideForBag(
  product: Product | null,
  quantity: number,
  basket: Basket | null,
  exceptItemId?: string,
): { product: Product; quantity: number; message?: QuantityMessage } {
  const decided = bagDecision(product, quantity, quantityInBag(basket, product?.id ?? '', exceptItemId));
  if ('refused' in decided) throw new BagProblem(decided.refused);
  return { product: product!, ...decided };
}

/**
 * Adds a sellable product (a variant or a single item) for shipping by the one add/replace rule:
 * counting what the bag already holds, and reduced to the stock left.
 */
export async function addToBag(
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  productId: string,
  quantity: number,
): Promise<AddedItem> {
  const found = await productForBag(scope, productId);
  // What is refused whatever the bag holds is refused before a basket is created.
  decideForBag(found, quantity, null);
  const basket = await requestBasket.open();
  const { product, quantity: toAdd, message } = decideForBag(found, quantity, basket);

  const apis = await session.apis();
  let updated: Basket;
  try {
    updated = requestBasket.remember(
      await apis.baskets.addItemToBasket({
        parameters: { basketId: basket.basketId },
        body: [{ productId: product.id, quantity: toAdd, shipmentId: shippingShipmentId(basket) }],
      }),
    );
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    throw new BagProblem(problem.detail ?? MESSAGES.cannotAddToBag);
  }
  return addedItem(product, toAdd, updated, message);
}

/** What the "Added to Your Bag" sheet and message show of an add. */
export function addedItem(product: Product, quantity: number, updated: Basket, message?: QuantityMessage): AddedItem {
  const variation = variationLabel(product, product.variationValues);
  return {
    productId: product.id,
    name: product.name,
    ...(variation ? { variation } : {}),
    quantity,
    price: product.price,
    currency: product.currency,
    ...(product.images[0] ? { image: product.images[0] } : {}),
    ...(message ? { message } : {}),
    bagCount: itemCount(updated),
    bagSubtotal: updated.productSubTotal ?? 0,
    discount: discountBanner(updated),
  };
}

/** A refusal of the commerce API as words (4xx); outages and bugs go on to the error page. */
async function refusal(error: unknown, fallback: string): Promise<string> {
  if (error instanceof BagProblem) return error.message;
  const problem = await shopperFacingProblem(error);
  return problem.detail && !/[{}<>]/.test(problem.detail) ? problem.detail : fallback;
}

/**
 * Catalog spec §4 "Custom-mix builder": more boxes of a custom-mix line need each candy in stock for them, as when the box
 * went into the bag (custom-mix.server.ts). Null for any other line.
 */
async function boxStockProblem(
  scope: CatalogScope,
  item: { productId?: string; c_customMix?: unknown },
  quantity: number,
): Promise<string | null> {
  const candies = (parseCustomMix(item.c_customMix) ?? []).filter((candy) => candy.qty > 0);
  if (!item.productId || !candies.length) return null;
  const fresh = await freshProducts(scope, [item.productId, ...candies.map((candy) => candy.pid)]);
  const box = fresh.find((product) => product.id === item.productId);
  // Only the unit type matters here (pieces counted one by one need that many of each candy per box).
  return candyStockProblem(candies, candyStock(fresh), quantity, boxRules(box?.customMix, 0).unitType);
}

/** Spec §4 (quantity selector): a line's new quantity; 0 removes it. Refusals are BagProblems. */
export async function updateQuantity(
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  itemId: string,
  quantity: number,
): Promise<BagChange> {
  const { basket, item } = await basketWithLine(requestBasket, itemId);
  if (quantity === 0) return removeLine(session, requestBasket, itemId);
  if (item.productId === E_GIFT_CARD_PRODUCT_ID) {
    const amount = (item as { c_giftCardAmount?: unknown }).c_giftCardAmount;
    const problem = eGiftCardLimitProblem(basket.productItems ?? [], {
      itemId,
      amount: typeof amount === 'number' ? amount : 0,
      quantity,
    });
    if (problem) throw new BagProblem(problem);
  }
  const [product] = await getProducts(scope, [item.productId ?? '']);
  const limit = product?.quantityLimit;
  if (limit !== undefined) {
    const elsewhere = (basket.productItems ?? [])
      .filter((line) => line.productId === item.productId && line.itemId !== itemId)
      .reduce((sum, line) => sum + (line.quantity ?? 0), 0);
    if (elsewhere + quantity > limit) throw new BagProblem(fillMessage(BAG_MESSAGES.bagQuantityLimit, { limit }));
  }
  if (quantity > (item.quantity ?? 0)) {
    const stockProblem = await boxStockProblem(scope, item, quantity);
    if (stockProblem) throw new BagProblem(stockProblem);
  }
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    updated = requestBasket.remember(
      (await apis.baskets.updateItemInBasket({
        parameters: { basketId: basket.basketId, itemId },
        body: { quantity } as never,
      })) as Basket & { basketId: string },
    );
  } catch (error) {
    throw new BagProblem(await refusal(error, MESSAGES.genericError));
  }
  const check = await inventoryCheck(session, requestBasket, updated);
  return { messages: check.messages.length ? check.messages : [BAG_MESSAGES.bagUpdated] };
}

/** Removes a line (the confirmation's "Yes"). A line already gone counts as removed. */
export async function removeLine(
  session: ShopperSession,
  requestBasket: RequestBasket,
  itemId: string,
): Promise<BagChange> {
  const basket = await requestBasket.current();
  const item = basket?.productItems?.find((line) => line.itemId === itemId);
  if (!basket?.basketId || !item) return { messages: [BAG_MESSAGES.bagItemGone] };
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    updated = requestBasket.remember(
      (await apis.baskets.removeItemFromBasket({ parameters: { basketId: basket.basketId, itemId } })) as Basket & {
        basketId: string;
      },
    );
  } catch (error) {
    if ((await commerceProblem(error))?.status === 404) return { messages: [BAG_MESSAGES.bagItemGone] };
    throw new BagProblem(await refusal(error, MESSAGES.genericError));
  }
  const check = await inventoryCheck(session, requestBasket, updated);
  return {
    messages: [
      fillMessage(BAG_MESSAGES.bagItemRemoved, { name: item.productName ?? item.productId ?? 'The item' }),
      ...check.messages,
    ],
  };
}

/**
 * Spec §4, §5: applies a promo code. SCAPI refuses unknown and expired codes (unknown); a code that
 * is valid but applies to nothing in the bag (no_applicable_promotion) is removed again — after
 * giving a shipping promotion (FREESHIP) its chance with the default shipping method.
 */
export async function applyCoupon(
  session: ShopperSession,
  requestBasket: RequestBasket,
  code: string,
): Promise<BagChange> {
  const basket = await requestBasket.current();
  if (!basket?.basketId || !(basket.productItems ?? []).length || findCoupon(basket, code))
    throw new BagProblem(promoCodeCannotBeAdded(code));
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    updated = requestBasket.remember(
      (await apis.baskets.addCouponToBasket({
        parameters: { basketId: basket.basketId },
        body: { code },
      })) as Basket & { basketId: string },
    );
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    throw new BagProblem(couponRefusal(code, problem));
  }
  let outcome = couponOutcome(updated, code);
  if (!outcome.keep && !chosenShippingMethodId(shippingShipment(updated))) {
    // A shipping promotion only applies to a shipment with a method: choose the default one
    // (spec §4: UPSGT_Disc when offered, else the first) and look at the code again.
    const method = chooseShippingMethod(await shippingMethods(session, updated));
    if (method) {
      updated = requestBasket.remember(
        (await apis.baskets.updateShippingMethodForShipment({
          parameters: { basketId: updated.basketId, shipmentId: shippingShipmentId(updated) },
          body: { id: method },
        })) as Basket & { basketId: string },
      );
      outcome = couponOutcome(updated, code);
    }
  }
  if (!outcome.keep && outcome.couponItemId) {
    updated = requestBasket.remember(
      (await apis.baskets.removeCouponFromBasket({
        parameters: { basketId: updated.basketId, couponItemId: outcome.couponItemId },
      })) as Basket & { basketId: string },
    );
  }
  const check = await inventoryCheck(session, requestBasket, updated);
  return outcome.keep
    ? { messages: [outcome.message, ...check.messages] }
    : { messages: check.messages, refused: outcome.message };
}

/** Removes a promo code; one already gone counts as removed. */
export async function removeCoupon(
  session: ShopperSession,
  requestBasket: RequestBasket,
  couponItemId: string,
): Promise<BagChange> {
  const basket = await requestBasket.current();
  const coupon = basket?.couponItems?.find((entry) => entry.couponItemId === couponItemId);
  if (!basket?.basketId || !coupon) return { messages: [] };
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    updated = requestBasket.remember(
      (await apis.baskets.removeCouponFromBasket({
        parameters: { basketId: basket.basketId, couponItemId },
      })) as Basket & { basketId: string },
    );
  } catch (error) {
    if ((await commerceProblem(error))?.status === 404) return { messages: [] };
    throw new BagProblem(await refusal(error, MESSAGES.genericError));
  }
  const check = await inventoryCheck(session, requestBasket, updated);
  return { messages: [fillMessage(BAG_MESSAGES.promoCodeRemoved, { code: coupon.code ?? '' }), ...check.messages] };
}

/** The line a bag edit link names, when it is still in the bag (checkout spec §2). */
export async function lineToEdit(
  session: ShopperSession,
  requestBasket: RequestBasket,
  itemId: string | null,
): Promise<{ itemId: string; productId: string; quantity: number } | null> {
  if (!itemId || !session.customerKind) return null;
  const item = (await requestBasket.current())?.productItems?.find((line) => line.itemId === itemId);
  return item?.itemId && item.productId
    ? { itemId: item.itemId, productId: item.productId, quantity: item.quantity ?? 1 }
    : null;
}

/**
 * The product page's "Update" in edit mode: the line becomes the chosen variant in the chosen
 * quantity (SCAPI replaces a line's product when the update names another one), decided by the same
 * rule as an add (the line itself does not count against the limit and stock), then the inventory check.
 */
export async function replaceLine(
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  itemId: string,
  productId: string,
  quantity: number,
): Promise<BagChange> {
  const { basket, item } = await basketWithLine(requestBasket, itemId);
  // An e-gift card line is made by its form and kept by the quantity selector (under its caps). Its product
  // swapped for another would sit in the card's electronic shipment, neither shipped nor taxed; an ordinary
  // line swapped for the card would be a card without recipient or amount.
  if (item.productId === E_GIFT_CARD_PRODUCT_ID || productId === E_GIFT_CARD_PRODUCT_ID)
    throw new BagProblem(MESSAGES.cannotAddToBag);
  const chosen = decideForBag(await productForBag(scope, productId), quantity, basket, itemId);
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    const body =
      chosen.product.id === item.productId
        ? { quantity: chosen.quantity }
        : { productId: chosen.product.id, quantity: chosen.quantity };
    updated = requestBasket.remember(
      (await apis.baskets.updateItemInBasket({
        parameters: { basketId: basket.basketId, itemId },
        body: body as never,
      })) as Basket & { basketId: string },
    );
  } catch (error) {
    throw new BagProblem(await refusal(error, MESSAGES.cannotAddToBag));
  }
  const check = await inventoryCheck(session, requestBasket, updated);
  return { messages: [BAG_MESSAGES.bagUpdated, ...(chosen.message ? [chosen.message] : []), ...check.messages] };
}
