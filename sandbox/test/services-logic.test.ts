import { describe, expect, it } from 'vitest';
import { verifyAddress, type AddressInput } from '../src/custom/address-verification.ts';
import { digitalCatalogPdf } from '../src/custom/catalog-pdf.ts';
import {
  readBackInStockSignup,
  readCampaignEntry,
  readContactRequest,
  readMarketingLead,
  readNewsletterSignup,
} from '../src/custom/forms.ts';
import { isValidBirthday, isValidPhone, isValidPostalCode, stripPhone } from '../src/custom/validation.ts';

const TODAY = new Date('2025-06-15T12:00:00Z');

const address = (fields: Partial<AddressInput>): AddressInput => ({
  address1: '1 Main St',
  address2: '',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90036',
  countryCode: 'US',
  ...fields,
});

describe('address verification decision', () => {
  it('verifies an ordinary address as entered, with no detail', () => {
    expect(verifyAddress(address({ address1: '  742   Evergreen Terrace ', address2: 'Apt 2' }))).toEqual({
      confidence: 'verified',
      validation_detail: [],
      addresses_formatted: [
        {
          address: {
            LINE_1: '742 Evergreen Terrace',
            LINE_2: 'Apt 2',
            LINE_3: 'Los Angeles',
            LINE_4: 'CA',
            LINE_5: '90036',
            CITY_NAME: 'Los Angeles',
            STATE_CODE: 'CA',
            COUNTRY_CODE: 'US',
          },
        },
      ],
    });
  });

  it('corrects a ZIP code that does not belong to a known city', () => {
    const result = verifyAddress(address({ city: 'Beverly Hills', postalCode: '90000' }));
    expect(result.confidence).toBe('verified');
    expect(result.validation_detail).toEqual(['zip_code_corrected']);
    expect(result.addresses_formatted[0]!.address).toMatchObject({
      LINE_1: '1 Main St',
      LINE_5: '90210',
      CITY_NAME: 'Beverly Hills',
      STATE_CODE: 'CA',
    });
    expect(verifyAddress(address({ city: 'beverly hills', postalCode: '90212' })).validation_detail).toEqual([]);
  });

  it('corrects a Canadian postal code and formats Canadian codes', () => {
    const result = verifyAddress(
      address({ city: 'Toronto', stateCode: 'ON', postalCode: 'v6b1a1', countryCode: 'CA' }),
    );
    expect(result).toMatchObject({ confidence: 'verified', validation_detail: ['zip_code_corrected'] });
    expect(result.addresses_formatted[0]!.address.LINE_5).toBe('M5B 2H1');
    const plain = verifyAddress(address({ city: 'Calgary', stateCode: 'ab', postalCode: 't2h0k8', countryCode: 'ca' }));
    expect(plain).toMatchObject({ confidence: 'verified', validation_detail: [] });
    expect(plain.addresses_formatted[0]!.address).toMatchObject({
      LINE_4: 'AB',
      LINE_5: 'T2H 0K8',
      COUNTRY_CODE: 'CA',
    });
  });

  it('keeps a ZIP+4 in the fifth line', () => {
    expect(verifyAddress(address({ postalCode: '900361234' })).addresses_formatted[0]!.address.LINE_5).toBe(
      '90036-1234',
    );
  });

  it('reaches every confidence level with the documented test streets', () => {
    expect(verifyAddress(address({ address1: '999 Nowhere Lane' }))).toEqual({
      confidence: 'no match',
      validation_detail: [],
      addresses_formatted: [],
    });
    const multiple = verifyAddress(address({ address1: '100 multiple  way' }));
    expect(multiple.confidence).toBe('multiple matches');
    expect(multiple.addresses_formatted.map((entry) => entry.address.LINE_1)).toEqual([
      '100 N Multiple Way',
      '100 S Multiple Way',
      '100 W Multiple Way',
    ]);
    const street = verifyAddress(address({ address1: '1 Partial Street' }));
    expect(street.confidence).toBe('street partial');
    expect(street.addresses_formatted[0]!.address.LINE_1).toBe('1-99 Partial Street');
    const premises = verifyAddress(address({ address1: '2 Premises Road' }));
    expect(premises.confidence).toBe('premises partial');
    expect(premises.addresses_formatted[0]!.address).toMatchObject({ LINE_1: '2 Premises Road', LINE_2: 'Apt 1-24' });
    const interaction = verifyAddress(address({ address1: '3 Interaction Ave' }));
    expect(interaction).toMatchObject({ confidence: 'interaction required', validation_detail: ['street_corrected'] });
    expect(interaction.addresses_formatted[0]!.address.LINE_1).toBe('3 Interaction Avenue');
  });

  it('verifies the premises test street once an apartment is given, and does not match look-alike numbers', () => {
    expect(verifyAddress(address({ address1: '2 Premises Road', address2: 'Apt 7' })).confidence).toBe('verified');
    expect(verifyAddress(address({ address1: '11 Partial Street' })).confidence).toBe('verified');
    expect(verifyAddress(address({ address1: '9999 Nowhere' })).confidence).toBe('verified');
  });

  it('finds no match for unsupported countries, malformed postal codes and unknown states', () => {
    expect(verifyAddress(address({ countryCode: 'GB', postalCode: 'SW1A 1AA' })).confidence).toBe('no match');
    expect(verifyAddress(address({ postalCode: 'ABCDE' })).confidence).toBe('no match');
    expect(verifyAddress(address({ postalCode: 'M5B 2H1' })).confidence).toBe('no match');
    expect(verifyAddress(address({ stateCode: 'ZZ' })).confidence).toBe('no match');
  });
});

