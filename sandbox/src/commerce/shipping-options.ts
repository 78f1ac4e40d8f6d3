import { qualifyingShippingPromotions, bestShippingDiscount, type EffectivePromotion } from './promotions.ts';
import { applicableShippingMethods, defaultShippingMethodId, shippingCost } from './shipping.ts';
import { roundMoney } from './money.ts';
import type { Destination, ShippingMethod, ShippingMethodDefinition } from './types.ts';

export interface ShippingOptions {
  applicableShippingMethods: ShippingMethod[];
  defaultShippingMethodId?: string;
}

/**
 * SCAPI's ShippingMethodResult for a destination and merchandise subtotal: each applicable method with
 * its base price and the shipping promotions that would apply to it (c_priceAfterPromotions shows the
 * resulting price), and the default method (UPSGT_Disc when offered).
 */
export function shippingOptions(
  methods: readonly ShippingMethodDefinition[],
  destination: Destination,
  merchandiseSubtotal: number,
  effective: readonly EffectivePromotion[],
  currency: string,
): ShippingOptions {
  const applicable = applicableShippingMethods(methods, destination, currency);
  const defaultId = defaultShippingMethodId(applicable);
  return {
    applicableShippingMethods: applicable.map((method) => {
      const price = shippingCost(method, merchandiseSubtotal, destination, currency);
      const promotions = qualifyingShippingPromotions(effective, method.id, merchandiseSubtotal, currency);
      const discount = bestShippingDiscount(effective, method.id, merchandiseSubtotal, price, currency);
      return {
        id: method.id,
        name: method.name,
        description: method.description,
        price,
        ...(promotions.length
          ? {
              shippingPromotions: promotions.map((promotion) => ({
                promotionId: promotion.id,
                promotionName: promotion.name,
                calloutMsg: promotion.calloutMsg,
              })),
            }
          : {}),
        c_priceAfterPromotions: roundMoney(price - (discount?.amount ?? 0)),
        c_estimatedArrivalTime: method.estimatedArrivalTime,
        c_storePickupEnabled: method.storePickup,
      };
    }),
    ...(defaultId ? { defaultShippingMethodId: defaultId } : {}),
  };
}
