import { describe, expect, it } from 'vitest';
import {
  approachingDiscounts,
  bagLine,
  bagView,
  basketThresholdMet,
  couponOutcome,
  couponRefusal,
  discountBanner,
  discountProgress,
  findCoupon,
  promoCodes,
  qualifiedMessage,
  thresholdValidationEnabled,
  totalsView,
} from '~/models/bag.ts';
import type { Basket } from '~/models/basket.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import { makeProduct } from './helpers/product-factory.ts';

const truffles = makeProduct({
  id: '1010104',
  masterId: '10101',
  kind: 'variant',
  name: 'Dark Chocolate Sea Salt Truffles',
  primaryCategoryId: 'dark-truffles',
  images: [{ src: 'http://img/10101-1.svg', alt: 'Truffles' }],
  variationAttributes: [
    { id: 'size', name: 'Size', values: [{ value: '1lb', name: '1 lb', orderable: true }] },
    { id: 'wrap', name: 'Wrap', values: [{ value: 'gift', name: 'Gift Wrapped', orderable: true }] },
  ],
  variationValues: { size: '1lb', wrap: 'gift' },
  stock: 3,
});
const poster = makeProduct({
  id: '60301',
  name: 'Counter Display Poster',
  primaryCategoryId: 'order-forms',
  flags: { isCollateral: true },
  quantityLimit: 2,
  price: 0,
});

const basket = (overrides: Partial<Basket> = {}): Basket => ({
  basketId: 'b1',
  currency: 'USD',
  productItems: [
    {
      itemId: 'i1',
      productId: '1010104',
      productName: 'Dark Chocolate Sea Salt Truffles',
      quantity: 2,
      basePrice: 44.95,
      price: 89.9,
      priceAfterItemDiscount: 71.92,
      inventory: { ats: 3 },
      priceAdjustments: [{ itemText: '20% off chocolate', couponCode: 'CHOC20', price: -17.98 }],
    },
  ],
  shipments: [{ shipmentId: 'me' }],
  productSubTotal: 71.92,
  productTotal: 71.92,
  ...overrides,
});

describe('bag lines', () => {
  it('carries image, name, link, variation, prices and the edit link', () => {
    const line = bagLine(basket().productItems![0]!, truffles)!;
    expect(line).toMatchObject({
      itemId: 'i1',
      productId: '1010104',
      name: 'Dark Chocolate Sea Salt Truffles',
      href: '/dark-truffles/10101.html?size=1lb&wrap=gift',
      editHref: '/products/1010104?edit=i1',
      image: { src: 'http://img/10101-1.svg', alt: 'Truffles' },
      variation: '1 lb, Gift Wrapped',
      quantity: 2,
      unitPrice: 44.95,
      linePrice: 89.9,
      adjustedPrice: 71.92,
      promotions: ['20% off chocolate'],
      stock: 3,
      maxQuantity: 999,
      limitedStock: true,
      outOfStock: false,
      collateral: false,
    });
  });

  it('bounds the quantity field by a per-order limit, not by the stock', () => {
    const line = bagLine({ itemId: 'i2', productId: '60301', quantity: 1, basePrice: 0, price: 0 }, poster)!;
    expect(line.maxQuantity).toBe(2);
    expect(line.collateral).toBe(true);
    expect(line.adjustedPrice).toBeUndefined();
  });

  it('marks out of stock from the line inventory and works without the product', () => {
    const line = bagLine(
      { itemId: 'i3', productId: '99999', quantity: 1, basePrice: 5, price: 5, inventory: { ats: 0 } },
      undefined,
    )!;
    expect(line).toMatchObject({
      name: '99999',
      href: '/product/99999',
      outOfStock: true,
      limitedStock: false,
      stock: 0,
    });
    expect(line.image).toBeUndefined();
  });

  it('skips lines without ids', () => {
    expect(bagLine({ quantity: 1 }, undefined)).toBeNull();
  });
});

