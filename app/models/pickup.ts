/**
 * Pick up in a shop (catalog spec §4 "Fulfillment choice", "Shop selection", "Add to bag"; checkout
 * spec §3, §4 "Multi-ship and pickup"): the shop as the storefront reads it, the chosen shop, the
 * fulfilment choice on a product, and which shipment a pick-up add goes to.
 */
import { isPickupShipment, type Basket, type BasketAddress, type BasketShipment } from './basket.ts';
import { PICKUP_SHIPMENT_ID } from './pickup-constants.ts';
import { isMultiShip } from './multi-ship.ts';
import type { Product } from './product.ts';
import { shopOpenStatus, weeklyHoursLines, type WeeklyHours } from './shop-hours.ts';

/** A shop of the `stores` custom API (store-search, store-details): its address has a basket address's fields. */
export interface Shop extends Pick<
  BasketAddress,
  'address1' | 'address2' | 'city' | 'stateCode' | 'postalCode' | 'countryCode' | 'phone'
> {
  id: string;
  name: string;
  inventoryId?: string;
  /** Miles from the searched zip (store-search only). */
  distance?: number;
  c_weeklyHours?: WeeklyHours;
  c_pickupEnabled?: boolean;
  /** store-search with c_productIds: the shop's stock of each product. */
  inventory?: Record<string, number>;
}

/** The chosen shop as kept between requests (session or cookie): enough for the header. */
export interface SelectedShop {
  id: string;
  name: string;
}

export const PICKUP_MESSAGES = {
  multiShip:
    "Collect from store isn't available with a multi shipment order. Please adjust your bag if you want to collect instead.",
  notForCollection: "This product isn't currently available for collection in store.",
  pickupOnly: 'This product is only available to collect in store.',
  selectPrompt: 'Select your preferred shop',
} as const;

export const availableAt = (shop: string) => `Available for pick up at ${shop}`;
export const notAvailableAt = (shop: string) => `Not available for pick up at ${shop}`;
export const pickUpAt = (shop: string) => `Pick up at ${shop}`;

/** The pick-up page, returning to `returnTo` once a shop is chosen (`productId`: the product it is chosen for). */
export function pickupHref(returnTo: string, productId?: string): string {
  const params = new URLSearchParams({ redirectTo: returnTo });
  if (productId) params.set('pid', productId);
  return `/pickup?${params.toString()}`;
}

/** `path` (a site path with its query) with the pick-up choice in it, so the product page comes back on pick-up. */
export function withPickupChoice(path: string): string {
  const url = new URL(path, 'http://storefront.invalid');
  url.searchParams.set('fulfillment', 'pickup');
  return `${url.pathname}${url.search}`;
}

/** The SELECTED_SHOP value: `{id, name}` as JSON; anything else reads as no shop. */
export function parseSelectedShop(value: unknown): SelectedShop | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { id, name } = parsed as Record<string, unknown>;
  if (
    typeof id !== 'string' ||
    typeof name !== 'string' ||
    !/^[\w-]{1,64}$/.test(id) ||
    !name.trim() ||
    name.length > 200
  )
    return null;
  return { id, name };
}

export type Fulfilment = 'shipping' | 'pickup';

/** Spec: pickup for pickup-only products, otherwise shipping. */
export function defaultFulfilment(product: Product): Fulfilment {
  return product.flags.isPickupOnly ? 'pickup' : 'shipping';
}

/**
 * Spec: pickup availability needs the product flagged available for in-store pickup, the shop's
 * stock above 0, and the product orderable (the storefront reads no pre- or back-order state apart).
 */
export function isAvailableForPickup(product: Product, shopStock: number | undefined): boolean {
  return (
    Boolean(product.flags.availableForInStorePickup || product.flags.isPickupOnly) &&
    !product.flags.isOnlineOnly &&
    (shopStock ?? 0) > 0 &&
    product.orderable
  );
}

