/**
 * Where server-side sessions live. Embedded (this process's memory) by default; Redis when
 * REDIS_URL is set, so several storefront instances behind a load balancer share sessions. Both
 * keep values as JSON strings with a time to live, and both offer a per-session lock so that a token
 * refresh happens once even when requests of one session arrive at different instances, and an
 * index of each customer's sessions so that a password reset can end all of them.
 */
import { Redis } from 'ioredis';
import { SESSION_STORE_MAX_SESSIONS, SESSION_STORE_SWEEP_MS } from '~/models/constants.ts';

export interface SessionStore {
  readonly kind: 'memory' | 'redis';
  /**
   * The stored value, or null. `returning`: the browser sent this id back in its cookie — the
   * embedded store then counts the session as established (see its eviction rule).
   */
  read(id: string, returning?: boolean): Promise<string | null>;
  write(id: string, value: string, ttlSeconds: number): Promise<void>;
  remove(id: string): Promise<void>;
  /** Runs `work` while holding the session's lock (waits for another holder to finish). */
  withLock<T>(id: string, work: () => Promise<T>): Promise<T>;
  /** Adds a session to its customer's index (for ending all of them at a password reset or change). */
  linkCustomer(customerId: string, id: string, ttlSeconds: number): Promise<void>;
  /** Removes every session of the customer but `keep`, with its index entry; answers the ids removed. */
  endCustomerSessions(customerId: string, keep?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** How long a lock is held at most (a crashed holder cannot block a session longer). */
const LOCK_TTL_MS = 10_000;
const LOCK_WAIT_MS = 10_000;
const LOCK_POLL_MS = 20;

interface MemoryStoreOptions {
  /** The clock (tests move it). */
  now?: () => number;
  maxSessions?: number;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * The embedded store. Two maps in least-recently-used order: `fresh` holds sessions no browser has
 * come back with yet (every session starts there), `established` those read again by a later
 * request. Over the ceiling it drops expired entries first, then the least recently used fresh one,
 * and an established one only when no fresh one is left — so 100,000 one-shot sessions (a script
 * that never sends the cookie back) cannot push out a signed-in customer or a guest's bag, and among
 * sessions of one kind a live one never goes before one that has been idle longer.
 */
export function createMemorySessionStore({ now = Date.now, maxSessions = SESSION_STORE_MAX_SESSIONS }: MemoryStoreOptions = {}): SessionStore {
  const fresh = new Map<string, Entry>();
  const established = new Map<string, Entry>();
  const customers = new Map<string, Set<string>>();
  const customerOf = new Map<string, string>();
  const locks = new Map<string, Promise<unknown>>();
  let lastSweep = 0;

  const size = () => fresh.size + established.size;
  const drop = (id: string) => {
    fresh.delete(id);
    established.delete(id);
    const customerId = customerOf.get(id);
    if (customerId === undefined) return;
    customerOf.delete(id);
    const ids = customers.get(customerId);
    ids?.delete(id);
    if (ids && !ids.size) customers.delete(customerId);
  };
  const sweepExpired = () => {
    const time = now();
    lastSweep = time;
    for (const map of [fresh, established]) for (const [id, entry] of map) if (entry.expiresAt <= time) drop(id);
  };
  const evict = () => {
    if (size() > maxSessions && now() - lastSweep >= SESSION_STORE_SWEEP_MS) sweepExpired();
    while (size() > maxSessions) drop((fresh.size ? fresh : established).keys().next().value!);
  };
  const sweep = setInterval(sweepExpired, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    async read(id, returning = false) {
      const map = established.has(id) ? established : fresh;
      const entry = map.get(id);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        drop(id);
        return null;
      }
      // Used now: to the recent end of its map, or into the established one when the browser came back.
      map.delete(id);
      (returning ? established : map).set(id, entry);
      return entry.value;
    },
    async write(id, value, ttlSeconds) {
      const map = established.has(id) ? established : fresh;
      map.delete(id);
      map.set(id, { value, expiresAt: now() + ttlSeconds * 1000 });
      evict();
    },
    async remove(id) {
      drop(id);
    },
    async withLock(id, work) {
      const previous = locks.get(id) ?? Promise.resolve();
      const run = previous.then(work, work);
      const settled = run.catch(() => undefined);
      locks.set(id, settled);
      try {
        return await run;
      } finally {
        if (locks.get(id) === settled) locks.delete(id);
      }
    },
    async linkCustomer(customerId, id) {
      // The index entry lives and goes with the session itself (expiry, eviction, removal).
      if (!fresh.has(id) && !established.has(id)) return;
      customerOf.set(id, customerId);
      customers.set(customerId, (customers.get(customerId) ?? new Set()).add(id));
    },
    async endCustomerSessions(customerId, keep) {
      const ended = [...(customers.get(customerId) ?? [])].filter((id) => id !== keep);
      for (const id of ended) drop(id);
      return ended;
    },
    async close() {
      clearInterval(sweep);
      fresh.clear();
      established.clear();
      customers.clear();
      customerOf.clear();
    },
  };
}

const RELEASE_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/** A Redis connection as the storefront's stores use it (sessions, rate limits): few retries, queued while connecting. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
}

export function createRedisSessionStore(url: string, prefix = 'sweetshop:session:'): SessionStore {
  const redis = connectRedis(url);
  const key = (id: string) => `${prefix}${id}`;
  const lockKey = (id: string) => `${prefix}lock:${id}`;
  // A sorted set per customer: session ids scored by when they expire, so ended ones can be pruned.
  const customerKey = (customerId: string) => `${prefix}customer:${customerId}`;

  return {
    kind: 'redis',
    // Redis ends sessions by their time to live; what it evicts when full is its maxmemory-policy (README).
    read: (id) => redis.get(key(id)),
    async write(id, value, ttlSeconds) {
      await redis.set(key(id), value, 'EX', ttlSeconds);
    },
    async remove(id) {
      await redis.del(key(id));
    },
    async withLock(id, work) {
      const token = crypto.randomUUID();
      const deadline = Date.now() + LOCK_WAIT_MS;
      while ((await redis.set(lockKey(id), token, 'PX', LOCK_TTL_MS, 'NX')) !== 'OK') {
        if (Date.now() > deadline) throw new Error('Timed out waiting for the session lock.');
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      }
      try {
        return await work();
      } finally {
        await redis.eval(RELEASE_SCRIPT, 1, lockKey(id), token);
      }
    },
    async linkCustomer(customerId, id, ttlSeconds) {
      const time = Date.now();
      await redis
        .multi()
        .zadd(customerKey(customerId), time + ttlSeconds * 1000, id)
        .zremrangebyscore(customerKey(customerId), '-inf', time)
        .expire(customerKey(customerId), ttlSeconds, 'GT')
        .expire(customerKey(customerId), ttlSeconds, 'NX')
        .exec();
    },
    async endCustomerSessions(customerId, keep) {
      const ended = (await redis.zrangebyscore(customerKey(customerId), Date.now(), '+inf')).filter((id) => id !== keep);
      const transaction = redis.multi().zremrangebyscore(customerKey(customerId), '-inf', Date.now());
      for (const id of ended) transaction.del(key(id)).zrem(customerKey(customerId), id);
      await transaction.exec();
      return ended;
    },
    async close() {
      await redis.quit();
    },
  };
}
