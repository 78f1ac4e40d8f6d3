/**
 * The billing step's forms (checkout spec §5 card, gift card and address rules), one zod schema each,
 * shared by the /billing action (parseWithZod) and its components (loaded lazily):
 * - the payment form (intent `payment`): a new card, a saved card or — when gift cards cover the
 *   total — no card, plus the billing address (the shipping address, or its own);
 * - the gift-card form (intent `apply-gift-card`) and its remove button (intent `remove-gift-card`).
 */
import { z } from 'zod';
import { ADDRESS_FIELD_NAMES, addressCountryIssues, addressShape, type Address } from './address.ts';
import type { BasketAddress } from './basket.ts';
import {
  cardNumberProblem,
  detectCardBrand,
  isCardExpired,
  normaliseCardNumber,
  parseExpiry,
  securityCodeProblem,
  type CardBrand,
} from './card.ts';
import { NAME_MAX_LENGTH, NAME_PATTERN } from './field-rules.ts';
import { isGiftCardNumber, isGiftCardPin, normaliseGiftCardNumber } from './gift-card.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { MESSAGES } from './messages.ts';
import { ALTERNATIVE_CHOICES, type AlternativeChoice } from './payment-methods.ts';

export const PAYMENT_METHODS = ['card', 'saved-card', 'none', ...ALTERNATIVE_CHOICES] as const;
export type PaymentMethodChoice = (typeof PAYMENT_METHODS)[number];

/**
 * A field only some choices need: any text up to `max` characters here; what it must hold is checked
 * below, once the choice is known. Longer input is refused outright.
 */
const loose = (max: number) =>
  z.string({ error: MESSAGES.invalidField }).trim().max(max, { error: MESSAGES.invalidField, abort: true }).optional();

const addressLoose = Object.fromEntries(ADDRESS_FIELD_NAMES.map((name) => [name, loose(100)])) as Record<
  (typeof ADDRESS_FIELD_NAMES)[number],
  ReturnType<typeof loose>
>;

const billingAddressSchema = z.object(addressShape);

export interface NewCard {
  number: string;
  brand: CardBrand;
  holder: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
}

/** A card, a saved card, nothing (gift cards pay all), or an alternative: a provider's approval (PayPal, Venmo, Klarna) or a check. */
export type PaymentChoice =
  | { method: 'card'; card: NewCard }
  | { method: 'saved-card'; savedCardId: string; securityCode: string }
  | { method: 'none' }
  | { method: AlternativeChoice };

export interface PaymentFormValue {
  payment: PaymentChoice;
  /** Undefined when the billing address is the shipping address. */
  billingAddress?: Address;
}

type Issue = { path: string; message: string };

/** The new-card fields both card forms post (checkout's payment form and the wallet's "Add a Card"). */
export interface CardFieldsInput {
  cardNumber?: string | undefined;
  cardHolder?: string | undefined;
  /** MM/YY, one field (see `parseExpiry`). */
  expiry?: string | undefined;
  securityCode?: string | undefined;
}

/** The card fields' raw shape in a schema: checked together by `cardIssues` once the choice is known. */
export const cardFieldsShape = {
  cardNumber: loose(40),
  cardHolder: loose(NAME_MAX_LENGTH + 50),
  // "12/2030" is the longest expiry an autofill writes.
  expiry: loose(9),
  securityCode: loose(10),
};

/** The card rules (spec §5), one list of field issues: the same for checkout and the wallet. */
export function cardIssues(value: CardFieldsInput, now: Date): Issue[] {
  const issues: Issue[] = [];
  const number = value.cardNumber ?? '';
  const numberProblem = cardNumberProblem(number);
  if (numberProblem) issues.push({ path: 'cardNumber', message: numberProblem });
  const holder = value.cardHolder ?? '';
  if (!holder) issues.push({ path: 'cardHolder', message: MESSAGES.required });
  else if (holder.length > NAME_MAX_LENGTH || !NAME_PATTERN.test(holder))
    issues.push({ path: 'cardHolder', message: MESSAGES.invalidField });
  const expiry = parseExpiry(value.expiry ?? '');
  if (!value.expiry) issues.push({ path: 'expiry', message: MESSAGES.required });
  else if (!expiry) issues.push({ path: 'expiry', message: MESSAGES.invalidField });
  else if (isCardExpired(expiry.month, expiry.year, now))
    issues.push({ path: 'expiry', message: CHECKOUT_MESSAGES.cardExpired });
  const cvv = securityCodeProblem(detectCardBrand(number), value.securityCode ?? '');
  if (cvv) issues.push({ path: 'securityCode', message: cvv });
  return issues;
}

/** A valid card form's card, as SCAPI and the tokenisation take it: the MM/YY field as month and full year. */
export function newCardOf(value: CardFieldsInput): NewCard {
  const expiry = parseExpiry(value.expiry ?? '');
  return {
    number: normaliseCardNumber(value.cardNumber ?? ''),
    brand: detectCardBrand(value.cardNumber ?? '')!,
    holder: value.cardHolder ?? '',
    expirationMonth: expiry?.month ?? 0,
    expirationYear: expiry?.year ?? 0,
    securityCode: value.securityCode ?? '',
  };
}

