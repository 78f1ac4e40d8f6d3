/**
 * The e-gift card form's one schema (models/e-gift-card.ts holds the zod-free rules the bag shares).
 */
import { z } from 'zod';
import {
  deliveryDateRange,
  E_GIFT_CARD_AMOUNTS,
  E_GIFT_CARD_DESIGNS,
  E_GIFT_CARD_LIMITS,
  E_GIFT_CARD_MESSAGES,
  eGiftCardAmount,
  type EGiftCardDesign,
} from './e-gift-card.ts';
import { emailField, NAME_MAX_LENGTH, NAME_PATTERN, requiredText } from './field-rules.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { MESSAGES } from './messages.ts';
import { GIFT_MESSAGE_PATTERN } from './shipping-form.ts';
import { GIFT_MESSAGE_MAX_LENGTH } from './checkout-constants.ts';

const nameField = () => requiredText(NAME_MAX_LENGTH).regex(NAME_PATTERN, MESSAGES.invalidField);

/** The e-gift card form; `today` bounds the delivery date. */
export function eGiftCardSchema(today: Date = new Date()) {
  const range = deliveryDateRange(today);
  return z
    .object({
      design: z.enum(E_GIFT_CARD_DESIGNS.map((design) => design.id) as [EGiftCardDesign, ...EGiftCardDesign[]], {
        error: E_GIFT_CARD_MESSAGES.design,
      }),
      amount: z.enum(['custom', ...E_GIFT_CARD_AMOUNTS.map(String)], { error: E_GIFT_CARD_MESSAGES.amount }),
      customAmount: z.string().trim().optional(),
      quantity: z
        .number({ error: E_GIFT_CARD_MESSAGES.quantity })
        .int(E_GIFT_CARD_MESSAGES.quantity)
        .min(1, E_GIFT_CARD_MESSAGES.quantity)
        .max(E_GIFT_CARD_LIMITS.quantityPerLine, E_GIFT_CARD_MESSAGES.quantity)
        .default(1),
      recipientName: nameField(),
      recipientEmail: emailField(),
      senderName: nameField(),
      message: z
        .string()
        .max(GIFT_MESSAGE_MAX_LENGTH, CHECKOUT_MESSAGES.giftMessageTooLong)
        .regex(GIFT_MESSAGE_PATTERN, CHECKOUT_MESSAGES.giftMessageCharacters)
        .optional(),
      deliveryDate: z
        .string({ error: E_GIFT_CARD_MESSAGES.deliveryDate })
        .regex(/^\d{4}-\d{2}-\d{2}$/, E_GIFT_CARD_MESSAGES.deliveryDate)
        .refine((day) => day >= range.min && day <= range.max, E_GIFT_CARD_MESSAGES.deliveryDate),
    })
    .superRefine((value, context) => {
      const amount = eGiftCardAmount(value);
      if (value.amount === 'custom' && amount === null)
        context.addIssue({ code: 'custom', path: ['customAmount'], message: E_GIFT_CARD_MESSAGES.customAmount });
      // One line alone can pass the order's cap (5 × $500); the bag's other cards are the service's to count.
      if (
        amount !== null &&
        value.quantity <= E_GIFT_CARD_LIMITS.quantityPerLine &&
        amount * value.quantity > E_GIFT_CARD_LIMITS.orderTotal
      )
        context.addIssue({ code: 'custom', path: ['quantity'], message: E_GIFT_CARD_MESSAGES.orderTotal });
    });
}
