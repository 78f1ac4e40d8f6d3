/**
 * A shipment's delivery choice on the shipping step (checkout spec §3 "Delivery dates", c_shipnow):
 * "ship now" (the default), or a wanted delivery date from a window the server works out — from the first
 * ship day (the cut-off, constants: SHIPPING_CUTOFF), the shipping method's transit (its "5-7 Business Days")
 * and the packing a dated delivery needs (DELIVERY_DATE_PROCESSING_DAYS), for DELIVERY_DATE_WINDOW_DAYS.
 * Carriers deliver on business days (models/delivery-estimate.ts: weekdays that are not US carrier holidays). Days are YYYY-MM-DD; pure: `now` comes from the caller.
 */
import {
  DELIVERY_DATE_DEFAULT_TRANSIT_DAYS,
  DELIVERY_DATE_PROCESSING_DAYS,
  DELIVERY_DATE_WINDOW_DAYS,
} from './checkout-constants.ts';
import { shortCalendarDay } from './calendar-day.ts';
import { addBusinessDays, isBusinessDay, shipDay, transitBusinessDays } from './delivery-estimate.ts';
import { chooseShippingMethod, PREFERRED_SHIPPING_METHOD_ID, type ShippingMethodOption } from './shipping-method.ts';

/** The days a shopper may choose from, both included. */
export interface DeliveryWindow {
  first: string;
  last: string;
}

export type DeliveryChoice = { kind: 'now' } | { kind: 'date'; date: string };

/** Not shown in the spec: what the step says of a date it cannot take (the spec's "Please enter a valid …" style). */
export const DELIVERY_DATE_MESSAGES = {
  outside: 'Please choose a delivery date from {first} to {last}.',
  closed: 'We do not deliver on weekends or holidays. Please choose another date.',
} as const;

const DAY_MS = 86_400_000;
const addDays = (day: Date, count: number) => new Date(day.getTime() + count * DAY_MS);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** A YYYY-MM-DD text as a UTC midnight date; null for anything else (2026-02-30 included). */
export function parseDay(text: string | undefined | null): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && isoDay(day) === text ? day : null;
}

/** Business days a method takes on the road: the slow end of its arrival text, else the default. */
export function transitDays(method: Pick<ShippingMethodOption, 'c_estimatedArrivalTime'> | undefined): number {
  return transitBusinessDays(method?.c_estimatedArrivalTime)?.max ?? DELIVERY_DATE_DEFAULT_TRANSIT_DAYS;
}

/**
 * The window for a method: from its arrival plus the packing; to the window's length after the first ship day (the
 * same last day for every method, so the step's field has one maximum), ending on a delivery day.
 */
export function deliveryWindow(
  method: Pick<ShippingMethodOption, 'c_estimatedArrivalTime'> | undefined,
  now: Date,
): DeliveryWindow {
  const ships = shipDay(now);
  const first = addBusinessDays(ships, transitDays(method) + DELIVERY_DATE_PROCESSING_DAYS);
  let last = addDays(ships, DELIVERY_DATE_WINDOW_DAYS);
  while (!isBusinessDay(last)) last = addDays(last, -1);
  return { first: isoDay(first), last: isoDay(last) };
}

/** The window's bounds as the step writes them ("Mon, Dec 14, 2026"). */
export function windowLabels(window: DeliveryWindow): DeliveryWindow {
  return { first: shortCalendarDay(window.first), last: shortCalendarDay(window.last) };
}

/** Why a wanted date cannot be taken, as the step's message; null when it can. */
export function wantedDateError(date: string, window: DeliveryWindow): string | null {
  const day = parseDay(date);
  const labels = windowLabels(window);
  const outside = DELIVERY_DATE_MESSAGES.outside.replace('{first}', labels.first).replace('{last}', labels.last);
  if (!day || date < window.first || date > window.last) return outside;
  return isBusinessDay(day) ? null : DELIVERY_DATE_MESSAGES.closed;
}

/** The day a dated shipment must leave the shop to arrive on its date: the method's transit before it. */
export function shipDueDate(
  wanted: string,
  method: Pick<ShippingMethodOption, 'c_estimatedArrivalTime'> | undefined,
): string {
  const day = parseDay(wanted);
  return day ? isoDay(addBusinessDays(day, -transitDays(method))) : wanted;
}

/** Checkout spec §3 c_shipnow: the methods of a shipment sent now, the day it ships and when it was chosen. */
export interface ShipNow {
  preferedMethod: string;
  expeditedMethod: string;
  standardMethod: string;
  date: string;
  timestamp: number;
  secondaryDeliveries: unknown[];
}

/** The shopper's method, the fastest offered (expedited) and the standard (the preferred ground one, else the slowest). */
export function shipNowOf(methodId: string, offered: readonly ShippingMethodOption[], now: Date): ShipNow {
  const bySpeed = [...offered].sort((a, b) => transitDays(a) - transitDays(b));
  const standard = offered.find((method) => method.id === PREFERRED_SHIPPING_METHOD_ID) ?? bySpeed.at(-1);
  return {
    preferedMethod: methodId,
    expeditedMethod: bySpeed[0]?.id ?? methodId,
    standardMethod: standard?.id ?? methodId,
    date: isoDay(shipDay(now)),
    timestamp: now.getTime(),
    secondaryDeliveries: [],
  };
}

