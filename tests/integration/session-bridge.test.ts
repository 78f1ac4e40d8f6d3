/**
 * The session bridge's link (`/hybrid?to=`, checkout spec §4 and §7) as the server handles a GET: the root middleware
 * chain (scope, session, maintenance, pending order — as app/root.tsx), then the route, against a real (in-memory)
 * sandbox's OCAPI `/sessions`. Off unless HYBRID_PATHS is set; a visitor without a session is sent on and gets no
 * cookie; a shopper with one gets the legacy storefront's `dwsid` relayed and a 303; the bridge is renewed only when
 * less than 60 s of its 15 minutes remain (the test's clock, no waiting); a `to` outside the legacy paths is refused.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_BRIDGE_COOKIE, SESSION_COOKIE } from '~/models/session-constants.ts';
import { loader } from '~/routes/hybrid.tsx';
import { readEnv, storefrontEnv, type HybridSettings } from '~/services/env.server.ts';
import { hybridRedirect, type BridgeOptions } from '~/services/session-bridge.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { ShopperSession, sessionStore, type SessionData } from '~/services/session.server.ts';
import { privateClientAuthorization } from '../../sandbox/src/http/client-auth.ts';
import { throughRoot } from './root-request.ts';
import { useSandbox } from './sandbox.ts';

const ORIGIN = 'https://shop.example.com';
const MINUTE = 60_000;
const sandbox = useSandbox();

beforeAll(() => {
  Object.assign(process.env, { STOREFRONT_ORIGIN: ORIGIN, HYBRID_PATHS: '/stores,/on/demandware.store' });
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Handler = (args: { request: Request; context: never }) => Promise<Response> | Response;

/** The route module's own loader. */
const routeLoader: Handler = (args) => loader(args as never);

/** A GET of `path` through the root middleware and `handler` (the route's loader unless given); a thrown answer is the answer. */
async function get(path: string, cookie?: string, handler: Handler = routeLoader, origin = ORIGIN) {
  const request = new Request(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
  const response = await throughRoot(request, async (context) => {
    try {
      return await handler({ request, context: context as never });
    } catch (error) {
      // `data(null, { status })` thrown by a loader: React Router answers with its status.
      const status = (error as { init?: { status?: number } }).init?.status;
      if (status) return new Response(null, { status });
      throw error;
    }
  });
  return {
    status: response.status,
    location: response.headers.get('Location'),
    cookies: response.headers.getSetCookie(),
  };
}

/** The route's service with the test's clock (and settings). */
const at =
  (options: BridgeOptions): Handler =>
  ({ request, context }) =>
    hybridRedirect(request, shopperSession(context), options);

/** A guest holding a basket (a made-up id): a stored session; answers its cookie. */
async function shopperWithSession(): Promise<{ cookie: string; session: ShopperSession }> {
  const session = await ShopperSession.load(new Request(`${ORIGIN}/`), sessionStore());
  await session.accessToken();
  await session.update((data) => ({ ...data, basketId: 'basket-1' }));
  const headers = new Headers();
  session.commitCookie(headers);
  const cookie = headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
  return { cookie, session };
}

async function storedOf(session: ShopperSession): Promise<SessionData> {
  return JSON.parse((await sessionStore().read(session.sessionId!))!) as SessionData;
}

const dwsidOf = (cookies: string[]) =>
  cookies
    .find((line) => line.startsWith(`${SESSION_BRIDGE_COOKIE}=`))
    ?.split(';')[0]
    ?.split('=')[1];

/** Counts the OCAPI /sessions calls from now on. */
function countBridgeCalls(): { calls: string[] } {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/dw/shop/')) calls.push(url);
    return realFetch(input, init);
  });
  return { calls };
}

async function ocapiSession(dwsid: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(new URL(`/__sandbox/ocapi/sessions/${dwsid}`, sandbox().url), {
    headers: { authorization: privateClientAuthorization(sandbox().config) },
  });
  return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
}

