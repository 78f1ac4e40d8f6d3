/**
 * The rate limiter against its stores: the embedded one always, Redis too when TEST_REDIS_URL is set
 * (as for the session stores). The clock is the test's, so windows pass without waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '~/models/rate-limit.ts';
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  rateLimit,
  rateLimitHeaders,
  type RateLimitStore,
} from '~/services/rate-limit.server.ts';

const CASES: Array<{ name: string; create(): RateLimitStore }> = [
  { name: 'embedded store', create: () => createMemoryRateLimitStore() },
  ...(process.env.TEST_REDIS_URL
    ? [
        {
          name: 'Redis store',
          create: () =>
            createRedisRateLimitStore(
              process.env.TEST_REDIS_URL!,
              `sweetshop-test:ratelimit:${process.pid}:${Date.now()}:`,
            ),
        },
      ]
    : []),
];

const MINUTE = 60_000;
/** Starts at a window boundary of every configured window (15 and 60 minutes), so the arithmetic is exact. */
const START = 1_000 * 60 * MINUTE;

const from = (address: string | null) =>
  new Request('http://localhost/login', {
    method: 'POST',
    headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {},
  });

describe.each(CASES)('$name', ({ create }) => {
  let store: RateLimitStore;
  let time = START;
  const options = () => ({ store, now: () => time });
  afterEach(async () => {
    await store?.close();
    time = START;
  });

  it('counts per window, keeps the previous one, takes an attempt back, never below zero', async () => {
    store = create();
    expect(await store.hit('k', 7, MINUTE, 10)).toEqual({ current: 1, previous: 0 });
    expect(await store.hit('k', 7, MINUTE, 10)).toEqual({ current: 2, previous: 0 });
    expect(await store.hit('k', 8, MINUTE, 10)).toEqual({ current: 1, previous: 2 });
    await store.undo('k', 8);
    await store.undo('k', 8);
    expect(await store.hit('k', 8, MINUTE, 10)).toEqual({ current: 1, previous: 2 });
    await store.undo('never', 1);
    expect(await store.hit('never', 1, MINUTE, 10)).toEqual({ current: 1, previous: 0 });
  });

  it('remembers a mark for its time', async () => {
    store = create();
    expect(await store.recalls('m')).toBe(false);
    await store.remember('m', MINUTE);
    expect(await store.recalls('m')).toBe(true);
  });

  it('sign-in: 20 failed attempts at one account from 20 addresses, then every unknown address is refused; the owner’s known address is not', async () => {
    store = create();
    const owner = await rateLimit(from('198.51.100.20'), 'signIn', 'ava@example.com', options());
    await owner.succeeded();
    for (let i = 0; i < 20; i++)
      expect(
        (await rateLimit(from(`192.0.2.${i + 1}`), 'signIn', 'ava@example.com', options())).allowed,
        `guess ${i + 1}`,
      ).toBe(true);
    const refused = await rateLimit(from('192.0.2.99'), 'signIn', 'Ava@Example.com', options());
    expect(refused.allowed).toBe(false);
    expect(refused.init.status).toBe(429);
    // The window is short: well within the next 15-minute window the account takes attempts again.
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60 + 45);
    expect((await rateLimit(from('192.0.2.100'), 'signIn', 'noah@example.com', options())).allowed).toBe(true);
    // The owner signs in from where they signed in before, attack or not (held by the per-client rules only).
    const again = await rateLimit(from('198.51.100.20'), 'signIn', 'ava@example.com', options());
    expect(again.allowed).toBe(true);
    await again.succeeded();
    time = START + refused.retryAfterSeconds * 1000;
    expect((await rateLimit(from('192.0.2.101'), 'signIn', 'ava@example.com', options())).allowed).toBe(true);
  });

  it('verification mails: 5 an hour per address from any client, 20 per client', async () => {
    store = create();
    for (let i = 0; i < 5; i++)
      expect(
        (await rateLimit(from(`192.0.2.${i + 1}`), 'resendVerification', 'nora@example.com', options())).allowed,
      ).toBe(true);
    expect((await rateLimit(from('192.0.2.50'), 'resendVerification', 'NORA@example.com', options())).allowed).toBe(
      false,
    );
    for (let i = 0; i < 20; i++)
      expect(
        (await rateLimit(from('203.0.113.20'), 'resendVerification', `r${i}@example.com`, options())).allowed,
      ).toBe(true);
    expect((await rateLimit(from('203.0.113.20'), 'resendVerification', 'r-next@example.com', options())).allowed).toBe(
      false,
    );
  });

  it('keys never hold a gift-card number or an e-mail address, only their keyed hash', async () => {
    const inner = create();
    const keys: string[] = [];
    store = {
      ...inner,
      kind: inner.kind,
      keySecret: inner.keySecret,
      hit: (key, ...rest) => (keys.push(key), inner.hit(key, ...rest)),
      undo: (key, window) => (keys.push(key), inner.undo(key, window)),
      remember: (key, ttl) => (keys.push(key), inner.remember(key, ttl)),
      recalls: (key) => (keys.push(key), inner.recalls(key)),
      close: () => inner.close(),
    };
    const card = '7777000000000025001';
    for (let i = 0; i < 5; i++) await rateLimit(from('203.0.113.30'), 'giftCardBalance', card, options());
    expect((await rateLimit(from('203.0.113.30'), 'giftCardBalance', card, options())).allowed).toBe(false);
    const signedIn = await rateLimit(from('203.0.113.30'), 'signIn', 'Ava.Sweet@example.com', options());
    await signedIn.succeeded();
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      expect(key).not.toContain('7777');
      expect(decodeURIComponent(key).toLowerCase()).not.toContain('ava.sweet');
    }
  });

  it('sign-in: the 11th failed attempt of a client at one account is refused with 429 and Retry-After', async () => {
    store = create();
    for (let i = 0; i < 10; i++)
      expect((await rateLimit(from('203.0.113.1'), 'signIn', 'ava@example.com', options())).allowed).toBe(true);
    const refused = await rateLimit(from('203.0.113.1'), 'signIn', 'AVA@example.com ', options());
    expect(refused.allowed).toBe(false);
    // The next window starts in 15 minutes; there the 10 still overlap until 10·(1 − e′/15 min) ≤ 9, 1.5 minutes in.
    expect(refused.retryAfterSeconds).toBe(990);
    expect(refused.init).toEqual({ status: 429, headers: { 'Retry-After': '990' } });
    expect(refused.message).toBe('Too many attempts. Please wait 17 minutes and try again.');
    // Another client, or this client at another account, is not affected.
    expect((await rateLimit(from('203.0.113.2'), 'signIn', 'ava@example.com', options())).allowed).toBe(true);
    expect((await rateLimit(from('203.0.113.1'), 'signIn', 'noah@example.com', options())).allowed).toBe(true);
    // Refused attempts do not count: as the window slides, attempts fit again.
    time = START + 16 * MINUTE;
    expect((await rateLimit(from('203.0.113.1'), 'signIn', 'ava@example.com', options())).allowed).toBe(false);
    time = START + 991_000;
    expect((await rateLimit(from('203.0.113.1'), 'signIn', 'ava@example.com', options())).allowed).toBe(true);
  });

  it('sign-in: a successful attempt is given back, so shoppers behind one address are not locked out', async () => {
    store = create();
    for (let i = 0; i < 30; i++) {
      const attempt = await rateLimit(from('198.51.100.9'), 'signIn', 'ava@example.com', options());
      expect(attempt.allowed).toBe(true);
      await attempt.succeeded();
      await attempt.succeeded();
    }
    for (let i = 0; i < 10; i++)
      expect((await rateLimit(from('198.51.100.9'), 'signIn', 'ava@example.com', options())).allowed).toBe(true);
    expect((await rateLimit(from('198.51.100.9'), 'signIn', 'ava@example.com', options())).allowed).toBe(false);
  });

  it('sign-in: 50 failed attempts per client across accounts, then 429', async () => {
    store = create();
    for (let i = 0; i < 50; i++)
      expect(
        (await rateLimit(from('203.0.113.3'), 'signIn', `user${i}@example.com`, options())).allowed,
        `attempt ${i + 1}`,
      ).toBe(true);
    expect((await rateLimit(from('203.0.113.3'), 'signIn', 'fresh@example.com', options())).allowed).toBe(false);
    expect((await rateLimit(from('203.0.113.4'), 'signIn', 'fresh@example.com', options())).allowed).toBe(true);
  });

  it('registration counts successes too; password reset is refused per client and address, never for others’ requests', async () => {
    store = create();
    for (let i = 0; i < 5; i++) {
      const attempt = await rateLimit(from('203.0.113.5'), 'register', `new${i}@example.com`, options());
      expect(attempt.allowed).toBe(true);
      await attempt.succeeded();
    }
    expect((await rateLimit(from('203.0.113.5'), 'register', 'new5@example.com', options())).allowed).toBe(false);

    for (let i = 0; i < 5; i++)
      expect((await rateLimit(from('192.0.2.1'), 'passwordReset', 'ava@example.com', options())).allowed).toBe(true);
    const refused = await rateLimit(from('192.0.2.1'), 'passwordReset', 'Ava@Example.com', options());
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60 * 60 + 12 * 60);
    expect((await rateLimit(from('192.0.2.200'), 'passwordReset', 'Ava@Example.com', options())).allowed).toBe(true);
  });

  it('IPv6 clients are counted by their /64; requests without an address share one bucket', async () => {
    store = create();
    for (let i = 0; i < 5; i++)
      expect(
        (await rateLimit(from(`2001:db8:1:2::${i + 1}`), 'register', `v6-${i}@example.com`, options())).allowed,
      ).toBe(true);
    expect((await rateLimit(from('2001:db8:1:2:ffff::1'), 'register', 'v6-x@example.com', options())).allowed).toBe(
      false,
    );
    expect((await rateLimit(from('2001:db8:1:3::1'), 'register', 'v6-x@example.com', options())).allowed).toBe(true);
    for (let i = 0; i < 5; i++)
      expect((await rateLimit(from(null), 'register', `anon-${i}@example.com`, options())).allowed).toBe(true);
    expect((await rateLimit(from(null), 'register', 'anon-x@example.com', options())).allowed).toBe(false);
  });

  it('the gift-card balance bucket: 5 refused checks of one card, 10 per client; accepted checks are given back', async () => {
    store = create();
    for (let i = 0; i < 12; i++) {
      const attempt = await rateLimit(from('203.0.113.6'), 'giftCardBalance', '7777000000999999003', options());
      expect(attempt.allowed).toBe(true);
      await attempt.succeeded();
    }
    for (let i = 0; i < 5; i++)
      expect((await rateLimit(from('203.0.113.6'), 'giftCardBalance', '7777000000000025001', options())).allowed).toBe(
        true,
      );
    expect((await rateLimit(from('203.0.113.6'), 'giftCardBalance', '7777000000000025001', options())).allowed).toBe(
      false,
    );
    for (let i = 0; i < 5; i++)
      expect((await rateLimit(from('203.0.113.6'), 'giftCardBalance', `77770000000001${i}`, options())).allowed).toBe(
        true,
      );
    expect((await rateLimit(from('203.0.113.6'), 'giftCardBalance', '7777000000000100002', options())).allowed).toBe(
      false,
    );
  });
});

