import type { Db } from '../db/client.ts';
import { ProblemError } from '../http/problem.ts';
import { giftMessageError } from '../commerce/gift-message.ts';
import { effectivePromotions } from '../commerce/promotions.ts';
import { loadRulebook } from '../commerce/rulebook.ts';
import { shippingOptions } from '../commerce/shipping-options.ts';
import type { Basket, Destination } from '../commerce/types.ts';
import { loadSellableProducts } from '../catalog/lookup.ts';
import { requireShipment } from './shipments.ts';
import {
  applyCustomFields,
  type Body,
  customFields,
  invalidBody,
  isObject,
  jsonValue,
  optionalNumber,
  optionalString,
  requireArray,
  requireObject,
} from '../http/body.ts';

/** What the shop's basket custom APIs (custom-routes.ts) do to a basket, and the shipping costs they estimate. */
const MAX_ENTRIES = 100;

/** A list body: the JSON array itself, or an object holding it under `key`. */
function listBody(body: unknown, key: string): unknown[] {
  const list = Array.isArray(body) ? body : isObject(body) ? jsonValue(body[key], key) : undefined;
  return requireArray(list, Array.isArray(body) ? 'body' : key, MAX_ENTRIES);
}

function shipmentIdOf(entry: Record<string, unknown>, field: string): string {
  const id =
    optionalString(entry, 'shipment_id', { max: 50, field: `${field}.shipment_id` }) ??
    optionalString(entry, 'shipmentId', { max: 50, field: `${field}.shipmentId` });
  if (!id) throw invalidBody(`'${field}.shipment_id' is required.`);
  return id;
}

export const invalidGiftMessage = (detail: string, shipmentId: string) =>
  new ProblemError(400, 'invalid-gift-message', 'Invalid Gift Message', detail, { shipmentId });

/**
 * shipping v1 POST gift-message: [{ shipment_id, giftMessage }] (or { shipments: […] }). Sets each
 * shipment's gift message (gift true); an empty message clears it. At most 150 characters of letters,
 * digits, spaces and line breaks; otherwise 400 with the spec's message and nothing changes.
 */
export function applyGiftMessages(basket: Basket, body: unknown): void {
  listBody(body, 'shipments').forEach((value, index) => {
    const field = `shipments[${index}]`;
    const entry = requireObject(value, field);
    const shipmentId = shipmentIdOf(entry, field);
    const shipment = requireShipment(basket, shipmentId);
    const message = optionalString(entry, 'giftMessage', { max: 10_000, field: `${field}.giftMessage` }) ?? '';
    const error = giftMessageError(message);
    if (error) throw invalidGiftMessage(error, shipmentId);
    if (message.trim()) {
      shipment.gift = true;
      shipment.giftMessage = message;
    } else {
      shipment.gift = false;
      delete shipment.giftMessage;
    }
  });
}

/** shipping v1 POST update: [{ shipment_id, c_…: value }] (or { shipments: […] }) sets shipments' c_ attributes; null removes one. */
export function applyShipmentUpdates(basket: Basket, body: unknown): void {
  listBody(body, 'shipments').forEach((value, index) => {
    const field = `shipments[${index}]`;
    const entry = requireObject(value, field);
    const shipment = requireShipment(basket, shipmentIdOf(entry, field));
    const unknown = Object.keys(entry).filter(
      (key) => key !== 'shipment_id' && key !== 'shipmentId' && !key.startsWith('c_'),
    );
    if (unknown.length)
      throw invalidBody(`'${field}' may only carry shipment_id and c_ attributes, not ${unknown.join(', ')}.`);
    applyCustomFields(shipment, customFields(entry, field, { except: ['c_approachingDiscounts'] }));
  });
}

export interface SubscriptionOptin {
  product: string;
  subscription_info: { components: unknown[] };
  tracking_override: { offer: string; every: number; every_period: number };
}

