/**
 * Payment card rules (checkout spec §3 card brands and type codes, §5 card rules): the brand from the
 * number, Luhn, the security-code length per brand, expiry and the masks. Pure functions, shared by
 * the payment form's schema (browser and server) and the billing action.
 */
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { MESSAGES } from './messages.ts';

export type CardBrand = 'visa' | 'mastercard' | 'americanexpress' | 'discover';

interface BrandRule {
  brand: CardBrand;
  /** Spec §3: 001 visa, 002 mastercard, 003 amex, 004 and 042 discover (the first is the one sent). */
  codes: readonly string[];
  /** What the shopper reads. */
  label: string;
  numberLengths: readonly number[];
  securityCodeLength: number;
}

export const CARD_BRANDS: readonly BrandRule[] = [
  { brand: 'visa', codes: ['001'], label: 'Visa', numberLengths: [13, 16, 19], securityCodeLength: 3 },
  { brand: 'mastercard', codes: ['002'], label: 'Mastercard', numberLengths: [16], securityCodeLength: 3 },
  { brand: 'americanexpress', codes: ['003'], label: 'American Express', numberLengths: [15], securityCodeLength: 4 },
  {
    brand: 'discover',
    codes: ['004', '042'],
    label: 'Discover',
    numberLengths: [16, 17, 18, 19],
    securityCodeLength: 3,
  },
];

const ruleOf = (brand: CardBrand): BrandRule => CARD_BRANDS.find((rule) => rule.brand === brand)!;

/** The digits of a card number as typed: spaces and dashes are separators. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

const leading = (digits: string, width: number) =>
  digits.length >= width ? Number(digits.slice(0, width)) : Number.NaN;
const between = (value: number, low: number, high: number) => value >= low && value <= high;

/** The brand of a card number from its leading digits (mastercard includes the 2-series), or undefined. */
export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = normaliseCardNumber(number);
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.startsWith('4')) return 'visa';
  if (between(leading(digits, 2), 51, 55) || between(leading(digits, 4), 2221, 2720)) return 'mastercard';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'americanexpress';
  if (digits.startsWith('6011') || digits.startsWith('65') || between(leading(digits, 3), 644, 649)) return 'discover';
  return undefined;
}

/** The type code the payment form sends for a brand. */
export function cardTypeCode(brand: CardBrand): string {
  return ruleOf(brand).codes[0]!;
}

/** The brand a type code names (042 is discover too), or undefined. */
export function brandOfTypeCode(code: string): CardBrand | undefined {
  return CARD_BRANDS.find((rule) => rule.codes.includes(code.trim()))?.brand;
}

/**
 * The brand a SCAPI `paymentCard.cardType` names ('Visa', 'Master Card', 'Amex', 'Discover', or a
 * brand id or type code), so saved cards and basket instruments can be checked like typed ones.
 */
export function brandOfCardType(cardType: string | undefined): CardBrand | undefined {
  if (!cardType) return undefined;
  const wanted = cardType
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (wanted === 'amex') return 'americanexpress';
  return (
    brandOfTypeCode(cardType) ??
    CARD_BRANDS.find((rule) => rule.brand === wanted || rule.label.toLowerCase().replace(/\s/g, '') === wanted)?.brand
  );
}

export function cardBrandLabel(brand: CardBrand): string {
  return ruleOf(brand).label;
}

/** Luhn (mod 10) check digit. */
export function luhnValid(number: string): boolean {
  const digits = normaliseCardNumber(number);
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card-number message, or undefined when the number is a good card of a known brand. */
export function cardNumberProblem(number: string): string | undefined {
  const digits = normaliseCardNumber(number);
  if (!digits) return MESSAGES.required;
  if (!/^\d+$/.test(digits)) return CHECKOUT_MESSAGES.invalidCardNumber;
  const brand = detectCardBrand(digits);
  if (!brand) return CHECKOUT_MESSAGES.unknownCardType;
  if (!ruleOf(brand).numberLengths.includes(digits.length) || !luhnValid(digits))
    return CHECKOUT_MESSAGES.invalidCardNumber;
  return undefined;
}

/** Spec §5: 4 digits for amex, 3 otherwise ("Invalid CVV length"); anything but digits is "Invalid CVV value". */
export function securityCodeProblem(brand: CardBrand | undefined, securityCode: string): string | undefined {
  const code = securityCode.trim();
  if (!code) return MESSAGES.required;
  if (!/^\d+$/.test(code)) return CHECKOUT_MESSAGES.cvvValue;
  if (!brand) return code.length === 3 || code.length === 4 ? undefined : CHECKOUT_MESSAGES.cvvLength;
  return code.length === ruleOf(brand).securityCodeLength ? undefined : CHECKOUT_MESSAGES.cvvLength;
}

/** Spec §5: a card is expired when the first day of its expiry month is before now (UTC, as the sandbox). */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  return Date.UTC(year, month - 1, 1) < now.getTime();
}

/** '************1111': all but the last four digits masked (spec §5). */
export function maskCardNumber(number: string): string {
  const digits = normaliseCardNumber(number);
  return fullLengthMask('*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4));
}

/** Spec §5: "A 15-character masked card number gets one extra mask character" (amex shows as long as the others). */
export function fullLengthMask(masked: string): string {
  return masked.length === 15 ? `*${masked}` : masked;
}

/** How a masked number reads on the page: '•••• 1111'. */
export function displayMaskedNumber(masked: string | undefined): string {
  const last = (masked ?? '').replace(/\D/g, '').slice(-4);
  return last ? `•••• ${last}` : '••••';
}

/** 'Visa •••• 1111, expires 12/2030' — a card as the billing and review pages name it. */
export function describeCard(card: {
  cardType?: string;
  maskedNumber?: string;
  expirationMonth?: number;
  expirationYear?: number;
}): string {
  const brand = brandOfCardType(card.cardType);
  const name = brand ? cardBrandLabel(brand) : (card.cardType ?? 'Card');
  const expiry =
    card.expirationMonth && card.expirationYear
      ? `, expires ${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`
      : '';
  return `${name} ${displayMaskedNumber(card.maskedNumber)}${expiry}`;
}

/**
 * The card's expiry as typed in the one MM/YY field: "12/30", "12 / 30", "1230", "12-30", "12/2030"
 * (what browsers autofill for `cc-exp`); a one-digit month ("4/30") too. The month and the full year
 * (20YY), as SCAPI takes them, or null when the text is no expiry.
 */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*[/\-.]?\s*(\d{2}|\d{4})$/.exec(input.trim());
  if (!match || (match[1]!.length === 1 && !/[/\-.\s]/.test(input.trim()))) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}
