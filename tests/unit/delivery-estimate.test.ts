import { describe, expect, test } from 'vitest';
import { deliveryEstimate, shipDay, transitBusinessDays } from '~/models/delivery-estimate.ts';

describe('transit times as business days', () => {
  test.each([
    ['5-7 Business Days', { min: 5, max: 7 }],
    ['2 Business Days', { min: 2, max: 2 }],
    ['Next Business Day', { min: 1, max: 1 }],
    ['1 business day', { min: 1, max: 1 }],
  ])('%s', (text, expected) => {
    expect(transitBusinessDays(text)).toEqual(expected);
  });

  test.each(['Ready in 2 hours', '', undefined, '7-5 Business Days', '0 Business Days'])(
    '%j names no delivery days',
    (text) => {
      expect(transitBusinessDays(text)).toBeNull();
    },
  );
});

describe('delivery dates (cut-off at 2 PM, New York time; weekends and carrier holidays are no business days)', () => {
  // Wednesday 25 November 2026.
  const wednesdayMorning = new Date('2026-11-25T14:00:00Z'); // 09:00 in New York
  const wednesdayAfternoon = new Date('2026-11-25T20:00:00Z'); // 15:00 in New York
  const saturday = new Date('2026-11-28T14:00:00Z');
  const fridayLateUtc = new Date('2026-11-28T03:00:00Z'); // still Friday 22:00 in New York

  test('before the cut-off it ships today, after it the next business day (Thanksgiving, the 26th, skipped)', () => {
    expect(shipDay(wednesdayMorning).toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(shipDay(wednesdayAfternoon).toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(shipDay(saturday).toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(shipDay(fridayLateUtc).toISOString().slice(0, 10)).toBe('2026-11-30');
  });

  test('the labels skip the weekend and Thanksgiving', () => {
    expect(deliveryEstimate('Next Business Day', wednesdayMorning)).toBe('Arrives Fri, Nov 27');
    expect(deliveryEstimate('2 Business Days', wednesdayAfternoon)).toBe('Arrives Tue, Dec 1');
    expect(deliveryEstimate('5-7 Business Days', wednesdayMorning)).toBe('Arrives Thu, Dec 3 – Mon, Dec 7');
    expect(deliveryEstimate('Ready in 2 hours', wednesdayMorning)).toBeNull();
  });
});
