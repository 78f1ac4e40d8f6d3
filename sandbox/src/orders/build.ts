import { isElectronicShipment } from '../payments/e-gift-cards.ts';
import type { ShopperOrdersTypes } from 'commerce-sdk-isomorphic';
import { lineLocation } from '../commerce/calculate.ts';
import type { Basket, ProductItem, Shipment } from '../commerce/types.ts';
import { isGiftCardMethod, isMainPaymentMethod, PAYMENT_METHOD } from '../payments/methods.ts';
import { fromCents, toCents } from '../commerce/money.ts';
import { isPickupShipment } from '../commerce/shipping.ts';
import { GIFT_CARD_BRAND } from '../payments/gift-cards.ts';

/**
 * Pure rules of turning a basket (the SCAPI Basket JSON) into an order (the SCAPI Order JSON):
 * what a basket needs before it can be ordered, how its payment instruments must cover the total,
 * and the order document itself. No I/O here; orders/create.ts runs these inside a transaction.
 */
export type { Basket, ProductItem, Shipment } from '../commerce/types.ts';
export type Order = ShopperOrdersTypes.Order;
export type PaymentInstrument = ShopperOrdersTypes.OrderPaymentInstrument;

/** A reason the basket cannot become an order: the problem type slug and the detail a shopper may see. */
export interface OrderProblem {
  slug: string;
  detail: string;
  invalidFields?: string[];
}

/** Spec §5: a shipping address is complete with these fields (countryCode too, which the checkout step needs). */
export const REQUIRED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'postalCode',
  'stateCode',
  'countryCode',
] as const;
/** Spec §5: store pickup needs the recipient's first name, last name, phone and e-mail. */
export const REQUIRED_PICKUP_FIELDS = [
  'c_pickupFirstName',
  'c_pickupLastName',
  'c_pickupPhone',
  'c_pickupEmail',
] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

export function missingFields(source: Record<string, unknown> | undefined, required: readonly string[]): string[] {
  return required.filter((field) => !filled(source?.[field]));
}

export function itemsOfShipment(basket: Basket, shipmentId: string | undefined): ProductItem[] {
  return (basket.productItems ?? []).filter((item) => item.shipmentId === shipmentId);
}

/** Shipments that carry products; empty ones are dropped from the order (as B2C Commerce does). */
export function shipmentsWithItems(basket: Basket): Shipment[] {
  return (basket.shipments ?? []).filter((shipment) => itemsOfShipment(basket, shipment.shipmentId).length > 0);
}

