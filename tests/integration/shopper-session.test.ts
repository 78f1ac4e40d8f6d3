/**
 * The server-side shopper session against a real (in-memory) sandbox and each session store: lazy
 * guest login, refresh at ≤60 s shared by concurrent requests, dead refresh tokens, sign-in with
 * basket merge and a new session id, sign-out, and no token ever in the cookie.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLASH_COOKIE, SESSION_COOKIE } from '~/models/session-constants.ts';
import { endCustomerSessions, ShopperSession, type SessionData } from '~/services/session.server.ts';
import { createMemorySessionStore, type SessionStore } from '~/services/session-store.server.ts';
import { signIn } from '~/services/sign-in.server.ts';
import { useSandbox } from './sandbox.ts';
import { STORE_CASES } from './stores.ts';

const NOAH = { email: 'noah.new@example.com', password: 'Fresh!Start5' };
const ORIGIN = 'http://localhost:3000';

const sandbox = useSandbox();

function request(path = '/', cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

/** The cookie a response would carry, as the next request's `Cookie` header. */
function cookieOf(session: ShopperSession): { header: string; cookie: string } {
  const headers = new Headers();
  session.commitCookie(headers);
  const header = headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return { header, cookie: header.split(';')[0]! };
}

async function stored(store: SessionStore, session: ShopperSession): Promise<SessionData> {
  return JSON.parse((await store.read(session.sessionId!))!) as SessionData;
}

