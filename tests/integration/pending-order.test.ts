/**
 * An order whose answer never reached the shopper is finished by the next page of the session, not
 * only by a re-post of the review form: a plain GET runs the root middleware chain (scope, session,
 * basket, maintenance, pending order — as app/root.tsx) against a real (in-memory) sandbox. The order found
 * is paid and the confirmation shown with a message, or failed with the bag back; a page view
 * without a pending order makes no commerce call and no session write; of simultaneous page views
 * one finishes the order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { SESSION_COOKIE } from '~/models/session-constants.ts';
import type { Flash } from '~/models/flash.ts';
import { lastPlacedOrder } from '~/services/order.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { ShopperSession, sessionStore } from '~/services/session.server.ts';
import {
  isCreateOrder,
  isOrderSearch,
  loseAnswers,
  mailsTo,
  ORIGIN,
  ordersOf,
  readyShopper,
  placeInRequest,
} from './checkout-shopper.ts';
import { throughRoot } from './root-request.ts';
import { useSandbox } from './sandbox.ts';

const sandbox = useSandbox();

afterEach(() => {
  vi.restoreAllMocks();
});

interface PageView {
  status: number;
  location: string | null;
  setCookie: string | null;
  /** What the page showed: the one-shot message its shell took (null when the page never ran). */
  flash: Flash | null | undefined;
  /** Whether the page itself ran (not answered by a middleware). */
  rendered: boolean;
}

/**
 * A GET of `path` as the server handles it: the root middleware, then the page — which shows the
 * session's message as the shell does (takes the flash). A Response thrown on the way is the answer,
 * as React Router makes it.
 */
async function get(path: string, cookie?: string): Promise<PageView> {
  let flash: Flash | null | undefined = null;
  let rendered = false;
  const response = await throughRoot(
    new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }),
    async (context) => {
      rendered = true;
      flash = await shopperSession(context).takeFlash();
      return new Response('the page', { status: 200 });
    },
  );
  return {
    status: response.status,
    location: response.headers.get('Location'),
    setCookie: response.headers.get('Set-Cookie'),
    flash,
    rendered,
  };
}

const session = (cookie: string) =>
  ShopperSession.load(new Request(`${ORIGIN}/`, { headers: { cookie } }), sessionStore());

/** Counts the commerce calls (every fetch) from now on. */
function countCalls(): { calls: string[] } {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return realFetch(input, init);
  });
  return { calls };
}

