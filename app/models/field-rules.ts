/**
 * Field rules shared by every form (checkout spec §5, content spec §5 "Shared patterns"), as zod
 * pieces so each form's schema is built from the same parts on the server and in the browser.
 */
import { z } from 'zod';
import { QUANTITY_MAX } from './catalog-constants.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-rules.ts';
import { MESSAGES } from './messages.ts';
import { PRODUCT_ID } from './product-paths.ts';

// The e-mail rules live in a zod-free module so browser-only checks can share them.
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-rules.ts';

/** Names and company: start with a letter, digit or ?, then (accented) letters and / . , # @ ( ) ' + ! ? & - (and spaces). */
export const NAME_PATTERN = /^[\p{L}\d?][\p{L}\p{M}\d /.,#@()'+!?&-]*$/u;

/** Not shown: the longest name accepted (the content spec names a shared constant). */
export const NAME_MAX_LENGTH = 50;

/** Each check aborts the field's checks when it fails, so a field shows one message at a time. */
export const requiredText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(max, { error: MESSAGES.invalidField, abort: true });

export const emailField = (max: number = EMAIL_MAX_LENGTH) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(max, { error: MESSAGES.email, abort: true })
    .regex(EMAIL_PATTERN, MESSAGES.email);

/** A posted product id (add to bag, edit a line, back in stock): anything else is an unavailable product. */
export const productIdField = () =>
  z.string({ error: MESSAGES.productUnavailable }).trim().regex(PRODUCT_ID, MESSAGES.productUnavailable);

/** A posted quantity (catalog spec §5): whole digits from `min` to QUANTITY_MAX, as a number. */
export const quantityField = (min: number) =>
  z
    .string({ error: MESSAGES.quantityInvalid })
    .trim()
    .regex(/^\d{1,7}$/, MESSAGES.quantityInvalid)
    .transform(Number)
    .pipe(z.number().min(min, MESSAGES.quantityInvalid).max(QUANTITY_MAX, MESSAGES.quantityExceedsMax));

/** Content spec §5: 'Please enter a valid name'. */
export const nameField = () => requiredText(NAME_MAX_LENGTH).regex(NAME_PATTERN, 'Please enter a valid name');
