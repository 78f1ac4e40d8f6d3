/**
 * Orders as the review page, the confirmation and order tracking show them (checkout spec §3
 * "Order", §4 "Placing an order", §9 money rules), and the rule that keeps a double submit from
 * ordering twice. Pure: no I/O. Baskets and orders share the totals and payment views, so the review
 * page shows exactly what the confirmation will.
 */
import { shortDigest } from './digest.ts';
import { APPLE_PAY_METHOD, choiceOfMethodId, METHOD_LABELS } from './payment-methods.ts';
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
import { fullLengthMask } from './card.ts';
import { PLACING_ORDER_WAIT_MS } from './checkout-constants.ts';
import { isGiftCardInstrument } from './gift-card.ts';
// Spec §9: money is rounded to 2 decimals.
import { roundMoney } from './money.ts';

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

export interface OrderPaymentInstrument extends BasketPaymentInstrument {
  giftCard?: { brand?: string; maskedCardNumber?: string };
  authorizationStatus?: { status?: number; code?: string; message?: string };
}

/** Payment method ids (checkout spec §3). */
export const PAYMENT_METHOD = {
  creditCard: 'CREDIT_CARD',
  giftCard: 'GIFTCARD',
  giftCardDiscounted: 'GIFTCARD_DISCOUNTED',
  noPayment: 'NO_PAYMENT',
} as const;

const amountOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

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
  const giftCards = sum(((order.paymentInstruments ?? []) as BasketPaymentInstrument[]).filter(isGiftCardInstrument).map((instrument) => amountOf(instrument.amount) ?? 0));
  const items = order.productItems ?? [];
  const products = amountOf(order.productSubTotal) ?? sum(items.map((item) => amountOf(item.priceAfterItemDiscount) ?? amountOf(item.price) ?? 0));
  const productDiscount = sum(items.map((item) => Math.max(0, (amountOf(item.price) ?? 0) - (amountOf(item.priceAfterItemDiscount) ?? amountOf(item.price) ?? 0))));
  const total = amountOf(order.orderTotal);
  const specSubtotal = orderSubtotal(order);
  const orderDiscount = specSubtotal !== undefined ? roundMoney(Math.max(0, products - specSubtotal)) : discountOf(order.orderPriceAdjustments);
  const netShipping = amountOf(order.shippingTotal);
  const shippingItems = order.shippingItems ?? [];
  const baseShipping = shippingItems.length ? sum(shippingItems.map((item) => amountOf(item.price) ?? 0)) : netShipping;
  const shippingDiscount = netShipping !== undefined && baseShipping !== undefined ? roundMoney(Math.max(0, baseShipping - netShipping)) : 0;
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

/**
 * A digest of what the review page shows — each line's product, quantity and price, shipping, tax
 * and total — carried by the "Place order" form. The action recomputes it from
 * the fresh basket: a bag changed since (another tab) no longer matches, and the order is refused
 * instead of charging a total the shopper never saw. Not a secret: a forged digest can only match
 * the basket as it is now. A short digest (models/digest.ts), so the form stays small.
 */
export function reviewDigest(basket: Basket): string {
  const money = (value: unknown) => amountOf(value)?.toFixed(2) ?? '-';
  const lines = orderLines(basket.productItems).map((line) => `${line.productId}:${line.variation ?? ''}:${line.quantity}:${money(line.price)}`);
  const text = [basket.currency ?? '', ...lines, money(basket.shippingTotal), money(basket.taxTotal), money(basket.orderTotal)].join('|');
  return shortDigest(text);
}

/** The last four digits of a masked number (`************1111` → `1111`). */
export function lastDigits(masked: string | undefined): string | undefined {
  return /(\d{4})$/.exec(masked ?? '')?.[1];
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  '001': 'Visa',
  mastercard: 'Mastercard',
  master: 'Mastercard',
  '002': 'Mastercard',
  americanexpress: 'American Express',
  amex: 'American Express',
  '003': 'American Express',
  discover: 'Discover',
  '004': 'Discover',
  '042': 'Discover',
};

