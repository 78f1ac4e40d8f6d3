/**
 * The rate limiter against its stores: the embedded one always, Redis too when TEST_REDIS_URL is set
 * (as for the session stores). The clock is the test's, so windows pass without waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '~/models/rate-limit.ts';
import { createMemoryRateLimitStore, createRedisRateLimitStore, rateLimit, rateLimitHeaders, type RateLimitStore } from '~/services/rate-limit.server.ts';

const CASES: Array<{ name: string; create(): RateLimitStore }> = [
  { name: 'embedded store', create: () => createMemoryRateLimitStore() },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis store', create: () => createRedisRateLimitStore(process.env.TEST_REDIS_URL!, `sweetshop-test:ratelimit:${process.pid}:${Date.now()}:`) }]
    : []),
];

const MINUTE = 60_000;
/** Starts at a window boundary of every configured window (15 and 60 minutes), so the arithmetic is exact. */
const START = 1_000 * 60 * MINUTE;

const from = (address: string | null) => new Request('http://localhost/login', { method: 'POST', headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {} });

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
    expect(await store.hit('k', 7, MINUTE)).toEqual({ current: 1, previous: 0 });
    expect(await store.hit('k', 7, MINUTE)).toEqual({ current: 2, previous: 0 });
    expect(await store.hit('k', 8, MINUTE)).toEqual({ current: 1, previous: 2 });
    await store.undo('k', 8);
    await store.undo('k', 8);
    expect(await store.hit('k', 8, MINUTE)).toEqual({ current: 1, previous: 2 });
    await store.undo('never', 1);
    expect(await store.hit('never', 1, MINUTE)).toEqual({ current: 1, previous: 0 });
  });

  it('sign-in: the 11th failed attempt of a client at one account is refused with 429 and Retry-After', async () => {
    store = create();
    for (let i = 0; i < 10; i++) expect((await rateLimit(from('203.0.113.1'), 'signIn', 'ava@example.com', options())).allowed).toBe(true);
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
    for (let i = 0; i < 10; i++) expect((await rateLimit(from('198.51.100.9'), 'signIn', 'ava@example.com', options())).allowed).toBe(true);
    expect((await rateLimit(from('198.51.100.9'), 'signIn', 'ava@example.com', options())).allowed).toBe(false);
  });

  it('sign-in: 50 failed attempts per client across accounts, then 429', async () => {
    store = create();
    for (let i = 0; i < 50; i++) expect((await rateLimit(from('203.0.113.3'), 'signIn', `user${i}@example.com`, options())).allowed, `attempt ${i + 1}`).toBe(true);
    expect((await rateLimit(from('203.0.113.3'), 'signIn', 'fresh@example.com', options())).allowed).toBe(false);
    expect((await rateLimit(from('203.0.113.4'), 'signIn', 'fresh@example.com', options())).allowed).toBe(true);
  });

  it('registration counts successes too; password reset is limited per account across clients', async () => {
    store = create();
    for (let i = 0; i < 5; i++) {
      const attempt = await rateLimit(from('203.0.113.5'), 'register', `new${i}@example.com`, options());
      expect(attempt.allowed).toBe(true);
      await attempt.succeeded();
    }
    expect((await rateLimit(from('203.0.113.5'), 'register', 'new5@example.com', options())).allowed).toBe(false);

    for (let i = 0; i < 5; i++) expect((await rateLimit(from(`192.0.2.${i}`), 'passwordReset', 'ava@example.com', options())).allowed).toBe(true);
    const refused = await rateLimit(from('192.0.2.200'), 'passwordReset', 'Ava@Example.com', options());
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60 * 60 + 12 * 60);
  });

  it('IPv6 clients are counted by their /64; requests without an address share one bucket', async () => {
    store = create();
    for (let i = 0; i < 5; i++) expect((await rateLimit(from(`2001:db8:1:2::${i + 1}`), 'register', `v6-${i}@example.com`, options())).allowed).toBe(true);
    expect((await rateLimit(from('2001:db8:1:2:ffff::1'), 'register', 'v6-x@example.com', options())).allowed).toBe(false);
    expect((await rateLimit(from('2001:db8:1:3::1'), 'register', 'v6-x@example.com', options())).allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect((await rateLimit(from(null), 'register', `anon-${i}@example.com`, options())).allowed).toBe(true);
    expect((await rateLimit(from(null), 'register', 'anon-x@example.com', options())).allowed).toBe(false);
  });

  it('the gift-card balance bucket: 5 refused checks of one card, 10 per client; accepted checks are given back', async () => {
    store = create();
    for (let i = 0; i < 12; i++) {
      const attempt = await rateLimit(from('203.0.113.6'), 'giftCardBalance', '7777000000999999003', options());
      expect(attempt.allowed).toBe(true);
      await attempt.succeeded();
    }
    for (let i = 0; i < 5; i++) expect((await rateLimit(from('203.0.113.6'), 'giftCardBalance', '7777000000000025001', options())).allowed).toBe(true);
    expect((await rateLimit(from('203.0.113.6'), 'giftCardBalance', '7777000000000025001', options())).allowed).toBe(false);
    for (let i = 0; i < 5; i++) expect((await rateLimit(from('203.0.113.6'), 'giftCardBalance', `77770000000001${i}`, options())).allowed).toBe(true);
    expect((await rateLimit(from('203.0.113.6'), 'giftCardBalance', '7777000000000100002', options())).allowed).toBe(false);
  });
});

describe('rateLimit with a store that fails', () => {
  it('lets the attempt through rather than taking sign-in down', async () => {
    const broken: RateLimitStore = {
      kind: 'redis',
      hit: () => Promise.reject(new Error('connection refused')),
      undo: () => Promise.reject(new Error('connection refused')),
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