export interface FulfilmentChoice {
  selected: Fulfilment;
  shippingDisabled: boolean;
  pickupDisabled: boolean;
  /** "Available for pick up at {shop}" / "Not available …", or the pickup-only line. */
  pickupMessage: string | null;
}

/**
 * The product page's fulfilment choice (spec §4): shipping is disabled for pickup-only products;
 * pickup is disabled for online-only products and where the chosen shop has none. A requested
 * choice that is disabled falls back to the default.
 */
export function fulfilmentChoice(
  product: Product,
  shop: SelectedShop | null,
  shopStock: number | undefined,
  requested?: string | null,
): FulfilmentChoice {
  const shippingDisabled = product.flags.isPickupOnly;
  const available = shop ? isAvailableForPickup(product, shopStock) : false;
  // Without a shop, choosing pickup is how the shopper gets to pick one (spec: it opens shop selection first).
  const pickupDisabled = product.flags.isOnlineOnly || (shop !== null && !available);
  let selected = defaultFulfilment(product);
  if (requested === 'pickup' && !pickupDisabled) selected = 'pickup';
  if (requested === 'shipping' && !shippingDisabled) selected = 'shipping';
  const pickupMessage =
    shop && !product.flags.isOnlineOnly
      ? available
        ? availableAt(shop.name)
        : notAvailableAt(shop.name)
      : product.flags.isPickupOnly
        ? PICKUP_MESSAGES.pickupOnly
        : null;
  return { selected, shippingDisabled, pickupDisabled, pickupMessage };
}

/** The basket's pick-up shipment, if it has one. */
export function pickupShipment(basket: Basket | null | undefined): BasketShipment | undefined {
  return (basket?.shipments ?? []).find(isPickupShipment);
}

const REQUIRED_SHOP_FIELDS = ['id', 'name', 'address1', 'city', 'stateCode', 'postalCode', 'countryCode'] as const;

/** Spec: a pick-up add needs the shop's data complete. */
export function isShopDataComplete(shop: Shop | null | undefined): shop is Shop {
  return Boolean(shop) && REQUIRED_SHOP_FIELDS.every((field) => Boolean(String(shop![field] ?? '').trim()));
}

/** The pick-up shipment's address: the shop's, naming it (c_storeId) so the backend knows it is collected. */
export function shopAddress(shop: Shop): BasketAddress & { c_storeId: string } {
  return {
    firstName: shop.name,
    lastName: shop.name,
    companyName: shop.name,
    address1: shop.address1 ?? '',
    ...(shop.address2 ? { address2: shop.address2 } : {}),
    city: shop.city ?? '',
    stateCode: shop.stateCode ?? '',
    postalCode: shop.postalCode ?? '',
    countryCode: shop.countryCode ?? '',
    ...(shop.phone ? { phone: shop.phone } : {}),
    c_storeId: shop.id,
  };
}

export type PickupTarget = { shipmentId: string; create: boolean; update: boolean } | { refused: string };

/**
 * Spec §4: where a pick-up add goes. Not into a multi-ship basket; only with complete shop data; into
 * the existing pick-up shipment when it is for this shop (or names none yet: it is then set to it),
 * never into one for another shop; otherwise a new pick-up shipment.
 */
export function pickupTarget(basket: Basket | null | undefined, shop: Shop | null | undefined): PickupTarget {
  if (isMultiShip(basket)) return { refused: PICKUP_MESSAGES.multiShip };
  if (!isShopDataComplete(shop) || shop.c_pickupEnabled === false) return { refused: PICKUP_MESSAGES.notForCollection };
  const existing = pickupShipment(basket);
  if (!existing) return { shipmentId: PICKUP_SHIPMENT_ID, create: true, update: true };
  const existingShop = existing.c_fromStoreId || existing.shippingAddress?.c_storeId;
  if (existingShop && existingShop !== shop.id) return { refused: PICKUP_MESSAGES.notForCollection };
  return { shipmentId: existing.shipmentId ?? PICKUP_SHIPMENT_ID, create: false, update: !existingShop };
}