export function cardBrandName(cardType: string | undefined): string {
  const key = (cardType ?? '').toLowerCase().replace(/[\s_-]/g, '');
  return CARD_BRANDS[key] ?? cardType ?? 'Card';
}

export interface PaymentLine {
  id: string;
  kind: 'card' | 'gift-card' | 'none' | 'alternative' | 'other';
  /** "Visa", "Gift card", "PayPal", … */
  label: string;
  /** An alternative method's buyer account as the provider named it (PayPal e-mail, Venmo user); a check's "awaiting payment". */
  account?: string;
  /** The masked number as shown ("************1111"), never more than the last four digits. */
  masked?: string;
  expires?: string;
  amount?: number;
}

/** The payments of a basket or order, masked (spec §5), gift cards first as they are applied first. */
export function paymentLines(instruments: readonly OrderPaymentInstrument[] | undefined): PaymentLine[] {
  const lines = (instruments ?? []).map((instrument, index): PaymentLine => {
    const id = instrument.paymentInstrumentId ?? String(index);
    const amount = amountOf(instrument.amount);
    const withAmount = amount !== undefined ? { amount } : {};
    if (isGiftCardInstrument(instrument)) {
      const digits = lastDigits(instrument.giftCard?.maskedCardNumber ?? instrument.maskedGiftCertificateCode);
      return { id, kind: 'gift-card', label: 'Gift card', ...(digits ? { masked: `****${digits}` } : {}), ...withAmount };
    }
    if (instrument.paymentMethodId === PAYMENT_METHOD.noPayment) return { id, kind: 'none', label: 'Paid in full by gift card' };
    if (instrument.paymentMethodId === PAYMENT_METHOD.creditCard) {
      const card = instrument.paymentCard ?? {};
      const digits = lastDigits(card.maskedNumber) ?? card.numberLastDigits;
      const masked =
        card.maskedNumber && lastDigits(card.maskedNumber) ? fullLengthMask(card.maskedNumber.replace(/\d(?=\d{4})/g, '*')) : digits ? `************${digits}` : undefined;
      const expires = card.expirationMonth && card.expirationYear ? `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}` : undefined;
      return { id, kind: 'card', label: cardBrandName(card.cardType), ...(masked ? { masked } : {}), ...(expires ? { expires } : {}), ...withAmount };
    }
    if (instrument.paymentMethodId === APPLE_PAY_METHOD) {
      const account = (instrument as { c_paymentAccount?: unknown }).c_paymentAccount;
      return { id, kind: 'alternative', label: 'Apple Pay', ...(typeof account === 'string' && account ? { account } : {}), ...withAmount };
    }
    const choice = choiceOfMethodId(instrument.paymentMethodId);
    if (choice) {
      const custom = instrument as { c_paymentAccount?: unknown; c_paypalPayerEmail?: unknown };
      const account =
        choice === 'check' ? 'awaiting payment' : [custom.c_paypalPayerEmail, custom.c_paymentAccount].find((value): value is string => typeof value === 'string' && value !== '');
      return { id, kind: 'alternative', label: METHOD_LABELS[choice], ...(account && account !== 'Klarna' ? { account } : {}), ...withAmount };
    }
    return { id, kind: 'other', label: instrument.paymentMethodId ?? 'Payment', ...withAmount };
  });
  return [...lines.filter((line) => line.kind === 'gift-card'), ...lines.filter((line) => line.kind !== 'gift-card')];
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
export function shipmentViews(order: { orderNo?: string; shipments?: OrderShipment[]; productItems?: BasketProductItem[] }): ShipmentView[] {
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
        ...(!pickup && (shipment.shippingMethod?.name || shipment.shippingMethod?.id) ? { method: shipment.shippingMethod!.name ?? shipment.shippingMethod!.id } : {}),
        ...(delivery ? { delivery } : {}),
        ...(giftMessage ? { giftMessage } : {}),
        ...(instructions ? { deliveryInstructions: instructions } : {}),
        ...(isOrder && shipment.shippingStatus ? { status: shipmentStatusLabel(shipment.shippingStatus, pickup) } : {}),
        ...(tracked && shipment.trackingNumber ? { trackingNumber: shipment.trackingNumber } : {}),
        ...(trackingUrl ? { trackingUrl } : {}),
        lineIds: (order.productItems ?? []).filter((item) => item.shipmentId === shipment.shipmentId).map((item) => item.itemId ?? ''),
      };
    });
}

