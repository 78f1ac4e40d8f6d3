/**
 * The subscription vendor's schedule rules (pure): a frequency is `every` units of `every_period`
 * (1 day, 2 week, 3 month, as in tracking_override); dates are calendar days (YYYY-MM-DD, UTC).
 */
export interface Frequency {
  every: number;
  every_period: number;
}

export const PERIOD_CODES = [1, 2, 3] as const;
export const MAX_EVERY = 12;

export const isFrequency = (value: unknown): value is Frequency => {
  if (!value || typeof value !== 'object') return false;
  const { every, every_period } = value as Partial<Frequency>;
  return (
    Number.isInteger(every) && every! >= 1 && every! <= MAX_EVERY && PERIOD_CODES.includes(every_period as 1 | 2 | 3)
  );
};

const day = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The date a frequency after `date`; months keep the day of the month or end at the month's last day. */
export function addFrequency(date: string, { every, every_period }: Frequency): string {
  const start = day(date);
  if (every_period === 1 || every_period === 2) {
    start.setUTCDate(start.getUTCDate() + every * (every_period === 2 ? 7 : 1));
    return iso(start);
  }
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + every;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay))));
}

/** Skipping moves the next delivery one frequency on. */
export const nextDateAfterSkip = (nextDate: string, frequency: Frequency): string => addFrequency(nextDate, frequency);

/**
 * A new frequency counts from the last order; a date that would not be in the future becomes
 * tomorrow.
 */
export function nextDateAfterChange(lastOrderDate: string, frequency: Frequency, today: string): string {
  const next = addFrequency(lastOrderDate, frequency);
  return next > today ? next : addFrequency(today, { every: 1, every_period: 1 });
}

export const calendarDay = (now: Date): string => iso(now);