/** Validates a subscription opt-in entry (spec: product, subscription_info {components}, tracking_override {offer, every, every_period}). */
export function parseSubscriptionOptin(value: unknown, field: string): SubscriptionOptin {
  const entry = requireObject(value, field);
  const product = optionalString(entry, 'product', { max: 100, field: `${field}.product` });
  if (!product) throw invalidBody(`'${field}.product' is required.`);
  const info =
    entry.subscription_info === undefined || entry.subscription_info === null
      ? { components: [] }
      : requireObject(entry.subscription_info, `${field}.subscription_info`);
  const components = info.components ?? [];
  if (!Array.isArray(components) || components.length > MAX_ENTRIES)
    throw invalidBody(`'${field}.subscription_info.components' must be an array of at most ${MAX_ENTRIES} entries.`);
  if (JSON.stringify(components).length > 10_000)
    throw invalidBody(`'${field}.subscription_info.components' is too large.`);
  const tracking = requireObject(entry.tracking_override, `${field}.tracking_override`);
  const offer = optionalString(tracking, 'offer', { max: 100, field: `${field}.tracking_override.offer` }) ?? '';
  const every = optionalNumber(tracking, 'every', {
    min: 1,
    max: 365,
    integer: true,
    field: `${field}.tracking_override.every`,
  });
  const everyPeriod = optionalNumber(tracking, 'every_period', {
    min: 1,
    max: 365,
    integer: true,
    field: `${field}.tracking_override.every_period`,
  });
  if (every === undefined || everyPeriod === undefined)
    throw invalidBody(`'${field}.tracking_override' needs every and every_period.`);
  return { product, subscription_info: { components }, tracking_override: { offer, every, every_period: everyPeriod } };
}

export const productNotEligible = (productId: string) =>
  new ProblemError(
    400,
    'product-not-eligible-for-subscription',
    'Product Not Eligible For Subscription',
    `The product '${productId}' is not eligible for subscriptions.`,
    {
      productId,
    },
  );

/**
 * product v1 POST subscription-optins: the full list of opt-ins ([…] or { c_subscriptionOptins: […] }),
 * one per product (a later entry replaces an earlier one), stored on the basket as the JSON text of
 * c_subscriptionOptins; an empty list removes it. Only products with c_enableSubscription can be
 * opted in (any other, or an unknown id, is a 400 and nothing changes).
 */
export async function applySubscriptionOptins(db: Db, basket: Basket, body: unknown): Promise<void> {
  const list = Array.isArray(body)
    ? body
    : isObject(body)
      ? jsonValue(body.c_subscriptionOptins ?? [], 'c_subscriptionOptins')
      : undefined;
  if (!Array.isArray(list) || list.length > MAX_ENTRIES)
    throw invalidBody(`The body must be a list of at most ${MAX_ENTRIES} subscription opt-ins.`);
  const byProduct = new Map<string, SubscriptionOptin>();
  list.forEach((value, index) => {
    const optin = parseSubscriptionOptin(value, `c_subscriptionOptins[${index}]`);
    byProduct.set(optin.product, optin);
  });
  const products = await loadSellableProducts(db, [...byProduct.keys()]);
  const ineligible = [...byProduct.keys()].find((id) => products.get(id)?.doc.c_enableSubscription !== true);
  if (ineligible) throw productNotEligible(ineligible);
  if (byProduct.size) basket.c_subscriptionOptins = JSON.stringify([...byProduct.values()]);
  else delete basket.c_subscriptionOptins;
}

/**
 * What each shipping method would cost for a destination and the basket's merchandise subtotal
 * (its coupons' promotions included).
 */
export async function shippingCostsFor(db: Db, basket: Basket, destination: Destination, now: Date): Promise<Body> {
  const merchandiseTotal = basket.productSubTotal ?? 0;
  return {
    basketId: basket.basketId,
    currency: basket.currency ?? 'USD',
    merchandiseTotal,
    destination: {
      city: destination.city,
      stateCode: destination.stateCode,
      postalCode: destination.postalCode,
      countryCode: destination.countryCode,
    },
    ...(await basketShippingOptions(db, basket, destination, merchandiseTotal, now)),
  };
}

/**
 * The shipping methods and their prices for a destination and a merchandise total, with the
 * promotions the basket's coupons make effective now: what SCAPI's shipping-methods answer and the
 * shipping-cost estimate both show.
 */
export async function basketShippingOptions(
  db: Db,
  basket: Basket,
  destination: Destination,
  merchandiseTotal: number,
  now: Date,
) {
  const rulebook = await loadRulebook(db);
  const couponCodes = (basket.couponItems ?? []).map((coupon) => coupon.code);
  const effective = effectivePromotions(rulebook.promotions, couponCodes, rulebook.coupons, now);
  return shippingOptions(rulebook.shippingMethods, destination, merchandiseTotal, effective, basket.currency ?? 'USD');
}
