/**
 * The HTML constraints of each form, derived once from its zod schema on the server and handed to
 * the page by its loader, so the browser needs no zod to render them.
 */
import { getZodConstraint } from '@conform-to/zod/v4';
import { addressBookSchema } from '~/models/address-book.ts';
import { walletCardSchema } from '~/models/wallet.ts';
import { passwordChangeSchema, preferencesSchema, profileSchema } from '~/models/account-forms.ts';
import { emailOnlySchema, loginSchema, newPasswordSchema, registerSchema } from '~/models/auth-forms.ts';
import { giftCardSchema, paymentSchema } from '~/models/billing-form.ts';
import { promoCodeSchema } from '~/models/bag-forms.ts';
import { eGiftCardSchema } from '~/models/e-gift-card-form.ts';
import { campaignSchema } from '~/models/campaign.ts';
import { catalogRequestSchema, type CatalogKind } from '~/models/catalog-request.ts';
import { optionalFields, type FormConstraint } from '~/models/form-constraint.ts';
import { createAccountSchema, trackOrderSchema } from '~/models/order-forms.ts';
import { conciergeSchema, contactSchema, emailSignupSchema, giftCardBalanceSchema } from '~/models/service-forms.ts';
import { customerShippingSchema, guestShippingSchema } from '~/models/shipping-form.ts';
import {
  customerPickupSchema,
  customerShippingWithPickupSchema,
  guestPickupSchema,
  guestShippingWithPickupSchema,
  shopSearchSchema,
} from '~/models/pickup-forms.ts';

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
  promoCode: optionalFields(getZodConstraint(promoCodeSchema), 'code'),
  eGiftCard: getZodConstraint(eGiftCardSchema()),
  profile: getZodConstraint(profileSchema),
  passwordChange: getZodConstraint(passwordChangeSchema),
  preferences: getZodConstraint(preferencesSchema),
  addressBook: getZodConstraint(addressBookSchema),
  walletCard: getZodConstraint(walletCardSchema),
  contact: getZodConstraint(contactSchema),
  emailSignup: getZodConstraint(emailSignupSchema),
  giftCardBalance: getZodConstraint(giftCardBalanceSchema),
  concierge: getZodConstraint(conciergeSchema),
  shopSearch: getZodConstraint(shopSearchSchema),
  guestPickup: getZodConstraint(guestPickupSchema),
  customerPickup: getZodConstraint(customerPickupSchema),
  guestShippingWithPickup: getZodConstraint(guestShippingWithPickupSchema),
  customerShippingWithPickup: getZodConstraint(customerShippingWithPickupSchema),
} satisfies Record<string, FormConstraint>;

/** The catalog request's constraints depend on its kind and the site's configuration (catalog-request.ts). */
export function catalogRequestConstraint(kind: CatalogKind, companyRequired: boolean): FormConstraint {
  return getZodConstraint(catalogRequestSchema(kind, companyRequired));
}

/** A campaign form's constraints: the sweepstakes form requires its opt-in (campaign.ts). */
export function campaignConstraint(sweepstakes: boolean): FormConstraint {
  return getZodConstraint(campaignSchema(sweepstakes));
}
