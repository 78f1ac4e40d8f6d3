import { describe, expect, it } from 'vitest';
import type { SellableProduct } from '../src/catalog/lookup.ts';
import {
  allocateGiftCards,
  calculateBasket,
  inventoryKey,
  lineLocation,
  type CalculationContext,
} from '../src/commerce/calculate.ts';
import {
  giftMessageError,
  GIFT_MESSAGE_CHARACTERS_ERROR,
  GIFT_MESSAGE_LENGTH_ERROR,
} from '../src/commerce/gift-message.ts';
import { multiplyMoney, prorate, roundMoney, sumMoney } from '../src/commerce/money.ts';
import {
  approachingDiscounts,
  couponItemStatus,
  couponRejection,
  effectivePromotions,
  isPromotionActive,
  meetsThreshold,
  normalizeCouponCode,
  orderDiscounts,
  productDiscounts,
  productPromotionAmounts,
  qualifyingShippingPromotions,
  shippingPromotionDiscount,
  bestShippingDiscount,
  withAncestors,
  type PromotionLine,
} from '../src/commerce/promotions.ts';
import { minimumOrderTotal } from '../src/commerce/rulebook.ts';
import {
  assertWithinQuantityLimit,
  quantityLimitOf,
  unaddableReason,
  validateQuantity,
} from '../src/commerce/rules.ts';
import { COUPONS, PROMOTIONS, SHIPPING_METHODS } from '../src/commerce/seed.ts';
import {
  applicableShippingMethods,
  defaultCountryFor,
  defaultShippingMethodId,
  destinationOf,
  isMethodApplicable,
  isPickupShipment,
  isPoBox,
  nextShipmentId,
  shippingCost,
} from '../src/commerce/shipping.ts';
import { shippingOptions } from '../src/commerce/shipping-options.ts';
import { isShippingTaxable, isTaxJurisdictionKnown, taxRateFor } from '../src/commerce/tax.ts';
import type {
  Basket,
  Destination,
  ProductPromotion,
  PromotionDefinition,
  ShippingMethodDefinition,
} from '../src/commerce/types.ts';
import { ProblemError } from '../src/http/problem.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const method = (id: string) => SHIPPING_METHODS.find((candidate) => candidate.id === id)!;
const promotion = (id: string) => PROMOTIONS.find((candidate) => candidate.id === id)!;
const coupons = new Map(COUPONS.map((coupon) => [coupon.code, coupon]));

function product(
  id: string,
  options: {
    usd?: number;
    sale?: number;
    cad?: number;
    categories?: string[];
    ats?: number;
    kind?: SellableProduct['kind'];
    masterId?: string;
    flags?: Record<string, unknown>;
  } = {},
): SellableProduct {
  const prices: Record<string, { list: number; sale?: number }> = {};
  if (options.usd !== undefined)
    prices.USD = { list: options.usd, ...(options.sale !== undefined ? { sale: options.sale } : {}) };
  if (options.cad !== undefined) prices.CAD = { list: options.cad };
  return {
    id,
    masterId: options.masterId,
    kind: options.kind ?? 'item',
    name: `Product ${id}`,
    ats: options.ats ?? 100,
    doc: { id, name: `Product ${id}`, _prices: prices, _categoryIds: options.categories ?? [], ...options.flags },
  };
}

const PRODUCTS = new Map<string, SellableProduct>(
  [
    product('truffle-20', {
      usd: 20,
      cad: 27,
      categories: ['dark-truffles'],
      masterId: 'truffle-master',
      kind: 'variant',
    }),
    product('truffle-30', { usd: 30, cad: 40, categories: ['milk-truffles'] }),
    product('bar-5', { usd: 5, cad: 7, categories: ['chocolate-bars'], ats: 3 }),
    product('pop-sale', { usd: 2, sale: 1.5, cad: 3, categories: ['lollipops-classic'] }),
    product('candy-8', { usd: 8, cad: 11, categories: ['hard-candy'] }),
    product('tin-100', { usd: 100, cad: 135, categories: ['corporate-gifts'] }),
  ].map((entry) => [entry.id, entry]),
);

const CATEGORY_PARENTS = new Map<string, string | null>([
  ['root', null],
  ['chocolate', 'root'],
  ['chocolate-boxes', 'chocolate'],
  ['truffles', 'chocolate-boxes'],
  ['dark-truffles', 'truffles'],
  ['milk-truffles', 'truffles'],
  ['chocolate-bars', 'chocolate'],
  ['lollipops', 'root'],
  ['lollipops-classic', 'lollipops'],
  ['hard-candy', 'lollipops'],
  ['gifts', 'root'],
  ['corporate-gifts', 'gifts'],
]);

function context(overrides: Partial<CalculationContext> = {}): CalculationContext {
  let counter = 0;
  return {
    products: PRODUCTS,
    categoryParents: CATEGORY_PARENTS,
    locationAts: new Map(),
    promotions: PROMOTIONS,
    coupons,
    shippingMethods: SHIPPING_METHODS,
    minimumOrderTotal: 0,
    tieredPricing: false,
    now: NOW,
    newId: () => `id${(counter += 1)}`,
    ...overrides,
  };
}

const LA = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '100 Main St',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90012',
  countryCode: 'US',
};
const NYC = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '5 Broadway',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10004',
  countryCode: 'US',
};
const TORONTO = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '1 Front St W',
  city: 'Toronto',
  stateCode: 'ON',
  postalCode: 'M5J 2X5',
  countryCode: 'CA',
};

function basket(
  items: Array<{ productId: string; quantity: number; shipmentId?: string; inventoryId?: string }>,
  extra: Partial<Basket> = {},
): Basket {
  return {
    basketId: 'b1',
    currency: 'USD',
    customerInfo: { customerId: 'c1', email: '' },
    productItems: items.map((item, index) => ({ itemId: `item${index + 1}`, shipmentId: 'me', ...item })),
    shipments: [{ shipmentId: 'me' }],
    ...extra,
  };
}

