import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PHONE_MESSAGE, ZIP_MESSAGE } from '~/models/address-rules.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';
import {
  autoSlashBirthday,
  contactTypeOf,
  isValidBirthday,
  isValidContactPhone,
  subscribeList,
} from '~/models/service-form-rules.ts';
import { conciergeSchema, contactSchema, emailSignupSchema, giftCardBalanceSchema } from '~/models/service-forms.ts';

function parse(schema: z.ZodObject, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema });
}

/** The field errors of a refused submission. */
function errors(schema: z.ZodObject, fields: Record<string, string>): Record<string, string[] | null> {
  const submission = parse(schema, fields);
  if (submission.status === 'success') throw new Error('expected the submission to be refused');
  return submission.error ?? {};
}

describe('contactSchema (content spec §3, §5)', () => {
  it('takes the type a link chose (the footer\'s "Give Feedback": Other), the default for anything else', () => {
    expect(contactTypeOf('Other')).toBe('Other');
    expect(contactTypeOf('Order Status')).toBe('Order Status');
    expect(contactTypeOf('other')).toBe('General Information');
    expect(contactTypeOf(null)).toBe('General Information');
  });

  const valid = {
    firstName: 'Ava',
    lastName: 'Sweet',
    email: 'ava.sweet@example.com',
    description: 'Where is my fudge?',
  };

  it('accepts the required fields and defaults the type to General Information', () => {
    const submission = parse(contactSchema, valid);
    expect(submission.status === 'success' && submission.value).toMatchObject({
      ...valid,
      type: 'General Information',
    });
  });

  it('accepts each type option and refuses others', () => {
    for (const type of ['My Question', 'General Information', 'Order Status', 'My Account', 'Other'])
      expect(parse(contactSchema, { ...valid, type }).status).toBe('success');
    expect(errors(contactSchema, { ...valid, type: 'Complaint' }).type).toEqual([MESSAGES.invalidField]);
  });

  it('requires names, e-mail and comment with the shared messages', () => {
    const found = errors(contactSchema, {});
    expect(found.firstName).toEqual([MESSAGES.required]);
    expect(found.lastName).toEqual([MESSAGES.required]);
    expect(found.email).toEqual([MESSAGES.required]);
    expect(found.description).toEqual([MESSAGES.required]);
  });

  it('refuses an e-mail over 50 characters or without a 2–6 letter suffix', () => {
    expect(errors(contactSchema, { ...valid, email: `${'a'.repeat(40)}@example.com` }).email).toEqual([MESSAGES.email]);
    expect(errors(contactSchema, { ...valid, email: 'ava@example.c' }).email).toEqual([MESSAGES.email]);
  });

  it('takes a phone of 10 to 11 digits only', () => {
    expect(isValidContactPhone('(415) 555-0100')).toBe(true);
    expect(isValidContactPhone('1 415 555 0100')).toBe(true);
    expect(isValidContactPhone('555-0100')).toBe(false);
    expect(isValidContactPhone('+44 20 7946 0958 12')).toBe(false);
    expect(errors(contactSchema, { ...valid, phone: '555-0100' }).phone).toEqual([SERVICE_MESSAGES.contactPhone]);
  });

  it('refuses an order number with other characters than letters, digits and dashes', () => {
    expect(errors(contactSchema, { ...valid, orderNumber: '0009 0001' }).orderNumber).toEqual([
      CHECKOUT_MESSAGES.orderNumberInvalid,
    ]);
    expect(parse(contactSchema, { ...valid, orderNumber: '00090001' }).status).toBe('success');
  });
});

describe('emailSignupSchema (content spec §5 "Email signup")', () => {
  const valid = {
    email: 'ava.sweet@example.com',
    firstName: 'Ava',
    lastName: 'Sweet',
    zipCode: '94105',
    birthDay: '02/29/1996',
    offersPromotionsUpdates: 'on',
  };

  it('accepts a sign-up with one preference', () => {
    const submission = parse(emailSignupSchema, valid);
    expect(submission.status === 'success' && submission.value).toMatchObject({
      offersPromotionsUpdates: true,
      fundraisingPrograms: false,
      corporateGiftsAndEvents: false,
    });
  });

  it('needs at least one preference: "At least one option must be selected"', () => {
    const { offersPromotionsUpdates: _none, ...withoutPreference } = valid;
    expect(errors(emailSignupSchema, withoutPreference).preferences).toEqual(['At least one option must be selected']);
    // Shown together with the fields' own errors.
    expect(errors(emailSignupSchema, { ...withoutPreference, zipCode: '' }).preferences).toEqual([
      'At least one option must be selected',
    ]);
    expect(
      errors(emailSignupSchema, { ...withoutPreference, phoneNumber: '1'.repeat(26), birthDay: '02/30/1996' }),
    ).toMatchObject({
      phoneNumber: ['Phone number should be up to 25 characters including non-numeric characters'],
      birthDay: ['Please enter a valid birthday'],
      preferences: ['At least one option must be selected'],
    });
  });

  it('checks the phone: up to 25 characters, then the shared phone rule', () => {
    expect(errors(emailSignupSchema, { ...valid, phoneNumber: '1'.repeat(26) }).phoneNumber).toEqual([
      'Phone number should be up to 25 characters including non-numeric characters',
    ]);
    expect(errors(emailSignupSchema, { ...valid, phoneNumber: '555-0100' }).phoneNumber).toEqual([PHONE_MESSAGE]);
    expect(parse(emailSignupSchema, { ...valid, phoneNumber: '(415) 555-0100 ext 12' }).status).toBe('success');
  });

  it('needs a zip of 5 to 10 characters in the ZIP format', () => {
    expect(errors(emailSignupSchema, { ...valid, zipCode: '' }).zipCode).toEqual([MESSAGES.required]);
    expect(errors(emailSignupSchema, { ...valid, zipCode: '9410' }).zipCode).toEqual([ZIP_MESSAGE]);
    expect(errors(emailSignupSchema, { ...valid, zipCode: '94105-12345' }).zipCode).toEqual([ZIP_MESSAGE]);
    expect(parse(emailSignupSchema, { ...valid, zipCode: '94105-1234' }).status).toBe('success');
  });

  it('needs a valid birthday: "Please enter a valid birthday"', () => {
    for (const birthDay of ['', '13/01/1990', '02/30/1990', '01/01/1890', '1990-01-01', '01/01/2999']) {
      expect(errors(emailSignupSchema, { ...valid, birthDay }).birthDay, birthDay).toEqual([
        'Please enter a valid birthday',
      ]);
    }
  });
});

