import { describe, expect, it } from 'vitest';
import {
  addFrequency,
  isFrequency,
  nextDateAfterChange,
  nextDateAfterSkip,
} from '../../sandbox/src/subscriptions/schedule.ts';
import { subscriptionActionSchema } from '~/models/subscription-form.ts';
import { deliveryDateLabel, frequencyLabel } from '~/models/subscription.ts';

describe('the subscription schedule (sandbox subscriptions API)', () => {
  it('adds days, weeks and months; a month keeps its day or ends at the month’s last day', () => {
    expect(addFrequency('2026-11-25', { every: 3, every_period: 1 })).toBe('2026-11-28');
    expect(addFrequency('2026-11-25', { every: 2, every_period: 2 })).toBe('2026-12-09');
    expect(addFrequency('2026-11-25', { every: 2, every_period: 3 })).toBe('2027-01-25');
    expect(addFrequency('2027-01-31', { every: 1, every_period: 3 })).toBe('2027-02-28');
    expect(addFrequency('2028-01-31', { every: 1, every_period: 3 })).toBe('2028-02-29');
  });

  it('skipping moves the next delivery one frequency on', () => {
    expect(nextDateAfterSkip('2026-12-09', { every: 2, every_period: 2 })).toBe('2026-12-23');
    expect(nextDateAfterSkip('2026-12-31', { every: 2, every_period: 3 })).toBe('2027-02-28');
  });

  it('a new frequency counts from the last order, never before tomorrow', () => {
    expect(nextDateAfterChange('2026-11-25', { every: 3, every_period: 3 }, '2026-11-25')).toBe('2027-02-25');
    expect(nextDateAfterChange('2026-01-01', { every: 1, every_period: 2 }, '2026-11-25')).toBe('2026-11-26');
  });

  it('accepts 1 to 12 days, weeks or months only', () => {
    expect(isFrequency({ every: 1, every_period: 3 })).toBe(true);
    expect(isFrequency({ every: 0, every_period: 3 })).toBe(false);
    expect(isFrequency({ every: 13, every_period: 2 })).toBe(false);
    expect(isFrequency({ every: 2, every_period: 4 })).toBe(false);
    expect(isFrequency({ every: 1.5, every_period: 1 })).toBe(false);
  });
});

describe('the /subscriptions page rules', () => {
  it('labels frequencies and delivery dates', () => {
    expect(frequencyLabel({ every: 1, every_period: 2 })).toBe('Every week');
    expect(frequencyLabel({ every: 3, every_period: 1 })).toBe('Every 3 days');
    expect(deliveryDateLabel('2026-12-11')).toBe('Friday, December 11, 2026');
    expect(deliveryDateLabel('soon')).toBe('soon');
  });

  it('takes skip and cancel with an id, and a change only to a frequency offered', () => {
    expect(subscriptionActionSchema.safeParse({ intent: 'skip', subscriptionId: 'a1' }).success).toBe(true);
    expect(subscriptionActionSchema.safeParse({ intent: 'cancel', subscriptionId: '' }).success).toBe(false);
    expect(
      subscriptionActionSchema.safeParse({ intent: 'frequency', subscriptionId: 'a1', frequency: '3-3' }).success,
    ).toBe(true);
    expect(
      subscriptionActionSchema.safeParse({ intent: 'frequency', subscriptionId: 'a1', frequency: '9-9' }).success,
    ).toBe(false);
    expect(subscriptionActionSchema.safeParse({ intent: 'delete', subscriptionId: 'a1' }).success).toBe(false);
  });
});
