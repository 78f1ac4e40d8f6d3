import { describe, expect, it } from 'vitest';
import { MESSAGES } from '~/models/messages.ts';
import {
  canIncrease,
  checkQuantity,
  increaseMessage,
  maxQuantity,
  normalizeQuantityInput,
  parseQuantity,
} from '~/models/quantity.ts';

const PLENTY = { stock: 5000 };

describe('maxQuantity (the selector is bounded by 999, stock and any per-order limit)', () => {
  it.each([
    [{ stock: 5000 }, 999],
    [{ stock: 999 }, 999],
    [{ stock: 42 }, 42],
    [{ stock: 3 }, 3],
    [{ stock: 0 }, 0],
    [{ stock: -4 }, 0],
    [{ stock: 7.8 }, 7],
    [{ stock: 6, quantityLimit: 2 }, 2],
    [{ stock: 1, quantityLimit: 2 }, 1],
    [{ stock: 5000, quantityLimit: 1200 }, 999],
  ])('%o → %s', (bounds, expected) => {
    expect(maxQuantity(bounds)).toBe(expected);
  });
});

describe('parseQuantity (whole numbers only)', () => {
  it.each([
    ['1', 1],
    [' 2 ', 2],
    ['0', 0],
    ['999', 999],
    ['1000', 1000],
    ['0007', 7],
    [12, 12],
  ])('%o → %s', (raw, expected) => {
    expect(parseQuantity(raw)).toBe(expected);
  });

  it.each([
    [''],
    ['  '],
    ['-1'],
    ['2.5'],
    ['1e2'],
    ['0x10'],
    ['abc'],
    ['12abc'],
    ['+3'],
    ['12345678'],
    [2.5],
    [Number.NaN],
    [null],
    [undefined],
    [{}],
    [['2']],
  ])('%o → null', (raw) => {
    expect(parseQuantity(raw)).toBeNull();
  });
});

describe('checkQuantity (spec §5, §8)', () => {
  it('accepts 1 to 999 within stock', () => {
    expect(checkQuantity(1, PLENTY)).toEqual({ quantity: 1, accepted: true });
    expect(checkQuantity(999, PLENTY)).toEqual({ quantity: 999, accepted: true });
  });

  it('refuses above 999 with QUANTITY_EXCEEDS_MAX', () => {
    expect(checkQuantity(1000, PLENTY)).toEqual({
      quantity: 999,
      accepted: false,
      message: MESSAGES.quantityExceedsMax,
    });
    expect(MESSAGES.quantityExceedsMax).toBe(
      'Please enter a value less than 1,000. Contact customer support if you want to order larger quantities.',
    );
  });

  it('reduces a quantity above stock to the stock with QUANTITIES_REDUCED', () => {
    expect(checkQuantity(5, { stock: 3 })).toEqual({
      quantity: 3,
      accepted: true,
      message: MESSAGES.quantitiesReduced,
    });
    expect(MESSAGES.quantitiesReduced).toBe('Quantity reduced based on remaining stock available.');
  });

  it('above 999 is refused before it is reduced to stock', () => {
    expect(checkQuantity(1000, { stock: 3 }).message).toBe(MESSAGES.quantityExceedsMax);
  });

  it('reduces to a per-order limit the same way', () => {
    expect(checkQuantity(5, { stock: 6, quantityLimit: 2 })).toEqual({
      quantity: 2,
      accepted: true,
      message: MESSAGES.quantitiesReduced,
    });
  });

  it('accepts exactly the stock', () => {
    expect(checkQuantity(3, { stock: 3 })).toEqual({ quantity: 3, accepted: true });
  });

  it('refuses 0 and negative quantities (accepted only when greater than 0)', () => {
    expect(checkQuantity(0, PLENTY).accepted).toBe(false);
    expect(checkQuantity(-1, PLENTY).accepted).toBe(false);
  });

  it('refuses what is not a whole number', () => {
    expect(checkQuantity(2.5, PLENTY).accepted).toBe(false);
    expect(checkQuantity(Number.NaN, PLENTY).accepted).toBe(false);
  });

  it('refuses anything when nothing is in stock', () => {
    expect(checkQuantity(1, { stock: 0 })).toEqual({ quantity: 0, accepted: false });
  });
});

describe('normalizeQuantityInput (spec: outside a cart the minimum is 1 and 0 resets to 1)', () => {
  it.each([
    ['0', 1],
    ['', 1],
    ['-3', 1],
    ['junk', 1],
    ['2.5', 1],
    [undefined, 1],
    ['4', 4],
    ['1000', 1000],
  ])('%o → %s', (raw, expected) => {
    expect(normalizeQuantityInput(raw)).toBe(expected);
  });
});

describe('plus button (spec: disabled when stock is 0, at the maximum, or limited; QUANTITIES_LIMITED at stock)', () => {
  it('can increase below the maximum', () => {
    expect(canIncrease(1, PLENTY)).toBe(true);
    expect(canIncrease(998, PLENTY)).toBe(true);
    expect(increaseMessage(1, PLENTY)).toBeUndefined();
  });

  it('cannot increase at 999', () => {
    expect(canIncrease(999, PLENTY)).toBe(false);
    expect(increaseMessage(999, { stock: 999 })).toBeUndefined();
  });

  it('cannot increase at stock, and says quantities are limited', () => {
    expect(canIncrease(3, { stock: 3 })).toBe(false);
    expect(increaseMessage(3, { stock: 3 })).toBe(MESSAGES.quantitiesLimited);
    expect(MESSAGES.quantitiesLimited).toBe('Quantities are limited, last few items of stock remaining.');
  });

  it('says nothing below stock', () => {
    expect(increaseMessage(2, { stock: 3 })).toBeUndefined();
  });

  it('cannot increase with no stock', () => {
    expect(canIncrease(1, { stock: 0 })).toBe(false);
    expect(increaseMessage(1, { stock: 0 })).toBeUndefined();
  });

  it('cannot increase at a per-order limit', () => {
    expect(canIncrease(2, { stock: 6, quantityLimit: 2 })).toBe(false);
    expect(canIncrease(1, { stock: 6, quantityLimit: 2 })).toBe(true);
  });
});
