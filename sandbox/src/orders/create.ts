import type { Db } from '../db/client.ts';
import type { Shopper } from '../http/context.ts';
import { badRequest, ProblemError } from '../http/problem.ts';
import { loadSellableProducts } from '../catalog/lookup.ts';
import { lineLocation } from '../commerce/calculate.ts';
import { assertWithinQuantityLimit, unaddableReason } from '../commerce/rules.ts';
import { randomSecret } from '../ids.ts';
import { basketNotFound, deleteBasket, requireShopperBasket } from '../baskets/store.ts';
import { basketProblem, buildOrder, inventoryDemand, planPayment, quantitiesByProduct, type Basket, type OrderProblem } from './build.ts';
import { insertOrder, nextOrderNo, saveOrder, type OrderRecord } from './store.ts';
import { settlePayment } from './lifecycle.ts';

const orderProblem = (problem: OrderProblem) => badRequest(problem.detail, problem.slug, problem.invalidFields ? { invalidFields: problem.invalidFields } : {});

/**
 * The catalog rules the basket applied when items were added, checked again because the catalog may
 * have changed since: every line still sellable (pickup-only lines only for pickup), and no product
 * beyond its per-order limit (collateral and sales materials).
 */
async function assertProductsOrderable(db: Db, basket: Basket): Promise<void> {
  const quantities = quantitiesByProduct(basket);
  const products = await loadSellableProducts(db, [...quantities.keys()]);
  for (const item of basket.productItems ?? []) {
    const productId = String(item.productId);
    const reason = unaddableReason(products.get(productId), String(basket.currency), { pickup: lineLocation(item) !== undefined });
    if (reason) throw badRequest(`The product '${productId}' can't be ordered: ${reason}`, 'product-item-not-available', { productId });
  }
  for (const [productId, quantity] of quantities) assertWithinQuantityLimit(products.get(productId)!, quantity);
}

/** Takes the ordered quantities off the inventory; one conditional update per product and location, so stock never goes below 0. */
async function takeInventory(db: Db, basket: Basket): Promise<void> {
  for (const demand of inventoryDemand(basket)) {
    const rows = await db.query(`UPDATE inventory SET ats = ats - $3 WHERE product_id = $1 AND location_id = $2 AND ats >= $3 RETURNING ats`, [
      demand.productId,
      demand.locationId,
      demand.quantity,
    ]);
    if (!rows.length) {
      const where = demand.locationId === 'online' ? '' : ` at the shop '${demand.locationId}'`;
      throw badRequest(`The product '${demand.productId}' is not available in the quantity ${demand.quantity}${where}.`, 'product-item-not-available', {
        productId: demand.productId,
      });
    }
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * shopper-orders createOrder: the basket becomes an order with status 'created' in one transaction,
 * and the basket is gone. The basket row is locked first and orders.basket_id is unique, so any
 * number of concurrent submits of one basket create exactly one order; the others find no basket.
 */
export async function createOrder(db: Db, input: { basketId: string; shopper: Shopper; siteId: string; now: Date }): Promise<OrderRecord> {
  const { basketId, shopper, siteId, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const stored = await requireShopperBasket(tx, basketId, shopper, siteId, { forUpdate: true });
      const basket = stored.basket;
      const problem = basketProblem(basket);
      if (problem) throw orderProblem(problem);
      const planned = planPayment(basket);
      if ('problem' in planned) throw orderProblem(planned.problem);
      await assertProductsOrderable(tx, basket);
      await takeInventory(tx, basket);

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
          giftCards: Object.fromEntries(planned.plan.giftCards.map((card) => [card.paymentInstrumentId, { maskedNumber: card.maskedNumber, redeemedCents: 0 }])),
          inventory: inventoryDemand(basket),
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