const line = (productId: string, quantity: number, price: number, categoryIds: string[]): PromotionLine => ({
  productId,
  quantity,
  price,
  categoryIds,
});

describe('money', () => {
  it('rounds half away from zero to 2 decimals, immune to binary fractions', () => {
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-0.001)).toBe(0);
    expect(roundMoney(Number.NaN)).toBe(0);
  });

  it('sums and multiplies in cents', () => {
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumMoney([])).toBe(0);
    expect(multiplyMoney(44.91, 0.0725)).toBe(3.26);
    expect(multiplyMoney(19.99, 0.08875)).toBe(1.77);
  });

  it('prorates a total exactly across weights', () => {
    expect(prorate(-10, [1, 1, 1])).toEqual([-3.34, -3.33, -3.33]);
    expect(prorate(-5.46, [49.9, 4.68])).toEqual([-4.99, -0.47]);
    expect(sumMoney(prorate(7.01, [3, 2, 2, 1]))).toBe(7.01);
    expect(prorate(-3, [0, 0])).toEqual([0, 0]);
    expect(prorate(-3, [])).toEqual([]);
  });
});

describe('tax', () => {
  const at = (countryCode: string, stateCode?: string): Destination => ({ countryCode, stateCode });

  it('looks rates up by US state and Canadian province', () => {
    expect(taxRateFor(at('US', 'CA'))).toBe(0.0725);
    expect(taxRateFor(at('US', 'NY'))).toBe(0.08875);
    expect(taxRateFor(at('US', 'OR'))).toBe(0);
    expect(taxRateFor(at('CA', 'ON'))).toBe(0.13);
    expect(taxRateFor(at('CA', 'QC'))).toBe(0.14975);
    expect(taxRateFor(at('CA', 'AB'))).toBe(0.05);
    expect(taxRateFor(at('US', 'ZZ'))).toBe(0);
    expect(taxRateFor(at('DE'))).toBe(0);
  });

  it('knows the jurisdiction only with a known state or province', () => {
    expect(isTaxJurisdictionKnown(at('US', 'OR'))).toBe(true);
    expect(isTaxJurisdictionKnown(at('US'))).toBe(false);
    expect(isTaxJurisdictionKnown(at('US', 'ON'))).toBe(false);
    expect(isTaxJurisdictionKnown(at('CA', 'BC'))).toBe(true);
    expect(isTaxJurisdictionKnown(at('FR', 'IDF'))).toBe(false);
  });

  it('taxes shipping in Canada and in some US states only', () => {
    expect(isShippingTaxable(at('US', 'NY'))).toBe(true);
    expect(isShippingTaxable(at('US', 'TX'))).toBe(true);
    expect(isShippingTaxable(at('US', 'CA'))).toBe(false);
    expect(isShippingTaxable(at('CA', 'ON'))).toBe(true);
    expect(isShippingTaxable(at('CA'))).toBe(false);
  });
});

