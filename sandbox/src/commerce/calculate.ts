import { tieredUnitPrice, unitPrice, type SellableProduct } from '../catalog/lookup.ts';
import { eGiftCardAmount, isElectronicShipment } from '../payments/e-gift-cards.ts';
import { prorate, roundMoney, sumMoney } from './money.ts';
import {
  approachingDiscounts,
  bestShippingDiscount,
  couponItemStatus,
  effectivePromotions,
  orderDiscounts,
  productDiscounts,
  qualifyingShippingPromotions,
  withAncestors,
  type ApproachingDiscount,
  type Discounting,
  type EffectivePromotion,
} from './promotions.ts';
import { unaddableReason } from './rules.ts';
import { destinationOf, isMethodApplicable, isPickupShipment, shippingCost } from './shipping.ts';
import { isShippingTaxable, isTaxJurisdictionKnown, taxRateFor } from './tax.ts';
import { STORE_INVENTORY_PREFIX } from '../stores/docs.ts';
import type {
  Basket,
  CouponDefinition,
  OrderPaymentInstrument,
  PriceAdjustment,
  ProductItem,
  PromotionDefinition,
  Shipment,
  ShippingItem,
  ShippingMethodDefinition,
} from './types.ts';

/** Everything a calculation reads besides the basket itself; loaded by baskets/store.ts. */
export interface CalculationContext {
  products: ReadonlyMap<string, SellableProduct>;
  /** Category id → parent id, so category promotions cover subcategories. */
  categoryParents: ReadonlyMap<string, string | null>;
  /** Available-to-sell of lines that draw on a shop's inventory, keyed by inventoryKey(productId, location). */
  locationAts: ReadonlyMap<string, number>;
  promotions: readonly PromotionDefinition[];
  coupons: ReadonlyMap<string, CouponDefinition>;
  shippingMethods: readonly ShippingMethodDefinition[];
  /** The site's minimum merchandise total in the basket currency (c_qualifiers.qdThresholdMet). */
  minimumOrderTotal: number;
  /** The site sells at the volume price book's tiers (the volume-savings site). */
  tieredPricing: boolean;
  now: Date;
  /** Makes ids for new price adjustments and shipping items. */
  newId: () => string;
}

export const TAX_CLASS_ID = 'standard';
export const GIFT_CARD_METHOD_IDS = ['GIFTCARD', 'GIFTCARD_DISCOUNTED'];

export function inventoryKey(productId: string, locationId: string): string {
  return `${productId}@${locationId}`;
}

/**
 * The shop inventory a line draws on (inventoryId, else c_fromStoreId), or undefined for the online
 * inventory. A shop's inventory list id (`inventory_m_store_{storeId}`) names the shop's stock.
 */
export function lineLocation(item: ProductItem): string | undefined {
  const location = item.inventoryId || item.c_fromStoreId;
  if (typeof location !== 'string' || !location) return undefined;
  return location.startsWith(STORE_INVENTORY_PREFIX) ? location.slice(STORE_INVENTORY_PREFIX.length) : location;
}

export interface Flash {
  type: 'ProductItemNotAvailable' | 'InsufficientInventory' | 'ShippingMethodNotApplicable';
  message: string;
  path: string;
  details: Record<string, unknown>;
}

const BASKET_COMPUTED = [
  'adjustedMerchandizeTotalTax',
  'adjustedShippingTotalTax',
  'merchandizeTotalTax',
  'orderTotal',
  'productSubTotal',
  'productTotal',
  'shippingTotal',
  'shippingTotalTax',
  'taxTotal',
  'orderPriceAdjustments',
  'c_paymentAmount',
  'c_flashes',
  'c_qualifiers',
] as const;
const ITEM_COMPUTED = [
  'adjustedTax',
  'tax',
  'taxBasis',
  'taxRate',
  'taxClassId',
  'priceAdjustments',
  'priceAfterItemDiscount',
  'priceAfterOrderDiscount',
  'inventory',
  'c_inventoryExceeded',
] as const;
const SHIPMENT_COMPUTED = [
  'adjustedMerchandizeTotalTax',
  'adjustedShippingTotalTax',
  'merchandizeTotalTax',
  'productSubTotal',
  'productTotal',
  'shipmentTotal',
  'shippingTotal',
  'shippingTotalTax',
  'taxTotal',
  'c_approachingDiscounts',
] as const;

