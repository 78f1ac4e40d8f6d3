import { roundMoney } from './money.ts';
import type { Destination, OrderAddress, Shipment, ShippingMethodDefinition } from './types.ts';

/** The shipping method offered first whenever a destination allows it (spec: UPSGT_Disc is auto-selected). */
export const PREFERRED_SHIPPING_METHOD_ID = 'UPSGT_Disc';

const PO_BOX =
  /\b(?:p\.?\s*o\.?\s*box|post\s*office\s*box|p\.?\s*o\.?\s*b\.?|pob|box\s*#?\s*\d+|postal\s*box|p\s*o\s*drawer|pmb)\b/i;

/** Whether an address line names a PO box ("PO Box 12", "P.O. Box", "Post Office Box", "POB 7", "Box 42"). */
export function isPoBox(...lines: Array<string | undefined>): boolean {
  return lines.some((line) => typeof line === 'string' && PO_BOX.test(line));
}

/** A pickup shipment is collected in a shop: it names the shop (c_fromStoreId or the address's c_storeId) or uses a store-pickup method. */
export function isPickupShipment(shipment: Shipment): boolean {
  return Boolean(
    shipment.c_fromStoreId ||
    (shipment.shippingAddress as OrderAddress | undefined)?.c_storeId ||
    (shipment.shippingMethod as { c_storePickupEnabled?: boolean } | undefined)?.c_storePickupEnabled,
  );
}

/** The country a basket ships to before any address is known: USD baskets to the US, CAD to Canada. */
export function defaultCountryFor(currency: string): string {
  return currency === 'CAD' ? 'CA' : 'US';
}

/** The destination of a shipment for shipping and tax rules. */
export function destinationOf(shipment: Shipment, currency: string): Destination {
  const address = shipment.shippingAddress as OrderAddress | undefined;
  const countryCode = address?.countryCode?.toUpperCase();
  return {
    countryCode: countryCode || defaultCountryFor(currency),
    stateCode: address?.stateCode?.toUpperCase() || undefined,
    postalCode: address?.postalCode || undefined,
    city: address?.city || undefined,
    address1: address?.address1,
    address2: address?.address2,
    isPoBox: Boolean(address?.c_isPOBox) || isPoBox(address?.address1, address?.address2, address?.postBox),
    isStorePickup: isPickupShipment(shipment),
  };
}

/** Whether a method may ship to a destination: country, excluded states, PO boxes, pickup vs delivery. */
export function isMethodApplicable(
  method: ShippingMethodDefinition,
  destination: Destination,
  currency: string,
): boolean {
  if (method.storePickup !== Boolean(destination.isStorePickup)) return false;
  if (!method.rates[currency]) return false;
  if (!destination.countryCode || !method.countries.includes(destination.countryCode)) return false;
  if (destination.stateCode && method.excludedStates.includes(destination.stateCode)) return false;
  if (destination.isPoBox && method.excludesPoBox) return false;
  return true;
}

/** Methods offered for a destination, in display order. */
export function applicableShippingMethods(
  methods: readonly ShippingMethodDefinition[],
  destination: Destination,
  currency: string,
): ShippingMethodDefinition[] {
  return methods.filter((method) => isMethodApplicable(method, destination, currency));
}

/** UPSGT_Disc when offered, otherwise the first applicable method. */
export function defaultShippingMethodId(applicable: readonly ShippingMethodDefinition[]): string | undefined {
  return applicable.find((method) => method.id === PREFERRED_SHIPPING_METHOD_ID)?.id ?? applicable[0]?.id;
}

/** Base cost of a method: the band for the merchandise subtotal plus any surcharge for the destination state. */
export function shippingCost(
  method: ShippingMethodDefinition,
  merchandiseSubtotal: number,
  destination: Destination,
  currency: string,
): number {
  const bands = method.rates[currency];
  if (!bands || bands.length === 0) return 0;
  const band =
    bands.find((candidate) => candidate.below === undefined || merchandiseSubtotal < candidate.below) ??
    bands[bands.length - 1]!;
  const surcharge = destination.stateCode ? (method.surcharges?.[destination.stateCode]?.[currency] ?? 0) : 0;
  return roundMoney(band.cost + surcharge);
}

/** The id for a new shipment: 'Shipment' plus the smallest positive integer no shipment uses yet. */
export function nextShipmentId(existingIds: readonly string[]): string {
  const used = new Set(
    existingIds
      .map((id) => /^Shipment(\d+)$/.exec(id)?.[1])
      .filter(Boolean)
      .map(Number),
  );
  let number = 1;
  while (used.has(number)) number += 1;
  return `Shipment${number}`;
}
