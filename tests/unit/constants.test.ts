import { describe, expect, it } from 'vitest';
import { BAG_COUNT_MAX, BAG_COUNT_OVERFLOW, CONSENT_VALUE, formatBagCount } from '~/models/site-constants.ts';
import { SESSION_MAX_AGE_SECONDS, TOKEN_REFRESH_MARGIN_SECONDS } from '~/models/session-constants.ts';

describe('formatBagCount (the badge shows --- above 99)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [42, '42'],
    [99, '99'],
  ])('%d → %s', (count, expected) => {
    expect(formatBagCount(count)).toBe(expected);
  });

  it.each([[100], [101], [1000], [Number.POSITIVE_INFINITY]])('%d → ---', (count) => {
    expect(formatBagCount(count)).toBe('---');
  });

  it.each([
    [-1, '0'],
    [-100, '0'],
    [-0.5, '0'],
    [Number.NEGATIVE_INFINITY, '0'],
  ])('negative %d → %s', (count, expected) => {
    expect(formatBagCount(count)).toBe(expected);
  });

  it.each([
    [0.5, '0'],
    [1.9, '1'],
    [98.99, '98'],
    [99.5, '---'],
  ])('fraction %d → %s (rounded down; above 99 overflows)', (count, expected) => {
    expect(formatBagCount(count)).toBe(expected);
  });
});

describe('spec constants', () => {
  it('match the spec values', () => {
    expect(BAG_COUNT_MAX).toBe(99);
    expect(BAG_COUNT_OVERFLOW).toBe('---');
    expect(TOKEN_REFRESH_MARGIN_SECONDS).toBe(60);
    expect(SESSION_MAX_AGE_SECONDS).toBe(90 * 24 * 60 * 60);
    expect(CONSENT_VALUE).toBe('1');
  });
});

describe('formatBagCount with values that are not counts', () => {
  it.each([Number.NaN, Number.NEGATIVE_INFINITY])('%s shows 0', (value) => {
    expect(formatBagCount(value)).toBe('0');
  });
});