describe('shared field rules', () => {
  it('checks phones as 10 digits (optionally a leading 1) with an optional extension', () => {
    expect(stripPhone('(310) 555-0101 ext. 12')).toBe('3105550101ext12');
    expect(isValidPhone('(310) 555-0101')).toBe(true);
    expect(isValidPhone('1-310-555-0101')).toBe(true);
    expect(isValidPhone('310.555.0101 x 7')).toBe(true);
    expect(isValidPhone('555-0101')).toBe(false);
    expect(isValidPhone('310555010199')).toBe(false);
  });

  it('checks birthdays as real MM/DD/YYYY dates in 19xx or 20xx, not in the future', () => {
    expect(isValidBirthday('02/29/2000', TODAY)).toBe(true);
    expect(isValidBirthday('02/29/1999', TODAY)).toBe(false);
    expect(isValidBirthday('13/01/1990', TODAY)).toBe(false);
    expect(isValidBirthday('01/01/1890', TODAY)).toBe(false);
    expect(isValidBirthday('1/1/1990', TODAY)).toBe(false);
    expect(isValidBirthday('06/16/2025', TODAY)).toBe(false);
  });

  it('checks ZIP and Canadian postal codes, 5 to 10 characters', () => {
    expect(isValidPostalCode('90210')).toBe(true);
    expect(isValidPostalCode('90210-1234')).toBe(true);
    expect(isValidPostalCode('V6B 1A1')).toBe(true);
    expect(isValidPostalCode('V6B 1A1', 'US')).toBe(false);
    expect(isValidPostalCode('9021')).toBe(false);
    expect(isValidPostalCode('12345678901')).toBe(false);
  });
});

const errorsOf = (outcome: { ok: boolean; errors?: Array<{ field: string; message: string }> }) =>
  outcome.ok ? [] : outcome.errors;

describe('newsletter sign-up form', () => {
  const valid = {
    email: 'Candy.Fan@example.com',
    firstName: 'Candy',
    lastName: 'Fan',
    phone: '(310) 555-0142',
    postal: '90401',
    birthday: '04/12/1988',
    subscribelist: 'offersupdates|businessgifts',
    recaptchaToken: 'ignored-by-the-sandbox',
  };

  it('accepts a complete sign-up and strips the phone to digits', () => {
    expect(readNewsletterSignup(valid, TODAY)).toEqual({
      ok: true,
      value: {
        email: 'Candy.Fan@example.com',
        firstName: 'Candy',
        lastName: 'Fan',
        phone: '3105550142',
        postal: '90401',
        birthday: '04/12/1988',
        subscribelist: ['offersupdates', 'businessgifts'],
      },
    });
    expect(readNewsletterSignup({ ...valid, subscribelist: ['fundraising'], phone: undefined }, TODAY)).toMatchObject({
      ok: true,
      value: { phone: '', subscribelist: ['fundraising'] },
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ email: `${'a'.repeat(45)}@example.com` }, 'email', 'Please enter a valid email address.'],
    [{ email: '' }, 'email', 'This field is required.'],
    [{ firstName: '-Candy' }, 'firstName', 'Please enter a valid name'],
    [
      { phone: '1234567890123456789012345678' },
      'phone',
      'Phone number should be up to 25 characters including non-numeric characters',
    ],
    [{ phone: '555-0142' }, 'phone', 'Invalid phone number. Should be 10 digits with optional extension.'],
    [{ postal: '123' }, 'postal', 'Please enter a valid zip code.'],
    [{ birthday: '02/30/1990' }, 'birthday', 'Please enter a valid birthday'],
    [{ birthday: undefined }, 'birthday', 'Please enter a valid birthday'],
    [{ subscribelist: '' }, 'subscribelist', 'At least one option must be selected'],
    [{ subscribelist: 'offersupdates|spam' }, 'subscribelist', 'Invalid field value'],
    [{ lastName: 42 }, 'lastName', 'Invalid field value'],
  ])('rejects %o', (change, field, message) => {
    expect(errorsOf(readNewsletterSignup({ ...valid, ...change }, TODAY))).toEqual([{ field, message }]);
  });
});

