import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';

/**
 * The one database interface the sandbox uses. Two implementations pass the same tests:
 * embedded PGlite (default) and a PostgreSQL server (when a database URL is configured).
 * Queries use positional parameters ($1, $2, …); jsonb columns come back parsed.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs fn inside one transaction; nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (schema files). No parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as one uncompressed tarball, which openDb's `loadDataDir` starts a copy from. */
  dumpDataDir?(): Promise<Blob>;
}

export async function one<Row>(db: Db, sql: string, params?: unknown[]): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}

/** jsonb parameters are passed as text so both drivers store the same thing. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

interface PgliteQueryable {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(sql: string): Promise<unknown>;
}

function pgliteDb(handle: PgliteQueryable, root: PGlite, inTransaction: boolean): Db {
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await handle.query<Row>(sql, params);
      return result.rows;
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (inTransaction) return fn(this);
      return root.transaction(async (tx) => fn(pgliteDb(tx as unknown as PgliteQueryable, root, true)));
    },
    async exec(sql: string) {
      await handle.exec(sql);
    },
    async close() {
      if (!inTransaction) await root.close();
    },
    dumpDataDir: () => root.dumpDataDir('none'),
  };
}

function postgresClientDb(client: pg.PoolClient): Db {
  // A transaction owns one connection, which runs one query at a time: callers may still fire
  // several at once (Promise.all), so they are queued here rather than interleaved on the wire.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'postgres',
    query<Row>(sql: string, params?: unknown[]) {
      const run = queue.then(() => client.query(sql, params as unknown[]));
      queue = run.catch(() => undefined);
      return run.then((result) => result.rows as Row[]);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      return fn(this);
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async close() {},
  };
}

function postgresDb(pool: pg.Pool): Db {
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(postgresClientDb(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

export interface OpenDbOptions {
  /** PostgreSQL server URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder, or "memory://". */
  dataDir?: string;
  /** PostgreSQL schema to use on a server (tests isolate themselves in their own schema). */
  schema?: string;
  /**
   * PGlite only: a data folder dump (Db.dumpDataDir) to start from instead of an empty database.
   * Tests copy one seeded database this way: creating and seeding one costs seconds, loading a copy a fraction.
   */
  loadDataDir?: Blob;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const schema = options.schema?.replace(/[^a-z0-9_]/gi, '');
    if (schema) {
      const setup = new pg.Client({ connectionString: options.databaseUrl });
      await setup.connect();
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).finally(() => setup.end());
    }
    // The search path is part of each connection's start-up, so every pooled connection sees the schema.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    return postgresDb(pool);
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  return pgliteDb(pglite, pglite, false);
}
