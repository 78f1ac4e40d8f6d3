/**
 * Custom API `subscriptions` v1, modelled on a subscription vendor's (Ordergroove-like): a
 * subscription is made for each line of a placed order whose product the order's
 * `c_subscriptionOptins` opts in; a registered shopper lists theirs and skips the next delivery,
 * changes the frequency or cancels. Another shopper's subscription is "not found".
 *
 *   GET  subscriptions                     the shopper's active subscriptions
 *   POST subscriptions/{id}/skip           the next delivery moves one frequency on
 *   POST subscriptions/{id}/change-frequency  body { every, every_period }
 *   POST subscriptions/{id}/cancel         the subscription ends (no longer listed)
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { jsonBody, mountCustomApi } from '../http/context.ts';
import { badRequest, notFound } from '../http/problem.ts';
import { registeredShopper } from '../customers/access.ts';
import type { Order } from '../orders/build.ts';
import {
  addFrequency,
  calendarDay,
  isFrequency,
  nextDateAfterChange,
  nextDateAfterSkip,
  type Frequency,
} from './schedule.ts';

export interface Subscription extends Frequency {
  id: string;
  customerId: string;
  product: string;
  productName: string;
  quantity: number;
  offer: string;
  live: boolean;
  originOrderNo: string;
  lastOrderDate: string;
  nextOrderDate: string;
  createdAt: string;
  cancelledAt?: string;
}

interface Optin {
  product: string;
  tracking_override: { offer?: string } & Frequency;
}

function orderOptins(raw: unknown): Optin[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is Optin =>
      Boolean(entry) && typeof entry.product === 'string' && isFrequency(entry.tracking_override),
  );
}

/** Order placement: one subscription per line opted in (a line counted once per product). */
export async function createSubscriptionsForOrder(db: Db, order: Order, now: Date): Promise<void> {
  const customerId = order.customerInfo?.customerId;
  const optins = orderOptins((order as Record<string, unknown>).c_subscriptionOptins);
  // Only a registered customer has an account to manage them in.
  if (!customerId || order.guest === true || !optins.length) return;
  const today = calendarDay(now);
  for (const optin of optins) {
    const item = (order.productItems ?? []).find((line) => line.productId === optin.product);
    if (!item) continue;
    const frequency = { every: optin.tracking_override.every, every_period: optin.tracking_override.every_period };
    const subscription: Subscription = {
      id: randomUUID(),
      customerId,
      product: optin.product,
      productName: item.productName ?? optin.product,
      quantity: item.quantity ?? 1,
      offer: optin.tracking_override.offer ?? '',
      ...frequency,
      live: true,
      originOrderNo: String(order.orderNo ?? ''),
      lastOrderDate: today,
      nextOrderDate: addFrequency(today, frequency),
      createdAt: now.toISOString(),
    };
    await db.query(`INSERT INTO subscriptions (id, customer_id, doc) VALUES ($1, $2, $3::jsonb)`, [
      subscription.id,
      customerId,
      JSON.stringify(subscription),
    ]);
  }
}

async function ownSubscription(c: SandboxContext): Promise<Subscription> {
  const { shopper } = registeredShopper(c);
  const id = c.req.param('subscriptionId') ?? '';
  const rows = await c.var.sb.db.query<{ doc: Subscription }>(
    `SELECT doc FROM subscriptions WHERE id = $1 AND customer_id = $2`,
    [id, shopper.customerId],
  );
  const subscription = rows[0]?.doc;
  // Someone else's (or a cancelled) subscription is "not found", so ids cannot be probed.
  if (!subscription || !subscription.live)
    throw notFound('subscription-not-found', 'Subscription Not Found', `No subscription with ID '${id}' was found.`);
  return subscription;
}

async function save(db: Db, subscription: Subscription): Promise<Subscription> {
  await db.query(`UPDATE subscriptions SET doc = $2::jsonb WHERE id = $1`, [
    subscription.id,
    JSON.stringify(subscription),
  ]);
  return subscription;
}

export function registerSubscriptionRoutes(app: SandboxApp): void {
  const api = mountCustomApi(app, 'subscriptions');
  api.get('/subscriptions', async (c) => {
    const { shopper } = registeredShopper(c);
    const rows = await c.var.sb.db.query<{ doc: Subscription }>(
      `SELECT doc FROM subscriptions WHERE customer_id = $1 ORDER BY created_at, id`,
      [shopper.customerId],
    );
    const data = rows.map((row) => row.doc).filter((subscription) => subscription.live);
    return c.json({ total: data.length, data });
  });
  api.post('/subscriptions/:subscriptionId/skip', async (c) => {
    const subscription = await ownSubscription(c);
    return c.json(
      await save(c.var.sb.db, {
        ...subscription,
        nextOrderDate: nextDateAfterSkip(subscription.nextOrderDate, subscription),
      }),
    );
  });
  api.post('/subscriptions/:subscriptionId/change-frequency', async (c) => {
    const subscription = await ownSubscription(c);
    const body = await jsonBody(c);
    const frequency = { every: Number(body.every), every_period: Number(body.every_period) };
    if (!isFrequency(frequency))
      throw badRequest(
        'The body must carry every (1 to 12) and every_period (1 day, 2 week, 3 month).',
        'invalid-frequency',
      );
    const nextOrderDate = nextDateAfterChange(subscription.lastOrderDate, frequency, calendarDay(c.var.sb.now()));
    return c.json(await save(c.var.sb.db, { ...subscription, ...frequency, nextOrderDate }));
  });
  api.post('/subscriptions/:subscriptionId/cancel', async (c) => {
    const subscription = await ownSubscription(c);
    return c.json(await save(c.var.sb.db, { ...subscription, live: false, cancelledAt: c.var.sb.now().toISOString() }));
  });
}
