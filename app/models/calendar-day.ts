/**
 * A calendar day (YYYY-MM-DD, no time zone) in US English, as `Intl.DateTimeFormat('en-US', { timeZone: 'UTC' })`
 * writes it. By hand because the browser's first date formatter loads ICU's calendar data: 25-40 ms of one task while
 * the product page hydrates.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function parts(day: string): { weekday: string; month: string; dayOfMonth: number; year: number } | null {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return {
    weekday: WEEKDAYS[date.getUTCDay()]!,
    month: MONTHS[date.getUTCMonth()]!,
    dayOfMonth: date.getUTCDate(),
    year: date.getUTCFullYear(),
  };
}

/** "November 2, 2027" (month: long, day and year: numeric); a text that is not a day, as it is. */
export function longCalendarDay(day: string): string {
  const date = parts(day);
  return date ? `${date.month} ${date.dayOfMonth}, ${date.year}` : day;
}

/** "Tue, Nov 2, 2027" (weekday and month: short, day and year: numeric); a text that is not a day, as it is. */
export function shortCalendarDay(day: string): string {
  const date = parts(day);
  return date ? `${date.weekday}, ${date.month.slice(0, 3)} ${date.dayOfMonth}, ${date.year}` : day;
}
