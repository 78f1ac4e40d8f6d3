import { describe, expect, it } from 'vitest';
import { formatMoney, roundMoney } from '~/models/money.ts';

describe('roundMoney', () => {
  it('rounds to cents through binary artefacts', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(10.075)).toBe(10.08);
    expect(roundMoney(1.255)).toBe(1.26);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.0049999)).toBe(1);
  });

  it('rounds half a cent away from zero, as the commerce backend does', () => {
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(0.125)).toBe(0.13);
    expect(roundMoney(-0.125)).toBe(-0.13);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(-5)).toBe(-5);
  });

  it('never gives a negative zero or a non-number', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
    expect(roundMoney(Number.NaN)).toBe(0);
    expect(roundMoney(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('writes dollars as shoppers read them', () => {
    expect(formatMoney(24.95, 'USD')).toBe('$24.95');
  });
});
