/**
 * The bag's changes through SCAPI shopper-baskets (checkout spec §4, §7): quantities, removals,
 * promo codes and line edits, each followed by the inventory check; and the bag page's data, whose
 * lines' products (images, variations, limits) come from one batched catalog read.
 */
import { bagView, basketThresholdMet, couponOutcome, couponRefusal, findCoupon, fillMessage, isCollateralProduct, promoCodeCannotBeAdded, thresholdValidationEnabled, type BagView } from '~/models/bag.ts';
import { chosenShippingMethodId, shippingShipment, shippingShipmentId, type Basket } from '~/models/basket.ts';
import { checkInventory, inventoryBatches, stockFromInventoryReply, type InventoryCheck } from '~/models/inventory-check.ts';
import { MESSAGES } from '~/models/messages.ts';
import type { Product } from '~/models/product.ts';
import { chooseShippingMethod } from '~/models/shipping-method.ts';
import { BagProblem, currentBasket, decideForBag, productForBag, rememberBasket } from './basket.server.ts';
import { getProducts, type CatalogScope } from './catalog.server.ts';
import { commerceProblem, shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';
import { shippingMethods } from './shipping.server.ts';

/** A change the shopper asked for that the bag refused, in words the page shows (a 400). */
export class CartProblem extends Error {}

/** What a change did: the messages to show (inventory check first, then the change's own). */
export interface CartChange {
  messages: string[];
  /** The change itself was refused for a reason the shopper can act on; the inventory check still ran. */
  refused?: string;
}

/** The lines' products by id, in one batched (cached) catalog read. */
async function lineProducts(scope: CatalogScope, basket: Basket | null): Promise<Map<string, Product>> {
  const ids = (basket?.productItems ?? []).map((item) => item.productId).filter((id): id is string => Boolean(id));
  const products = await getProducts(scope, ids);
  return new Map(products.map((product) => [product.id, product]));
}

/** The bag page's view of the shopper's basket (none yet: the empty bag). */
export async function loadBag(session: ShopperSession, scope: CatalogScope): Promise<BagView> {
  const basket = (await currentBasket(session)) as Basket | null;
  return bagView(basket, await lineProducts(scope, basket), scope.siteId);
}

/** Checkout spec §4: whether checkout may start (the checkout layout enforces it too). */
export async function isThresholdMet(scope: CatalogScope, basket: Basket | null): Promise<boolean> {
  if (!thresholdValidationEnabled(scope.siteId)) return true;
  const products = await lineProducts(scope, basket);
  return basketThresholdMet(basket, { validationEnabled: true, isCollateral: (id) => isCollateralProduct(products.get(id)) });
}

async function basketWithItem(session: ShopperSession, itemId: string) {
  const basket = await currentBasket(session);
  const item = basket?.productItems?.find((line) => line.itemId === itemId);
  if (!basket?.basketId || !item) throw new CartProblem(MESSAGES.bagItemGone);
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
        return stockFromInventoryReply(await apis.custom('scapi', 'products-inventory', { parameters: { c_productIds: batch.join(',') } }));
      } catch (error) {
        console.warn('[cart] inventory check failed:', (error as Error)?.message ?? error);
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
async function inventoryCheck(session: ShopperSession, basket: Basket & { basketId: string }): Promise<InventoryCheck> {
  const lines = (basket.productItems ?? []).flatMap((item) => (item.itemId && item.productId ? [{ itemId: item.itemId, productId: item.productId, quantity: item.quantity ?? 0 }] : []));
  if (!lines.length) return { changes: [], exceptions: [], messages: [] };
  const check = checkInventory(lines, await basketStock(session, basket));
  if (check.changes.length) {
    const apis = await session.apis();
    rememberBasket(
      session,
      await apis.baskets.updateItemsInBasket({
        parameters: { basketId: basket.basketId },
        body: check.changes.map((change) => ({ itemId: change.itemId, quantity: change.to })) as never,
      }),
    );
  }
  return check;
}

/** A refusal of the commerce API as words (4xx); outages and bugs go on to the error page. */
async function refusal(error: unknown, fallback: string): Promise<string> {
  if (error instanceof CartProblem) return error.message;
  const problem = await shopperFacingProblem(error);
  return problem.detail && !/[{}<>]/.test(problem.detail) ? problem.detail : fallback;
}

/** Spec §4 (quantity selector): a line's new quantity; 0 removes it. Refusals are CartProblems. */
export async function updateQuantity(session: ShopperSession, scope: CatalogScope, itemId: string, quantity: number): Promise<CartChange> {
  const { basket, item } = await basketWithItem(session, itemId);
  if (quantity === 0) return removeItem(session, itemId);
  const [product] = await getProducts(scope, [item.productId ?? '']);
  const limit = product?.quantityLimit;
  if (limit !== undefined) {
    const elsewhere = (basket.productItems ?? []).filter((line) => line.productId === item.productId && line.itemId !== itemId).reduce((sum, line) => sum + (line.quantity ?? 0), 0);
    if (elsewhere + quantity > limit) throw new CartProblem(fillMessage(MESSAGES.bagQuantityLimit, { limit }));
  }
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    updated = rememberBasket(session, (await apis.baskets.updateItemInBasket({ parameters: { basketId: basket.basketId, itemId }, body: { quantity } as never })) as Basket & { basketId: string });
  } catch (error) {
    throw new CartProblem(await refusal(error, MESSAGES.genericError));
  }
  const check = await inventoryCheck(session, updated);
  return { messages: check.messages.length ? check.messages : [MESSAGES.bagUpdated] };
}

/** Removes a line (the confirmation's "Yes"). A line already gone counts as removed. */
export async function removeItem(session: ShopperSession, itemId: string): Promise<CartChange> {
  const basket = await currentBasket(session);
  const item = basket?.productItems?.find((line) => line.itemId === itemId);
  if (!basket?.basketId || !item) return { messages: [MESSAGES.bagItemGone] };
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    updated = rememberBasket(session, (await apis.baskets.removeItemFromBasket({ parameters: { basketId: basket.basketId, itemId } })) as Basket & { basketId: string });
  } catch (error) {
    if ((await commerceProblem(error))?.status === 404) return { messages: [MESSAGES.bagItemGone] };
    throw new CartProblem(await refusal(error, MESSAGES.genericError));
  }
  const check = await inventoryCheck(session, updated);
  return { messages: [fillMessage(MESSAGES.bagItemRemoved, { name: item.productName ?? item.productId ?? 'The item' }), ...check.messages] };
}

