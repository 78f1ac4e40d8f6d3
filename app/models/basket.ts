/**
 * The basket as the storefront reads it from SCAPI shopper-baskets (checkout spec §3), and the rules
 * about its shape that more than one page needs: which shipment ships, whether an address is
 * complete, how many items the bag holds. Only the fields the storefront uses are typed.
 */

export interface BasketAddress {
  firstName?: string;
  lastName?: string;
  fullName?: string;
  companyName?: string;
  address1?: string;
  address2?: string;
  city?: string;
  stateCode?: string;
  postalCode?: string;
  countryCode?: string;
  phone?: string;
  c_isPOBox?: boolean;
  c_selectedAddressID?: string;
  /** The shop a pick-up shipment is collected at. */
  c_storeId?: string;
}

export interface BasketProductItem {
  itemId?: string;
  productId?: string;
  productName?: string;
  quantity?: number;
  shipmentId?: string;
  basePrice?: number;
  price?: number;
  priceAfterItemDiscount?: number;
  inventoryId?: string;
  bonusProductLineItem?: boolean;
  c_customMix?: string;
  c_fromStoreId?: string;
  /** The sandbox's stock reading for the line (SCAPI leaves this to an inventory call). */
  inventory?: { ats?: number; orderable?: boolean; stockLevel?: number };
  c_inventoryExceeded?: boolean;
  priceAdjustments?: BasketPriceAdjustment[];
  variationValues?: Record<string, string>;
}

export interface BasketPriceAdjustment {
  priceAdjustmentId?: string;
  promotionId?: string;
  itemText?: string;
  price?: number;
  couponCode?: string;
  appliedDiscount?: { type?: string; amount?: number; percentage?: number };
}

export interface ApproachingDiscount {
  itemText?: string;
  remain?: number;
  threshold?: number;
  merchandiseTotal?: number;
}

export interface BasketShipment {
  shipmentId?: string;
  shippingMethod?: { id?: string; name?: string; price?: number };
  shippingAddress?: BasketAddress;
  giftMessage?: string;
  gift?: boolean;
  c_fromStoreId?: string;
  /** Checkout spec §3: who collects a pick-up shipment. */
  c_pickupFirstName?: string;
  c_pickupLastName?: string;
  c_pickupPhone?: string;
  c_pickupEmail?: string;
  c_DeliveryInstructions?: string;
  /** Checkout spec §3 "Delivery dates" and c_shipnow: the shopper's delivery choice (models/delivery-date.ts). */
  c_DATE_WANTED?: string;
  c_isCalendarSelection?: boolean;
  c_shipnow?: unknown;
  /** 'electronic': e-gift cards, delivered by e-mail (no address, no shipping). */
  c_shipmentType?: string;
  c_approachingDiscounts?: ApproachingDiscount[] | string;
  shippingTotal?: number;
}

export interface BasketPaymentInstrument {
  paymentInstrumentId?: string;
  paymentMethodId?: string;
  amount?: number;
  maskedGiftCertificateCode?: string;
  paymentCard?: {
    cardType?: string;
    maskedNumber?: string;
    numberLastDigits?: string;
    expirationMonth?: number;
    expirationYear?: number;
    holder?: string;
    creditCardToken?: string;
  };
  c_paymentToken?: string;
}

export interface BasketCouponItem {
  couponItemId?: string;
  code?: string;
  statusCode?: string;
  valid?: boolean;
}

export interface BasketFlash {
  type?: string;
  message?: string;
  path?: string;
}

export interface Basket {
  basketId?: string;
  currency?: string;
  customerInfo?: { customerId?: string; email?: string };
  productItems?: BasketProductItem[];
  shipments?: BasketShipment[];
  /** The shipping charge of each shipment, with its price adjustments (e.g. free-shipping promotions). */
  shippingItems?: { shipmentId?: string; price?: number; priceAdjustments?: BasketPriceAdjustment[] }[];
  couponItems?: BasketCouponItem[];
  paymentInstruments?: BasketPaymentInstrument[];
  billingAddress?: BasketAddress;
  orderPriceAdjustments?: BasketPriceAdjustment[];
  productSubTotal?: number;
  productTotal?: number;
  merchandizeTotalTax?: number;
  shippingTotal?: number;
  taxTotal?: number;
  orderTotal?: number;
  c_paymentAmount?: number;
  c_qualifiers?: { qdThresholdMet?: boolean } | string;
  c_flashes?: BasketFlash[] | string;
  /** Repeat-delivery opt-ins (models/subscription.ts). */
  c_subscriptionOptins?: string;
}