/** The payment form's schema; `now` decides which cards count as expired. */
export function paymentSchemaAt(now: () => Date) {
  return z
    .object({
      paymentMethod: z.enum(PAYMENT_METHODS, { error: MESSAGES.required }),
      ...cardFieldsShape,
      savedCardId: loose(100),
      // A checkbox: 'on' when ticked, absent when not.
      billingSameAsShipping: z.preprocess((value) => value === 'on' || value === true, z.boolean()).optional(),
      // A registered customer's "Save this card": the new card goes into the wallet too.
      saveCard: z.preprocess((value) => value === 'on' || value === true, z.boolean()).optional(),
      ...addressLoose,
    })
    .superRefine((value, context) => {
      const issues: Issue[] = [];
      if (value.paymentMethod === 'card') issues.push(...cardIssues(value, now()));
      if (value.paymentMethod === 'saved-card') {
        if (!value.savedCardId) issues.push({ path: 'savedCardId', message: MESSAGES.required });
        // The saved card's brand is known on the server only; it checks the length again.
        const cvv = securityCodeProblem(undefined, value.securityCode ?? '');
        if (cvv) issues.push({ path: 'securityCode', message: cvv });
      }
      if (!value.billingSameAsShipping) {
        const address = Object.fromEntries(ADDRESS_FIELD_NAMES.map((name) => [name, value[name]]));
        const parsed = billingAddressSchema.safeParse(address);
        if (!parsed.success)
          for (const issue of parsed.error.issues) issues.push({ path: String(issue.path[0]), message: issue.message });
        issues.push(...addressCountryIssues(address));
      }
      for (const issue of issues) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });
}

export type PaymentFormInput = z.output<ReturnType<typeof paymentSchemaAt>>;

/** What a valid payment form asks for (the schema keeps the flat field names Conform needs). */
export function paymentFormValue(value: PaymentFormInput): PaymentFormValue {
  const billingAddress = value.billingSameAsShipping
    ? undefined
    : billingAddressSchema.parse(Object.fromEntries(ADDRESS_FIELD_NAMES.map((name) => [name, value[name]])));
  const securityCode = value.securityCode ?? '';
  const payment: PaymentChoice =
    value.paymentMethod === 'card'
      ? { method: 'card', card: newCardOf(value) }
      : value.paymentMethod === 'saved-card'
        ? { method: 'saved-card', savedCardId: value.savedCardId ?? '', securityCode }
        : { method: value.paymentMethod };
  return { payment, ...(billingAddress ? { billingAddress } : {}) };
}

export const paymentSchema = paymentSchemaAt(() => new Date());

export const giftCardSchema = z.object({
  giftCardNumber: z
    .string({ error: CHECKOUT_MESSAGES.giftCardNumber })
    .max(40, { error: CHECKOUT_MESSAGES.giftCardNumber, abort: true })
    .refine(isGiftCardNumber, CHECKOUT_MESSAGES.giftCardNumber)
    .transform(normaliseGiftCardNumber),
  giftCardPin: z
    .string({ error: CHECKOUT_MESSAGES.giftCardSecurityCode })
    .max(10, { error: CHECKOUT_MESSAGES.giftCardSecurityCode, abort: true })
    .refine(isGiftCardPin, CHECKOUT_MESSAGES.giftCardSecurityCode)
    .transform((pin) => pin.trim()),
});

export const removeGiftCardSchema = z.object({
  paymentInstrumentId: z
    .string({ error: MESSAGES.invalidField })
    .trim()
    .min(1, MESSAGES.invalidField)
    .max(100, MESSAGES.invalidField),
});

/** The address fields a billing address carries (the shipping address's extras are left out). */
export function billingAddressOf(address: BasketAddress | undefined): BasketAddress {
  const copy: BasketAddress = {};
  for (const field of ADDRESS_FIELD_NAMES) {
    const value = address?.[field]?.trim();
    if (value) copy[field] = value;
  }
  return copy;
}

/** Spec §5: a billing address equals the shipping address when all fields match. */
export function sameAddress(a: BasketAddress | undefined, b: BasketAddress | undefined): boolean {
  return ADDRESS_FIELD_NAMES.every((field) => (a?.[field] ?? '').trim() === (b?.[field] ?? '').trim());
}

/** The payment form's field for each card field the tokenisation names. */
const TOKEN_FIELDS: Record<string, string> = {
  cardNumber: 'cardNumber',
  cardType: 'cardNumber',
  holder: 'cardHolder',
  expirationMonth: 'expiry',
  expirationYear: 'expiry',
  securityCode: 'securityCode',
};

/**
 * The tokenisation's `invalidFields` (`[{ field, message }]`, spec §8 CREATE_TOKEN_VALIDATION_FIELDS)
 * as the payment form's field messages; null when none of them names a form field.
 */
export function tokenFieldErrors(invalidFields: unknown): Record<string, string[]> | null {
  if (!Array.isArray(invalidFields)) return null;
  const errors: Record<string, string[]> = {};
  for (const entry of invalidFields as { field?: unknown; message?: unknown }[]) {
    const field = typeof entry?.field === 'string' ? TOKEN_FIELDS[entry.field] : undefined;
    if (!field || typeof entry.message !== 'string') continue;
    errors[field] = [...(errors[field] ?? []), entry.message];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
