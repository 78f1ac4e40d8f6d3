import type { Db } from '../db/client.ts';
import { normalizeCouponCode } from './promotions.ts';
import type { CouponDefinition, PromotionDefinition, ShippingMethodDefinition } from './types.ts';

/** The commerce rules in the database (seeded by commerce/seed.ts): promotions, coupons, shipping methods. */
export interface Rulebook {
  promotions: PromotionDefinition[];
  coupons: Map<string, CouponDefinition>;
  shippingMethods: ShippingMethodDefinition[];
}

/** One query, not one per table: a shipping-methods answer or a basket change reads the rulebook each time. */
export async function loadRulebook(db: Db): Promise<Rulebook> {
  const [row] = await db.query<{
    promotions: PromotionDefinition[];
    coupons: CouponDefinition[];
    methods: ShippingMethodDefinition[];
  }>(
    `SELECT (SELECT coalesce(jsonb_agg(doc ORDER BY id), '[]') FROM promotions) AS promotions,
            (SELECT coalesce(jsonb_agg(doc), '[]') FROM coupons) AS coupons,
            (SELECT coalesce(jsonb_agg(doc ORDER BY position, id), '[]') FROM shipping_methods) AS methods`,
  );
  return {
    promotions: row!.promotions,
    coupons: new Map(row!.coupons.map((coupon) => [normalizeCouponCode(coupon.code), coupon])),
    shippingMethods: row!.methods,
  };
}

/**
 * Minimum merchandise total per site and currency for c_qualifiers.qdThresholdMet: the volume-savings
 * site sells at volume prices from a minimum order; the other sites have none.
 */
const MINIMUM_ORDER_TOTALS: Record<string, Record<string, number>> = {
  'volume-savings': { USD: 150, CAD: 200 },
};

export function minimumOrderTotal(siteId: string, currency: string): number {
  return MINIMUM_ORDER_TOTALS[siteId]?.[currency] ?? 0;
}
