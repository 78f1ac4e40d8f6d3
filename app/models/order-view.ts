/**
 * Orders as the review page, the confirmation and order tracking show them (checkout spec §3
 * "Order", §9 money rules): totals, lines, shipments and states. Pure: no I/O. Baskets and orders
 * share the totals and payment views (models/order-payment-lines.ts), so the review page shows
 * exactly what the confirmation will.
 */
import { eGiftCardSummary } from './e-gift-card.ts';
import { repeatLabel, subscriptionOptins, type SubscriptionOptin } from './subscription.ts';
import { boxContents, type BoxContent } from './custom-mix.ts';
import { addressLines } from './address-rules.ts';
import {
  isElectronicShipment,
  isPickupShipment,
  type Basket,
  type BasketPaymentInstrument,
  type BasketPriceAdjustment,
  type BasketProductItem,
  type BasketShipment,
} from './basket.ts';
import { addressLine } from './multi-ship.ts';
import { deliveryChoiceLabel } from './delivery-date.ts';
import { pickUpAt, pickupPersonLines, pickupShopAddressLines, pickupShopName } from './pickup.ts';
import { isGiftCardInstrument } from './gift-card.ts';
import { paymentLines, type OrderPaymentInstrument, type PaymentLine } from './order-payment-lines.ts';
// Spec §9: money is rounded to 2 decimals.
import { amountOf, roundMoney } from './money.ts';

/** The order fields the storefront reads (SCAPI shopper-orders Order); an order is a basket that was placed. */
export interface Order extends Omit<Basket, 'shipments' | 'paymentInstruments'> {
  orderNo?: string;
  status?: string;
  paymentStatus?: string;
  shippingStatus?: string;
  confirmationStatus?: string;
  creationDate?: string;
  guest?: boolean;
  customerName?: string;
  shipments?: OrderShipment[];
  paymentInstruments?: OrderPaymentInstrument[];
}

export interface OrderShipment extends BasketShipment {
  shipmentNo?: string;
  shippingStatus?: string;
  trackingNumber?: string;
  c_trackingUrl?: string;
  taxTotal?: number;
  shipmentTotal?: number;
}

export interface OrderTotals {
  currency: string;
  /** The lines' prices before any discount. */
  merchandise: number;
  /** Product (line) promotions, as a positive amount. */
  productDiscount: number;
  /** Order-level discounts (promotions on the whole order), as a positive amount. */
  orderDiscount: number;
  /** Spec §9: the order total minus shipping minus tax (merchandise less every product and order discount). */
  subtotal: number;
  /** Shipping before shipping promotions. */
  shipping?: number;
  /** Shipping promotions, as a positive amount. */
  shippingDiscount: number;
  tax?: number;
  total?: number;
  /** What gift cards pay, and what is left for the card (both only with gift cards). */
  giftCards: number;
  remaining?: number;
}

/** Spec §9: "Order subtotal is the order total minus shipping minus tax", rounded to 2 decimals. */
export function orderSubtotal(order: Pick<Order, 'orderTotal' | 'shippingTotal' | 'taxTotal'>): number | undefined {
  const total = amountOf(order.orderTotal);
  if (total === undefined) return undefined;
  return roundMoney(total - (amountOf(order.shippingTotal) ?? 0) - (amountOf(order.taxTotal) ?? 0));
}

function discountOf(adjustments: BasketPriceAdjustment[] | undefined): number {
  return roundMoney(-(adjustments ?? []).reduce((sum, adjustment) => sum + (amountOf(adjustment.price) ?? 0), 0));
}

const sum = (values: readonly number[]) => roundMoney(values.reduce((total, value) => total + value, 0));

/**
 * The totals block of the review page, the confirmation and tracking: merchandise, product
 * discounts, order discount, shipping, shipping discount, tax and total — rows that add up to the
 * total (the spec's subtotal already has the order discount taken off, so it is not a row of its
 * own). Once the total is known, the order discount is what lies between the products and the
 * spec's subtotal, so the rows add up even where the order's adjustments are not shown (tracking).
 */
