import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '~/models/rate-limit-constants.ts';
import {
  bucketKey,
  clientKey,
  decide,
  knownClientKey,
  mailbox,
  rateLimitMessage,
  rateLimitPolicy,
  retryAfterMs,
  slidingCount,
  windowAt,
  type RateLimitRule,
} from '~/models/rate-limit.ts';
import { accountKey } from '~/services/rate-limit.server.ts';

const MINUTE = 60_000;
const rule = (limit: number, windowSeconds = 600): RateLimitRule => ({ scope: 'client', limit, windowSeconds });

describe('the configured limits', () => {
  it('sign-in: 10 per 15 min per client and account, 50 per client, 20 per account except from known clients, failures only', () => {
    expect(RATE_LIMITS.signIn.failuresOnly).toBe(true);
    expect(RATE_LIMITS.signIn.rules).toEqual([
      { scope: 'client+account', limit: 10, windowSeconds: 900 },
      { scope: 'client', limit: 50, windowSeconds: 900 },
      { scope: 'account', limit: 20, windowSeconds: 900, exceptKnownClients: true },
    ]);
    expect(RATE_LIMITS.signIn.knownClientSeconds).toBe(30 * 24 * 3600);
  });

  it('registration: 5 an hour per client and per account', () => {
    expect(RATE_LIMITS.register.rules).toEqual([
      { scope: 'client', limit: 5, windowSeconds: 3600 },
      { scope: 'account', limit: 5, windowSeconds: 3600 },
    ]);
  });

  it('new-password submit: 5 an hour per account, 20 per client', () => {
    expect(RATE_LIMITS.newPassword.rules).toEqual([
      { scope: 'account', limit: 5, windowSeconds: 3600 },
      { scope: 'client', limit: 20, windowSeconds: 3600 },
    ]);
  });

  it('password reset request: refused only per client (5 an hour at one address, 20 in all); the address only bounds its mails, 3 per 30 minutes', () => {
    expect(RATE_LIMITS.passwordReset.rules).toEqual([
      { scope: 'client+account', limit: 5, windowSeconds: 3600 },
      { scope: 'client', limit: 20, windowSeconds: 3600 },
      { scope: 'account', limit: 3, windowSeconds: 1800, withholdsMail: true },
    ]);
  });

  it('gift-card balance and order tracking: per client first; the per-card or per-order backstop holds only clients that failed there themselves', () => {
    expect(RATE_LIMITS.giftCardBalance.rules).toEqual([
      { scope: 'client+account', limit: 5, windowSeconds: 900 },
      { scope: 'client', limit: 10, windowSeconds: 900 },
      { scope: 'account', limit: 5, windowSeconds: 900, exceptCleanClients: true },
    ]);
    expect(RATE_LIMITS.trackOrder.rules).toEqual([
      { scope: 'client+account', limit: 5, windowSeconds: 900 },
      { scope: 'client', limit: 20, windowSeconds: 900 },
      { scope: 'account', limit: 10, windowSeconds: 900, exceptCleanClients: true },
    ]);
  });

  it('the forms that mail an address typed in: 10 an hour per client, one mail a day per mailbox', () => {
    for (const action of ['contactForm', 'emailSignup', 'catalogRequest'] as const) {
      expect(RATE_LIMITS[action].rules, action).toEqual([
        { scope: 'client', limit: 10, windowSeconds: 3600 },
        { scope: 'account', limit: 1, windowSeconds: 86400, withholdsMail: true },
      ]);
    }
  });

  it('a backstop of clean clients needs the policy’s client+account bucket to tell them', () => {
    for (const [action, policy] of Object.entries(RATE_LIMITS)) {
      const rules: readonly RateLimitRule[] = policy.rules;
      if (rules.some((r) => r.exceptCleanClients))
        expect(
          rules.some((r) => r.scope === 'client+account'),
          action,
        ).toBe(true);
    }
  });

  it('every action limits each client, and only sign-in, gift-card checks, order lookups, preview secrets and Apple Pay authorisations count failures only', () => {
    for (const [action, policy] of Object.entries(RATE_LIMITS)) {
      expect(
        policy.rules.some((r) => r.scope === 'client'),
        action,
      ).toBe(true);
      expect(
        policy.rules.every((r) => r.limit >= 1 && r.windowSeconds >= 60),
        action,
      ).toBe(true);
      expect(policy.failuresOnly, action).toBe(
        ['signIn', 'giftCardBalance', 'trackOrder', 'previewSecret', 'applePayPayment'].includes(action),
      );
    }
    expect(rateLimitPolicy('register')).toBe(RATE_LIMITS.register);
  });
});

