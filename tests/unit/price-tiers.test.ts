import { describe, expect, it } from 'vitest';
import { lowestTierPrice, priceTierRows, priceTiersOf, showsPriceTiers } from '~/models/price-tiers.ts';
import { tileProduct, toProduct } from '~/models/product.ts';

const SCAPI_TIERS = [
  { quantity: 48, price: 3.96, pricebook: 'usd-volume-prices' },
  { quantity: 1, price: 4.95, pricebook: 'usd-volume-prices' },
  { quantity: 12, price: 4.46, pricebook: 'usd-volume-prices' },
];

describe('volume price tiers', () => {
  it('reads SCAPI tieredPrices by quantity and drops entries without a whole quantity or a price', () => {
    expect(priceTiersOf(SCAPI_TIERS)).toEqual([
      { quantity: 1, price: 4.95 },
      { quantity: 12, price: 4.46 },
      { quantity: 48, price: 3.96 },
    ]);
    expect(
      priceTiersOf([
        { quantity: 1, price: 5 },
        { quantity: 0, price: 1 },
        { quantity: 2.5, price: 1 },
        { quantity: 6 },
        null,
        { quantity: 6, price: 4 },
        { quantity: 6, price: 4.5 },
      ]),
    ).toEqual([
      { quantity: 1, price: 5 },
      { quantity: 6, price: 4 },
    ]);
  });

  it('has no table for a single tier or for no tiers', () => {
    expect(priceTiersOf([{ quantity: 1, price: 5 }])).toBeUndefined();
    expect(priceTiersOf(undefined)).toBeUndefined();
    expect(priceTiersOf({ quantity: 1, price: 5 })).toBeUndefined();
  });

  it('labels each row with the quantities it covers, the last open-ended', () => {
    expect(priceTierRows(priceTiersOf(SCAPI_TIERS)!).map((row) => [row.quantities, row.price])).toEqual([
      ['1–11', 4.95],
      ['12–47', 4.46],
      ['48+', 3.96],
    ]);
    expect(
      priceTierRows([
        { quantity: 1, price: 2 },
        { quantity: 2, price: 1 },
      ]).map((row) => row.quantities),
    ).toEqual(['1', '2+']);
  });

  it('gives a tile the lowest tier price', () => {
    expect(lowestTierPrice(priceTiersOf(SCAPI_TIERS)!)).toBe(3.96);
    expect(lowestTierPrice([])).toBeUndefined();
  });

  it('shows tiers on the volume-savings site only', () => {
    expect(showsPriceTiers('volume-savings')).toBe(true);
    expect(showsPriceTiers('sweet-shop')).toBe(false);
    expect(showsPriceTiers('fundraising')).toBe(false);
  });

  it('keeps the tiers of a product, of its variants and of its tile', () => {
    const product = toProduct({
      id: '10303',
      price: 12.95,
      tieredPrices: SCAPI_TIERS,
      variants: [
        {
          productId: '1030301',
          orderable: true,
          price: 12.95,
          tieredPrices: [
            { quantity: 1, price: 12.95 },
            { quantity: 12, price: 11.66 },
          ],
        },
      ],
    });
    expect(product.tieredPrices?.map((tier) => tier.quantity)).toEqual([1, 12, 48]);
    expect(product.variants[0]!.tieredPrices).toEqual([
      { quantity: 1, price: 12.95 },
      { quantity: 12, price: 11.66 },
    ]);
    expect(tileProduct(product).tieredPrices).toEqual(product.tieredPrices);
    expect(toProduct({ id: '10301', price: 4.95 }).tieredPrices).toBeUndefined();
  });
});
