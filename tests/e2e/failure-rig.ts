/**
 * A storefront and a commerce sandbox of the failure tests' own, in two processes, so the sandbox can
 * be stopped, restarted and slowed down without touching the server the other browser tests use.
 * The storefront is the production build (`build/`, served by the compiled server `npm start` runs), pointed at the sandbox with COMMERCE_* variables
 * exactly as it would be pointed at Salesforce; the sandbox keeps its data in a temporary folder, so
 * a restart brings back the same customers, keys and tokens (as a real backend's outage would).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from '../../sandbox/src/config.ts';
import { privateClientAuthorization } from '../../sandbox/src/http/client-auth.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms\n${output()}`);
}

/** Starts a script: TypeScript source through tsx (the sandbox), built JavaScript as it is (the storefront). */
function start(script: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, script.endsWith('.ts') ? ['--import', 'tsx', script] : [script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => log };
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(forced);
}

/** The environment without the COMMERCE_*, SANDBOX_* and session settings of whoever runs the tests. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(COMMERCE_|SANDBOX_|REDIS_URL$|PORT$|HOST$|STOREFRONT_ORIGIN$|TRUST_PROXY$|MAX_IN_FLIGHT_REQUESTS$|SERVER_TIMING$)/.test(
          name,
        ),
    ),
  );
}

export class FailureRig {
  private sandbox?: { child: ChildProcess; output: () => string };
  private storefront?: { child: ChildProcess; output: () => string };

  private constructor(
    readonly origin: string,
    readonly sandboxUrl: string,
    private readonly storefrontPort: number,
    private readonly sandboxPort: number,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<FailureRig> {
    const [storefrontPort, sandboxPort] = [await freePort(), await freePort()];
    const dataDir = await mkdtemp(join(tmpdir(), 'sweetshop-failure-'));
    const rig = new FailureRig(
      `http://localhost:${storefrontPort}`,
      `http://127.0.0.1:${sandboxPort}`,
      storefrontPort,
      sandboxPort,
      dataDir,
    );
    try {
      await rig.startSandbox();
      await rig.startStorefront();
    } catch (error) {
      // Nothing may outlive a rig that did not come up: no process, no data folder.
      await rig.close();
      throw error;
    }
    return rig;
  }

  /** An address on the rig's storefront. */
  url(path: string): string {
    return new URL(path, this.origin).href;
  }

  async startSandbox(): Promise<void> {
    this.sandbox = start('sandbox/src/main.ts', {
      ...cleanEnv(),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: String(this.sandboxPort),
      SANDBOX_DATA_DIR: this.dataDir,
      SANDBOX_STOREFRONT_ORIGIN: this.origin,
    });
    await waitUntilUp(`${this.sandboxUrl}/health`, this.sandbox.child, this.sandbox.output);
  }

  async stopSandbox(): Promise<void> {
    await stop(this.sandbox?.child);
  }

  /**
   * (Re)starts the storefront: a fresh process, so nothing is cached yet; `env` adds settings (MAX_IN_FLIGHT_REQUESTS).
   * It warms up (server/warm-up.ts) on the maintenance page, which renders the whole app without a single commerce
   * call: the process is warm, and nothing is cached.
   */
  async startStorefront(env: NodeJS.ProcessEnv = {}): Promise<void> {
    await stop(this.storefront?.child);
    this.storefront = start('build/node/server.mjs', {
      ...cleanEnv(),
      NODE_ENV: 'production',
      PORT: String(this.storefrontPort),
      STOREFRONT_ORIGIN: this.origin,
      COMMERCE_API_ORIGIN: this.sandboxUrl,
      COMMERCE_SHORT_CODE: 'sandbox',
      COMMERCE_ORGANIZATION_ID: 'f_ecom_swet_001',
      COMMERCE_CLIENT_ID: 'sweetshop-public-client',
      COMMERCE_PRIVATE_CLIENT_ID: 'sweetshop-private-client',
      COMMERCE_PRIVATE_CLIENT_SECRET: 'sweetshop-private-secret',
      TRUST_PROXY: 'loopback',
      LOG_FORMAT: 'tiny',
      WARM_UP_PATHS: '/maintenance',
      ...env,
    });
    await waitUntilUp(`${this.origin}/readyz`, this.storefront.child, this.storefront.output);
  }

  /** The storefront's port (for raw connections). */
  get port(): number {
    return this.storefrontPort;
  }

  /** Sets the sandbox's run-time switches (latency, maintenance). */
  async switches(switches: { latencyMs?: number; maintenance?: boolean }): Promise<void> {
    // The rig's sandbox runs without the caller's SANDBOX_* settings: the default private client.
    const authorization = privateClientAuthorization(configFromEnv(cleanEnv()));
    const response = await fetch(`${this.sandboxUrl}/__sandbox/switches`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(switches),
    });
    if (!response.ok) throw new Error(`switches: ${response.status}`);
  }

  /** Whether the storefront process is still running. */
  get storefrontRunning(): boolean {
    return this.storefront?.child.exitCode === null && this.storefront.child.signalCode === null;
  }

  /** The storefront's recent output (for a failing test's report). */
  get storefrontOutput(): string {
    return this.storefront?.output() ?? '';
  }

  async close(): Promise<void> {
    await stop(this.storefront?.child);
    await stop(this.sandbox?.child);
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
