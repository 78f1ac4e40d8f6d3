import type { ShopperBasketsTypes } from 'commerce-sdk-isomorphic';

/** SCAPI wire types (shopper-baskets v1 and v2 share these shapes). */
export type Basket = ShopperBasketsTypes.Basket;
export type ProductItem = ShopperBasketsTypes.ProductItem;
export type Shipment = ShopperBasketsTypes.Shipment;
export type ShippingItem = ShopperBasketsTypes.ShippingItem;
export type ShippingMethod = ShopperBasketsTypes.ShippingMethod;
export type PriceAdjustment = ShopperBasketsTypes.PriceAdjustment;
export type CouponItem = ShopperBasketsTypes.CouponItem;
export type OrderAddress = ShopperBasketsTypes.OrderAddress;
export type OrderPaymentInstrument = ShopperBasketsTypes.OrderPaymentInstrument;

/** An amount per currency, e.g. { USD: 50, CAD: 65 }. */
export type CurrencyAmounts = Record<string, number>;

/** What a promotion takes off. Percentages are whole numbers (10 means 10 %). */
export type PromotionDiscount =
  | { type: 'percentage'; percentage: number }
  | { type: 'amount'; amount: CurrencyAmounts }
  | { type: 'free' }
  | { type: 'cheapest-free'; groupSize: number };

interface PromotionBase {
  id: string;
  name: string;
  /** Shown to shoppers (itemText of adjustments, approaching-discount text, shipping promotion callouts). */
  calloutMsg: string;
  /** ISO instants; outside them the promotion is inactive. */
  startDate?: string;
  endDate?: string;
  /** Active only with one of its coupons in the basket. */
  requiresCoupon: boolean;
}

/** Order-level: percent or amount off the merchandise total once it reaches a threshold. */
export interface OrderPromotion extends PromotionBase {
  type: 'order';
  discount: Extract<PromotionDiscount, { type: 'percentage' } | { type: 'amount' }>;
  threshold?: CurrencyAmounts;
}

/**
 * Product-level: a discount on lines of qualifying products (by product id, master id, or a category
 * or any of its subcategories).
 *  - percentage: off each qualifying line (from minQuantity units in the line, when set);
 *  - amount: taken once per complete group of minQuantity units in a line ("buy 2, save $3");
 *  - cheapest-free: across all qualifying lines, every groupSize-th unit, most expensive first, is
 *    free ("buy 3, get the cheapest free").
 */
export interface ProductPromotion extends PromotionBase {
  type: 'product';
  categoryIds?: string[];
  productIds?: string[];
  minQuantity?: number;
  discount:
    | Extract<PromotionDiscount, { type: 'percentage' } | { type: 'amount' }>
    | { type: 'cheapest-free'; groupSize: number };
}

/** Shipping-level: discount on a shipment's shipping for the listed methods, from a threshold. */
export interface ShippingPromotion extends PromotionBase {
  type: 'shipping';
  shippingMethodIds: string[];
  threshold?: CurrencyAmounts;
  discount: Exclude<PromotionDiscount, { type: 'cheapest-free' }>;
}

export type PromotionDefinition = OrderPromotion | ProductPromotion | ShippingPromotion;

export interface CouponDefinition {
  code: string;
  promotionIds: string[];
  enabled: boolean;
}

/** Cost of a shipping method: a price per merchandise-subtotal band, per currency. */
export interface ShippingRateBand {
  /** The band applies while the shipment's merchandise subtotal is below this (none: no upper bound). */
  below?: number;
  cost: number;
}

export interface ShippingMethodDefinition {
  id: string;
  name: string;
  description: string;
  /** Country codes the method ships to. */
  countries: string[];
  /** State or province codes it does not ship to (e.g. Alaska, Hawaii). */
  excludedStates: string[];
  /** Carriers that cannot deliver to a PO box. */
  excludesPoBox: boolean;
  /** Only for in-shop pickup shipments (and pickup shipments only offer these). */
  storePickup: boolean;
  rates: Record<string, ShippingRateBand[]>;
  /** Added per destination state/province (remote areas). */
  surcharges?: Record<string, CurrencyAmounts>;
  estimatedArrivalTime: string;
}

/** Where a shipment goes, as far as shipping and tax care. */
export interface Destination {
  countryCode?: string;
  stateCode?: string;
  postalCode?: string;
  city?: string;
  address1?: string;
  address2?: string;
  isPoBox?: boolean;
  isStorePickup?: boolean;
}
