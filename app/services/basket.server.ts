/**
 * The shopper's open basket, as far as the page shell needs it (the bag count). The basket id is
 * kept in the session; when it is not known yet it is looked up once among the customer's baskets.
 */
import { commerceProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';

type Basket = { basketId?: string; productItems?: Array<{ quantity?: number }> };

export function itemCount(basket: Basket | undefined): number {
  return (basket?.productItems ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0);
}

/** The open basket, or null when the shopper has none (nothing is created here). */
export async function currentBasket(session: ShopperSession): Promise<Basket | null> {
  if (!session.customerKind || session.basketId === null) return null;
  const apis = await session.apis();
  if (session.basketId) {
    try {
      return await apis.baskets.getBasket({ parameters: { basketId: session.basketId } });
    } catch (error) {
      // An ordered or deleted basket: forget it and look again.
      if ((await commerceProblem(error))?.status !== 404) throw error;
    }
  }
  const { baskets } = await apis.customers.getCustomerBaskets({ parameters: { customerId: await session.customerId() } });
  const basket = baskets?.[0] ?? null;
  await session.update((data) => ({ ...data, basketId: basket?.basketId ?? null }));
  return basket;
}

export async function bagCount(session: ShopperSession): Promise<number> {
  return itemCount((await currentBasket(session)) ?? undefined);
}