/** The shipment's c_ attributes for a choice (null removes one): the wanted date, its window, its ship day, the method. */
export function deliveryAttributes(
  choice: DeliveryChoice,
  context: { methodId: string; method: ShippingMethodOption | undefined; window: DeliveryWindow; now: Date },
): Record<string, string | boolean | null> {
  const dated = choice.kind === 'date';
  return {
    c_DATE_WANTED: dated ? choice.date : null,
    c_SHIP_DUE_DATE: dated ? shipDueDate(choice.date, context.method) : isoDay(shipDay(context.now)),
    c_dateWantedRangeStart: context.window.first,
    c_dateWantedRangeEnd: context.window.last,
    c_isCalendarSelection: dated,
    c_customerSelectedMethod: context.methodId,
  };
}

/** What a shipment holds (checkout spec §3) that the choice reads. */
export interface DeliveryChoiceFields {
  c_DATE_WANTED?: string;
  c_isCalendarSelection?: boolean;
  c_shipnow?: unknown;
}

/** The shipment's saved choice: its wanted date when one was chosen from the calendar, else ship now. */
export function deliveryChoiceOf(shipment: DeliveryChoiceFields | undefined): DeliveryChoice {
  const date = shipment?.c_DATE_WANTED;
  return shipment?.c_isCalendarSelection && parseDay(date) ? { kind: 'date', date: date! } : { kind: 'now' };
}

/** "Ship now" or "Deliver by Tue, Dec 22, 2026"; undefined for a shipment whose choice was never made (a pick-up, an older order). */
export function deliveryChoiceLabel(shipment: DeliveryChoiceFields | undefined): string | undefined {
  if (shipment?.c_isCalendarSelection === undefined && !shipment?.c_shipnow) return undefined;
  const choice = deliveryChoiceOf(shipment);
  return choice.kind === 'date' ? `Deliver by ${shortCalendarDay(choice.date)}` : 'Ship now';
}

/** A shipment's choice as the basket stores it: c_ attributes (shipping's update) and c_shipnow (updateBasket's c_actions shipNow; null when dated). */
export interface ShipmentDelivery {
  attributes: Record<string, string | boolean | null>;
  shipNow: ShipNow | null;
}

/** What the step posts for a shipment. */
export interface PostedDelivery {
  deliveryChoice?: 'now' | 'date' | undefined;
  wantedDate?: string | undefined;
  shippingMethodId?: string | undefined;
}

/**
 * A shipment's posted choice checked against the window of the method the step will keep (the posted one when
 * offered, else the default rule): what to store, or the date field's message.
 */
export function shipmentDelivery(
  posted: PostedDelivery,
  offered: readonly ShippingMethodOption[],
  now: Date,
): { delivery: ShipmentDelivery } | { error: string } {
  const methodId = chooseShippingMethod(offered, posted.shippingMethodId) ?? posted.shippingMethodId ?? '';
  const method = offered.find((entry) => entry.id === methodId);
  const window = deliveryWindow(method, now);
  const choice: DeliveryChoice =
    posted.deliveryChoice === 'date' && posted.wantedDate ? { kind: 'date', date: posted.wantedDate } : { kind: 'now' };
  if (choice.kind === 'date') {
    const error = wantedDateError(choice.date, window);
    if (error) return { error };
  }
  return {
    delivery: {
      attributes: deliveryAttributes(choice, { methodId, method, window, now }),
      shipNow: choice.kind === 'now' ? shipNowOf(methodId, offered, now) : null,
    },
  };
}

/** The step's date field for a shipment: its saved choice, and the days any offered method can reach (the server checks the chosen one's). */
export interface DeliveryChoiceView {
  deliveryChoice: 'now' | 'date';
  wantedDate: string;
  min: string;
  max: string;
  hint: string;
}

export function deliveryChoiceView(
  shipment: DeliveryChoiceFields | undefined,
  offered: readonly ShippingMethodOption[],
  now: Date,
): DeliveryChoiceView {
  const windows = (offered.length ? offered : [undefined]).map((method) => deliveryWindow(method, now));
  const min = windows.reduce(
    (earliest, window) => (window.first < earliest ? window.first : earliest),
    windows[0]!.first,
  );
  const max = windows.reduce((latest, window) => (window.last > latest ? window.last : latest), windows[0]!.last);
  const labels = windowLabels({ first: min, last: max });
  const choice = deliveryChoiceOf(shipment);
  // A saved date the window has moved past is not offered again: out of range, it would block a plain post.
  const wantedDate = choice.kind === 'date' && choice.date >= min && choice.date <= max ? choice.date : '';
  return {
    deliveryChoice: choice.kind,
    wantedDate,
    min,
    max,
    hint: `A weekday from ${labels.first} to ${labels.last}, except holidays. The earliest day depends on the shipping method.`,
  };
}
