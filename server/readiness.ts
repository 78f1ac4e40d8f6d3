/**
 * `/readyz`: whether the storefront can serve shoppers, i.e. whether its commerce backend answers (and, in
 * production, whether it has warmed up: server/warm-up.ts), and whether it has room for one more request
 * (not while every in-flight slot is taken, server/overload.ts: a load balancer then sends shoppers elsewhere).
 * It asks SLAS for its public keys (a cheap, unauthenticated read every SLAS offers, the sandbox
 * included) and keeps the answer for READINESS_CACHE_MS, so a load balancer polling it does not
 * become load on the backend. `/healthz` stays liveness: the process answers.
 */
import { READINESS_CACHE_MS, READINESS_TIMEOUT_MS } from '../app/models/edge-constants.ts';

/** The SLAS key set of the configured backend (COMMERCE_* variables, set by then for the embedded sandbox). */
export function readinessUrl(env: NodeJS.ProcessEnv = process.env): string {
  const origin = env.COMMERCE_API_ORIGIN || `https://${env.COMMERCE_SHORT_CODE}.api.commercecloud.salesforce.com`;
  return new URL(`/shopper/auth/v1/organizations/${env.COMMERCE_ORGANIZATION_ID}/oauth2/jwks`, origin).href;
}

/**
 * A look at the backend, kept for `cacheMs`. `fresh` looks again whatever is kept, and keeps that answer: the warm-up
 * (server/warm-up.ts) waits for the backend that way, so `/readyz` does not go on answering a "down" from before.
 */
export function readinessCheck(
  url: string,
  { cacheMs = READINESS_CACHE_MS, timeoutMs = READINESS_TIMEOUT_MS } = {},
): (options?: { fresh?: boolean }) => Promise<boolean> {
  let last: { at: number; ready: boolean } | undefined;
  let pending: Promise<boolean> | undefined;
  const look = async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };
  return ({ fresh = false } = {}) => {
    if (!fresh && last && performance.now() - last.at < cacheMs) return Promise.resolve(last.ready);
    // Concurrent probes share one look.
    pending ??= look().then((ready) => {
      last = { at: performance.now(), ready };
      pending = undefined;
      return ready;
    });
    return pending;
  };
}

/** `/readyz`'s answer: 200 when every part is ready, else 503, with each part's state. */
export function readiness({
  commerce,
  warmUp,
  saturated,
}: {
  commerce: boolean;
  warmUp: 'running' | 'done';
  saturated: boolean;
}) {
  const ok = commerce && warmUp === 'done' && !saturated;
  return {
    status: ok ? 200 : 503,
    body: { ok, commerce: commerce ? 'up' : 'down', warmUp, inFlight: saturated ? 'saturated' : 'ok' },
  };
}
