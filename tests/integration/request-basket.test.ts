/**
 * The request's basket against a real (in-memory) sandbox: the root middleware chain (as app/root.tsx)
 * puts a `RequestBasket` into the request's context, and the root and page loaders of one request
 * share its one read; a change made through SCAPI replaces what it holds; a failed read is not kept,
 * so the next caller reads again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouterContextProvider } from 'react-router';
import { loader as rootLoader } from '~/root.tsx';
import { loader as bagLoader } from '~/routes/cart.tsx';
import { addToBag, updateQuantity } from '~/services/bag.server.ts';
import { requestBasket, RequestBasket } from '~/services/basket.server.ts';
import { catalogScope, type CatalogScope } from '~/services/catalog.server.ts';
import { CommerceCalls } from '~/services/commerce-calls.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { ShopperSession, sessionStore } from '~/services/session.server.ts';
import { throughRoot } from './root-request.ts';
import { useSandbox } from './sandbox.ts';

useSandbox();

const ORIGIN = 'http://localhost:3000';
const SCOPE: CatalogScope = { siteId: 'sweet-shop', locale: 'en-US', currency: 'USD', calls: new CommerceCalls() };
afterEach(() => {
  vi.restoreAllMocks();
});

/** One request of `path` as the server handles it: the root middleware, then `page` with the request's context. */
async function inRequest(path: string, cookie: string, page: (context: RouterContextProvider) => Promise<unknown>) {
  await throughRoot(new Request(`${ORIGIN}${path}`, { headers: { cookie } }), async (context) => {
    await page(context);
    return new Response('the page');
  });
}

/** A guest whose bag holds two of one product, as the next request's `Cookie` header. */
async function guestWithBag(): Promise<string> {
  const session = await ShopperSession.load(new Request(`${ORIGIN}/cart/add`, { method: 'POST' }), sessionStore());
  await addToBag(session, new RequestBasket(session), SCOPE, '10301', 2);
  const headers = new Headers();
  session.commitCookie(headers);
  return (headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The basket reads (getBasket) from now on; `fail` makes the first `fail` of them fail as a lost answer would. */
function basketReads(fail = 0): { count: number } {
  const reads = { count: 0 };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET' && /\/baskets\/[^/]+$/.test(url.pathname)) {
      reads.count += 1;
      if (reads.count <= fail) throw new TypeError('fetch failed');
    }
    return realFetch(input, init);
  });
  return reads;
}

const loaderArgs = (path: string, context: RouterContextProvider) =>
  ({ request: new Request(`${ORIGIN}${path}`), context, params: {} }) as never;

describe('the basket of one request', () => {
  it('is read once for the root and the page loaders', async () => {
    const cookie = await guestWithBag();
    const reads = basketReads();
    await inRequest('/cart', cookie, async (context) => {
      const [root, bag] = await Promise.all([
        rootLoader(loaderArgs('/cart', context)),
        bagLoader(loaderArgs('/cart', context)),
      ]);
      expect(root.shell.bagCount).toBe(2);
      expect(bag.bag.lines.map((line) => line.quantity)).toEqual([2]);
    });
    expect(reads.count).toBe(1);
  });

  it('is not read by a page that never asks for it', async () => {
    const cookie = await guestWithBag();
    const reads = basketReads();
    await inRequest('/about-us', cookie, async (context) => {
      shopperSession(context);
    });
    expect(reads.count).toBe(0);
  });

  it('is replaced by a change: later loaders of the request see the changed basket without reading it again', async () => {
    const cookie = await guestWithBag();
    const reads = basketReads();
    await inRequest('/cart', cookie, async (context) => {
      const basket = requestBasket(context);
      const [line] = (await basket.current())?.productItems ?? [];
      await updateQuantity(shopperSession(context), basket, catalogScope(context), line!.itemId!, 3);
      expect((await bagLoader(loaderArgs('/cart', context))).bag.lines.map((item) => item.quantity)).toEqual([3]);
    });
    expect(reads.count).toBe(1);
  });

  it('is read again by the next caller after a failed read', async () => {
    const cookie = await guestWithBag();
    const reads = basketReads(1);
    await inRequest('/cart', cookie, async (context) => {
      await expect(requestBasket(context).current()).rejects.toThrow();
      expect((await requestBasket(context).current())?.productItems?.[0]?.quantity).toBe(2);
      expect((await requestBasket(context).current())?.productItems?.[0]?.quantity).toBe(2);
    });
    expect(reads.count).toBe(2);
  });
});
