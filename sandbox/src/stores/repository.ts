import type { Db } from '../db/client.ts';
import type { StoreDoc } from './docs.ts';

/** All shops in seed order. */
export async function loadAllStores(db: Db): Promise<StoreDoc[]> {
  const rows = await db.query<{ doc: StoreDoc }>(`SELECT doc FROM stores ORDER BY position, id`);
  return rows.map((row) => row.doc);
}

/** Shops by id, in the order asked; unknown ids are left out. */
export async function loadStoresByIds(db: Db, ids: readonly string[]): Promise<StoreDoc[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: string; doc: StoreDoc }>(`SELECT id, doc FROM stores WHERE id = ANY($1::text[])`, [
    [...new Set(ids)],
  ]);
  const byId = new Map(rows.map((row) => [row.id, row.doc]));
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
