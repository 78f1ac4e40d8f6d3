/**
 * The back-in-stock form's field rules without zod, for the browser (the product page's JavaScript
 * budget has no room for zod). The same rules the action's schema (back-in-stock.ts) applies.
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-rules.ts';

export const BACK_IN_STOCK_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** Spec §5: the address must be valid before the (enhanced) form can be sent. */
export function isValidBackInStockEmail(email: string): boolean {
  const value = email.trim();
  return value.length > 0 && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
