import { describe, expect, test } from 'vitest';
import type { Basket } from '~/models/basket.ts';
import { checkoutSummary } from '~/models/checkout-summary.ts';
import type { Product } from '~/models/product.ts';

const product = {
  id: '10301',
  images: [{ src: '/images/products/10301-1-large.svg', alt: 'Dark Chocolate Bar 70%, image 1' }],
} as unknown as Product;

const basket: Basket = {
  currency: 'USD',
  productSubTotal: 29.85,
  productTotal: 29.85,
  productItems: [
    {
      itemId: 'a',
      productId: '10301',
      productName: 'Dark Chocolate Bar 70%',
      quantity: 3,
      price: 29.85,
      priceAfterItemDiscount: 29.85,
    },
    {
      itemId: 'b',
      productId: 'gone',
      productName: 'Retired Truffle',
      quantity: 1,
      price: 5,
      priceAfterItemDiscount: 4,
    },
  ],
  shipments: [
    {
      shipmentId: 'me',
      c_approachingDiscounts: [
        {
          itemText: 'Free standard shipping on orders over $75',
          remain: 45.15,
          threshold: 75,
          merchandiseTotal: 29.85,
        },
      ],
    },
  ],
} as Basket;

describe('the checkout order summary', () => {
  test('lines with their product image (none for a product the catalog lost), the count and the free-shipping progress', () => {
    const summary = checkoutSummary(basket, new Map([[product.id, product]]));
    expect(summary.lines).toEqual([
      { id: 'a', name: 'Dark Chocolate Bar 70%', quantity: 3, price: 29.85, image: product.images[0] },
      { id: 'b', name: 'Retired Truffle', quantity: 1, price: 4, basePrice: 5 },
    ]);
    expect(summary.itemCount).toBe(4);
    expect(summary.banner).toEqual({
      text: 'Add $45.15 for Free standard shipping on orders over $75',
      qualified: false,
      percent: 39,
    });
  });

  test('the bar names the order total once known, the subtotal before', () => {
    expect(checkoutSummary(basket, new Map()).amount).toBe(checkoutSummary(basket, new Map()).totals.subtotal);
    expect(
      checkoutSummary({ ...basket, orderTotal: 40.12, shippingTotal: 7.99, taxTotal: 2.28 }, new Map()).amount,
    ).toBe(40.12);
  });
});
