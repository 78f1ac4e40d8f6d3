/**
 * Access to the shopper's SCAPI basket through the request's `RequestBasket`: the open one
 * (`current`), created on demand (`open`), and the one every change made through SCAPI leaves
 * (`remember`). The basket id is kept in the session; when it is not known yet it is looked up once
 * among the customer's baskets. What the shopper does to the bag is in bag.server.ts.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { quotaExceededBasketIds, type Basket } from '~/models/basket.ts';
import { commerceProblem } from './commerce-errors.server.ts';
import { shopperSession } from './session-middleware.server.ts';
import type { ShopperSession } from './session.server.ts';

/**
 * The basket as one request last read or changed it. The root, checkout-layout and page loaders of
 * a request all ask for it; it is read when first asked (a page that never asks reads nothing), and
 * once. Every change made through SCAPI returns the new basket, which replaces it (`remember`).
 * Outside a request (tests, scripts) one is built from a session: `new RequestBasket(session)`.
 */
export class RequestBasket {
  private held: Promise<Basket | null> | undefined;

  constructor(private readonly session: ShopperSession) {}

  remember<T extends Basket | null>(basket: T): T {
    this.held = Promise.resolve(basket);
    return basket;
  }

  /** The open basket, or null when the shopper has none (nothing is created here). */
  current(): Promise<Basket | null> {
    if (!this.held) {
      const read = readBasket(this.session);
      this.held = read;
      // A failed read is not remembered: the next caller asks again (unless a change replaced it meanwhile).
      read.catch(() => {
        if (this.held === read) this.held = undefined;
      });
    }
    return this.held;
  }

  /** The open basket, created when there is none (a concurrent create finds the one that won). */
  async open(): Promise<Basket & { basketId: string }> {
    const existing = this.session.customerKind ? await this.current() : null;
    if (existing?.basketId) return existing as Basket & { basketId: string };
    const apis = await this.session.apis();
    let basket: Basket;
    try {
      basket = await apis.baskets.createBasket({ body: {} });
    } catch (error) {
      const problem = await commerceProblem(error);
      const [existing] = problem?.status === 400 ? quotaExceededBasketIds(problem.body.basketIds) : [];
      if (!existing) throw error;
      basket = await apis.baskets.getBasket({ parameters: { basketId: existing } });
    }
    await this.session.update((data) => ({ ...data, basketId: basket.basketId ?? null }));
    return this.remember(basket as Basket & { basketId: string });
  }
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

const basketContext = createContext<RequestBasket>();

/** Root route middleware, after the session's: the request's `RequestBasket` (nothing is read yet). */
export const basketMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(basketContext, new RequestBasket(shopperSession(context)));
  return next();
};

/** The request's basket (set by the root middleware). */
export function requestBasket(context: Readonly<RouterContextProvider>): RequestBasket {
  return context.get(basketContext);
}
