/**
 * Payment card rules (spec: checkout-and-account §5): brand detection from the number, the card
 * type codes the payment form uses, Luhn check, security-code length, expiry and masking.
 * Pure functions; the tokenisation endpoint and order authorisation build on them.
 */
import { SPEC_MESSAGES } from '../messages.ts';

export type CardBrand = 'visa' | 'mastercard' | 'americanexpress' | 'discover';

export interface CardBrandInfo {
  brand: CardBrand;
  /** Card type code as the payment form sends it. */
  code: string;
  /** Every code that names this brand (discover has two). */
  codes: readonly string[];
  /** The card type name B2C Commerce uses in payment cards (paymentCard.cardType). */
  cardType: string;
  numberLengths: readonly number[];
  /** Prefixes as documented to shoppers (ranges written out as in getPaymentMethods' numberPrefixes). */
  numberPrefixes: readonly string[];
  securityCodeLength: number;
}

export const CARD_BRANDS: readonly CardBrandInfo[] = [
  {
    brand: 'visa',
    code: '001',
    codes: ['001'],
    cardType: 'Visa',
    numberLengths: [13, 16, 19],
    numberPrefixes: ['4'],
    securityCodeLength: 3,
  },
  {
    brand: 'mastercard',
    code: '002',
    codes: ['002'],
    cardType: 'Master Card',
    numberLengths: [16],
    numberPrefixes: ['51-55', '2221-2720'],
    securityCodeLength: 3,
  },
  {
    brand: 'americanexpress',
    code: '003',
    codes: ['003'],
    cardType: 'Amex',
    numberLengths: [15],
    numberPrefixes: ['34', '37'],
    securityCodeLength: 4,
  },
  {
    brand: 'discover',
    code: '004',
    codes: ['004', '042'],
    cardType: 'Discover',
    numberLengths: [16, 17, 18, 19],
    numberPrefixes: ['6011', '65', '644-649'],
    securityCodeLength: 3,
  },
];

export const CARD_MESSAGES = {
  required: SPEC_MESSAGES.required,
  invalidNumber: 'Invalid card number',
  unknownType: 'Unknown card type',
  typeMismatch: 'Card type does not match the card number',
  invalidExpiry: 'Invalid expiration date',
  expired: 'Card is expired',
  cvvLength: 'Invalid CVV length',
  cvvValue: 'Invalid CVV value',
  invalidHolder: SPEC_MESSAGES.invalid,
} as const;

export function brandInfo(brand: CardBrand): CardBrandInfo {
  return CARD_BRANDS.find((info) => info.brand === brand)!;
}

/** Digits of a card number as typed: spaces and dashes are allowed separators. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

const inRange = (digits: string, width: number, low: number, high: number) => {
  const head = Number(digits.slice(0, width));
  return digits.length >= width && head >= low && head <= high;
};

/** The brand a card number belongs to, from its leading digits; undefined when no brand matches. */
export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = normaliseCardNumber(number);
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'americanexpress';
  if (digits.startsWith('6011') || digits.startsWith('65') || inRange(digits, 3, 644, 649)) return 'discover';
  return undefined;
}

/**
 * Resolves a card type as clients send it: a type code ('001'), a brand id ('visa') or a
 * B2C Commerce card type name ('Visa', 'Master Card', 'Amex'), case-insensitively.
 */
export function cardBrandFromType(cardType: string): CardBrand | undefined {
  const wanted = cardType
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  const match = CARD_BRANDS.find(
    (info) =>
      info.codes.includes(cardType.trim()) ||
      info.brand === wanted ||
      info.cardType.toLowerCase().replace(/\s/g, '') === wanted ||
      (info.brand === 'americanexpress' && wanted === 'amex'),
  );
  return match?.brand;
}

/** Luhn (mod 10) checksum. */
export function luhnValid(number: string): boolean {
  const digits = normaliseCardNumber(number);
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * '************1111': every digit but the last four masked. A 15-character result (amex) gets one
 * extra mask character (spec §5), so amex and 16-digit cards look alike.
 */
export function maskCardNumber(number: string): string {
  const digits = normaliseCardNumber(number);
  const masked = '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  return masked.length === 15 ? `*${masked}` : masked;
}

/** The security-code message for a brand, or undefined when the code is acceptable. */
export function securityCodeProblem(brand: CardBrand, securityCode: string): string | undefined {
  if (!/^\d+$/.test(securityCode)) return CARD_MESSAGES.cvvValue;
  return securityCode.length === brandInfo(brand).securityCodeLength ? undefined : CARD_MESSAGES.cvvLength;
}

/** Expired when the first day of the expiry month is before now (spec §5), in UTC. */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  return Date.UTC(year, month - 1, 1) < now.getTime();
}

