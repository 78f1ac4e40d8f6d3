/**
 * Repeat delivery (catalog spec §3 "Subscription state", §4 "Subscriptions"; checkout spec §3, §4):
 * the basket's `c_subscriptionOptins`, a JSON list of { product, subscription_info: { components },
 * tracking_override: { offer, every, every_period } }, read safely, and the rules that depend on it.
 */
import type { Basket } from './basket.ts';
import type { Product } from './product.ts';

export interface SubscriptionOptin {
  product: string;
  subscription_info: { components: unknown[] };
  tracking_override: { offer: string; every: number; every_period: number };
}

const isOptin = (value: unknown): value is SubscriptionOptin => {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<SubscriptionOptin>;
  const tracking = entry.tracking_override;
  return (
    typeof entry.product === 'string' &&
    Boolean(entry.product) &&
    Boolean(tracking) &&
    typeof tracking === 'object' &&
    Number.isInteger(tracking.every) &&
    tracking.every > 0 &&
    Number.isInteger(tracking.every_period) &&
    tracking.every_period > 0
  );
};

/**
 * The opt-ins a basket (or order) holds. Spec §8: corrupt saved state is logged and reset to empty —
 * a value that is not a list of well-formed opt-ins counts as none (`onCorrupt` is told).
 */
export function subscriptionOptins(
  raw: unknown,
  onCorrupt: (reason: string) => void = (reason) => console.warn(`[subscriptions] ${reason}; reset to empty`),
): SubscriptionOptin[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      onCorrupt('c_subscriptionOptins is not JSON');
      return [];
    }
  }
  if (!Array.isArray(value) || !value.every(isOptin)) {
    onCorrupt('c_subscriptionOptins is not a list of opt-ins');
    return [];
  }
  return value;
}

/**
 * Checkout spec §4 "Payment availability": buy-now-pay-later is offered only without subscription
 * items — a line of the basket whose product is opted into repeat delivery.
 */
export function hasSubscriptionItems(
  basket: Pick<Basket, 'productItems'> & { c_subscriptionOptins?: unknown },
): boolean {
  const optins = subscriptionOptins(basket.c_subscriptionOptins);
  if (!optins.length) return false;
  const products = new Set((basket.productItems ?? []).map((item) => item.productId));
  return optins.some((optin) => products.has(optin.product));
}

/** The vendor's period codes (tracking_override.every_period): 1 day, 2 week, 3 month. */
const PERIOD_NAMES: Record<number, [string, string]> = {
  1: ['day', 'days'],
  2: ['week', 'weeks'],
  3: ['month', 'months'],
};

export interface Frequency {
  every: number;
  every_period: number;
}

/** The frequencies offered (the spec leaves them open): every 2 weeks, every 1, 2 or 3 months. */
export const FREQUENCIES: readonly Frequency[] = [
  { every: 2, every_period: 2 },
  { every: 1, every_period: 3 },
  { every: 2, every_period: 3 },
  { every: 3, every_period: 3 },
];
export const DEFAULT_FREQUENCY = FREQUENCIES[1]!;
/** The offer id sent in tracking_override (environment-specific in the spec; one value here). */
export const SUBSCRIPTION_OFFER_ID = 'repeat-delivery';
/** Catalog §9: the upsell needs a price over 25. */
export const SUBSCRIPTION_UPSELL_MIN_PRICE = 25;

/** "Every 2 weeks", "Every month". */
export function frequencyLabel({ every, every_period }: Frequency): string {
  const [one, many] = PERIOD_NAMES[every_period] ?? ['period', 'periods'];
  return every === 1 ? `Every ${one}` : `Every ${every} ${many}`;
}

/** A posted frequency ("2-3": every 2 months), when it is one of those offered. */
export function parseFrequency(value: string | undefined): Frequency | null {
  const found = FREQUENCIES.find((frequency) => `${frequency.every}-${frequency.every_period}` === value);
  return found ?? null;
}
export const frequencyValue = (frequency: Frequency) => `${frequency.every}-${frequency.every_period}`;

/** Catalog §3: the shopper's opt-ins (product id and frequency) and opt-outs. */
export interface SubscriptionState {
  optedin: Array<{ id: string } & Frequency>;
  optedout: string[];
}

export const emptySubscriptionState = (): SubscriptionState => ({ optedin: [], optedout: [] });

/** Catalog §4: opt-in adds or replaces the product's entry (a frequency change is an opt-in again). */
export function optIn(state: SubscriptionState, productId: string, frequency: Frequency): SubscriptionState {
  return {
    optedin: [...state.optedin.filter((entry) => entry.id !== productId), { id: productId, ...frequency }],
    optedout: state.optedout.filter((id) => id !== productId),
  };
}

/** Catalog §4: opt-out removes it. */
export function optOut(state: SubscriptionState, productId: string): SubscriptionState {
  return {
    optedin: state.optedin.filter((entry) => entry.id !== productId),
    optedout: [...state.optedout.filter((id) => id !== productId), productId],
  };
}

/** The frequency a product is opted in at, if it is. */
export function optedInFrequency(state: SubscriptionState, productId: string): Frequency | undefined {
  const entry = state.optedin.find((optin) => optin.id === productId);
  return entry ? { every: entry.every, every_period: entry.every_period } : undefined;
}

/** The basket's c_subscriptionOptins for the opt-ins (spec payload: product, subscription_info with empty components, tracking_override). */
export function optinsPayload(state: SubscriptionState): SubscriptionOptin[] {
  return state.optedin.map((entry) => ({
    product: entry.id,
    subscription_info: { components: [] },
    tracking_override: { offer: SUBSCRIPTION_OFFER_ID, every: entry.every, every_period: entry.every_period },
  }));
}

/** Catalog §4: a subscription is available when the product is available, orderable and eligible. */
export const isSubscriptionEligible = (
  product: Pick<Product, 'subscription'>,
  availableAndOrderable: boolean,
): boolean => availableAndOrderable && product.subscription?.enabled === true;

/** Catalog §4, checkout §4: the upsell is offered when enabled and the price is over 25, or with the impulse-upsell flag. */
export function subscriptionUpsell(product: {
  price: number;
  subscription?: { enabled: boolean; impulseUpsell: boolean } | undefined;
}): boolean {
  return (
    (product.subscription?.enabled === true && product.price > SUBSCRIPTION_UPSELL_MIN_PRICE) ||
    product.subscription?.impulseUpsell === true
  );
}

/** "Repeats every month" for a line opted in, from the basket's or order's opt-ins. */
export function repeatLabel(optins: readonly SubscriptionOptin[], productId: string): string | undefined {
  const optin = optins.find((entry) => entry.product === productId);
  return optin ? `Repeat delivery: ${frequencyLabel(optin.tracking_override).toLowerCase()}` : undefined;
}

/** A subscription as the `subscriptions` custom API lists it (vendor-like: product, frequency, dates). */
export interface CustomerSubscription extends Frequency {
  id: string;
  product: string;
  productName: string;
  quantity: number;
  lastOrderDate: string;
  nextOrderDate: string;
}

/** "Friday, December 11, 2026" for a calendar day (YYYY-MM-DD); the day itself if it is not one. */
export function deliveryDateLabel(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
