/**
 * The schemas of the order forms: "Place order" on the review page, finding an order
 * (/track-order) and a guest's account from the order confirmation. Used by the actions (parseWithZod) and, loaded lazily, by
 * the forms.
 */
import { z } from 'zod';
import { emailField } from './field-rules.ts';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { MESSAGES } from './messages.ts';
import { passwordPolicyErrors } from './password-policy.ts';

/** Not shown: order numbers are letters, digits and dashes (B2C Commerce's are eight digits). */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,50}$/;

/** "Place order": the digest of the review the shopper saw (models/order-placement.ts `reviewDigest`). */
export const placeOrderSchema = z.object({
  intent: z.literal('place-order'),
  reviewDigest: z.string({ error: MESSAGES.required }).regex(/^[0-9a-f]{16}$/, MESSAGES.formInvalid),
});

export const trackOrderSchema = z.object({
  orderNo: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .regex(ORDER_NUMBER_PATTERN, CHECKOUT_MESSAGES.orderNumberInvalid),
  email: emailField(),
});

export const createAccountSchema = z
  .object({
    password: z
      .string({ error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .superRefine((password, context) => {
        for (const message of passwordPolicyErrors(password)) context.addIssue({ code: 'custom', message });
      }),
    confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordMismatch,
  });