describe('catalog request (marketing lead) form', () => {
  const postal = {
    reason: 'PostalCatalog',
    companyName: 'Acme Treats',
    organizationType: 'Hotel',
    firstName: 'Rita',
    lastName: 'Request',
    address1: '742 Evergreen Terrace',
    address2: 'Suite 5',
    city: 'Springfield',
    stateCode: 'OR',
    postalCode: '97477',
    phone: '(541) 555-0177',
    phoneExt: '12',
    email: 'rita@example.com',
  };

  it('accepts a postal catalog request', () => {
    expect(readMarketingLead(postal, false)).toMatchObject({
      ok: true,
      value: {
        reason: 'PostalCatalog',
        countryCode: 'US',
        phone: '5415550177',
        stateCode: 'OR',
        consent: false,
        subscribelist: [],
      },
    });
  });

  it('needs no street address for a digital download', () => {
    const digital = {
      reason: 'DigitalDownload',
      firstName: 'Rita',
      lastName: 'Request',
      postalCode: '97477',
      phone: '541 555 0177',
      email: 'rita@example.com',
    };
    expect(readMarketingLead(digital, false)).toMatchObject({
      ok: true,
      value: { reason: 'DigitalDownload', address1: '', city: '', stateCode: '' },
    });
  });

  it('requires company and organization type only where the site asks for them', () => {
    const { companyName: _company, organizationType: _type, ...withoutCompany } = postal;
    expect(readMarketingLead(withoutCompany, false).ok).toBe(true);
    expect(errorsOf(readMarketingLead(withoutCompany, true))).toEqual([
      { field: 'companyName', message: 'This field is required.' },
      { field: 'organizationType', message: 'Please select a organization type.' },
    ]);
  });

  it.each([
    [{ reason: 'Fax' }, 'reason', 'Invalid field value'],
    [{ companyName: 'A'.repeat(31) }, 'companyName', 'Please enter no more than 30 characters.'],
    [{ companyName: '*Acme' }, 'companyName', 'Please enter a valid name'],
    [{ organizationType: 'Spaceship' }, 'organizationType', 'Please select a organization type.'],
    [{ city: 'Springfieldshire Town' }, 'city', 'Please enter no more than 16 characters.'],
    [{ city: 'Springfield 9' }, 'city', 'Invalid field value'],
    [{ address1: '1234' }, 'address1', 'Invalid field value'],
    [{ stateCode: '' }, 'stateCode', 'Please select a state.'],
    [{ stateCode: 'XX' }, 'stateCode', 'Please select a state.'],
    [{ postalCode: 'V6B 1A1' }, 'postalCode', 'Please enter a valid zip code.'],
    [{ phone: '555-0177' }, 'phone', 'Invalid phone number. Should be 10 digits with optional extension.'],
    [{ phoneExt: '12a' }, 'phoneExt', 'Invalid field value'],
    [{ email: 'rita@example' }, 'email', 'Please enter a valid email address.'],
  ])('rejects %o', (change, field, message) => {
    expect(errorsOf(readMarketingLead({ ...postal, ...change }, false))).toEqual([{ field, message }]);
  });

  it('accepts a Canadian address with a province', () => {
    expect(
      readMarketingLead(
        { ...postal, countryCode: 'CA', stateCode: 'BC', postalCode: 'V6B 1A1', city: 'Vancouver' },
        false,
      ).ok,
    ).toBe(true);
  });
});

