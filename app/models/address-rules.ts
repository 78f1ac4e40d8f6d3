/**
 * The address, postal-code and phone rules of checkout spec §5 without zod, so components (the
 * address fields, phone display) can use them without pulling zod into a page's JavaScript. The
 * zod pieces built from them are in address.ts.
 */

export type CountryCode = 'US' | 'CA';

export interface Choice {
  value: string;
  label: string;
}

/** Spec §1: the shop ships to the US and Canada. */
export const COUNTRIES: readonly Choice[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

/** US states, the District of Columbia and the territories the shop ships to. */
export const US_STATES: readonly Choice[] = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'AR', label: 'Arkansas' },
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'CT', label: 'Connecticut' },
  { value: 'DE', label: 'Delaware' },
  { value: 'DC', label: 'District of Columbia' },
  { value: 'FL', label: 'Florida' },
  { value: 'GA', label: 'Georgia' },
  { value: 'HI', label: 'Hawaii' },
  { value: 'ID', label: 'Idaho' },
  { value: 'IL', label: 'Illinois' },
  { value: 'IN', label: 'Indiana' },
  { value: 'IA', label: 'Iowa' },
  { value: 'KS', label: 'Kansas' },
  { value: 'KY', label: 'Kentucky' },
  { value: 'LA', label: 'Louisiana' },
  { value: 'ME', label: 'Maine' },
  { value: 'MD', label: 'Maryland' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'MI', label: 'Michigan' },
  { value: 'MN', label: 'Minnesota' },
  { value: 'MS', label: 'Mississippi' },
  { value: 'MO', label: 'Missouri' },
  { value: 'MT', label: 'Montana' },
  { value: 'NE', label: 'Nebraska' },
  { value: 'NV', label: 'Nevada' },
  { value: 'NH', label: 'New Hampshire' },
  { value: 'NJ', label: 'New Jersey' },
  { value: 'NM', label: 'New Mexico' },
  { value: 'NY', label: 'New York' },
  { value: 'NC', label: 'North Carolina' },
  { value: 'ND', label: 'North Dakota' },
  { value: 'OH', label: 'Ohio' },
  { value: 'OK', label: 'Oklahoma' },
  { value: 'OR', label: 'Oregon' },
  { value: 'PA', label: 'Pennsylvania' },
  { value: 'RI', label: 'Rhode Island' },
  { value: 'SC', label: 'South Carolina' },
  { value: 'SD', label: 'South Dakota' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'TX', label: 'Texas' },
  { value: 'UT', label: 'Utah' },
  { value: 'VT', label: 'Vermont' },
  { value: 'VA', label: 'Virginia' },
  { value: 'WA', label: 'Washington' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'WI', label: 'Wisconsin' },
  { value: 'WY', label: 'Wyoming' },
  { value: 'AS', label: 'American Samoa' },
  { value: 'GU', label: 'Guam' },
  { value: 'MP', label: 'Northern Mariana Islands' },
  { value: 'PR', label: 'Puerto Rico' },
  { value: 'VI', label: 'U.S. Virgin Islands' },
];

/** Canadian provinces and territories. */
export const CA_PROVINCES: readonly Choice[] = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'NT', label: 'Northwest Territories' },
  { value: 'NU', label: 'Nunavut' },
  { value: 'ON', label: 'Ontario' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'QC', label: 'Quebec' },
  { value: 'SK', label: 'Saskatchewan' },
  { value: 'YT', label: 'Yukon' },
];

export const REGIONS: Readonly<Record<CountryCode, readonly Choice[]>> = { US: US_STATES, CA: CA_PROVINCES };

export function isCountryCode(value: unknown): value is CountryCode {
  return value === 'US' || value === 'CA';
}

/** Whether a state or province code belongs to the country (false for a country the schema already refused: refinements still run). */
export function isRegionOf(countryCode: CountryCode, stateCode: string): boolean {
  return REGIONS[countryCode]?.some((region) => region.value === stateCode) ?? false;
}

/** Spec §1: locale en-US gives country US; any other locale gives CA. */
export function defaultCountry(locale: string | undefined): CountryCode {
  return locale === 'en-US' ? 'US' : 'CA';
}

/** Not shown: field lengths (the backend's form limits: street 60, company 30, extension 6, postal 5–10). */
export const ADDRESS_LIMITS = {
  name: 50,
  company: 30,
  street: 60,
  address2: 60,
  city: 40,
  postalMin: 5,
  postalMax: 10,
  phone: 25,
  extension: 6,
} as const;

