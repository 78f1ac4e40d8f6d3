/**
 * A shop's open status (catalog spec §4 "Shop selection"): the weekly hours are kept in Pacific time,
 * 24-hour "HH:MM", and compared with the Pacific clock (daylight saving included, via Intl).
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningTimes {
  open: string;
  close: string;
}

/** null: closed that day. */
export type WeeklyHours = Partial<Record<Weekday, OpeningTimes | null>>;

const PACIFIC = 'America/Los_Angeles';
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pacificClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and minutes since midnight on the Pacific clock at `now`. */
export function pacificTime(now: Date): { day: Weekday; minutes: number } {
  const parts = Object.fromEntries(pacificClock.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    day: String(parts.weekday).toLowerCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function minutesOf(time: string | undefined): number | null {
  const match = time ? TIME.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "13:30" → "1:30 PM". */
export function formatShopTime(time: string): string {
  const minutes = minutesOf(time) ?? 0;
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const capitalised = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

function validTimes(times: OpeningTimes | null | undefined): { open: number; close: number } | null {
  const open = minutesOf(times?.open);
  const close = minutesOf(times?.close);
  return open !== null && close !== null && open < close ? { open, close } : null;
}

export interface ShopOpenStatus {
  isOpen: boolean;
  status: string;
}

export const SHOP_HOURS_UNKNOWN = 'Data is not available';

/**
 * Spec: "open until {close} PT" while open; closed, "opens at {time} PT" when it opens later today,
 * else "opens on {weekday}, at {time} PT" for the next opening day; "Data is not available" without
 * usable hours.
 */
export function shopOpenStatus(hours: WeeklyHours | null | undefined, now: Date): ShopOpenStatus {
  if (!hours || !WEEKDAYS.some((day) => validTimes(hours[day]))) return { isOpen: false, status: SHOP_HOURS_UNKNOWN };
  const { day, minutes } = pacificTime(now);
  const today = validTimes(hours[day]);
  if (today && minutes >= today.open && minutes < today.close)
    return { isOpen: true, status: `open until ${formatShopTime(hours[day]!.close)} PT` };
  if (today && minutes < today.open)
    return { isOpen: false, status: `opens at ${formatShopTime(hours[day]!.open)} PT` };
  const start = WEEKDAYS.indexOf(day);
  for (let offset = 1; offset <= 7; offset += 1) {
    const next = WEEKDAYS[(start + offset) % 7]!;
    if (validTimes(hours[next]))
      return { isOpen: false, status: `opens on ${capitalised(next)}, at ${formatShopTime(hours[next]!.open)} PT` };
  }
  return { isOpen: false, status: SHOP_HOURS_UNKNOWN };
}

/** The week as lines for a shop card: "Monday: 10:00 AM – 9:00 PM PT" or "Sunday: Closed". */
export function weeklyHoursLines(hours: WeeklyHours | null | undefined): string[] {
  if (!hours) return [];
  return WEEKDAYS.map((day) => {
    const times = hours[day];
    return `${capitalised(day)}: ${times && validTimes(times) ? `${formatShopTime(times.open)} – ${formatShopTime(times.close)} PT` : 'Closed'}`;
  });
}
