import type { Db } from '../db/client.ts';
import type { Shopper } from '../http/context.ts';
import { badRequest, ProblemError } from '../http/problem.ts';
import { loadSellableProducts } from '../catalog/lookup.ts';
import { lineLocation } from '../commerce/calculate.ts';
import { assertWithinQuantityLimit, unaddableReason } from '../commerce/rules.ts';
import { randomSecret } from '../ids.ts';
import { basketNotFound, deleteBasket, requireShopperBasket } from '../baskets/store.ts';
import {
  basketProblem,
  buildOrder,
  customMixCandies,
  inventoryDemand,
  planPayment,
  quantitiesByProduct,
  type Basket,
  type InventoryDemand,
  type OrderProblem,
} from './build.ts';
import { insertOrder, nextOrderNo, saveOrder, type OrderRecord } from './store.ts';
import { settlePayment } from './lifecycle.ts';

const orderProblem = (problem: OrderProblem) =>
  badRequest(problem.detail, problem.slug, problem.invalidFields ? { invalidFields: problem.invalidFields } : {});

/**
 * The catalog rules the basket applied when items were added, checked again because the catalog may
 * have changed since: every line still sellable (pickup-only lines only for pickup), and no product
 * beyond its per-order limit (collateral and sales materials).
 */
/**
 * Every line's product, and every candy of a custom-mix line, must be orderable (a candy also in
 * stock). Answers the boxes whose candies are counted pieces (they come off the inventory).
 */
async function assertProductsOrderable(db: Db, basket: Basket): Promise<Set<string>> {
  const quantities = quantitiesByProduct(basket);
  const candyIds = new Set(
    (basket.productItems ?? []).flatMap((item) => customMixCandies(item).map((candy) => candy.pid)),
  );
  const products = await loadSellableProducts(db, [...quantities.keys(), ...candyIds]);
  for (const item of basket.productItems ?? []) {
    const productId = String(item.productId);
    const reason = unaddableReason(products.get(productId), String(basket.currency), {
      pickup: lineLocation(item) !== undefined,
    });
    if (reason)
      throw badRequest(`The product '${productId}' can't be ordered: ${reason}`, 'product-item-not-available', {
        productId,
      });
  }
  for (const productId of candyIds) {
    const candy = products.get(productId);
    const reason =
      unaddableReason(candy, String(basket.currency), { pickup: false }) ??
      (candy!.ats > 0 ? undefined : 'it is out of stock.');
    if (reason)
      throw badRequest(
        `The candy '${productId}' of a custom mix can't be ordered: ${reason}`,
        'product-item-not-available',
        { productId },
      );
  }
  for (const [productId, quantity] of quantities) assertWithinQuantityLimit(products.get(productId)!, quantity);
  return new Set(
    [...quantities.keys()].filter((productId) => products.get(productId)?.doc.c_customMixUnitType === 'count'),
  );
}

/** Takes the ordered quantities off the inventory; one conditional update per product and location, so stock never goes below 0. */
async function takeInventory(db: Db, demands: readonly InventoryDemand[]): Promise<void> {
  for (const demand of demands) {
    const rows = await db.query(
      `UPDATE inventory SET ats = ats - $3 WHERE product_id = $1 AND location_id = $2 AND ats >= $3 RETURNING ats`,
      [demand.productId, demand.locationId, demand.quantity],
    );
    if (!rows.length) {
      const where = demand.locationId === 'online' ? '' : ` at the shop '${demand.locationId}'`;
      throw badRequest(
        `The product '${demand.productId}' is not available in the quantity ${demand.quantity}${where}.`,
        'product-item-not-available',
        {
          productId: demand.productId,
        },
      );
    }
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * shopper-orders createOrder: the basket becomes an order with status 'created' in one transaction,
 * and the basket is gone. The basket row is locked first and orders.basket_id is unique, so any
 * number of concurrent submits of one basket create exactly one order; the others find no basket.
 */
export async function createOrder(
  db: Db,
  input: { basketId: string; shopper: Shopper; siteId: string; now: Date },
): Promise<OrderRecord> {
  const { basketId, shopper, siteId, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const stored = await requireShopperBasket(tx, basketId, shopper, siteId, { forUpdate: true });
      const basket = stored.basket;
      const problem = basketProblem(basket);
      if (problem) throw orderProblem(problem);
      const planned = planPayment(basket);
      if ('problem' in planned) throw orderProblem(planned.problem);
      const countedBoxes = await assertProductsOrderable(tx, basket);
      const demand = inventoryDemand(basket, countedBoxes);
      await takeInventory(tx, demand);

      const orderNo = await nextOrderNo(tx);
      const doc = buildOrder(basket, {
        orderNo,
        orderToken: randomSecret(24),
        siteId,
        now,
        customer: { customerId: shopper.customerId, isRegistered: shopper.isRegistered },
        plan: planned.plan,
      });
      const record: OrderRecord & { private: NonNullable<OrderRecord['private']> } = {
        orderNo,
        customerId: shopper.customerId,
        basketId,
        doc,
        private: {
          basket,
          basketSiteId: stored.siteId,
          giftCards: Object.fromEntries(
            planned.plan.giftCards.map((card) => [
              card.paymentInstrumentId,
              { maskedNumber: card.maskedNumber, redeemedCents: 0 },
            ]),
          ),
          inventory: demand,
        },
      };
      await insertOrder(tx, record);
      await deleteBasket(tx, basketId);
      const settled = await settlePayment(tx, record, now);
      await saveOrder(tx, settled);
      return settled;
    });
  } catch (error) {
    // A submit that lost the race to the unique basket_id finds the basket already ordered.
    if (!(error instanceof ProblemError) && isUniqueViolation(error)) throw basketNotFound(basketId);
    throw error;
  }
}