/**
 * Issue 16: once an order (or the reviewed basket) has collected lines, each line says where it goes —
 * "Pick up at {shop}" with the pick-up person, or "Ship to" the shipment's address. Otherwise the
 * lines are left as they are (one address, shown once beside them).
 */
export function withDestinations(lines: OrderLine[], order: { shipments?: BasketShipment[]; productItems?: BasketProductItem[] }): OrderLine[] {
  const shipments = order.shipments ?? [];
  const items = order.productItems ?? [];
  const collected = shipments.some((shipment) => isPickupShipment(shipment) && items.some((item) => item.shipmentId === shipment.shipmentId));
  if (!collected) return lines;
  return lines.map((line, index) => {
    const item = items.find((candidate) => candidate.itemId === line.id) ?? items[index];
    const shipment = shipments.find((candidate) => candidate.shipmentId === item?.shipmentId);
    if (!shipment || shipment.c_shipmentType === 'electronic') return line;
    if (isPickupShipment(shipment)) {
      const [name] = pickupPersonLines(shipment);
      const person = shipment.c_pickupFirstName?.trim() || shipment.c_pickupLastName?.trim() ? name : undefined;
      return { ...line, destination: [pickUpAt(pickupShopName(shipment)), ...(person ? [`Picked up by ${person}`] : [])] };
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

/** A shipment's state: a pick-up shipment's in pick-up words, else as `statusLabel`. */
/**
 * A tracking number means something once the parcel is with the carrier: none is shown beside "Not shipped yet" (a
 * backend may give one out as soon as the order is placed).
 */
export function showsTracking(shippingStatus: string | undefined): boolean {
  return shippingStatus?.toLowerCase() !== 'not_shipped';
}

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
    lines: withDestinations(orderLines(order.productItems, nameOf, subscriptionOptins((order as { c_subscriptionOptins?: unknown }).c_subscriptionOptins)), order),
    shipments: shipmentViews(order),
    billingAddress: addressLines(order.billingAddress, { phone: true }),
    payments: paymentLines(order.paymentInstruments),
    totals: orderTotals(order),
  };
}

/**
 * Spec §4 step 4: "The result is failed if flashes are present or the status is failed" — the
 * order's flashes (c_flashes) and the failed instruments' authorisation messages say why.
 */
export function orderFailure(order: Order): { flashes?: { message?: string }[]; statusMessage?: string } | null {
  const flashes = Array.isArray(order.c_flashes) ? order.c_flashes : [];
  if (flashes.length === 0 && order.status !== 'failed') return null;
  const declined = (order.paymentInstruments ?? []).find((instrument) => instrument.authorizationStatus && instrument.authorizationStatus.status === 0);
  return {
    ...(flashes.length ? { flashes } : {}),
    ...(declined?.authorizationStatus?.message ? { statusMessage: declined.authorizationStatus.message } : {}),
  };
}

/** Whether SCAPI placed the order: paid and no longer 'created' or 'failed'. */
export function isPlaced(order: Order): boolean {
  return Boolean(order.status) && order.status !== 'created' && order.status !== 'failed';
}

/** The session's record of an order being placed (`SessionData.placingOrder`) and of the one just placed. */
export interface PlacingOrderMark {
  basketId: string;
  startedAt: number;
  orderNo?: string;
  /**
   * When createOrder was sent for this basket, recorded before the call: while no order number is
   * known, its answer was lost (an outage, a time-out) and the order may exist — it is looked for
   * before another is created.
   */
  orderRequestedAt?: number;
}

export interface PlacingOrderState {
  basketId?: string | null;
  placingOrder?: PlacingOrderMark;
  lastOrder?: { orderNo: string };
}

export type PlaceOrderRole =
  /** This basket was ordered already: show the confirmation. */
  | { role: 'done' }
  /** Another submit is placing this basket's order right now: wait for its outcome. */
  | { role: 'wait'; mark: PlacingOrderMark }
  /** Place the order; with orderNo, an earlier attempt created it and only payment is left. */
  | { role: 'place'; mark: PlacingOrderMark };

/**
 * "A double submit or a reload never creates a second order". Decided under the
 * session lock, so of any number of simultaneous submits exactly one places the order:
 * - the basket's order was placed (the mark names the order shown last) → done;
 * - another submit marked the same basket less than PLACING_ORDER_WAIT_MS ago → wait for it;
 * - otherwise this submit places it, taking over the order number of an attempt that stopped
 *   half-way (its mark is stale), so payment resumes instead of a second order being created, or
 *   the time of a createOrder whose answer was lost, so that order is looked for first.
 * A basket id of null (the ordered basket is gone and none was opened since) still matches the
 * mark, so reloading the POST after the confirmation shows the confirmation again.
 */
export function placeOrderRole(state: PlacingOrderState, basketId: string | null, now: number): PlaceOrderRole {
  const mark = state.placingOrder;
  const sameBasket = mark && (basketId === null || mark.basketId === basketId);
  if (mark && sameBasket && mark.orderNo && state.lastOrder?.orderNo === mark.orderNo) return { role: 'done' };
  if (mark && sameBasket && isInFlight(mark, now)) return { role: 'wait', mark };
  const resume = mark && sameBasket ? { ...(mark.orderNo ? { orderNo: mark.orderNo } : {}), ...(mark.orderRequestedAt ? { orderRequestedAt: mark.orderRequestedAt } : {}) } : {};
  return { role: 'place', mark: { basketId: basketId ?? mark?.basketId ?? '', startedAt: now, ...resume } };
}

/** A request marked this attempt less than PLACING_ORDER_WAIT_MS ago: it is on it right now. */
const isInFlight = (mark: PlacingOrderMark, now: number) => now - mark.startedAt >= 0 && now - mark.startedAt < PLACING_ORDER_WAIT_MS;

/**
 * A page view's part in an order attempt that never reported back (the answer of createOrder lost,
 * the backend or the storefront gone before payment): an attempt that sent createOrder or knows its
 * order number, is not the order shown last, and that no request is on (its submit is over or was
 * released) is taken over — the mark answered, dated now, goes into the session under its lock, so
 * of simultaneous page views one finishes it. Null when there is nothing to finish: reading the
 * session is all a page view without a pending order does.
 */
export function pendingOrderTakeover(state: PlacingOrderState, now: number): PlacingOrderMark | null {
  const mark = state.placingOrder;
  if (!mark || !(mark.orderNo || mark.orderRequestedAt)) return null;
  if (mark.orderNo && state.lastOrder?.orderNo === mark.orderNo) return null;
  return isInFlight(mark, now) ? null : { ...mark, startedAt: now };
}

/** What a waiting submit learns from the session: how the submit it waited for ended. */
export function placingOutcome(state: PlacingOrderState, awaited: PlacingOrderMark): 'placed' | 'failed' | 'pending' {
  const mark = state.placingOrder;
  if (mark && mark.basketId === awaited.basketId && mark.orderNo && state.lastOrder?.orderNo === mark.orderNo) return 'placed';
  if (mark && mark.basketId === awaited.basketId && mark.startedAt === awaited.startedAt) return 'pending';
  return 'failed';
}