function strip<T extends Record<string, unknown>>(record: T, keys: readonly string[]): void {
  for (const key of keys) delete record[key];
}

/** A price adjustment document; keeps the id and creation date of the previous one for the same promotion. */
function adjustmentDoc(
  discount: Discounting,
  previous: readonly PriceAdjustment[] | undefined,
  ctx: CalculationContext,
): PriceAdjustment {
  const before = previous?.find((adjustment) => adjustment.promotionId === discount.promotionId);
  const now = ctx.now.toISOString();
  return {
    priceAdjustmentId: before?.priceAdjustmentId ?? ctx.newId(),
    promotionId: discount.promotionId,
    ...(discount.couponCode ? { couponCode: discount.couponCode } : {}),
    itemText: discount.itemText,
    price: roundMoney(-discount.amount),
    appliedDiscount: discount.appliedDiscount,
    custom: false,
    manual: false,
    creationDate: before?.creationDate ?? now,
    lastModified: now,
  };
}

function isPickupLine(item: ProductItem, shipments: readonly Shipment[]): boolean {
  if (item.c_fromStoreId) return true;
  const shipment = shipments.find((candidate) => candidate.shipmentId === item.shipmentId);
  return shipment ? isPickupShipment(shipment) : false;
}

/** Prices, product promotions and inventory of the product lines; records the promotions that produced a discount. */
function priceLines(
  items: ProductItem[],
  shipments: readonly Shipment[],
  effective: readonly EffectivePromotion[],
  currency: string,
  ctx: CalculationContext,
  flashes: Flash[],
  applied: Set<string>,
): void {
  const previousAdjustments = items.map((item) => item.priceAdjustments as PriceAdjustment[] | undefined);
  const promotionLines = items.map((item) => {
    strip(item, ITEM_COMPUTED);
    const product = ctx.products.get(String(item.productId));
    const quantity = item.quantity ?? 1;
    // An e-gift card line is priced at its own amount; on a tiered site a line's quantity picks its tier, as SCAPI's
    // price tables do (the tier is per line, not per product across lines).
    const tiered = product && ctx.tieredPricing ? tieredUnitPrice(product, currency, quantity) : undefined;
    const basePrice =
      eGiftCardAmount(item, product) ??
      tiered ??
      (product && unitPrice(product, currency)?.price) ??
      item.basePrice ??
      0;
    item.basePrice = basePrice;
    item.price = roundMoney(basePrice * quantity);
    if (product) {
      item.productName = product.name;
      item.itemText = product.name;
    }
    item.bonusProductLineItem = false;
    item.gift = item.gift ?? false;
    const categoryIds = withAncestors((product?.doc._categoryIds as string[] | undefined) ?? [], ctx.categoryParents);
    return { productId: String(item.productId), masterId: product?.masterId, categoryIds, quantity, price: item.price };
  });
  const discounts = productDiscounts(effective, promotionLines, currency);

  items.forEach((item, index) => {
    const productId = String(item.productId);
    const product = ctx.products.get(productId);
    const quantity = item.quantity ?? 1;
    const discount = discounts[index];
    if (discount) {
      item.priceAdjustments = [adjustmentDoc(discount, previousAdjustments[index], ctx)];
      applied.add(discount.promotionId);
    }
    item.priceAfterItemDiscount = roundMoney((item.price ?? 0) - (discount?.amount ?? 0));

    const path = `$.productItems[${index}]`;
    const name = item.productName ?? productId;
    const reason = unaddableReason(product, currency, { pickup: isPickupLine(item, shipments) });
    if (reason)
      flashes.push({
        type: 'ProductItemNotAvailable',
        message: `"${name}" can't be ordered: ${reason}`,
        path,
        details: { itemId: item.itemId, productId },
      });
    const location = lineLocation(item);
    const locationAts = location ? ctx.locationAts.get(inventoryKey(productId, location)) : undefined;
    const ats = locationAts ?? product?.ats ?? 0;
    item.inventory = {
      id: locationAts !== undefined ? location : 'inventory_online',
      ats,
      stockLevel: ats,
      orderable: !reason && ats > 0,
    };
    item.c_inventoryExceeded = quantity > ats;
    if (!reason && quantity > ats) {
      flashes.push({
        type: 'InsufficientInventory',
        message: ats > 0 ? `Only ${ats} of "${name}" are available.` : `"${name}" is out of stock.`,
        path,
        details: { itemId: item.itemId, productId, quantity, ats },
      });
    }
  });
}

