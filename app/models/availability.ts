/**
 * Availability rules (catalog spec §4 "Product fetching and availability", §5 limited inventory).
 */
import { LIMITED_INVENTORY_BELOW } from './catalog-constants.ts';
import type { Product, Variant } from './product.ts';

export type AvailabilityStatus = 'coming-soon' | 'in-shops-only' | 'out-of-stock' | 'in-stock';

/** Spec: the status texts; "in stock" has none of its own. */
export const AVAILABILITY_TEXT: Record<Exclude<AvailabilityStatus, 'in-stock'>, string> = {
  'coming-soon': 'Coming soon',
  'in-shops-only': 'In Shops Only',
  'out-of-stock': 'Out of stock',
};

/** Whether the ship-through date (YYYY-MM-DD) is before today. */
export function shipThroughPassed(shipThrough: string | undefined, today: Date): boolean {
  if (!shipThrough) return false;
  const last = Date.parse(`${shipThrough.slice(0, 10)}T23:59:59Z`);
  return Number.isFinite(last) && last < today.getTime();
}

/** Spec: out of stock when not orderable or the ship-through date has passed (or flagged so). */
export function isOutOfStock(product: Product, today = new Date()): boolean {
  return (
    product.flags.isOutOfStock ||
    !product.orderable ||
    (product.stock !== null && product.stock <= 0) ||
    shipThroughPassed(product.shipThrough, today)
  );
}

/** Spec: coming soon, in shops only, out of stock or in stock — in that order of precedence. */
export function availabilityStatus(product: Product, today = new Date()): AvailabilityStatus {
  if (product.flags.isComingSoon) return 'coming-soon';
  if (product.flags.isInShopOnly) return 'in-shops-only';
  if (isOutOfStock(product, today)) return 'out-of-stock';
  return 'in-stock';
}

/** Spec: buyable only when none of in-shop-only, out-of-stock, coming-soon hold (and the shop sells it at all). */
export function isBuyable(product: Product, today = new Date()): boolean {
  return availabilityStatus(product, today) === 'in-stock' && !product.flags.unsellable;
}

/** Spec: available and orderable — the variant is orderable and the product is buyable. */
export function isAvailableAndOrderable(product: Product, variant: Variant | undefined, today = new Date()): boolean {
  const variantOrderable = variant ? variant.orderable : product.kind !== 'master' && product.orderable;
  return variantOrderable && isBuyable(product, today);
}

/** Spec: the limited-inventory notice shows when stock is below 10 and not zero (never when out of stock). */
export function isLimitedInventory(stock: number, outOfStock: boolean): boolean {
  return !outOfStock && stock > 0 && stock < LIMITED_INVENTORY_BELOW;
}
