/**
 * Shipping one order to several recipients (checkout spec §3 shipments, §4 multi-ship, §5 mixed mode,
 * §9): which shipments are recipients, when the basket is multi-ship, the shipment ids, the batched
 * basket changes and the checkout rule over every shipment. Pure; the calls are in
 * services/multi-ship.server.ts.
 */
import {
  chosenShippingMethodId,
  DEFAULT_SHIPMENT_ID,
  isPickupShipment,
  isShippingAddressComplete,
  shippingShipmentId,
  type Basket,
  type BasketAddress,
  type BasketShipment,
} from './basket.ts';
import type { SiteId } from './sites.ts';

/**
 * Site settings `recipientLimit` and `appPWAShipmentBatchSize` (spec §9; the values are not shown
 * there, the batch size defaults to 5).
 */
export const MULTI_SHIP_SETTINGS: Record<SiteId, { recipientLimit: number; appPWAShipmentBatchSize: number }> = {
  'sweet-shop': { recipientLimit: 10, appPWAShipmentBatchSize: 5 },
  'volume-savings': { recipientLimit: 25, appPWAShipmentBatchSize: 5 },
  fundraising: { recipientLimit: 10, appPWAShipmentBatchSize: 5 },
};

/** Spec §9: a failed chunk is tried again twice. */
export const CHUNK_RETRIES = 2;
/** Catalog spec §9: the recipient list scrolls above 5. */
export const RECIPIENT_LIST_SCROLL_ABOVE = 5;

/** Spec §3: 'Shipment' plus the smallest positive integer no shipment uses yet. */
export function nextShipmentId(existingIds: readonly string[]): string {
  const used = new Set(
    existingIds.flatMap((id) => (/^Shipment([1-9]\d*)$/.exec(id) ? [Number(id.slice('Shipment'.length))] : [])),
  );
  let n = 1;
  while (used.has(n)) n += 1;
  return `Shipment${n}`;
}

/** The shipments that go to an address by carrier: neither pick-up nor e-mail (e-gift cards). */
export function deliveryShipments(basket: Basket | null | undefined): BasketShipment[] {
  return (basket?.shipments ?? []).filter(
    (shipment) => !isPickupShipment(shipment) && shipment.c_shipmentType !== 'electronic',
  );
}

/**
 * Spec §4: multi-ship is on when there is more than one shipment and none is a pick-up. E-gift cards'
 * e-mail shipment doesn't count: it is no recipient's parcel. The pick-up side shows "Collect from
 * store isn't available with a multi shipment order…" when this holds.
 */
export function isMultiShip(basket: Basket | null | undefined): boolean {
  const shipments = (basket?.shipments ?? []).filter((shipment) => shipment.c_shipmentType !== 'electronic');
  return shipments.length > 1 && !shipments.some(isPickupShipment);
}

/** Spec §4: the active shipment is none for multi-ship or when its address is complete, else the default shipment. */
export function activeShipmentId(basket: Basket | null | undefined): string | null {
  if (isMultiShip(basket)) return null;
  const id = shippingShipmentId(basket);
  const shipment = basket?.shipments?.find((candidate) => candidate.shipmentId === id);
  return isShippingAddressComplete(shipment?.shippingAddress) ? null : id;
}

/** Spec §4: with several shipments, the ones left without items are removed. */
export function emptyShipmentIds(basket: Basket | null | undefined): string[] {
  const shipments = basket?.shipments ?? [];
  if (shipments.length < 2) return [];
  const used = new Set((basket?.productItems ?? []).map((item) => item.shipmentId));
  const empty = shipments
    .filter((shipment) => shipment.shipmentId && !used.has(shipment.shipmentId))
    .map((shipment) => shipment.shipmentId!);
  // One shipment always stays, and SCAPI's default shipment can't be removed.
  return empty.length === shipments.length
    ? empty.filter((id) => id !== DEFAULT_SHIPMENT_ID).slice(0, shipments.length - 1)
    : empty.filter((id) => id !== DEFAULT_SHIPMENT_ID);
}

/** Spec §3 "Recipient selection": a delivery shipment with an address, as the recipient list shows it. */
export interface Recipient {
  shipmentId: string;
  fullName: string;
  address: string;
  isSelected: boolean;
}

/** One line for a recipient's address: street, city, state and postal code. */
export function addressLine(address: BasketAddress | undefined): string {
  if (!address) return '';
  const region = [address.stateCode, address.postalCode].filter(Boolean).join(' ');
  return [address.address1, address.address2, address.city, region].filter(Boolean).join(', ');
}

export function recipientName(address: BasketAddress | undefined): string {
  return address?.fullName?.trim() || [address?.firstName, address?.lastName].filter(Boolean).join(' ');
}

/** The recipients page with a recipient's edit form, coming back to `returnTo` once saved. */
export function recipientEditHref(shipmentId: string, returnTo = '/shipping'): string {
  return `/recipients?${new URLSearchParams({ edit: shipmentId, redirectTo: returnTo }).toString()}`;
}