describe('shipping', () => {
  const us = (extra: Partial<Destination> = {}): Destination => ({ countryCode: 'US', stateCode: 'CA', ...extra });

  it('detects PO boxes in their usual spellings', () => {
    for (const line1 of ['PO Box 12', 'P.O. Box 7', 'p o box 9', 'Post Office Box 3', 'POB 44', 'Box 42'])
      expect(isPoBox(line1)).toBe(true);
    for (const line1 of ['100 Main St', 'Boxwood Lane 4', '12 Lunchbox Rd', undefined])
      expect(isPoBox(line1)).toBe(false);
    expect(isPoBox('1 Main St', 'PO Box 5')).toBe(true);
  });

  it('derives a destination from the shipment, defaulting the country from the currency', () => {
    expect(defaultCountryFor('USD')).toBe('US');
    expect(defaultCountryFor('CAD')).toBe('CA');
    expect(destinationOf({ shipmentId: 'me' }, 'CAD')).toMatchObject({
      countryCode: 'CA',
      isPoBox: false,
      isStorePickup: false,
    });
    expect(
      destinationOf(
        { shipmentId: 'me', shippingAddress: { ...LA, address1: 'PO Box 5', stateCode: 'ak', countryCode: 'us' } },
        'USD',
      ),
    ).toMatchObject({
      countryCode: 'US',
      stateCode: 'AK',
      isPoBox: true,
    });
    expect(destinationOf({ shipmentId: 'me', shippingAddress: { ...LA, c_isPOBox: true } }, 'USD').isPoBox).toBe(true);
    expect(isPickupShipment({ shipmentId: 'me', c_fromStoreId: 'store1' })).toBe(true);
    expect(isPickupShipment({ shipmentId: 'me', shippingAddress: { ...LA, c_storeId: 'store1' } })).toBe(true);
    expect(isPickupShipment({ shipmentId: 'me', shippingAddress: LA })).toBe(false);
  });

  it('offers methods by country, state, PO box and pickup', () => {
    const ids = (destination: Destination, currency = 'USD') =>
      applicableShippingMethods(SHIPPING_METHODS, destination, currency).map((entry) => entry.id);
    expect(ids(us())).toEqual(['UPSGT_Disc', 'STANDARD', 'EXPRESS', 'OVERNIGHT']);
    expect(ids(us({ stateCode: 'AK' }))).toEqual(['STANDARD', 'EXPRESS']);
    expect(ids(us({ stateCode: 'HI' }))).toEqual(['STANDARD', 'EXPRESS']);
    expect(ids(us({ isPoBox: true }))).toEqual(['STANDARD']);
    expect(ids({ countryCode: 'CA', stateCode: 'ON' }, 'CAD')).toEqual(['STANDARD', 'EXPRESS']);
    expect(ids({ countryCode: 'CA', stateCode: 'NU' }, 'CAD')).toEqual(['STANDARD']);
    expect(ids({ countryCode: 'CA', stateCode: 'ON' }, 'USD')).toEqual(['STANDARD', 'EXPRESS']);
    expect(ids({ countryCode: 'FR' })).toEqual([]);
    expect(ids(us({ isStorePickup: true }))).toEqual(['PICKUP']);
    expect(isMethodApplicable(method('UPSGT_Disc'), { countryCode: 'US' }, 'CAD')).toBe(false);
  });

  it('defaults to UPSGT_Disc when offered, else the first method', () => {
    expect(defaultShippingMethodId(applicableShippingMethods(SHIPPING_METHODS, us(), 'USD'))).toBe('UPSGT_Disc');
    expect(defaultShippingMethodId(applicableShippingMethods(SHIPPING_METHODS, us({ stateCode: 'HI' }), 'USD'))).toBe(
      'STANDARD',
    );
    expect(defaultShippingMethodId([])).toBeUndefined();
  });

  it('prices by subtotal band plus state surcharges', () => {
    expect(shippingCost(method('UPSGT_Disc'), 49.99, us(), 'USD')).toBe(6.99);
    expect(shippingCost(method('UPSGT_Disc'), 50, us(), 'USD')).toBe(8.99);
    expect(shippingCost(method('UPSGT_Disc'), 100, us(), 'USD')).toBe(10.99);
    expect(shippingCost(method('STANDARD'), 20, us({ stateCode: 'AK' }), 'USD')).toBe(17.99);
    expect(shippingCost(method('STANDARD'), 70, { countryCode: 'CA', stateCode: 'ON' }, 'CAD')).toBe(13.99);
    expect(shippingCost(method('STANDARD'), 70, { countryCode: 'CA', stateCode: 'YT' }, 'CAD')).toBe(28.99);
    expect(shippingCost(method('OVERNIGHT'), 10, us(), 'CAD')).toBe(0);
    expect(shippingCost(method('PICKUP'), 500, us({ isStorePickup: true }), 'USD')).toBe(0);
  });

  it('names new shipments with the smallest unused number', () => {
    expect(nextShipmentId(['me'])).toBe('Shipment1');
    expect(nextShipmentId(['me', 'Shipment1', 'Shipment3'])).toBe('Shipment2');
    expect(nextShipmentId(['me', 'Shipment2', 'Shipment1'])).toBe('Shipment3');
    expect(nextShipmentId(['Shipment0', 'ShipmentX'])).toBe('Shipment1');
  });

  it('lists shipping options with promotions and the default method', () => {
    const effective = effectivePromotions(PROMOTIONS, [], coupons, NOW);
    const options = shippingOptions(SHIPPING_METHODS, us(), 80, effective, 'USD');
    expect(options.defaultShippingMethodId).toBe('UPSGT_Disc');
    expect(
      options.applicableShippingMethods.map((entry) => [entry.id, entry.price, entry.c_priceAfterPromotions]),
    ).toEqual([
      ['UPSGT_Disc', 8.99, 0],
      ['STANDARD', 9.99, 0],
      ['EXPRESS', 17.99, 17.99],
      ['OVERNIGHT', 29.99, 29.99],
    ]);
    expect(options.applicableShippingMethods[0]!.shippingPromotions).toEqual([
      {
        promotionId: 'free-shipping-75',
        promotionName: 'Free shipping over $75',
        calloutMsg: 'Free standard shipping on orders over $75',
      },
    ]);
    expect(shippingOptions(SHIPPING_METHODS, { countryCode: 'FR' }, 10, effective, 'USD')).toEqual({
      applicableShippingMethods: [],
    });
  });
});

