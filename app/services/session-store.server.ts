/**
 * Where server-side sessions live. Embedded (this process's memory) by default; Redis when
 * REDIS_URL is set, so several storefront instances behind a load balancer share sessions. Both
 * keep values as JSON strings with a time to live, and both offer a per-session lock so that a token
 * refresh happens once even when requests of one session arrive at different instances, and an
 * index of each customer's sessions so that a password reset can end all of them.
 */
import { Redis } from 'ioredis';
import {
  SESSION_STORE_MAX_SESSIONS,
  SESSION_STORE_PROTECTED_MS,
  SESSION_STORE_SWEEP_MS,
} from '~/models/session-constants.ts';

/**
 * A stored session's eviction class, the first evicted first: an anonymous shopper's with something
 * worth keeping, a basket's, a signed-in customer's. (An anonymous session holding neither is not
 * stored at all: services/session.server.ts.)
 */
export const SESSION_TIERS = ['guest', 'basket', 'signed-in'] as const;
export type SessionTier = (typeof SESSION_TIERS)[number];

export interface WriteOptions {
  /** The session's class, given by the writer (the store never parses values); 'guest' when not given. */
  tier?: SessionTier;
}

export interface SessionStore {
  readonly kind: 'memory' | 'redis';
  /** The stored value, or null. */
  read(id: string): Promise<string | null>;
  write(id: string, value: string, ttlSeconds: number, options?: WriteOptions): Promise<void>;
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
  tier: SessionTier;
  createdAt: number;
}

/** One class's sessions, each list in least-recently-used order. */
interface TierLists {
  /** Created within the last SESSION_STORE_PROTECTED_MS. */
  young: Set<string>;
  settled: Set<string>;
}

/**
 * The embedded store. Over the ceiling it drops expired entries first, then the least recently used
 * session of the lowest class (SESSION_TIERS) among those older than SESSION_STORE_PROTECTED_MS,
 * then the least recently used young one of that class, and only then goes to the next class. So a
 * flood of sessions — one-shot or coming back with their cookie — displaces anonymous ones before a
 * bag and a bag before a signed-in customer, and cannot push out the visitor who arrived a minute
 * ago in favour of older sessions of the same class or below.
 */
export function createMemorySessionStore({
  now = Date.now,
  maxSessions = SESSION_STORE_MAX_SESSIONS,
}: MemoryStoreOptions = {}): SessionStore {
  const entries = new Map<string, Entry>();
  const tiers = Object.fromEntries(
    SESSION_TIERS.map((tier) => [tier, { young: new Set<string>(), settled: new Set<string>() }]),
  ) as Record<SessionTier, TierLists>;
  /** The young sessions in the order they were created, so they settle as their protected minutes pass. */
  const young = new Set<string>();
  const customers = new Map<string, Set<string>>();
  const customerOf = new Map<string, string>();
  const locks = new Map<string, Promise<unknown>>();
  let lastSweep = 0;

  const listOf = (id: string, entry: Entry) => (young.has(id) ? tiers[entry.tier].young : tiers[entry.tier].settled);
  /** Used now: to the recent end of its list. */
  const touch = (id: string, entry: Entry) => {
    const list = listOf(id, entry);
    list.delete(id);
    list.add(id);
  };
  const drop = (id: string) => {
    const entry = entries.get(id);
    if (entry) listOf(id, entry).delete(id);
    young.delete(id);
    entries.delete(id);
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
    for (const [id, entry] of entries) if (entry.expiresAt <= time) drop(id);
  };
  const settle = () => {
    const cutoff = now() - SESSION_STORE_PROTECTED_MS;
    for (const id of young) {
      const entry = entries.get(id)!;
      if (entry.createdAt > cutoff) break;
      young.delete(id);
      tiers[entry.tier].young.delete(id);
      // Its protected minutes ending counts as a use: it joins the settled ones at the recent end.
      tiers[entry.tier].settled.add(id);
    }
  };
  const victim = () => {
    for (const tier of SESSION_TIERS) {
      const { young: recent, settled } = tiers[tier];
      const first = settled.values().next().value ?? recent.values().next().value;
      if (first !== undefined) return first;
    }
    throw new Error('The session store is over its ceiling with no session in it.');
  };
  const evict = () => {
    if (entries.size <= maxSessions) return;
    if (now() - lastSweep >= SESSION_STORE_SWEEP_MS) sweepExpired();
    settle();
    while (entries.size > maxSessions) drop(victim());
  };
  const sweep = setInterval(sweepExpired, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    async read(id) {
      const entry = entries.get(id);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        drop(id);
        return null;
      }
      touch(id, entry);
      return entry.value;
    },
    async write(id, value, ttlSeconds, { tier = 'guest' } = {}) {
      const time = now();
      const previous = entries.get(id);
      if (previous) listOf(id, previous).delete(id);
      else young.add(id);
      const entry = { value, expiresAt: time + ttlSeconds * 1000, tier, createdAt: previous?.createdAt ?? time };
      entries.set(id, entry);
      listOf(id, entry).add(id);
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
      if (!entries.has(id)) return;
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
      entries.clear();
      young.clear();
      for (const { young: recent, settled } of Object.values(tiers)) {
        recent.clear();
        settled.clear();
      }
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
    // Redis ends sessions by their time to live; what it evicts when full is its maxmemory-policy
    // (docs/security.md "Eviction"), so a write's class is not needed here (anonymous sessions without value are never written).
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
      const ended = (await redis.zrangebyscore(customerKey(customerId), Date.now(), '+inf')).filter(
        (id) => id !== keep,
      );
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
