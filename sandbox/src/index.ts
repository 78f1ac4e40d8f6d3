import { createAdaptorServer } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { configFromEnv, startupProblem, type SandboxConfig } from './config.ts';
import { openDb, type Db } from './db/client.ts';
import { createApp } from './app.ts';
import { prepareDatabase } from './seed/index.ts';
import { loadSigningKeys } from './slas/jwt.ts';
import type { SandboxServices, Switches } from './http/context.ts';
import { RenditionPool } from './catalog/rendition-pool.ts';

export type { SandboxConfig } from './config.ts';
export { configFromEnv } from './config.ts';

export interface RunningSandbox {
  /** Origin the sandbox listens on, e.g. http://127.0.0.1:4010 — the SDK's `proxy`. */
  url: string;
  config: SandboxConfig;
  db: Db;
  switches: Switches;
  services: SandboxServices;
  close(): Promise<void>;
}

/** The Host values that name this sandbox: its address, the loopback names and the public origin's host, on its port. */
function ownHostNames(host: string, port: number, publicOrigin: string): Set<string> {
  const wildcard = host === '0.0.0.0' || host === '::';
  const names = ['localhost', '127.0.0.1', '[::1]', ...(wildcard ? [] : [host.includes(':') ? `[${host}]` : host])];
  const hosts = new Set(names.map((name) => `${name.toLowerCase()}:${port}`));
  if (publicOrigin) hosts.add(new URL(publicOrigin).host.toLowerCase());
  return hosts;
}

export interface StartOptions extends Partial<SandboxConfig> {
  /** Drop and re-seed the data before starting. */
  reset?: boolean;
  /** PostgreSQL schema to isolate a test run in (server only). */
  databaseSchema?: string;
  /** PGlite only: a seeded data folder dump to start from (tests: one seed copied per file). */
  loadDataDir?: Blob;
}

/**
 * Starts the commerce sandbox in this process: opens (and seeds, on first run) the database,
 * then listens on a loopback port of its own. The storefront's server calls this at start-up.
 */
export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const { reset, databaseSchema, loadDataDir, ...overrides } = options;
  const config = configFromEnv(process.env, overrides);
  const problem = startupProblem(config);
  if (problem) throw new Error(problem);
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: databaseSchema,
    loadDataDir,
  });
  await prepareDatabase(db, { reset: Boolean(reset) });
  const keys = await loadSigningKeys(db);
  const switches: Switches = { maintenance: config.maintenance, latencyMs: config.latencyMs, loseOrderAnswers: [] };

  let origin = config.publicOrigin;
  let ownHosts = new Set<string>();
  const services: SandboxServices = {
    db,
    config,
    keys,
    switches,
    origin: () => origin,
    isOwnHost: (host) => Boolean(host) && ownHosts.has(host!.trim().toLowerCase()),
    now: () => new Date(),
    renditions: new RenditionPool({
      workers: config.renditionWorkers,
      maxQueued: config.renditionQueue,
      perClient: config.renditionsPerClient,
    }),
  };
  const app = createApp(services);
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${address.port}`;
  if (!origin) origin = url;
  ownHosts = ownHostNames(config.host, address.port, config.publicOrigin);

  return {
    url,
    config: { ...config, port: address.port },
    db,
    switches,
    services,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
      await services.renditions.close();
      await db.close();
    },
  };
}
