import { SHIPPING_CUTOFF, SHIPPING_ESTIMATE_BUSINESS_DAYS } from './catalog-constants.ts';
import { addBusinessDays, shipDay, shopDay } from './delivery-estimate.ts';

/**
 * The product page's shipping estimate (catalog spec §2 "shipping estimate", shipping fulfilment):
 * "Order by 2 PM ET today for delivery by Wed, Dec 3". The ship day is the shipping methods' own
 * (models/delivery-estimate.ts); delivery allows the default method's business days on top. Pure: the
 * caller passes the clock.
 */
export interface ShippingEstimate {
  /** "today", "tomorrow" or a weekday ("Monday"). */
  orderBy: string;
  /** "Wed, Dec 3". */
  deliveryBy: string;
}

const DAY_MS = 24 * 3600 * 1000;
// Made once, on first use: an Intl formatter costs far more to make than to use.
let weekday: Intl.DateTimeFormat | undefined;
let shortDay: Intl.DateTimeFormat | undefined;

export function shippingEstimate(now: Date): ShippingEstimate {
  const today = shopDay(now).day;
  const ships = shipDay(now);
  const delivery = addBusinessDays(ships, SHIPPING_ESTIMATE_BUSINESS_DAYS);
  const daysAhead = Math.round((ships.getTime() - today.getTime()) / DAY_MS);
  const orderBy =
    daysAhead === 0
      ? 'today'
      : daysAhead === 1
        ? 'tomorrow'
        : (weekday ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })).format(ships);
  const deliveryBy = (shortDay ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })).format(delivery);
  return { orderBy, deliveryBy };
}

/** The sentence the page shows. */
export function shippingEstimateText(estimate: ShippingEstimate): string {
  return `Order by ${SHIPPING_CUTOFF.label} ${estimate.orderBy} for delivery by ${estimate.deliveryBy}`;
}
