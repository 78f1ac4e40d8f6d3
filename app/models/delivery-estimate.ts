/**
 * Delivery dates for the shipping method labels ("Arrives Tue, Dec 1 – Thu, Dec 3"): the method's
 * transit time in business days (SCAPI's `c_estimatedArrivalTime`: "5-7 Business Days", "2 Business
 * Days", "Next Business Day") counted from the ship day, which is today before the cut-off
 * (constants: SHIPPING_CUTOFF, the product page's "Order by 2 PM ET" too) on a business day, else the
 * next business day. Business days are weekdays that are not US carrier holidays. Pure: `now` comes from the caller.
 */
import { SHIPPING_CUTOFF } from './catalog-constants.ts';

/** The business-day range a transit text names, or null (pickup's "Ready in 2 hours", anything else). */
export function transitBusinessDays(text: string | undefined): { min: number; max: number } | null {
  const value = (text ?? '').trim().toLowerCase();
  if (value === 'next business day') return { min: 1, max: 1 };
  const match = /^(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?\s+business days?$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : min;
  return min >= 1 && max >= min ? { min, max } : null;
}

// An Intl formatter costs far more to make than to use (the shipping step made three per method and
// view, 5 % of its server CPU): each is made once, on first use.
let shopClock: Intl.DateTimeFormat | undefined;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The shop's calendar day and hour at `now`, as a UTC midnight date (for day arithmetic) and an hour. */
export function shopDay(now: Date): { day: Date; hour: number } {
  shopClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHIPPING_CUTOFF.timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  const parts = shopClock.formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { day: new Date(Date.UTC(part('year'), part('month') - 1, part('day'))), hour: part('hour') };
}

const DAY_MS = 86_400_000;
const addDays = (day: Date, count: number) => new Date(day.getTime() + count * DAY_MS);

/** The `n`th `weekday` (0 Sunday) of a month, or its last with n = -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDate = new Date(Date.UTC(year, month + 1, 0));
  return lastDate.getUTCDate() - ((lastDate.getUTCDay() - weekday + 7) % 7);
}

const FIXED_HOLIDAYS = ['01-01', '07-04', '12-25'];

/**
 * US carrier holidays: New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and
 * Christmas Day, a fixed one falling on a weekend observed on the Friday before or the Monday after.
 */
export function isCarrierHoliday(day: Date): boolean {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  const date = day.getUTCDate();
  if (month === 4 && date === nthWeekday(year, 4, 1, -1)) return true;
  if (month === 8 && date === nthWeekday(year, 8, 1, 1)) return true;
  if (month === 10 && date === nthWeekday(year, 10, 4, 4)) return true;
  const fixed = (candidate: Date) => FIXED_HOLIDAYS.includes(candidate.toISOString().slice(5, 10));
  if (fixed(day)) return true;
  const weekday = day.getUTCDay();
  return (weekday === 5 && fixed(addDays(day, 1))) || (weekday === 1 && fixed(addDays(day, -1)));
}

/** A day carriers pick up and deliver: a weekday that is not a carrier holiday. */
export function isBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isCarrierHoliday(day);
}

/** `count` business days after `day` (before it when negative). */
export function addBusinessDays(day: Date, count: number): Date {
  const step = count < 0 ? -1 : 1;
  let current = day;
  for (let moved = 0; moved < Math.abs(count);) {
    current = addDays(current, step);
    if (isBusinessDay(current)) moved += 1;
  }
  return current;
}

/** The day the order leaves the shop: today before the cut-off on a business day, else the next business day. */
export function shipDay(now: Date): Date {
  const { day, hour } = shopDay(now);
  if (isBusinessDay(day) && hour < SHIPPING_CUTOFF.hour) return day;
  return addBusinessDays(day, 1);
}

function formatDay(day: Date, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
    dayFormats.set(locale, format);
  }
  return format.format(day);
}

/** "Arrives Tue, Dec 1" or "Arrives Tue, Dec 1 – Thu, Dec 3"; null when the method names no business days. */
export function deliveryEstimate(transit: string | undefined, now: Date, locale = 'en-US'): string | null {
  const days = transitBusinessDays(transit);
  if (!days) return null;
  const ships = shipDay(now);
  const first = formatDay(addBusinessDays(ships, days.min), locale);
  const last = formatDay(addBusinessDays(ships, days.max), locale);
  return first === last ? `Arrives ${first}` : `Arrives ${first} – ${last}`;
}

/** The methods with their delivery dates (`arrives`), for the shipping step's labels. */
export function withDeliveryDates<Method extends { c_estimatedArrivalTime?: string }>(
  methods: readonly Method[],
  now: Date,
): (Method & { arrives?: string })[] {
  return methods.map((method) => {
    const arrives = deliveryEstimate(method.c_estimatedArrivalTime, now);
    return arrives ? { ...method, arrives } : method;
  });
}
