/**
 * Rate limits for sign-in, registration, password reset, verification mails, order tracking and
 * gift-card balance checks (the limits are RATE_LIMITS in app/models/rate-limit-constants.ts; the window
 * arithmetic is app/models/rate-limit.ts). The counters live in this process's memory by default and
 * in Redis when REDIS_URL is set, so several storefront instances share them — the same choice the
 * session store makes.
 *
 * An action calls `rateLimit(request, action, account)` once its input is valid and before it calls
 * the commerce API; a refused attempt answers 429 with Retry-After and the form's message:
 *
 *   const attempt = await rateLimit(request, 'signIn', email);
 *   if (!attempt.allowed) return data({ result: submission.reply({ formErrors: [attempt.message] }) }, attempt.init);
 *
 * and the route exports `headers = rateLimitHeaders` so Retry-After reaches the browser (React Router
 * keeps only Set-Cookie of an action's headers unless the route says otherwise). An action that mails
 * an address the poster typed passes its mailbox (`mailbox(email)`) and sends the mail only when
 * `attempt.sendMail`; it answers the same either way.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import {
  bucketKey,
  CLIENT_ADDRESS_HEADER,
  clientKey,
  decide,
  knownClientKey,
  rateLimitMessage,
  rateLimitPolicy,
  slidingCount,
  windowAt,
  type RateLimitAction,
} from '~/models/rate-limit.ts';
import { storefrontEnv } from './env.server.ts';
import { connectRedis } from './session-store.server.ts';

export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** The HMAC key of the account part of this store's keys (accountKey): every instance sharing the store shares it. */
  readonly keySecret: string;
  /**
   * Counts one attempt in `key`'s fixed window `window` (of `windowMs`; a bucket of `limit`);
   * answers that count and the previous window's.
   */
  hit(key: string, window: number, windowMs: number, limit: number): Promise<{ current: number; previous: number }>;
  /** Takes one attempt back (a refused one, or a success where only failures count). Never below 0; an empty bucket is dropped. */
  undo(key: string, window: number): Promise<void>;
  /** Marks `key` for `ttlMs` (a client known to an account). */
  remember(key: string, ttlMs: number): Promise<void>;
  recalls(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The embedded store's ceilings: buckets, and known-client marks. */
const MEMORY_MAX_COUNTERS = 100_000;
const MEMORY_MAX_MARKS = 100_000;
/** When full, the store makes room down to this share of its ceiling at once, so the work is paid once per many new buckets. */
const MEMORY_LOW_WATER = 0.9;

interface MemoryBucket {
  window: number;
  current: number;
  previous: number;
  windowMs: number;
  limit: number;
}

/**
 * The embedded store: one entry per bucket (this window's count and the previous one's). It is
 * bounded, and when full it makes room by dropping what matters least — expired buckets, then open
 * ones, emptiest and least recently used first — and never a bucket that refuses its client now
 * unless every bucket does. So a blocked client cannot flush its own counter by creating others
 * (and a refused attempt, which is taken back, leaves no bucket behind).
 */
export function createMemoryRateLimitStore(
  now: () => number = Date.now,
  maxCounters = MEMORY_MAX_COUNTERS,
): RateLimitStore {
  // The counters are this process's alone, and so is their key.
  const keySecret = randomBytes(32).toString('base64url');
  const buckets = new Map<string, MemoryBucket>();
  // Known-client marks: lru-cache (the least recently remembered go first) on this store's clock.
  const marks = new LRUCache<string, true>({ max: MEMORY_MAX_MARKS, perf: { now }, ttlResolution: 0 });

  /** The bucket as of `time`: its counts moved on to the present window, or null once both windows are over. */
  const present = (bucket: MemoryBucket, time: number) => {
    const { index, elapsedMs } = windowAt(time, bucket.windowMs);
    if (bucket.window >= index) return { previous: bucket.previous, current: bucket.current, elapsedMs };
    if (bucket.window === index - 1) return { previous: bucket.current, current: 0, elapsedMs };
    return null;
  };
  const refusing = (bucket: MemoryBucket, counts: { previous: number; current: number; elapsedMs: number }) =>
    slidingCount(counts.previous, counts.current, counts.elapsedMs, bucket.windowMs) + 1 > bucket.limit;

  const sweep = (time: number) => {
    for (const [key, bucket] of buckets) if (!present(bucket, time)) buckets.delete(key);
    marks.purgeStale();
  };
  const makeRoom = (time: number) => {
    sweep(time);
    const target = Math.floor(maxCounters * MEMORY_LOW_WATER);
    if (buckets.size <= target) return;
    const open: Array<{ key: string; fill: number }> = [];
    for (const [key, bucket] of buckets) {
      const counts = present(bucket, time)!;
      if (!refusing(bucket, counts))
        open.push({
          key,
          fill: slidingCount(counts.previous, counts.current, counts.elapsedMs, bucket.windowMs) / bucket.limit,
        });
    }
    // Stable sort: among equally full buckets, the least recently used (earliest in the map) go first.
    open.sort((a, b) => a.fill - b.fill);
    for (const { key } of open) {
      if (buckets.size <= target) return;
      buckets.delete(key);
    }
    // Only refusing buckets are left: memory stays bounded, the least recently used go.
    for (const key of buckets.keys()) {
      if (buckets.size <= target) return;
      buckets.delete(key);
    }
  };
  const timer = setInterval(() => sweep(now()), 60_000);
  timer.unref();

  return {
    kind: 'memory',
    keySecret,
    async hit(key, window, windowMs, limit) {
      const time = now();
      let bucket = buckets.get(key);
      buckets.delete(key);
      if (bucket && bucket.window < window - 1) bucket = undefined;
      if (!bucket) {
        if (buckets.size >= maxCounters) makeRoom(time);
        bucket = { window, current: 0, previous: 0, windowMs, limit };
      } else if (bucket.window === window - 1) {
        bucket.previous = bucket.current;
        bucket.current = 0;
        bucket.window = window;
      }
      bucket.current += 1;
      bucket.limit = limit;
      // Re-inserted: the map's order is least recently used first.
      buckets.set(key, bucket);
      return { current: bucket.current, previous: bucket.previous };
    },
    async undo(key, window) {
      const bucket = buckets.get(key);
      if (!bucket || bucket.window !== window || bucket.current <= 0) return;
      bucket.current -= 1;
      if (bucket.current === 0 && bucket.previous === 0) buckets.delete(key);
    },
    async remember(key, ttlMs) {
      // Full: expired marks go first, then the least recently remembered (forgetting a known client only
      // subjects it to the account rule again).
      if (marks.size >= MEMORY_MAX_MARKS && !marks.has(key)) marks.purgeStale();
      marks.set(key, true, { ttl: ttlMs });
    },
    async recalls(key) {
      return marks.has(key);
    },
    async close() {
      clearInterval(timer);
      buckets.clear();
      marks.clear();
    },
  };
}

/** Counts and expires (after two windows) in one step, and reads the previous window's count alongside. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local previous = tonumber(redis.call('GET', KEYS[2]) or '0') or 0
return {current, previous}`;
/** Takes one back; a count that reaches 0 is deleted, so refused attempts leave no keys behind. */
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0') or 0
if count > 1 then return redis.call('DECR', KEYS[1]) end
if count == 1 then redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * The Redis store; `keySecret` is RATE_LIMIT_SECRET, or else one derived from the Redis URL, which
 * every instance sharing the counters has (and which holds the Redis password in production).
 */
export function createRedisRateLimitStore(
  connection: string | Redis,
  prefix = 'sweetshop:ratelimit:',
  keySecret?: string,
): RateLimitStore {
  const redis = typeof connection === 'string' ? connectRedis(connection) : connection;
  const secret =
    keySecret ??
    createHash('sha256')
      .update(`sweetshop rate limits ${typeof connection === 'string' ? connection : prefix}`)
      .digest('base64url');
  // The {hash tag} keeps a bucket's two windows in one slot, as a Redis Cluster needs for one script.
  const key = (bucket: string, window: number) => `${prefix}{${bucket}}:${window}`;
  return {
    kind: 'redis',
    keySecret: secret,
    async hit(bucket, window, windowMs) {
      const [current, previous] = (await redis.eval(
        HIT_SCRIPT,
        2,
        key(bucket, window),
        key(bucket, window - 1),
        windowMs * 2,
      )) as [number, number];
      return { current: Number(current), previous: Number(previous) };
    },
    async undo(bucket, window) {
      await redis.eval(UNDO_SCRIPT, 1, key(bucket, window));
    },
    async remember(mark, ttlMs) {
      await redis.set(`${prefix}${mark}`, '1', 'PX', ttlMs);
    },
    async recalls(mark) {
      return (await redis.exists(`${prefix}${mark}`)) === 1;
    },
    async close() {
      if (typeof connection === 'string') await redis.quit();
    },
  };
}

/**
 * The bucket key of an account (kept out of app/models: a keyed hash is Node's crypto, and the key
 * is the store's secret): an HMAC-SHA-256 of the e-mail address (or other login, trimmed and
 * lower-cased) or gift-card number. Keys never hold the value itself: a store dump (Redis) must not
 * list card numbers or who tried to sign in; the secret keeps the digests from being looked up.
 */
export function accountKey(account: string, secret: string): string {
  return createHmac('sha256', secret).update(account.trim().toLowerCase()).digest('base64url');
}

let store: RateLimitStore | undefined;

export function rateLimitStore(): RateLimitStore {
  if (!store) {
    const { redisUrl, rateLimitSecret } = storefrontEnv();
    store = redisUrl ? createRedisRateLimitStore(redisUrl, undefined, rateLimitSecret) : createMemoryRateLimitStore();
  }
  return store;
}

export interface RateLimitAttempt {
  readonly allowed: boolean;
  /** Whole seconds until a new attempt can pass (0 when allowed). */
  readonly retryAfterSeconds: number;
  /** The form's message when refused. */
  readonly message: string;
  /** Whether the attempt's mail may go (false when a `withholdsMail` rule is full: go ahead, answer as usual, send nothing). */
  readonly sendMail: boolean;
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
 *
 * This is the one place keys are built: the account (an e-mail, a gift-card number) only ever
 * reaches the store as a keyed hash (accountKey).
 */
export async function rateLimit(
  request: Request,
  action: RateLimitAction,
  account?: string | null,
  options: RateLimitOptions = {},
): Promise<RateLimitAttempt> {
  const counters = options.store ?? rateLimitStore();
  const time = (options.now ?? Date.now)();
  const policy = rateLimitPolicy(action);
  const client = clientKey(clientAddress(request));
  const who = account ? accountKey(account, counters.keySecret) : null;
  const knownKey = who && policy.knownClientSeconds ? knownClientKey(action, client, who) : null;

  let counted: Array<{ key: string; index: number }> = [];
  let retryAfterSeconds = 0;
  let sendMail = true;
  try {
    const known =
      knownKey && policy.rules.some((rule) => rule.exceptKnownClients) ? await counters.recalls(knownKey) : false;
    const buckets = policy.rules
      .filter((rule) => (rule.scope === 'client' || who !== null) && !(known && rule.exceptKnownClients))
      .map((rule) => ({
        rule,
        key: bucketKey(action, rule, client, who),
        ...windowAt(time, rule.windowSeconds * 1000),
      }));
    const count = async (list: typeof buckets) => {
      const results = await Promise.all(
        list.map((bucket) =>
          counters.hit(bucket.key, bucket.index, bucket.rule.windowSeconds * 1000, bucket.rule.limit),
        ),
      );
      counted = [...counted, ...list];
      return list.map((bucket, i) => ({ bucket, counts: results[i]! }));
    };
    const first = await count(buckets.filter((bucket) => !bucket.rule.exceptCleanClients));
    // Clean: this client's own bucket at the account held nothing before this attempt.
    const own = first.find(({ bucket }) => bucket.rule.scope === 'client+account');
    const clean =
      own !== undefined &&
      slidingCount(
        own.counts.previous,
        own.counts.current - 1,
        own.bucket.elapsedMs,
        own.bucket.rule.windowSeconds * 1000,
      ) <= 0;
    const backstopBuckets = buckets.filter((bucket) => bucket.rule.exceptCleanClients);
    const backstops = backstopBuckets.length > 0 ? await count(backstopBuckets) : [];
    for (const { bucket, counts } of [...first, ...(clean ? [] : backstops)]) {
      const decision = decide(bucket.rule, counts, bucket.elapsedMs);
      if (decision.allowed) continue;
      if (bucket.rule.withholdsMail) {
        sendMail = false;
        counted = counted.filter((entry) => entry !== bucket);
        await counters.undo(bucket.key, bucket.index);
      } else retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
    }
  } catch (error) {
    console.warn(`[rate-limit] store unavailable, ${action} not limited:`, (error as Error).message);
  }
  const giveBack = () =>
    Promise.all(counted.map((bucket) => counters.undo(bucket.key, bucket.index))).then(
      () => undefined,
      () => undefined,
    );

  if (retryAfterSeconds > 0) {
    // A refused attempt does not count, so a client that keeps trying is not locked out for longer.
    await giveBack();
    return {
      allowed: false,
      retryAfterSeconds,
      sendMail: false,
      message: rateLimitMessage(retryAfterSeconds),
      init: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
      succeeded: async () => {},
    };
  }
  let given = false;
  return {
    allowed: true,
    retryAfterSeconds: 0,
    sendMail,
    message: '',
    init: { status: 200, headers: {} },
    async succeeded() {
      if (given) return;
      given = true;
      if (knownKey) await counters.remember(knownKey, policy.knownClientSeconds! * 1000).catch(() => undefined);
      if (policy.failuresOnly) await giveBack();
    },
  };
}

/** A route's `headers` export: passes the action's (or else the loader's) Retry-After on to the page or data response. */
export function rateLimitHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders?: Headers;
}): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders?.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