export function orderTotals(order: Order | Basket): OrderTotals {
  const giftCards = sum(
    ((order.paymentInstruments ?? []) as BasketPaymentInstrument[])
      .filter(isGiftCardInstrument)
      .map((instrument) => amountOf(instrument.amount) ?? 0),
  );
  const items = order.productItems ?? [];
  const products =
    amountOf(order.productSubTotal) ??
    sum(items.map((item) => amountOf(item.priceAfterItemDiscount) ?? amountOf(item.price) ?? 0));
  const productDiscount = sum(
    items.map((item) =>
      Math.max(0, (amountOf(item.price) ?? 0) - (amountOf(item.priceAfterItemDiscount) ?? amountOf(item.price) ?? 0)),
    ),
  );
  const total = amountOf(order.orderTotal);
  const specSubtotal = orderSubtotal(order);
  const orderDiscount =
    specSubtotal !== undefined
      ? roundMoney(Math.max(0, products - specSubtotal))
      : discountOf(order.orderPriceAdjustments);
  const netShipping = amountOf(order.shippingTotal);
  const shippingItems = order.shippingItems ?? [];
  const baseShipping = shippingItems.length ? sum(shippingItems.map((item) => amountOf(item.price) ?? 0)) : netShipping;
  const shippingDiscount =
    netShipping !== undefined && baseShipping !== undefined ? roundMoney(Math.max(0, baseShipping - netShipping)) : 0;
  return {
    currency: order.currency ?? 'USD',
    merchandise: roundMoney(products + productDiscount),
    productDiscount,
    orderDiscount,
    subtotal: specSubtotal ?? roundMoney(products - orderDiscount),
    ...(netShipping !== undefined ? { shipping: roundMoney(netShipping + shippingDiscount) } : {}),
    shippingDiscount,
    ...(amountOf(order.taxTotal) !== undefined ? { tax: order.taxTotal } : {}),
    ...(total !== undefined ? { total } : {}),
    giftCards,
    ...(giftCards > 0 && total !== undefined ? { remaining: roundMoney(Math.max(0, total - giftCards)) } : {}),
  };
}

/** The rows of the totals block in order, each signed as it counts toward the total (a discount is negative). */
export interface TotalsRow {
  label: string;
  amount: number;
}

/** The totals block's rows that add up to the total (no discount is taken off twice). */
export function totalsRows(totals: OrderTotals): TotalsRow[] {
  return [
    { label: 'Merchandise subtotal', amount: totals.merchandise },
    ...(totals.productDiscount > 0 ? [{ label: 'Product discounts', amount: -totals.productDiscount }] : []),
    ...(totals.orderDiscount > 0 ? [{ label: 'Order discount', amount: -totals.orderDiscount }] : []),
    ...(totals.shipping !== undefined ? [{ label: 'Shipping', amount: totals.shipping }] : []),
    ...(totals.shippingDiscount > 0 ? [{ label: 'Shipping discount', amount: -totals.shippingDiscount }] : []),
    ...(totals.tax !== undefined ? [{ label: 'Tax', amount: totals.tax }] : []),
  ];
}

export interface OrderLine {
  id: string;
  productId: string;
  name: string;
  variation?: string;
  quantity: number;
  /** The line's price after item discounts (what the shopper pays for the line). */
  price?: number;
  /** The price before discounts when it differs. */
  basePrice?: number;
  /** A custom-mix box's candies (its `c_customMix`). */
  boxContents?: BoxContent[];
  /** An e-gift card's recipient and delivery day. */
  recipient?: string;
  /** "Repeat delivery: every month" for a line opted into repeat delivery. */
  repeat?: string;
  /** Where the line goes once the order has a pick-up shipment: "Pick up at {shop}" with the pick-up person, or the shipping address. */
  destination?: string[];
}