/** Whether the bag holds pick-up lines (changing shop then asks first). */
export function hasPickupItems(basket: Basket | null | undefined): boolean {
  const shipment = pickupShipment(basket);
  return Boolean(shipment && (basket?.productItems ?? []).some((item) => item.shipmentId === shipment.shipmentId));
}

/** The shop a pick-up shipment is collected at, by name (the address carries it). */
export function pickupShopName(shipment: BasketShipment | undefined): string {
  return shipment?.shippingAddress?.companyName || shipment?.shippingAddress?.firstName || '';
}

/** Checkout spec §5: store pickup needs the recipient's first and last name, phone and e-mail. */
export function isPickupPersonComplete(shipment: BasketShipment | undefined): boolean {
  return Boolean(
    shipment?.c_pickupFirstName?.trim() &&
    shipment.c_pickupLastName?.trim() &&
    shipment.c_pickupPhone?.trim() &&
    shipment.c_pickupEmail?.trim(),
  );
}

/** A shop's address as two lines: street (and its second line), then city, state and postal code. */
export function shopAddressLines(
  address: Pick<BasketAddress, 'address1' | 'address2' | 'city' | 'stateCode' | 'postalCode'>,
): string[] {
  return [
    [address.address1, address.address2].filter(Boolean).join(', '),
    `${address.city ?? ''}, ${address.stateCode ?? ''} ${address.postalCode ?? ''}`.trim(),
  ].filter((line) => line && line !== ',');
}

/** A shop card of the pick-up sheet (components/pickup/shop-search.tsx). */
export interface ShopCardView {
  id: string;
  name: string;
  distance: string | null;
  addressLines: string[];
  phone?: string;
  hours: string[];
  status: string;
  isOpen: boolean;
  selectable: boolean;
  selected: boolean;
}

/**
 * What a shop card shows: distance in miles, address, phone, the week's hours and the open status
 * at `now`; "Select" only where the product (when one is being chosen for) can be picked up.
 */
export function shopCardView(
  shop: Shop,
  options: { now: Date; selectedId?: string; product?: Product | null },
): ShopCardView {
  const status = shopOpenStatus(shop.c_weeklyHours, options.now);
  const stock = options.product ? shop.inventory?.[options.product.id] : undefined;
  return {
    id: shop.id,
    name: shop.name,
    distance: typeof shop.distance === 'number' ? `${shop.distance.toFixed(1)} miles` : null,
    addressLines: shopAddressLines(shop),
    ...(shop.phone ? { phone: shop.phone } : {}),
    hours: weeklyHoursLines(shop.c_weeklyHours),
    status: status.status,
    isOpen: status.isOpen,
    selectable: isShopDataComplete(shop) && (options.product ? isAvailableForPickup(options.product, stock) : true),
    selected: shop.id === options.selectedId,
  };
}

/** A group of bag lines by where they go (catalog spec §8 "Pick up at {shop}"). */
export interface FulfilmentGroup {
  kind: Fulfilment;
  heading: string;
  itemIds: string[];
}

/**
 * The bag's lines grouped "Ship to" / "Pick up at {shop}" once it holds pick-up lines; null otherwise
 * (the bag is then one list).
 */
export function fulfilmentGroups(basket: Basket | null | undefined): FulfilmentGroup[] | null {
  const pickup = pickupShipment(basket);
  if (!pickup || !hasPickupItems(basket)) return null;
  const items = (basket?.productItems ?? []).filter((item) => item.itemId);
  const picked = items.filter((item) => item.shipmentId === pickup.shipmentId).map((item) => item.itemId!);
  const shipped = items.filter((item) => item.shipmentId !== pickup.shipmentId).map((item) => item.itemId!);
  return [
    ...(shipped.length ? [{ kind: 'shipping' as const, heading: 'Ship to', itemIds: shipped }] : []),
    { kind: 'pickup' as const, heading: pickUpAt(pickupShopName(pickup)), itemIds: picked },
  ];
}