describe('totals', () => {
  it('shows shipping and tax as unknown until the basket knows them, with an estimated total', () => {
    const totals = totalsView(
      basket({
        orderPriceAdjustments: [{ itemText: '$15 off orders of $150 or more', price: -15 }],
        productSubTotal: 160,
        productTotal: 145,
      }),
    );
    expect(totals).toMatchObject({
      subtotal: 160,
      shipping: null,
      tax: null,
      total: 145,
      totalIsEstimate: true,
      discounts: [{ label: '$15 off orders of $150 or more', amount: -15 }],
    });
  });

  it('uses the order total once known, with the method name and what gift cards leave', () => {
    const totals = totalsView(
      basket({
        shippingTotal: 0,
        taxTotal: 5.21,
        orderTotal: 77.13,
        c_paymentAmount: 52.13,
        shipments: [{ shipmentId: 'me', shippingMethod: { id: 'STANDARD', name: 'Standard' } }],
        paymentInstruments: [{ paymentMethodId: 'GIFTCARD', amount: 25, maskedGiftCertificateCode: '****5001' }],
      }),
    );
    expect(totals).toMatchObject({
      shipping: 0,
      tax: 5.21,
      total: 77.13,
      totalIsEstimate: false,
      shippingMethod: 'Standard',
      amountDue: 52.13,
      giftCards: [{ label: 'Gift card ****5001', amount: -25 }],
    });
  });
});

describe('promo codes (checkout spec §4, §5)', () => {
  it('says "Hooray! Your order qualified for" with the promotion text of an applied code', () => {
    const applied = basket({
      couponItems: [{ couponItemId: 'c1', code: 'CHOC20', statusCode: 'applied', valid: true }],
    });
    expect(promoCodes(applied)).toEqual([
      {
        couponItemId: 'c1',
        code: 'CHOC20',
        applied: true,
        message: 'Hooray! Your order qualified for 20% off chocolate.',
      },
    ]);
    expect(qualifiedMessage(applied, 'choc20')).toBe('Hooray! Your order qualified for 20% off chocolate.');
  });

  it('finds order and shipping adjustments of a code too', () => {
    const applied = basket({
      orderPriceAdjustments: [{ itemText: '10% off orders of $50 or more', couponCode: 'SWEET10', price: -7 }],
      shippingItems: [
        { shipmentId: 'me', priceAdjustments: [{ itemText: 'Free standard shipping', couponCode: 'FREESHIP' }] },
      ],
    });
    expect(qualifiedMessage(applied, 'SWEET10')).toBe(
      'Hooray! Your order qualified for 10% off orders of $50 or more.',
    );
    expect(qualifiedMessage(applied, 'FREESHIP')).toBe('Hooray! Your order qualified for Free standard shipping.');
  });

  it('removes a valid code without an applicable promotion again, with the spec text', () => {
    const added = basket({
      couponItems: [{ couponItemId: 'c9', code: 'CORPORATE15', statusCode: 'no_applicable_promotion', valid: true }],
    });
    expect(couponOutcome(added, 'corporate15')).toEqual({
      keep: false,
      couponItemId: 'c9',
      message: 'Promo code "corporate15" currently cannot be added to your cart.',
    });
    const applied = basket({ couponItems: [{ couponItemId: 'c1', code: 'CHOC20', statusCode: 'applied' }] });
    expect(couponOutcome(applied, 'CHOC20')).toEqual({
      keep: true,
      message: 'Hooray! Your order qualified for 20% off chocolate.',
    });
  });

  it('reads SCAPI refusals: Invalid Coupon Code (unknown and expired) is unknown, anything else cannot be added', () => {
    expect(couponRefusal('HOLIDAY25', { status: 400, title: 'Invalid Coupon Code' })).toBe(
      'Promo code "HOLIDAY25" is unknown.',
    );
    expect(
      couponRefusal('NOPE', {
        status: 400,
        type: 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/invalid-coupon-code',
      }),
    ).toBe('Promo code "NOPE" is unknown.');
    expect(couponRefusal('SWEET10', { status: 409, title: 'Conflict' })).toBe(
      'Promo code "SWEET10" currently cannot be added to your cart.',
    );
  });

  it('finds a code in the basket whatever its case', () => {
    expect(
      findCoupon(basket({ couponItems: [{ couponItemId: 'c1', code: 'SWEET10' }] }), ' sweet10 ')?.couponItemId,
    ).toBe('c1');
    expect(findCoupon(null, 'X')).toBeUndefined();
  });
});

