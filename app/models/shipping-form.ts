/**
 * The shipping step's form (intent `shipping`), one schema per kind of shopper: guests give an
 * e-mail and an address; registered customers pick a saved address or enter a new one (the address
 * fields are checked only then). Both carry the shipping method, the gift message and the delivery
 * instructions (checkout spec §5).
 */
import { z } from 'zod';
import {
  addressFields,
  addressIssues,
  ALSO_AFTER_FIELD_ERRORS,
  checkAddressCountry,
  type AddressFieldName,
} from './address.ts';
import { emailField } from './field-rules.ts';
import { GIFT_MESSAGE_MAX_LENGTH } from './checkout-constants.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { MESSAGES } from './messages.ts';

/** Spec §5: letters and numbers only; the spaces and line breaks between words are allowed. */
export const GIFT_MESSAGE_PATTERN = /^[\p{L}\p{M}\p{Nd} \r\n]*$/u;
/** Not shown: the longest delivery instructions accepted. */
export const DELIVERY_INSTRUCTIONS_MAX_LENGTH = 250;
/** Spec §5: the shipping message holds printable ASCII and line breaks only. */
export const DELIVERY_INSTRUCTIONS_PATTERN = /^[\x20-\x7E\r\n]*$/;

/** The value of `savedAddressId` that asks for a new address. */
export const NEW_ADDRESS = 'new';

const optional = (max: number) => z.string().max(max, MESSAGES.invalidField).optional();

/** Not shown in the spec: what the step says of a wanted date that is not a day (its window: models/delivery-date.ts). */
export const WANTED_DATE_INVALID = 'Please enter a valid date.';

/**
 * Checkout spec §3 (delivery dates, c_shipnow): a shipment ships now (the default, also when the field is absent) or is delivered by a
 * wanted date; the date's window depends on the method and today, so the server checks it (services/checkout-shipping.server.ts).
 */
export const deliveryChoiceFields = {
  deliveryChoice: z.enum(['now', 'date']).optional(),
  wantedDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, WANTED_DATE_INVALID)
    .optional(),
};

/** A dated delivery needs its date. */
export function checkWantedDate(
  value: { deliveryChoice?: string | undefined; wantedDate?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (value.deliveryChoice === 'date' && !value.wantedDate)
    context.addIssue({ code: 'custom', path: ['wantedDate'], message: MESSAGES.required });
}

const extras = {
  shippingMethodId: optional(100),
  isGift: z.literal('on').optional(),
  giftMessage: z
    .string()
    .max(GIFT_MESSAGE_MAX_LENGTH, CHECKOUT_MESSAGES.giftMessageTooLong)
    .regex(GIFT_MESSAGE_PATTERN, CHECKOUT_MESSAGES.giftMessageCharacters)
    .optional(),
  deliveryInstructions: z
    .string()
    .max(DELIVERY_INSTRUCTIONS_MAX_LENGTH, CHECKOUT_MESSAGES.deliveryInstructionsTooLong)
    .regex(DELIVERY_INSTRUCTIONS_PATTERN, CHECKOUT_MESSAGES.deliveryInstructionsCharacters)
    .optional(),
  verify: z.enum(['keep', 'accept', 'edit']).optional(),
  ...deliveryChoiceFields,
};

export const guestShippingSchema = z
  .object({ email: emailField(), ...addressFields, ...extras })
  .superRefine((value, context) => {
    checkAddressCountry(value, context);
    checkWantedDate(value, context);
  }, ALSO_AFTER_FIELD_ERRORS);

const looseAddress = Object.fromEntries(Object.keys(addressFields).map((name) => [name, optional(200)])) as Record<
  AddressFieldName,
  ReturnType<typeof optional>
>;

/** A registered customer's "Save this address" (a new address goes into the address book too). */
const saveAddress = z.literal('on').optional();

export const customerShippingSchema = z
  .object({ email: optional(254), savedAddressId: optional(100), ...looseAddress, ...extras, saveAddress })
  .superRefine((value, context) => {
    checkWantedDate(value, context);
    if (value.savedAddressId && value.savedAddressId !== NEW_ADDRESS) return;
    for (const issue of addressIssues(value))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

export type GuestShippingForm = z.output<typeof guestShippingSchema>;
export type CustomerShippingForm = z.output<typeof customerShippingSchema>;
