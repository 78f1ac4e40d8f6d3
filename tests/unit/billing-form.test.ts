import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import {
  billingAddressOf,
  giftCardSchema,
  paymentFormValue,
  paymentSchemaAt,
  removeGiftCardSchema,
  sameAddress,
  tokenFieldErrors,
} from '~/models/billing-form.ts';

const now = new Date('2026-11-21T12:00:00Z');
const schema = paymentSchemaAt(() => now);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const goodCard = {
  paymentMethod: 'card',
  cardNumber: '4111 1111 1111 1111',
  cardHolder: 'Ava Sweet',
  expiry: '12/30',
  securityCode: '123',
  billingSameAsShipping: 'on',
};

const billing = {
  firstName: 'Ava',
  lastName: 'Sweet',
  address1: '500 Market St',
  city: 'San Francisco',
  stateCode: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  phone: '415-555-0100',
};

function errorsOf(fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === 'success' ? {} : submission.reply().error;
}

describe('the payment form: a new card', () => {
  test('a good card, billing as shipping', () => {
    const submission = parseWithZod(form(goodCard), { schema });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(paymentFormValue(submission.value)).toEqual({
      payment: {
        method: 'card',
        card: {
          number: '4111111111111111',
          brand: 'visa',
          holder: 'Ava Sweet',
          expirationMonth: 12,
          expirationYear: 2030,
          securityCode: '123',
        },
      },
    });
  });

  test('unknown card type', () => {
    expect(errorsOf({ ...goodCard, cardNumber: '9111111111111111' })).toMatchObject({
      cardNumber: ['Unknown card type'],
    });
  });

  test('CVV length and value per brand', () => {
    expect(errorsOf({ ...goodCard, securityCode: '1234' })).toMatchObject({ securityCode: ['Invalid CVV length'] });
    expect(errorsOf({ ...goodCard, cardNumber: '378282246310005', securityCode: '123' })).toMatchObject({
      securityCode: ['Invalid CVV length'],
    });
    expect(errorsOf({ ...goodCard, cardNumber: '378282246310005', securityCode: '1234' })).toEqual({});
    expect(errorsOf({ ...goodCard, securityCode: '12a' })).toMatchObject({ securityCode: ['Invalid CVV value'] });
  });

  test('expired card: this month is already expired', () => {
    expect(errorsOf({ ...goodCard, expiry: '11/26' })).toMatchObject({ expiry: ['Card is expired'] });
    expect(errorsOf({ ...goodCard, expiry: '12/26' })).toEqual({});
  });

  test('the one MM/YY field is sent as month and full year', () => {
    for (const expiry of ['04/31', '0431', '4/31', '04/2031']) {
      const submission = parseWithZod(form({ ...goodCard, expiry }), { schema });
      expect(submission.status).toBe('success');
      if (submission.status !== 'success') return;
      expect(paymentFormValue(submission.value).payment).toMatchObject({
        card: { expirationMonth: 4, expirationYear: 2031 },
      });
    }
  });

  test('every missing field is named', () => {
    expect(errorsOf({ paymentMethod: 'card', billingSameAsShipping: 'on' })).toEqual({
      cardNumber: ['This field is required.'],
      cardHolder: ['This field is required.'],
      expiry: ['This field is required.'],
      securityCode: ['This field is required.'],
    });
  });

  test('bad input is refused, never thrown', () => {
    expect(errorsOf({ ...goodCard, expiry: '13/30' })).toMatchObject({ expiry: ['Invalid field value'] });
    expect(errorsOf({ ...goodCard, expiry: 'soon' })).toMatchObject({ expiry: ['Invalid field value'] });
    expect(errorsOf({ ...goodCard, expiry: '12/30/2030' })).toMatchObject({ expiry: ['Invalid field value'] });
    expect(errorsOf({ ...goodCard, cardNumber: 'x'.repeat(100_000) })).toMatchObject({
      cardNumber: ['Invalid field value'],
    });
    expect(errorsOf({ ...goodCard, cardHolder: '<script>' })).toMatchObject({ cardHolder: ['Invalid field value'] });
    expect(errorsOf({ ...goodCard, paymentMethod: 'bitcoin' })).toHaveProperty('paymentMethod');
    const repeated = form(goodCard);
    repeated.append('cardNumber', '4242424242424242');
    expect(parseWithZod(repeated, { schema }).status).toBe('error');
  });
});