/** `nameOf` names the candies of custom-mix boxes (their ids otherwise). */
export function orderLines(
  items: readonly BasketProductItem[] | undefined,
  nameOf: (pid: string) => string | undefined = () => undefined,
  optins: readonly SubscriptionOptin[] = [],
): OrderLine[] {
  return (items ?? []).map((item, index) => {
    const price = amountOf(item.priceAfterItemDiscount) ?? amountOf(item.price);
    const before = amountOf(item.price);
    const variation = Object.values(item.variationValues ?? {})
      .filter(Boolean)
      .join(', ');
    const contents = boxContents(item.c_customMix, nameOf);
    const recipient = eGiftCardSummary(item as Record<string, unknown>);
    const repeat = repeatLabel(optins, item.productId ?? '');
    return {
      id: item.itemId ?? String(index),
      productId: item.productId ?? '',
      name: item.productName ?? item.productId ?? '',
      ...(variation ? { variation } : {}),
      quantity: item.quantity ?? 0,
      ...(price !== undefined ? { price } : {}),
      ...(before !== undefined && price !== undefined && before !== price ? { basePrice: before } : {}),
      ...(contents ? { boxContents: contents } : {}),
      ...(recipient ? { recipient } : {}),
      ...(repeat ? { repeat } : {}),
    };
  });
}

export interface ShipmentView {
  id: string;
  address: string[];
  method?: string;
  /** "Ship now" or "Deliver by Tue, Dec 22, 2026" (models/delivery-date.ts), once the shopper chose. */
  delivery?: string;
  giftMessage?: string;
  deliveryInstructions?: string;
  status?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  /** A pick-up shipment: the shop's name and the pick-up person (name, phone, e-mail); `address` is then the shop's. */
  pickup?: { shop: string; person: string[] };
  /** Lines of this shipment (several shipments come with multi-recipient shipping). */
  lineIds: string[];
}

/** Only http(s) tracking links are rendered (they come from the backend, not from the shopper). */
function safeTrackingUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shipments of an order, or of a basket on the review page. A basket's shipments carry a
 * shipping status too (SCAPI: not_shipped), which means nothing before the order exists: status and
 * tracking are an order's only. E-gift cards' electronic shipments (one per card line) have no address, method
 * or parcel: their lines say whom they are e-mailed to.
 */
export function shipmentViews(order: {
  orderNo?: string;
  shipments?: OrderShipment[];
  productItems?: BasketProductItem[];
}): ShipmentView[] {
  const isOrder = Boolean(order.orderNo);
  return (order.shipments ?? [])
    .filter((shipment) => !isElectronicShipment(shipment))
    .map((shipment, index) => {
      const tracked = isOrder && showsTracking(shipment.shippingStatus);
      const trackingUrl = tracked ? safeTrackingUrl(shipment.c_trackingUrl) : undefined;
      const giftMessage = shipment.giftMessage?.trim();
      const instructions = shipment.c_DeliveryInstructions?.trim();
      const pickup = isPickupShipment(shipment);
      const delivery = pickup ? undefined : deliveryChoiceLabel(shipment);
      return {
        id: shipment.shipmentId ?? String(index),
        // A pick-up shipment's address is the shop's (named in the heading); it has no method to choose.
        address: pickup ? pickupShopAddressLines(shipment) : addressLines(shipment.shippingAddress, { phone: true }),
        ...(pickup ? { pickup: { shop: pickupShopName(shipment), person: pickupPersonLines(shipment) } } : {}),
        ...(!pickup && (shipment.shippingMethod?.name || shipment.shippingMethod?.id)
          ? { method: shipment.shippingMethod!.name ?? shipment.shippingMethod!.id }
          : {}),
        ...(delivery ? { delivery } : {}),
        ...(giftMessage ? { giftMessage } : {}),
        ...(instructions ? { deliveryInstructions: instructions } : {}),
        ...(isOrder && shipment.shippingStatus ? { status: shipmentStatusLabel(shipment.shippingStatus, pickup) } : {}),
        ...(tracked && shipment.trackingNumber ? { trackingNumber: shipment.trackingNumber } : {}),
        ...(trackingUrl ? { trackingUrl } : {}),
        lineIds: (order.productItems ?? [])
          .filter((item) => item.shipmentId === shipment.shipmentId)
          .map((item) => item.itemId ?? ''),
      };
    });
}

/**
 * Checkout spec §4 (multi-ship and pickup): once an order (or the reviewed basket) has collected lines, each line says where it goes —
 * "Pick up at {shop}" with the pick-up person, or "Ship to" the shipment's address. Otherwise the
 * lines are left as they are (one address, shown once beside them).
 */
