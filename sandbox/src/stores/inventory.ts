import type { Db } from '../db/client.ts';
import type { Random } from '../seed/random.ts';

/**
 * Per-shop inventory: rows of the `inventory` table whose location_id is a store id.
 * A product without a row in a shop has nothing there (ats 0).
 */
export interface ShopInventoryRow {
  productId: string;
  storeId: string;
  ats: number;
}

/** A sellable product with its flags: the variant's own c_* attributes over its master's. */
export interface StockableProduct {
  id: string;
  flags: Record<string, unknown>;
}

const flag = (product: StockableProduct, name: string) => product.flags[name] === true;

/** Products shops never carry: web exclusives, sales materials, gift cards, unreleased and unsellable products. */
export function isCarriedInShops(product: StockableProduct): boolean {
  return !['c_isOnlineOnly', 'c_isCollateral', 'c_isGiftCard', 'c_isComingSoon', 'c_unsellable'].some((name) =>
    flag(product, name),
  );
}

/**
 * Deterministic shop stock. Pickup-only and in-shop-only products are what shops exist for, so every
 * shop has them; other products are sometimes sold out (0) or low (1–9), except in the flagship shop,
 * which has everything it carries. Products out of stock everywhere stay at 0 in shops too.
 */
export function planShopInventory(
  storeIds: readonly string[],
  products: readonly StockableProduct[],
  random: Random,
  flagshipStoreId?: string,
): ShopInventoryRow[] {
  const rows: ShopInventoryRow[] = [];
  const sortedProducts = [...products].sort((a, b) => a.id.localeCompare(b.id));
  for (const storeId of [...storeIds].sort()) {
    for (const product of sortedProducts) {
      if (!isCarriedInShops(product)) continue;
      const roll = random.next();
      let ats: number;
      if (flag(product, 'c_isOutOfStock')) ats = 0;
      else if (flag(product, 'c_isPickupOnly') || flag(product, 'c_isInShopOnly')) ats = random.int(12, 80);
      else if (storeId === flagshipStoreId) ats = random.int(10, 150);
      else if (roll < 0.15) ats = 0;
      else if (roll < 0.3) ats = random.int(1, 9);
      else ats = random.int(10, 150);
      rows.push({ productId: product.id, storeId, ats });
    }
  }
  return rows;
}

/** Shop inventory for the given products in the given shops; missing rows are absent from the result. */
export async function loadShopInventory(
  db: Db,
  productIds: readonly string[],
  storeIds: readonly string[],
): Promise<ShopInventoryRow[]> {
  if (!productIds.length || !storeIds.length) return [];
  const rows = await db.query<{ product_id: string; location_id: string; ats: number }>(
    `SELECT product_id, location_id, ats FROM inventory WHERE product_id = ANY($1::text[]) AND location_id = ANY($2::text[])`,
    [productIds, storeIds],
  );
  return rows.map((row) => ({ productId: row.product_id, storeId: row.location_id, ats: row.ats }));
}

/** ats lookup: product id → store id → ats (0 when there is no row). */
export function inventoryIndex(rows: readonly ShopInventoryRow[]) {
  const index = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let byStore = index.get(row.productId);
    if (!byStore) index.set(row.productId, (byStore = new Map()));
    byStore.set(row.storeId, row.ats);
  }
  return (productId: string, storeId: string) => index.get(productId)?.get(storeId) ?? 0;
}
