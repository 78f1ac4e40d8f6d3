import { parsePostalCode } from '../stores/geo.ts';
import { isStateOf } from './validation.ts';
import { CITY_POSTAL_CODES, STREET_CASES, type Confidence, type SuggestedLines } from './verification-addresses.ts';

/**
 * Deterministic address verification (custom API shipping v1 `shipping-address`), in the shape of
 * the spec's address validation result: confidence, validation_detail and addresses_formatted,
 * whose address carries LINE_1 (street), LINE_2 (apartment/suite), LINE_3 (city), LINE_4 (state or
 * province code), LINE_5 (postal code), plus CITY_NAME, STATE_CODE and COUNTRY_CODE.
 */
export interface AddressInput {
  address1: string;
  address2: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
}

export interface FormattedAddress {
  address: {
    LINE_1: string;
    LINE_2: string;
    LINE_3: string;
    LINE_4: string;
    LINE_5: string;
    CITY_NAME: string;
    STATE_CODE: string;
    COUNTRY_CODE: string;
  };
}

export interface VerificationResult {
  confidence: Confidence;
  /** Corrections made, e.g. ["zip_code_corrected"]; empty when the address verified as entered. */
  validation_detail: string[];
  addresses_formatted: FormattedAddress[];
}

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');
const comparable = (text: string) => squash(text).toLowerCase();

/** ZIP+4 as 12345-6789; Canadian codes as A1A 1A1. */
function displayPostalCode(raw: string, countryCode: 'US' | 'CA'): string {
  const value = raw.trim().toUpperCase();
  if (countryCode === 'CA') return parsePostalCode(value, 'CA')!.code;
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

function formatted(
  address: AddressInput,
  lines: SuggestedLines = { address1: address.address1, address2: address.address2 },
): FormattedAddress {
  return {
    address: {
      LINE_1: squash(lines.address1),
      LINE_2: squash(lines.address2 ?? ''),
      LINE_3: address.city,
      LINE_4: address.stateCode,
      LINE_5: address.postalCode,
      CITY_NAME: address.city,
      STATE_CODE: address.stateCode,
      COUNTRY_CODE: address.countryCode,
    },
  };
}

const NO_MATCH: VerificationResult = { confidence: 'no match', validation_detail: [], addresses_formatted: [] };

export function verifyAddress(input: AddressInput): VerificationResult {
  const countryCode = (input.countryCode.trim() || 'US').toUpperCase();
  if (countryCode !== 'US' && countryCode !== 'CA') return NO_MATCH;
  if (!parsePostalCode(input.postalCode, countryCode)) return NO_MATCH;
  const stateCode = input.stateCode.trim().toUpperCase();
  if (stateCode && !isStateOf(countryCode, stateCode)) return NO_MATCH;

  const address: AddressInput = {
    address1: squash(input.address1),
    address2: squash(input.address2),
    city: squash(input.city),
    stateCode,
    postalCode: displayPostalCode(input.postalCode, countryCode),
    countryCode,
  };

  const street = comparable(address.address1);
  const streetCase = STREET_CASES.find((candidate) => {
    const key = comparable(candidate.street);
    const matches = street === key || street.startsWith(`${key} `);
    return matches && !(candidate.onlyWithoutAddress2 && address.address2);
  });
  if (streetCase) {
    return {
      confidence: streetCase.confidence,
      validation_detail: [...streetCase.validationDetail],
      addresses_formatted: streetCase.suggestions.map((lines) => formatted(address, lines)),
    };
  }

  const city = CITY_POSTAL_CODES.find(
    (entry) =>
      entry.countryCode === countryCode &&
      entry.stateCode === stateCode &&
      comparable(entry.city) === comparable(address.city),
  );
  const compactPostal = address.postalCode.replace(/\s/g, '');
  if (city && !city.prefixes.some((prefix) => compactPostal.startsWith(prefix))) {
    return {
      confidence: 'verified',
      validation_detail: ['zip_code_corrected'],
      addresses_formatted: [formatted({ ...address, postalCode: city.primary })],
    };
  }

  return { confidence: 'verified', validation_detail: [], addresses_formatted: [formatted(address)] };
}
