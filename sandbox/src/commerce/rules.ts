import { unitPrice, type SellableProduct } from '../catalog/lookup.ts';
import { badRequest, ProblemError } from '../http/problem.ts';

/** Quantity bounds of one basket line (spec: minimum 1, maximum 999). */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 999;

/** A catalog flag, read as the c_ custom attribute the product document carries. */
export function productFlag(product: SellableProduct, name: string): boolean {
  return product.doc[`c_${name}`] === true;
}

/** The per-order quantity limit of a product (collateral and sales materials), if it has one. */
export function quantityLimitOf(product: SellableProduct): number | undefined {
  const limit = product.doc.c_quantityLimit;
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : undefined;
}

export const invalidQuantity = (detail: string) =>
  new ProblemError(400, 'invalid-product-item-quantity', 'Invalid Product Item Quantity', detail);

/**
 * Checks a requested line quantity: a whole number from 1 to 999 (0 too when allowZero, which
 * removes a line on update).
 */
export function validateQuantity(value: unknown, options: { allowZero?: boolean; field?: string } = {}): number {
  const field = options.field ?? 'quantity';
  const min = options.allowZero ? 0 : MIN_LINE_QUANTITY;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw invalidQuantity(`The ${field} must be a whole number.`);
  }
  if (value < min) throw invalidQuantity(`The ${field} must be at least ${min}.`);
  if (value > MAX_LINE_QUANTITY) {
    throw invalidQuantity(
      `The ${field} must be at most ${MAX_LINE_QUANTITY}. Please enter a value less than 1,000. Contact customer support if you want to order larger quantities.`,
    );
  }
  return value;
}

export const productNotAvailable = (productId: string, reason: string) =>
  new ProblemError(
    400,
    'product-item-not-available',
    'Product Item Not Available',
    `The product '${productId}' can't be added to the basket: ${reason}`,
    { productId },
  );

/**
 * Why a product cannot go into a basket, or undefined when it can. Out-of-stock products can be
 * added (inventory is enforced when the order is created); masters, unsellable, coming-soon and
 * in-shop-only products and products without a price in the basket currency cannot.
 */
export function unaddableReason(
  product: SellableProduct | undefined,
  currency: string,
  options: { pickup: boolean },
): string | undefined {
  if (!product) return 'it is unknown.';
  if (product.kind === 'master') return 'it is a master product; add one of its variants.';
  if (productFlag(product, 'unsellable')) return 'it is not sold online.';
  if (productFlag(product, 'isComingSoon')) return 'it is coming soon.';
  if (productFlag(product, 'isInShopOnly')) return 'it is only available in our shops.';
  if (productFlag(product, 'isPickupOnly') && !options.pickup) return 'it is only available to collect in store.';
  if (!unitPrice(product, currency)) return `it has no price in ${currency}.`;
  return undefined;
}

/** Throws the SCAPI problem when a product cannot be added (see unaddableReason). */
export function assertAddable(
  productId: string,
  product: SellableProduct | undefined,
  currency: string,
  options: { pickup: boolean },
): SellableProduct {
  const reason = unaddableReason(product, currency, options);
  if (reason) throw productNotAvailable(productId, reason);
  return product!;
}

/** Throws when the basket's total quantity of a product exceeds its per-order limit (c_quantityLimit). */
export function assertWithinQuantityLimit(product: SellableProduct, totalQuantity: number): void {
  const limit = quantityLimitOf(product);
  if (limit !== undefined && totalQuantity > limit) {
    throw badRequest(`The product '${product.id}' is limited to ${limit} per order.`, 'quantity-limit-exceeded', {
      productId: product.id,
      quantityLimit: limit,
    });
  }
}