describe('promotions', () => {
  it('normalises coupon codes and knows active dates', () => {
    expect(normalizeCouponCode('  sweet10 ')).toBe('SWEET10');
    expect(isPromotionActive(promotion('sweet10-orders-50'), NOW)).toBe(true);
    expect(isPromotionActive(promotion('holiday25-2023'), NOW)).toBe(false);
    expect(isPromotionActive(promotion('holiday25-2023'), new Date('2023-12-01T00:00:00Z'))).toBe(true);
    expect(isPromotionActive({ ...promotion('sweet10-orders-50'), startDate: '2027-01-01T00:00:00Z' }, NOW)).toBe(
      false,
    );
  });

  it('takes part with coupon-free promotions, and coupon ones only with their coupon', () => {
    const ids = (codes: string[]) =>
      effectivePromotions(PROMOTIONS, codes, coupons, NOW).map((entry) => entry.promotion.id);
    expect(ids([])).toEqual([
      'treat15-orders-150',
      'lollipops-20-off',
      'truffles-3-for-2',
      'hard-candy-buy2-save3',
      'free-shipping-75',
    ]);
    expect(ids(['sweet10'])).toContain('sweet10-orders-50');
    expect(
      effectivePromotions(PROMOTIONS, ['SWEET10'], coupons, NOW).find(
        (entry) => entry.promotion.id === 'sweet10-orders-50',
      )?.couponCode,
    ).toBe('SWEET10');
    expect(ids(['HOLIDAY25'])).not.toContain('holiday25-2023');
    expect(ids(['NOPE'])).toHaveLength(5);
    const disabled = new Map([['SWEET10', { code: 'SWEET10', promotionIds: ['sweet10-orders-50'], enabled: false }]]);
    expect(
      effectivePromotions(PROMOTIONS, ['SWEET10'], disabled, NOW).map((entry) => entry.promotion.id),
    ).not.toContain('sweet10-orders-50');
  });

  it('compares thresholds per currency', () => {
    expect(meetsThreshold(undefined, 0, 'USD')).toBe(true);
    expect(meetsThreshold({ USD: 50 }, 50, 'USD')).toBe(true);
    expect(meetsThreshold({ USD: 50 }, 49.99, 'USD')).toBe(false);
    expect(meetsThreshold({ USD: 50 }, 500, 'CAD')).toBe(false);
  });

  it('expands categories to their ancestors', () => {
    expect(withAncestors(['dark-truffles', 'chocolate-bars'], CATEGORY_PARENTS).sort()).toEqual([
      'chocolate',
      'chocolate-bars',
      'chocolate-boxes',
      'dark-truffles',
      'root',
      'truffles',
    ]);
    expect(withAncestors(['unknown'], CATEGORY_PARENTS)).toEqual(['unknown']);
  });

  it('computes percentage, per-group amount and cheapest-free product discounts', () => {
    const lollipops = promotion('lollipops-20-off') as ProductPromotion;
    expect(
      productPromotionAmounts(
        lollipops,
        [line('a', 3, 5.85, ['lollipops-classic']), line('b', 1, 5, ['chocolate'])],
        'USD',
      ),
    ).toEqual([1.17, 0]);

    const candy = promotion('hard-candy-buy2-save3') as ProductPromotion;
    expect(
      productPromotionAmounts(
        candy,
        [line('a', 1, 8, ['hard-candy']), line('b', 2, 16, ['hard-candy']), line('c', 5, 40, ['hard-candy'])],
        'USD',
      ),
    ).toEqual([0, 3, 6]);
    expect(productPromotionAmounts(candy, [line('b', 2, 16, ['hard-candy'])], 'CAD')).toEqual([4]);
    expect(productPromotionAmounts(candy, [line('b', 2, 2, ['hard-candy'])], 'USD')).toEqual([2]);

    const truffles = promotion('truffles-3-for-2') as ProductPromotion;
    const three = [line('a', 2, 60, ['truffles']), line('b', 1, 20, ['truffles'])];
    expect(productPromotionAmounts(truffles, three, 'USD')).toEqual([0, 20]);
    expect(productPromotionAmounts(truffles, [line('a', 6, 120, ['truffles'])], 'USD')).toEqual([40]);
    expect(productPromotionAmounts(truffles, [line('a', 2, 40, ['truffles'])], 'USD')).toEqual([0]);

    const byProduct: ProductPromotion = {
      ...lollipops,
      categoryIds: undefined,
      productIds: ['master-1'],
      minQuantity: 2,
    };
    expect(
      productPromotionAmounts(
        byProduct,
        [{ ...line('v1', 2, 10, []), masterId: 'master-1' }, line('v2', 1, 10, [])],
        'USD',
      ),
    ).toEqual([2, 0]);
  });

  it('gives each line its best product promotion', () => {
    const effective = effectivePromotions(PROMOTIONS, ['CHOC20'], coupons, NOW);
    const lines = [
      line('a', 1, 30, ['truffles', 'chocolate']),
      line('b', 1, 20, ['truffles', 'chocolate']),
      line('c', 1, 10, ['truffles', 'chocolate']),
      line('d', 1, 5, ['lollipops-classic']),
    ];
    const discounts = productDiscounts(effective, lines, 'USD');
    expect(discounts.map((entry) => entry && [entry.promotionId, entry.amount])).toEqual([
      ['choc20-chocolate', 6],
      ['choc20-chocolate', 4],
      ['truffles-3-for-2', 10],
      ['lollipops-20-off', 1],
    ]);
    expect(discounts[0]).toMatchObject({
      couponCode: 'CHOC20',
      itemText: '20% off chocolate',
      appliedDiscount: { type: 'percentage', percentage: 20 },
    });
    expect(discounts[2]!.appliedDiscount).toEqual({ type: 'free' });
  });

  it('stacks order discounts over their thresholds, never below zero', () => {
    const effective = effectivePromotions(PROMOTIONS, ['SWEET10'], coupons, NOW);
    expect(orderDiscounts(effective, 49.99, 'USD')).toEqual([]);
    expect(orderDiscounts(effective, 60, 'USD').map((entry) => [entry.promotionId, entry.amount])).toEqual([
      ['sweet10-orders-50', 6],
    ]);
    expect(orderDiscounts(effective, 200, 'USD').map((entry) => [entry.promotionId, entry.amount])).toEqual([
      ['sweet10-orders-50', 20],
      ['treat15-orders-150', 15],
    ]);
    expect(
      orderDiscounts(effective, 200, 'CAD').map((entry) => [entry.promotionId, entry.amount, entry.appliedDiscount]),
    ).toEqual([
      ['sweet10-orders-50', 20, { type: 'percentage', percentage: 10 }],
      ['treat15-orders-150', 20, { type: 'amount', amount: 20 }],
    ]);
    const huge: PromotionDefinition = {
      ...promotion('treat15-orders-150'),
      id: 'huge',
      threshold: undefined,
      discount: { type: 'amount', amount: { USD: 500 } },
    } as PromotionDefinition;
    expect(orderDiscounts([{ promotion: huge }], 42, 'USD')[0]!.amount).toBe(42);
    expect(orderDiscounts([{ promotion: huge }], 0, 'USD')).toEqual([]);
  });

  it('discounts shipping for listed methods over the threshold', () => {
    const freeOver75 = promotion('free-shipping-75');
    if (freeOver75.type !== 'shipping') throw new Error('seed changed');
    expect(shippingPromotionDiscount(freeOver75, 'STANDARD', 75, 12.99, 'USD')).toBe(12.99);
    expect(shippingPromotionDiscount(freeOver75, 'STANDARD', 74.99, 9.99, 'USD')).toBe(0);
    expect(shippingPromotionDiscount(freeOver75, 'EXPRESS', 200, 21.99, 'USD')).toBe(0);
    expect(
      shippingPromotionDiscount(
        { ...freeOver75, discount: { type: 'percentage', percentage: 50 } },
        'STANDARD',
        80,
        9.99,
        'USD',
      ),
    ).toBe(5);
    expect(
      shippingPromotionDiscount(
        { ...freeOver75, discount: { type: 'amount', amount: { USD: 20 } } },
        'STANDARD',
        80,
        9.99,
        'USD',
      ),
    ).toBe(9.99);
    const effective = effectivePromotions(PROMOTIONS, ['FREESHIP'], coupons, NOW);
    expect(bestShippingDiscount(effective, 'UPSGT_Disc', 10, 6.99, 'USD')).toMatchObject({
      promotionId: 'freeship-coupon',
      couponCode: 'FREESHIP',
      amount: 6.99,
    });
    expect(qualifyingShippingPromotions(effective, 'UPSGT_Disc', 80, 'USD').map((entry) => entry.id)).toEqual([
      'free-shipping-75',
      'freeship-coupon',
    ]);
  });

  it('reports approaching threshold discounts', () => {
    const effective = effectivePromotions(PROMOTIONS, [], coupons, NOW);
    expect(approachingDiscounts(effective, 60, 'USD', { kind: 'shipping' })).toEqual([
      {
        promotionId: 'free-shipping-75',
        itemText: 'Free standard shipping on orders over $75',
        remain: 15,
        threshold: 75,
        merchandiseTotal: 60,
      },
    ]);
    expect(approachingDiscounts(effective, 60, 'USD', { kind: 'order' })).toEqual([
      {
        promotionId: 'treat15-orders-150',
        itemText: '$15 off orders of $150 or more',
        remain: 90,
        threshold: 150,
        merchandiseTotal: 60,
      },
    ]);
    expect(approachingDiscounts(effective, 60, 'USD', { kind: 'shipping', shippingMethodId: 'EXPRESS' })).toEqual([]);
    expect(approachingDiscounts(effective, 80, 'USD', { kind: 'shipping' })).toEqual([]);
    expect(approachingDiscounts(effective, 0, 'USD', { kind: 'shipping' })).toEqual([]);
    expect(approachingDiscounts(effective, 60, 'CAD', { kind: 'shipping' })[0]).toMatchObject({
      remain: 40,
      threshold: 100,
    });
  });

  it('refuses unknown, disabled and expired coupon codes', () => {
    expect(couponRejection('sweet10', coupons, PROMOTIONS, NOW)).toBeUndefined();
    expect(couponRejection('NOPE', coupons, PROMOTIONS, NOW)).toBe('coupon_code_unknown');
    expect(couponRejection('HOLIDAY25', coupons, PROMOTIONS, NOW)).toBe('no_active_promotion');
    const disabled = new Map([['SWEET10', { code: 'SWEET10', promotionIds: ['sweet10-orders-50'], enabled: false }]]);
    expect(couponRejection('SWEET10', disabled, PROMOTIONS, NOW)).toBe('coupon_disabled');
  });

  it('gives basket coupons applied or no_applicable_promotion', () => {
    expect(couponItemStatus('SWEET10', coupons, PROMOTIONS, new Set(['sweet10-orders-50']), NOW)).toEqual({
      statusCode: 'applied',
      valid: true,
    });
    expect(couponItemStatus('CORPORATE15', coupons, PROMOTIONS, new Set(), NOW)).toEqual({
      statusCode: 'no_applicable_promotion',
      valid: true,
    });
    expect(couponItemStatus('HOLIDAY25', coupons, PROMOTIONS, new Set(), NOW)).toEqual({
      statusCode: 'no_active_promotion',
      valid: false,
    });
  });
});

