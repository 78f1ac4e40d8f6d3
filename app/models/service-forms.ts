/**
 * The schemas of the service forms (content spec §3, §5, §9): contact, the Sweet List sign-up and
 * the gift-card balance. Each is parsed by its route's action and, loaded lazily, by its form.
 */
import { z } from 'zod';
import { ALSO_AFTER_FIELD_ERRORS } from './address.ts';
import { isAnyPostalCode, PHONE_MESSAGE, isValidPhone, ZIP_MESSAGE, ZIP_PATTERN } from './address-rules.ts';
import { emailField, nameField } from './field-rules.ts';
import { isGiftCardNumber, isGiftCardPin, normaliseGiftCardNumber } from './gift-card.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { MESSAGES } from './messages.ts';
import { SERVICE_MESSAGES } from './service-messages.ts';
import { ORDER_NUMBER_PATTERN } from './order-forms.ts';
import {
  CONTACT_DESCRIPTION_MAX_LENGTH,
  CONTACT_ORDER_NUMBER_MAX_LENGTH,
  CONTACT_TYPES,
  DEFAULT_CONTACT_TYPE,
  isValidBirthday,
  isValidContactPhone,
  POSTAL_CODE_LENGTH,
  SIGNUP_PHONE_MAX_LENGTH,
  SIGNUP_PREFERENCES,
} from './service-form-rules.ts';

/**
 * An optional text (empty and absent are the same: Conform drops empty fields) with one check that
 * says which message applies, or none. No `abort`: an aborted field would keep zod from checking
 * the form's groups (the Sweet List's preferences) in the same pass.
 */
const optionalText = (problem: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .optional()
    .superRefine((value, context) => {
      const message = value ? problem(value) : null;
      if (message) context.addIssue({ code: 'custom', message });
    });

/** A checkbox: 'on' when ticked, absent when not. */
export const checkbox = () => z.preprocess((value) => value === 'on' || value === true, z.boolean());

/** One message for a field from a form-wide check, or none (the service forms' object-level rules). */
export function fieldIssue(context: z.RefinementCtx, path: string, message: string | null): void {
  if (message) context.addIssue({ code: 'custom', path: [path], message });
}

/** Content spec §3 "Contact form", §5 "Contact". */
export const contactSchema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(),
  phone: optionalText((phone) =>
    phone.length <= 25 && isValidContactPhone(phone) ? null : SERVICE_MESSAGES.contactPhone,
  ),
  orderNumber: optionalText((orderNumber) =>
    orderNumber.length <= CONTACT_ORDER_NUMBER_MAX_LENGTH && ORDER_NUMBER_PATTERN.test(orderNumber)
      ? null
      : CHECKOUT_MESSAGES.orderNumberInvalid,
  ),
  type: z.enum(CONTACT_TYPES, { error: MESSAGES.invalidField }).default(DEFAULT_CONTACT_TYPE),
  description: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(CONTACT_DESCRIPTION_MAX_LENGTH, { error: SERVICE_MESSAGES.contactDescriptionTooLong }),
});
export type ContactForm = z.output<typeof contactSchema>;

/**
 * Content spec §3 "Email signup", §5: the three preferences (at least one: the error is the
 * group's, `preferences`), and the phone checked by the shared rule.
 */
export const emailSignupSchema = z
  .object({
    email: emailField(),
    firstName: nameField(),
    lastName: nameField(),
    phoneNumber: optionalText((phone) =>
      phone.length > SIGNUP_PHONE_MAX_LENGTH
        ? SERVICE_MESSAGES.signupPhoneLength
        : isValidPhone(phone)
          ? null
          : PHONE_MESSAGE,
    ),
    zipCode: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, { error: MESSAGES.required, abort: true })
      .min(POSTAL_CODE_LENGTH.min, { error: ZIP_MESSAGE, abort: true })
      .max(POSTAL_CODE_LENGTH.max, { error: ZIP_MESSAGE, abort: true })
      .regex(ZIP_PATTERN, ZIP_MESSAGE),
    birthDay: z
      .string({ error: SERVICE_MESSAGES.birthday })
      .trim()
      .refine((birthday) => isValidBirthday(birthday, new Date()), SERVICE_MESSAGES.birthday),
    offersPromotionsUpdates: checkbox(),
    fundraisingPrograms: checkbox(),
    corporateGiftsAndEvents: checkbox(),
  })
  .refine((value) => SIGNUP_PREFERENCES.some((preference) => value[preference.name]), {
    path: ['preferences'],
    message: SERVICE_MESSAGES.atLeastOneOption,
    ...ALSO_AFTER_FIELD_ERRORS,
  });
export type EmailSignupForm = z.output<typeof emailSignupSchema>;

/** Content spec §3 "Gift card balance", §5: the number (19–21 digits) and the 4-digit security code. */
export const giftCardBalanceSchema = z.object({
  giftCardNumber: z
    .string({ error: CHECKOUT_MESSAGES.giftCardNumber })
    .max(40, { error: CHECKOUT_MESSAGES.giftCardNumber, abort: true })
    .refine(isGiftCardNumber, CHECKOUT_MESSAGES.giftCardNumber)
    .transform(normaliseGiftCardNumber),
  securityCode: z
    .string({ error: CHECKOUT_MESSAGES.giftCardSecurityCode })
    .max(10, { error: CHECKOUT_MESSAGES.giftCardSecurityCode, abort: true })
    .refine(isGiftCardPin, CHECKOUT_MESSAGES.giftCardSecurityCode)
    .transform((pin) => pin.trim()),
});

/** Catalog spec §5: "Find a Concierge" needs a valid zip — a US ZIP or a Canadian postal code (the shop serves both, and so do the concierges). */
export const conciergeSchema = z.object({
  postalCode: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(POSTAL_CODE_LENGTH.max, { error: ZIP_MESSAGE, abort: true })
    .refine(isAnyPostalCode, ZIP_MESSAGE),
});
