import type { Db } from '../db/client.ts';
import { buildCatalog, CATALOG_VERSION } from './build.ts';

/**
 * Writes the catalog: categories, products (masters, variants, items) and online inventory.
 * Each table is filled by one statement from a jsonb array, which is fast on PGlite and a server alike.
 */
export async function seedCatalog(db: Db): Promise<void> {
  const { categories, products, inventory } = buildCatalog();
  await db.query(
    `INSERT INTO categories (id, parent_id, position, doc)
     SELECT id, parent_id, position, doc FROM jsonb_to_recordset($1::jsonb) AS x(id text, parent_id text, position integer, doc jsonb)`,
    [
      JSON.stringify(
        categories.map((row) => ({ id: row.id, parent_id: row.parentId, position: row.position, doc: row.doc })),
      ),
    ],
  );
  await db.query(
    `INSERT INTO products (id, master_id, kind, position, doc)
     SELECT id, master_id, kind, position, doc FROM jsonb_to_recordset($1::jsonb) AS x(id text, master_id text, kind text, position integer, doc jsonb)`,
    [
      JSON.stringify(
        products.map((row) => ({
          id: row.id,
          master_id: row.masterId,
          kind: row.kind,
          position: row.position,
          doc: row.doc,
        })),
      ),
    ],
  );
  await db.query(
    `INSERT INTO inventory (product_id, location_id, ats)
     SELECT product_id, 'online', ats FROM jsonb_to_recordset($1::jsonb) AS x(product_id text, ats integer)`,
    [JSON.stringify(inventory.map((row) => ({ product_id: row.productId, ats: row.ats })))],
  );
  await db.query(
    `INSERT INTO meta (key, value) VALUES ('catalog_version', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(CATALOG_VERSION)],
  );
}