describe('product rules', () => {
  const expectProblem = (run: () => unknown, status: number, slug: string, detail?: RegExp) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ProblemError);
      expect((error as ProblemError).status).toBe(status);
      expect((error as ProblemError).body.type).toMatch(new RegExp(`/${slug}$`));
      if (detail) expect((error as ProblemError).body.detail).toMatch(detail);
      return;
    }
    throw new Error('expected a problem');
  };

  it('accepts whole quantities from 1 to 999 (0 on update)', () => {
    expect(validateQuantity(1)).toBe(1);
    expect(validateQuantity(999)).toBe(999);
    expect(validateQuantity(0, { allowZero: true })).toBe(0);
    expectProblem(() => validateQuantity(0), 400, 'invalid-product-item-quantity', /at least 1/);
    expectProblem(() => validateQuantity(1000), 400, 'invalid-product-item-quantity', /less than 1,000/);
    expectProblem(() => validateQuantity(1.5), 400, 'invalid-product-item-quantity', /whole number/);
    expectProblem(() => validateQuantity('2'), 400, 'invalid-product-item-quantity');
    expectProblem(() => validateQuantity(-1, { allowZero: true }), 400, 'invalid-product-item-quantity');
  });

  it('explains why a product cannot be added', () => {
    const ok = product('ok', { usd: 5 });
    expect(unaddableReason(ok, 'USD', { pickup: false })).toBeUndefined();
    expect(unaddableReason(undefined, 'USD', { pickup: false })).toMatch(/unknown/);
    expect(unaddableReason(product('m', { usd: 5, kind: 'master' }), 'USD', { pickup: false })).toMatch(/master/);
    expect(unaddableReason(product('u', { usd: 5, flags: { c_unsellable: true } }), 'USD', { pickup: false })).toMatch(
      /not sold online/,
    );
    expect(
      unaddableReason(product('s', { usd: 5, flags: { c_isComingSoon: true } }), 'USD', { pickup: false }),
    ).toMatch(/coming soon/);
    expect(unaddableReason(product('i', { usd: 5, flags: { c_isInShopOnly: true } }), 'USD', { pickup: true })).toMatch(
      /only available in our shops/,
    );
    const pickupOnly = product('p', { usd: 5, flags: { c_isPickupOnly: true } });
    expect(unaddableReason(pickupOnly, 'USD', { pickup: false })).toMatch(/collect in store/);
    expect(unaddableReason(pickupOnly, 'USD', { pickup: true })).toBeUndefined();
    expect(unaddableReason(ok, 'CAD', { pickup: false })).toMatch(/no price in CAD/);
    expect(unaddableReason(product('z', { usd: 5, ats: 0 }), 'USD', { pickup: false })).toBeUndefined();
  });

  it('enforces per-order quantity limits', () => {
    const limited = product('poster', { usd: 0, flags: { c_isCollateral: true, c_quantityLimit: 2 } });
    expect(quantityLimitOf(limited)).toBe(2);
    expect(quantityLimitOf(product('x', { usd: 1, flags: { c_quantityLimit: 'lots' } }))).toBeUndefined();
    expect(() => assertWithinQuantityLimit(limited, 2)).not.toThrow();
    expectProblem(
      () => assertWithinQuantityLimit(limited, 3),
      400,
      'quantity-limit-exceeded',
      /limited to 2 per order/,
    );
  });
});

