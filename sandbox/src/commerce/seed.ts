import type { Db } from '../db/client.ts';
import { json } from '../db/client.ts';
import type { CouponDefinition, PromotionDefinition, ShippingMethodDefinition } from './types.ts';

/**
 * Campaign dates are fixed (the seed is deterministic): current ones run from 2024 to 2099. The ids of
 * automatic promotions match the callouts the catalog shows on product pages (free-shipping-75,
 * truffles-3-for-2, lollipops-20-off).
 */
const CAMPAIGN_START = '2024-01-01T00:00:00.000Z';
const CAMPAIGN_END = '2099-12-31T23:59:59.000Z';

export const PROMOTIONS: PromotionDefinition[] = [
  {
    id: 'sweet10-orders-50',
    type: 'order',
    name: 'Sweet 10',
    calloutMsg: '10% off orders of $50 or more',
    requiresCoupon: true,
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
    threshold: { USD: 50, CAD: 65 },
    discount: { type: 'percentage', percentage: 10 },
  },
  {
    id: 'treat15-orders-150',
    type: 'order',
    name: 'Treat yourself',
    calloutMsg: '$15 off orders of $150 or more',
    requiresCoupon: false,
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
    threshold: { USD: 150, CAD: 200 },
    discount: { type: 'amount', amount: { USD: 15, CAD: 20 } },
  },
  {
    id: 'choc20-chocolate',
    type: 'product',
    name: 'Chocolate 20',
    calloutMsg: '20% off chocolate',
    requiresCoupon: true,
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
    categoryIds: ['chocolate'],
    discount: { type: 'percentage', percentage: 20 },
  },
  {
    id: 'lollipops-20-off',
    type: 'product',
    name: 'Lollipop week',
    calloutMsg: '20% off all lollipops this week',
    requiresCoupon: false,
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
    categoryIds: ['lollipops-classic'],
    discount: { type: 'percentage', percentage: 20 },
  },
  {
    id: 'truffles-3-for-2',
    type: 'product',
    name: 'Truffles 3 for 2',
    calloutMsg: 'Buy 3 truffle boxes, get the cheapest free',
    requiresCoupon: false,
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
    categoryIds: ['truffles'],
    discount: { type: 'cheapest-free', groupSize: 3 },
  },
  {
    id: 'hard-candy-buy2-save3',
    type: 'product',
    name: 'Hard candy pair',
    calloutMsg: 'Buy 2 hard candy tins, save $3',
    requiresCoupon: false,
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
    categoryIds: ['hard-candy'],
    minQuantity: 2,
    discount: { type: 'amount', amount: { USD: 3, CAD: 4 } },
  },
  {
    id: 'free-shipping-75',
    type: 'shipping',
    name: 'Free shipping over $75',
    calloutMsg: 'Free standard shipping on orders over $75',
    requiresCoupon: false,
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
    shippingMethodIds: ['UPSGT_Disc', 'STANDARD'],
    threshold: { USD: 75, CAD: 100 },
    discount: { type: 'free' },
  },
  {
    id: 'freeship-coupon',
    type: 'shipping',
    name: 'Free shipping code',
    calloutMsg: 'Free standard shipping',
    requiresCoupon: true,
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
    shippingMethodIds: ['UPSGT_Disc', 'STANDARD'],
    discount: { type: 'free' },
  },
  {
    id: 'corporate15-corporate-gifts',
    type: 'product',
    name: 'Corporate gifts',
    calloutMsg: '15% off corporate gifts',
    requiresCoupon: true,
    startDate: CAMPAIGN_START,
    endDate: CAMPAIGN_END,
    categoryIds: ['corporate-gifts'],
    minQuantity: 50,
    discount: { type: 'percentage', percentage: 15 },
  },
  {
    id: 'holiday25-2023',
    type: 'order',
    name: 'Holidays 2023',
    calloutMsg: '25% off your holiday order',
    requiresCoupon: true,
    startDate: '2023-11-01T00:00:00.000Z',
    endDate: '2024-01-01T00:00:00.000Z',
    discount: { type: 'percentage', percentage: 25 },
  },
];

