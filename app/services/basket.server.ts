/**
 * Access to the shopper's SCAPI basket: the open one (`currentBasket`), created on demand
 * (`openBasket`), and the per-request memo every change updates (`rememberBasket`). The basket id
 * is kept in the session; when it is not known yet it is looked up once among the customer's
 * baskets. What the shopper does to the bag is in bag.server.ts.
 */
import { quotaExceededBasketIds, type Basket } from '~/models/basket.ts';
import { commerceProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';

/**
 * The basket as this request last read or changed it. The root, checkout-layout and page loaders of
 * one request all ask for it; it is read once. Every change made through SCAPI returns the new
 * basket, which replaces it here (`rememberBasket`).
 */
const requestBaskets = new WeakMap<ShopperSession, Promise<Basket | null>>();

export function rememberBasket<T extends Basket | null>(session: ShopperSession, basket: T): T {
  requestBaskets.set(session, Promise.resolve(basket));
  return basket;
}

/** The open basket, or null when the shopper has none (nothing is created here). */
export function currentBasket(session: ShopperSession): Promise<Basket | null> {
  let basket = requestBaskets.get(session);
  if (!basket) {
    basket = readBasket(session);
    requestBaskets.set(session, basket);
    // A failed read is not remembered: the next caller asks again.
    basket.catch(() => requestBaskets.delete(session));
  }
  return basket;
}

async function readBasket(session: ShopperSession): Promise<Basket | null> {
  if (!session.customerKind || session.basketId === null) return null;
  const apis = await session.apis();
  if (session.basketId) {
    try {
      return await apis.baskets.getBasket({ parameters: { basketId: session.basketId } });
    } catch (error) {
      // An ordered or deleted basket (404), or one of another shopper (400, as getBasket documents): forget it and look again.
      const status = (await commerceProblem(error))?.status;
      if (status !== 404 && status !== 400) throw error;
    }
  }
  const { baskets } = await apis.customers.getCustomerBaskets({
    parameters: { customerId: await session.customerId() },
  });
  const basket = baskets?.[0] ?? null;
  await session.update((data) => ({ ...data, basketId: basket?.basketId ?? null }));
  return basket;
}

/** The open basket, created when there is none (a concurrent create finds the one that won). */
export async function openBasket(session: ShopperSession): Promise<Basket & { basketId: string }> {
  const existing = session.customerKind ? await currentBasket(session) : null;
  if (existing?.basketId) return existing as Basket & { basketId: string };
  const apis = await session.apis();
  let basket: Basket;
  try {
    basket = await apis.baskets.createBasket({ body: {} });
  } catch (error) {
    const problem = await commerceProblem(error);
    const [existing] = problem?.status === 400 ? quotaExceededBasketIds(problem.body.basketIds) : [];
    if (!existing) throw error;
    basket = await apis.baskets.getBasket({ parameters: { basketId: existing } });
  }
  await session.update((data) => ({ ...data, basketId: basket.basketId ?? null }));
  return rememberBasket(session, basket as Basket & { basketId: string });
}
