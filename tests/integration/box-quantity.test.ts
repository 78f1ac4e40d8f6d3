/**
 * A box line's quantity in the bag against a real (in-memory) sandbox: more boxes need each candy in
 * stock for them (catalog spec §4 "Custom-mix builder"), as when the box went into the bag.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BagProblem, updateQuantity } from '~/services/bag.server.ts';
import { RequestBasket } from '~/services/basket.server.ts';
import type { CatalogScope } from '~/services/catalog.server.ts';
import { CommerceCalls } from '~/services/commerce-calls.server.ts';
import { ShopperSession } from '~/services/session.server.ts';
import { createMemorySessionStore } from '~/services/session-store.server.ts';
import { useSandbox } from './sandbox.ts';

useSandbox();

const SCOPE: CatalogScope = { siteId: 'sweet-shop', locale: 'en-US', currency: 'USD', calls: new CommerceCalls() };
const store = createMemorySessionStore();
afterAll(() => store.close());

/** A guest session whose bag holds one box of `productId` with these candies; answers the session and the line's id. */
async function bagWithBox(productId: string, candies: Array<[string, number]>) {
  const session = await ShopperSession.load(new Request('http://localhost:3000/cart', { method: 'POST' }), store);
  const requestBasket = new RequestBasket(session);
  const basket = await requestBasket.open();
  const apis = await session.apis();
  const c_customMix = JSON.stringify({ box: candies.map(([pid, qty]) => ({ pid, qty, categoryId: 'mix' })) });
  const updated = requestBasket.remember(
    await apis.baskets.addItemToBasket({
      parameters: { basketId: basket.basketId },
      body: [{ productId, quantity: 1, c_customMix }] as never,
    }),
  );
  return { session, requestBasket, itemId: updated.productItems![0]!.itemId! };
}

describe("a box line's quantity", () => {
  it('is refused above 1 when a candy of the box is out of stock', async () => {
    // 40206 (Mint Meltaway Piece) has no stock in the sandbox.
    const { session, requestBasket, itemId } = await bagWithBox('4010101', [
      ['40206', 50],
      ['40201', 50],
    ]);
    await expect(updateQuantity(session, requestBasket, SCOPE, itemId, 2)).rejects.toThrow(
      new BagProblem('Sorry, Mint Meltaway Piece is out of stock. Please choose another flavour.'),
    );
    expect((await requestBasket.current())?.productItems?.[0]?.quantity).toBe(1);
  });

  it('changes when every candy is in stock for that many boxes', async () => {
    const { session, requestBasket, itemId } = await bagWithBox('4010201', [
      ['40301', 6],
      ['40302', 6],
    ]);
    await updateQuantity(session, requestBasket, SCOPE, itemId, 2);
    expect((await requestBasket.current())?.productItems?.[0]?.quantity).toBe(2);
    // Counted pieces: 6 a box times a great many boxes is more than there is.
    await expect(updateQuantity(session, requestBasket, SCOPE, itemId, 999)).rejects.toThrow(
      /Mini Pop is out of stock/,
    );
  });
});
