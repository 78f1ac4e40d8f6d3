/**
 * Warm-up: a fresh process renders its first page many times slower than the next (84–106 ms of its own time for the
 * home page against about 1: V8 has not compiled the render path yet, the catalog cache and the rendered-page cache
 * are empty). So before `/readyz` says ready, the server asks itself for a few pages over loopback, as an anonymous
 * shopper's browser would, and the first shopper a new instance gets is served as fast as the next.
 *
 * The requests name the configured origin's host and scheme (as the front end forwards them), so the rendered-page
 * cache keeps the copy a shopper's request finds.
 */
import http from 'node:http';

export interface WarmUpOptions {
  /** Where the server listens: loopback, or the one address it is bound to. */
  port: number;
  host?: string;
  /** The configured public origin (STOREFRONT_ORIGIN). */
  origin: string;
  paths: readonly string[];
  /** For the wait and all the paths together: a backend that hangs must not keep the instance out of service. */
  timeoutMs: number;
  /** Whether the commerce backend answers: a page asked for before it does would only be an error page. */
  backendReady: () => Promise<boolean>;
  /** How often to ask `backendReady` meanwhile. */
  pollMs?: number;
}

export interface WarmedPage {
  path: string;
  /** The answer's status, or 0 when none came (refused, timed out). */
  status: number;
  ms: number;
}

/**
 * WARM_UP_PATHS: comma-separated paths of this origin (`/,/chocolate`); unset, the home page; `off` or empty, none.
 * Anything that is not a plain path (`//host`, a full URL) is left out: the server asks only itself.
 */
export function warmUpPaths(value: string | undefined): string[] {
  if (value === undefined) return ['/'];
  if (value.trim().toLowerCase() === 'off') return [];
  return value
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path.startsWith('/') && !path.startsWith('//') && !/[\s\\]/.test(path));
}

/**
 * Once the backend answers (a process may start before it, or during an outage), asks for each path in turn, reading
 * every answer to its end (a page streams); never throws.
 */
export async function warmUp({
  port,
  host,
  origin,
  paths,
  timeoutMs,
  backendReady,
  pollMs = 250,
}: WarmUpOptions): Promise<WarmedPage[]> {
  const { host: originHost, protocol } = new URL(origin);
  const deadline = performance.now() + timeoutMs;
  const warmed: WarmedPage[] = [];
  if (!paths.length) return warmed;
  while (!(await backendReady().catch(() => false))) {
    if (performance.now() + pollMs >= deadline) return warmed;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  for (const path of paths) {
    const left = deadline - performance.now();
    if (left <= 0) break;
    const started = performance.now();
    const status = await get({
      port,
      host: loopback(host),
      path,
      timeoutMs: left,
      headers: shopperHeaders(originHost, protocol),
    });
    warmed.push({ path, status, ms: performance.now() - started });
  }
  return warmed;
}

/** What a browser sends for a page, without cookies: the request a new shopper makes. */
function shopperHeaders(host: string, protocol: string): http.OutgoingHttpHeaders {
  return {
    host,
    'x-forwarded-proto': protocol.slice(0, -1),
    accept: 'text/html,application/xhtml+xml',
    'accept-encoding': 'br, gzip',
    'sec-fetch-dest': 'document',
    'sec-fetch-mode': 'navigate',
    'user-agent': 'SweetShop-WarmUp/1',
  };
}

/** A server bound to every address is reached on loopback; one bound to an address, there. */
function loopback(host: string | undefined): string {
  return !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

function get({
  port,
  host,
  path,
  timeoutMs,
  headers,
}: {
  port: number;
  host: string;
  path: string;
  timeoutMs: number;
  headers: http.OutgoingHttpHeaders;
}): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host, port, path, headers, agent: false }, (response) => {
      response.resume();
      // An answer cut off (the time is up) counts as none.
      response.on('close', () => {
        clearTimeout(timer);
        resolve(response.complete ? (response.statusCode ?? 0) : 0);
      });
    });
    const timer = setTimeout(() => request.destroy(), timeoutMs);
    request.on('error', () => {
      clearTimeout(timer);
      resolve(0);
    });
  });
}
