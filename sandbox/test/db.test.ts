import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db/client.ts';

const databaseUrl = process.env.SANDBOX_TEST_DATABASE_URL || '';
let db: Db;

beforeAll(async () => {
  db = await openDb(databaseUrl ? { databaseUrl, schema: 'sandbox_test_db_layer' } : { dataDir: 'memory://' });
  await db.exec(
    `DROP TABLE IF EXISTS counters; CREATE TABLE counters (id text PRIMARY KEY, value integer NOT NULL, doc jsonb);`,
  );
});
afterAll(async () => db?.close());

describe(`database layer (${databaseUrl ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('returns typed rows with jsonb parsed', async () => {
    await db.query(`INSERT INTO counters (id, value, doc) VALUES ($1, $2, $3::jsonb)`, [
      'a',
      1,
      JSON.stringify({ nested: { list: [1, 2] } }),
    ]);
    const rows = await db.query<{ id: string; value: number; doc: { nested: { list: number[] } } }>(
      `SELECT * FROM counters WHERE id = $1`,
      ['a'],
    );
    expect(rows).toEqual([{ id: 'a', value: 1, doc: { nested: { list: [1, 2] } } }]);
  });

  it('rolls a transaction back when its function throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO counters (id, value) VALUES ('rolled-back', 1)`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query(`SELECT * FROM counters WHERE id = 'rolled-back'`)).toEqual([]);
  });

  it('reuses the outer transaction for nested calls', async () => {
    await db.transaction(async (tx) => {
      await tx.transaction(async (inner) => inner.query(`INSERT INTO counters (id, value) VALUES ('nested', 1)`));
      expect(await tx.query(`SELECT id FROM counters WHERE id = 'nested'`)).toEqual([{ id: 'nested' }]);
    });
  });

  it('runs queries fired at once inside one transaction, in order', async () => {
    const values = await db.transaction(async (tx) =>
      Promise.all([1, 2, 3, 4].map((n) => tx.query<{ n: number }>(`SELECT $1::int AS n`, [n]))),
    );
    expect(values.map((rows) => rows[0]!.n)).toEqual([1, 2, 3, 4]);
  });

  it('serialises concurrent read-modify-write transactions on one row', async () => {
    await db.query(`INSERT INTO counters (id, value) VALUES ('hits', 0)`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<{ value: number }>(`SELECT value FROM counters WHERE id = 'hits' FOR UPDATE`);
          await tx.query(`UPDATE counters SET value = $1 WHERE id = 'hits'`, [row!.value + 1]);
        }),
      ),
    );
    expect(await db.query(`SELECT value FROM counters WHERE id = 'hits'`)).toEqual([{ value: 20 }]);
  });
});
