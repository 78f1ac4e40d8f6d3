/**
 * Quantity rules (catalog spec §5, §8, §9): whole numbers from 1 to 999, bounded by stock and any
 * per-order limit, with the spec's messages.
 */
import { QUANTITY_MAX, QUANTITY_MIN } from './catalog-constants.ts';
import { MESSAGES } from './messages.ts';

export interface QuantityBounds {
  /** Stock available to sell. */
  stock: number;
  /** A per-order limit (sales materials), if any. */
  quantityLimit?: number;
}

export type QuantityMessage =
  typeof MESSAGES.quantityExceedsMax | typeof MESSAGES.quantitiesReduced | typeof MESSAGES.quantitiesLimited;

export interface QuantityCheck {
  /** The quantity to use: the request, reduced to what can be sold. */
  quantity: number;
  /** Whether it can be added at all (greater than 0 and not above the maximum). */
  accepted: boolean;
  message?: QuantityMessage;
}

/** The largest quantity the selector offers: 999, the stock and the per-order limit, whichever is least. */
export function maxQuantity({ stock, quantityLimit }: QuantityBounds): number {
  return Math.max(0, Math.min(QUANTITY_MAX, Math.floor(stock), quantityLimit ?? QUANTITY_MAX));
}

/** A whole number from form input, or null ("2", " 2 " yes; "2.5", "1e2", "", "-1" no). */
export function parseQuantity(raw: unknown): number | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const value = String(raw).trim();
  if (!/^\d{1,7}$/.test(value)) return null;
  return Number(value);
}

/**
 * Spec: above 999 is refused (QUANTITY_EXCEEDS_MAX); above stock is reduced to stock
 * (QUANTITIES_REDUCED); accepted only when greater than 0. A per-order limit reduces the same way.
 */
export function checkQuantity(requested: number, bounds: QuantityBounds): QuantityCheck {
  if (!Number.isInteger(requested) || requested < QUANTITY_MIN) return { quantity: QUANTITY_MIN, accepted: false };
  if (requested > QUANTITY_MAX)
    return { quantity: QUANTITY_MAX, accepted: false, message: MESSAGES.quantityExceedsMax };
  const max = maxQuantity(bounds);
  if (max < QUANTITY_MIN) return { quantity: 0, accepted: false };
  if (requested > max) return { quantity: max, accepted: true, message: MESSAGES.quantitiesReduced };
  return { quantity: requested, accepted: true };
}

/** Spec: outside a cart the minimum is 1 and 0 (or nonsense) resets to 1. */
export function normalizeQuantityInput(raw: unknown): number {
  const value = parseQuantity(raw);
  return value === null || value < QUANTITY_MIN ? QUANTITY_MIN : value;
}

/** Spec: plus is disabled when stock is 0, at the maximum, or limited. */
export function canIncrease(quantity: number, bounds: QuantityBounds): boolean {
  return quantity < maxQuantity(bounds);
}

/** Spec: plus at stock shows QUANTITIES_LIMITED. */
export function increaseMessage(quantity: number, bounds: QuantityBounds): QuantityMessage | undefined {
  return bounds.stock > 0 && quantity >= Math.floor(bounds.stock) && quantity < QUANTITY_MAX
    ? MESSAGES.quantitiesLimited
    : undefined;
}