/** The recipients: delivery shipments that have an address (the one still being filled in isn't one). */
export function recipients(basket: Basket | null | undefined, selected: readonly string[] = []): Recipient[] {
  return deliveryShipments(basket)
    .filter((shipment) => shipment.shipmentId && shipment.shippingAddress?.address1)
    .map((shipment) => ({
      shipmentId: shipment.shipmentId!,
      fullName: recipientName(shipment.shippingAddress),
      address: addressLine(shipment.shippingAddress),
      isSelected: selected.includes(shipment.shipmentId!),
    }));
}

/**
 * Where a new recipient goes: the default delivery shipment when it has neither address nor items
 * (a fresh basket), otherwise a new shipment with the next free id.
 */
export function shipmentForNewRecipient(basket: Basket | null | undefined): { reuse: string } | { create: string } {
  const first = deliveryShipments(basket)[0];
  const used = new Set((basket?.productItems ?? []).map((item) => item.shipmentId));
  if (first?.shipmentId && !first.shippingAddress?.address1 && !used.has(first.shipmentId))
    return { reuse: first.shipmentId };
  return { create: nextShipmentId((basket?.shipments ?? []).map((shipment) => shipment.shipmentId ?? '')) };
}

/** Checkout spec §4 over all shipments: every delivery shipment has a complete address. */
export function allAddressesComplete(basket: Basket): boolean {
  const shipments = deliveryShipments(basket);
  return shipments.length > 0 && shipments.every((shipment) => isShippingAddressComplete(shipment.shippingAddress));
}

/** …and a shipping method. */
export function allMethodsChosen(basket: Basket): boolean {
  const shipments = deliveryShipments(basket);
  return shipments.length > 0 && shipments.every((shipment) => Boolean(chosenShippingMethodId(shipment)));
}

/** One operation of a `c_actions` batch (spec §7 update basket). */
export type ShipmentAction =
  | { action: 'addShipments'; shipments: Record<string, unknown>[] }
  | { action: 'removeShipments'; shipmentIds: string[] }
  | { action: 'shipNow'; shipmentId: string; c_shipnow: Record<string, unknown> | null };

/** Spec §9: the operations in batches of at most `size` (at least 1), in order. */
export function chunk<T>(operations: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size) || 1);
  const chunks: T[][] = [];
  for (let start = 0; start < operations.length; start += step) chunks.push(operations.slice(start, start + step));
  return chunks;
}

/** Spec §8: what a chunk that failed after its retries reports. */
export class ChunkRetriesExceeded extends Error {
  constructor(
    readonly retries: number,
    cause: unknown,
  ) {
    super(`Failed to update basket. Exceeded maximum ${retries} retries for a chunk.`, { cause });
  }
}

/**
 * Spec §4/§9: sends the operations chunk by chunk, in order; a chunk that fails is sent again up to
 * `retries` times, then the whole run stops with ChunkRetriesExceeded (the chunks before it stay
 * applied). Returns the last chunk's answer.
 */
export async function runInChunks<T, R>(
  operations: readonly T[],
  size: number,
  send: (chunk: T[]) => Promise<R>,
  retries = CHUNK_RETRIES,
): Promise<R | undefined> {
  let last: R | undefined;
  for (const part of chunk(operations, size)) {
    let attempt = 0;
    for (;;) {
      try {
        last = await send(part);
        break;
      } catch (error) {
        if (attempt >= retries) throw new ChunkRetriesExceeded(retries, error);
        attempt += 1;
      }
    }
  }
  return last;
}

/**
 * An `addShipments` operation per shipment: SCAPI's create-shipment body (id, address, method).
 * One shipment per operation keeps the batch size a count of shipments.
 */
export function addShipmentActions(shipments: readonly Record<string, unknown>[]): ShipmentAction[] {
  return shipments.map((shipment) => ({ action: 'addShipments', shipments: [shipment] }));
}

export function removeShipmentActions(shipmentIds: readonly string[]): ShipmentAction[] {
  return shipmentIds.map((shipmentId) => ({ action: 'removeShipments', shipmentIds: [shipmentId] }));
}

/** A multi-ship basket's recipients' addresses by shipment id (read before a merge, which leaves addresses behind). */
export function recipientAddresses(basket: Basket | null | undefined): Map<string, BasketAddress> {
  if (!isMultiShip(basket)) return new Map();
  return new Map(
    deliveryShipments(basket).flatMap((shipment) =>
      shipment.shipmentId && shipment.shippingAddress?.address1
        ? [[shipment.shipmentId, shipment.shippingAddress] as const]
        : [],
    ),
  );
}

/** The bag of a multi-ship basket, by recipient: each delivery shipment with the lines it holds ("Ship to {name}"). */
export interface RecipientGroup {
  shipmentId: string;
  title: string;
  address: string;
  itemIds: string[];
}

export function recipientGroups(basket: Basket | null | undefined): RecipientGroup[] | null {
  if (!isMultiShip(basket)) return null;
  return deliveryShipments(basket).map((shipment) => {
    const name = recipientName(shipment.shippingAddress);
    return {
      shipmentId: shipment.shipmentId ?? '',
      title: name ? `Ship to ${name}` : 'Ship to (no recipient yet)',
      address: addressLine(shipment.shippingAddress),
      itemIds: (basket?.productItems ?? [])
        .filter((item) => item.shipmentId === shipment.shipmentId && item.itemId)
        .map((item) => item.itemId!),
    };
  });
}