/**
 * Spec §4, §5: applies a promo code. SCAPI refuses unknown and expired codes (unknown); a code that
 * is valid but applies to nothing in the bag (no_applicable_promotion) is removed again — after
 * giving a shipping promotion (FREESHIP) its chance with the default shipping method.
 */
export async function applyCoupon(session: ShopperSession, code: string): Promise<CartChange> {
  const basket = await currentBasket(session);
  if (!basket?.basketId || !(basket.productItems ?? []).length || findCoupon(basket, code)) throw new CartProblem(promoCodeCannotBeAdded(code));
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    updated = rememberBasket(session, (await apis.baskets.addCouponToBasket({ parameters: { basketId: basket.basketId }, body: { code } })) as Basket & { basketId: string });
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    throw new CartProblem(couponRefusal(code, problem));
  }
  let outcome = couponOutcome(updated, code);
  if (!outcome.keep && !chosenShippingMethodId(shippingShipment(updated))) {
    // A shipping promotion only applies to a shipment with a method: choose the default one
    // (spec §4: UPSGT_Disc when offered, else the first) and look at the code again.
    const method = chooseShippingMethod(await shippingMethods(session, updated));
    if (method) {
      updated = rememberBasket(
        session,
        (await apis.baskets.updateShippingMethodForShipment({ parameters: { basketId: updated.basketId, shipmentId: shippingShipmentId(updated) }, body: { id: method } })) as Basket & { basketId: string },
      );
      outcome = couponOutcome(updated, code);
    }
  }
  if (!outcome.keep && outcome.couponItemId) {
    updated = rememberBasket(
      session,
      (await apis.baskets.removeCouponFromBasket({ parameters: { basketId: updated.basketId, couponItemId: outcome.couponItemId } })) as Basket & { basketId: string },
    );
  }
  const check = await inventoryCheck(session, updated);
  return outcome.keep ? { messages: [outcome.message, ...check.messages] } : { messages: check.messages, refused: outcome.message };
}

/** Removes a promo code; one already gone counts as removed. */
export async function removeCoupon(session: ShopperSession, couponItemId: string): Promise<CartChange> {
  const basket = await currentBasket(session);
  const coupon = basket?.couponItems?.find((entry) => entry.couponItemId === couponItemId);
  if (!basket?.basketId || !coupon) return { messages: [] };
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    updated = rememberBasket(session, (await apis.baskets.removeCouponFromBasket({ parameters: { basketId: basket.basketId, couponItemId } })) as Basket & { basketId: string });
  } catch (error) {
    if ((await commerceProblem(error))?.status === 404) return { messages: [] };
    throw new CartProblem(await refusal(error, MESSAGES.genericError));
  }
  const check = await inventoryCheck(session, updated);
  return { messages: [fillMessage(MESSAGES.promoCodeRemoved, { code: coupon.code ?? '' }), ...check.messages] };
}

/** The line a bag edit link names, when it is still in the bag (checkout spec §2). */
export async function lineToEdit(session: ShopperSession, itemId: string | null): Promise<{ itemId: string; productId: string; quantity: number } | null> {
  if (!itemId || !session.customerKind) return null;
  const item = (await currentBasket(session))?.productItems?.find((line) => line.itemId === itemId);
  return item?.itemId && item.productId ? { itemId: item.itemId, productId: item.productId, quantity: item.quantity ?? 1 } : null;
}

/**
 * The product page's "Update" in edit mode: the line becomes the chosen variant in the chosen
 * quantity (SCAPI replaces a line's product when the update names another one), decided by the same
 * rule as an add (the line itself does not count against the limit and stock), then the inventory check.
 */
export async function replaceLine(session: ShopperSession, scope: CatalogScope, itemId: string, productId: string, quantity: number): Promise<CartChange> {
  const { basket, item } = await basketWithItem(session, itemId);
  let chosen: ReturnType<typeof decideForBag>;
  try {
    chosen = decideForBag(await productForBag(scope, productId), quantity, basket, itemId);
  } catch (error) {
    if (error instanceof BagProblem) throw new CartProblem(error.message);
    throw error;
  }
  const apis = await session.apis();
  let updated: Basket & { basketId: string };
  try {
    const body = chosen.product.id === item.productId ? { quantity: chosen.quantity } : { productId: chosen.product.id, quantity: chosen.quantity };
    updated = rememberBasket(session, (await apis.baskets.updateItemInBasket({ parameters: { basketId: basket.basketId, itemId }, body: body as never })) as Basket & { basketId: string });
  } catch (error) {
    throw new CartProblem(await refusal(error, MESSAGES.cannotAddToBag));
  }
  const check = await inventoryCheck(session, updated);
  return { messages: [MESSAGES.bagUpdated, ...(chosen.message ? [chosen.message] : []), ...check.messages] };
}