export function withDestinations(
  lines: OrderLine[],
  order: { shipments?: BasketShipment[]; productItems?: BasketProductItem[] },
): OrderLine[] {
  const shipments = order.shipments ?? [];
  const items = order.productItems ?? [];
  const collected = shipments.some(
    (shipment) => isPickupShipment(shipment) && items.some((item) => item.shipmentId === shipment.shipmentId),
  );
  if (!collected) return lines;
  return lines.map((line, index) => {
    const item = items.find((candidate) => candidate.itemId === line.id) ?? items[index];
    const shipment = shipments.find((candidate) => candidate.shipmentId === item?.shipmentId);
    if (!shipment || shipment.c_shipmentType === 'electronic') return line;
    if (isPickupShipment(shipment)) {
      const [name] = pickupPersonLines(shipment);
      const person = shipment.c_pickupFirstName?.trim() || shipment.c_pickupLastName?.trim() ? name : undefined;
      return {
        ...line,
        destination: [pickUpAt(pickupShopName(shipment)), ...(person ? [`Picked up by ${person}`] : [])],
      };
    }
    const address = shipment.shippingAddress;
    const name = address?.fullName?.trim() || [address?.firstName, address?.lastName].filter(Boolean).join(' ');
    const where = [name, addressLine(address)].filter(Boolean).join(', ');
    return where ? { ...line, destination: [`Ship to ${where}`] } : line;
  });
}

/** SCAPI order and shipping states in the shopper's words (not shown: the wording). */
const STATUS_LABELS: Record<string, string> = {
  created: 'Being placed',
  new: 'Received',
  open: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  replaced: 'Replaced',
  failed: 'Not placed',
  not_shipped: 'Not shipped yet',
  part_shipped: 'Partly shipped',
  shipped: 'Shipped',
  in_transit: 'In transit',
  delivered: 'Delivered',
};

/** A pick-up shipment is never shipped: before it is handed over, it is waiting to be ready in the shop. */
const PICKUP_STATUS_LABELS: Record<string, string> = { not_shipped: 'Not ready for pick-up yet' };

/**
 * A tracking number means something once the parcel is with the carrier: none is shown beside "Not shipped yet" (a
 * backend may give one out as soon as the order is placed).
 */
export function showsTracking(shippingStatus: string | undefined): boolean {
  return shippingStatus?.toLowerCase() !== 'not_shipped';
}

/** A shipment's state: a pick-up shipment's in pick-up words, else as `statusLabel`. */
export function shipmentStatusLabel(status: string, pickup: boolean): string {
  return (pickup ? PICKUP_STATUS_LABELS[status.toLowerCase()] : undefined) ?? statusLabel(status);
}

export function statusLabel(status: string | undefined): string {
  if (!status) return '';
  return STATUS_LABELS[status.toLowerCase()] ?? status.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

/** What the confirmation and tracking pages show of an order. */
export interface OrderView {
  orderNo: string;
  creationDate?: string;
  status: string;
  shippingStatus?: string;
  email?: string;
  lines: OrderLine[];
  shipments: ShipmentView[];
  billingAddress: string[];
  payments: PaymentLine[];
  totals: OrderTotals;
}

export function orderView(order: Order, nameOf?: (pid: string) => string | undefined): OrderView {
  const email = order.customerInfo?.email;
  return {
    orderNo: order.orderNo ?? '',
    ...(order.creationDate ? { creationDate: order.creationDate } : {}),
    status: statusLabel(order.status),
    ...(order.shippingStatus ? { shippingStatus: statusLabel(order.shippingStatus) } : {}),
    ...(email ? { email } : {}),
    lines: withDestinations(
      orderLines(
        order.productItems,
        nameOf,
        subscriptionOptins((order as { c_subscriptionOptins?: unknown }).c_subscriptionOptins),
      ),
      order,
    ),
    shipments: shipmentViews(order),
    billingAddress: addressLines(order.billingAddress, { phone: true }),
    payments: paymentLines(order.paymentInstruments),
    totals: orderTotals(order),
  };
}
