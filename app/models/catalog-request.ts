/**
 * The catalog request (catalog spec §5 "Catalog form", §7 "Marketing lead"; content spec §3–§5):
 * "Subscribe for Free" asks for a printed catalog by post, "Download a Digital Catalog" for the PDF
 * (without the street address, city, state and extension). One schema per kind of request and
 * site configuration, shared by the action and the form; and what the US address verification's
 * answer means for the request (§4).
 */
import { z } from 'zod';
import { ALSO_AFTER_FIELD_ERRORS } from './address.ts';
import {
  ADDRESS2_PATTERN,
  CITY_PATTERN,
  EXTENSION_PATTERN,
  isRegionOf,
  isValidPostalCode,
  PHONE_MESSAGE,
  STREET_PATTERN,
  ZIP_MESSAGE,
  type AddressInput,
  type CountryCode,
} from './address-rules.ts';
import { recommendedAddress, type VerificationResult } from './address-verification.ts';
import { emailField, NAME_PATTERN, nameField } from './field-rules.ts';
import { MESSAGES } from './messages.ts';
import { checkbox, fieldIssue } from './service-forms.ts';

export type CatalogKind = 'postal' | 'digital';

/** Catalog spec §7: the marketing lead's reason for each kind. */
export const LEAD_REASON: Record<CatalogKind, 'PostalCatalog' | 'DigitalDownload'> = {
  postal: 'PostalCatalog',
  digital: 'DigitalDownload',
};

/** Content spec §3. */
export const ORGANIZATION_TYPES = [
  'Business 1-100 employees',
  'Business 100+ employees',
  'Hotel',
  'Casino',
  'Cruise Line',
  'Fundraiser (Youth)',
  'Non-Youth Fundraiser',
  'Other',
] as const;

/** Content spec §5: the site configuration that makes company name and organization type required (the business and fundraising sites). */
export const COMPANY_REQUIRED_SITES: readonly string[] = ['volume-savings', 'fundraising'];

/** Catalog spec §9 and content spec §9. */
export const CATALOG_LIMITS = {
  company: 30,
  street: 60,
  city: 16,
  postalMin: 5,
  postalMax: 10,
  extension: 6,
  phone: 25,
} as const;

const STATE_MESSAGE = 'Please select a state.';
const ORGANIZATION_TYPE_MESSAGE = 'Please select a organization type.';
const NAME_MESSAGE = 'Please enter a valid name';

const text = () => z.string().trim().optional();

/**
 * The schema of one kind of request. `companyRequired`: the site requires company name and
 * organization type. US and Canadian addresses (the country comes with the shopper's locale).
 */
