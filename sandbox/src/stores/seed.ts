import type { Db } from '../db/client.ts';
import { DEMO_PRODUCTS } from '../catalog/demo.ts';
import { createRandom } from '../seed/random.ts';
import { storeDocFor } from './docs.ts';
import { planShopInventory, type StockableProduct } from './inventory.ts';
import { SHOPS } from './shops.ts';

/** Santa Monica Place has every product a shop carries in stock: a reliable pickup demo. */
export const FLAGSHIP_STORE_ID = '1001';

/**
 * Fixed shelves docs/demo-data.md and storefront tests rely on, whatever the generated plan says:
 * the demo bar is sold out at Beverly Hills and down to its last few at Westwood Village.
 */
export const DEMO_SHOP_STOCK = [
  { productId: DEMO_PRODUCTS.simpleItem, storeId: '1002', ats: 0 },
  { productId: DEMO_PRODUCTS.simpleItem, storeId: '1003', ats: 3 },
] as const;

/** Seeds the shops, then their inventory for the products the catalog seed created. */
export async function seedStores(db: Db): Promise<void> {
  for (const [position, shop] of SHOPS.entries()) {
    await db.query(
      `INSERT INTO stores (id, position, doc) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, doc = EXCLUDED.doc`,
      [shop.id, position, JSON.stringify(storeDocFor(shop))],
    );
  }
  await seedStoreInventory(db);
}

/**
 * Writes every shop's inventory for the sellable products (variants and standalone items) now in the
 * catalog. Deterministic for a given catalog.
 */
async function seedStoreInventory(db: Db): Promise<void> {
  const products = await db.query<{
    id: string;
    doc: Record<string, unknown>;
    master_doc: Record<string, unknown> | null;
  }>(
    `SELECT p.id, p.doc, m.doc AS master_doc FROM products p LEFT JOIN products m ON m.id = p.master_id
      WHERE p.kind IN ('variant', 'item')`,
  );
  const stockable: StockableProduct[] = products.map((row) => ({
    id: row.id,
    flags: { ...(row.master_doc ?? {}), ...row.doc },
  }));
  const storeIds = SHOPS.map((shop) => shop.id);
  const rows = planShopInventory(storeIds, stockable, createRandom('stores-inventory'), FLAGSHIP_STORE_ID).map(
    (row) => {
      const fixed = DEMO_SHOP_STOCK.find((entry) => entry.productId === row.productId && entry.storeId === row.storeId);
      return fixed ? { ...row, ats: fixed.ats } : row;
    },
  );
  await db.query(`DELETE FROM inventory WHERE location_id = ANY($1::text[])`, [storeIds]);
  const batch = 2000;
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    await db.query(
      `INSERT INTO inventory (product_id, location_id, ats)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`,
      [slice.map((row) => row.productId), slice.map((row) => row.storeId), slice.map((row) => row.ats)],
    );
  }
}