interface ShipmentOutcome {
  shippingKnown: boolean;
  taxKnown: boolean;
  shippingTotal: number;
  shippingTotalTax: number;
  adjustedShippingTotalTax: number;
  merchandizeTotalTax: number;
  adjustedMerchandizeTotalTax: number;
  shippingItem?: ShippingItem;
}

function methodDoc(
  definition: ShippingMethodDefinition,
  price: number,
  promotions: ReturnType<typeof qualifyingShippingPromotions>,
) {
  return {
    id: definition.id,
    name: definition.name,
    description: definition.description,
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
    c_estimatedArrivalTime: definition.estimatedArrivalTime,
    c_storePickupEnabled: definition.storePickup,
  };
}

function calculateShipment(
  shipment: Shipment,
  lines: ProductItem[],
  previousShippingItems: readonly ShippingItem[],
  effective: readonly EffectivePromotion[],
  currency: string,
  ctx: CalculationContext,
  applied: Set<string>,
  flashes: Flash[],
  index: number,
): ShipmentOutcome {
  strip(shipment, SHIPMENT_COMPUTED);
  shipment.shippingStatus = 'not_shipped';
  shipment.gift = shipment.gift ?? false;
  const destination = destinationOf(shipment, currency);
  const productSubTotal = sumMoney(lines.map((line) => line.priceAfterItemDiscount ?? 0));
  const productTotal = sumMoney(lines.map((line) => line.priceAfterOrderDiscount ?? 0));

  let shippingItem: ShippingItem | undefined;
  const chosen = shipment.shippingMethod?.id;
  if (chosen) {
    const definition = ctx.shippingMethods.find((method) => method.id === chosen);
    // A shipment without merchandise costs nothing to ship.
    const basePrice =
      definition && lines.length > 0 ? shippingCost(definition, productSubTotal, destination, currency) : 0;
    if (definition)
      shipment.shippingMethod = methodDoc(
        definition,
        basePrice,
        qualifyingShippingPromotions(effective, definition.id, productSubTotal, currency),
      );
    if (!definition || !isMethodApplicable(definition, destination, currency)) {
      flashes.push({
        type: 'ShippingMethodNotApplicable',
        message: `The shipping method '${chosen}' is not available for this address. Please choose another shipping method.`,
        path: `$.shipments[${index}].shippingMethod`,
        details: { shipmentId: shipment.shipmentId, shippingMethodId: chosen },
      });
    }
    const previous = previousShippingItems.find((item) => item.shipmentId === shipment.shipmentId);
    const discount = definition
      ? bestShippingDiscount(effective, definition.id, productSubTotal, basePrice, currency)
      : undefined;
    if (discount) applied.add(discount.promotionId);
    shippingItem = {
      itemId: previous?.itemId ?? ctx.newId(),
      shipmentId: shipment.shipmentId,
      itemText: 'Shipping',
      basePrice,
      price: basePrice,
      ...(discount ? { priceAdjustments: [adjustmentDoc(discount, previous?.priceAdjustments, ctx)] } : {}),
      priceAfterItemDiscount: roundMoney(basePrice - (discount?.amount ?? 0)),
      taxClassId: TAX_CLASS_ID,
    };
  }

  // An electronic shipment (e-gift cards) is delivered by e-mail: no shipping, and gift cards bear no tax.
  const electronic = isElectronicShipment(shipment);
  const hasLines = lines.length > 0 && !electronic;
  const shippingKnown = !hasLines || Boolean(shippingItem);
  const taxKnown = !hasLines || isTaxJurisdictionKnown(destination);
  const rate = electronic ? 0 : taxRateFor(destination);
  const shippingRate = isShippingTaxable(destination) ? rate : 0;

  for (const line of lines) {
    if (!taxKnown) continue;
    line.taxRate = rate;
    line.tax = roundMoney((line.price ?? 0) * rate);
    line.taxBasis = line.priceAfterOrderDiscount;
    line.adjustedTax = roundMoney((line.priceAfterOrderDiscount ?? 0) * rate);
    line.taxClassId = TAX_CLASS_ID;
  }
  if (shippingItem && taxKnown) {
    shippingItem.taxRate = shippingRate;
    shippingItem.tax = roundMoney((shippingItem.price ?? 0) * shippingRate);
    shippingItem.taxBasis = shippingItem.priceAfterItemDiscount;
    shippingItem.adjustedTax = roundMoney((shippingItem.priceAfterItemDiscount ?? 0) * shippingRate);
  }

  const shippingTotal = shippingItem?.priceAfterItemDiscount ?? 0;
  const merchandizeTotalTax = sumMoney(lines.map((line) => line.tax ?? 0));
  const adjustedMerchandizeTotalTax = sumMoney(lines.map((line) => line.adjustedTax ?? 0));
  const shippingTotalTax = shippingItem?.tax ?? 0;
  const adjustedShippingTotalTax = shippingItem?.adjustedTax ?? 0;

  shipment.productSubTotal = productSubTotal;
  shipment.productTotal = productTotal;
  if (taxKnown) {
    shipment.merchandizeTotalTax = merchandizeTotalTax;
    shipment.adjustedMerchandizeTotalTax = adjustedMerchandizeTotalTax;
  }
  if (shippingKnown) shipment.shippingTotal = shippingTotal;
  if (shippingKnown && taxKnown) {
    shipment.shippingTotalTax = shippingTotalTax;
    shipment.adjustedShippingTotalTax = adjustedShippingTotalTax;
    const taxTotal = sumMoney([adjustedMerchandizeTotalTax, adjustedShippingTotalTax]);
    shipment.taxTotal = taxTotal;
    shipment.shipmentTotal = sumMoney([productTotal, shippingTotal, taxTotal]);
  }

  return {
    shippingKnown,
    taxKnown,
    shippingTotal,
    shippingTotalTax,
    adjustedShippingTotalTax,
    merchandizeTotalTax,
    adjustedMerchandizeTotalTax,
    shippingItem,
  };
}