describe('gift messages', () => {
  it('accepts letters, digits, spaces and line breaks up to 150 characters', () => {
    expect(giftMessageError('')).toBeUndefined();
    expect(giftMessageError('Happy Birthday Mum\nLove from the 3 of us')).toBeUndefined();
    expect(giftMessageError('Joyeux Noël Zoë')).toBeUndefined();
    expect(giftMessageError('a'.repeat(150))).toBeUndefined();
  });

  it('refuses special characters and long messages with the spec text', () => {
    expect(giftMessageError('Happy Birthday!')).toBe(GIFT_MESSAGE_CHARACTERS_ERROR);
    expect(GIFT_MESSAGE_CHARACTERS_ERROR).toBe(
      'Messages can only contain letters and numbers. Please remove any special characters to continue.',
    );
    expect(giftMessageError('Love, Ann')).toBe(GIFT_MESSAGE_CHARACTERS_ERROR);
    expect(giftMessageError('Cheers 🎉')).toBe(GIFT_MESSAGE_CHARACTERS_ERROR);
    expect(giftMessageError('<script>')).toBe(GIFT_MESSAGE_CHARACTERS_ERROR);
    expect(giftMessageError('a'.repeat(151))).toBe(GIFT_MESSAGE_LENGTH_ERROR);
  });
});

