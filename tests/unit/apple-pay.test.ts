import { describe, expect, it } from 'vitest';
import {
  applePayOffered,
  applePayPaymentRequest,
  applePayPaymentSchema,
  readApplePayToken,
} from '~/models/apple-pay.ts';
import { APPLE_PAY_TOKEN_MAX_CHARS } from '~/models/checkout-constants.ts';
import { APPLE_PAY_METHOD, orderTokenFields } from '~/models/payment-methods.ts';
import { SIMULATED_APPLE_PAY_TOKEN } from '../../sandbox/src/payments/apple-pay.ts';

const TOKEN = JSON.stringify(SIMULATED_APPLE_PAY_TOKEN);

describe('Apple Pay availability', () => {
  it('is offered when configured and something is left to pay', () => {
    expect(applePayOffered({ configured: true, covered: false, rest: 24.5 })).toBe(true);
  });
  it('is not offered unconfigured, nor when gift cards pay everything (a wallet pays the whole rest, never nothing)', () => {
    expect(applePayOffered({ configured: false, covered: false, rest: 24.5 })).toBe(false);
    expect(applePayOffered({ configured: true, covered: true, rest: 0 })).toBe(false);
    expect(applePayOffered({ configured: true, covered: false, rest: 0 })).toBe(false);
    expect(applePayOffered({ configured: true, covered: false, rest: undefined })).toBe(false);
  });
  it('asks the sheet for the rest, in the basket currency, with two decimals', () => {
    expect(
      applePayPaymentRequest({ amount: 12.5, currency: 'CAD', countryCode: 'CA', merchantName: 'Sweet Shop' }),
    ).toEqual({
      countryCode: 'CA',
      currencyCode: 'CAD',
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Sweet Shop', type: 'final', amount: '12.50' },
    });
  });
});

describe('Apple Pay token → payment instrument', () => {
  it('reads the simulated token: the token itself for c_token, the card as Apple names it', () => {
    const approval = readApplePayToken(TOKEN);
    expect(approval).toEqual({ token: TOKEN, account: 'Visa 1111' });
    expect(orderTokenFields(APPLE_PAY_METHOD, approval!.token)).toEqual({ c_token: TOKEN });
  });
  it('a token without paymentMethod has no account name', () => {
    const { paymentMethod: _none, ...bare } = SIMULATED_APPLE_PAY_TOKEN;
    expect(readApplePayToken(JSON.stringify(bare))?.account).toBe('');
  });
  it('refuses what is not an Apple Pay token: not JSON, no paymentData, an unknown version, empty data, oversized', () => {
    expect(readApplePayToken('not json')).toBeNull();
    expect(readApplePayToken('{}')).toBeNull();
    expect(
      readApplePayToken(
        JSON.stringify({
          ...SIMULATED_APPLE_PAY_TOKEN,
          paymentData: { ...SIMULATED_APPLE_PAY_TOKEN.paymentData, version: 'v9' },
        }),
      ),
    ).toBeNull();
    expect(
      readApplePayToken(
        JSON.stringify({
          ...SIMULATED_APPLE_PAY_TOKEN,
          paymentData: { ...SIMULATED_APPLE_PAY_TOKEN.paymentData, data: '' },
        }),
      ),
    ).toBeNull();
    const padded = JSON.stringify({ ...SIMULATED_APPLE_PAY_TOKEN, padding: 'x'.repeat(APPLE_PAY_TOKEN_MAX_CHARS) });
    expect(readApplePayToken(padded)).toBeNull();
  });
  it('no token placing the order is refused (no c_token without a token)', () => {
    expect(orderTokenFields(APPLE_PAY_METHOD, undefined)).toBeNull();
  });
  it('the authorisation form caps the token and needs the total the sheet showed', () => {
    expect(applePayPaymentSchema.safeParse({ checkoutCustomer: 'k', token: TOKEN, total: '24.50' }).success).toBe(true);
    expect(applePayPaymentSchema.safeParse({ checkoutCustomer: 'k', token: '', total: '24.50' }).success).toBe(false);
    expect(
      applePayPaymentSchema.safeParse({
        checkoutCustomer: 'k',
        token: 'x'.repeat(APPLE_PAY_TOKEN_MAX_CHARS + 1),
        total: '24.50',
      }).success,
    ).toBe(false);
    expect(applePayPaymentSchema.safeParse({ checkoutCustomer: 'k', token: TOKEN, total: '24.5' }).success).toBe(false);
  });
});
