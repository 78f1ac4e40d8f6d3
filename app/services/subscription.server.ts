/**
 * Repeat delivery (catalog §4 "Subscriptions"): the shopper's opt-ins live in the server session and
 * are mirrored to the basket's c_subscriptionOptins (custom API product v1 subscription-optins) on
 * every change and when the basket gains a line.
 */
import type { Basket } from '~/models/basket.ts';
import {
  emptySubscriptionState,
  optinsPayload,
  subscriptionOptins,
  type SubscriptionState,
} from '~/models/subscription.ts';
import type { RequestBasket } from './basket.server.ts';
import { getProduct, type CatalogScope } from './catalog.server.ts';
import type { ShopperSession } from './session.server.ts';

export function subscriptionState(session: ShopperSession): SubscriptionState {
  return session.current?.subscriptions ?? emptySubscriptionState();
}

/** Sends the opt-ins to the basket when it holds other ones than the session. */
export async function syncSubscriptions(session: ShopperSession, requestBasket: RequestBasket): Promise<void> {
  const basket = await requestBasket.current();
  if (!basket?.basketId) return;
  const wanted = optinsPayload(subscriptionState(session));
  if (JSON.stringify(subscriptionOptins(basket.c_subscriptionOptins)) === JSON.stringify(wanted)) return;
  const apis = await session.apis();
  const updated = await apis.custom<Basket>('product', 'subscription-optins', {
    body: wanted,
    parameters: { basketId: basket.basketId },
  });
  requestBasket.remember(updated);
}

/** An opt-in, frequency change or opt-out, saved and mirrored to the basket. */
export async function changeSubscriptions(
  session: ShopperSession,
  requestBasket: RequestBasket,
  change: (state: SubscriptionState) => SubscriptionState,
): Promise<void> {
  await session.update((data) => ({ ...data, subscriptions: change(data.subscriptions ?? emptySubscriptionState()) }));
  await syncSubscriptions(session, requestBasket);
}

/** Catalog §4: only a product with c_enableSubscription can be opted in (the sandbox refuses any other too). */
export async function offersRepeatDelivery(scope: CatalogScope, productId: string): Promise<boolean> {
  return (await getProduct(scope, productId))?.subscription?.enabled === true;
}
