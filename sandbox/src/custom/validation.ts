import { badRequest } from '../http/problem.ts';
import { parsePostalCode } from '../stores/geo.ts';
import { SPEC_MESSAGES } from '../messages.ts';

/**
 * Server-side field rules of the service forms (spec: content-and-forms §5, shared patterns).
 * Messages are the spec's words where it gives them.
 */
export const MESSAGES = {
  required: SPEC_MESSAGES.required,
  invalid: SPEC_MESSAGES.invalid,
  email: SPEC_MESSAGES.email,
  zip: SPEC_MESSAGES.zip,
  phone: SPEC_MESSAGES.phone,
  name: 'Please enter a valid name',
  campaignPhone: 'Please enter a valid phone number',
  signupPhoneLength: 'Phone number should be up to 25 characters including non-numeric characters',
  birthday: 'Please enter a valid birthday',
  atLeastOne: 'At least one option must be selected',
  state: 'Please select a state.',
  organizationType: 'Please select a organization type.',
  termsSweepstakes: '*Please confirm agreement.',
  terms: 'Please confirm agreement',
  sweepstakesOptIn: '*Opt-in is required to enter sweepstakes.',
} as const;

export const tooLong = (max: number) => `Please enter no more than ${max} characters.`;

/**
 * Limits. The spec gives e-mail 50, street 60, catalog city 16, company 30, extension 6, postal 5–10,
 * sign-up phone 25. It does not show the shared name limit, nor limits for the campaign city, the
 * contact description or the order number: those are chosen here.
 */
export const LIMITS = {
  email: 50,
  name: 50,
  company: 30,
  street: 60,
  catalogCity: 16,
  city: 40,
  postalMin: 5,
  postalMax: 10,
  extension: 6,
  signupPhone: 25,
  orderNumber: 20,
  description: 2000,
  token: 4000,
} as const;

