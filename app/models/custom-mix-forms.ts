/**
 * One schema per step of the custom-mix builder (models/custom-mix.ts holds the rules), shared by the
 * step's action and form; apart from the rules so that zod stays out of pages that only show boxes.
 */
import { z } from 'zod';
import { STORAGE_ID } from './custom-mix.ts';
import { PRODUCT_ID } from './product-paths.ts';
import { MESSAGES } from '~/models/messages.ts';

const storageIdField = () => z.string().regex(STORAGE_ID);
const pidField = () => z.string().trim().regex(PRODUCT_ID);

/** Step 1: the box and its size or weight (a variant id). */
export const baseSchema = z.object({ box: storageIdField().optional(), variant: pidField() });
/** Step 2: the candy categories (at least one). */
export const selectItemSchema = z.object({
  box: storageIdField(),
  category: z
    .array(z.string().min(1).max(100), { error: MESSAGES.chooseCandyType })
    .min(1, { error: MESSAGES.chooseCandyType })
    .max(20),
});
/** Step 3: toggle a candy. */
export const selectCandySchema = z.object({ box: storageIdField(), pid: pidField() });
/** Step 4: a candy's quantity set, or moved one increment. */
export const setQuantitySchema = z.object({
  box: storageIdField(),
  pid: pidField(),
  intent: z.enum(['set', 'increase', 'decrease']),
  qty: z.coerce
    .number({ error: 'Please enter a number.' })
    .int({ error: 'Please enter a whole number.' })
    .nonnegative({ error: 'Quantities can’t be negative.' })
    .max(1000)
    .optional(),
});
/** Step 5: add the box to the bag (or replace the bag line it was opened from). */
export const reviewSchema = z.object({ box: storageIdField() });