describe('/hybrid?to=', () => {
  it('is off unless HYBRID_PATHS is set: 404', async () => {
    const { COMMERCE_API_ORIGIN, COMMERCE_SHORT_CODE, COMMERCE_ORGANIZATION_ID, COMMERCE_CLIENT_ID } = process.env;
    const commerce = { COMMERCE_API_ORIGIN, COMMERCE_SHORT_CODE, COMMERCE_ORGANIZATION_ID, COMMERCE_CLIENT_ID };
    expect(readEnv(commerce).hybrid).toBeNull();
    expect(readEnv({ ...commerce, HYBRID_PATHS: '' }).hybrid).toBeNull();
    const { cookie } = await shopperWithSession();
    const { calls } = countBridgeCalls();
    const answer = await get('/hybrid?to=/stores', cookie, at({ settings: null }));
    expect(answer.status).toBe(404);
    expect(answer.cookies).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('configured: the OCAPI origin is the commerce API origin unless set, the version 24_5', () => {
    expect(storefrontEnv().hybrid).toEqual({
      paths: ['/stores', '/on/demandware.store'],
      ocapiOrigin: sandbox().url,
      ocapiVersion: '24_5',
    });
  });

  it('sends a visitor without a session on as they are: 303 to the path, no session, no cookie, no bridge', async () => {
    const { calls } = countBridgeCalls();
    const answer = await get('/hybrid?to=%2Fstores%2Fboston%3Fday%3D1');
    expect(answer).toEqual({ status: 303, location: `${ORIGIN}/stores/boston?day=1`, cookies: [] });
    expect(calls).toEqual([]);
  });

  it("relays the bridge's dwsid to a shopper with a session, then 303 to the path on the configured origin", async () => {
    const { cookie, session } = await shopperWithSession();
    const { calls } = countBridgeCalls();
    const answer = await get('/hybrid?to=/on/demandware.store/Sites-sweet-shop-Site/default/Cart-Show', cookie);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${ORIGIN}/on/demandware.store/Sites-sweet-shop-Site/default/Cart-Show`);
    expect(calls).toEqual([`${sandbox().url}/s/sweet-shop/dw/shop/v24_5/sessions`]);
    const line = answer.cookies.find((one) => one.startsWith(`${SESSION_BRIDGE_COOKIE}=`))!;
    expect(line).toMatch(/^dwsid=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const dwsid = dwsidOf(answer.cookies)!;
    // The legacy storefront's session is the shopper's; the session keeps the bridge, the session cookie is unchanged.
    const stored = await storedOf(session);
    expect(await ocapiSession(dwsid)).toMatchObject({ customerId: stored.auth!.customerId, siteId: 'sweet-shop' });
    expect(stored.sessionBridge).toEqual({ dwsid, createdAt: expect.any(Number), customerId: stored.auth!.customerId });
    expect(answer.cookies.some((one) => one.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('renews the bridge only when less than 60 s of its 15 minutes remain', async () => {
    const { cookie, session } = await shopperWithSession();
    const { calls } = countBridgeCalls();
    const t0 = Date.UTC(2026, 11, 7, 9, 0, 0);
    const first = dwsidOf((await get('/hybrid?to=/stores', cookie, at({ now: t0 }))).cookies)!;
    expect((await storedOf(session)).sessionBridge?.createdAt).toBe(t0);
    expect(calls).toHaveLength(1);
    // 13 minutes, then exactly 60 s left: the same bridge, relayed again (a browser that lost it gets it back).
    for (const now of [t0 + 13 * MINUTE, t0 + 14 * MINUTE]) {
      const answer = await get('/hybrid?to=/stores', cookie, at({ now }));
      expect(answer.status).toBe(303);
      expect(dwsidOf(answer.cookies)).toBe(first);
    }
    expect(calls).toHaveLength(1);
    // Less than 60 s left: a new bridge.
    const renewed = dwsidOf((await get('/hybrid?to=/stores', cookie, at({ now: t0 + 14 * MINUTE + 1 }))).cookies)!;
    expect(renewed).not.toBe(first);
    expect(calls).toHaveLength(2);
    expect((await storedOf(session)).sessionBridge).toMatchObject({ dwsid: renewed, createdAt: t0 + 14 * MINUTE + 1 });
  });

  it.each([
    ['no to', '/hybrid'],
    ['a path of the shop', '/hybrid?to=/account'],
    ['a prefix look-alike', '/hybrid?to=/storesx'],
    ['dot segments out of a legacy path', '/hybrid?to=/stores/../account'],
    ['another origin', `/hybrid?to=${encodeURIComponent('https://evil.example/stores')}`],
    ['a protocol-relative URL', `/hybrid?to=${encodeURIComponent('//evil.example/stores')}`],
    ['a backslash', `/hybrid?to=${encodeURIComponent('/\\evil.example/stores')}`],
  ])('refuses %s (400), bridging nothing', async (_what, path) => {
    const { cookie } = await shopperWithSession();
    const { calls } = countBridgeCalls();
    const answer = await get(path, cookie);
    expect(answer.status).toBe(400);
    expect(answer.location).toBeNull();
    expect(answer.cookies).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("never redirects to the request's Host: the configured origin", async () => {
    const answer = await get('/hybrid?to=/stores', undefined, routeLoader, 'https://evil.example');
    expect(answer.location).toBe(`${ORIGIN}/stores`);
  });

  it('still sends the shopper on when OCAPI makes no session, and logs neither token nor cookie', async () => {
    const { cookie, session } = await shopperWithSession();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings: HybridSettings = { ...storefrontEnv().hybrid!, ocapiVersion: 'latest' };
    const answer = await get('/hybrid?to=/stores', cookie, at({ settings }));
    expect(answer).toMatchObject({ status: 303, location: `${ORIGIN}/stores`, cookies: [] });
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain('400');
    expect(logged).not.toContain((await storedOf(session)).auth!.accessToken);
    expect((await storedOf(session)).sessionBridge).toBeUndefined();
  });

  it("signing out clears the legacy storefront's session cookie", async () => {
    const { cookie } = await shopperWithSession();
    await get('/hybrid?to=/stores', cookie);
    const session = await ShopperSession.load(new Request(`${ORIGIN}/logout`, { headers: { cookie } }), sessionStore());
    await session.signOut();
    const headers = new Headers();
    session.commitCookie(headers);
    expect(headers.getSetCookie()).toContain('dwsid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });
});
