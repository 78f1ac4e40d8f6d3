/**
 * The add-to-bag form (catalog spec §4 "Add to bag", §5 quantity): one schema for the action and the
 * form, and what the action answers.
 */
import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** SCAPI product ids here are digits; allow the id characters SCAPI allows, bounded. */
const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

export const addToBagSchema = z.object({
  pid: z.string({ error: MESSAGES.productUnavailable }).trim().regex(PRODUCT_ID, MESSAGES.productUnavailable),
  quantity: z
    .string({ error: MESSAGES.quantityInvalid })
    .trim()
    .regex(/^\d{1,7}$/, MESSAGES.quantityInvalid)
    .transform(Number)
    .pipe(z.number().min(QUANTITY_MIN, MESSAGES.quantityInvalid).max(QUANTITY_MAX, MESSAGES.quantityExceedsMax)),
  redirectTo: z.string().max(2048).optional(),
  /** Present when the form was sent by the enhanced (JS) form, which shows a side sheet instead of a new page. */
  response: z.literal('sheet').optional(),
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
}

export type AddToBagResult = { added: AddedItem } | { error: string };