/** Everything but payment: items, e-mail, shipments (address or pickup contact, method), billing address, totals. */
export function basketProblem(basket: Basket): OrderProblem | undefined {
  const items = basket.productItems ?? [];
  if (!items.length) return { slug: 'empty-basket', detail: 'The basket has no product items.' };
  if (
    items.some((item) => typeof item.quantity !== 'number' || !Number.isInteger(item.quantity) || item.quantity < 1)
  ) {
    return { slug: 'invalid-product-item', detail: 'Every product item needs a quantity of at least 1.' };
  }
  const knownShipments = new Set((basket.shipments ?? []).map((shipment) => shipment.shipmentId));
  const orphan = items.find((item) => !knownShipments.has(item.shipmentId));
  if (orphan)
    return { slug: 'invalid-product-item', detail: `The product item '${orphan.itemId}' is not in a shipment.` };

  const email = basket.customerInfo?.email;
  if (typeof email !== 'string' || !EMAIL_PATTERN.test(email.trim())) {
    return {
      slug: 'missing-customer-email',
      detail: 'The basket has no customer e-mail address.',
      invalidFields: ['email'],
    };
  }

  for (const shipment of shipmentsWithItems(basket)) {
    const id = shipment.shipmentId;
    if (isElectronicShipment(shipment)) {
      const line = (basket.productItems ?? []).find(
        (item) =>
          item.shipmentId === id &&
          (typeof item.c_recipientEmail !== 'string' || !EMAIL_PATTERN.test(item.c_recipientEmail)),
      );
      if (line)
        return {
          slug: 'missing-recipient-email',
          detail: `The e-gift card line '${line.itemId}' has no valid recipient e-mail address.`,
          invalidFields: ['c_recipientEmail'],
        };
      continue;
    }
    if (isPickupShipment(shipment)) {
      const contact = { ...shipment.shippingAddress, ...shipment } as Record<string, unknown>;
      const missing = missingFields(contact, REQUIRED_PICKUP_FIELDS);
      if (missing.length) {
        return {
          slug: 'missing-pickup-contact',
          detail: `Shipment '${id}' is collected in a shop but its pickup contact is incomplete (missing ${missing.join(', ')}).`,
          invalidFields: missing,
        };
      }
    } else {
      const missing = missingFields(shipment.shippingAddress, REQUIRED_ADDRESS_FIELDS);
      if (missing.length) {
        return {
          slug: 'missing-shipping-address',
          detail: `Shipment '${id}' has no complete shipping address (missing ${missing.join(', ')}).`,
          invalidFields: missing,
        };
      }
    }
    const methodId = shipment.shippingMethod?.id;
    if (!methodId || methodId === 'NOT_SET') {
      return {
        slug: 'missing-shipping-method',
        detail: `Shipment '${id}' has no shipping method.`,
        invalidFields: ['shippingMethod'],
      };
    }
  }

  const billingMissing = missingFields(basket.billingAddress, REQUIRED_ADDRESS_FIELDS);
  if (billingMissing.length) {
    return {
      slug: 'missing-billing-address',
      detail: `The basket has no complete billing address (missing ${billingMissing.join(', ')}).`,
      invalidFields: billingMissing,
    };
  }
  if (
    typeof basket.orderTotal !== 'number' ||
    !Number.isFinite(basket.orderTotal) ||
    basket.orderTotal < 0 ||
    !basket.currency
  ) {
    return { slug: 'basket-not-calculated', detail: 'The basket totals are not calculated.' };
  }
  return undefined;
}

/** The gift card number a request names, in any of the shapes clients send (SCAPI giftCardRequest, basket giftCertificateCode, site API c_number). */
export function giftCardNumberOf(body: Record<string, unknown>): string | undefined {
  const request = body.giftCardRequest as Record<string, unknown> | undefined;
  const candidates = [request?.cardNumber, body.giftCertificateCode, body.c_giftCardNumber, body.c_number];
  const found = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return found?.replace(/[\s-]/g, '');
}

/** The gift card security code (PIN) a request carries, if any. */
export function giftCardPinOf(body: Record<string, unknown>): string | undefined {
  const request = body.giftCardRequest as Record<string, unknown> | undefined;
  const candidates = [request?.cvc, body.c_giftCardPin, body.c_cvn];
  return candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim();
}

export const isGiftCardInstrument = (instrument: PaymentInstrument) => isGiftCardMethod(instrument.paymentMethodId);

/** The masked number a gift card instrument shows (baskets keep only the mask). */
export function maskedGiftCardOf(instrument: PaymentInstrument): string | undefined {
  const masked = instrument.maskedGiftCertificateCode ?? instrument.giftCard?.maskedCardNumber;
  return typeof masked === 'string' && /^\*+\d{4}$/.test(masked) ? masked : undefined;
}

export interface PlannedGiftCard {
  paymentInstrumentId: string;
  maskedNumber: string;
  amountCents: number;
}

export interface PaymentPlan {
  giftCards: PlannedGiftCard[];
  /** The instrument paying the rest (credit card or an alternative method); absent when gift cards pay everything. */
  main?: { instrument: PaymentInstrument; amountCents: number };
  /** The main instrument is NO_PAYMENT (gift cards, or a zero total, pay everything). */
  noPayment?: PaymentInstrument;
}

const planProblem = (slug: string, detail: string) => ({ problem: { slug, detail } });

/**
 * Spec §4 "Placing an order": gift cards plus one main instrument (usually the credit card) for the
 * rest, or NO_PAYMENT (or no main instrument) when gift cards pay the whole total. Amounts are
 * checked, not trusted: the main instrument pays exactly what the gift cards leave.
 */
