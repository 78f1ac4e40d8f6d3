import type { Db } from '../db/client.ts';

/**
 * How other areas (baskets, orders, customers, stores) read the catalog without knowing its seed.
 *
 * Storage contract of the `products` table (written by catalog/seed.ts):
 *  - kind: 'master' (has variants), 'variant' (master_id set) or 'item' (standalone, sellable).
 *  - doc: the SCAPI Product JSON (id, name, type, c_* attributes, imageGroups, variationAttributes,
 *    variants, variationValues, master, …) plus private fields whose names start with "_",
 *    which the API never returns:
 *      _prices: { USD: { list: number, sale?: number }, CAD: {…} }   on variants and items
 *      _categoryIds: string[]                                          every category the product is in
 *      _tieredPrices: { USD: [{ quantity, price }], CAD: […] }         volume-savings tiers (some products)
 *      _fundraising: { USD: { suggestedSellingPrice, earn, percent } }  fundraising panel (some products)
 *  - The `inventory` table holds ats per product and location ('online' or a store id).
 */
export interface PriceEntry {
  list: number;
  sale?: number;
}

export interface SellableProduct {
  id: string;
  masterId: string | undefined;
  kind: 'master' | 'variant' | 'item';
  name: string;
  /** The SCAPI document (with private fields), for c_* flags such as c_isCollateral or c_quantityLimit. */
  doc: Record<string, unknown>;
  /** Online available-to-sell. */
  ats: number;
}

/** Unit price a shopper pays in a currency: the sale price when there is one, else the list price. */
export function unitPrice(
  product: SellableProduct,
  currency: string,
): { list: number; sale?: number; price: number } | undefined {
  const prices = (product.doc._prices as Record<string, PriceEntry> | undefined)?.[currency];
  if (!prices) return undefined;
  return { ...prices, price: prices.sale ?? prices.list };
}

/**
 * Unit price on the volume-savings site for a quantity: the lowest tier the quantity reaches
 * (tiers start at quantity 1). Undefined when the product has no tiers; use unitPrice then.
 */
export function tieredUnitPrice(product: SellableProduct, currency: string, quantity: number): number | undefined {
  const tiers = (product.doc._tieredPrices as Record<string, Array<{ quantity: number; price: number }>> | undefined)?.[
    currency
  ];
  const reached = tiers?.filter((tier) => quantity >= tier.quantity) ?? [];
  return reached.length ? Math.min(...reached.map((tier) => tier.price)) : undefined;
}

/** Reads products by id with their online inventory; unknown ids are simply absent from the map. */
export async function loadSellableProducts(db: Db, ids: readonly string[]): Promise<Map<string, SellableProduct>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.query<{
    id: string;
    master_id: string | null;
    kind: SellableProduct['kind'];
    doc: Record<string, unknown>;
    ats: number | null;
  }>(
    `SELECT p.id, p.master_id, p.kind, p.doc, i.ats
       FROM products p LEFT JOIN inventory i ON i.product_id = p.id AND i.location_id = 'online'
      WHERE p.id = ANY($1::text[])`,
    [unique],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        masterId: row.master_id ?? undefined,
        kind: row.kind,
        name: String(row.doc.name ?? row.id),
        doc: row.doc,
        ats: row.ats ?? 0,
      },
    ]),
  );
}

/** Strips private ("_"-prefixed) fields before a document leaves the sandbox. */
export function publicDoc<T extends Record<string, unknown>>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith('_'))) as T;
}