/** The flash cookie a response would carry (its Set-Cookie header), or ''. */
function flashCookieOf(session: ShopperSession): string {
  const headers = new Headers();
  session.commitCookie(headers);
  return headers.getSetCookie().find((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`)) ?? '';
}

/** A guest holding a basket (a made-up id: what the session keeps, not the basket itself) — a session worth storing. */
async function guestWithBasket(store: SessionStore, path = '/', basketId = 'basket-1'): Promise<ShopperSession> {
  const session = await ShopperSession.load(request(path), store);
  await session.accessToken();
  await session.update((data) => ({ ...data, basketId }));
  return session;
}

/** Makes the stored access token look 30 s from expiry, so the next use refreshes it. */
async function nearExpiry(store: SessionStore, session: ShopperSession): Promise<SessionData> {
  const data = await stored(store, session);
  const changed = { ...data, auth: { ...data.auth!, expiresAt: Math.floor(Date.now() / 1000) + 30 } };
  await store.write(session.sessionId!, JSON.stringify(changed), 3600);
  return changed;
}

describe.each(STORE_CASES)('shopper session on the $name', ({ create }) => {
  let store: SessionStore;
  beforeAll(() => {
    store = create();
  });
  afterAll(async () => {
    await store.close();
  });

  it('has no session until it holds a basket, then stores the guest login and sets only an opaque id', async () => {
    const session = await ShopperSession.load(request(), store);
    expect(session.exists).toBe(false);
    expect(cookieOf(session).header).toBe('');

    const token = await session.accessToken();
    expect(session.customerKind).toBe('guest');
    // A guest token alone is this request's: nothing stored, no cookie.
    expect(session.exists).toBe(false);
    expect(cookieOf(session).header).toBe('');

    await session.update((data) => ({ ...data, basketId: 'basket-1' }));
    expect(session.exists).toBe(true);
    const { header } = cookieOf(session);
    expect(header).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d+$`),
    );
    const data = await stored(store, session);
    expect(data.auth?.accessToken).toBe(token);
    expect(header).not.toContain(token);
    expect(header).not.toContain(data.auth!.refreshToken);
  });

  it('stores nothing for a visitor who holds nothing: a one-shot message goes to the next page in a signed cookie', async () => {
    const post = await ShopperSession.load(request('/back-in-stock'), store);
    await post.accessToken();
    await post.setFlash({ kind: 'success', text: 'Thanks!' });
    expect(post.exists).toBe(false);
    expect(post.sessionId).toBeNull();
    expect(cookieOf(post).header).toBe('');
    const header = flashCookieOf(post);
    expect(header).toMatch(new RegExp(`^${FLASH_COOKIE}=[^;]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d+$`));
    expect(header).not.toContain('Thanks');

    // The page the post redirects to shows it once and clears the cookie.
    const page = await ShopperSession.load(request('/product/10301', header.split(';')[0]), store);
    expect(await page.takeFlash()).toEqual({ kind: 'success', text: 'Thanks!' });
    expect(await page.takeFlash()).toBeUndefined();
    expect(page.exists).toBe(false);
    expect(flashCookieOf(page)).toMatch(new RegExp(`^${FLASH_COOKIE}=; .*Max-Age=0`));

    // A message made up by someone else is not shown.
    const forged = Buffer.from(JSON.stringify({ kind: 'error', text: 'Call 555-0100 now' })).toString('base64url');
    const tricked = await ShopperSession.load(request('/', `${FLASH_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.${forged}`), store);
    expect(await tricked.takeFlash()).toBeUndefined();
  });

  it('a guest login kept for the request becomes the stored session once it holds a basket', async () => {
    const session = await ShopperSession.load(request('/cart/add'), store);
    const token = await session.accessToken();
    await session.setFlash({ kind: 'success', text: 'Added' });
    await session.update((data) => ({ ...data, basketId: 'basket-1' }));
    expect(session.exists).toBe(true);
    const data = await stored(store, session);
    expect(data.auth?.accessToken).toBe(token);
    // The message went with it: no flash cookie.
    expect(data.flash).toEqual({ kind: 'success', text: 'Added' });
    expect(flashCookieOf(session)).toBe('');
  });

  it('reuses the stored token on the next request of the session', async () => {
    const first = await guestWithBasket(store);
    const token = await first.accessToken();
    const next = await ShopperSession.load(request('/', cookieOf(first).cookie), store);
    expect(next.exists).toBe(true);
    expect(await next.accessToken()).toBe(token);
    expect(cookieOf(next).header).toBe('');
  });

  it('ignores a cookie that is not a session id, or names a session of another site', async () => {
    const forged = await ShopperSession.load(request('/', `${SESSION_COOKIE}=../../etc/passwd`), store);
    expect(forged.exists).toBe(false);
    const main = await guestWithBasket(store);
    const elsewhere = await ShopperSession.load(
      new Request('http://fundraising.localhost:3000/', { headers: { cookie: cookieOf(main).cookie } }),
      store,
    );
    expect(elsewhere.exists).toBe(false);
  });

  it('refreshes when 60 s or less remain, once for concurrent requests of the session', async () => {
    const session = await guestWithBasket(store);
    const { cookie } = cookieOf(session);
    const before = await nearExpiry(store, session);

    const requests = await Promise.all(
      Array.from({ length: 8 }, () => ShopperSession.load(request('/', cookie), store)),
    );
    const tokens = await Promise.all(requests.map((each) => each.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(before.auth!.accessToken);
    const after = await stored(store, session);
    expect(after.auth!.accessToken).toBe(tokens[0]);
    expect(after.auth!.refreshToken).not.toBe(before.auth!.refreshToken);
    expect(after.auth!.customerId).toBe(before.auth!.customerId);
  });

  it('signs in with a new session id, merges the guest basket and keeps the names for the header', async () => {
    const guest = await ShopperSession.load(request('/login'), store);
    const apis = await guest.apis();
    const basket = await apis.baskets.createBasket({ body: {} });
    await apis.baskets.addItemToBasket({
      parameters: { basketId: basket.basketId! },
      body: [{ productId: '10301', quantity: 2 }],
    });
    await guest.update((data) => ({ ...data, basketId: basket.basketId }));
    const guestId = guest.sessionId!;

    await signIn(guest, NOAH.email, NOAH.password);
    expect(guest.sessionId).not.toBe(guestId);
    expect(await store.read(guestId)).toBeNull();
    expect(guest.isRegistered).toBe(true);
    expect(guest.profile).toMatchObject({ firstName: 'Noah', email: NOAH.email });
    expect(cookieOf(guest).header).toContain(`${SESSION_COOKIE}=${guest.sessionId}`);

    const merged = await (await guest.apis()).baskets.getBasket({ parameters: { basketId: guest.basketId! } });
    expect(merged.customerInfo?.customerId).toBe((await stored(store, guest)).auth!.customerId);
    expect(merged.productItems?.find((item) => item.productId === '10301')?.quantity).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['revoked (invalid refresh_token)', `UPDATE refresh_tokens SET revoked = true WHERE revoked = false`],
    [
      'expired (EXPIRED_TOKEN)',
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE revoked = false`,
    ],
  ])(
    'a registered session whose refresh token is %s starts over as a guest and is sent to /login',
    async (_case, sql) => {
      const session = await ShopperSession.load(request('/login'), store);
      await signIn(session, NOAH.email, NOAH.password);
      const { cookie } = cookieOf(session);
      await nearExpiry(store, session);
      await sandbox().db.query(sql);

      const next = await ShopperSession.load(request('/account?tab=1', cookie), store);
      const thrown = await next.accessToken().then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get('location')).toBe('/login?redirectTo=%2Faccount%3Ftab%3D1');

      const after = await ShopperSession.load(request('/login', cookie), store);
      expect(after.customerKind).toBe('guest');
      expect(after.profile).toBeUndefined();
      expect(after.basketId).toBeUndefined();
      expect(await after.takeSessionExpired()).toBe(true);
      expect(await after.takeSessionExpired()).toBe(false);
      await expect(after.accessToken()).resolves.toMatch(/^ey/);
    },
  );

  it('a guest whose refresh token died simply gets a new guest login (and, the basket gone with it, no stored session)', async () => {
    const session = await guestWithBasket(store);
    const before = await nearExpiry(store, session);
    await sandbox().db.query(`UPDATE refresh_tokens SET revoked = true WHERE revoked = false`);
    const next = await ShopperSession.load(request('/', cookieOf(session).cookie), store);
    const token = await next.accessToken();
    expect(token).not.toBe(before.auth!.accessToken);
    expect(next.customerKind).toBe('guest');
    expect(await next.takeSessionExpired()).toBe(false);
    expect(next.exists).toBe(false);
    expect(await store.read(session.sessionId!)).toBeNull();
    expect(cookieOf(next).header).toMatch(new RegExp(`^${SESSION_COOKIE}=; `));
  });

  it('signing out revokes the refresh token, removes the session from the store and clears the cookie', async () => {
    const session = await ShopperSession.load(request('/login'), store);
    await signIn(session, NOAH.email, NOAH.password);
    const id = session.sessionId!;
    const refreshToken = (await stored(store, session)).auth!.refreshToken;
    await session.signOut();
    expect(await store.read(id)).toBeNull();
    expect(session.exists).toBe(false);
    expect(cookieOf(session).header).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0$`),
    );
    // The browser's recently viewed list goes too.
    const headers = new Headers();
    session.commitCookie(headers);
    expect(headers.getSetCookie()).toContainEqual(expect.stringMatching(/^sweet_rv=; Path=\/; Max-Age=0; /));
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    const rows = await sandbox().db.query<{ revoked: boolean }>(
      `SELECT revoked FROM refresh_tokens WHERE token_hash = $1`,
      [hash],
    );
    expect(rows).toEqual([{ revoked: true }]);
  });

  it('keeps the checkout secrets sealed at rest: no card code, gift-card number or PIN in anything the store holds', async () => {
    const session = await guestWithBasket(store, '/billing');
    const secrets = {
      basketId: 'basket-1',
      securityCode: '9371',
      giftCards: [{ paymentInstrumentId: 'gc-1', number: '7777000000000100002', pin: '4826' }],
    };
    await session.updateCheckoutSecrets('basket-1', () => secrets);

    const id = session.sessionId!;
    const held = [await store.read(id), await store.read(`${id}.secrets`)].join('\n');
    expect(held).toContain('.'); // the sealed record exists
    // A secret would show as a run of digits of its own; the record's timestamps may hold the same digits inside a
    // longer number (an `expiresAt` of 1795729371 once failed a plain substring test).
    for (const secret of ['9371', '7777000000000100002', '0100002', '4826'])
      expect(held).not.toMatch(new RegExp(`(?<![0-9])${secret}(?![0-9])`));

    // The next request of the session reads them back; another basket's request gets nothing.
    const next = await ShopperSession.load(request('/revieworder', cookieOf(session).cookie), store);
    expect(await next.checkoutSecrets('basket-1')).toEqual(secrets);
    expect(await next.checkoutSecrets('basket-2')).toBeUndefined();
    // A sealed record moved to another session does not open there.
    const other = await guestWithBasket(store);
    await store.write(`${other.sessionId}.secrets`, (await store.read(`${id}.secrets`))!, 60);
    expect(await other.checkoutSecrets('basket-1')).toBeUndefined();
  });

  it('ends every session of a customer, and a request of an ended session is signed out (also mid-request)', async () => {
    const first = await ShopperSession.load(request('/login'), store);
    await signIn(first, NOAH.email, NOAH.password);
    const second = await ShopperSession.load(request('/login'), store);
    await signIn(second, NOAH.email, NOAH.password);
    const customerId = (await stored(store, first)).auth!.customerId;
    // A request of the first session is under way while the sessions end.
    const inFlight = await ShopperSession.load(request('/account', cookieOf(first).cookie), store);
    expect(inFlight.isRegistered).toBe(true);

    await endCustomerSessions(customerId, store);
    expect(await store.read(first.sessionId!)).toBeNull();
    expect(await store.read(second.sessionId!)).toBeNull();
    for (const session of [first, second]) {
      expect((await ShopperSession.load(request('/account', cookieOf(session).cookie), store)).isRegistered).toBe(
        false,
      );
    }
    // Its late write does not bring the signed-in session back.
    await inFlight.setFlash({ kind: 'success', text: 'late' });
    expect((await ShopperSession.load(request('/account', cookieOf(first).cookie), store)).isRegistered).toBe(false);
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const here = await ShopperSession.load(request('/login'), store);
    await signIn(here, NOAH.email, NOAH.password);
    const elsewhere = await ShopperSession.load(request('/login'), store);
    await signIn(elsewhere, NOAH.email, NOAH.password);
    await here.endOtherSessions();
    expect((await ShopperSession.load(request('/account', cookieOf(here).cookie), store)).isRegistered).toBe(true);
    expect(await store.read(elsewhere.sessionId!)).toBeNull();
  });
});