describe('the payment form: a saved card, or none', () => {
  test('a saved card needs its id and security code', () => {
    expect(errorsOf({ paymentMethod: 'saved-card', billingSameAsShipping: 'on' })).toEqual({
      savedCardId: ['This field is required.'],
      securityCode: ['This field is required.'],
    });
    const submission = parseWithZod(
      form({ paymentMethod: 'saved-card', savedCardId: 'abc', securityCode: '321', billingSameAsShipping: 'on' }),
      { schema },
    );
    expect(submission.status).toBe('success');
    if (submission.status === 'success')
      expect(paymentFormValue(submission.value).payment).toEqual({
        method: 'saved-card',
        savedCardId: 'abc',
        securityCode: '321',
      });
  });

  test('no card when gift cards pay; new-card fields are ignored', () => {
    const submission = parseWithZod(form({ paymentMethod: 'none', cardNumber: '123', billingSameAsShipping: 'on' }), {
      schema,
    });
    expect(submission.status).toBe('success');
    if (submission.status === 'success')
      expect(paymentFormValue(submission.value)).toEqual({ payment: { method: 'none' } });
  });
});

describe('the billing address', () => {
  test('its own address when not the shipping one', () => {
    const submission = parseWithZod(form({ paymentMethod: 'none', ...billing }), { schema });
    expect(submission.status).toBe('success');
    if (submission.status === 'success')
      expect(paymentFormValue(submission.value).billingAddress).toMatchObject({ ...billing, countryCode: 'US' });
  });

  test('address rules apply, with the country checks', () => {
    const errors = errorsOf({ paymentMethod: 'none', ...billing, firstName: '', phone: '123', postalCode: 'M5B 2H1' });
    expect(errors).toMatchObject({
      firstName: ['This field is required.'],
      phone: ['Invalid phone number. Should be 10 digits with optional extension.'],
      postalCode: ['Please enter a valid zip code.'],
    });
  });

  test('not checked when it is the shipping address', () => {
    expect(errorsOf({ paymentMethod: 'none', billingSameAsShipping: 'on', firstName: '' })).toEqual({});
  });
});

describe('the gift-card form', () => {
  test('number 19–21 digits, 4-digit code', () => {
    const submission = parseWithZod(form({ giftCardNumber: '7777 0000 0000 0025 001', giftCardPin: '1225' }), {
      schema: giftCardSchema,
    });
    expect(submission.status).toBe('success');
    if (submission.status === 'success')
      expect(submission.value).toEqual({ giftCardNumber: '7777000000000025001', giftCardPin: '1225' });
  });

  test("the spec's messages", () => {
    const submission = parseWithZod(form({ giftCardNumber: '12345', giftCardPin: '12' }), { schema: giftCardSchema });
    expect(submission.reply().error).toEqual({
      giftCardNumber: ['Please enter a gift card number'],
      giftCardPin: ['Please enter a valid security code'],
    });
    expect(parseWithZod(form({}), { schema: giftCardSchema }).reply().error).toEqual({
      giftCardNumber: ['Please enter a gift card number'],
      giftCardPin: ['Please enter a valid security code'],
    });
  });

  test('remove needs an instrument id', () => {
    expect(parseWithZod(form({}), { schema: removeGiftCardSchema }).status).toBe('error');
    expect(parseWithZod(form({ paymentInstrumentId: 'x'.repeat(101) }), { schema: removeGiftCardSchema }).status).toBe(
      'error',
    );
    expect(parseWithZod(form({ paymentInstrumentId: 'abc' }), { schema: removeGiftCardSchema }).status).toBe('success');
  });
});

describe('billing address and shipping address (spec §5)', () => {
  const shipping = { ...billing, address2: 'Suite 5', c_isPOBox: false, fullName: 'Ava Sweet' };

  test('equal when all address fields match; extras and surrounding spaces do not count', () => {
    expect(sameAddress(billingAddressOf(shipping), shipping)).toBe(true);
    expect(sameAddress({ ...billing, address2: 'Suite 5', city: ' San Francisco ' }, shipping)).toBe(true);
    expect(sameAddress({ ...billing }, shipping)).toBe(false);
    expect(sameAddress({ ...billing, address2: 'Suite 5', phone: '415-555-0101' }, shipping)).toBe(false);
    expect(sameAddress(undefined, shipping)).toBe(false);
  });

  test('the billing copy keeps only address fields', () => {
    expect(billingAddressOf(shipping)).toEqual({ ...billing, address2: 'Suite 5' });
    expect(billingAddressOf(undefined)).toEqual({});
  });
});

describe('tokenisation refusals as field messages (spec §8 CREATE_TOKEN_VALIDATION_FIELDS)', () => {
  test('each named field goes to its form field', () => {
    expect(
      tokenFieldErrors([
        { field: 'cardType', message: 'Unknown card type' },
        { field: 'securityCode', message: 'Invalid CVV length' },
        { field: 'expirationYear', message: 'Card is expired' },
        { field: 'holder', message: 'Invalid field value' },
      ]),
    ).toEqual({
      cardNumber: ['Unknown card type'],
      securityCode: ['Invalid CVV length'],
      expiry: ['Card is expired'],
      cardHolder: ['Invalid field value'],
    });
  });

  test('nothing usable is null', () => {
    expect(tokenFieldErrors(undefined)).toBeNull();
    expect(tokenFieldErrors([{ field: 'other', message: 'x' }, 'cardNumber', null])).toBeNull();
  });
});