describe('the embedded store’s known-client marks', () => {
  it('forgets a mark when its time has passed on the store’s clock', async () => {
    let time = START;
    const store = createMemoryRateLimitStore(() => time);
    await store.remember('known', MINUTE);
    time += MINUTE - 1;
    expect(await store.recalls('known')).toBe(true);
    time += 2;
    expect(await store.recalls('known')).toBe(false);
    await store.close();
  });
});

describe('the embedded store under a flood of buckets', () => {
  it('a blocked client stays blocked however many other buckets are made (the old store let it go once its capacity of new keys was reached)', async () => {
    // The store's capacity is a parameter: a small one makes the flood (1.5 times the capacity in new buckets, as
    // 150,000 were against the production 100,000) a few thousand calls, whatever the machine's speed.
    const capacity = 1_000;
    const store = createMemoryRateLimitStore(() => START, capacity);
    const options = { store, now: () => START };
    const blocked = '203.0.113.66';
    for (let i = 0; i < 50; i++) await rateLimit(from(blocked), 'signIn', `victim${i}@example.com`, options);
    expect((await rateLimit(from(blocked), 'signIn', 'ava@example.com', options)).allowed).toBe(false);
    // Its own refused tries at new accounts, and as many other clients' tries: more new buckets than the store holds.
    let letThrough = 0;
    for (let i = 0; i < capacity / 2; i++) {
      if ((await rateLimit(from(blocked), 'signIn', `flood${i}@example.com`, options)).allowed) letThrough += 1;
      await rateLimit(from(`10.0.${(i >> 8) & 255}.${i & 255}`), 'signIn', `flood${i}@example.com`, options);
    }
    expect(letThrough, 'attempts of the blocked client let through during the flood').toBe(0);
    const after = await rateLimit(from(blocked), 'signIn', 'ava@example.com', options);
    expect(after.allowed).toBe(false);
    expect(after.retryAfterSeconds).toBeGreaterThan(0);
    await store.close();
  });

  it('stays bounded: when every bucket refuses, the least recently used go', async () => {
    const store = createMemoryRateLimitStore(() => START, 100);
    const window = START / MINUTE;
    for (let i = 0; i < 1000; i++) await store.hit(`full${i}`, window, MINUTE, 1);
    // The first ones were dropped to make room: they count from zero again.
    expect(await store.hit('full0', window, MINUTE, 1)).toEqual({ current: 1, previous: 0 });
    expect(await store.hit('full999', window, MINUTE, 1)).toEqual({ current: 2, previous: 0 });
    await store.close();
  });

  it('makes room from expired and open buckets first', async () => {
    let now = START;
    const store = createMemoryRateLimitStore(() => now, 100);
    await store.hit('old', START / MINUTE, MINUTE, 5);
    await store.hit('blocked', START / MINUTE, MINUTE, 1);
    now = START + 3 * MINUTE;
    const window = now / MINUTE;
    await store.hit('blocked-now', window, MINUTE, 1);
    for (let i = 0; i < 500; i++) await store.hit(`open${i}`, window, MINUTE, 5);
    expect(await store.hit('blocked-now', window, MINUTE, 1)).toEqual({ current: 2, previous: 0 });
    expect(await store.hit('old', START / MINUTE, MINUTE, 5)).toEqual({ current: 1, previous: 0 });
    await store.close();
  });
});

describe('rateLimit with a store that fails', () => {
  it('lets the attempt through rather than taking sign-in down', async () => {
    const broken: RateLimitStore = {
      kind: 'redis',
      keySecret: 'test',
      hit: () => Promise.reject(new Error('connection refused')),
      undo: () => Promise.reject(new Error('connection refused')),
      remember: () => Promise.reject(new Error('connection refused')),
      recalls: () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    };
    const attempt = await rateLimit(from('203.0.113.9'), 'signIn', 'ava@example.com', { store: broken });
    expect(attempt.allowed).toBe(true);
    await expect(attempt.succeeded()).resolves.toBeUndefined();
  });
});

describe('rateLimitHeaders', () => {
  it('passes the action’s Retry-After on, and nothing else', () => {
    const headers = rateLimitHeaders({ actionHeaders: new Headers({ 'Retry-After': '60', 'X-Other': '1' }) });
    expect([...headers]).toEqual([['retry-after', '60']]);
    expect([...rateLimitHeaders({ actionHeaders: new Headers() })]).toEqual([]);
  });
});