describe('checkout secrets over time', () => {
  it('are gone 15 minutes after they were last entered', async () => {
    let time = Date.now();
    const store = createMemorySessionStore({ now: () => time });
    try {
      const session = await ShopperSession.load(request('/billing'), store);
      await session.update((data) => ({ ...data, basketId: 'basket-1' }));
      await session.updateCheckoutSecrets('basket-1', (secrets) => ({ ...secrets, securityCode: '123' }));
      const { cookie } = cookieOf(session);
      time += 14 * 60_000;
      expect(
        (await (await ShopperSession.load(request('/revieworder', cookie), store)).checkoutSecrets('basket-1'))
          ?.securityCode,
      ).toBe('123');
      time += 60_000 + 1;
      const later = await ShopperSession.load(request('/revieworder', cookie), store);
      expect(later.exists).toBe(true);
      expect(await later.checkoutSecrets('basket-1')).toBeUndefined();
      expect(await store.read(`${session.sessionId}.secrets`)).toBeNull();
    } finally {
      await store.close();
    }
  });
});

describe('the embedded store under a flood of returning sessions (ceiling 1,000)', () => {
  /** A flood session: what a script's post leaves in the session, then its return with the cookie. */
  const FLOODS = {
    'a message': (session: ShopperSession) => session.setFlash({ kind: 'success', text: 'Thanks!' }),
    'a basket': (session: ShopperSession, i: number) =>
      session.update((data) => ({ ...data, basketId: `flood-basket-${i}` })),
  };

  it.each(Object.keys(FLOODS) as (keyof typeof FLOODS)[])(
    'after 5,000 sessions holding %s, 100 new visitors who add to the bag or sign in keep their sessions',
    async (kind) => {
      const time = Date.now();
      const store = createMemorySessionStore({ now: () => time, maxSessions: 1_000 });
      try {
        for (let i = 0; i < 5_000; i++) {
          const post = await ShopperSession.load(request('/back-in-stock'), store);
          await FLOODS[kind](post, i);
          const back = await ShopperSession.load(request('/', cookieOf(post).cookie), store);
          await back.takeFlash();
          // The store answers without I/O, so the loop would run on microtasks alone and starve the timers: the
          // sign-ins after it would reuse a kept-alive connection to the sandbox that both ends had long meant to
          // close, and the server's overdue timer closes it under the request (ECONNRESET).
          if (i % 100 === 0) await new Promise(setImmediate);
        }
        const visitors: { cookie: string; signedIn: boolean }[] = [];
        for (let i = 0; i < 100; i++) {
          const visitor = await ShopperSession.load(request('/login'), store);
          // Every tenth signs in (the slow part of this test), the others add to the bag.
          const signedIn = i % 10 === 9;
          if (signedIn) await signIn(visitor, NOAH.email, NOAH.password);
          else await visitor.update((data) => ({ ...data, basketId: `visitor-basket-${i}` }));
          visitors.push({ cookie: cookieOf(visitor).cookie, signedIn });
        }
        let kept = 0;
        for (const [i, { cookie, signedIn }] of visitors.entries()) {
          const back = await ShopperSession.load(request('/cart', cookie), store);
          if (signedIn ? back.isRegistered : back.basketId === `visitor-basket-${i}`) kept++;
        }
        console.info(
          `[session flood] ceiling 1,000, 5,000 returning sessions holding ${kind}: ${kept} of 100 new visitors kept their session`,
        );
        expect(kept).toBe(100);
      } finally {
        await store.close();
      }
      // Thousands of session round trips: generous for a loaded machine (about 5 s on an idle one).
    },
    180_000,
  );
});