/** Whether the pick-up shipment holds lines of the bag (the shipping step then asks who collects them). */
export function pickupShipmentWithItems(basket: Basket | null | undefined): BasketShipment | undefined {
  return hasPickupItems(basket) ? pickupShipment(basket) : undefined;
}

/**
 * Whether every line of the bag is collected in the shop (e-gift cards go by e-mail): the checkout
 * then asks no shipping address and no shipping method.
 */
export function isCollectedOnly(basket: Basket | null | undefined): boolean {
  const pickup = pickupShipmentWithItems(basket);
  if (!pickup) return false;
  const electronic = new Set(
    (basket?.shipments ?? [])
      .filter((shipment) => shipment.c_shipmentType === 'electronic')
      .map((shipment) => shipment.shipmentId),
  );
  return (basket?.productItems ?? []).every(
    (item) => item.shipmentId === pickup.shipmentId || electronic.has(item.shipmentId),
  );
}

/** The pick-up person as the form names the fields (checkout spec §3 c_pickup*). */
export interface PickupPerson {
  pickupFirstName: string;
  pickupLastName: string;
  pickupPhone: string;
  pickupEmail: string;
}

/** The shipment's pick-up person as the form's text fields (empty where none is set yet). */
export function pickupPersonOf(shipment: BasketShipment | undefined): PickupPerson {
  return {
    pickupFirstName: shipment?.c_pickupFirstName ?? '',
    pickupLastName: shipment?.c_pickupLastName ?? '',
    pickupPhone: shipment?.c_pickupPhone ?? '',
    pickupEmail: shipment?.c_pickupEmail ?? '',
  };
}

/** The pick-up person as the basket's shipment stores it. */
export function pickupPersonAttributes(
  person: PickupPerson,
): Pick<BasketShipment, 'c_pickupFirstName' | 'c_pickupLastName' | 'c_pickupPhone' | 'c_pickupEmail'> {
  return {
    c_pickupFirstName: person.pickupFirstName.trim(),
    c_pickupLastName: person.pickupLastName.trim(),
    c_pickupPhone: person.pickupPhone.trim(),
    c_pickupEmail: person.pickupEmail.trim(),
  };
}

/** The shop as the shipping step shows it beside the pick-up person: name, address, phone, hours, open status. */
export interface PickupShopView {
  name: string;
  addressLines: string[];
  phone?: string;
  hours: string[];
  status?: string;
}

/** The shop's address lines as the pick-up shipment holds them (its name is the heading, not a line). */
export function pickupShopAddressLines(shipment: BasketShipment | undefined): string[] {
  const address = shipment?.shippingAddress;
  if (!address) return [];
  const cityLine = [address.city, [address.stateCode, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [[address.address1, address.address2].filter(Boolean).join(', '), cityLine].filter(Boolean);
}

/** The step's shop: the shop's own details when the `stores` API has them, else what the shipment holds. */
export function pickupShopView(shipment: BasketShipment | undefined, shop: Shop | null, now: Date): PickupShopView {
  if (shop) {
    const card = shopCardView(shop, { now });
    return {
      name: card.name,
      addressLines: card.addressLines,
      ...(card.phone ? { phone: card.phone } : {}),
      hours: card.hours,
      status: card.status,
    };
  }
  const phone = shipment?.shippingAddress?.phone;
  return {
    name: pickupShopName(shipment),
    addressLines: pickupShopAddressLines(shipment),
    ...(phone ? { phone } : {}),
    hours: [],
  };
}

/** The pick-up person in one line each: name, phone, e-mail (review, confirmation). */
export function pickupPersonLines(shipment: BasketShipment | undefined): string[] {
  const name = [shipment?.c_pickupFirstName, shipment?.c_pickupLastName].filter((part) => part?.trim()).join(' ');
  return [name, shipment?.c_pickupPhone, shipment?.c_pickupEmail].map((line) => line?.trim() ?? '').filter(Boolean);
}
