/**
 * The system under test: the production build served by `server/index.ts` with its own embedded,
 * in-memory sandbox on free ports (the same environment as the browser tests' web server).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { privateClientAuthorization } from '../../sandbox/src/http/client-auth.ts';
import { log } from './report.ts';

export interface RunningServer {
  url: string;
  sandboxUrl: string;
  pid: number;
  /** Sets the sandbox's added latency for every SCAPI/SLAS response. */
  setLatency(ms: number): Promise<void>;
  stop(): Promise<void>;
}

const root = new URL('../../', import.meta.url);

export function build(): void {
  log('building the production bundle (react-router build)');
  const result = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`react-router build failed (exit ${result.status})`);
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

const running = new Set<ChildProcess>();

/** Stops servers still running when the bench is interrupted or fails. */
export function stopAllSync(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
}

/** `env` adds to or overrides the server's environment (the bench's run without the page cache). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const url = `http://localhost:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    // The request log goes to /dev/null: the server still formats each line, as in production.
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: 'memory://',
      SANDBOX_STOREFRONT_ORIGIN: url,
      SANDBOX_LATENCY_MS: '0',
      // A production-mode server with the demo sandbox on loopback (see README "Security").
      SANDBOX_ALLOW_DEFAULT_SECRET: process.env.SANDBOX_ALLOW_DEFAULT_SECRET ?? '1',
      LOG_FORMAT: 'tiny',
      // The overhead table reads the storefront's Server-Timing header, which is off by default.
      SERVER_TIMING: '1',
      // A developer's own backend settings must not redirect the bench elsewhere.
      COMMERCE_API_ORIGIN: '',
      COMMERCE_SHORT_CODE: '',
      REDIS_URL: '',
      ...env,
    },
  });
  running.add(child);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up (code ${child.exitCode}):\n${stderr}`);
    // Five minutes: a production start compiles the server and seeds the sandbox, slow on a busy 2-core machine.
    if (Date.now() - startedAt > 300_000) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 300 s:\n${stderr}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(`server ${child.pid} up on ${url} (sandbox ${sandboxUrl}) after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

  return {
    url,
    sandboxUrl,
    pid: child.pid ?? 0,
    async setLatency(ms) {
      const response = await fetch(`${sandboxUrl}/__sandbox/switches`, {
        method: 'PUT',
        // The server's sandbox has this process's SANDBOX_* settings: the same private client.
        headers: { authorization: privateClientAuthorization(), 'content-type': 'application/json' },
        body: JSON.stringify({ latencyMs: ms }),
      });
      if (!response.ok) throw new Error(`PUT /__sandbox/switches answered ${response.status}`);
      const switches = (await response.json()) as { latencyMs?: number };
      if (switches.latencyMs !== ms) throw new Error(`the sandbox reports latencyMs ${switches.latencyMs}, not ${ms}`);
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(child);
      if (/Error|error/.test(stderr)) log(`server stderr (last lines):\n${stderr.split('\n').slice(-15).join('\n')}`);
    },
  };
}