export function planPayment(basket: Basket): { plan: PaymentPlan } | { problem: OrderProblem } {
  const instruments = basket.paymentInstruments ?? [];
  const totalCents = toCents(basket.orderTotal ?? 0);
  const giftCards: PlannedGiftCard[] = [];
  const mains: PaymentInstrument[] = [];
  const noPayments: PaymentInstrument[] = [];
  for (const instrument of instruments) {
    const method = String(instrument.paymentMethodId ?? '');
    if (isGiftCardInstrument(instrument)) {
      const maskedNumber = maskedGiftCardOf(instrument);
      const amount = instrument.amount;
      if (!maskedNumber)
        return planProblem('invalid-payment-instrument', 'A gift card payment instrument has no gift card number.');
      if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0)
        return planProblem('invalid-payment-instrument', 'A gift card payment instrument needs an amount.');
      // A gift card the total no longer needs (amount capped to 0 by the basket) pays nothing and is left out.
      if (toCents(amount) > 0)
        giftCards.push({
          paymentInstrumentId: String(instrument.paymentInstrumentId),
          maskedNumber,
          amountCents: toCents(amount),
        });
    } else if (method === PAYMENT_METHOD.noPayment) {
      noPayments.push(instrument);
    } else if (isMainPaymentMethod(method)) {
      mains.push(instrument);
    } else {
      return planProblem('unsupported-payment-method', `The payment method '${method}' is not supported.`);
    }
  }
  if (mains.length + noPayments.length > 1)
    return planProblem(
      'invalid-payment-instrument',
      'An order is paid by one main payment instrument besides its gift cards.',
    );
  const giftCentsTotal = giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  if (giftCentsTotal > totalCents)
    return planProblem('payment-amount-mismatch', 'The gift card amounts exceed the order total.');
  const restCents = totalCents - giftCentsTotal;
  if (restCents === 0) return { plan: { giftCards, ...(noPayments[0] ? { noPayment: noPayments[0] } : {}) } };
  if (mains[0]) return { plan: { giftCards, main: { instrument: mains[0], amountCents: restCents } } };
  if (!instruments.length) return planProblem('missing-payment-instrument', 'The basket has no payment instrument.');
  return planProblem('payment-amount-mismatch', 'The payment instruments do not cover the order total.');
}

/** Where an item's stock comes from: its shop for pickup items (as the basket calculation reads it), else the online inventory. */
export function inventoryLocationOf(item: ProductItem): string {
  return lineLocation(item) ?? 'online';
}

export interface InventoryDemand {
  productId: string;
  locationId: string;
  quantity: number;
}

/**
 * The candies of a custom-mix line (c_customMix, checkout §3: `{"box":[{pid, qty, categoryId}]}`) with
 * a quantity; none for any other line or a value that is not such a list.
 */
export function customMixCandies(item: ProductItem): Array<{ pid: string; qty: number }> {
  const raw = (item as Record<string, unknown>).c_customMix;
  if (typeof raw !== 'string') return [];
  let box: unknown;
  try {
    box = (JSON.parse(raw) as { box?: unknown } | null)?.box;
  } catch {
    return [];
  }
  if (!Array.isArray(box)) return [];
  return box.flatMap((entry: { pid?: unknown; qty?: unknown } | null) =>
    entry && typeof entry.pid === 'string' && Number.isInteger(entry.qty) && (entry.qty as number) > 0
      ? [{ pid: entry.pid, qty: entry.qty as number }]
      : [],
  );
}

/**
 * Quantities the order takes from inventory, summed per product and location. The candies of a box
 * whose units are pieces counted one by one (`countedBoxes`: c_customMixUnitType 'count') come off
 * too, their count per box times the boxes; a percent of a box is no number of pieces, so those
 * candies only have to be in stock (create.ts).
 */
