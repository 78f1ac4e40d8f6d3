/**
 * The shipping method choice (checkout spec §4): NOT_SET means unset; UPSGT_Disc is auto-selected
 * when offered; otherwise the first method is chosen if none is set.
 */
import { SHIPPING_METHOD_NOT_SET } from './basket.ts';

/** The discounted ground method, chosen whenever the destination allows it. */
export const PREFERRED_SHIPPING_METHOD_ID = 'UPSGT_Disc';

/** A method as SCAPI's getShippingMethodsForShipment lists it (only what the page reads). */
export interface ShippingMethodOption {
  id: string;
  name?: string;
  description?: string;
  price?: number;
  /** The price once shipping promotions apply (a custom attribute of the shop). */
  c_priceAfterPromotions?: number;
  c_estimatedArrivalTime?: string;
  /** The storefront's delivery dates for it (models/delivery-estimate.ts), not SCAPI's. */
  arrives?: string;
}

export function isShippingMethodSet(id: string | null | undefined): id is string {
  return Boolean(id) && id !== SHIPPING_METHOD_NOT_SET;
}

/**
 * The method to use among those offered: the one asked for (the shopper's choice, or the basket's
 * current one) when it is set and offered; else UPSGT_Disc when offered; else the first; undefined
 * when nothing is offered.
 */
export function chooseShippingMethod(
  offered: readonly Pick<ShippingMethodOption, 'id'>[],
  wanted?: string | null,
): string | undefined {
  if (isShippingMethodSet(wanted) && offered.some((method) => method.id === wanted)) return wanted;
  return offered.find((method) => method.id === PREFERRED_SHIPPING_METHOD_ID)?.id ?? offered[0]?.id;
}

/** What the shopper pays for a method: the promotional price when there is one. */
export function shippingMethodPrice(method: ShippingMethodOption): number | undefined {
  return method.c_priceAfterPromotions ?? method.price;
}
