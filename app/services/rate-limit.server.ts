/**
 * Rate limits for sign-in, registration, password reset and gift-card balance checks (the limits are
 * RATE_LIMITS in app/models/constants.ts; the window arithmetic is app/models/rate-limit.ts). The
 * counters live in this process's memory by default and in Redis when REDIS_URL is set, so several
 * storefront instances share them — the same choice the session store makes.
 *
 * An action calls `rateLimit(request, action, account)` once its input is valid and before it calls
 * the commerce API; a refused attempt answers 429 with Retry-After and the form's message:
 *
 *   const attempt = await rateLimit(request, 'signIn', email);
 *   if (!attempt.allowed) return data({ result: submission.reply({ formErrors: [attempt.message] }) }, attempt.init);
 *
 * and the route exports `headers = rateLimitHeaders` so Retry-After reaches the browser (React Router
 * keeps only Set-Cookie of an action's headers unless the route says otherwise).
 */
import type { Redis } from 'ioredis';
import {
  accountKey,
  bucketKey,
  CLIENT_ADDRESS_HEADER,
  clientKey,
  decide,
  rateLimitMessage,
  rateLimitPolicy,
  windowAt,
  type RateLimitAction,
} from '~/models/rate-limit.ts';
import { storefrontEnv } from './env.server.ts';
import { connectRedis } from './session-store.server.ts';

export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one attempt in `key`'s window `window` (kept `ttlMs`); answers that count and the previous window's. */
  hit(key: string, window: number, ttlMs: number): Promise<{ current: number; previous: number }>;
  /** Takes one attempt back (a refused one, or a success where only failures count). Never below 0. */
  undo(key: string, window: number): Promise<void>;
  close(): Promise<void>;
}

/** The embedded store's ceiling; the oldest counters go first beyond it. */
const MEMORY_MAX_COUNTERS = 100_000;

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (id: string) => {
    const entry = counters.get(id);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(id);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    const time = now();
    for (const [id, entry] of counters) if (entry.expiresAt <= time) counters.delete(id);
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    async hit(key, window, ttlMs) {
      const id = `${key}:${window}`;
      let entry = live(id);
      if (!entry) {
        entry = { count: 0, expiresAt: now() + ttlMs };
        counters.set(id, entry);
        if (counters.size > MEMORY_MAX_COUNTERS) counters.delete(counters.keys().next().value!);
      }
      entry.count += 1;
      return { current: entry.count, previous: live(`${key}:${window - 1}`)?.count ?? 0 };
    },
    async undo(key, window) {
      const entry = live(`${key}:${window}`);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}

/** Counts and expires in one step, and reads the previous window's count alongside. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local previous = tonumber(redis.call('GET', KEYS[2]) or '0') or 0
return {current, previous}`;
const UNDO_SCRIPT = `if (tonumber(redis.call('GET', KEYS[1]) or '0') or 0) > 0 then return redis.call('DECR', KEYS[1]) end return 0`;

export function createRedisRateLimitStore(connection: string | Redis, prefix = 'sweetshop:ratelimit:'): RateLimitStore {
  const redis = typeof connection === 'string' ? connectRedis(connection) : connection;
  // The {hash tag} keeps a bucket's two windows in one slot, as a Redis Cluster needs for one script.
  const key = (bucket: string, window: number) => `${prefix}{${bucket}}:${window}`;
  return {
    kind: 'redis',
    async hit(bucket, window, ttlMs) {
      const [current, previous] = (await redis.eval(HIT_SCRIPT, 2, key(bucket, window), key(bucket, window - 1), ttlMs)) as [number, number];
      return { current: Number(current), previous: Number(previous) };
    },
    async undo(bucket, window) {
      await redis.eval(UNDO_SCRIPT, 1, key(bucket, window));
    },
    async close() {
      if (typeof connection === 'string') await redis.quit();
    },
  };
}

let store: RateLimitStore | undefined;

export function rateLimitStore(): RateLimitStore {
  if (!store) {
    const { redisUrl } = storefrontEnv();
    store = redisUrl ? createRedisRateLimitStore(redisUrl) : createMemoryRateLimitStore();
  }
  return store;
}

export interface RateLimitAttempt {
  readonly allowed: boolean;
  /** Whole seconds until a new attempt can pass (0 when allowed). */
  readonly retryAfterSeconds: number;
  /** The form's message when refused. */
  readonly message: string;
  /** The refused answer's status and headers: 429 with Retry-After. */
  readonly init: { status: number; headers: Record<string, string> };
  /** The attempt succeeded: an action that counts failures only (sign-in) gives it back. */
  succeeded(): Promise<void>;
}

/** The client's address as the Node server saw it (server/index.ts), or null outside that server. */
export function clientAddress(request: Request): string | null {
  return request.headers.get(CLIENT_ADDRESS_HEADER);
}

export interface RateLimitOptions {
  store?: RateLimitStore;
  now?: () => number;
}

/**
 * Counts an attempt at `action` by this request's client (and `account`, when the action's rules
 * name one) and says whether it may go ahead. A store that cannot be reached lets the attempt through
 * (logged): the limits guard the commerce API, they must not take sign-in down with them.
 */
export async function rateLimit(request: Request, action: RateLimitAction, account?: string | null, options: RateLimitOptions = {}): Promise<RateLimitAttempt> {
  const counters = options.store ?? rateLimitStore();
  const time = (options.now ?? Date.now)();
  const policy = rateLimitPolicy(action);
  const client = clientKey(clientAddress(request));
  const who = account ? accountKey(account) : null;
  const buckets = policy.rules
    .filter((rule) => rule.scope === 'client' || who !== null)
    .map((rule) => ({ rule, key: bucketKey(action, rule, client, who), ...windowAt(time, rule.windowSeconds * 1000) }));

  let counted: typeof buckets = [];
  let retryAfterSeconds = 0;
  try {
    const results = await Promise.all(buckets.map((bucket) => counters.hit(bucket.key, bucket.index, bucket.rule.windowSeconds * 2000)));
    counted = buckets;
    results.forEach((counts, i) => {
      const decision = decide(buckets[i]!.rule, counts, buckets[i]!.elapsedMs);
      if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
    });
  } catch (error) {
    console.warn(`[rate-limit] store unavailable, ${action} not limited:`, (error as Error).message);
  }
  const giveBack = () => Promise.all(counted.map((bucket) => counters.undo(bucket.key, bucket.index))).then(() => undefined, () => undefined);

  if (retryAfterSeconds > 0) {
    // A refused attempt does not count, so a client that keeps trying is not locked out for longer.
    await giveBack();
    return {
      allowed: false,
      retryAfterSeconds,
      message: rateLimitMessage(retryAfterSeconds),
      init: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
      succeeded: async () => {},
    };
  }
  let given = false;
  return {
    allowed: true,
    retryAfterSeconds: 0,
    message: '',
    init: { status: 200, headers: {} },
    async succeeded() {
      if (!policy.failuresOnly || given) return;
      given = true;
      await giveBack();
    },
  };
}

/** A route's `headers` export: passes the action's Retry-After on to the page or data response. */
export function rateLimitHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
