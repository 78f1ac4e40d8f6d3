/**
 * The back-in-stock sign-up (catalog spec §4 "Back in stock", §5: the e-mail must be valid, submit
 * disabled until it is). The action parses with this schema; the form checks the same field rules
 * (`EMAIL_PATTERN`, `EMAIL_MAX_LENGTH`, which `emailField` is built from) through
 * `isValidBackInStockEmail` in back-in-stock-rules.ts, so zod stays out of the product page's
 * JavaScript (its 150 KB budget).
 */
import { z } from 'zod';
import type { ActionResult } from './action-result.ts';
import { emailField, productIdField } from './field-rules.ts';

export const backInStockSchema = z.object({
  pid: productIdField(),
  email: emailField(),
  /** The product page to come back to after a plain (no-JS) post. */
  redirectTo: z.string().max(2048).optional(),
  /** Sent by the enhanced form, which shows the thank-you in place instead of a new page. */
  response: z.literal('inline').optional(),
});

/**
 * What /back-in-stock answers: the thank-you in `messages`, or the refusal as the form's error; with
 * the product and the page to go back to (the no-JS refusal page shows the form again).
 */
export type BackInStockResult = ActionResult & { back: string; pid: string | null };