export function catalogRequestSchema(kind: CatalogKind, companyRequired: boolean) {
  return z
    .object({
      kind: z.literal(kind),
      companyName: text(),
      organizationType: text(),
      firstName: nameField(),
      lastName: nameField(),
      email: emailField(),
      countryCode: z.enum(['US', 'CA'], { error: MESSAGES.invalidField }).default('US'),
      address1: text(),
      address2: text(),
      city: text(),
      stateCode: text(),
      postalCode: text(),
      phone: text(),
      phoneExt: text(),
      /** Content spec §3: ticked by default; it subscribes to the Sweet List's offers. */
      marketingOptIn: checkbox(),
      /** The shopper's answer to the address confirmation: the address as posted is final. */
      verify: z.literal('keep').optional(),
    })
    .superRefine((value, context) => {
      const company = value.companyName ?? '';
      fieldIssue(
        context,
        'companyName',
        company
          ? company.length > CATALOG_LIMITS.company || !NAME_PATTERN.test(company)
            ? NAME_MESSAGE
            : null
          : companyRequired
            ? MESSAGES.required
            : null,
      );
      const organization = value.organizationType ?? '';
      fieldIssue(
        context,
        'organizationType',
        organization
          ? (ORGANIZATION_TYPES as readonly string[]).includes(organization)
            ? null
            : ORGANIZATION_TYPE_MESSAGE
          : companyRequired
            ? ORGANIZATION_TYPE_MESSAGE
            : null,
      );
      const country = value.countryCode as CountryCode;
      const postal = value.postalCode ?? '';
      fieldIssue(
        context,
        'postalCode',
        !postal
          ? MESSAGES.required
          : postal.length < CATALOG_LIMITS.postalMin ||
              postal.length > CATALOG_LIMITS.postalMax ||
              !isValidPostalCode(postal, country)
            ? ZIP_MESSAGE
            : null,
      );
      // Catalog spec §5: the phone is required once non-digits are stripped, in the US format.
      const digits = (value.phone ?? '').replace(/\D/g, '');
      fieldIssue(
        context,
        'phone',
        !digits
          ? MESSAGES.required
          : (value.phone ?? '').length > CATALOG_LIMITS.phone || !/^1?\d{10}$/.test(digits)
            ? PHONE_MESSAGE
            : null,
      );
      if (kind === 'digital') return;
      const street = value.address1 ?? '';
      fieldIssue(
        context,
        'address1',
        !street
          ? MESSAGES.required
          : street.length > CATALOG_LIMITS.street || !STREET_PATTERN.test(street)
            ? MESSAGES.invalidField
            : null,
      );
      const line2 = value.address2 ?? '';
      fieldIssue(
        context,
        'address2',
        line2 && (line2.length > CATALOG_LIMITS.street || !ADDRESS2_PATTERN.test(line2)) ? MESSAGES.invalidField : null,
      );
      const city = value.city ?? '';
      fieldIssue(
        context,
        'city',
        !city
          ? MESSAGES.required
          : city.length > CATALOG_LIMITS.city || !CITY_PATTERN.test(city)
            ? MESSAGES.invalidField
            : null,
      );
      fieldIssue(context, 'stateCode', value.stateCode && isRegionOf(country, value.stateCode) ? null : STATE_MESSAGE);
      const extension = value.phoneExt ?? '';
      fieldIssue(
        context,
        'phoneExt',
        extension && (extension.length > CATALOG_LIMITS.extension || !EXTENSION_PATTERN.test(extension))
          ? MESSAGES.invalidField
          : null,
      );
    }, ALSO_AFTER_FIELD_ERRORS);
}
export type CatalogRequest = z.output<ReturnType<typeof catalogRequestSchema>>;

/** The address part of a postal request, as the verification and the confirmation read it. */
export function catalogAddress(
  request: Pick<CatalogRequest, 'address1' | 'address2' | 'city' | 'stateCode' | 'postalCode' | 'countryCode'>,
): AddressInput {
  return {
    firstName: '',
    lastName: '',
    companyName: '',
    address1: request.address1 ?? '',
    address2: request.address2 ?? '',
    city: request.city ?? '',
    stateCode: request.stateCode ?? '',
    postalCode: request.postalCode ?? '',
    countryCode: request.countryCode,
    phone: '',
  };
}

export type CatalogVerificationOutcome =
  /** Send the request with this address. */
  | { kind: 'submit'; address: AddressInput }
  /** Ask the shopper: the suggestion, or the address as typed. */
  | { kind: 'confirm'; entered: AddressInput; suggested: AddressInput };

/**
 * Catalog spec §4 / content spec §4 "Catalog request": a verified address with no validation detail
 * is sent as typed; one the service suggests a change for (any other answer with a formatted
 * address that differs) needs the shopper's decision; otherwise it is sent with the postal code
 * replaced by the formatted one when there is one.
 */
export function catalogVerificationOutcome(
  result: VerificationResult,
  entered: AddressInput,
): CatalogVerificationOutcome {
  const detail = Array.isArray(result.validation_detail)
    ? result.validation_detail.filter(Boolean)
    : result.validation_detail
      ? [result.validation_detail]
      : [];
  if (result.confidence === 'verified' && detail.length === 0) return { kind: 'submit', address: entered };
  const suggested = recommendedAddress(result, entered);
  const differs =
    suggested &&
    (['address1', 'address2', 'city', 'stateCode', 'postalCode'] as const).some(
      (field) => suggested[field].toLowerCase() !== entered[field].toLowerCase(),
    );
  if (suggested && differs) return { kind: 'confirm', entered, suggested };
  const lines = result.addresses_formatted?.[0]?.address;
  return { kind: 'submit', address: { ...entered, postalCode: lines?.LINE_5 || entered.postalCode } };
}