/**
 * Caps gift-card instruments at what is left to pay, in the order they were added (an instrument
 * without an amount takes all that is left), and returns the amount other methods must cover.
 */
export function allocateGiftCards(instruments: OrderPaymentInstrument[], orderTotal: number): number {
  let remaining = roundMoney(orderTotal);
  for (const instrument of instruments) {
    if (!GIFT_CARD_METHOD_IDS.includes(String(instrument.paymentMethodId))) continue;
    const requested = typeof instrument.amount === 'number' ? instrument.amount : remaining;
    instrument.amount = roundMoney(Math.max(0, Math.min(requested, remaining)));
    remaining = roundMoney(remaining - instrument.amount);
  }
  return remaining;
}

/**
 * Computes a basket the way B2C Commerce's calculate hook would: line prices from the price books
 * (sale wins), product, order and shipping promotions, coupon statuses, shipping costs, net tax,
 * totals, approaching discounts, inventory flags and the shop's c_ summary fields. Pure: returns
 * a new document and leaves the input untouched.
 *
 * Totals that cannot be known yet are omitted (null in SCAPI terms): shipping totals while a shipment
 * with items has no shipping method, tax totals while one has no taxable address (country and state),
 * and orderTotal / c_paymentAmount until both are known.
 */
export function calculateBasket(input: Basket, ctx: CalculationContext): Basket {
  const basket = structuredClone(input);
  const currency = basket.currency ?? 'USD';
  const previousShippingItems = (basket.shippingItems ?? []) as ShippingItem[];
  const previousOrderAdjustments = basket.orderPriceAdjustments as PriceAdjustment[] | undefined;
  strip(basket, [...BASKET_COMPUTED, 'shippingItems']);
  basket.taxation = 'net';
  basket.productItems = basket.productItems ?? [];
  basket.shipments = basket.shipments ?? [];
  const items = basket.productItems;
  const shipments = basket.shipments;

  const couponCodes = (basket.couponItems ?? []).map((coupon) => coupon.code);
  const effective = effectivePromotions(ctx.promotions, couponCodes, ctx.coupons, ctx.now);
  const applied = new Set<string>();
  const flashes: Flash[] = [];

  priceLines(items, shipments, effective, currency, ctx, flashes, applied);
  const productSubTotal = sumMoney(items.map((item) => item.priceAfterItemDiscount ?? 0));

  const orderDiscountList = orderDiscounts(effective, productSubTotal, currency);
  for (const discount of orderDiscountList) applied.add(discount.promotionId);
  if (orderDiscountList.length)
    basket.orderPriceAdjustments = orderDiscountList.map((discount) =>
      adjustmentDoc(discount, previousOrderAdjustments, ctx),
    );
  const orderDiscountTotal = sumMoney(orderDiscountList.map((discount) => discount.amount));
  const shares = prorate(
    -orderDiscountTotal,
    items.map((item) => item.priceAfterItemDiscount ?? 0),
  );
  items.forEach((item, index) => {
    item.priceAfterOrderDiscount = roundMoney((item.priceAfterItemDiscount ?? 0) + (shares[index] ?? 0));
  });
  const productTotal = roundMoney(productSubTotal - orderDiscountTotal);

  const outcomes = shipments.map((shipment, index) =>
    calculateShipment(
      shipment,
      items.filter((item) => item.shipmentId === shipment.shipmentId),
      previousShippingItems,
      effective,
      currency,
      ctx,
      applied,
      flashes,
      index,
    ),
  );
  const shippingItems = outcomes.flatMap((outcome) => (outcome.shippingItem ? [outcome.shippingItem] : []));
  if (shippingItems.length) basket.shippingItems = shippingItems;

  const shippingKnown = outcomes.every((outcome) => outcome.shippingKnown);
  const taxKnown = outcomes.every((outcome) => outcome.taxKnown);
  basket.productSubTotal = productSubTotal;
  basket.productTotal = productTotal;
  if (taxKnown) {
    basket.merchandizeTotalTax = sumMoney(outcomes.map((outcome) => outcome.merchandizeTotalTax));
    basket.adjustedMerchandizeTotalTax = sumMoney(outcomes.map((outcome) => outcome.adjustedMerchandizeTotalTax));
  }
  if (shippingKnown) basket.shippingTotal = sumMoney(outcomes.map((outcome) => outcome.shippingTotal));
  if (shippingKnown && taxKnown) {
    basket.shippingTotalTax = sumMoney(outcomes.map((outcome) => outcome.shippingTotalTax));
    basket.adjustedShippingTotalTax = sumMoney(outcomes.map((outcome) => outcome.adjustedShippingTotalTax));
    basket.taxTotal = sumMoney([basket.adjustedMerchandizeTotalTax ?? 0, basket.adjustedShippingTotalTax]);
    basket.orderTotal = sumMoney([productTotal, basket.shippingTotal ?? 0, basket.taxTotal]);
  }

  shipments.forEach((shipment, index) => {
    const lines = items.filter((item) => item.shipmentId === shipment.shipmentId);
    const approaching: ApproachingDiscount[] = [
      ...(index === 0 ? approachingDiscounts(effective, productSubTotal, currency, { kind: 'order' }) : []),
      ...approachingDiscounts(effective, sumMoney(lines.map((line) => line.priceAfterItemDiscount ?? 0)), currency, {
        kind: 'shipping',
        shippingMethodId: shipment.shippingMethod?.id,
      }),
    ];
    if (approaching.length) shipment.c_approachingDiscounts = approaching;
  });

  if (basket.couponItems?.length) {
    basket.couponItems = basket.couponItems.map((coupon) => ({
      ...coupon,
      ...couponItemStatus(coupon.code, ctx.coupons, ctx.promotions, applied, ctx.now),
    }));
  }

  if (basket.orderTotal !== undefined) {
    const remaining = allocateGiftCards(
      (basket.paymentInstruments ?? []) as OrderPaymentInstrument[],
      basket.orderTotal,
    );
    basket.c_paymentAmount = remaining;
  }
  if (flashes.length) basket.c_flashes = flashes;
  basket.c_qualifiers = { qdThresholdMet: items.length > 0 && productSubTotal >= ctx.minimumOrderTotal };
  return basket;
}
