import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS2_PATTERN,
  addressIssues,
  addressLines,
  addressShape,
  ALSO_AFTER_FIELD_ERRORS,
  CA_PROVINCES,
  checkAddressCountry,
  CITY_PATTERN,
  defaultCountry,
  EXTENSION_PATTERN,
  formatPhone,
  isPoBox,
  isRegionOf,
  isValidPhone,
  isValidPostalCode,
  normalizePostalCode,
  PHONE_MESSAGE,
  STREET_PATTERN,
  US_STATES,
  ZIP_MESSAGE,
} from '~/models/address.ts';

const VALID = {
  firstName: 'Casey',
  lastName: 'Candy',
  companyName: '',
  address1: '415 Mission St',
  address2: '',
  city: 'San Francisco',
  stateCode: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  phone: '(415) 555-0100',
};

const schema = z
  .object({ ...addressShape })
  .superRefine((value, context) => checkAddressCountry(value, context), ALSO_AFTER_FIELD_ERRORS);

function errorsOf(input: Record<string, string>) {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('address field patterns (spec §5)', () => {
  it("city: letters, space and / . , # ' - only", () => {
    for (const city of [
      'San Francisco',
      "Coeur d'Alene",
      'St. John’s'.replace('’', "'"),
      'Montréal',
      'Winston-Salem',
      'A/B, #C',
    ])
      expect(CITY_PATTERN.test(city), city).toBe(true);
    for (const city of ['Area 51', 'Paris!', 'Los_Angeles', '']) expect(CITY_PATTERN.test(city), city).toBe(false);
  });

  it("street: digits, letters and / . , # ' -, with at least one letter", () => {
    for (const street of ['415 Mission St', '1/2 Elm St.', "O'Neil Ave, #4", 'Rue Saint-Étienne'])
      expect(STREET_PATTERN.test(street), street).toBe(true);
    for (const street of ['12345', '12 - 14', 'Main St!', '1 Main_St'])
      expect(STREET_PATTERN.test(street), street).toBe(false);
  });

  it('address line 2: letters, digits, # - space and comma; only non-empty parentheses', () => {
    for (const line of ['Apt 4', 'Suite #200, Floor 2', 'Unit 3-B', 'Building (East)', ''])
      expect(ADDRESS2_PATTERN.test(line), line).toBe(true);
    for (const line of ['Apt ()', 'Apt (4', 'Apt 4)', 'Apt. 4', 'Apt/4', 'Flat ( )'])
      expect(ADDRESS2_PATTERN.test(line), line).toBe(false);
  });

  it('extension: digits only', () => {
    expect(EXTENSION_PATTERN.test('123')).toBe(true);
    expect(EXTENSION_PATTERN.test('12a')).toBe(false);
    expect(EXTENSION_PATTERN.test('')).toBe(false);
  });

  it('names and company start with a letter, digit or ?', () => {
    expect(errorsOf({ ...VALID, firstName: 'José-María', companyName: "Ben & Jerry's (West)" })).toEqual({});
    expect(errorsOf({ ...VALID, firstName: '-Ann' })).toEqual({ firstName: 'Please enter a valid name' });
    expect(errorsOf({ ...VALID, companyName: '*Acme' })).toEqual({ companyName: 'Please enter a valid name' });
  });
});

describe('postal codes (spec §5)', () => {
  it('ZIP: 5 digits, 5+4 with a hyphen, or 9 digits', () => {
    for (const zip of ['94105', '94105-1234', '941051234']) expect(isValidPostalCode(zip, 'US'), zip).toBe(true);
    for (const zip of ['9410', '94105-123', '94105 1234', '9410512345', 'ABCDE', '94105-'])
      expect(isValidPostalCode(zip, 'US'), zip).toBe(false);
  });

  it('Canadian postal code: letter-digit-letter, optional space, digit-letter-digit, valid first letters', () => {
    for (const code of ['M5B 2H1', 'M5B2H1', 'v6b 1a1', 'K1A 0B1', 'X0A 0H0', 'Y1A 1A1'])
      expect(isValidPostalCode(code, 'CA'), code).toBe(true);
    for (const code of ['D1A 1A1', 'W1A 1A1', 'Z1A 1A1', 'U1A 1A1', 'M5B  2H1', 'M5D 2O1', '94105', 'M5B-2H1'])
      expect(isValidPostalCode(code, 'CA'), code).toBe(false);
  });

  it('normalises ZIP+4 with its hyphen and Canadian codes upper case with the space', () => {
    expect(normalizePostalCode('941051234', 'US')).toBe('94105-1234');
    expect(normalizePostalCode(' 94105 ', 'US')).toBe('94105');
    expect(normalizePostalCode('m5b2h1', 'CA')).toBe('M5B 2H1');
  });

  it('the form says "Please enter a valid zip code." for a malformed code or one of the other country', () => {
    expect(errorsOf({ ...VALID, postalCode: '1234' })).toEqual({ postalCode: ZIP_MESSAGE });
    expect(errorsOf({ ...VALID, postalCode: 'M5B 2H1' })).toEqual({ postalCode: ZIP_MESSAGE });
    expect(errorsOf({ ...VALID, countryCode: 'CA', stateCode: 'ON', postalCode: '94105' })).toEqual({
      postalCode: ZIP_MESSAGE,
    });
    expect(errorsOf({ ...VALID, countryCode: 'CA', stateCode: 'ON', postalCode: 'M5B 2H1' })).toEqual({});
  });
});

describe('phone (spec §5)', () => {
  it('10 or 11 digits after stripping, optionally x or ext and digits', () => {
    for (const phone of [
      '4155550100',
      '(415) 555-0100',
      '415.555.0100',
      '1-415-555-0100',
      '+1 415 555 0100',
      '415-555-0100 x12',
      '415 555 0100 ext. 7',
      '4155550100ext123',
    ])
      expect(isValidPhone(phone), phone).toBe(true);
    for (const phone of ['555-0100', '415555010', '24155550100', '415-555-0100 x', '415-555-0100 y12', '415555010000'])
      expect(isValidPhone(phone), phone).toBe(false);
  });

  it('US displays as (xxx) xxx-xxxx, Canadian as a plus and the digits, the extension as " x {ext}"', () => {
    expect(formatPhone('415.555.0100', 'US')).toBe('(415) 555-0100');
    expect(formatPhone('1 415 555 0100 ext 12', 'US')).toBe('(415) 555-0100 x 12');
    expect(formatPhone('(416) 555-0199', 'CA')).toBe('+14165550199');
    expect(formatPhone('416-555-0199 x7', 'CA')).toBe('+14165550199 x 7');
  });

  it('the form shows the spec message', () => {
    expect(errorsOf({ ...VALID, phone: '555-0100' })).toEqual({ phone: PHONE_MESSAGE });
    expect(PHONE_MESSAGE).toBe('Invalid phone number. Should be 10 digits with optional extension.');
  });
});

describe('PO boxes (spec §5)', () => {
  it('detects the usual variants', () => {
    for (const line of [
      'PO Box 12',
      'P.O. Box 12',
      'p o box 5',
      'Post Office Box 9',
      'POB 7',
      'Box 42',
      'PMB 3',
      'Postal Box 1',
      'P.O. Drawer 4',
    ])
      expect(isPoBox(line), line).toBe(true);
  });

  it('leaves streets alone', () => {
    for (const line of ['415 Mission St', '12 Boxwood Lane', '1 Pobrecito Way', 'Boxer Road 4', ''])
      expect(isPoBox(line), line).toBe(false);
    expect(isPoBox('415 Mission St', undefined, 'PO Box 3')).toBe(true);
  });
});

describe('states, provinces and countries', () => {
  it('lists the US states, DC and territories, and the Canadian provinces and territories', () => {
    expect(US_STATES).toHaveLength(56);
    for (const code of ['PR', 'GU', 'VI', 'AS', 'MP', 'DC']) expect(isRegionOf('US', code), code).toBe(true);
    expect(CA_PROVINCES.map((province) => province.value)).toEqual([
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
    ]);
    expect(isRegionOf('CA', 'CA')).toBe(false);
  });

  it('a state of the other country is refused', () => {
    expect(errorsOf({ ...VALID, stateCode: 'ON' })).toEqual({ stateCode: 'Invalid field value' });
    expect(errorsOf({ ...VALID, stateCode: 'ZZ' })).toEqual({ stateCode: 'Invalid field value' });
  });

  it('spec §1: en-US gives US, any other locale CA', () => {
    expect(defaultCountry('en-US')).toBe('US');
    expect(defaultCountry('en-CA')).toBe('CA');
    expect(defaultCountry('fr-CA')).toBe('CA');
  });
});

describe('required fields and generic messages', () => {
  it('names, street, city, state, postal code, country and phone are required', () => {
    expect(errorsOf({ countryCode: 'US' })).toEqual({
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      address1: 'This field is required.',
      city: 'This field is required.',
      stateCode: 'This field is required.',
      postalCode: 'This field is required.',
      phone: 'This field is required.',
    });
  });

  it('addressIssues lists every problem, for forms that hold an address only on some choice', () => {
    expect(addressIssues(VALID)).toEqual([]);
    expect(addressIssues({ ...VALID, city: 'Area 51', stateCode: 'ON' })).toEqual([
      { path: 'city', message: 'Invalid field value' },
      { path: 'stateCode', message: 'Invalid field value' },
    ]);
  });
});

describe('addressLines (one label for review, confirmation, billing and the verification prompt)', () => {
  const entered = {
    firstName: 'Casey',
    lastName: 'Candy',
    companyName: '',
    address1: '1 Main St',
    address2: 'Apt 2',
    city: 'Beverly Hills',
    stateCode: 'CA',
    postalCode: '90210',
    countryCode: 'US',
    phone: '3105550100',
  };

  it('gives name, company, street lines, city line and country; the phone only when asked, as the fields show it', () => {
    expect(addressLines(entered)).toEqual(['Casey Candy', '1 Main St', 'Apt 2', 'Beverly Hills, CA 90210', 'US']);
    expect(addressLines(entered, { phone: true })).toEqual([
      'Casey Candy',
      '1 Main St',
      'Apt 2',
      'Beverly Hills, CA 90210',
      'US',
      '(310) 555-0100',
    ]);
    expect(
      addressLines(
        { ...entered, countryCode: 'CA', stateCode: 'ON', city: 'Toronto', postalCode: 'M5V 2T6', phone: '4165550100' },
        { phone: true },
      ).slice(-3),
    ).toEqual(['Toronto, ON M5V 2T6', 'CA', '+14165550100']);
  });

  it('leaves out what is missing rather than leaving stray commas', () => {
    expect(addressLines({ ...entered, stateCode: '', address2: '  ' })).toEqual([
      'Casey Candy',
      '1 Main St',
      'Beverly Hills, 90210',
      'US',
    ]);
    expect(addressLines({ fullName: ' Sam Sour ', firstName: 'Ignored' })).toEqual(['Sam Sour']);
    expect(addressLines(undefined)).toEqual([]);
  });
});
