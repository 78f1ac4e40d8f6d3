/**
 * The system under test: the production build served by the compiled server (`build/node/server.mjs`, as `npm start`
 * runs it), and its commerce backend — a freshly seeded, in-memory sandbox (`sandbox/src/main.ts`) — in a process of
 * its own on free ports.
 * The storefront reaches the sandbox over COMMERCE_* variables, as it would reach Salesforce, so the
 * storefront process's CPU is the storefront's alone; the sandbox's is measured beside it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { configFromEnv, type SandboxConfig } from '../../sandbox/src/config.ts';
import { privateClientAuthorization } from '../../sandbox/src/http/client-auth.ts';
import { APPLE_PAY_MERCHANT } from '../../sandbox/src/payments/apple-pay.ts';
import { PROVIDER_CREDENTIALS } from '../../sandbox/src/payments/providers.ts';
import { RECAPTCHA_SIMULATOR } from '../../sandbox/src/recaptcha/routes.ts';
import { EINSTEIN_SIMULATOR } from '../../sandbox/src/einstein/routes.ts';
import { log } from './report.ts';

export interface RunningServer {
  url: string;
  sandboxUrl: string;
  /** The storefront's process (build/node/server.mjs): the CPU the budgets check. */
  pid: number;
  /** The sandbox's process: the commerce backend's CPU, which production leaves to Salesforce's servers. */
  sandboxPid: number;
  /** Sets the sandbox's added latency for every SCAPI/SLAS response. */
  setLatency(ms: number): Promise<void>;
  /**
   * Fails the commerce backend for the failure section: `hung` stops the sandbox's process (SIGSTOP, so
   * connections open and nothing answers: every call runs into the storefront's time-out), `down` ends it
   * (calls refused at once). There is no way back up from `down`.
   */
  failBackend(how: 'hung' | 'down'): Promise<void>;
  /** `expectErrors`: the storefront logged errors on purpose (the failure section); its stderr is not shown. */
  stop(options?: { expectErrors?: boolean }): Promise<void>;
}

const root = new URL('../../', import.meta.url);