describe('birthday rules', () => {
  const today = new Date('2026-11-25T12:00:00Z');
  it('accepts real days of 19xx and 20xx up to today', () => {
    expect(isValidBirthday('11/25/2026', today)).toBe(true);
    expect(isValidBirthday('11/26/2026', today)).toBe(false);
    expect(isValidBirthday('02/29/2000', today)).toBe(true);
    expect(isValidBirthday('02/29/1900', today)).toBe(false);
    expect(isValidBirthday('12/31/1899', today)).toBe(false);
  });

  it('puts the slashes in as digits are typed', () => {
    expect(autoSlashBirthday('0')).toBe('0');
    expect(autoSlashBirthday('021')).toBe('02/1');
    expect(autoSlashBirthday('02151')).toBe('02/15/1');
    expect(autoSlashBirthday('02/15/19901')).toBe('02/15/1990');
    expect(autoSlashBirthday('ab02')).toBe('02');
  });
});

describe('subscribeList (content spec §7)', () => {
  it('joins the chosen newsletter lists with a pipe', () => {
    expect(
      subscribeList({ offersPromotionsUpdates: true, fundraisingPrograms: false, corporateGiftsAndEvents: true }),
    ).toBe('offersupdates|businessgifts');
    expect(subscribeList({ fundraisingPrograms: true })).toBe('fundraising');
    expect(subscribeList({})).toBe('');
  });
});

describe('giftCardBalanceSchema (content spec §5 "Gift card balance")', () => {
  it('takes 19 to 21 digits and a 4-digit code', () => {
    const submission = parse(giftCardBalanceSchema, {
      giftCardNumber: '7777 0000 0000 0025 001',
      securityCode: '1225',
    });
    expect(submission.status === 'success' && submission.value).toEqual({
      giftCardNumber: '7777000000000025001',
      securityCode: '1225',
    });
  });

  it.each([
    [
      '18 digits',
      { giftCardNumber: '777700000000002500', securityCode: '1225' },
      'giftCardNumber',
      'Please enter a gift card number',
    ],
    [
      '22 digits',
      { giftCardNumber: '7777000000000025001000', securityCode: '1225' },
      'giftCardNumber',
      'Please enter a gift card number',
    ],
    ['no number', { securityCode: '1225' }, 'giftCardNumber', 'Please enter a gift card number'],
    [
      '3-digit code',
      { giftCardNumber: '7777000000000025001', securityCode: '122' },
      'securityCode',
      'Please enter a valid security code',
    ],
    [
      'letters in the code',
      { giftCardNumber: '7777000000000025001', securityCode: '12a5' },
      'securityCode',
      'Please enter a valid security code',
    ],
  ])('refuses %s', (_label, fields, field, message) => {
    expect(errors(giftCardBalanceSchema, fields)[field]).toEqual([message]);
  });
});

describe('conciergeSchema (catalog spec §5 "Concierge needs a valid zip")', () => {
  it.each(['90210', '90210-1234', '902101234', 'M5V 2T6', 'v6b1a1'])(
    'takes %s (US ZIP or Canadian postal code)',
    (postalCode) => {
      const submission = parse(conciergeSchema, { postalCode });
      expect(submission.status === 'success' && submission.value).toEqual({ postalCode });
    },
  );

  it.each([
    ['a 4-digit zip', '9021', ZIP_MESSAGE],
    ['a postal code with a letter never used', 'D5V 2T6', ZIP_MESSAGE],
    ['letters only', 'ABCDE', ZIP_MESSAGE],
    ['more than 10 characters', '90210-12345', ZIP_MESSAGE],
    ['nothing', '', MESSAGES.required],
  ])('refuses %s', (_label, postalCode, message) => {
    expect(errors(conciergeSchema, { postalCode })).toEqual({ postalCode: [message] });
  });
});
