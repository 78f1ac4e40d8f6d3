/**
 * The multi-ship forms (checkout spec §4, §5; catalog spec §4 "Add to bag"): one schema each, used by
 * the action (parseWithZod) and by the form in the browser. Told apart by their hidden `intent`.
 */
import { z } from 'zod';
import { addressFields, ALSO_AFTER_FIELD_ERRORS, checkAddressCountry } from './address.ts';
import { GIFT_MESSAGE_MAX_LENGTH } from './checkout-constants.ts';
import { QUANTITY_MIN } from './catalog-constants.ts';
import { emailField, productIdField, quantityField } from './field-rules.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { MESSAGES } from './messages.ts';
import {
  checkWantedDate,
  DELIVERY_INSTRUCTIONS_MAX_LENGTH,
  DELIVERY_INSTRUCTIONS_PATTERN,
  deliveryChoiceFields,
  GIFT_MESSAGE_PATTERN,
} from './shipping-form.ts';

/** Not shown in the spec: what the recipient forms say. */
export const MULTI_SHIP_MESSAGES = {
  selectRecipient: 'Please select at least one recipient.',
  recipientLimit: 'You can ship to at most {limit} recipients.',
  recipientGone: 'This recipient is no longer in your bag.',
} as const;

/** SCAPI shipment ids: letters, digits, dashes and underscores. */
const shipmentIdField = () =>
  z
    .string({ error: MULTI_SHIP_MESSAGES.recipientGone })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, MULTI_SHIP_MESSAGES.recipientGone);

/** A new recipient: a name and an address (spec §5 mixed mode: phone and country too). */
export const recipientSchema = z
  .object({ intent: z.literal('add-recipient'), ...addressFields })
  .superRefine((value, context) => checkAddressCountry(value, context), ALSO_AFTER_FIELD_ERRORS);

/** A recipient's new name and address: the same rules as a new one, for the shipment it names. */
export const editRecipientSchema = z
  .object({ intent: z.literal('edit-recipient'), shipmentId: shipmentIdField(), ...addressFields })
  .superRefine((value, context) => checkAddressCountry(value, context), ALSO_AFTER_FIELD_ERRORS);

export const removeRecipientSchema = z.object({ intent: z.literal('remove-recipient'), shipmentId: shipmentIdField() });

/** Remembers which recipients later adds go to. */
export const selectRecipientsSchema = z.object({
  intent: z.literal('select-recipients'),
  shipmentIds: z.array(shipmentIdField()).max(50).default([]),
});

export const RECIPIENT_SCHEMAS = {
  'add-recipient': recipientSchema,
  'edit-recipient': editRecipientSchema,
  'remove-recipient': removeRecipientSchema,
  'select-recipients': selectRecipientsSchema,
} as const;
export type RecipientIntent = keyof typeof RECIPIENT_SCHEMAS;

export function recipientIntent(value: unknown): RecipientIntent | null {
  return (Object.keys(RECIPIENT_SCHEMAS) as RecipientIntent[]).find((intent) => intent === value) ?? null;
}

/** "Add Item to Shipments": the product once per selected recipient shipment (at least one). */
export const addToShipmentsSchema = z.object({
  pid: productIdField(),
  quantity: quantityField(QUANTITY_MIN),
  shipmentIds: z
    .array(shipmentIdField(), { error: MULTI_SHIP_MESSAGES.selectRecipient })
    .min(1, MULTI_SHIP_MESSAGES.selectRecipient)
    .max(50),
  redirectTo: z.string().max(2048).optional(),
});

const optional = (max: number) => z.string().max(max, MESSAGES.invalidField).optional();

/** The shipping step of a multi-ship basket: the guest's e-mail, then per shipment its method, gift message, instructions and delivery choice. */
export const multiShipShippingSchema = z.object({
  intent: z.literal('multi-ship'),
  email: emailField().optional(),
  shipments: z
    .array(
      z
        .object({
          shipmentId: shipmentIdField(),
          shippingMethodId: optional(100),
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
          ...deliveryChoiceFields,
        })
        .superRefine(checkWantedDate),
    )
    .min(1)
    .max(50),
});

export type MultiShipShippingForm = z.output<typeof multiShipShippingSchema>;