export const PATTERNS = {
  email: /^[\w.%+-]+@[\w.-]+\.[A-Za-z]{2,6}$/,
  /** Starts with a letter, digit or ?, then (accented) letters, digits, space and / . , # @ ( ) ' + ! ? & - */
  name: /^[A-Za-z0-9?][A-Za-zÀ-ÖØ-öø-ÿ0-9 /.,#@()'+!?&-]*$/,
  /** Letters, space and / . , # ' - only. */
  city: /^[A-Za-zÀ-ÖØ-öø-ÿ /.,#'-]+$/,
  /** Digits, letters, space and / . , # ' -, with at least one letter. */
  street: /^(?=.*[A-Za-zÀ-ÖØ-öø-ÿ])[A-Za-z0-9À-ÖØ-öø-ÿ /.,#'-]+$/,
  /** Letters, digits, # - space and comma; parentheses only around something. */
  address2: /^[A-Za-z0-9À-ÖØ-öø-ÿ #,-]*(\([A-Za-z0-9À-ÖØ-öø-ÿ #,-]+\)[A-Za-z0-9À-ÖØ-öø-ÿ #,-]*)*$/,
  extension: /^\d+$/,
  /** After stripping all but digits and x/e/t: 10 digits (optionally a leading 1) with an optional x or ext extension. */
  phone: /^1?\d{10}(?:(?:x|ext)\d+)?$/,
  birthday: /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/((?:19|20)\d{2})$/,
} as const;

export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;
export const CA_PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

export function isStateOf(countryCode: string, stateCode: string): boolean {
  const codes: readonly string[] = countryCode === 'CA' ? CA_PROVINCE_CODES : US_STATE_CODES;
  return codes.includes(stateCode.toUpperCase());
}

/** Keeps digits and the letters x, e, t (spec: stripped before sending). */
export const stripPhone = (phone: string) => phone.toLowerCase().replace(/[^0-9xet]/g, '');

export const isValidPhone = (phone: string) => PATTERNS.phone.test(stripPhone(phone));

/** ZIP (5, 5+4, 9 digits) or Canadian postal code, 5 to 10 characters; countryCode narrows it. */
export function isValidPostalCode(postalCode: string, countryCode?: string): boolean {
  if (postalCode.length < LIMITS.postalMin || postalCode.length > LIMITS.postalMax) return false;
  return parsePostalCode(postalCode, countryCode) !== undefined;
}

/** MM/DD/YYYY, year 19xx or 20xx, a real calendar date, not after today. */
export function isValidBirthday(value: string, today: Date): boolean {
  const match = PATTERNS.birthday.exec(value);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

export interface FieldError {
  field: string;
  message: string;
}

interface TextRule {
  required?: boolean;
  requiredMessage?: string;
  max?: number;
  /** Message for too long values; defaults to "Please enter no more than N characters." */
  maxMessage?: string;
  pattern?: RegExp;
  message?: string;
}

/**
 * Reads a JSON form body field by field, collecting the first error of each field.
 * Values of the wrong JSON type are an "Invalid field value" error, never an exception.
 */
export class FormReader {
  readonly errors: FieldError[] = [];

  constructor(private readonly body: Record<string, unknown>) {}

  fail(field: string, message: string): void {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, message });
  }

  failed(field: string): boolean {
    return this.errors.some((error) => error.field === field);
  }

  /** Trimmed text; '' when absent or invalid. */
  text(field: string, rule: TextRule = {}): string {
    const raw = this.body[field];
    if (raw === undefined || raw === null) {
      if (rule.required) this.fail(field, rule.requiredMessage ?? MESSAGES.required);
      return '';
    }
    if (typeof raw !== 'string') {
      this.fail(field, MESSAGES.invalid);
      return '';
    }
    const value = raw.trim();
    if (!value) {
      if (rule.required) this.fail(field, rule.requiredMessage ?? MESSAGES.required);
      return '';
    }
    if (rule.max !== undefined && value.length > rule.max) {
      this.fail(field, rule.maxMessage ?? tooLong(rule.max));
      return '';
    }
    if (rule.pattern && !rule.pattern.test(value)) {
      this.fail(field, rule.message ?? MESSAGES.invalid);
      return '';
    }
    return value;
  }

  /** true / false (or "true" / "false", as HTML forms send); absent means false. */
  flag(field: string): boolean {
    const raw = this.body[field];
    if (raw === undefined || raw === null || raw === false || raw === 'false' || raw === '') return false;
    if (raw === true || raw === 'true') return true;
    this.fail(field, MESSAGES.invalid);
    return false;
  }

  /** Whole number within bounds, given as a number or a digit string. */
  integer(field: string, fallback: number, min: number, max: number): number {
    const raw = this.body[field];
    if (raw === undefined || raw === null || raw === '') return fallback;
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    if (!Number.isInteger(value) || value < min || value > max) {
      this.fail(field, MESSAGES.invalid);
      return fallback;
    }
    return value;
  }

  email(field = 'email'): string {
    return this.text(field, {
      required: true,
      max: LIMITS.email,
      maxMessage: MESSAGES.email,
      pattern: PATTERNS.email,
      message: MESSAGES.email,
    });
  }

  personName(field: string): string {
    return this.text(field, { required: true, max: LIMITS.name, pattern: PATTERNS.name, message: MESSAGES.name });
  }

  /** A required state or province of the country. */
  state(field: string, countryCode: string): string {
    const value = this.text(field, {
      required: true,
      requiredMessage: MESSAGES.state,
      max: 3,
      maxMessage: MESSAGES.state,
    });
    if (value && !isStateOf(countryCode, value)) this.fail(field, MESSAGES.state);
    return value.toUpperCase();
  }

  /** A required ZIP or postal code of the country. */
  postalCode(field: string, countryCode?: string): string {
    const value = this.text(field, { required: true, max: LIMITS.postalMax, maxMessage: MESSAGES.zip });
    if (value && !isValidPostalCode(value, countryCode)) {
      this.fail(field, MESSAGES.zip);
      return '';
    }
    return value.toUpperCase();
  }

  /** US or CA; defaults to US (spec: country default US). */
  countryCode(field = 'countryCode'): 'US' | 'CA' {
    const value = this.text(field, { max: 2 }).toUpperCase() || 'US';
    if (value !== 'US' && value !== 'CA') {
      this.fail(field, MESSAGES.invalid);
      return 'US';
    }
    return value;
  }

  /** A reCAPTCHA token is accepted and ignored by the sandbox (no Google call); only its type and size are checked. */
  recaptchaToken(): void {
    for (const field of ['recaptchaToken', 'c_recaptchaToken']) this.text(field, { max: LIMITS.token });
  }
}

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export function result<T>(reader: FormReader, value: T): FormResult<T> {
  return reader.errors.length ? { ok: false, errors: reader.errors } : { ok: true, value };
}

/** The 400 problem+json for invalid form fields: the first error as detail, all of them listed. */
export function invalidFields(errors: FieldError[]) {
  const first = errors[0]!;
  return badRequest(first.message, 'invalid-field-value', { field: first.field, fieldErrors: errors });
}
