import { describe, expect, it } from 'vitest';
import { gapToNearestDiscount, treatsToOffer } from '~/models/add-treats.ts';
import type { Basket } from '~/models/basket.ts';
import { makeProduct } from './helpers/product-factory.ts';

const variant = (productId: string) => ({ productId, orderable: true, variationValues: { size: productId } });
const item = (id: string, price: number) => makeProduct({ id, name: `Treat ${id}`, price });

describe('"Add Treats" sheet (catalog spec §4 shipping promotions sheet)', () => {
  it('measures the gap to the nearest approaching discount of the shipping shipment, 0 without one', () => {
    const approaching = [
      { itemText: '$15 off orders of $150 or more', remain: 145.05, threshold: 150, merchandiseTotal: 4.95 },
      { itemText: 'Free standard shipping on orders over $75', remain: 70.05, threshold: 75, merchandiseTotal: 4.95 },
    ];
    expect(
      gapToNearestDiscount({
        shipments: [{ shipmentId: 'me', c_approachingDiscounts: approaching as never }],
      } as Basket),
    ).toBe(70.05);
    expect(gapToNearestDiscount({ shipments: [{ shipmentId: 'me' }] } as Basket)).toBe(0);
    expect(gapToNearestDiscount(null)).toBe(0);
  });

  it('offers what closes the gap alone first, cheapest first, then the rest dearest first', () => {
    const products = [item('1', 5), item('2', 30), item('3', 80), item('4', 12), item('5', 25)];
    expect(treatsToOffer(products, 24).map((treat) => treat.addId)).toEqual(['5', '2', '3', '4', '1']);
  });

  it('without a gap, offers the cheapest first; never more than the limit', () => {
    const products = [item('1', 5), item('2', 30), item('3', 80), item('4', 12)];
    expect(treatsToOffer(products, 0).map((treat) => treat.addId)).toEqual(['1', '4', '2', '3']);
    expect(treatsToOffer(products, 0, 2)).toHaveLength(2);
  });

  it('offers only what one click can add: a master by its sole variant, nothing with options, out of stock or a custom mix', () => {
    const products = [
      item('1', 5),
      makeProduct({ id: '2', kind: 'master', price: 9, variants: [variant('201')] }),
      makeProduct({ id: '3', kind: 'master', price: 9, variants: [variant('301'), variant('302')] }),
      makeProduct({ id: '4', price: 9, orderable: false, stock: 0 }),
      makeProduct({ id: '5', kind: 'master', price: 9, flags: { isCustomMix: true }, variants: [variant('501')] }),
    ];
    expect(treatsToOffer(products, 50).map((treat) => treat.addId)).toEqual(['201', '1']);
  });

  it('sends the products as tiles: no descriptions or ingredients', () => {
    const [treat] = treatsToOffer(
      [makeProduct({ id: '1', price: 5, longDescription: 'Long words', shortDescription: 'Short' })],
      10,
    );
    expect(treat?.product.longDescription).toBe('');
    expect(treat?.product.shortDescription).toBe('');
  });
});
