import type { Db } from '../db/client.ts';

/**
 * The parsed catalog (categories and product documents), read once per database and kept in memory:
 * the catalog is read-only at run time. Inventory is not part of it — orders change inventory, so
 * it is read from the database on every request.
 */
export interface CategoryRecord {
  id: string;
  parentId: string | null;
  position: number;
  doc: Record<string, unknown>;
  childIds: string[];
}

export interface ProductRecord {
  id: string;
  masterId: string | null;
  kind: 'master' | 'variant' | 'item';
  position: number;
  doc: Record<string, unknown>;
}

export interface Catalog {
  version: string;
  categories: Map<string, CategoryRecord>;
  products: Map<string, ProductRecord>;
  /** Variant ids per master, in seed order. */
  variantIds: Map<string, string[]>;
  /** Category ids depth-first from root, as the menu lists them. */
  categoryOrder: string[];
}

const cache = new WeakMap<Db, { version: string; catalog: Promise<Catalog> }>();

async function readCatalog(db: Db, version: string): Promise<Catalog> {
  const categoryRows = await db.query<{
    id: string;
    parent_id: string | null;
    position: number;
    doc: Record<string, unknown>;
  }>(`SELECT id, parent_id, position, doc FROM categories ORDER BY position, id`);
  const productRows = await db.query<{
    id: string;
    master_id: string | null;
    kind: ProductRecord['kind'];
    position: number;
    doc: Record<string, unknown>;
  }>(`SELECT id, master_id, kind, position, doc FROM products ORDER BY position, id`);
  const categories = new Map<string, CategoryRecord>(
    categoryRows.map((row) => [
      row.id,
      { id: row.id, parentId: row.parent_id, position: row.position, doc: row.doc, childIds: [] },
    ]),
  );
  for (const category of categories.values()) {
    if (category.parentId) categories.get(category.parentId)?.childIds.push(category.id);
  }
  const products = new Map<string, ProductRecord>();
  const variantIds = new Map<string, string[]>();
  for (const row of productRows) {
    products.set(row.id, { id: row.id, masterId: row.master_id, kind: row.kind, position: row.position, doc: row.doc });
    if (row.master_id) {
      const list = variantIds.get(row.master_id) ?? [];
      list.push(row.id);
      variantIds.set(row.master_id, list);
    }
  }
  const categoryOrder: string[] = [];
  const visit = (id: string) => {
    const category = categories.get(id);
    if (!category || categoryOrder.includes(id)) return;
    categoryOrder.push(id);
    category.childIds.forEach(visit);
  };
  visit('root');
  return { version, categories, products, variantIds, categoryOrder };
}

/** The catalog of this database, parsed once and cached under the version the seed recorded. */
export async function loadCatalog(db: Db): Promise<Catalog> {
  const cached = cache.get(db);
  if (cached) return cached.catalog;
  const rows = await db.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'catalog_version'`);
  const version = String(rows[0]?.value ?? 'unversioned');
  const catalog = readCatalog(db, version);
  cache.set(db, { version, catalog });
  catalog.catch(() => cache.delete(db));
  return catalog;
}

/** Online ats per product id (all products when ids is omitted). Ids without a row are absent. */
export async function onlineInventory(db: Db, ids?: readonly string[]): Promise<Map<string, number>> {
  const rows = ids
    ? await db.query<{ product_id: string; ats: number }>(
        `SELECT product_id, ats FROM inventory WHERE location_id = 'online' AND product_id = ANY($1::text[])`,
        [[...new Set(ids)]],
      )
    : await db.query<{ product_id: string; ats: number }>(
        `SELECT product_id, ats FROM inventory WHERE location_id = 'online'`,
      );
  return new Map(rows.map((row) => [row.product_id, row.ats]));
}

/** ats per location for the given products, for the inventoryIds parameter: location -> product -> ats. */
export async function locationInventory(
  db: Db,
  locationIds: readonly string[],
  productIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const result = new Map<string, Map<string, number>>(locationIds.map((id) => [id, new Map()]));
  if (!locationIds.length || !productIds.length) return result;
  const rows = await db.query<{ product_id: string; location_id: string; ats: number }>(
    `SELECT product_id, location_id, ats FROM inventory WHERE location_id = ANY($1::text[]) AND product_id = ANY($2::text[])`,
    [[...locationIds], [...new Set(productIds)]],
  );
  for (const row of rows) result.get(row.location_id)?.set(row.product_id, row.ats);
  return result;
}
