/**
 * Where server-side sessions live. Embedded (this process's memory) by default; Redis when
 * REDIS_URL is set, so several storefront instances behind a load balancer share sessions. Both
 * keep values as JSON strings with a time to live, and both offer a per-session lock so that a token
 * refresh happens once even when requests of one session arrive at different instances.
 */
import { Redis } from 'ioredis';

export interface SessionStore {
  readonly kind: 'memory' | 'redis';
  read(id: string): Promise<string | null>;
  write(id: string, value: string, ttlSeconds: number): Promise<void>;
  remove(id: string): Promise<void>;
  /** Runs `work` while holding the session's lock (waits for another holder to finish). */
  withLock<T>(id: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How long a lock is held at most (a crashed holder cannot block a session longer). */
const LOCK_TTL_MS = 10_000;
const LOCK_WAIT_MS = 10_000;
const LOCK_POLL_MS = 20;
/** The embedded store's ceiling; the oldest sessions go first beyond it. */
const MEMORY_MAX_SESSIONS = 100_000;

export function createMemorySessionStore(now: () => number = Date.now): SessionStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const locks = new Map<string, Promise<unknown>>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [id, entry] of entries) if (entry.expiresAt <= time) entries.delete(id);
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    async read(id) {
      const entry = entries.get(id);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(id);
        return null;
      }
      return entry.value;
    },
    async write(id, value, ttlSeconds) {
      entries.delete(id);
      entries.set(id, { value, expiresAt: now() + ttlSeconds * 1000 });
      if (entries.size > MEMORY_MAX_SESSIONS) entries.delete(entries.keys().next().value!);
    },
    async remove(id) {
      entries.delete(id);
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
    async close() {
      clearInterval(sweep);
      entries.clear();
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

  return {
    kind: 'redis',
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
    async close() {
      await redis.quit();
    },
  };
}