describe('contact form', () => {
  const valid = {
    firstName: 'Carl',
    lastName: 'Contact',
    email: 'carl@example.com',
    phone: '310-555-0199',
    orderNumber: '00001234',
    type: 'Order Status',
    description: 'Where is my order?',
  };

  it('accepts a request and defaults the type to General Information', () => {
    expect(readContactRequest(valid)).toMatchObject({ ok: true, value: { type: 'Order Status', phone: '3105550199' } });
    expect(readContactRequest({ ...valid, type: undefined, phone: '' })).toMatchObject({
      ok: true,
      value: { type: 'General Information', phone: '' },
    });
  });

  it.each([
    [{ type: 'Complaint' }, 'type', 'Invalid field value'],
    [{ phone: '555-0199' }, 'phone', 'Invalid phone number. Should be 10 digits with optional extension.'],
    [{ description: ' ' }, 'description', 'This field is required.'],
    [{ orderNumber: 'ORDER #1' }, 'orderNumber', 'Invalid field value'],
    [{ email: 'x'.repeat(51) }, 'email', 'Please enter a valid email address.'],
  ])('rejects %o', (change, field, message) => {
    expect(errorsOf(readContactRequest({ ...valid, ...change }))).toEqual([{ field, message }]);
  });
});

describe('campaign entry form', () => {
  const valid = {
    eventId: 'spring-giveaway',
    maxAllowed: 2,
    email: 'entrant@example.com',
    fundraisingPrograms: true,
    agreeToTerms: true,
    firstName: 'Erin',
    lastName: 'Entrant',
    birthdate: '07/04/1990',
    phone: '(503) 555-0165',
    address1: '700 SW 5th Ave',
    city: 'Portland',
    state: 'OR',
    postalCode: '97204',
    recaptchaToken: 'ignored',
  };

  it('accepts an entry with the default phase and country', () => {
    expect(readCampaignEntry(valid, TODAY)).toMatchObject({
      ok: true,
      value: { eventPhase: '1', countryCode: 'US', maxAllowed: 2, sweepstakes: false, phone: '5035550165' },
    });
    expect(readCampaignEntry({ ...valid, eventPhase: 2, maxAllowed: '3' }, TODAY)).toMatchObject({
      ok: true,
      value: { eventPhase: '2', maxAllowed: 3 },
    });
  });

  it('uses the plain form messages for terms and opt-ins', () => {
    expect(errorsOf(readCampaignEntry({ ...valid, fundraisingPrograms: false, agreeToTerms: false }, TODAY))).toEqual([
      { field: 'optIns', message: 'At least one option must be selected' },
      { field: 'agreeToTerms', message: 'Please confirm agreement' },
    ]);
  });

  it('uses the sweepstakes messages and requires the newsletter opt-in there', () => {
    expect(errorsOf(readCampaignEntry({ ...valid, sweepstakes: true, agreeToTerms: 'false' }, TODAY))).toEqual([
      { field: 'offersPromotionsUpdates', message: '*Opt-in is required to enter sweepstakes.' },
      { field: 'agreeToTerms', message: '*Please confirm agreement.' },
    ]);
    expect(readCampaignEntry({ ...valid, sweepstakes: true, offersPromotionsUpdates: true }, TODAY).ok).toBe(true);
  });

  it.each([
    [{ eventId: '' }, 'eventId', 'This field is required.'],
    [{ eventPhase: 'phase two!' }, 'eventPhase', 'Invalid field value'],
    [{ maxAllowed: 0 }, 'maxAllowed', 'Invalid field value'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid phone number'],
    [{ state: '' }, 'state', 'Please select a state.'],
    [{ postalCode: '9720' }, 'postalCode', 'Please enter a valid zip code.'],
    [{ address1: 'x'.repeat(61) }, 'address1', 'Please enter no more than 60 characters.'],
    [{ birthdate: '1990-07-04' }, 'birthdate', 'Please enter a valid birthday'],
    [{ agreeToTerms: 'yes' }, 'agreeToTerms', 'Invalid field value'],
    [{ countryCode: 'MX' }, 'countryCode', 'Invalid field value'],
  ])('rejects %o', (change, field, message) => {
    expect(errorsOf(readCampaignEntry({ ...valid, ...change }, TODAY))).toEqual([{ field, message }]);
  });
});

describe('back-in-stock sign-up', () => {
  it('needs a product id and a valid e-mail', () => {
    expect(readBackInStockSignup({ pid: '10113', email: 'fan@example.com' })).toEqual({
      ok: true,
      value: { pid: '10113', email: 'fan@example.com' },
    });
    expect(errorsOf(readBackInStockSignup({ email: 'fan@' }))).toEqual([
      { field: 'pid', message: 'This field is required.' },
      { field: 'email', message: 'Please enter a valid email address.' },
    ]);
  });
});

describe('digital catalog PDF', () => {
  it('is a well-formed PDF whose cross-reference table points at its objects', () => {
    const pdf = digitalCatalogPdf().toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(Digital Catalog) Tj');
  });
});
