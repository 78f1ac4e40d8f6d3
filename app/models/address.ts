/**
 * Address rules of checkout spec §5 as zod pieces: one field rule per address field, the shape every
 * address form spreads into its schema (shipping and billing use the same names), and the rules that
 * need the whole address (postal code and state for the chosen country). The rules themselves, with
 * the lists and the phone display, are zod-free in address-rules.ts for components.
 */
import { z } from 'zod';
import {
  ADDRESS2_PATTERN,
  ADDRESS_LIMITS,
  CA_PROVINCES,
  CITY_PATTERN,
  isAnyPostalCode,
  isCountryCode,
  isRegionOf,
  isValidPhone,
  isValidPostalCode,
  PHONE_MESSAGE,
  STREET_PATTERN,
  US_STATES,
  ZIP_MESSAGE,
  type AddressFieldName,
} from './address-rules.ts';
import { NAME_PATTERN, nameField, requiredText } from './field-rules.ts';
import { MESSAGES } from './messages.ts';

export * from './address-rules.ts';

/** An optional text field: empty (or absent) is undefined, anything else must pass `check`. */
const optionalText = (max: number, check?: RegExp, message: string = MESSAGES.invalidField) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: MESSAGES.invalidField })
      .trim()
      .max(max, { error: MESSAGES.invalidField, abort: true })
      .regex(check ?? /[\s\S]*/, message)
      .optional(),
  );

const STATE_CODES = [...US_STATES, ...CA_PROVINCES].map((region) => region.value);

/** The field rules, by field name. */
export const addressFields = {
  firstName: nameField(),
  lastName: nameField(),
  companyName: optionalText(ADDRESS_LIMITS.company, NAME_PATTERN, 'Please enter a valid name'),
  address1: requiredText(ADDRESS_LIMITS.street).regex(STREET_PATTERN, MESSAGES.invalidField),
  address2: optionalText(ADDRESS_LIMITS.address2, ADDRESS2_PATTERN),
  city: requiredText(ADDRESS_LIMITS.city).regex(CITY_PATTERN, MESSAGES.invalidField),
  stateCode: requiredText(6).refine((code) => STATE_CODES.includes(code), MESSAGES.invalidField),
  postalCode: requiredText(ADDRESS_LIMITS.postalMax).refine(isAnyPostalCode, ZIP_MESSAGE),
  countryCode: z.enum(['US', 'CA'], { error: MESSAGES.required }),
  phone: requiredText(ADDRESS_LIMITS.phone).refine(isValidPhone, PHONE_MESSAGE),
} satisfies Record<AddressFieldName, z.ZodType>;

/** Spread into a form's `z.object({...})`; then apply `addressRefinement` to the object. */
export const addressShape = addressFields;

/** An address whose fields passed their rules. */
export type Address = z.output<z.ZodObject<typeof addressFields>>;

/** The checks that need the country: the postal code and the state or province must be the country's. */
export function addressCountryIssues(
  value: Partial<Record<AddressFieldName, unknown>>,
): { path: AddressFieldName; message: string }[] {
  const { countryCode, postalCode, stateCode } = value;
  if (!isCountryCode(countryCode)) return [];
  const issues: { path: AddressFieldName; message: string }[] = [];
  if (typeof postalCode === 'string' && isAnyPostalCode(postalCode) && !isValidPostalCode(postalCode, countryCode))
    issues.push({ path: 'postalCode', message: ZIP_MESSAGE });
  if (typeof stateCode === 'string' && STATE_CODES.includes(stateCode) && !isRegionOf(countryCode, stateCode))
    issues.push({ path: 'stateCode', message: MESSAGES.invalidField });
  return issues;
}

/**
 * Adds the country checks to a form's issues. Run it with `ALSO_AFTER_FIELD_ERRORS` (zod skips object
 * checks once a field failed) so every wrong field shows at once:
 * `z.object({ ...addressShape }).superRefine((value, context) => checkAddressCountry(value, context), ALSO_AFTER_FIELD_ERRORS)`.
 * A form holding the address elsewhere passes that part and the path `prefix`.
 */
export function checkAddressCountry(
  address: unknown,
  context: z.RefinementCtx,
  prefix: (string | number)[] = [],
): void {
  if (!address || typeof address !== 'object') return;
  for (const issue of addressCountryIssues(address as Partial<Record<AddressFieldName, unknown>>)) {
    context.addIssue({ code: 'custom', path: [...prefix, issue.path], message: issue.message });
  }
}

/**
 * Runs a form's object check after its fields' own errors too (a missing field included), but not after a list or an
 * object where a field is text: only a hand-made post (a repeated or nested name) sends one, and the checks read their
 * fields as text.
 */
export const ALSO_AFTER_FIELD_ERRORS = {
  when: (payload: { issues: readonly { code?: string; input?: unknown }[] }) =>
    !payload.issues.some(
      (issue) => issue.code === 'invalid_type' && typeof issue.input === 'object' && issue.input !== null,
    ),
} as const;

const addressObject = z.object(addressFields);

/**
 * Every problem of an address (field rules, then the country checks), for forms that hold an address
 * only on some choice (billing's own address): call it from their `superRefine` and add the issues.
 */
export function addressIssues(value: unknown): { path: AddressFieldName; message: string }[] {
  const parsed = addressObject.safeParse(value);
  const fieldIssues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path[0] as AddressFieldName, message: issue.message }));
  const failed = new Set(fieldIssues.map((issue) => issue.path));
  const countryIssues =
    value && typeof value === 'object'
      ? addressCountryIssues(value as Partial<Record<AddressFieldName, unknown>>).filter(
          (issue) => !failed.has(issue.path),
        )
      : [];
  return [...fieldIssues, ...countryIssues];
}
