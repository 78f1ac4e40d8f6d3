/**
 * Placing an order (services/order.server.ts) against a real (in-memory) sandbox and each session
 * store: the happy path, a second submit and concurrent submits placing one order, resuming an order
 * an earlier submit created and never paid, a declined card and a refused gift card leaving no
 * half-placed order (the basket is back, the gift card not spent), a bag changed since the review,
 * and a createOrder whose answer was lost (the order is found and paid, for guests and customers).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Basket } from '~/models/basket.ts';
import { COMMERCE_REQUEST_BUDGET_MS, COMMERCE_TIMEOUT_MS } from '~/models/commerce-constants.ts';
import { reviewDigest } from '~/models/order-placement.ts';
import { scopeOfRequest } from '~/services/catalog.server.ts';
import { CommerceCalls } from '~/services/commerce-calls.server.ts';
import { commerceTimeLimits } from '~/services/env.server.ts';
import { ShopperSession } from '~/services/session.server.ts';
import type { SessionStore } from '~/services/session-store.server.ts';
import {
  isCreateOrder,
  isOrderSearch,
  loseAnswers,
  mailsTo as mailsToIn,
  ORIGIN,
  ordersOf as ordersIn,
  readyShopper as readyShopperIn,
  placeInRequest,
} from './checkout-shopper.ts';
import { useSandbox } from './sandbox.ts';
import { STORE_CASES } from './stores.ts';

const sandbox = useSandbox();
const mailsTo = (email: string) => mailsToIn(sandbox(), email);

async function giftCardBalance(number: string): Promise<number> {
  const rows = await sandbox().db.query<{ balance_cents: number }>(
    `SELECT balance_cents FROM gift_cards WHERE number = $1`,
    [number],
  );
  return Number(rows[0]?.balance_cents);
}

describe.each(STORE_CASES)('placing an order on the $name', ({ create }) => {
  let store: SessionStore;
  beforeAll(() => {
    store = create();
  });
  afterAll(async () => {
    await store.close();
  });

  /** A request of the shopper whose session cookie is `cookie` (a fresh session object, as each request gets). */
  const load = (cookie: string) =>
    ShopperSession.load(new Request(`${ORIGIN}/revieworder`, { method: 'POST', headers: { cookie } }), store);
  /** The same, as the server runs it: with the request's commerce budget and call time-outs running (commerce-calls.server.ts). */
  const loadAsServed = (cookie: string) => {
    const request = new Request(`${ORIGIN}/revieworder`, { method: 'POST', headers: { cookie } });
    return ShopperSession.load(request, store, scopeOfRequest(request, new CommerceCalls(performance.now())));
  };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const readyShopper = (options?: Parameters<typeof readyShopperIn>[1]) => readyShopperIn(store, options);
  const ordersOf = (customerId: string, since: string) => ordersIn(sandbox(), customerId, since);

  it('places the order, forgets the secrets and the basket, and shows it again to a second submit', async () => {
    const { cookie, email, basketId, digest } = await readyShopper();
    expect(await placeInRequest(await load(cookie), digest)).toBe('/order-confirmation');
    const after = (await load(cookie)).current!;
    expect(await (await load(cookie)).checkoutSecrets(basketId)).toBeUndefined();
    expect(after.lastOrder).toMatchObject({ email, guest: true });
    expect(after.placingOrder?.orderNo).toBe(after.lastOrder!.orderNo);
    expect(after.basketId).toBeNull();
    expect(await mailsTo(email)).toBe(1);

    expect(await placeInRequest(await load(cookie), digest)).toBe('/order-confirmation');
    expect(await mailsTo(email)).toBe(1);
  });

  it('of ten simultaneous submits one places the order, every one goes to the confirmation', async () => {
    const { cookie, email, digest } = await readyShopper();
    const sessions = await Promise.all(Array.from({ length: 10 }, () => load(cookie)));
    const targets = await Promise.all(sessions.map((session) => placeInRequest(session, digest)));
    expect(targets).toEqual(Array(10).fill('/order-confirmation'));
    expect(await mailsTo(email)).toBe(1);
  });

  it('resumes paying an order an earlier submit created and never paid, instead of ordering again', async () => {
    const { cookie, email, basketId, apis, digest } = await readyShopper();
    const created = await apis.orders.createOrder({ body: { basketId } });
    expect(created.status).toBe('created');
    // The earlier submit stopped after createOrder, over a minute ago.
    const session = await load(cookie);
    await session.update((data) => ({
      ...data,
      placingOrder: { basketId, startedAt: Date.now() - 60_000, orderNo: created.orderNo! },
    }));
    expect(await placeInRequest(await load(cookie), digest)).toBe('/order-confirmation');
    expect((await load(cookie)).current!.lastOrder!.orderNo).toBe(created.orderNo);
    expect((await apis.orders.getOrder({ parameters: { orderNo: created.orderNo! } })).status).toBe('new');
    expect(await mailsTo(email)).toBe(1);
  });

  it('a declined card: the checkout error, the basket back under its id, no order', async () => {
    const { cookie, email, basketId, apis, digest } = await readyShopper({ cardNumber: '4000000000000002' });
    expect(await placeInRequest(await load(cookie), digest)).toBe('/billing');
    const after = (await load(cookie)).current!;
    expect(after.checkoutError).toBe(
      'Your payment was declined. Please check your card details or use a different card.',
    );
    expect(after.placingOrder).toBeUndefined();
    expect((await (await load(cookie)).checkoutSecrets(basketId))?.securityCode).toBe('123');
    const reopened = await apis.baskets.getBasket({ parameters: { basketId } });
    expect(reopened.productItems).toHaveLength(1);
    // The declined card is off the basket: billing asks for another instead of offering to keep it.
    expect(reopened.paymentInstruments ?? []).toEqual([]);
    expect(await mailsTo(email)).toBe(0);
  });

  it('a gift card refused when re-applied fails the order: basket back, no card spent, no order', async () => {
    const gift = { number: '7777000000000100002', pin: '1100' };
    const before = await giftCardBalance(gift.number);
    expect(before).toBeGreaterThan(0);
    const { cookie, email, basketId, apis, digest } = await readyShopper({
      giftCards: [{ ...gift, secretPin: '9999' }],
    });
    expect(await placeInRequest(await load(cookie), digest)).toBe('/billing');
    expect((await load(cookie)).current!.checkoutError).toBeTruthy();
    expect((await apis.baskets.getBasket({ parameters: { basketId } })).paymentInstruments).toHaveLength(2);
    expect(await giftCardBalance(gift.number)).toBe(before);
    expect(await mailsTo(email)).toBe(0);
  });

  it('gift cards paying everything need no card (NO_PAYMENT)', async () => {
    const { cookie, email, digest } = await readyShopper({
      giftCards: [{ number: '7777000000999999003', pin: '9999' }],
      card: false,
    });
    expect(await placeInRequest(await load(cookie), digest)).toBe('/order-confirmation');
    expect(await mailsTo(email)).toBe(1);
  });

  it('without the card’s security code (the secrets are gone) nothing is ordered and billing asks again', async () => {
    const { cookie, email, basketId, apis, digest } = await readyShopper();
    await (await load(cookie)).dropCheckoutSecrets();
    expect(await placeInRequest(await load(cookie), digest)).toBe('/billing');
    expect((await load(cookie)).current!.checkoutError).toBe(
      'Please enter your card’s security code again to place your order.',
    );
    expect((await apis.baskets.getBasket({ parameters: { basketId } })).basketId).toBe(basketId);
    expect(await mailsTo(email)).toBe(0);
  });

  it('a bag changed since the review is not ordered: the message and the fresh review, then the new total is placed', async () => {
    const { cookie, email, basketId, apis, digest } = await readyShopper();
    // Another tab adds a bar after the review page was shown.
    await apis.baskets.addItemToBasket({ parameters: { basketId }, body: [{ productId: '10301', quantity: 1 }] });
    const session = await load(cookie);
    expect(await placeInRequest(session, digest)).toBe('/revieworder');
    expect(await session.takeFlash()).toEqual({
      kind: 'error',
      text: 'Your bag changed since you reviewed it. Please review your order again.',
    });
    expect((await load(cookie)).current!.placingOrder).toBeUndefined();
    expect(await mailsTo(email)).toBe(0);
    const fresh = reviewDigest((await apis.baskets.getBasket({ parameters: { basketId } })) as Basket);
    expect(fresh).not.toBe(digest);
    expect(await placeInRequest(await load(cookie), fresh)).toBe('/order-confirmation');
    expect(await mailsTo(email)).toBe(1);
  });

  it.each([
    ['a guest', false],
    ['a registered customer', true],
  ])(
    '%s: a createOrder whose answer is lost is found and paid in the same submit — one order, paid',
    async (_who, registered) => {
      const since = new Date().toISOString();
      const { cookie, email, digest } = await readyShopper({ registered });
      const customerId = await (await load(cookie)).customerId();
      const { lost } = loseAnswers(isCreateOrder);
      expect(await placeInRequest(await load(cookie), digest)).toBe('/order-confirmation');
      expect(lost).toHaveLength(1);
      const orders = await ordersOf(customerId, since);
      expect(orders).toEqual([expect.objectContaining({ status: 'new', payment: 'paid' })]);
      expect((await load(cookie)).current!.lastOrder!.orderNo).toBe(orders[0]!.order_no);
      expect(await mailsTo(email)).toBeGreaterThanOrEqual(1);
    },
  );

  it.each([
    ['a guest', false],
    ['a registered customer', true],
  ])(
    '%s: when the search for the lost order fails too, the shopper is told; the next submit finds and pays it',
    async (_who, registered) => {
      const since = new Date().toISOString();
      const { cookie, digest } = await readyShopper({ registered });
      const customerId = await (await load(cookie)).customerId();
      const { lost } = loseAnswers((url, method) => isCreateOrder(url, method) || isOrderSearch(url));
      const first = await load(cookie);
      expect(await placeInRequest(first, digest)).toBe('/cart');
      expect(await first.takeFlash()).toMatchObject({
        kind: 'error',
        text: expect.stringContaining('couldn’t confirm whether your order was placed'),
      });
      expect(lost).toHaveLength(2);
      expect(await ordersOf(customerId, since)).toEqual([
        expect.objectContaining({ status: 'created', payment: 'not_paid' }),
      ]);
      vi.restoreAllMocks();

      expect(await placeInRequest(await load(cookie), digest)).toBe('/order-confirmation');
      const orders = await ordersOf(customerId, since);
      expect(orders).toEqual([expect.objectContaining({ status: 'new', payment: 'paid' })]);
      expect((await load(cookie)).current!.lastOrder!.orderNo).toBe(orders[0]!.order_no);
    },
  );

  it('a createOrder that failed without creating anything says so and keeps the bag', async () => {
    const { cookie, email, basketId, apis, digest } = await readyShopper();
    // createOrder never reaches the backend (the connection fails): no order, the basket as it was.
    const fetchOriginal = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (isCreateOrder(url, (init?.method ?? 'GET').toUpperCase())) throw new TypeError('fetch failed');
      return fetchOriginal(input, init);
    });
    const session = await load(cookie);
    expect(await placeInRequest(session, digest)).toBe('/revieworder');
    expect((await load(cookie)).current!.checkoutError).toContain('We couldn’t place your order');
    expect((await apis.baskets.getBasket({ parameters: { basketId } })).productItems).toHaveLength(1);
    expect(await mailsTo(email)).toBe(0);
  });

  it('placing an order is not held to the page reads’ limits: every call slower than 1.5 s, the order is still placed once', async () => {
    const { cookie, email, digest } = await readyShopper();
    const session = await loadAsServed(cookie);
    await session.apis();
    // The suite raises the page reads' limits (vitest.config.ts) for a loaded machine: this test needs the real ones.
    const limits = commerceTimeLimits();
    const raised = { callTimeoutMs: limits.callTimeoutMs, requestBudgetMs: limits.requestBudgetMs };
    Object.assign(limits, { callTimeoutMs: COMMERCE_TIMEOUT_MS, requestBudgetMs: COMMERCE_REQUEST_BUDGET_MS });
    sandbox().switches.latencyMs = 1800;
    try {
      expect(await placeInRequest(session, digest)).toBe('/order-confirmation');
    } finally {
      sandbox().switches.latencyMs = 0;
      Object.assign(limits, raised);
    }
    expect(await mailsTo(email)).toBe(1);
  }, 60_000);
});
