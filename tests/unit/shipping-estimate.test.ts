import { describe, expect, it } from 'vitest';
import { shippingEstimate, shippingEstimateText } from '~/models/shipping-estimate.ts';

/** 2026-11-25 is a Wednesday, the day before Thanksgiving (no business day); 2 PM ET is 19:00 UTC in November (EST). */
describe('shippingEstimate', () => {
  it('before the cut-off on a business day: ships today, delivered seven business days later (Thanksgiving not counted)', () => {
    const estimate = shippingEstimate(new Date('2026-11-25T18:59:00Z'));
    expect(estimate).toEqual({ orderBy: 'today', deliveryBy: 'Mon, Dec 7' });
    expect(shippingEstimateText(estimate)).toBe('Order by 2 PM ET today for delivery by Mon, Dec 7');
  });

  it('after the cut-off: ships the next business day, the Friday after Thanksgiving', () => {
    expect(shippingEstimate(new Date('2026-11-25T19:00:00Z'))).toEqual({
      orderBy: 'Friday',
      deliveryBy: 'Tue, Dec 8',
    });
    expect(shippingEstimate(new Date('2026-12-01T19:00:00Z'))).toEqual({
      orderBy: 'tomorrow',
      deliveryBy: 'Fri, Dec 11',
    });
  });

  it('on a Friday evening or a weekend: ships on Monday', () => {
    expect(shippingEstimate(new Date('2026-11-27T20:00:00Z'))).toEqual({ orderBy: 'Monday', deliveryBy: 'Wed, Dec 9' });
    expect(shippingEstimate(new Date('2026-11-29T12:00:00Z'))).toEqual({
      orderBy: 'tomorrow',
      deliveryBy: 'Wed, Dec 9',
    });
  });

  it('reads the day in Eastern time, not UTC (late evening ET is the next day in UTC)', () => {
    // Tuesday 9 PM ET = Wednesday 02:00 UTC: still Tuesday after the cut-off, so Wednesday ("tomorrow").
    expect(shippingEstimate(new Date('2026-12-02T02:00:00Z')).orderBy).toBe('tomorrow');
  });
});
