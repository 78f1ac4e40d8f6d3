/**
 * The failure section (target 7, stale-if-error): the commerce backend fails under a running server,
 * and the anonymous catalog pages are measured under load after their copies expired: from the last
 * good answers they stay 200 (services/cache.server.ts), where a page without a last good copy — a
 * session's bag — shows the error page. The server runs with a short catalog TTL
 * (CATALOG_CACHE_TTL_SECONDS) so that its copies expire within the run instead of after 5 minutes.
 */
import { CATALOG_STALE_RETRY_SECONDS } from '../../app/models/catalog-constants.ts';
import { COMMERCE_TIMEOUT_MS } from '../../app/models/commerce-constants.ts';
import { createBag } from './bag.ts';
import { BROWSER_HEADERS, request } from './http.ts';
import { measureLoad, type LoadResult } from './load.ts';
import type { BenchPage } from './pages.ts';
import { log } from './report.ts';
import { startServer } from './server.ts';

/** The catalog TTL of the failure section's server: short, so the section waits seconds for its copies to expire. */
export const OUTAGE_TTL_SECONDS = 2;

export type OutageHow = 'hung' | 'down';

export interface OutagePage {
  id: string;
  label: string;
  path: string;
  /** A session's page (the bag): the contrast, with no shared last good copy to fall back on. */
  withBag: boolean;
  run: LoadResult;
}

export interface OutagePhase {
  how: OutageHow;
  pages: OutagePage[];
}

export interface OutageResult {
  ttlSeconds: number;
  timeoutMs: number;
  retrySeconds: number;
  phases: OutagePhase[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `pages`: the anonymous catalog pages and one page with a bag. Each is loaded once while the backend
 * is up (its last good copy), then measured at concurrency 10 with the backend hung, then down.
 */
export async function measureOutage(
  pages: readonly BenchPage[],
  options: { durationS: number; warmupS: number },
): Promise<OutageResult> {
  const server = await startServer({ CATALOG_CACHE_TTL_SECONDS: String(OUTAGE_TTL_SECONDS) });
  try {
    const bag = await createBag(server.url);
    const cookieOf = (page: BenchPage) => (page.withBag && bag.ok ? bag.cookie : page.cookie);
    const measured = pages.filter((page) => !page.withBag || bag.ok);
    const headersOf = (page: BenchPage) => {
      const cookie = cookieOf(page);
      return cookie ? { ...BROWSER_HEADERS, cookie } : { ...BROWSER_HEADERS };
    };
    for (const page of measured) {
      const reply = await request(new URL(page.path, server.url), { headers: headersOf(page) });
      if (reply.status !== 200)
        throw new Error(`failure section: GET ${page.path} answered ${reply.status} with the backend up`);
    }

    const phases: OutagePhase[] = [];
    for (const how of ['hung', 'down'] as const) {
      await server.failBackend(how);
      // Every copy expired; after a hung backend, the failed keys wait out their retry pause so that
      // the dead backend is asked again in this phase, not answered for from the last phase's failure.
      await wait(
        (how === 'hung' ? OUTAGE_TTL_SECONDS : Math.max(OUTAGE_TTL_SECONDS, CATALOG_STALE_RETRY_SECONDS)) * 1000 + 500,
      );
      const phase: OutagePhase = { how, pages: [] };
      for (const page of measured) {
        log(`failure section: ${page.path} with the backend ${how}`);
        const run = await measureLoad(new URL(page.path, server.url), headersOf(page), 10, {
          durationMs: options.durationS * 1000,
          // No warm-up: the first answers after the failure are the ones that wait for the time-out.
          warmupMs: 0,
          serverPid: server.pid,
        });
        phase.pages.push({ id: page.id, label: page.label, path: page.path, withBag: Boolean(page.withBag), run });
      }
      phases.push(phase);
    }
    return {
      ttlSeconds: OUTAGE_TTL_SECONDS,
      timeoutMs: COMMERCE_TIMEOUT_MS,
      retrySeconds: CATALOG_STALE_RETRY_SECONDS,
      phases,
    };
  } finally {
    // The storefront logs each bag it could not render: expected here.
    await server.stop({ expectErrors: true });
  }
}

/** Each anonymous page's share of 200 answers over both phases (the budget's figure). */
export function okShares(outage: OutageResult): Map<string, number> {
  const totals = new Map<string, { ok: number; all: number }>();
  for (const phase of outage.phases)
    for (const page of phase.pages) {
      if (page.withBag) continue;
      const total = totals.get(page.id) ?? { ok: 0, all: 0 };
      total.ok += page.run.statuses['200'] ?? 0;
      total.all += page.run.requests + page.run.errors;
      totals.set(page.id, total);
    }
  return new Map([...totals].map(([id, { ok, all }]) => [id, all ? ok / all : 0]));
}
