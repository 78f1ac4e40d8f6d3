/**
 * The pick-up forms (catalog spec §5 "Pickup shop search", §8; checkout spec §5 "Store pickup"): one
 * zod schema each, shared by the server and the enhanced form.
 */
import { z } from 'zod';
import { ADDRESS_LIMITS, isAnyPostalCode, isValidPhone, PHONE_MESSAGE } from './address-rules.ts';
import { PICKUP_RANGES, PICKUP_ZIP_MAX } from './pickup-constants.ts';
import { emailField, nameField, productIdField, requiredText } from './field-rules.ts';
import { customerShippingSchema, guestShippingSchema } from './shipping-form.ts';

export const PICKUP_ZIP_MESSAGE = 'Please enter a valid zip or postal code';
export const PICKUP_RANGE_MESSAGE = 'Please select a range type.';

const RANGE_VALUES = PICKUP_RANGES.map(String) as [string, ...string[]];

/** The shop search: a zip or postal code (at most 10 characters) and a range in miles. */
export const shopSearchSchema = z.object({
  zip: z
    .string({ error: PICKUP_ZIP_MESSAGE })
    .trim()
    .min(1, { error: PICKUP_ZIP_MESSAGE, abort: true })
    .max(PICKUP_ZIP_MAX, { error: PICKUP_ZIP_MESSAGE, abort: true })
    .refine(isAnyPostalCode, PICKUP_ZIP_MESSAGE),
  range: z.enum(RANGE_VALUES, { error: PICKUP_RANGE_MESSAGE }).transform(Number),
  /** The product the shopper is choosing a shop for (its stock decides Select / Unavailable). */
  pid: productIdField().optional(),
});

/** "Select" on a shop card; `confirm` once the shopper accepted the change-of-shop warning. */
export const shopSelectSchema = z.object({
  storeId: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/),
  pid: productIdField().optional(),
  zip: z.string().trim().max(PICKUP_ZIP_MAX).optional(),
  range: z.enum(RANGE_VALUES).optional(),
  redirectTo: z.string().max(2048).optional(),
  confirm: z.literal('yes').optional(),
});

/** Checkout spec §5: the pick-up person's first and last name, phone and e-mail, all required. */
const pickupPersonShape = {
  pickupFirstName: nameField(),
  pickupLastName: nameField(),
  pickupPhone: requiredText(ADDRESS_LIMITS.phone).refine(isValidPhone, PHONE_MESSAGE),
  pickupEmail: emailField(),
};

export const pickupPersonSchema = z.object(pickupPersonShape);

/**
 * The shipping step of a bag that is only collected (intent `pickup`): the pick-up person, and a
 * guest's own e-mail for the order confirmation (a registered customer's comes from the account).
 */
export const guestPickupSchema = z.object({ email: emailField(), ...pickupPersonShape });
export const customerPickupSchema = pickupPersonSchema;

/** The shipping step of a bag with shipped and collected lines (intent `shipping`): the address form and the pick-up person. */
export const guestShippingWithPickupSchema = guestShippingSchema.safeExtend(pickupPersonShape);
export const customerShippingWithPickupSchema = customerShippingSchema.safeExtend(pickupPersonShape);