export const COUPONS: CouponDefinition[] = [
  { code: 'SWEET10', promotionIds: ['sweet10-orders-50'], enabled: true },
  { code: 'FREESHIP', promotionIds: ['freeship-coupon'], enabled: true },
  { code: 'CHOC20', promotionIds: ['choc20-chocolate'], enabled: true },
  // Valid, but its promotion needs 50 corporate-gift boxes in one line: usually no_applicable_promotion.
  { code: 'CORPORATE15', promotionIds: ['corporate15-corporate-gifts'], enabled: true },
  // Its promotion ended: refused as an invalid coupon code.
  { code: 'HOLIDAY25', promotionIds: ['holiday25-2023'], enabled: true },
];

const US_ONLY = ['US'];
const US_AND_CANADA = ['US', 'CA'];
const NONCONTIGUOUS = ['AK', 'HI', 'PR'];

export const SHIPPING_METHODS: ShippingMethodDefinition[] = [
  {
    id: 'UPSGT_Disc',
    name: 'Ground (discounted)',
    description: 'UPS Ground at a discount, 5-7 business days',
    countries: US_ONLY,
    excludedStates: NONCONTIGUOUS,
    excludesPoBox: true,
    storePickup: false,
    rates: { USD: [{ below: 50, cost: 6.99 }, { below: 100, cost: 8.99 }, { cost: 10.99 }] },
    estimatedArrivalTime: '5-7 Business Days',
  },
  {
    id: 'STANDARD',
    name: 'Standard',
    description: 'USPS or Canada Post, 5-8 business days',
    countries: US_AND_CANADA,
    excludedStates: [],
    excludesPoBox: false,
    storePickup: false,
    rates: {
      USD: [{ below: 50, cost: 7.99 }, { below: 100, cost: 9.99 }, { cost: 12.99 }],
      CAD: [{ below: 65, cost: 10.99 }, { below: 130, cost: 13.99 }, { cost: 16.99 }],
    },
    surcharges: {
      AK: { USD: 10 },
      HI: { USD: 10 },
      PR: { USD: 10 },
      NT: { CAD: 15 },
      NU: { CAD: 15 },
      YT: { CAD: 15 },
    },
    estimatedArrivalTime: '5-8 Business Days',
  },
  {
    id: 'EXPRESS',
    name: 'Express',
    description: 'Express delivery, 2 business days',
    countries: US_AND_CANADA,
    excludedStates: ['NT', 'NU', 'YT'],
    excludesPoBox: true,
    storePickup: false,
    rates: {
      USD: [{ below: 50, cost: 14.99 }, { below: 100, cost: 17.99 }, { cost: 21.99 }],
      CAD: [{ below: 65, cost: 21.99 }, { below: 130, cost: 25.99 }, { cost: 29.99 }],
    },
    surcharges: { AK: { USD: 20 }, HI: { USD: 20 }, PR: { USD: 20 } },
    estimatedArrivalTime: '2 Business Days',
  },
  {
    id: 'OVERNIGHT',
    name: 'Overnight',
    description: 'Next business day',
    countries: US_ONLY,
    excludedStates: NONCONTIGUOUS,
    excludesPoBox: true,
    storePickup: false,
    rates: { USD: [{ below: 50, cost: 24.99 }, { below: 100, cost: 29.99 }, { cost: 34.99 }] },
    estimatedArrivalTime: 'Next Business Day',
  },
  {
    id: 'PICKUP',
    name: 'Pick Up In Shop',
    description: 'Collect your order from the shop you chose',
    countries: US_AND_CANADA,
    excludedStates: [],
    excludesPoBox: false,
    storePickup: true,
    rates: { USD: [{ cost: 0 }], CAD: [{ cost: 0 }] },
    estimatedArrivalTime: 'Ready in 2 hours',
  },
];

/** Promotions, coupon codes and shipping methods (see docs/demo-data.md). */
export async function seedCommerce(db: Db): Promise<void> {
  for (const promotion of PROMOTIONS) {
    await db.query(`INSERT INTO promotions (id, doc) VALUES ($1, $2::jsonb)`, [promotion.id, json(promotion)]);
  }
  for (const coupon of COUPONS) {
    await db.query(`INSERT INTO coupons (code, doc) VALUES ($1, $2::jsonb)`, [coupon.code, json(coupon)]);
  }
  for (const [position, method] of SHIPPING_METHODS.entries()) {
    await db.query(`INSERT INTO shipping_methods (id, position, doc) VALUES ($1, $2, $3::jsonb)`, [
      method.id,
      position,
      json(method),
    ]);
  }
}
