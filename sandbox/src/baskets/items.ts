import type { Db } from '../db/client.ts';
import { loadSellableProducts, type SellableProduct } from '../catalog/lookup.ts';
import { notFound } from '../http/problem.ts';
import { randomId } from '../ids.ts';
import {
  assertAddable,
  assertWithinQuantityLimit,
  invalidQuantity,
  MAX_LINE_QUANTITY,
  validateQuantity,
} from '../commerce/rules.ts';
import { isPickupShipment } from '../commerce/shipping.ts';
import type { Basket, ProductItem, Shipment } from '../commerce/types.ts';
import {
  applyCustomFields,
  type Body,
  customFields,
  invalidBody,
  optionalString,
  requireArray,
  requireObject,
} from '../http/body.ts';
import { assertEGiftCardLimits } from '../payments/e-gift-cards.ts';
import { applyGiftFields } from './validate.ts';

export const DEFAULT_SHIPMENT_ID = 'me';
const MAX_ITEMS_PER_REQUEST = 100;
/** B2C Commerce's quota of product line items in one basket. */
export const MAX_BASKET_LINES = 400;

export const itemNotFound = (itemId: string) =>
  notFound(
    'product-item-not-found',
    'Product Item Not Found',
    `No product item with ID '${itemId}' could be found in the basket.`,
    { itemId },
  );

export function findShipment(basket: Basket, shipmentId: string): Shipment | undefined {
  return basket.shipments?.find((shipment) => shipment.shipmentId === shipmentId);
}

export function requireShipmentForItem(basket: Basket, shipmentId: string): Shipment {
  const shipment = findShipment(basket, shipmentId);
  if (!shipment) throw invalidBody(`The shipment '${shipmentId}' doesn't exist in the basket.`);
  return shipment;
}

function findItem(basket: Basket, itemId: string): ProductItem {
  const item = basket.productItems?.find((candidate) => candidate.itemId === itemId);
  if (!item) throw itemNotFound(itemId);
  return item;
}

/** Two lines are one when they are the same product from the same shipment, inventory and store, and neither is a custom mix. */
export function isSameProductLine(a: ProductItem, b: ProductItem): boolean {
  return (
    a.productId === b.productId &&
    a.shipmentId === b.shipmentId &&
    (a.inventoryId ?? null) === (b.inventoryId ?? null) &&
    (a.c_fromStoreId ?? null) === (b.c_fromStoreId ?? null) &&
    !a.c_customMix &&
    !b.c_customMix
  );
}

/** A line can absorb an added quantity when it is the same product line and not a bonus. */
function isSameLine(line: ProductItem, request: ProductItem): boolean {
  return isSameProductLine(line, request) && !line.bonusProductLineItem;
}

function isPickupLine(basket: Basket, line: ProductItem): boolean {
  if (line.c_fromStoreId) return true;
  const shipment = findShipment(basket, String(line.shipmentId));
  return shipment ? isPickupShipment(shipment) : false;
}

/** Checks every per-order quantity limit (c_quantityLimit) and the e-gift card caps over the whole basket. */
function assertQuantityLimits(basket: Basket, products: ReadonlyMap<string, SellableProduct>): void {
  assertEGiftCardLimits(basket, products);
  const totals = new Map<string, number>();
  for (const line of basket.productItems ?? [])
    totals.set(String(line.productId), (totals.get(String(line.productId)) ?? 0) + (line.quantity ?? 0));
  for (const [productId, total] of totals) {
    const product = products.get(productId);
    if (product) assertWithinQuantityLimit(product, total);
  }
}

function parseItemRequest(value: unknown, field: string, basket: Basket): ProductItem {
  const body = requireObject(value, field);
  const productId = optionalString(body, 'productId', { max: 100, field: `${field}.productId` });
  if (!productId) throw invalidBody(`'${field}.productId' is required.`);
  const quantity = body.quantity === undefined ? 1 : validateQuantity(body.quantity, { field: `${field}.quantity` });
  const shipmentId =
    optionalString(body, 'shipmentId', { max: 100, field: `${field}.shipmentId` }) || defaultShipmentId(basket);
  requireShipmentForItem(basket, shipmentId);
  const item: ProductItem = { productId, quantity, shipmentId };
  const inventoryId = optionalString(body, 'inventoryId', { field: `${field}.inventoryId` });
  if (inventoryId) item.inventoryId = inventoryId;
  applyGiftFields(item, body, field);
  for (const [key, custom] of Object.entries(customFields(body, field))) if (custom !== null) item[key] = custom;
  return item;
}

function defaultShipmentId(basket: Basket): string {
  return findShipment(basket, DEFAULT_SHIPMENT_ID)
    ? DEFAULT_SHIPMENT_ID
    : String(basket.shipments?.[0]?.shipmentId ?? DEFAULT_SHIPMENT_ID);
}

/**
 * addItemToBasket: adds each requested line, or raises the quantity of an identical line (same product,
 * shipment and inventory; custom mixes always get a line of their own). All or nothing.
 */
