import { describe, expect, it } from 'vitest';
import {
  formatShopTime,
  pacificTime,
  SHOP_HOURS_UNKNOWN,
  shopOpenStatus,
  weeklyHoursLines,
  type WeeklyHours,
} from '~/models/shop-hours.ts';

const MALL: WeeklyHours = {
  monday: { open: '10:00', close: '21:00' },
  tuesday: { open: '10:00', close: '21:00' },
  wednesday: { open: '10:00', close: '21:00' },
  thursday: { open: '10:00', close: '21:00' },
  friday: { open: '10:00', close: '21:00' },
  saturday: { open: '10:00', close: '21:00' },
  sunday: null,
};

describe('pacificTime', () => {
  it('reads the Pacific clock in summer (PDT, UTC-7) and winter (PST, UTC-8)', () => {
    expect(pacificTime(new Date('2026-07-01T17:00:00Z'))).toEqual({ day: 'wednesday', minutes: 10 * 60 });
    expect(pacificTime(new Date('2026-01-07T17:00:00Z'))).toEqual({ day: 'wednesday', minutes: 9 * 60 });
  });

  it('follows the DST switches: 2026-03-08 02:00 PST → 03:00 PDT, 2026-11-01 02:00 PDT → 01:00 PST', () => {
    expect(pacificTime(new Date('2026-03-08T09:59:00Z'))).toEqual({ day: 'sunday', minutes: 1 * 60 + 59 });
    expect(pacificTime(new Date('2026-03-08T10:00:00Z'))).toEqual({ day: 'sunday', minutes: 3 * 60 });
    expect(pacificTime(new Date('2026-11-01T08:59:00Z'))).toEqual({ day: 'sunday', minutes: 1 * 60 + 59 });
    expect(pacificTime(new Date('2026-11-01T09:00:00Z'))).toEqual({ day: 'sunday', minutes: 1 * 60 });
  });

  it('takes the Pacific day, not the UTC day, late in the evening', () => {
    // Tuesday 23:30 PDT is already Wednesday in UTC.
    expect(pacificTime(new Date('2026-07-01T06:30:00Z'))).toEqual({ day: 'tuesday', minutes: 23 * 60 + 30 });
  });
});

describe('shopOpenStatus (Pacific time, 24-hour comparison)', () => {
  it('is open until the closing time while open', () => {
    expect(shopOpenStatus(MALL, new Date('2026-07-01T17:00:00Z'))).toEqual({
      isOpen: true,
      status: 'open until 9:00 PM PT',
    });
  });

  it('opens later the same day before opening time', () => {
    // Wednesday 08:00 PDT.
    expect(shopOpenStatus(MALL, new Date('2026-07-01T15:00:00Z'))).toEqual({
      isOpen: false,
      status: 'opens at 10:00 AM PT',
    });
  });

  it('names the next opening day after closing, skipping closed days', () => {
    // Saturday 21:00 PDT: closing time itself is closed; Sunday is closed, so Monday.
    expect(shopOpenStatus(MALL, new Date('2026-07-05T04:00:00Z'))).toEqual({
      isOpen: false,
      status: 'opens on Monday, at 10:00 AM PT',
    });
    // Wednesday 22:00 PST.
    expect(shopOpenStatus(MALL, new Date('2026-01-08T06:00:00Z'))).toEqual({
      isOpen: false,
      status: 'opens on Thursday, at 10:00 AM PT',
    });
  });

  it('uses the Pacific clock on either side of a DST switch', () => {
    const sunday: WeeklyHours = { sunday: { open: '02:30', close: '12:00' } };
    // 2026-03-08 01:59 PST: not yet open; one minute later it is 03:00 PDT and open.
    expect(shopOpenStatus(sunday, new Date('2026-03-08T09:59:00Z'))).toEqual({
      isOpen: false,
      status: 'opens at 2:30 AM PT',
    });
    expect(shopOpenStatus(sunday, new Date('2026-03-08T10:00:00Z'))).toEqual({
      isOpen: true,
      status: 'open until 12:00 PM PT',
    });
    // 2026-11-01 09:30 UTC is 01:30 PST (after falling back): not open yet.
    expect(shopOpenStatus(sunday, new Date('2026-11-01T09:30:00Z'))).toEqual({
      isOpen: false,
      status: 'opens at 2:30 AM PT',
    });
    expect(shopOpenStatus(sunday, new Date('2026-11-01T10:30:00Z'))).toEqual({
      isOpen: true,
      status: 'open until 12:00 PM PT',
    });
  });

  it('says data is not available without usable hours', () => {
    expect(shopOpenStatus(undefined, new Date())).toEqual({ isOpen: false, status: SHOP_HOURS_UNKNOWN });
    expect(shopOpenStatus({ monday: { open: 'soon', close: 'later' } }, new Date())).toEqual({
      isOpen: false,
      status: 'Data is not available',
    });
  });
});

describe('formatting', () => {
  it('writes times on the 12-hour clock and the week per day', () => {
    expect(formatShopTime('00:15')).toBe('12:15 AM');
    expect(formatShopTime('12:00')).toBe('12:00 PM');
    expect(formatShopTime('17:30')).toBe('5:30 PM');
    expect(weeklyHoursLines(MALL)).toEqual([
      'Monday: 10:00 AM – 9:00 PM PT',
      'Tuesday: 10:00 AM – 9:00 PM PT',
      'Wednesday: 10:00 AM – 9:00 PM PT',
      'Thursday: 10:00 AM – 9:00 PM PT',
      'Friday: 10:00 AM – 9:00 PM PT',
      'Saturday: 10:00 AM – 9:00 PM PT',
      'Sunday: Closed',
    ]);
  });
});
