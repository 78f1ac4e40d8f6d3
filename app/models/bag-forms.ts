/**
 * The bag page's forms (checkout spec §4, catalog spec §4 quantity selector): one schema per form,
 * used by the /cart action (parseWithZod) and, for the promo code, by the form in the browser. The
 * forms are told apart by their hidden `intent`.
 */
import { z } from 'zod';
import { PROMO_CODE_MAX_LENGTH } from './bag-constants.ts';
import { QUANTITY_MIN } from './catalog-constants.ts';
import { productIdField, quantityField } from './field-rules.ts';
import { BAG_MESSAGES } from './bag-messages.ts';
import { MESSAGES } from './messages.ts';

export const BAG_INTENTS = ['update-quantity', 'remove', 'apply-coupon', 'remove-coupon'] as const;
export type BagIntent = (typeof BAG_INTENTS)[number];

export function bagIntent(value: unknown): BagIntent | null {
  return BAG_INTENTS.find((intent) => intent === value) ?? null;
}

/** SCAPI item and coupon item ids: letters, digits, dashes and underscores, bounded. */
const basketItemId = z
  .string({ error: BAG_MESSAGES.bagItemGone })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, BAG_MESSAGES.bagItemGone);

/** A quantity change; 0 removes the line ("Yes" of the removal confirmation). Above 999: QUANTITY_EXCEEDS_MAX. */
export const quantityUpdateSchema = z.object({
  intent: z.literal('update-quantity'),
  itemId: basketItemId,
  quantity: quantityField(0),
});

export const removeItemSchema = z.object({
  intent: z.literal('remove'),
  itemId: basketItemId,
});

export const promoCodeSchema = z.object({
  intent: z.literal('apply-coupon'),
  code: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(PROMO_CODE_MAX_LENGTH, MESSAGES.invalidField)
    .regex(/^[\p{L}\p{N} _-]+$/u, MESSAGES.invalidField),
});

export const removeCouponSchema = z.object({
  intent: z.literal('remove-coupon'),
  couponItemId: basketItemId,
});

export const BAG_SCHEMAS = {
  'update-quantity': quantityUpdateSchema,
  remove: removeItemSchema,
  'apply-coupon': promoCodeSchema,
  'remove-coupon': removeCouponSchema,
} as const satisfies Record<BagIntent, z.ZodObject>;

/** The product page in edit mode (checkout spec §2 `/products/{productId}?edit={itemId}`): the line's new variant and quantity. */
export const editLineSchema = z.object({
  itemId: basketItemId,
  pid: productIdField(),
  quantity: quantityField(QUANTITY_MIN),
});
