import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_TEXT,
  availabilityStatus,
  isAvailableAndOrderable,
  isBuyable,
  isLimitedInventory,
  isOutOfStock,
  shipThroughPassed,
} from '~/models/availability.ts';
import { makeMaster, makeProduct } from './helpers/product-factory.ts';

const TODAY = new Date('2026-06-15T12:00:00Z');

describe('shipThroughPassed', () => {
  it('is false without a date', () => {
    expect(shipThroughPassed(undefined, TODAY)).toBe(false);
  });

  it('is true once the whole ship-through day has passed', () => {
    expect(shipThroughPassed('2026-06-14', TODAY)).toBe(true);
    expect(shipThroughPassed('2025-12-24T00:00:00Z', TODAY)).toBe(true);
  });

  it('is false on the ship-through day itself and after it', () => {
    expect(shipThroughPassed('2026-06-15', TODAY)).toBe(false);
    expect(shipThroughPassed('2026-12-01', TODAY)).toBe(false);
  });

  it('ignores a date it cannot read', () => {
    expect(shipThroughPassed('soon', TODAY)).toBe(false);
  });
});

describe('isOutOfStock (spec: not orderable, or ship-through date passed)', () => {
  it('an orderable product in stock is not out of stock', () => {
    expect(isOutOfStock(makeProduct(), TODAY)).toBe(false);
  });

  it('a product that is not orderable is out of stock', () => {
    expect(isOutOfStock(makeProduct({ orderable: false }), TODAY)).toBe(true);
  });

  it('a passed ship-through date makes it out of stock (sandbox 20104)', () => {
    expect(isOutOfStock(makeProduct({ shipThrough: '2026-01-31' }), TODAY)).toBe(true);
    expect(isOutOfStock(makeProduct({ shipThrough: '2026-07-31' }), TODAY)).toBe(false);
  });

  it('the c_isOutOfStock flag makes it out of stock', () => {
    expect(isOutOfStock(makeProduct({ flags: { isOutOfStock: true } }), TODAY)).toBe(true);
  });

  it('no stock left makes it out of stock; unknown stock (a search hit) does not', () => {
    expect(isOutOfStock(makeProduct({ stock: 0 }), TODAY)).toBe(true);
    expect(isOutOfStock(makeProduct({ stock: null }), TODAY)).toBe(false);
  });
});

describe('availabilityStatus (spec: coming soon, in shops only, out of stock or in stock)', () => {
  it('in stock by default', () => {
    expect(availabilityStatus(makeProduct(), TODAY)).toBe('in-stock');
  });

  it('coming soon wins over everything (sandbox 30302 is also not orderable)', () => {
    const product = makeProduct({ orderable: false, stock: 0, flags: { isComingSoon: true, isInShopOnly: true } });
    expect(availabilityStatus(product, TODAY)).toBe('coming-soon');
  });

  it('in shops only wins over out of stock', () => {
    expect(availabilityStatus(makeProduct({ orderable: false, flags: { isInShopOnly: true } }), TODAY)).toBe(
      'in-shops-only',
    );
  });

  it('out of stock when not orderable', () => {
    expect(availabilityStatus(makeProduct({ orderable: false }), TODAY)).toBe('out-of-stock');
  });

  it('has the spec status texts', () => {
    expect(AVAILABILITY_TEXT).toEqual({
      'coming-soon': 'Coming soon',
      'in-shops-only': 'In Shops Only',
      'out-of-stock': 'Out of stock',
    });
  });
});

describe('isBuyable (spec: none of in-shop-only, out-of-stock, coming-soon)', () => {
  it.each([
    ['in stock', makeProduct(), true],
    ['coming soon', makeProduct({ flags: { isComingSoon: true } }), false],
    ['in shops only', makeProduct({ flags: { isInShopOnly: true } }), false],
    ['out of stock', makeProduct({ orderable: false }), false],
    ['unsellable', makeProduct({ flags: { unsellable: true } }), false],
  ])('%s → %s', (_label, product, expected) => {
    expect(isBuyable(product, TODAY)).toBe(expected);
  });
});

describe('isAvailableAndOrderable (spec: variant orderable and product not out of stock, coming soon or in-shop-only)', () => {
  const master = makeMaster({}, { '1010104': false });
  const orderableVariant = master.variants[0];
  const blockedVariant = master.variants.find((variant) => variant.productId === '1010104');

  it('an orderable variant of a buyable master', () => {
    expect(isAvailableAndOrderable(master, orderableVariant, TODAY)).toBe(true);
  });

  it('a variant that is not orderable', () => {
    expect(isAvailableAndOrderable(master, blockedVariant, TODAY)).toBe(false);
  });

  it('a master without a chosen variant cannot be ordered', () => {
    expect(isAvailableAndOrderable(master, undefined, TODAY)).toBe(false);
  });

  it('an item without variants stands for itself', () => {
    expect(isAvailableAndOrderable(makeProduct(), undefined, TODAY)).toBe(true);
    expect(isAvailableAndOrderable(makeProduct({ orderable: false }), undefined, TODAY)).toBe(false);
  });

  it.each([
    ['coming soon', { isComingSoon: true }],
    ['in shops only', { isInShopOnly: true }],
    ['out of stock', { isOutOfStock: true }],
  ])('an orderable variant of a master that is %s', (_label, flags) => {
    expect(isAvailableAndOrderable(makeMaster({ flags }), orderableVariant, TODAY)).toBe(false);
  });
});

describe('isLimitedInventory (spec: stock below 10 and not zero, unless out of stock)', () => {
  it.each([
    [1, false, true],
    [3, false, true],
    [9, false, true],
    [10, false, false],
    [500, false, false],
    [0, false, false],
    [-2, false, false],
    [4, true, false],
  ])('stock %s, out of stock %s → %s', (stock, outOfStock, expected) => {
    expect(isLimitedInventory(stock, outOfStock)).toBe(expected);
  });
});