describe('a lost order answer is finished by the next page of the session', () => {
  it.each([
    ['a guest', false],
    ['a registered customer', true],
  ])(
    '%s: the backend dies after creating the order; a plain GET of /cart pays it and shows the confirmation with a message',
    async (_who, registered) => {
      const since = new Date().toISOString();
      const { cookie, email, basketId, digest } = await readyShopper(sessionStore(), { registered });
      const customerId = await (await session(cookie)).customerId();
      // The order is created, then neither its answer nor the search for it comes back (the backend died).
      const { lost } = loseAnswers((url, method) => isCreateOrder(url, method) || isOrderSearch(url));
      expect(await placeInRequest(await session(cookie), digest)).toBe('/cart');
      expect(lost).toHaveLength(2);
      expect(await ordersOf(sandbox(), customerId, since)).toEqual([
        expect.objectContaining({ status: 'created', payment: 'not_paid' }),
      ]);
      vi.restoreAllMocks();

      // The backend is back; the browser follows the redirect (or the shopper reloads the bag).
      const bag = await get('/cart', cookie);
      expect(bag).toMatchObject({ status: 302, location: '/order-confirmation', rendered: false });
      const confirmation = await get('/order-confirmation', cookie);
      expect(confirmation).toMatchObject({
        status: 200,
        flash: { kind: 'info', text: CHECKOUT_MESSAGES.orderPlacedAfterInterruption },
      });

      const orders = await ordersOf(sandbox(), customerId, since);
      expect(orders).toEqual([expect.objectContaining({ status: 'new', payment: 'paid' })]);
      const after = await session(cookie);
      expect(after.current!.lastOrder!.orderNo).toBe(orders[0]!.order_no);
      expect((await lastPlacedOrder(after))?.orderNo).toBe(orders[0]!.order_no);
      expect(after.current!.basketId).not.toBe(basketId);
      expect(await mailsTo(sandbox(), email)).toBeGreaterThanOrEqual(1);

      // Finished: the next page views go straight on, and a re-post of the review shows the same order.
      expect(await get('/cart', cookie)).toMatchObject({ status: 200, rendered: true, flash: undefined });
      expect(await placeInRequest(await session(cookie), digest)).toBe('/order-confirmation');
      expect(await ordersOf(sandbox(), customerId, since)).toHaveLength(1);
    },
  );

  it('the storefront died mid-submit: left alone while the submit may still run, finished by a page view once it is over', async () => {
    const since = new Date().toISOString();
    const { cookie, email, basketId, apis, digest } = await readyShopper(sessionStore());
    const customerId = await (await session(cookie)).customerId();
    // The submit recorded the attempt, sent createOrder (which the backend did) and the process ended.
    const requestedAt = Date.now();
    await (
      await session(cookie)
    ).update((data) => ({
      ...data,
      placingOrder: { basketId, startedAt: requestedAt, orderRequestedAt: requestedAt },
    }));
    const created = await apis.orders.createOrder({ body: { basketId } });

    // Within the wait a request may still be on it: a page view leaves it to that one.
    const { calls } = countCalls();
    expect(await get('/', cookie)).toMatchObject({ status: 200, rendered: true });
    expect(calls).toEqual([]);
    expect((await session(cookie)).current!.placingOrder).toEqual({
      basketId,
      startedAt: requestedAt,
      orderRequestedAt: requestedAt,
    });
    vi.restoreAllMocks();

    // Over a minute later nothing reported back: the home page finishes it.
    await (
      await session(cookie)
    ).update((data) => ({
      ...data,
      placingOrder: { basketId, startedAt: requestedAt - 60_000, orderRequestedAt: requestedAt - 60_000 },
    }));
    expect(await get('/', cookie)).toMatchObject({ status: 302, location: '/order-confirmation' });
    expect((await apis.orders.getOrder({ parameters: { orderNo: created.orderNo! } })).status).toBe('new');
    expect(await ordersOf(sandbox(), customerId, since)).toEqual([
      expect.objectContaining({ order_no: created.orderNo, payment: 'paid' }),
    ]);
    expect(await mailsTo(sandbox(), email)).toBe(1);
    expect(await placeInRequest(await session(cookie), digest)).toBe('/order-confirmation');
  });

  it('a declined card: the order found is failed, the bag is back and /billing says why', async () => {
    const since = new Date().toISOString();
    const { cookie, email, basketId, apis, digest } = await readyShopper(sessionStore(), {
      cardNumber: '4000000000000002',
    });
    const customerId = await (await session(cookie)).customerId();
    loseAnswers((url, method) => isCreateOrder(url, method) || isOrderSearch(url));
    expect(await placeInRequest(await session(cookie), digest)).toBe('/cart');
    vi.restoreAllMocks();

    expect(await get('/cart', cookie)).toMatchObject({ status: 302, location: '/billing' });
    expect((await session(cookie)).current!.checkoutError).toBe(
      'Your payment was declined. Please check your card details or use a different card.',
    );
    expect((await session(cookie)).current!.placingOrder).toBeUndefined();
    expect(await ordersOf(sandbox(), customerId, since)).toEqual([expect.objectContaining({ status: 'failed' })]);
    const reopened = await apis.baskets.getBasket({ parameters: { basketId } });
    expect(reopened.productItems).toHaveLength(1);
    expect(await mailsTo(sandbox(), email)).toBe(0);
  });

  it('nothing was ordered after all: the bag says so, unchanged, and the attempt is forgotten', async () => {
    const { cookie, basketId, apis } = await readyShopper(sessionStore());
    // createOrder was recorded as sent, but never reached the backend before the storefront went.
    await (
      await session(cookie)
    ).update((data) => ({ ...data, placingOrder: { basketId, startedAt: 0, orderRequestedAt: Date.now() - 60_000 } }));
    expect(await get('/cart', cookie)).toMatchObject({
      status: 200,
      rendered: true,
      flash: { kind: 'error', text: CHECKOUT_MESSAGES.orderNotPlacedTryAgain },
    });
    expect((await session(cookie)).current!.placingOrder).toBeUndefined();
    expect((await apis.baskets.getBasket({ parameters: { basketId } })).productItems).toHaveLength(1);
  });

  it('the backend is still down: the page goes on with the message, and a later page view finishes the order', async () => {
    const since = new Date().toISOString();
    const { cookie, digest } = await readyShopper(sessionStore());
    const customerId = await (await session(cookie)).customerId();
    loseAnswers((url, method) => isCreateOrder(url, method) || isOrderSearch(url));
    expect(await placeInRequest(await session(cookie), digest)).toBe('/cart');
    expect(await get('/cart', cookie)).toMatchObject({
      status: 200,
      rendered: true,
      flash: { kind: 'error', text: CHECKOUT_MESSAGES.orderOutcomeUnknown },
    });
    vi.restoreAllMocks();
    expect(await get('/cart', cookie)).toMatchObject({ status: 302, location: '/order-confirmation' });
    expect(await ordersOf(sandbox(), customerId, since)).toEqual([expect.objectContaining({ payment: 'paid' })]);
  });

  it('of simultaneous page views one finishes the order; the others go straight on', async () => {
    const since = new Date().toISOString();
    const { cookie, email, digest } = await readyShopper(sessionStore());
    const customerId = await (await session(cookie)).customerId();
    loseAnswers((url, method) => isCreateOrder(url, method) || isOrderSearch(url));
    expect(await placeInRequest(await session(cookie), digest)).toBe('/cart');
    vi.restoreAllMocks();

    const views = await Promise.all(['/cart', '/', '/search', '/track-order'].map((path) => get(path, cookie)));
    expect(views.filter((view) => view.location === '/order-confirmation')).toHaveLength(1);
    expect(views.filter((view) => view.rendered)).toHaveLength(3);
    expect(await ordersOf(sandbox(), customerId, since)).toEqual([expect.objectContaining({ payment: 'paid' })]);
    expect(await mailsTo(sandbox(), email)).toBe(1);
  });

  it('a page view without a pending order reads the session only: no commerce call, no session write; a visitor gets no session', async () => {
    const { cookie } = await readyShopper(sessionStore());
    const store = sessionStore();
    const writes = vi.spyOn(store, 'write');
    const locks = vi.spyOn(store, 'withLock');
    const { calls } = countCalls();
    expect(await get('/cart', cookie)).toMatchObject({ status: 200, rendered: true, setCookie: null });
    expect(calls).toEqual([]);
    expect(writes).not.toHaveBeenCalled();
    expect(locks).not.toHaveBeenCalled();

    const visitor = await get('/cart');
    expect(visitor).toMatchObject({ status: 200, rendered: true });
    expect(visitor.setCookie ?? '').not.toContain(`${SESSION_COOKIE}=`);
    expect(calls).toEqual([]);
    expect(writes).not.toHaveBeenCalled();
  });
});
