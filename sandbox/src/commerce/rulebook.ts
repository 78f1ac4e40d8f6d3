import type { Db } from '../db/client.ts';
import { normalizeCouponCode } from './promotions.ts';
import type { CouponDefinition, PromotionDefinition, ShippingMethodDefinition } from './types.ts';

/** The commerce rules in the database (seeded by commerce/seed.ts): promotions, coupons, shipping methods. */
export interface Rulebook {
  promotions: PromotionDefinition[];
  coupons: Map<string, CouponDefinition>;
  shippingMethods: ShippingMethodDefinition[];
}

export async function loadRulebook(db: Db): Promise<Rulebook> {
  const [promotions, coupons, methods] = await Promise.all([
    db.query<{ doc: PromotionDefinition }>(`SELECT doc FROM promotions ORDER BY id`),
    db.query<{ doc: CouponDefinition }>(`SELECT doc FROM coupons`),
    db.query<{ doc: ShippingMethodDefinition }>(`SELECT doc FROM shipping_methods ORDER BY position, id`),
  ]);
  return {
    promotions: promotions.map((row) => row.doc),
    coupons: new Map(coupons.map((row) => [normalizeCouponCode(row.doc.code), row.doc])),
    shippingMethods: methods.map((row) => row.doc),
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
