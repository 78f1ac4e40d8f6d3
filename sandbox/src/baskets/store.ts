import type { Db } from '../db/client.ts';
import { json } from '../db/client.ts';
import type { Shopper } from '../http/context.ts';
import { notFound, ProblemError } from '../http/problem.ts';
import { loadSellableProducts } from '../catalog/lookup.ts';
import { randomId } from '../ids.ts';
import { calculateBasket, inventoryKey, lineLocation } from '../commerce/calculate.ts';
import { loadRulebook, minimumOrderTotal } from '../commerce/rulebook.ts';
import type { Basket } from '../commerce/types.ts';
import { SITES } from '../sites.ts';
import { assertRecipientLimit } from './shipments.ts';

/**
 * Basket persistence, shared with the orders area. A row of the `baskets` table holds the exact SCAPI
 * Basket document getBasket returns (always fully calculated), its owner (customer_id, kept equal to
 * doc.customerInfo.customerId) and its site. A shopper has at most one open basket per site, besides
 * up to TEMPORARY_BASKET_QUOTA temporary ones (Baskets v2), which live 15 minutes.
 */
export interface StoredBasket {
  basket: Basket;
  customerId: string;
  siteId: string;
}

interface BasketRow {
  customer_id: string;
  site_id: string;
  doc: Basket;
}

export const basketNotFound = (basketId: string) =>
  notFound('basket-not-found', 'Basket Not Found', `No basket with ID '${basketId}' could be found.`, { basketId });

