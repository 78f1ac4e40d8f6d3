/**
 * The add-to-bag form (catalog spec §4 "Add to bag", §5 quantity): one schema for the action and the
 * form, what the action answers, and the rule deciding what the bag may take (adds and line edits).
 */
import { z } from 'zod';
import type { ActionResult } from './action-result.ts';
import { isBuyable } from './availability.ts';
import { fillMessage, type DiscountBanner } from './bag.ts';
import { QUANTITY_MIN } from './catalog-constants.ts';
import { productIdField, quantityField } from './field-rules.ts';
import { BAG_MESSAGES } from './bag-messages.ts';
import { MESSAGES } from './messages.ts';
import type { Product } from './product.ts';
import { checkQuantity, type QuantityMessage } from './quantity.ts';

export const addToBagSchema = z.object({
  pid: productIdField(),
  quantity: quantityField(QUANTITY_MIN),
  redirectTo: z.string().max(2048).optional(),
  /** Present when the form was sent by the enhanced (JS) form, which shows a side sheet instead of a new page. */
  response: z.literal('sheet').optional(),
  /** Catalog spec §4: the product page's fulfilment choice; shipping when absent. */
  fulfillment: z.enum(['shipping', 'pickup']).optional(),
});

export interface AddedItem {
  productId: string;
  name: string;
  /** "1 lb, Gift Wrapped" for a variant. */
  variation?: string;
  quantity: number;
  price: number;
  currency: string;
  image?: { src: string; alt: string };
  /** A quantity message (e.g. reduced to the stock left). */
  message?: string;
  bagCount: number;
  /** The bag's merchandise subtotal after the add, and how far it is from free shipping (or other threshold offers). */
  bagSubtotal: number;
  discount: DiscountBanner | null;
}

/** What /cart/add answers the enhanced form: the added line for the sheet, or the refusal as the form's error. */
/** `recipientsFor`: a multi-ship basket asks for the recipients first (the "Add Item to Shipments" sheet). */
export type AddToBagResult = ActionResult & {
  added?: AddedItem;
  back: string;
  recipientsFor?: { pid: string; quantity: number };
};

/** Spec (pickup messages): what a pickup-only product says while pickup is not offered here. */
export const PICKUP_ONLY = 'This product is only available to collect in store.';

/** What the bag may take of a product: the quantity (and its message), or the reason it may not. */
export type BagDecision = { quantity: number; message?: QuantityMessage } | { refused: string };

/**
 * The one rule for putting a product into the bag, whether added or replacing a line (catalog spec
 * §4, §5; content spec "Material quantity"): only a sellable product for shipping (no master, no
 * custom-mix box, nothing pickup-only, out of stock, coming soon or in shops only); a per-order
 * limit counts what other lines hold and is refused in words; above the stock the quantity is
 * reduced to it. `inOtherLines` is how many of the product the bag holds outside the line changed.
 */
export function bagDecision(
  product: Product | null,
  requested: number,
  inOtherLines: number,
  today = new Date(),
): BagDecision {
  if (!product) return { refused: MESSAGES.productUnavailable };
  if (product.kind === 'master' || product.flags.isCustomMix) return { refused: MESSAGES.cannotAddToBag };
  if (product.flags.isPickupOnly) return { refused: PICKUP_ONLY };
  if (!isBuyable(product, today)) return { refused: MESSAGES.cannotAddToBag };
  const limit = product.quantityLimit;
  if (limit !== undefined && inOtherLines + requested > limit)
    return { refused: fillMessage(BAG_MESSAGES.bagQuantityLimit, { limit }) };
  const check = checkQuantity(inOtherLines + requested, { stock: product.stock ?? 0 });
  if (!check.accepted) return { refused: check.message ?? MESSAGES.cannotAddToBag };
  const quantity = check.quantity - inOtherLines;
  if (quantity <= 0) return { refused: MESSAGES.quantitiesLimited };
  return { quantity, ...(check.message ? { message: check.message } : {}) };
}

/** A master stands for its variant only when it has exactly one: the id to read instead, else null. */
export function soleVariantId(product: Product): string | null {
  return product.kind === 'master' && product.variants.length === 1 ? product.variants[0]!.productId : null;
}