export function inventoryDemand(basket: Basket, countedBoxes: ReadonlySet<string> = new Set()): InventoryDemand[] {
  const demand = new Map<string, InventoryDemand>();
  const take = (productId: string, locationId: string, quantity: number) => {
    const key = `${productId}\u0000${locationId}`;
    const entry = demand.get(key) ?? { productId, locationId, quantity: 0 };
    entry.quantity += quantity;
    demand.set(key, entry);
  };
  for (const item of basket.productItems ?? []) {
    const locationId = inventoryLocationOf(item);
    take(String(item.productId), locationId, item.quantity ?? 0);
    if (!countedBoxes.has(String(item.productId))) continue;
    for (const candy of customMixCandies(item)) take(candy.pid, locationId, candy.qty * (item.quantity ?? 0));
  }
  return [...demand.values()];
}

/** Ordered quantity of each product across all its lines and locations (for per-order limits). */
export function quantitiesByProduct(basket: Basket): Map<string, number> {
  const totals = new Map<string, number>();
  for (const item of basket.productItems ?? [])
    totals.set(String(item.productId), (totals.get(String(item.productId)) ?? 0) + (item.quantity ?? 0));
  return totals;
}

const sumCents = (values: Array<number | undefined>) =>
  values.reduce<number>((sum, value) => sum + (typeof value === 'number' ? toCents(value) : 0), 0);

/** A carrier tracking number per shipment (UPS-shaped, deterministic from the order number). */
export function trackingNumberFor(orderNo: string, shipmentIndex: number): string {
  return `1ZSWT${String(shipmentIndex + 1).padStart(3, '0')}03${orderNo.padStart(8, '0').slice(-8)}`;
}

export const trackingUrlFor = (trackingNumber: string) =>
  `https://www.ups.com/track?tracknum=${encodeURIComponent(trackingNumber)}`;

/** An order shipment: the basket shipment with its totals, status, number and tracking. */
export function orderShipment(basket: Basket, shipment: Shipment, index: number, orderNo: string): Shipment {
  const items = itemsOfShipment(basket, shipment.shipmentId);
  const shippingItems = (basket.shippingItems ?? []).filter((item) => item.shipmentId === shipment.shipmentId);
  const merchandiseCents = sumCents(
    items.map((item) => item.priceAfterOrderDiscount ?? item.priceAfterItemDiscount ?? item.price),
  );
  const shippingCents =
    typeof shipment.shippingTotal === 'number'
      ? toCents(shipment.shippingTotal)
      : sumCents(shippingItems.map((item) => item.priceAfterItemDiscount ?? item.price));
  const taxCents =
    typeof shipment.taxTotal === 'number'
      ? toCents(shipment.taxTotal)
      : sumCents([...items, ...shippingItems].map((item) => item.tax));
  const shipmentCents =
    typeof shipment.shipmentTotal === 'number'
      ? toCents(shipment.shipmentTotal)
      : merchandiseCents + shippingCents + (basket.taxation === 'gross' ? 0 : taxCents);
  // Neither a collected shipment nor an e-mailed one (e-gift cards) goes through a carrier.
  const tracking =
    isPickupShipment(shipment) || isElectronicShipment(shipment)
      ? {}
      : {
          trackingNumber: trackingNumberFor(orderNo, index),
          c_trackingUrl: trackingUrlFor(trackingNumberFor(orderNo, index)),
        };
  return {
    ...shipment,
    shipmentNo: `${orderNo}-${index + 1}`,
    shippingStatus: 'not_shipped',
    shippingTotal: fromCents(shippingCents),
    taxTotal: fromCents(taxCents),
    shipmentTotal: fromCents(shipmentCents),
    ...tracking,
  };
}

/** Basket fields an order carries over as they are. */
const CARRIED_FIELDS = [
  'adjustedMerchandizeTotalTax',
  'adjustedShippingTotalTax',
  'billingAddress',
  'bonusDiscountLineItems',
  'couponItems',
  'currency',
  'giftCertificateItems',
  'groupedTaxItems',
  'merchandizeTotalTax',
  'orderPriceAdjustments',
  'orderTotal',
  'productSubTotal',
  'productTotal',
  'shippingItems',
  'shippingTotal',
  'shippingTotalTax',
  'sourceCode',
  'taxRoundedAtGroup',
  'taxTotal',
  'taxation',
] as const;

