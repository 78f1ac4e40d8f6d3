/**
 * Placing an order (checkout spec §4 "Placing an order"): the digest that orders only the basket the
 * shopper reviewed, how SCAPI's answer says an order failed or was placed, and the rule that keeps a
 * double submit from ordering twice. Pure: no I/O.
 */
import { shortDigest } from './digest.ts';
import type { Basket } from './basket.ts';
import { PLACING_ORDER_WAIT_MS } from './checkout-constants.ts';
import { orderLines, type Order } from './order-view.ts';
import { amountOf } from './money.ts';

/**
 * A digest of what the review page shows — each line's product, quantity and price, shipping, tax
 * and total — carried by the "Place order" form. The action recomputes it from
 * the fresh basket: a bag changed since (another tab) no longer matches, and the order is refused
 * instead of charging a total the shopper never saw. Not a secret: a forged digest can only match
 * the basket as it is now. A short digest (models/digest.ts), so the form stays small.
 */
export function reviewDigest(basket: Basket): string {
  const money = (value: unknown) => amountOf(value)?.toFixed(2) ?? '-';
  const lines = orderLines(basket.productItems).map(
    (line) => `${line.productId}:${line.variation ?? ''}:${line.quantity}:${money(line.price)}`,
  );
  const text = [
    basket.currency ?? '',
    ...lines,
    money(basket.shippingTotal),
    money(basket.taxTotal),
    money(basket.orderTotal),
  ].join('|');
  return shortDigest(text);
}

/**
 * Spec §4 step 4: "The result is failed if flashes are present or the status is failed" — the
 * order's flashes (c_flashes) and the failed instruments' authorisation messages say why.
 */
export function orderFailure(order: Order): { flashes?: { message?: string }[]; statusMessage?: string } | null {
  const flashes = Array.isArray(order.c_flashes) ? order.c_flashes : [];
  if (flashes.length === 0 && order.status !== 'failed') return null;
  const declined = (order.paymentInstruments ?? []).find(
    (instrument) => instrument.authorizationStatus && instrument.authorizationStatus.status === 0,
  );
  return {
    ...(flashes.length ? { flashes } : {}),
    ...(declined?.authorizationStatus?.message ? { statusMessage: declined.authorizationStatus.message } : {}),
  };
}

/** Whether SCAPI placed the order: paid and no longer 'created' or 'failed'. */
export function isPlaced(order: Order): boolean {
  return Boolean(order.status) && order.status !== 'created' && order.status !== 'failed';
}

/** The session's record of an order being placed (`SessionData.placingOrder`) and of the one just placed. */
export interface PlacingOrderMark {
  basketId: string;
  startedAt: number;
  orderNo?: string;
  /**
   * When createOrder was sent for this basket, recorded before the call: while no order number is
   * known, its answer was lost (an outage, a time-out) and the order may exist — it is looked for
   * before another is created.
   */
  orderRequestedAt?: number;
}

export interface PlacingOrderState {
  basketId?: string | null;
  placingOrder?: PlacingOrderMark;
  lastOrder?: { orderNo: string };
}

export type PlaceOrderRole =
  /** This basket was ordered already: show the confirmation. */
  | { role: 'done' }
  /** Another submit is placing this basket's order right now: wait for its outcome. */
  | { role: 'wait'; mark: PlacingOrderMark }
  /** Place the order; with orderNo, an earlier attempt created it and only payment is left. */
  | { role: 'place'; mark: PlacingOrderMark };

/**
 * "A double submit or a reload never creates a second order". Decided under the
 * session lock, so of any number of simultaneous submits exactly one places the order:
 * - the basket's order was placed (the mark names the order shown last) → done;
 * - another submit marked the same basket less than PLACING_ORDER_WAIT_MS ago → wait for it;
 * - otherwise this submit places it, taking over the order number of an attempt that stopped
 *   half-way (its mark is stale), so payment resumes instead of a second order being created, or
 *   the time of a createOrder whose answer was lost, so that order is looked for first.
 * A basket id of null (the ordered basket is gone and none was opened since) still matches the
 * mark, so reloading the POST after the confirmation shows the confirmation again.
 */
export function placeOrderRole(state: PlacingOrderState, basketId: string | null, now: number): PlaceOrderRole {
  const mark = state.placingOrder;
  const sameBasket = mark && (basketId === null || mark.basketId === basketId);
  if (mark && sameBasket && mark.orderNo && state.lastOrder?.orderNo === mark.orderNo) return { role: 'done' };
  if (mark && sameBasket && isInFlight(mark, now)) return { role: 'wait', mark };
  const resume =
    mark && sameBasket
      ? {
          ...(mark.orderNo ? { orderNo: mark.orderNo } : {}),
          ...(mark.orderRequestedAt ? { orderRequestedAt: mark.orderRequestedAt } : {}),
        }
      : {};
  return { role: 'place', mark: { basketId: basketId ?? mark?.basketId ?? '', startedAt: now, ...resume } };
}

/** A request marked this attempt less than PLACING_ORDER_WAIT_MS ago: it is on it right now. */
const isInFlight = (mark: PlacingOrderMark, now: number) =>
  now - mark.startedAt >= 0 && now - mark.startedAt < PLACING_ORDER_WAIT_MS;

/**
 * A page view's part in an order attempt that never reported back (the answer of createOrder lost,
 * the backend or the storefront gone before payment): an attempt that sent createOrder or knows its
 * order number, is not the order shown last, and that no request is on (its submit is over or was
 * released) is taken over — the mark answered, dated now, goes into the session under its lock, so
 * of simultaneous page views one finishes it. Null when there is nothing to finish: reading the
 * session is all a page view without a pending order does.
 */
export function pendingOrderTakeover(state: PlacingOrderState, now: number): PlacingOrderMark | null {
  const mark = state.placingOrder;
  if (!mark || !(mark.orderNo || mark.orderRequestedAt)) return null;
  if (mark.orderNo && state.lastOrder?.orderNo === mark.orderNo) return null;
  return isInFlight(mark, now) ? null : { ...mark, startedAt: now };
}

/** What a waiting submit learns from the session: how the submit it waited for ended. */
export function placingOutcome(state: PlacingOrderState, awaited: PlacingOrderMark): 'placed' | 'failed' | 'pending' {
  const mark = state.placingOrder;
  if (mark && mark.basketId === awaited.basketId && mark.orderNo && state.lastOrder?.orderNo === mark.orderNo)
    return 'placed';
  if (mark && mark.basketId === awaited.basketId && mark.startedAt === awaited.startedAt) return 'pending';
  return 'failed';
}