export function build(): void {
  log('building the production bundle and the compiled server (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`npm run build failed (exit ${result.status})`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The storefront's settings for a sandbox of `config` running at `sandboxUrl`: the same that
 * server/commerce-backend.ts publishes for its embedded one (tests/integration/bench-backend.test.ts
 * holds the two together), so every page offers the same payments and forms as under `npm start`.
 * Content and images follow COMMERCE_API_ORIGIN by default.
 */
export function sandboxBackendEnv(
  config: SandboxConfig,
  sandboxUrl: string,
  storefrontUrl: string,
): Record<string, string> {
  return {
    COMMERCE_API_ORIGIN: sandboxUrl,
    COMMERCE_SHORT_CODE: config.shortCode,
    COMMERCE_ORGANIZATION_ID: config.organizationId,
    COMMERCE_CLIENT_ID: config.clientId,
    COMMERCE_PRIVATE_CLIENT_ID: config.privateClientId,
    COMMERCE_PRIVATE_CLIENT_SECRET: config.privateClientSecret,
    COMMERCE_REDIRECT_URI: `${storefrontUrl}/callback`,
    PAYPAL_API_URL: `${sandboxUrl}/paypal`,
    PAYPAL_CLIENT_ID: PROVIDER_CREDENTIALS.paypal.clientId,
    PAYPAL_CLIENT_SECRET: PROVIDER_CREDENTIALS.paypal.secret,
    KLARNA_API_URL: `${sandboxUrl}/klarna`,
    KLARNA_USERNAME: PROVIDER_CREDENTIALS.klarna.username,
    KLARNA_PASSWORD: PROVIDER_CREDENTIALS.klarna.password,
    APPLE_PAY_MERCHANT_SESSION_URL: `${sandboxUrl}/applepay/paymentservices/paymentSession`,
    APPLE_PAY_MERCHANT_ID: APPLE_PAY_MERCHANT.merchantIdentifier,
    APPLE_PAY_MERCHANT_SECRET: APPLE_PAY_MERCHANT.secret,
    RECAPTCHA_ASSESSMENT_URL: `${sandboxUrl}/recaptcha/v1/projects/${RECAPTCHA_SIMULATOR.project}/assessments`,
    RECAPTCHA_API_KEY: RECAPTCHA_SIMULATOR.apiKey,
    RECAPTCHA_SITE_KEY: RECAPTCHA_SIMULATOR.siteKey,
    EINSTEIN_API_URL: `${sandboxUrl}/einstein`,
    EINSTEIN_CLIENT_ID: EINSTEIN_SIMULATOR.clientId,
    EINSTEIN_REALM: EINSTEIN_SIMULATOR.realm,
  };
}

const running = new Set<ChildProcess>();

/** Stops servers still running when the bench is interrupted or fails. */
export function stopAllSync(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
}

interface Child {
  process: ChildProcess;
  stderr: () => string;
  exited: Promise<void>;
}

/** Starts a script: TypeScript source through tsx (the sandbox), built JavaScript as it is (the storefront). */
function startChild(script: string, env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, script.endsWith('.ts') ? ['--import', 'tsx', script] : [script], {
    cwd: root,
    // The request log goes to /dev/null: the server still formats each line, as in production.
    stdio: ['ignore', 'ignore', 'pipe'],
    env,
  });
  running.add(child);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { process: child, stderr: () => stderr, exited };
}

async function waitUntilUp(name: string, child: Child, url: string, startedAt: number): Promise<void> {
  for (;;) {
    if (child.process.exitCode !== null)
      throw new Error(`the ${name} exited during start-up (code ${child.process.exitCode}):\n${child.stderr()}`);
    // Five minutes: a production start compiles the server and seeds the sandbox, slow on a busy 2-core machine.
    if (Date.now() - startedAt > 300_000)
      throw new Error(`the ${name} did not answer ${url} within 300 s:\n${child.stderr()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopChild(name: string, child: Child, expectErrors = false): Promise<void> {
  if (child.process.exitCode === null) {
    child.process.kill('SIGTERM');
    const timer = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
    await child.exited;
    clearTimeout(timer);
  }
  running.delete(child.process);
  const stderr = child.stderr();
  if (!expectErrors && /Error|error/.test(stderr))
    log(`${name} stderr (last lines):\n${stderr.split('\n').slice(-15).join('\n')}`);
}

/** `env` adds to or overrides the storefront's environment (the bench's run without the page cache). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const url = `http://localhost:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const sandboxEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: String(sandboxPort),
    // Fresh, in-memory data for every server, whatever database a developer's SANDBOX_* settings name.
    SANDBOX_DATABASE_URL: '',
    SANDBOX_DATA_DIR: 'memory://',
    SANDBOX_PUBLIC_ORIGIN: '',
    SANDBOX_STOREFRONT_ORIGIN: url,
    SANDBOX_LATENCY_MS: '0',
    // A production-mode sandbox on loopback with its published demo secret (see docs/security.md).
    SANDBOX_ALLOW_DEFAULT_SECRET: process.env.SANDBOX_ALLOW_DEFAULT_SECRET ?? '1',
  };
  const config = configFromEnv(sandboxEnv);
  const startedAt = Date.now();
  // Both start at once (the storefront calls its backend only when a request comes).
  const sandbox = startChild('sandbox/src/main.ts', sandboxEnv);
  const storefront = startChild('build/node/server.mjs', {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    // The storefront's public origin is this server (not a developer's STOREFRONT_ORIGIN).
    STOREFRONT_ORIGIN: url,
    LOG_FORMAT: 'tiny',
    // The overhead table reads the storefront's Server-Timing header, which is off by default.
    SERVER_TIMING: '1',
    // As production behind a front end that forwards them (HTTP/2): the overhead table shows when they come.
    EARLY_HINTS: '1',
    // Sessions in the server's own memory, not a developer's Redis.
    REDIS_URL: '',
    ...sandboxBackendEnv(config, sandboxUrl, url),
    ...env,
  });
  try {
    await waitUntilUp('sandbox', sandbox, `${sandboxUrl}/health`, startedAt);
    // Ready as a load balancer sees it: the backend answers and the server has warmed up (server/warm-up.ts).
    await waitUntilUp('storefront', storefront, `${url}/readyz`, startedAt);
  } catch (error) {
    for (const child of [storefront, sandbox]) {
      child.process.kill('SIGKILL');
      running.delete(child.process);
    }
    throw error;
  }
  log(
    `storefront ${storefront.process.pid} up on ${url}, sandbox ${sandbox.process.pid} on ${sandboxUrl}, after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );

  return {
    url,
    sandboxUrl,
    pid: storefront.process.pid ?? 0,
    sandboxPid: sandbox.process.pid ?? 0,
    async setLatency(ms) {
      const response = await fetch(`${sandboxUrl}/__sandbox/switches`, {
        method: 'PUT',
        headers: { authorization: privateClientAuthorization(config), 'content-type': 'application/json' },
        body: JSON.stringify({ latencyMs: ms }),
      });
      if (!response.ok) throw new Error(`PUT /__sandbox/switches answered ${response.status}`);
      const switches = (await response.json()) as { latencyMs?: number };
      if (switches.latencyMs !== ms) throw new Error(`the sandbox reports latencyMs ${switches.latencyMs}, not ${ms}`);
    },
    async failBackend(how) {
      if (sandbox.process.exitCode !== null || sandbox.process.signalCode !== null) return;
      if (how === 'hung') {
        sandbox.process.kill('SIGSTOP');
        return;
      }
      sandbox.process.kill('SIGCONT');
      sandbox.process.kill('SIGKILL');
      await sandbox.exited;
    },
    async stop({ expectErrors = false } = {}) {
      await stopChild('storefront', storefront, expectErrors);
      // A hung sandbox takes its SIGTERM once it runs again.
      if (sandbox.process.exitCode === null) sandbox.process.kill('SIGCONT');
      await stopChild('sandbox', sandbox);
    },
  };
}
