import type { Db } from '../db/client.ts';
import { createSchema, currentSchemaVersion, dropSchema, SCHEMA_VERSION } from '../db/schema.ts';
import { seedCatalog } from '../catalog/seed.ts';
import { seedStores } from '../stores/seed.ts';
import { seedCommerce } from '../commerce/seed.ts';
import { seedCustomers } from '../customers/seed.ts';
import { seedPayments } from '../payments/seed.ts';

/** Bump when the generated data changes, so existing sandboxes re-seed on their next start. */
export const SEED_VERSION = 2;

/**
 * Makes the database ready: creates the schema and seeds it on first run (or when the schema or
 * seed version changed, or on reset). Deterministic: the same version always yields the same data.
 * Seeding runs in one transaction under an advisory lock, so instances sharing a server seed once.
 */
export async function prepareDatabase(db: Db, options: { reset: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    if (tx.kind === 'postgres') await tx.query(`SELECT pg_advisory_xact_lock(424242)`);
    const version = await currentSchemaVersion(tx);
    let seeded = false;
    if (version === SCHEMA_VERSION && !options.reset) {
      const rows = await tx.query<{ value: number }>(`SELECT value FROM meta WHERE key = 'seed_version'`);
      seeded = rows[0]?.value === SEED_VERSION;
    }
    if (seeded) return;
    await dropSchema(tx);
    await createSchema(tx);
    await seedAll(tx);
    await tx.query(`INSERT INTO meta (key, value) VALUES ('seed_version', $1::jsonb)`, [JSON.stringify(SEED_VERSION)]);
  });
}

async function seedAll(db: Db): Promise<void> {
  await seedCatalog(db);
  await seedStores(db);
  await seedCommerce(db);
  await seedPayments(db);
  await seedCustomers(db);
}
