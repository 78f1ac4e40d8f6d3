import { describe, expect, it } from 'vitest';
import { CHECKOUT_ERROR_DEFAULT, checkoutErrorText, failureOfFlashes, fieldLabel } from '~/models/checkout-error.ts';

const FIELD_TEXT = (label: string) => `"${label}" is not a valid value. Enter the correct value to proceed.`;

describe('checkoutErrorText (checkout spec §5, §8)', () => {
  it('prefers the server flash message, then the status message, then the message', () => {
    const all = { flashes: [{ message: 'Flash' }], statusMessage: 'Status', message: 'Message' };
    expect(checkoutErrorText(all)).toBe('Flash');
    expect(checkoutErrorText({ ...all, flashes: [] })).toBe('Status');
    expect(checkoutErrorText({ message: 'Message' })).toBe('Message');
  });

  it('takes the first flash that has a message and ignores blank texts', () => {
    expect(
      checkoutErrorText({ flashes: [{}, { message: '  ' }, { message: 'Second' }], statusMessage: 'Status' }),
    ).toBe('Second');
    expect(checkoutErrorText({ flashes: [{ message: '' }], statusMessage: ' ', message: 'Message' })).toBe('Message');
  });

  it('appends each invalid field with the spec’s sentence; the state field is labelled State', () => {
    expect(checkoutErrorText({ message: 'Check your address.', invalidFields: ['stateCode'] })).toBe(
      `Check your address. ${FIELD_TEXT('State')}`,
    );
    expect(checkoutErrorText({ message: 'Bad.', invalidFields: ['stateCode', 'postalCode', 'stateCode'] })).toBe(
      `Bad. ${FIELD_TEXT('State')} ${FIELD_TEXT('Zip Code')}`,
    );
    expect(checkoutErrorText({ message: 'Bad.', invalidFields: ['billingAddress.address1'] })).toBe(
      `Bad. ${FIELD_TEXT('Address')}`,
    );
  });

  it('says only the fields when no message is given', () => {
    expect(checkoutErrorText({ invalidFields: ['stateCode'] })).toBe(FIELD_TEXT('State'));
  });

  it('uses the content-managed text when no message is given, else the default', () => {
    expect(checkoutErrorText({}, 'From content')).toBe('From content');
    expect(checkoutErrorText({})).toBe(CHECKOUT_ERROR_DEFAULT);
    expect(checkoutErrorText({}, '   ')).toBe(CHECKOUT_ERROR_DEFAULT);
    expect(CHECKOUT_ERROR_DEFAULT).toBe('Oh fudge! Something unexpected went wrong! Please try again or contact us.');
  });

  it('labels fields as the shopper knows them and keeps unknown names', () => {
    expect(fieldLabel('stateCode')).toBe('State');
    expect(fieldLabel('billingAddress.postalCode')).toBe('Zip Code');
    expect(fieldLabel('c_something')).toBe('c_something');
  });
});

describe('failureOfFlashes (spec §8: flashes set the checkout error)', () => {
  it('is null without flashes', () => {
    expect(failureOfFlashes(null)).toBeNull();
    expect(failureOfFlashes({ c_flashes: [] })).toBeNull();
    expect(failureOfFlashes({})).toBeNull();
  });

  it('reads flashes given as a list or as JSON text', () => {
    const flashes = [{ type: 'PaymentTransactionFailed', message: 'Your card was declined.' }];
    expect(failureOfFlashes({ c_flashes: flashes })).toEqual({ flashes });
    expect(failureOfFlashes({ c_flashes: JSON.stringify(flashes) })).toEqual({ flashes });
    expect(checkoutErrorText(failureOfFlashes({ c_flashes: flashes })!)).toBe('Your card was declined.');
  });
});
