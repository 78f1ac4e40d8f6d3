import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, ZIP_MESSAGE, type AddressInput } from '~/models/address-rules.ts';
import { catalogRequestSchema, catalogVerificationOutcome, type CatalogKind } from '~/models/catalog-request.ts';
import { MESSAGES } from '~/models/messages.ts';

function parse(kind: CatalogKind, companyRequired: boolean, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: catalogRequestSchema(kind, companyRequired) });
}

function errors(
  kind: CatalogKind,
  companyRequired: boolean,
  fields: Record<string, string>,
): Record<string, string[] | null> {
  const submission = parse(kind, companyRequired, fields);
  if (submission.status === 'success') throw new Error('expected the submission to be refused');
  return submission.error ?? {};
}

const person = {
  firstName: 'Ava',
  lastName: 'Sweet',
  email: 'ava.sweet@example.com',
  phone: '(415) 555-0100',
  postalCode: '94105',
  countryCode: 'US',
};
const postal = { ...person, kind: 'postal', address1: '415 Mission St', city: 'San Francisco', stateCode: 'CA' };
const digital = { ...person, kind: 'digital' };

describe('catalogRequestSchema (catalog spec §5, content spec §5)', () => {
  it('accepts a postal request and a digital one without the street address', () => {
    expect(parse('postal', false, postal).status).toBe('success');
    expect(parse('digital', false, digital).status).toBe('success');
  });

  it('makes company name and organization type required only where the site requires them', () => {
    expect(errors('postal', true, postal)).toMatchObject({
      companyName: [MESSAGES.required],
      organizationType: ['Please select a organization type.'],
    });
    expect(parse('postal', true, { ...postal, companyName: 'Sweet Co.', organizationType: 'Hotel' }).status).toBe(
      'success',
    );
  });

  it('checks company name (max 30, valid name) and the organization type list', () => {
    expect(errors('postal', false, { ...postal, companyName: 'x'.repeat(31) }).companyName).toEqual([
      'Please enter a valid name',
    ]);
    expect(errors('postal', false, { ...postal, companyName: '-Sweet' }).companyName).toEqual([
      'Please enter a valid name',
    ]);
    expect(errors('postal', false, { ...postal, organizationType: 'Bakery' }).organizationType).toEqual([
      'Please select a organization type.',
    ]);
  });

  it('applies the address limits: street 60, city 16, state from the list, postal 5 to 10', () => {
    const found = errors('postal', false, {
      ...postal,
      address1: `1 ${'a'.repeat(60)}`,
      city: 'Rancho Santa Margarita',
      stateCode: '',
      postalCode: '9410',
    });
    expect(found).toMatchObject({
      address1: [MESSAGES.invalidField],
      city: [MESSAGES.invalidField],
      stateCode: ['Please select a state.'],
      postalCode: [ZIP_MESSAGE],
    });
    expect(errors('postal', false, { ...postal, stateCode: 'ON' }).stateCode).toEqual(['Please select a state.']);
  });

  it('requires the phone once non-digits are stripped, in the US format, and an extension of up to 6 digits', () => {
    expect(errors('digital', false, { ...digital, phone: '()-' }).phone).toEqual([MESSAGES.required]);
    expect(errors('digital', false, { ...digital, phone: '555-0100' }).phone).toEqual([PHONE_MESSAGE]);
    expect(errors('postal', false, { ...postal, phoneExt: '1234567' }).phoneExt).toEqual([MESSAGES.invalidField]);
    expect(errors('postal', false, { ...postal, phoneExt: '12a' }).phoneExt).toEqual([MESSAGES.invalidField]);
  });

  it('ignores the street address of a digital request and requires names and e-mail (max 50)', () => {
    expect(parse('digital', false, { ...digital, address1: '' }).status).toBe('success');
    expect(
      errors('digital', false, { ...digital, firstName: '', email: `${'a'.repeat(45)}@example.com` }),
    ).toMatchObject({
      firstName: [MESSAGES.required],
      email: [MESSAGES.email],
    });
  });

  it('ticks the marketing opt-in only when posted', () => {
    const submission = parse('digital', false, { ...digital, marketingOptIn: 'on' });
    expect(submission.status === 'success' && submission.value.marketingOptIn).toBe(true);
    const without = parse('digital', false, digital);
    expect(without.status === 'success' && without.value.marketingOptIn).toBe(false);
  });
});

describe('catalogVerificationOutcome (catalog spec §4)', () => {
  const entered: AddressInput = {
    firstName: '',
    lastName: '',
    companyName: '',
    address1: '1 Main St',
    address2: '',
    city: 'Beverly Hills',
    stateCode: 'CA',
    postalCode: '90000',
    countryCode: 'US',
    phone: '',
  };
  const formatted = (postalCode: string) => [
    { address: { LINE_1: '1 Main St', LINE_3: 'Beverly Hills', LINE_4: 'CA', LINE_5: postalCode } },
  ];

  it('sends a verified address without detail as typed', () => {
    expect(catalogVerificationOutcome({ confidence: 'verified', validation_detail: [] }, entered)).toEqual({
      kind: 'submit',
      address: entered,
    });
  });

  it('asks for a decision when the service suggests another address', () => {
    const outcome = catalogVerificationOutcome(
      { confidence: 'verified', validation_detail: ['zip_code_corrected'], addresses_formatted: formatted('90210') },
      entered,
    );
    expect(outcome).toEqual({ kind: 'confirm', entered, suggested: { ...entered, postalCode: '90210' } });
  });

  it('otherwise sends it with the formatted postal code when there is one', () => {
    expect(
      catalogVerificationOutcome(
        {
          confidence: 'verified',
          validation_detail: ['zip_code_corrected'],
          addresses_formatted: formatted('90000-1234'),
        },
        { ...entered, address1: '1 MAIN ST' },
      ),
    ).toMatchObject({ kind: 'confirm' });
    expect(
      catalogVerificationOutcome(
        {
          confidence: 'premises partial',
          validation_detail: ['x'],
          addresses_formatted: [{ address: { LINE_5: '90000-1234' } }],
        },
        entered,
      ),
    ).toEqual({
      kind: 'submit',
      address: { ...entered, postalCode: '90000-1234' },
    });
    expect(catalogVerificationOutcome({ confidence: 'no match' }, entered)).toEqual({
      kind: 'submit',
      address: entered,
    });
  });
});

describe('a hand-made post with a field twice (the object checks read text)', () => {
  it('is refused with field errors instead of throwing, and a missing field still shows every error at once', () => {
    for (const kind of ['digital', 'postal'] as const) {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...postal, kind })) {
        form.append(name, value);
        if (name !== 'kind') form.append(name, value);
      }
      expect(parseWithZod(form, { schema: catalogRequestSchema(kind, true) }).status).toBe('error');
    }
    expect(Object.keys(errors('digital', false, { kind: 'digital' }))).toEqual(
      expect.arrayContaining(['firstName', 'email', 'phone', 'postalCode']),
    );
  });
});
