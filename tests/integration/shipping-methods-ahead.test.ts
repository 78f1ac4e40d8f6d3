/**
 * The shipping step's page reads the basket and its shipment's methods: the methods are asked for
 * before the basket is read (`shippingMethodsAhead`), so the two calls overlap, and the early answer is
 * used only for the basket it was asked for — against a real (in-memory) sandbox.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { addToBag } from '~/services/bag.server.ts';
import { RequestBasket } from '~/services/basket.server.ts';
import type { Basket } from '~/models/basket.ts';
import type { CatalogScope } from '~/services/catalog.server.ts';
import { CommerceCalls } from '~/services/commerce-calls.server.ts';
import { ShopperSession } from '~/services/session.server.ts';
import { createMemorySessionStore } from '~/services/session-store.server.ts';
import { shippingMethods, shippingMethodsAhead } from '~/services/shipping.server.ts';
import { useSandbox } from './sandbox.ts';

useSandbox();

const ORIGIN = 'http://localhost:3000';
const store = createMemorySessionStore();
afterAll(() => store.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const scope = (): CatalogScope => ({
  siteId: 'sweet-shop',
  locale: 'en-US',
  currency: 'USD',
  calls: new CommerceCalls(),
});
const request = (cookie?: string) => new Request(`${ORIGIN}/shipping`, { headers: cookie ? { cookie } : {} });

/** A guest with a one-line bag, as the next request's `Cookie` header. */
async function guestWithBag(): Promise<string> {
  const session = await ShopperSession.load(request(), store, scope());
  await addToBag(session, new RequestBasket(session), scope(), '10301', 1);
  const headers = new Headers();
  session.commitCookie(headers);
  return (headers.get('set-cookie') ?? '').split(';')[0]!;
}

interface Call {
  kind: 'basket' | 'methods' | 'other';
  startedAt: number;
  endedAt?: number;
  status?: number;
}

/** Every commerce call from here on, with when it started and when its answer came. */
function recordCalls(): Call[] {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const kind = /\/shipments\/[^/]+\/shipping-methods/.test(url)
      ? 'methods'
      : /\/baskets\/[^/?]+(\?|$)/.test(url)
        ? 'basket'
        : 'other';
    const call: Call = { kind, startedAt: performance.now() };
    calls.push(call);
    const response = await original(input, init);
    Object.assign(call, { endedAt: performance.now(), status: response.status });
    return response;
  });
  return calls;
}

describe('the shipping step’s methods, asked for ahead of the basket', () => {
  it('are asked for while the basket is read, once, and are its shipment’s methods', async () => {
    const cookie = await guestWithBag();
    const session = await ShopperSession.load(request(cookie), store, scope());
    const calls = recordCalls();

    const methodsOf = shippingMethodsAhead(session);
    const basket = (await new RequestBasket(session).current()) as Basket & { basketId: string };
    const methods = await methodsOf(basket);

    const [basketCall, methodsCall, ...rest] = [
      calls.find((c) => c.kind === 'basket'),
      ...calls.filter((c) => c.kind === 'methods'),
    ];
    expect(rest).toEqual([]);
    // In flight together: each started before the other's answer came.
    expect(methodsCall!.startedAt).toBeLessThan(basketCall!.endedAt!);
    expect(basketCall!.startedAt).toBeLessThan(methodsCall!.endedAt!);
    expect(methods.length).toBeGreaterThan(0);
    expect(methods).toEqual(await shippingMethods(session, basket));
  });

  it('are read again for the basket as it is when the session named another (an ordered or deleted one)', async () => {
    const cookie = await guestWithBag();
    const stale = await ShopperSession.load(request(cookie), store, scope());
    const openBasketId = stale.basketId;
    await stale.update((data) => ({ ...data, basketId: 'an-ordered-basket' }));
    const session = await ShopperSession.load(request(cookie), store, scope());
    const calls = recordCalls();

    const methodsOf = shippingMethodsAhead(session);
    const basket = (await new RequestBasket(session).current()) as Basket & { basketId: string };
    expect(basket.basketId).toBe(openBasketId);
    const methods = await methodsOf(basket);

    const methodCalls = calls.filter((c) => c.kind === 'methods');
    expect(methodCalls.map((c) => c.status)).toEqual([404, 200]);
    expect(methods.length).toBeGreaterThan(0);
    expect(methods).toEqual(await shippingMethods(session, basket));
  });
});
