import { describe, expect, it } from 'vitest';
import { longCalendarDay, shortCalendarDay } from '~/models/calendar-day.ts';

describe('calendar days in US English', () => {
  it('writes a day as the reviews and the coming-soon notice show it', () => {
    expect(longCalendarDay('2027-11-02')).toBe('November 2, 2027');
    expect(shortCalendarDay('2027-11-02')).toBe('Tue, Nov 2, 2027');
  });

  it('writes every day of four years (a leap year among them) exactly as Intl.DateTimeFormat does', () => {
    const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const differing: string[] = [];
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2030, 0, 1); time += 24 * 3600 * 1000) {
      const date = new Date(time);
      const day = date.toISOString().slice(0, 10);
      if (longCalendarDay(day) !== long.format(date) || shortCalendarDay(day) !== short.format(date))
        differing.push(day);
    }
    expect(differing).toEqual([]);
  });

  it('leaves a text that is not a day as it is', () => {
    expect(longCalendarDay('soon')).toBe('soon');
    expect(shortCalendarDay('')).toBe('');
  });
});