/** Month 1–12 from a number or numeric string; undefined when it is neither. */
export function parseExpiryMonth(value: unknown): number | undefined {
  const month = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined;
}

/** Four-digit year (two digits mean 20xx) from a number or numeric string. */
export function parseExpiryYear(value: unknown): number | undefined {
  const raw = typeof value === 'string' && /^\d{2}(\d{2})?$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof raw !== 'number' || !Number.isInteger(raw)) return undefined;
  const year = raw < 100 ? 2000 + raw : raw;
  return year >= 2000 && year <= 2099 ? year : undefined;
}

export interface CardInput {
  cardNumber?: unknown;
  expirationMonth?: unknown;
  expirationYear?: unknown;
  securityCode?: unknown;
  holder?: unknown;
  cardType?: unknown;
}

export interface ValidCard {
  number: string;
  brand: CardBrand;
  expirationMonth: number;
  expirationYear: number;
  holder?: string;
}

export interface FieldProblem {
  field: keyof CardInput;
  message: string;
}

const MAX_HOLDER_LENGTH = 100;

/** Validates card data as the tokenisation form sends it; either the card or the list of problems. */
export function validateCard(input: CardInput, now: Date): { card: ValidCard } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const text = (value: unknown) =>
    typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;

  // Card numbers must be strings: a JSON number loses digits beyond 2^53.
  const number = typeof input.cardNumber === 'string' ? normaliseCardNumber(input.cardNumber.trim()) : undefined;
  let brand: CardBrand | undefined;
  if (input.cardNumber === undefined || input.cardNumber === null || number === '') {
    problems.push({ field: 'cardNumber', message: CARD_MESSAGES.required });
  } else if (number === undefined || !/^\d{12,19}$/.test(number)) {
    problems.push({ field: 'cardNumber', message: CARD_MESSAGES.invalidNumber });
  } else {
    brand = detectCardBrand(number);
    const declared =
      input.cardType === undefined || input.cardType === null || input.cardType === ''
        ? undefined
        : text(input.cardType);
    const declaredBrand = declared === undefined ? undefined : cardBrandFromType(declared);
    if (!brand || (declared !== undefined && !declaredBrand)) {
      problems.push({ field: 'cardType', message: CARD_MESSAGES.unknownType });
    } else if (declaredBrand && declaredBrand !== brand) {
      problems.push({ field: 'cardType', message: CARD_MESSAGES.typeMismatch });
    } else if (!brandInfo(brand).numberLengths.includes(number.length) || !luhnValid(number)) {
      problems.push({ field: 'cardNumber', message: CARD_MESSAGES.invalidNumber });
    }
  }

  const month = parseExpiryMonth(input.expirationMonth);
  const year = parseExpiryYear(input.expirationYear);
  if (input.expirationMonth === undefined || input.expirationYear === undefined) {
    problems.push({
      field: input.expirationMonth === undefined ? 'expirationMonth' : 'expirationYear',
      message: CARD_MESSAGES.required,
    });
  } else if (month === undefined || year === undefined) {
    problems.push({
      field: month === undefined ? 'expirationMonth' : 'expirationYear',
      message: CARD_MESSAGES.invalidExpiry,
    });
  } else if (isCardExpired(month, year, now)) {
    problems.push({ field: 'expirationYear', message: CARD_MESSAGES.expired });
  }

  const securityCode = text(input.securityCode);
  if (!securityCode) {
    problems.push({ field: 'securityCode', message: CARD_MESSAGES.required });
  } else if (brand) {
    const problem = securityCodeProblem(brand, securityCode);
    if (problem) problems.push({ field: 'securityCode', message: problem });
  } else if (!/^\d+$/.test(securityCode)) {
    problems.push({ field: 'securityCode', message: CARD_MESSAGES.cvvValue });
  }

  let holder: string | undefined;
  if (input.holder !== undefined && input.holder !== null) {
    if (typeof input.holder !== 'string' || input.holder.length > MAX_HOLDER_LENGTH) {
      problems.push({ field: 'holder', message: CARD_MESSAGES.invalidHolder });
    } else if (input.holder.trim()) {
      holder = input.holder.trim();
    }
  }

  if (problems.length || !number || !brand || month === undefined || year === undefined) return { problems };
  return { card: { number, brand, expirationMonth: month, expirationYear: year, holder } };
}