describe('approaching-discount banner (catalog spec §4, §9)', () => {
  const withApproaching = (value: unknown) =>
    basket({ shipments: [{ shipmentId: 'me', c_approachingDiscounts: value as never }] });

  it('reads the list from a JSON string or a list, dropping malformed entries', () => {
    const list = [
      { itemText: 'Free standard shipping on orders over $75', remain: 25, threshold: 75, merchandiseTotal: 50 },
      { itemText: 'broken' },
    ];
    expect(approachingDiscounts(withApproaching(JSON.stringify(list)))).toHaveLength(1);
    expect(approachingDiscounts(withApproaching(list))).toHaveLength(1);
    expect(approachingDiscounts(withApproaching('not json'))).toEqual([]);
  });

  it('says "Add $X for {item text}" for the nearest threshold, with its progress', () => {
    const banner = discountBanner(
      withApproaching([
        { itemText: '$15 off orders of $150 or more', remain: 100, threshold: 150, merchandiseTotal: 50 },
        { itemText: 'Free standard shipping on orders over $75', remain: 25, threshold: 75, merchandiseTotal: 50 },
      ]),
    );
    expect(banner).toEqual({
      text: 'Add $25.00 for Free standard shipping on orders over $75',
      qualified: false,
      percent: 66,
    });
  });

  it('caps the progress at 100 percent', () => {
    expect(discountProgress(200, 75)).toBe(100);
    expect(discountProgress(0, 75)).toBe(0);
    expect(discountProgress(10, 0)).toBe(0);
  });

  it('congratulates once an order promotion applied and nothing is approaching', () => {
    expect(
      discountBanner(basket({ orderPriceAdjustments: [{ itemText: '$15 off orders of $150 or more', price: -15 }] })),
    ).toEqual({
      text: 'Congratulations! You unlocked $15 off orders of $150 or more.',
      qualified: true,
      percent: 100,
    });
    expect(discountBanner(basket())).toBeNull();
  });
});

describe('basket threshold (checkout spec §4)', () => {
  const notCollateral = () => false;

  it('is met when validation is disabled', () => {
    expect(
      basketThresholdMet(basket({ c_qualifiers: { qdThresholdMet: false } }), {
        validationEnabled: false,
        isCollateral: notCollateral,
      }),
    ).toBe(true);
  });

  it('follows the qualifiers flag, also as JSON text', () => {
    expect(
      basketThresholdMet(basket({ c_qualifiers: { qdThresholdMet: true } }), {
        validationEnabled: true,
        isCollateral: notCollateral,
      }),
    ).toBe(true);
    expect(
      basketThresholdMet(basket({ c_qualifiers: '{"qdThresholdMet":true}' }), {
        validationEnabled: true,
        isCollateral: notCollateral,
      }),
    ).toBe(true);
    expect(
      basketThresholdMet(basket({ c_qualifiers: { qdThresholdMet: false } }), {
        validationEnabled: true,
        isCollateral: notCollateral,
      }),
    ).toBe(false);
    expect(basketThresholdMet(basket({}), { validationEnabled: true, isCollateral: notCollateral })).toBe(false);
  });

  it('is met when every item is collateral', () => {
    const materials: Basket = {
      productItems: [
        { itemId: 'a', productId: '60301', quantity: 1 },
        { itemId: 'b', productId: '60101', quantity: 3 },
      ],
      c_qualifiers: { qdThresholdMet: false },
    };
    expect(basketThresholdMet(materials, { validationEnabled: true, isCollateral: (id) => id.startsWith('60') })).toBe(
      true,
    );
    expect(
      basketThresholdMet(
        { ...materials, productItems: [...materials.productItems!, { itemId: 'c', productId: '10301', quantity: 1 }] },
        { validationEnabled: true, isCollateral: (id) => id.startsWith('60') },
      ),
    ).toBe(false);
  });

  it('validates on the volume-savings site only', () => {
    expect(thresholdValidationEnabled('volume-savings')).toBe(true);
    expect(thresholdValidationEnabled('sweet-shop')).toBe(false);
    expect(thresholdValidationEnabled('fundraising')).toBe(false);
  });
});

describe('bag view', () => {
  it('is empty without a basket or lines', () => {
    const view = bagView(null, new Map(), 'sweet-shop');
    expect(view).toMatchObject({ lines: [], itemCount: 0, banner: null, promoCodes: [], thresholdMet: true });
    expect(bagView(basket({ productItems: [] }), new Map(), 'sweet-shop').lines).toEqual([]);
  });

  it('puts lines, totals, codes, banner and threshold together', () => {
    const view = bagView(
      basket({
        c_qualifiers: { qdThresholdMet: false },
        shipments: [
          {
            shipmentId: 'me',
            c_approachingDiscounts: [
              {
                itemText: 'Free standard shipping on orders over $75',
                remain: 3.08,
                threshold: 75,
                merchandiseTotal: 71.92,
              },
            ],
          },
        ],
      }),
      new Map([[truffles.id, truffles]]),
      'volume-savings',
    );
    expect(view.itemCount).toBe(2);
    expect(view.lines[0]?.variation).toBe('1 lb, Gift Wrapped');
    expect(view.banner?.text).toBe('Add $3.08 for Free standard shipping on orders over $75');
    expect(view.thresholdMet).toBe(false);
    expect(BAG_MESSAGES.bagThresholdNotMet).toBeTruthy();
  });
});
