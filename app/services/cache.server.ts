/**
 * A small in-process TTL cache for catalog reads (the same for every shopper), with one load in
 * flight per key so a burst of requests after expiry makes one backend call. Keys partly come from
 * shoppers' input (search terms), so the cache is bounded (lru-cache): past the limit the least recently used
 * entries go, so a flood of one-off searches does not push out the menu every page reads.
 *
 * Stale if error: when the load of an expired entry fails (the backend down, slow past its time-out, or
 * answering 5xx), the last good answer is served instead, up to CATALOG_STALE_IF_ERROR_SECONDS after it
 * expired, and the backend is not asked again for that key for CATALOG_STALE_RETRY_SECONDS, so pages stay
 * fast while it is down. "Site Under Maintenance" is not a failure to hide: it goes on to /maintenance.
 */
import { LRUCache } from 'lru-cache';
import {
  CATALOG_CACHE_TTL_SECONDS,
  CATALOG_STALE_IF_ERROR_SECONDS,
  CATALOG_STALE_RETRY_SECONDS,
} from '~/models/catalog-constants.ts';
import { numberSetting } from '~/models/number-setting.ts';
import { SiteMaintenance } from './commerce-errors.server.ts';

/** CATALOG_CACHE_TTL_SECONDS from the environment (a positive number of seconds), or the constant. */
export function catalogTtlSetting(value: string | undefined): number {
  return numberSetting(value, CATALOG_CACHE_TTL_SECONDS, { positive: true });
}

/** How long a catalog answer, and a page rendered from such answers (server/page-cache.ts), is fresh. */
export const catalogTtlSeconds = catalogTtlSetting(process.env.CATALOG_CACHE_TTL_SECONDS);

interface Entry {
  value: unknown;
  /** Fresh until then. */
  expiresAt: number;
  /** After a failed reload: served as it is until then, without asking the backend. */
  retryAt: number;
}

/** Not shown: how many catalog answers one server keeps (a few MB at most). */
export const CACHE_MAX_ENTRIES = 2000;

/** Expiry is the entries' own: an expired answer stays, to be served if its reload fails (stale if error). */
const entries = new LRUCache<string, Entry>({ max: CACHE_MAX_ENTRIES });
const loading = new Map<string, Promise<unknown>>();
/** Counts the cache's clearings: the rendered-page cache (server/page-cache.ts) drops pages made before the last. */
let generation = 0;

export async function cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(key);
  const now = Date.now();
  if (entry && (entry.expiresAt > now || entry.retryAt > now)) return entry.value as T;
  let pending = loading.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load()
      .then(
        (value) => {
          entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000, retryAt: 0 });
          return value;
        },
        (error: unknown) => {
          const stale = entries.peek(key);
          const failedAt = Date.now();
          if (
            !stale ||
            error instanceof SiteMaintenance ||
            failedAt - stale.expiresAt > CATALOG_STALE_IF_ERROR_SECONDS * 1000
          )
            throw error;
          stale.retryAt = failedAt + CATALOG_STALE_RETRY_SECONDS * 1000;
          console.warn(
            `catalog cache: serving the last good '${key.split(':')[0]}' answer, ${Math.round((failedAt - stale.expiresAt) / 1000)} s stale: ${String(error)}`,
          );
          return stale.value as T;
        },
      )
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Forgets every answer (a catalog change that cannot wait for the TTL), and with them the pages rendered from them. */
export function clearCatalogCache(): void {
  entries.clear();
  generation += 1;
}

export function catalogGeneration(): number {
  return generation;
}

/** How many answers are kept (for tests). */
export function cacheSize(): number {
  return entries.size;
}