/** Shipping method id meaning "not chosen yet" (checkout spec §4). */
export const SHIPPING_METHOD_NOT_SET = 'NOT_SET';
/** The pickup shipping method's id (the sandbox's and the shop's). */
export const PICKUP_METHOD_ID = 'PICKUP';

export function itemCount(basket: Basket | null | undefined): number {
  return (basket?.productItems ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0);
}

/**
 * The open baskets a "Customer Baskets Quota Exceeded" answer of createBasket names: SCAPI sends
 * `basketIds` as one comma-separated string; an array is read too.
 */
export function quotaExceededBasketIds(listed: unknown): string[] {
  const ids =
    typeof listed === 'string'
      ? listed.split(',')
      : Array.isArray(listed)
        ? listed.filter((id): id is string => typeof id === 'string')
        : [];
  return ids.map((id) => id.trim()).filter(Boolean);
}

/** How many of a product the basket's lines hold, leaving out one line (the one being replaced). */
export function quantityInBag(basket: Basket | null | undefined, productId: string, exceptItemId?: string): number {
  return (basket?.productItems ?? [])
    .filter((item) => item.productId === productId && item.itemId !== exceptItemId)
    .reduce((sum, item) => sum + (item.quantity ?? 0), 0);
}

/** E-gift cards' shipments: delivered by e-mail, with no address, method or parcel. */
export function isElectronicShipment(shipment: BasketShipment): boolean {
  return shipment.c_shipmentType === 'electronic';
}

export function isPickupShipment(shipment: BasketShipment): boolean {
  return shipment.shippingMethod?.id === PICKUP_METHOD_ID || Boolean(shipment.c_fromStoreId);
}

/**
 * Spec §4: shipping adds reuse the first non-pickup shipment. The checkout here ships to one
 * address (multi-recipient shipping comes later), so this is the shipment the shipping step edits.
 */
export function shippingShipment(basket: Basket | null | undefined): BasketShipment | undefined {
  return (basket?.shipments ?? []).find(
    (shipment) => !isPickupShipment(shipment) && shipment.c_shipmentType !== 'electronic',
  );
}

/** SCAPI's default shipment, which every basket has from its creation. */
export const DEFAULT_SHIPMENT_ID = 'me';

/** The id of the shipment shipping adds go to. */
export function shippingShipmentId(basket: Basket | null | undefined): string {
  return shippingShipment(basket)?.shipmentId ?? DEFAULT_SHIPMENT_ID;
}

/** The chosen shipping method's id, or undefined when none is (NOT_SET counts as none). */
export function chosenShippingMethodId(shipment: BasketShipment | undefined): string | undefined {
  const id = shipment?.shippingMethod?.id;
  return id && id !== SHIPPING_METHOD_NOT_SET ? id : undefined;
}

const STEP_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'stateCode',
  'countryCode',
  'postalCode',
] as const;

/** Checkout spec §4 (checkout step): the address fields the shipping step must have filled. */
export function isShippingAddressComplete(address: BasketAddress | undefined): boolean {
  return STEP_ADDRESS_FIELDS.every((field) => Boolean(address?.[field]?.trim()));
}

/** A JSON-string custom attribute (SCAPI custom attributes are often JSON text), or the value itself. */
export function parseCustomJson<T>(value: T | string | undefined): T | undefined {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
}

/** The basket's flashes (spec §3 c_flashes): what would stop the order. */
export function basketFlashes(basket: Basket | null | undefined): BasketFlash[] {
  const flashes = parseCustomJson(basket?.c_flashes);
  return Array.isArray(flashes) ? flashes : [];
}
