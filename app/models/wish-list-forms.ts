/**
 * The wish list's forms (the heart, the list page's item forms): apart from models/wish-list.ts so that the
 * heart on every tile does not bring zod into every page's JavaScript.
 */
import { z } from 'zod';
import { PRODUCT_ID } from './product-paths.ts';
import { WISH_PRIORITY_MAX, WISH_QUANTITY_MAX } from './wish-list.ts';

/** The heart's form: add or remove one product (in a colour), then back to the page it was on. */
export const heartSchema = z.object({
  intent: z.enum(['add', 'remove']),
  productId: z.string().trim().regex(PRODUCT_ID),
  color: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  redirectTo: z.string().max(2048).optional(),
  /** Set by the enhanced (fetcher) form: answer in place instead of redirecting. */
  response: z.literal('inline').optional(),
});
export type HeartForm = z.infer<typeof heartSchema>;

/** The list page's forms: one item's quantity, priority and public flag; move to bag; remove. */
export const wishListItemSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('update'),
    itemId: z.string().min(1).max(64),
    quantity: z.coerce.number().int().min(1).max(WISH_QUANTITY_MAX),
    priority: z.coerce.number().int().min(0).max(WISH_PRIORITY_MAX),
    public: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  }),
  z.object({ intent: z.literal('move'), itemId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('remove'), itemId: z.string().min(1).max(64) }),
]);
export type WishListItemForm = z.infer<typeof wishListItemSchema>;