describe('windowAt', () => {
  it('gives the fixed window and the time into it', () => {
    expect(windowAt(0, MINUTE)).toEqual({ index: 0, elapsedMs: 0 });
    expect(windowAt(MINUTE - 1, MINUTE)).toEqual({ index: 0, elapsedMs: MINUTE - 1 });
    expect(windowAt(MINUTE, MINUTE)).toEqual({ index: 1, elapsedMs: 0 });
    expect(windowAt(10 * MINUTE + 1234, MINUTE)).toEqual({ index: 10, elapsedMs: 1234 });
  });
});

describe('slidingCount', () => {
  it('weights the previous window by its overlap with the sliding window', () => {
    expect(slidingCount(10, 0, 0, MINUTE)).toBe(10);
    expect(slidingCount(10, 2, MINUTE / 2, MINUTE)).toBe(7);
    expect(slidingCount(10, 2, (3 * MINUTE) / 4, MINUTE)).toBe(4.5);
    expect(slidingCount(10, 2, MINUTE, MINUTE)).toBe(2);
  });

  it('never counts below zero', () => {
    expect(slidingCount(-3, -1, 0, MINUTE)).toBe(0);
  });
});

describe('decide', () => {
  it('allows attempts up to the limit and refuses the next', () => {
    expect(decide(rule(3), { current: 1, previous: 0 }, 0).allowed).toBe(true);
    expect(decide(rule(3), { current: 3, previous: 0 }, 0).allowed).toBe(true);
    // Refused: the next window starts in 10 minutes, and there the 3 still overlap until 3·(1 − e′/W) ≤ 2.
    expect(decide(rule(3), { current: 4, previous: 0 }, 0)).toEqual({ allowed: false, retryAfterSeconds: 600 + 200 });
  });

  it('a full window refuses until the next window, minus the time already gone', () => {
    // 10-minute window, 4 minutes in, 3 of 3 used: the next window starts in 6 minutes and then
    // this window's 3 count as its overlap shrinks — one more fits when 3·(1 − e′/W) ≤ 2, e′ = W/3.
    const decision = decide(rule(3), { current: 4, previous: 0 }, 4 * MINUTE);
    expect(decision.allowed).toBe(false);
    expect(decision.retryAfterSeconds).toBe(6 * 60 + 200);
  });

  it('counts the previous window, so a burst at the boundary is still limited', () => {
    // 10 of 10 used at the end of the last window; 1 second into the new one nearly all of it overlaps.
    const decision = decide(rule(10), { current: 1, previous: 10 }, 1000);
    expect(decision.allowed).toBe(false);
    // One more fits once 10·(1 − e/W) + 0 + 1 ≤ 10, i.e. e = W/10 = 60 s: 59 s from now.
    expect(decision.retryAfterSeconds).toBe(59);
  });

  it('allows again as the previous window slides out', () => {
    expect(decide(rule(10), { current: 1, previous: 10 }, MINUTE).allowed).toBe(true);
    // Half-way through, half of the previous 10 still count: 5 more fit, not 6.
    expect(decide(rule(10), { current: 5, previous: 10 }, 5 * MINUTE).allowed).toBe(true);
    expect(decide(rule(10), { current: 6, previous: 10 }, 5 * MINUTE).allowed).toBe(false);
  });

  it('always asks for at least one second', () => {
    const decision = decide(rule(10), { current: 1, previous: 10 }, MINUTE - 10);
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('a limit of 1 waits for the window after next when the current window is used', () => {
    const decision = decide(rule(1), { current: 2, previous: 0 }, 0);
    expect(decision.retryAfterSeconds).toBe(2 * 600);
  });
});

describe('retryAfterMs', () => {
  it('is 0 when one more attempt fits now', () => {
    expect(retryAfterMs(5, 0, 4, 0, MINUTE)).toBe(0);
    expect(retryAfterMs(5, 8, 0, MINUTE / 2, MINUTE)).toBe(0);
  });

  it('is the moment the estimate plus one attempt first fits, within the window', () => {
    // limit 5, previous 8, current 2, 0 ms in: 8·(1 − t/W) + 2 + 1 ≤ 5 → t = 3W/4.
    expect(retryAfterMs(5, 8, 2, 0, MINUTE)).toBe(45_000);
    // 10 s later it is 10 s less.
    expect(retryAfterMs(5, 8, 2, 10_000, MINUTE)).toBe(35_000);
  });

  it('waits for the next window when this one alone is full', () => {
    // limit 5, current 5: next window, 5·(1 − e′/W) ≤ 4 → e′ = W/5.
    expect(retryAfterMs(5, 0, 5, 20_000, MINUTE)).toBe(40_000 + 12_000);
  });

  it('after waiting that long, the attempt is allowed', () => {
    const cases = [
      { limit: 5, previous: 8, current: 2, elapsed: 0 },
      { limit: 10, previous: 10, current: 0, elapsed: 1000 },
      { limit: 3, previous: 0, current: 3, elapsed: 4 * MINUTE },
      { limit: 20, previous: 37, current: 11, elapsed: 123_456 },
    ];
    const W = 10 * MINUTE;
    for (const { limit, previous, current, elapsed } of cases) {
      const wait = retryAfterMs(limit, previous, current, elapsed, W);
      const later = windowAt(elapsed + wait, W);
      const [p, c] = later.index === 0 ? [previous, current] : later.index === 1 ? [current, 0] : [0, 0];
      expect(slidingCount(p, c, later.elapsedMs, W) + 1).toBeLessThanOrEqual(limit + 1e-9);
      // …and a second earlier it is not.
      if (wait >= 1000) {
        const before = windowAt(elapsed + wait - 1000, W);
        const [pb, cb] = before.index === 0 ? [previous, current] : before.index === 1 ? [current, 0] : [0, 0];
        expect(slidingCount(pb, cb, before.elapsedMs, W) + 1).toBeGreaterThan(limit);
      }
    }
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['127.0.0.1', '127.0.0.1'],
  ])('IPv4 %s → %s', (address, expected) => {
    expect(clientKey(address)).toBe(expected);
  });

  it.each([
    ['2001:db8:85a3:1234:5678:8a2e:370:7334', '2001:db8:85a3:1234::/64'],
    ['2001:db8:85a3:1234::1', '2001:db8:85a3:1234::/64'],
    ['2001:DB8:85A3:1234:ffff::9', '2001:db8:85a3:1234::/64'],
    ['2001:0db8:0000:0001::1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['[2001:db8:1:2::3]', '2001:db8:1:2::/64'],
  ])('IPv6 %s → its /64 %s', (address, expected) => {
    expect(clientKey(address)).toBe(expected);
  });

  it('puts two addresses of one /64 in one bucket, of two /64s in two', () => {
    expect(clientKey('2001:db8:1:2::a')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::a')).not.toBe(clientKey('2001:db8:1:3::a'));
  });

  it('unknown addresses share one key; junk is kept, but cut short', () => {
    expect(clientKey(null)).toBe('unknown');
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('   ')).toBe('unknown');
    expect(clientKey('not-an-address')).toBe('not-an-address');
    expect(clientKey('1:2:3')).toBe('1:2:3');
    expect(clientKey('x'.repeat(500))).toHaveLength(64);
  });
});

describe('accountKey, bucketKey and knownClientKey', () => {
  it('an account is a keyed hash of its e-mail (trimmed, lower-cased) or card number, never the value', () => {
    const key = accountKey('  Ava.Sweet@Example.COM ', 'secret');
    expect(key).toBe(accountKey('ava.sweet@example.com', 'secret'));
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(key).not.toBe(accountKey('ava.sweet@example.com', 'another secret'));
    expect(accountKey('7777000000000025001', 'secret')).not.toContain('7777');
  });

  it('names the action, the scope, the window and whose bucket it is', () => {
    const [byBoth, byClient] = RATE_LIMITS.signIn.rules;
    expect(bucketKey('signIn', byBoth, '203.0.113.7', 'ava@example.com')).toBe(
      'signIn:client%2Baccount:900:203.0.113.7:ava%40example.com',
    );
    expect(bucketKey('signIn', byClient, '203.0.113.7', 'ava@example.com')).toBe('signIn:client:900:203.0.113.7');
    const [byAccount] = RATE_LIMITS.newPassword.rules;
    expect(bucketKey('newPassword', byAccount, '203.0.113.7', 'ava@example.com')).toBe(
      'newPassword:account:3600:ava%40example.com',
    );
    expect(knownClientKey('signIn', '203.0.113.7', 'h4sh')).toBe('signIn:known:203.0.113.7:h4sh');
  });

  it('cannot be made to collide through separators in the parts', () => {
    const [byBoth] = RATE_LIMITS.signIn.rules;
    expect(bucketKey('signIn', byBoth, '2001:db8::/64', 'a@b.c')).not.toBe(
      bucketKey('signIn', byBoth, '2001', 'db8::/64:a@b.c'),
    );
  });
});

describe('rateLimitMessage', () => {
  it('says how long to wait, in whole minutes', () => {
    expect(rateLimitMessage(1)).toBe('Too many attempts. Please wait a minute and try again.');
    expect(rateLimitMessage(60)).toBe('Too many attempts. Please wait a minute and try again.');
    expect(rateLimitMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(rateLimitMessage(900)).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });
});

describe('mailbox', () => {
  it.each([
    ['Ava@Example.com ', 'ava@example.com'],
    ['ava+shop@example.com', 'ava@example.com'],
    ['ava+1+2@example.com', 'ava@example.com'],
    ['A.va.Sweet+x@GoogleMail.com', 'avasweet@gmail.com'],
    ['a.va@gmail.com', 'ava@gmail.com'],
    ['a.va@example.com', 'a.va@example.com'],
    ['+tag@example.com', '+tag@example.com'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s (one inbox, one key)', (email, box) => {
    expect(mailbox(email)).toBe(box);
  });
});
