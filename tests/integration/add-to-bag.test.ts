/**
 * Adding to the bag against a real (in-memory) sandbox: two first adds of one shopper sent at once
 * (two tabs, a double click) both land in the one basket — the loser of the createBasket race reads
 * the winner's id from the "Customer Baskets Quota Exceeded" answer (a comma-separated string).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { addToBag } from '~/services/bag.server.ts';
import { RequestBasket } from '~/services/basket.server.ts';
import type { CatalogScope } from '~/services/catalog.server.ts';
import { CommerceCalls } from '~/services/commerce-calls.server.ts';
import { ShopperSession } from '~/services/session.server.ts';
import { createMemorySessionStore } from '~/services/session-store.server.ts';
import { useSandbox } from './sandbox.ts';

useSandbox();

const ORIGIN = 'http://localhost:3000';
const SCOPE: CatalogScope = { siteId: 'sweet-shop', locale: 'en-US', currency: 'USD', calls: new CommerceCalls() };
const store = createMemorySessionStore();
afterAll(() => store.close());

function request(cookie?: string): Request {
  return new Request(`${ORIGIN}/cart/add`, { method: 'POST', headers: cookie ? { cookie } : {} });
}

/**
 * A stored guest session that has logged in but has no basket yet (it keeps the e-mail given on the
 * contact form: a guest login alone is not stored), as the next request's `Cookie` header.
 */
async function guestWithoutBasket(): Promise<string> {
  const session = await ShopperSession.load(request(), store);
  await session.accessToken();
  await session.update((data) => ({ ...data, guestEmail: 'ava@example.com' }));
  const headers = new Headers();
  session.commitCookie(headers);
  return (headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe('two simultaneous first adds', () => {
  it('both succeed, into one basket', async () => {
    const cookie = await guestWithoutBasket();
    const [first, second] = await Promise.all([
      ShopperSession.load(request(cookie), store),
      ShopperSession.load(request(cookie), store),
    ]);
    const added = await Promise.all([
      addToBag(first, new RequestBasket(first), SCOPE, '10301', 1),
      addToBag(second, new RequestBasket(second), SCOPE, '1010101', 1),
    ]);
    expect(added.map((item) => item.productId)).toEqual(['10301', '1010101']);

    const next = await ShopperSession.load(request(cookie), store);
    const basket = await new RequestBasket(next).current();
    expect(basket?.productItems?.map((item) => item.productId).sort()).toEqual(['1010101', '10301']);
    expect([first.basketId, second.basketId]).toEqual([basket?.basketId, basket?.basketId]);
  });
});