/** Reads a basket by id, without any ownership check. forUpdate locks the row until the surrounding transaction ends. */
export async function loadBasket(
  db: Db,
  basketId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredBasket | undefined> {
  const rows = await db.query<BasketRow>(
    `SELECT customer_id, site_id, doc FROM baskets WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [basketId],
  );
  const row = rows[0];
  return row ? { basket: row.doc, customerId: row.customer_id, siteId: row.site_id } : undefined;
}

/** The customer's open (not temporary) basket on a site, if there is one. */
export async function findOpenBasket(
  db: Db,
  customerId: string,
  siteId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredBasket | undefined> {
  const rows = await db.query<BasketRow>(
    `SELECT customer_id, site_id, doc FROM baskets WHERE customer_id = $1 AND site_id = $2 AND NOT temporary${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [customerId, siteId],
  );
  const row = rows[0];
  return row ? { basket: row.doc, customerId: row.customer_id, siteId: row.site_id } : undefined;
}

/** SCAPI's answer to a second basket for a shopper: 400 Customer Baskets Quota Exceeded, naming the open one. */
export const basketQuotaExceeded = (existingBasketId: string) =>
  new ProblemError(
    400,
    'customer-baskets-quota-exceeded',
    'Customer Baskets Quota Exceeded',
    `The maximum number of baskets per customer was exceeded. Please reuse or delete one of the existing baskets (${existingBasketId}).`,
    { basketIds: existingBasketId },
  );

/** Baskets v2: "The shopper can have up to 10 (default 4) temporary baskets"; each lives 15 minutes. */
export const TEMPORARY_BASKET_QUOTA = 4;
export const TEMPORARY_BASKET_LIFETIME_MS = 15 * 60 * 1000;

export const isTemporaryBasket = (basket: Basket) => (basket as { temporaryBasket?: boolean }).temporaryBasket === true;

/**
 * Makes room for a new temporary basket: drops the customer's expired ones, then refuses a fifth
 * (400, as the open-basket quota). Run in the transaction that inserts it.
 */
export async function claimTemporaryBasket(db: Db, customerId: string, siteId: string, now: Date): Promise<void> {
  await db.query(`DELETE FROM baskets WHERE customer_id = $1 AND site_id = $2 AND temporary AND created_at < $3`, [
    customerId,
    siteId,
    new Date(now.getTime() - TEMPORARY_BASKET_LIFETIME_MS),
  ]);
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM baskets WHERE customer_id = $1 AND site_id = $2 AND temporary ORDER BY created_at, id FOR UPDATE`,
    [customerId, siteId],
  );
  if (rows.length >= TEMPORARY_BASKET_QUOTA) {
    throw new ProblemError(
      400,
      'customer-temporary-baskets-quota-exceeded',
      'Customer Temporary Baskets Quota Exceeded',
      `The maximum number of temporary baskets per customer was exceeded. Please reuse or delete one of the existing temporary baskets (${rows.map((row) => row.id).join(', ')}).`,
      { basketIds: rows.map((row) => row.id).join(', ') },
    );
  }
}

/** Stores a new basket; throws basketQuotaExceeded when the owner already has an open one on the site (also under races). */
export async function insertBasket(db: Db, basket: Basket, siteId: string): Promise<void> {
  const customerId = String(basket.customerInfo?.customerId);
  const inserted = await db.query(
    `INSERT INTO baskets (id, customer_id, site_id, temporary, doc, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, COALESCE($6::timestamptz, now()))
     ON CONFLICT (customer_id, site_id) WHERE NOT temporary DO NOTHING RETURNING id`,
    [basket.basketId, customerId, siteId, isTemporaryBasket(basket), json(basket), basket.creationDate ?? null],
  );
  if (inserted.length === 0) {
    const existing = await findOpenBasket(db, customerId, siteId);
    throw basketQuotaExceeded(String(existing?.basket.basketId ?? ''));
  }
}

/** Writes a (recalculated) basket document back; the owner column follows doc.customerInfo.customerId. */
export async function saveBasket(db: Db, basket: Basket): Promise<void> {
  await db.query(`UPDATE baskets SET doc = $2::jsonb, customer_id = $3, updated_at = now() WHERE id = $1`, [
    basket.basketId,
    json(basket),
    String(basket.customerInfo?.customerId),
  ]);
}

/** Removes a basket (deleteBasket, merge of a guest basket, and createOrder: an ordered basket is gone). */
export async function deleteBasket(db: Db, basketId: string): Promise<void> {
  await db.query(`DELETE FROM baskets WHERE id = $1`, [basketId]);
}

/** Throws 400 (what getBasket documents) unless the basket belongs to the customer the access token names. */
export function assertBasketOwner(stored: StoredBasket, shopper: Pick<Shopper, 'customerId'>): void {
  if (stored.customerId !== shopper.customerId) {
    // getBasket's documented answer (example CustomerInfoJwtMismatch).
    throw new ProblemError(400, 'bad-request', 'Bad Request', 'The customer is invalid.');
  }
}

/** A temporary basket past its 15 minutes is gone, as on SCAPI. */
function expiredTemporary(basket: Basket, now: Date): boolean {
  return (
    isTemporaryBasket(basket) && Date.parse(basket.creationDate ?? '') + TEMPORARY_BASKET_LIFETIME_MS < now.getTime()
  );
}

/**
 * Loads a basket for a shopper request: 404 Basket Not Found when the id is unknown or the basket
 * belongs to another site, 400 Bad Request when it belongs to another shopper.
 */
export async function requireShopperBasket(
  db: Db,
  basketId: string,
  shopper: Pick<Shopper, 'customerId'>,
  siteId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredBasket> {
  const stored = await loadBasket(db, basketId, options);
  if (!stored || stored.siteId !== siteId || expiredTemporary(stored.basket, new Date()))
    throw basketNotFound(basketId);
  assertBasketOwner(stored, shopper);
  return stored;
}

/**
 * Recalculates a basket from current data: catalog prices (sale wins) and inventory, promotions and
 * coupons, shipping costs, tax, totals, gift-card caps, c_approachingDiscounts, c_flashes,
 * c_qualifiers and c_paymentAmount. Returns the new document (not saved).
 */
export async function recalculate(db: Db, basket: Basket, siteId: string, now: Date): Promise<Basket> {
  const items = basket.productItems ?? [];
  const productIds = items.map((item) => String(item.productId));
  const locations = [...new Set(items.map(lineLocation).filter((location): location is string => Boolean(location)))];
  const [products, rulebook, categories, stock] = await Promise.all([
    loadSellableProducts(db, productIds),
    loadRulebook(db),
    db.query<{ id: string; parent_id: string | null }>(`SELECT id, parent_id FROM categories`),
    locations.length
      ? db.query<{ product_id: string; location_id: string; ats: number }>(
          `SELECT product_id, location_id, ats FROM inventory WHERE product_id = ANY($1::text[]) AND location_id = ANY($2::text[])`,
          [productIds, locations],
        )
      : Promise.resolve([]),
  ]);
  return calculateBasket(basket, {
    products,
    categoryParents: new Map(categories.map((row) => [row.id, row.parent_id])),
    locationAts: new Map(stock.map((row) => [inventoryKey(row.product_id, row.location_id), row.ats])),
    promotions: rulebook.promotions,
    coupons: rulebook.coupons,
    shippingMethods: rulebook.shippingMethods,
    minimumOrderTotal: minimumOrderTotal(siteId, basket.currency ?? 'USD'),
    tieredPricing: SITES.find((site) => site.id === siteId)?.kind === 'volume',
    now,
    newId: () => randomId(26),
  });
}

export interface BasketTarget {
  basketId: string;
  shopper: Pick<Shopper, 'customerId'>;
  siteId: string;
  now: Date;
}

/**
 * One basket change, atomically: in a transaction, lock and load the shopper's basket (404/400 as
 * requireShopperBasket), apply `change` to a copy, recalculate, stamp lastModified and save. A thrown
 * problem leaves the stored basket untouched. `change` must read the database through `tx` (on
 * PGlite, a query outside the open transaction would wait for it forever). Returns the saved document.
 */
/** The site's recipientLimit (checkout spec §9). */
export function recipientLimitOf(siteId: string): number {
  return SITES.find((site) => site.id === siteId)?.recipientLimit ?? SITES[0]!.recipientLimit;
}

export async function updateShopperBasket(
  db: Db,
  target: BasketTarget,
  change: (basket: Basket, tx: Db, stored: StoredBasket) => Basket | void | Promise<Basket | void>,
): Promise<Basket> {
  return db.transaction(async (tx) => {
    const stored = await requireShopperBasket(tx, target.basketId, target.shopper, target.siteId, { forUpdate: true });
    const draft = structuredClone(stored.basket);
    const changed = (await change(draft, tx, stored)) ?? draft;
    assertRecipientLimit(stored.basket, changed, recipientLimitOf(stored.siteId));
    const calculated = await recalculate(tx, changed, stored.siteId, target.now);
    calculated.lastModified = target.now.toISOString();
    await saveBasket(tx, calculated);
    return calculated;
  });
}
