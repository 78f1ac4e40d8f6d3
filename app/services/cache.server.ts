/**
 * A small in-process TTL cache for catalog reads (the same for every shopper), with one load in
 * flight per key so a burst of requests after expiry makes one backend call.
 */
const entries = new Map<string, { value: unknown; expiresAt: number }>();
const loading = new Map<string, Promise<unknown>>();

export async function cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(key);
  if (entry && entry.expiresAt > Date.now()) return entry.value as T;
  let pending = loading.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load()
      .then((value) => {
        entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
