/**
 * The HTML constraints of each form, derived once from its zod schema on the server and handed to
 * the page by its loader, so the browser needs no zod to render them.
 */
import { getZodConstraint } from '@conform-to/zod/v4';
import { emailOnlySchema, loginSchema, newPasswordSchema, registerSchema } from '~/models/auth-forms.ts';
import { giftCardSchema, paymentSchema } from '~/models/billing-form.ts';
import { promoCodeSchema } from '~/models/bag-forms.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { createAccountSchema, trackOrderSchema } from '~/models/order-forms.ts';
import { customerShippingSchema, guestShippingSchema } from '~/models/shipping-form.ts';

export const FORM_CONSTRAINTS = {
  login: getZodConstraint(loginSchema),
  register: getZodConstraint(registerSchema),
  emailOnly: getZodConstraint(emailOnlySchema),
  newPassword: getZodConstraint(newPasswordSchema),
  trackOrder: getZodConstraint(trackOrderSchema),
  createAccount: getZodConstraint(createAccountSchema),
  payment: getZodConstraint(paymentSchema),
  giftCard: getZodConstraint(giftCardSchema),
  guestShipping: getZodConstraint(guestShippingSchema),
  customerShipping: getZodConstraint(customerShippingSchema),
  promoCode: getZodConstraint(promoCodeSchema),
} satisfies Record<string, FormConstraint>;