export async function addProductItems(db: Db, basket: Basket, body: unknown): Promise<void> {
  const requests = requireArray(body, 'body', MAX_ITEMS_PER_REQUEST).map((value, index) =>
    parseItemRequest(value, `body[${index}]`, basket),
  );
  const products = await loadSellableProducts(db, [
    ...requests.map((request) => String(request.productId)),
    ...(basket.productItems ?? []).map((line) => String(line.productId)),
  ]);
  const currency = basket.currency ?? 'USD';
  basket.productItems = basket.productItems ?? [];
  for (const request of requests) {
    assertAddable(String(request.productId), products.get(String(request.productId)), currency, {
      pickup: isPickupLine(basket, request),
    });
    const existing = basket.productItems.find((line) => isSameLine(line, request));
    if (existing) {
      const quantity = (existing.quantity ?? 0) + (request.quantity ?? 0);
      if (quantity > MAX_LINE_QUANTITY) {
        throw invalidQuantity(
          `The quantity of '${request.productId}' would be ${quantity}; at most ${MAX_LINE_QUANTITY} per line. Please enter a value less than 1,000. Contact customer support if you want to order larger quantities.`,
        );
      }
      const { quantity: _added, productId: _productId, shipmentId: _shipmentId, ...rest } = request;
      Object.assign(existing, rest, { quantity });
    } else {
      if (basket.productItems.length >= MAX_BASKET_LINES)
        throw invalidBody(`A basket can hold at most ${MAX_BASKET_LINES} product lines.`);
      basket.productItems.push({ itemId: randomId(26), ...request, gift: request.gift ?? false });
    }
  }
  assertQuantityLimits(basket, products);
}

/** Applies one item update (updateItemInBasket); quantity 0 removes the line. */
function applyItemUpdate(
  basket: Basket,
  item: ProductItem,
  body: Body,
  field: string,
  products: ReadonlyMap<string, SellableProduct>,
): void {
  if (body.quantity !== undefined && body.quantity !== null) {
    const quantity = validateQuantity(body.quantity, { allowZero: true, field: `${field}.quantity` });
    if (quantity === 0) {
      basket.productItems = (basket.productItems ?? []).filter((line) => line !== item);
      return;
    }
    item.quantity = quantity;
  }
  const shipmentId = optionalString(body, 'shipmentId', { max: 100, field: `${field}.shipmentId` });
  if (shipmentId) {
    requireShipmentForItem(basket, shipmentId);
    item.shipmentId = shipmentId;
  }
  if (body.inventoryId === null) delete item.inventoryId;
  const inventoryId = optionalString(body, 'inventoryId', { field: `${field}.inventoryId` });
  if (inventoryId !== undefined) {
    if (inventoryId) item.inventoryId = inventoryId;
    else delete item.inventoryId;
  }
  applyGiftFields(item, body, field);
  applyCustomFields(item, customFields(body, field));
  const productId = optionalString(body, 'productId', { max: 100, field: `${field}.productId` });
  if (productId && productId !== item.productId) item.productId = productId;
  if (productId || shipmentId || body.c_fromStoreId !== undefined) {
    assertAddable(String(item.productId), products.get(String(item.productId)), basket.currency ?? 'USD', {
      pickup: isPickupLine(basket, item),
    });
  }
}

/** updateItemInBasket (PATCH /items/{itemId}). */
export async function updateProductItem(db: Db, basket: Basket, itemId: string, body: Body): Promise<void> {
  const item = findItem(basket, itemId);
  const products = await loadSellableProducts(db, [
    ...(basket.productItems ?? []).map((line) => String(line.productId)),
    ...(typeof body.productId === 'string' ? [body.productId] : []),
  ]);
  applyItemUpdate(basket, item, body, 'body', products);
  assertQuantityLimits(basket, products);
}

/** updateItemsInBasket (PATCH /items): a list of updates, each naming its itemId; all or nothing. */
export async function updateProductItems(db: Db, basket: Basket, body: unknown): Promise<void> {
  const updates = requireArray(body, 'body', MAX_ITEMS_PER_REQUEST).map((value, index) =>
    requireObject(value, `body[${index}]`),
  );
  const requestedIds = updates.flatMap((update) => (typeof update.productId === 'string' ? [update.productId] : []));
  const products = await loadSellableProducts(db, [
    ...(basket.productItems ?? []).map((line) => String(line.productId)),
    ...requestedIds,
  ]);
  updates.forEach((update, index) => {
    const itemId = optionalString(update, 'itemId', { max: 100, field: `body[${index}].itemId` });
    if (!itemId) throw invalidBody(`'body[${index}].itemId' is required.`);
    applyItemUpdate(basket, findItem(basket, itemId), update, `body[${index}]`, products);
  });
  assertQuantityLimits(basket, products);
}

/** removeItemFromBasket. */
export function removeProductItem(basket: Basket, itemId: string): void {
  const item = findItem(basket, itemId);
  basket.productItems = (basket.productItems ?? []).filter((line) => line !== item);
}