describe('basket calculation', () => {
  const methodFor = (id: string) => ({ id });

  it('prices lines (sale wins) and leaves shipping, tax and order totals open until known', () => {
    const result = calculateBasket(
      basket([
        { productId: 'truffle-20', quantity: 2 },
        { productId: 'pop-sale', quantity: 4 },
      ]),
      context(),
    );
    expect(result.productItems!.map((item) => [item.basePrice, item.price, item.priceAfterItemDiscount])).toEqual([
      [20, 40, 40],
      [1.5, 6, 4.8],
    ]);
    expect(result.productItems![1]!.priceAdjustments![0]).toMatchObject({
      promotionId: 'lollipops-20-off',
      price: -1.2,
      itemText: '20% off all lollipops this week',
    });
    expect(result.productSubTotal).toBe(44.8);
    expect(result.productTotal).toBe(44.8);
    expect(result.taxation).toBe('net');
    for (const key of ['shippingTotal', 'taxTotal', 'orderTotal', 'c_paymentAmount', 'merchandizeTotalTax'])
      expect(result).not.toHaveProperty(key);
    expect(result.c_qualifiers).toEqual({ qdThresholdMet: true });
  });

  it('computes net tax on discounted merchandise and shipping for a New York order', () => {
    const input = basket([{ productId: 'truffle-30', quantity: 2 }], {
      shipments: [{ shipmentId: 'me', shippingAddress: NYC, shippingMethod: methodFor('UPSGT_Disc') }],
      couponItems: [{ code: 'SWEET10', couponItemId: 'cp1' }],
    });
    const result = calculateBasket(input, context());
    expect(result.productSubTotal).toBe(60);
    expect(result.orderPriceAdjustments).toEqual([
      expect.objectContaining({
        promotionId: 'sweet10-orders-50',
        couponCode: 'SWEET10',
        price: -6,
        appliedDiscount: { type: 'percentage', percentage: 10 },
      }),
    ]);
    expect(result.productTotal).toBe(54);
    const item = result.productItems![0]!;
    expect(item).toMatchObject({
      priceAfterOrderDiscount: 54,
      taxRate: 0.08875,
      tax: 5.33,
      taxBasis: 54,
      adjustedTax: 4.79,
      taxClassId: 'standard',
    });
    expect(result.shippingItems).toEqual([
      expect.objectContaining({
        shipmentId: 'me',
        basePrice: 8.99,
        price: 8.99,
        priceAfterItemDiscount: 8.99,
        taxRate: 0.08875,
        tax: 0.8,
        adjustedTax: 0.8,
      }),
    ]);
    expect(result).toMatchObject({
      shippingTotal: 8.99,
      merchandizeTotalTax: 5.33,
      adjustedMerchandizeTotalTax: 4.79,
      shippingTotalTax: 0.8,
      taxTotal: 5.59,
      orderTotal: 68.58,
      c_paymentAmount: 68.58,
    });
    expect(result.shipments![0]).toMatchObject({
      productSubTotal: 60,
      productTotal: 54,
      shippingTotal: 8.99,
      taxTotal: 5.59,
      shipmentTotal: 68.58,
    });
    expect(result.couponItems).toEqual([{ code: 'SWEET10', couponItemId: 'cp1', statusCode: 'applied', valid: true }]);
  });

  it('applies free standard shipping over $75 and drops the approaching discount', () => {
    const under = calculateBasket(
      basket([{ productId: 'truffle-30', quantity: 2 }], {
        shipments: [{ shipmentId: 'me', shippingAddress: LA, shippingMethod: methodFor('STANDARD') }],
      }),
      context(),
    );
    expect(under.shipments![0]!.c_approachingDiscounts).toEqual([
      {
        promotionId: 'treat15-orders-150',
        itemText: '$15 off orders of $150 or more',
        remain: 90,
        threshold: 150,
        merchandiseTotal: 60,
      },
      {
        promotionId: 'free-shipping-75',
        itemText: 'Free standard shipping on orders over $75',
        remain: 15,
        threshold: 75,
        merchandiseTotal: 60,
      },
    ]);
    expect(under.shippingTotal).toBe(9.99);
    const over = calculateBasket(
      basket([{ productId: 'tin-100', quantity: 1 }], {
        shipments: [{ shipmentId: 'me', shippingAddress: LA, shippingMethod: methodFor('STANDARD') }],
      }),
      context(),
    );
    expect(over.shippingItems![0]).toMatchObject({
      basePrice: 12.99,
      priceAfterItemDiscount: 0,
      priceAdjustments: [
        expect.objectContaining({ promotionId: 'free-shipping-75', price: -12.99, appliedDiscount: { type: 'free' } }),
      ],
    });
    expect(over.shippingTotal).toBe(0);
    expect(over.shipments![0]!.shippingMethod).toMatchObject({
      id: 'STANDARD',
      price: 12.99,
      shippingPromotions: [expect.objectContaining({ promotionId: 'free-shipping-75' })],
    });
    expect(over.shipments![0]!.c_approachingDiscounts).toEqual([
      expect.objectContaining({ promotionId: 'treat15-orders-150', remain: 50 }),
    ]);
    expect(over.taxTotal).toBe(7.25);
    expect(over.orderTotal).toBe(107.25);
  });

  it('taxes a Canadian order with HST on merchandise and shipping', () => {
    const input = basket([{ productId: 'truffle-20', quantity: 1 }], {
      currency: 'CAD',
      shipments: [{ shipmentId: 'me', shippingAddress: TORONTO, shippingMethod: methodFor('STANDARD') }],
    });
    const result = calculateBasket(input, context());
    expect(result).toMatchObject({
      productSubTotal: 27,
      shippingTotal: 10.99,
      merchandizeTotalTax: 3.51,
      shippingTotalTax: 1.43,
      taxTotal: 4.94,
      orderTotal: 42.93,
    });
  });

  it('marks coupons that do not apply, and coupons that went invalid', () => {
    const input = basket([{ productId: 'bar-5', quantity: 1 }], {
      couponItems: [
        { code: 'CORPORATE15', couponItemId: 'a' },
        { code: 'SWEET10', couponItemId: 'b' },
        { code: 'HOLIDAY25', couponItemId: 'c' },
      ],
    });
    const result = calculateBasket(input, context());
    expect(result.couponItems!.map((coupon) => [coupon.code, coupon.statusCode, coupon.valid])).toEqual([
      ['CORPORATE15', 'no_applicable_promotion', true],
      ['SWEET10', 'no_applicable_promotion', true],
      ['HOLIDAY25', 'no_active_promotion', false],
    ]);
    expect(result.orderPriceAdjustments).toBeUndefined();
  });

  it('flags lines over the available stock and unsellable lines, with c_flashes', () => {
    const catalog = new Map(PRODUCTS);
    catalog.set('gone', product('gone', { usd: 3, flags: { c_unsellable: true } }));
    const result = calculateBasket(
      basket([
        { productId: 'bar-5', quantity: 5 },
        { productId: 'gone', quantity: 1 },
        { productId: 'truffle-20', quantity: 1 },
      ]),
      context({ products: catalog }),
    );
    expect(result.productItems![0]).toMatchObject({
      inventory: { id: 'inventory_online', ats: 3, stockLevel: 3, orderable: true },
      c_inventoryExceeded: true,
    });
    expect(result.productItems![1]).toMatchObject({ inventory: { orderable: false }, c_inventoryExceeded: false });
    expect(result.productItems![2]!.c_inventoryExceeded).toBe(false);
    expect(result.c_flashes).toEqual([
      {
        type: 'InsufficientInventory',
        message: 'Only 3 of "Product bar-5" are available.',
        path: '$.productItems[0]',
        details: { itemId: 'item1', productId: 'bar-5', quantity: 5, ats: 3 },
      },
      {
        type: 'ProductItemNotAvailable',
        message: '"Product gone" can\'t be ordered: it is not sold online.',
        path: '$.productItems[1]',
        details: { itemId: 'item2', productId: 'gone' },
      },
    ]);
  });

  it('reads shop inventory for lines drawn from a shop', () => {
    const input = basket([{ productId: 'truffle-20', quantity: 2, inventoryId: 'store-7' }]);
    expect(lineLocation(input.productItems![0]!)).toBe('store-7');
    expect(lineLocation({ c_fromStoreId: 'store-9' })).toBe('store-9');
    expect(lineLocation({})).toBeUndefined();
    const result = calculateBasket(
      input,
      context({ locationAts: new Map([[inventoryKey('truffle-20', 'store-7'), 1]]) }),
    );
    expect(result.productItems![0]).toMatchObject({ inventory: { id: 'store-7', ats: 1 }, c_inventoryExceeded: true });
  });

  it('flags a chosen method the destination no longer allows', () => {
    const input = basket([{ productId: 'bar-5', quantity: 1 }], {
      shipments: [
        { shipmentId: 'me', shippingAddress: { ...LA, stateCode: 'HI' }, shippingMethod: methodFor('OVERNIGHT') },
      ],
    });
    const result = calculateBasket(input, context());
    expect(result.c_flashes).toEqual([
      expect.objectContaining({ type: 'ShippingMethodNotApplicable', path: '$.shipments[0].shippingMethod' }),
    ]);
  });

  it('totals several shipments, each with its own destination', () => {
    const input = basket(
      [
        { productId: 'truffle-30', quantity: 1 },
        { productId: 'candy-8', quantity: 2, shipmentId: 'Shipment1' },
      ],
      {
        shipments: [
          { shipmentId: 'me', shippingAddress: LA, shippingMethod: methodFor('UPSGT_Disc') },
          {
            shipmentId: 'Shipment1',
            shippingAddress: { ...LA, stateCode: 'OR', city: 'Portland' },
            shippingMethod: methodFor('EXPRESS'),
          },
          { shipmentId: 'Shipment2' },
        ],
      },
    );
    const result = calculateBasket(input, context());
    expect(
      result.shipments!.map((shipment) => [
        shipment.shipmentId,
        shipment.productSubTotal,
        shipment.shippingTotal,
        shipment.taxTotal,
        shipment.shipmentTotal,
      ]),
    ).toEqual([
      ['me', 30, 6.99, 2.18, 39.17],
      ['Shipment1', 13, 14.99, 0, 27.99],
      ['Shipment2', 0, 0, 0, 0],
    ]);
    expect(result.productItems![1]!.priceAdjustments![0]).toMatchObject({
      promotionId: 'hard-candy-buy2-save3',
      price: -3,
    });
    expect(result).toMatchObject({ productSubTotal: 43, shippingTotal: 21.98, taxTotal: 2.18, orderTotal: 67.16 });
    expect(result.shippingItems).toHaveLength(2);
  });

  it('caps gift cards at what is left to pay and reports c_paymentAmount', () => {
    const input = basket([{ productId: 'truffle-20', quantity: 1 }], {
      shipments: [
        { shipmentId: 'me', shippingAddress: { ...LA, stateCode: 'OR' }, shippingMethod: methodFor('UPSGT_Disc') },
      ],
      paymentInstruments: [
        { paymentInstrumentId: 'g1', paymentMethodId: 'GIFTCARD', amount: 10 },
        { paymentInstrumentId: 'g2', paymentMethodId: 'GIFTCARD', amount: 50 },
        { paymentInstrumentId: 'cc', paymentMethodId: 'CREDIT_CARD', amount: 26.99 },
      ],
    });
    const result = calculateBasket(input, context());
    expect(result.orderTotal).toBe(26.99);
    expect(result.paymentInstruments!.map((instrument) => instrument.amount)).toEqual([10, 16.99, 26.99]);
    expect(result.c_paymentAmount).toBe(0);
  });

  it('allocates gift cards in order, an open amount taking what is left', () => {
    const instruments = [
      { paymentMethodId: 'GIFTCARD_DISCOUNTED' },
      { paymentMethodId: 'GIFTCARD', amount: 5 },
      { paymentMethodId: 'CREDIT_CARD', amount: 99 },
    ];
    expect(allocateGiftCards(instruments, 30)).toBe(0);
    expect(instruments.map((instrument) => instrument.amount)).toEqual([30, 0, 99]);
    expect(allocateGiftCards([{ paymentMethodId: 'GIFTCARD', amount: 12.5 }], 30)).toBe(17.5);
  });

  it('keeps adjustment and shipping item ids across recalculations and leaves its input alone', () => {
    const input = basket([{ productId: 'pop-sale', quantity: 2 }], {
      shipments: [{ shipmentId: 'me', shippingAddress: LA, shippingMethod: methodFor('UPSGT_Disc') }],
    });
    const frozen = JSON.stringify(input);
    const first = calculateBasket(input, context());
    expect(JSON.stringify(input)).toBe(frozen);
    const second = calculateBasket(first, context({ newId: () => 'fresh' }));
    expect(second.productItems![0]!.priceAdjustments![0]!.priceAdjustmentId).toBe(
      first.productItems![0]!.priceAdjustments![0]!.priceAdjustmentId,
    );
    expect(second.shippingItems![0]!.itemId).toBe(first.shippingItems![0]!.itemId);
  });

  it('computes the volume-savings minimum order qualifier', () => {
    expect(minimumOrderTotal('volume-savings', 'USD')).toBe(150);
    expect(minimumOrderTotal('sweet-shop', 'USD')).toBe(0);
    const small = calculateBasket(
      basket([{ productId: 'truffle-30', quantity: 1 }]),
      context({ minimumOrderTotal: 150 }),
    );
    expect(small.c_qualifiers).toEqual({ qdThresholdMet: false });
    const big = calculateBasket(basket([{ productId: 'tin-100', quantity: 2 }]), context({ minimumOrderTotal: 150 }));
    expect(big.c_qualifiers).toEqual({ qdThresholdMet: true });
    expect(calculateBasket(basket([]), context()).c_qualifiers).toEqual({ qdThresholdMet: false });
  });

  it('gives an empty basket zero totals', () => {
    const result = calculateBasket(basket([]), context());
    expect(result).toMatchObject({
      productSubTotal: 0,
      productTotal: 0,
      shippingTotal: 0,
      taxTotal: 0,
      orderTotal: 0,
      c_paymentAmount: 0,
    });
    expect(result.shippingItems).toBeUndefined();
  });

  it('uses the seeded shipping method definitions', () => {
    const ids = SHIPPING_METHODS.map((entry: ShippingMethodDefinition) => entry.id);
    expect(ids).toEqual(['UPSGT_Disc', 'STANDARD', 'EXPRESS', 'OVERNIGHT', 'PICKUP']);
    expect(method('UPSGT_Disc').name).toBe('Ground (discounted)');
  });
});