// Spec §5 "Address field patterns"; "letters" include accented ones, as for names.
/** City: letters, space and / . , # ' - only. */
export const CITY_PATTERN = /^[\p{L}\p{M} /.,#'-]+$/u;
/** Street: digits, letters, space and / . , # ' -, and must contain a letter. */
export const STREET_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}\d /.,#'-]+$/u;
/** Address line 2: letters, digits, # - space and comma; parentheses only around something. */
export const ADDRESS2_PATTERN =
  /^[\p{L}\p{M}\d #,-]*(?:\([\p{L}\p{M}\d #,-]*[\p{L}\p{M}\d#,-][\p{L}\p{M}\d #,-]*\)[\p{L}\p{M}\d #,-]*)*$/u;
/** Extension: digits only. */
export const EXTENSION_PATTERN = /^\d+$/;
/** ZIP: 5 digits, 5+4 with a hyphen, or 9 digits. */
export const ZIP_PATTERN = /^(?:\d{5}(?:-\d{4})?|\d{9})$/;
/**
 * Canadian postal code: letter-digit-letter, optional space, digit-letter-digit. Only these letters
 * start a postal code (never D F I O Q U W Z), and D F I O Q U never appear in one.
 */
export const CA_POSTAL_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** Whether a postal code is a valid ZIP (US) or Canadian postal code. */
export function isValidPostalCode(postalCode: string, countryCode: CountryCode): boolean {
  const value = postalCode.trim();
  return countryCode === 'CA' ? CA_POSTAL_PATTERN.test(value) : ZIP_PATTERN.test(value);
}

/** Either country's postal code (the field's own check; the country is checked with the whole address). */
export function isAnyPostalCode(postalCode: string): boolean {
  return isValidPostalCode(postalCode, 'US') || isValidPostalCode(postalCode, 'CA');
}

/** A postal code as stored: ZIP+4 with its hyphen, Canadian codes upper case with the space. */
export function normalizePostalCode(postalCode: string, countryCode: CountryCode): string {
  const value = postalCode.trim().toUpperCase().replace(/\s+/g, '');
  if (countryCode === 'CA') return value.length === 6 ? `${value.slice(0, 3)} ${value.slice(3)}` : value;
  return /^\d{9}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value;
}

/**
 * Spec §5: PO box variants are detected — "PO Box 12", "P.O. Box", "P O Box", "Post Office Box",
 * "POB 7", "Box 42", "PMB 3", "Postal Box", "PO Drawer".
 */
const PO_BOX =
  /\b(?:p\.?\s*o\.?\s*box|post\s*office\s*box|p\.?\s*o\.?\s*b\b\.?|pob\b|box\s*#?\s*\d+|postal\s*box|p\.?\s*o\.?\s*drawer|pmb\b)/i;

export function isPoBox(...lines: (string | undefined)[]): boolean {
  return lines.some((line) => typeof line === 'string' && PO_BOX.test(line));
}

/** Spec §5 phone message, word for word. */
export const PHONE_MESSAGE = 'Invalid phone number. Should be 10 digits with optional extension.';
/** Spec §5 generic postal-code message, word for word. */
export const ZIP_MESSAGE = 'Please enter a valid zip code.';

/** Spec §5: other characters are stripped (digits and the letters of x/ext are kept). */
export function stripPhone(phone: string): string {
  return phone.toLowerCase().replace(/[^0-9xet]/g, '');
}

const PHONE = /^(1?)(\d{10})(?:(?:x|ext)(\d+))?$/;

/** Spec §5: 10 digits (11 with a leading 1), optionally followed by x or ext and digits. */
export function isValidPhone(phone: string): boolean {
  return PHONE.test(stripPhone(phone));
}

/**
 * Spec §5: a US phone displays as (xxx) xxx-xxxx, a Canadian one as a plus and up to 11 digits; an
 * extension is appended as ' x {ext}'. An invalid number is returned as entered.
 */
export function formatPhone(phone: string, countryCode: CountryCode): string {
  const match = PHONE.exec(stripPhone(phone));
  if (!match) return phone.trim();
  const [, , digits, extension] = match;
  const number =
    countryCode === 'CA' ? `+1${digits}` : `(${digits!.slice(0, 3)}) ${digits!.slice(3, 6)}-${digits!.slice(6)}`;
  return extension ? `${number} x ${extension}` : number;
}

/** What an address label reads: a basket's or order's address, or one as the shopper entered it. */
export type PostalAddress = Partial<Record<AddressFieldName, string>> & { fullName?: string };

/**
 * An address as the lines of a label (review, confirmation, tracking, the billing step's "same as
 * shipping", the verification prompt): name, company, street lines, "City, ST 12345", country and,
 * when asked for, the phone as the address fields show it.
 */
export function addressLines(
  address: PostalAddress | undefined,
  { phone = false }: { phone?: boolean } = {},
): string[] {
  if (!address) return [];
  const name = address.fullName?.trim() || [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.stateCode, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = isCountryCode(address.countryCode) ? address.countryCode : 'US';
  const phoneLine = phone && address.phone ? formatPhone(address.phone, country) : undefined;
  return [name, address.companyName, address.address1, address.address2, cityLine, address.countryCode, phoneLine]
    .map((line) => line?.trim())
    .filter((line): line is string => Boolean(line));
}

/** The address fields every address form shares (shipping and billing use the same names). */
export const ADDRESS_FIELD_NAMES = [
  'firstName',
  'lastName',
  'companyName',
  'address1',
  'address2',
  'city',
  'stateCode',
  'postalCode',
  'countryCode',
  'phone',
] as const;
export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number];

/** An address as the shopper entered it (every field text; optional ones may be empty). */
export type AddressInput = Record<AddressFieldName, string>;

/** A registered customer's saved address, as the address forms offer it. */
export interface SavedAddress {
  addressId: string;
  preferred: boolean;
  address: AddressInput;
}
