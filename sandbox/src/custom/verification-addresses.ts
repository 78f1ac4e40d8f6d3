/**
 * The sandbox's address-verification "reference data": documented test addresses that reach every
 * confidence level, and the postal codes of a few cities (for ZIP corrections). Listed in docs/demo-data.md.
 *
 * A street case matches when address1 (case and spacing ignored) starts with `street` followed by
 * the end of the line or a space, e.g. "999 Nowhere Lane" matches "999 Nowhere".
 */
export type Confidence =
  'verified' | 'street partial' | 'premises partial' | 'no match' | 'multiple matches' | 'interaction required';

export interface SuggestedLines {
  address1: string;
  address2?: string;
}

export interface StreetCase {
  street: string;
  confidence: Confidence;
  /** Applies only when address2 is empty (premises partial: the building needs an apartment/suite). */
  onlyWithoutAddress2?: boolean;
  validationDetail: string[];
  /** Replacement lines for each suggested address; city, state and postal code are kept as entered. */
  suggestions: SuggestedLines[];
  description: string;
}

export const STREET_CASES: StreetCase[] = [
  {
    street: '999 Nowhere',
    confidence: 'no match',
    validationDetail: [],
    suggestions: [],
    description: 'No address matches: "Sorry, we could not find a match to your address."',
  },
  {
    street: '100 Multiple Way',
    confidence: 'multiple matches',
    validationDetail: [],
    suggestions: [
      { address1: '100 N Multiple Way' },
      { address1: '100 S Multiple Way' },
      { address1: '100 W Multiple Way' },
    ],
    description: 'Three candidate streets to choose from.',
  },
  {
    street: '1 Partial Street',
    confidence: 'street partial',
    validationDetail: [],
    suggestions: [{ address1: '1-99 Partial Street' }],
    description: 'The street is known but not the house number (suggests the number range).',
  },
  {
    street: '2 Premises Road',
    confidence: 'premises partial',
    onlyWithoutAddress2: true,
    validationDetail: [],
    suggestions: [{ address1: '2 Premises Road', address2: 'Apt 1-24' }],
    description: 'A multi-unit building entered without an apartment/suite in address2; with address2 it verifies.',
  },
  {
    street: '3 Interaction Ave',
    confidence: 'interaction required',
    validationDetail: ['street_corrected'],
    suggestions: [{ address1: '3 Interaction Avenue' }],
    description: 'Matched only with a correction the shopper must confirm.',
  },
];

export interface CityPostalCodes {
  city: string;
  stateCode: string;
  countryCode: 'US' | 'CA';
  /** Postal codes of the city start with one of these (spaces ignored). */
  prefixes: string[];
  /** The code a mismatching entry is corrected to. */
  primary: string;
}

/** A known city entered with a postal code that is not one of its own verifies with `zip_code_corrected`. */
export const CITY_POSTAL_CODES: CityPostalCodes[] = [
  {
    city: 'Beverly Hills',
    stateCode: 'CA',
    countryCode: 'US',
    prefixes: ['90209', '90210', '90211', '90212', '90213'],
    primary: '90210',
  },
  { city: 'Santa Monica', stateCode: 'CA', countryCode: 'US', prefixes: ['904'], primary: '90401' },
  { city: 'San Francisco', stateCode: 'CA', countryCode: 'US', prefixes: ['941'], primary: '94102' },
  { city: 'Seattle', stateCode: 'WA', countryCode: 'US', prefixes: ['981'], primary: '98101' },
  { city: 'New York', stateCode: 'NY', countryCode: 'US', prefixes: ['100', '101', '102'], primary: '10001' },
  { city: 'Vancouver', stateCode: 'BC', countryCode: 'CA', prefixes: ['V5', 'V6'], primary: 'V6B 1A1' },
  { city: 'Toronto', stateCode: 'ON', countryCode: 'CA', prefixes: ['M'], primary: 'M5B 2H1' },
];
