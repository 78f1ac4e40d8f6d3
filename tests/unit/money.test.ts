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
    expect(formatMoney(1234.5, 'CAD', 'en-CA')).toBe('$1,234.50');
    expect(formatMoney(-1234.5, 'CAD', 'fr-CA')).toBe('-1\u00a0234,50\u00a0$');
    expect(formatMoney(Number.NaN, 'USD')).toBe('$0.00');
  });

  it('rounds as Intl does: half away from zero on the shortest decimal, negative zero keeps its sign', () => {
    expect(formatMoney(1.005, 'USD')).toBe('$1.01');
    expect(formatMoney(-0.125, 'USD')).toBe('-$0.13');
    expect(formatMoney(-0.004, 'USD')).toBe('-$0.00');
    expect(formatMoney(999.995, 'USD')).toBe('$1,000.00');
    expect(formatMoney(1e-7, 'USD')).toBe('$0.00');
  });

  it('writes every amount in the shop’s currencies and locales exactly as Intl.NumberFormat does', () => {
    // A fixed pseudo-random series (a linear congruential generator): amounts of every size and precision.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const amounts = [0, -0, 0.5, 2.675, 1e12 + 0.005, 9_999_999_999_999.99];
    for (let index = 0; index < 3000; index += 1) {
      const raw = (next() - 0.3) * 10 ** (index % 11);
      amounts.push(index % 2 ? raw : Number(raw.toFixed(index % 5)));
    }
    for (const locale of ['en-US', 'en-CA', 'fr-CA']) {
      for (const currency of ['USD', 'CAD']) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
        const differing = amounts.filter((amount) => formatMoney(amount, currency, locale) !== intl.format(amount));
        expect(differing, `${locale} ${currency}`).toEqual([]);
      }
    }
  });

  it('leaves other currencies and amounts too large for cents in a double to Intl', () => {
    expect(formatMoney(24.95, 'EUR')).toBe('€24.95');
    expect(formatMoney(24.95, 'EUR', 'fr-CA')).toBe('24,95\u00a0€');
    expect(formatMoney(1e15, 'USD')).toBe('$1,000,000,000,000,000.00');
  });
});