/** Basket custom attributes that describe the checkout in progress, not the order. */
const BASKET_ONLY_CUSTOM_FIELDS = new Set(['c_flashes']);

export interface OrderContext {
  orderNo: string;
  orderToken: string;
  siteId: string;
  now: Date;
  customer: { customerId: string; isRegistered: boolean };
  plan: PaymentPlan;
}

/** authorizationStatus of an instrument that has paid its amount (card authorised, gift card redeemed). */
export const AUTHORIZED = { status: 1, code: 'OK', message: 'Authorized' } as const;

/** The order instruments: gift cards (not yet redeemed), then the main instrument or NO_PAYMENT. */
export function orderPaymentInstruments(basket: Basket, plan: PaymentPlan): PaymentInstrument[] {
  const byId = new Map(
    (basket.paymentInstruments ?? []).map((instrument) => [instrument.paymentInstrumentId, instrument]),
  );
  const instruments: PaymentInstrument[] = plan.giftCards.map((card) => ({
    ...byId.get(card.paymentInstrumentId),
    amount: fromCents(card.amountCents),
    giftCard: { brand: GIFT_CARD_BRAND, maskedCardNumber: card.maskedNumber },
  }));
  if (plan.main) instruments.push({ ...plan.main.instrument, amount: fromCents(plan.main.amountCents) });
  if (plan.noPayment) instruments.push({ ...plan.noPayment, amount: 0, authorizationStatus: { ...AUTHORIZED } });
  return instruments;
}

export function buildOrder(basket: Basket, context: OrderContext): Order {
  const order: Order = {};
  for (const field of CARRIED_FIELDS) {
    if (basket[field] !== undefined) (order as Record<string, unknown>)[field] = basket[field];
  }
  for (const [key, value] of Object.entries(basket)) {
    if (key.startsWith('c_') && !BASKET_ONLY_CUSTOM_FIELDS.has(key)) (order as Record<string, unknown>)[key] = value;
  }
  const stamp = context.now.toISOString();
  const { customer } = context;
  const { customerNo, customerName } = basket.customerInfo ?? {};
  return {
    ...order,
    orderNo: context.orderNo,
    orderToken: context.orderToken,
    siteId: context.siteId,
    channelType: 'storefront',
    createdBy: 'Customer',
    creationDate: stamp,
    lastModified: stamp,
    status: 'created',
    confirmationStatus: 'not_confirmed',
    paymentStatus: 'not_paid',
    shippingStatus: 'not_shipped',
    exportStatus: 'not_exported',
    guest: !customer.isRegistered,
    ...(customerName ? { customerName } : {}),
    customerInfo: {
      customerId: customer.customerId,
      ...(customerNo ? { customerNo } : {}),
      ...(customerName ? { customerName } : {}),
      email: String(basket.customerInfo?.email).trim(),
    },
    productItems: basket.productItems ?? [],
    shipments: shipmentsWithItems(basket).map((shipment, index) =>
      orderShipment(basket, shipment, index, context.orderNo),
    ),
    paymentInstruments: orderPaymentInstruments(basket, context.plan),
  };
}

export const isAuthorized = (instrument: PaymentInstrument) => instrument.authorizationStatus?.code === AUTHORIZED.code;

/**
 * Payment state from the instruments: paid when every instrument with an amount is authorised and
 * together they pay the total; part paid when some are.
 */
export function paymentStatusOf(order: Order): 'not_paid' | 'part_paid' | 'paid' {
  const instruments = order.paymentInstruments ?? [];
  const paidCents = sumCents(instruments.filter(isAuthorized).map((instrument) => instrument.amount));
  const pending = instruments.some((instrument) => !isAuthorized(instrument) && toCents(instrument.amount ?? 0) > 0);
  if (!pending && paidCents >= toCents(order.orderTotal ?? 0)) return 'paid';
  return paidCents > 0 ? 'part_paid' : 'not_paid';
}
