/**
 * The customer's repeat-delivery subscriptions through the sandbox's `subscriptions` custom API
 * (modelled on a subscription vendor's), with the shopper's own SLAS token as the other account
 * custom APIs: the backend only ever answers with this customer's subscriptions, and another's id
 * is "not found".
 */
import type { CustomerSubscription, Frequency } from '~/models/subscription.ts';
import { commerceProblem, isOutage, passesThrough } from './commerce-errors.server.ts';
import { isNotYours } from './customer.server.ts';
import type { ShopperSession } from './session.server.ts';

/** The active subscriptions, or null when the backend failed (the page says so instead of erroring). */
export async function customerSubscriptions(session: ShopperSession): Promise<CustomerSubscription[] | null> {
  try {
    const apis = await session.apis();
    const reply = await apis.custom<{ data?: CustomerSubscription[] }>('subscriptions', 'subscriptions');
    return reply.data ?? [];
  } catch (error) {
    if (passesThrough(error) || isOutage(error)) throw error;
    console.warn('[subscriptions] list failed:', (error as Error)?.message ?? error);
    return null;
  }
}

export type SubscriptionChange = { kind: 'skip' } | { kind: 'cancel' } | { kind: 'frequency'; frequency: Frequency };

/** 'done', 'not-yours' (another customer's or no such subscription) or 'failed'. */
export async function changeSubscription(
  session: ShopperSession,
  subscriptionId: string,
  change: SubscriptionChange,
): Promise<'done' | 'not-yours' | 'failed'> {
  const path = `subscriptions/${encodeURIComponent(subscriptionId)}/${change.kind === 'frequency' ? 'change-frequency' : change.kind}`;
  try {
    const apis = await session.apis();
    await apis.custom('subscriptions', path, {
      method: 'POST',
      body: change.kind === 'frequency' ? change.frequency : {},
    });
    return 'done';
  } catch (error) {
    if (passesThrough(error)) throw error;
    const problem = await commerceProblem(error);
    if (problem && isNotYours(problem.status)) return 'not-yours';
    console.warn('[subscriptions] change failed:', (error as Error)?.message ?? error);
    return 'failed';
  }
}
