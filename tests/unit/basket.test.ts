import { describe, expect, it } from 'vitest';
import { quantityInBag, quotaExceededBasketIds, type Basket } from '~/models/basket.ts';

describe('"Customer Baskets Quota Exceeded": the open baskets it names', () => {
  it('reads SCAPI’s comma-separated string', () => {
    expect(quotaExceededBasketIds('bk1')).toEqual(['bk1']);
    expect(quotaExceededBasketIds('bk1,bk2')).toEqual(['bk1', 'bk2']);
    expect(quotaExceededBasketIds(' bk1 , bk2 ,')).toEqual(['bk1', 'bk2']);
  });

  it('reads an array too', () => {
    expect(quotaExceededBasketIds(['bk1', 'bk2'])).toEqual(['bk1', 'bk2']);
    expect(quotaExceededBasketIds(['bk1', 7, null])).toEqual(['bk1']);
  });

  it('names none when the field is missing, empty or of another type', () => {
    for (const listed of [undefined, null, '', ',', 42, {}, []]) expect(quotaExceededBasketIds(listed)).toEqual([]);
  });
});

describe('quantity of a product in the bag', () => {
  const basket: Basket = {
    productItems: [
      { itemId: 'a', productId: '60301', quantity: 1 },
      { itemId: 'b', productId: '60301', quantity: 2 },
      { itemId: 'c', productId: '10301', quantity: 5 },
    ],
  };

  it('counts every line of the product, or all but the line being replaced', () => {
    expect(quantityInBag(basket, '60301')).toBe(3);
    expect(quantityInBag(basket, '60301', 'b')).toBe(1);
    expect(quantityInBag(basket, '99999')).toBe(0);
    expect(quantityInBag(null, '60301')).toBe(0);
  });
});
