/**
 * A small in-process TTL cache for catalog reads (the same for every shopper), with one load in
 * flight per key so a burst of requests after expiry makes one backend call. Keys partly come from
 * shoppers' input (search terms), so the cache is bounded: past the limit the oldest entries go.
 */
const entries = new Map<string, { value: unknown; expiresAt: number }>();
const loading = new Map<string, Promise<unknown>>();

/** Not shown: how many catalog answers one server keeps (a few MB at most). */
export const CACHE_MAX_ENTRIES = 2000;

function store(key: string, value: unknown, expiresAt: number): void {
  entries.delete(key);
  entries.set(key, { value, expiresAt });
  // Map order is insertion order (a refreshed key moved to the end): the first keys are the oldest.
  for (const candidate of entries.keys()) {
    if (entries.size <= CACHE_MAX_ENTRIES) break;
    entries.delete(candidate);
  }
}

export async function cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(key);
  if (entry && entry.expiresAt > Date.now()) return entry.value as T;
  let pending = loading.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load()
      .then((value) => {
        store(key, value, Date.now() + ttlSeconds * 1000);
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** How many answers are kept (for tests). */
export function cacheSize(): number {
  return entries.size;
}
