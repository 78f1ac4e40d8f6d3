import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpers } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { TEST_CARDS } from '../src/payments/test-cards.ts';
import { clientConfig, loginGuest, problemOf, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
let accessToken: string;
const YEAR = new Date().getUTCFullYear() + 3;

beforeAll(async () => {
  sandbox = await startTestSandbox('payments');
  accessToken = (await loginGuest(sandbox)).access_token;
});
afterAll(async () => sandbox?.close());

function callPayment<T = Record<string, unknown>>(
  endpointPath: string,
  body: unknown,
  token: string | undefined = accessToken,
): Promise<T> {
  return helpers.callCustomEndpoint({
    options: {
      method: 'POST',
      customApiPathParameters: { apiName: 'payment', endpointPath },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    clientConfig: { ...clientConfig(sandbox), headers: { authorization: `Bearer ${token}` } },
  }) as Promise<T>;
}

const card = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
  cardNumber,
  expirationMonth: 12,
  expirationYear: YEAR,
  securityCode: cardNumber.length === 15 ? '1234' : '123',
  holder: 'Sally Sweet',
  ...extra,
});

describe('payment/v1 customer-payment-token', () => {
  it.each(TEST_CARDS.map((testCard) => [testCard.note, testCard] as const))('tokenises %s', async (_note, testCard) => {
    const result = await callPayment('customer-payment-token', card(testCard.number));
    const expectedType = { visa: 'Visa', mastercard: 'Master Card', americanexpress: 'Amex', discover: 'Discover' }[
      testCard.brand
    ];
    const expectedCode = { visa: '001', mastercard: '002', americanexpress: '003', discover: '004' }[testCard.brand];
    expect(result).toMatchObject({
      cardType: expectedType,
      brand: testCard.brand,
      cardTypeCode: expectedCode,
      maskedNumber: `************${testCard.number.slice(-4)}`,
      numberLastDigits: testCard.number.slice(-4),
      expirationMonth: 12,
      expirationYear: YEAR,
      holder: 'Sally Sweet',
    });
    expect(result.paymentToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const expiresIn = (result.transientTokenExp as number) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(14 * 60);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60);

    const rows = await sandbox.db.query<{ doc: Record<string, unknown> }>(
      `SELECT doc FROM payment_tokens WHERE token = $1`,
      [result.paymentToken],
    );
    expect(rows[0]!.doc).toMatchObject({
      numberLastDigits: testCard.number.slice(-4),
      outcome: testCard.outcome,
      brand: testCard.brand,
    });
    const stored = JSON.stringify(rows[0]!.doc);
    expect(stored).not.toContain(testCard.number);
    expect(stored).not.toContain('"securityCode"');
  });

  it('accepts a matching type code and numbers typed with spaces', async () => {
    const result = await callPayment(
      'customer-payment-token',
      card('4111 1111 1111 1111', { cardType: '001', expirationMonth: '01', expirationYear: String(YEAR) }),
    );
    expect(result).toMatchObject({
      cardType: 'Visa',
      maskedNumber: '************1111',
      expirationMonth: 1,
      expirationYear: YEAR,
    });
  });

  it.each([
    [
      'a 3-digit amex security code',
      card('378282246310005', { securityCode: '123' }),
      'Invalid CVV length',
      'securityCode',
    ],
    [
      'a 4-digit visa security code',
      card('4111111111111111', { securityCode: '1234' }),
      'Invalid CVV length',
      'securityCode',
    ],
    [
      'a security code with letters',
      card('4111111111111111', { securityCode: '12a' }),
      'Invalid CVV value',
      'securityCode',
    ],
    [
      'an expired card',
      card('4111111111111111', { expirationMonth: 1, expirationYear: 2020 }),
      'Card is expired',
      'expirationYear',
    ],
    ['a number of no known brand', card('3530111333300000'), 'Unknown card type', 'cardType'],
    ['an unknown type code', card('4111111111111111', { cardType: '099' }), 'Unknown card type', 'cardType'],
    ['a failed checksum', card('4111111111111112'), 'Invalid card number', 'cardNumber'],
    ['a missing number', card('', {}), 'This field is required.', 'cardNumber'],
  ])('refuses %s with 400 CREATE_TOKEN_VALIDATION_FIELDS', async (_name, body, message, field) => {
    const { status, body: problem } = await problemOf(callPayment('customer-payment-token', body));
    expect(status).toBe(400);
    expect(problem).toMatchObject({
      type: 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/create-token-validation-fields',
      title: 'Bad Request',
      detail: message,
      errorCode: 'CREATE_TOKEN_VALIDATION_FIELDS',
      invalidFields: [{ field, message }],
    });
  });

  it('lists every problem of a card at once', async () => {
    const { status, body } = await problemOf(
      callPayment('customer-payment-token', {
        cardNumber: '4111111111111111',
        expirationMonth: 13,
        expirationYear: YEAR,
        securityCode: 'x',
      }),
    );
    expect(status).toBe(400);
    expect(body.detail).toBe('Invalid expiration date; Invalid CVV value');
  });

  it('answers malformed JSON and wrongly typed fields with 400, never 500', async () => {
    expect((await problemOf(callPayment('customer-payment-token', '{"cardNumber":'))).status).toBe(400);
    const typed = await problemOf(
      callPayment('customer-payment-token', {
        cardNumber: ['4111'],
        expirationMonth: {},
        expirationYear: null,
        securityCode: 123,
        holder: [],
      }),
    );
    expect(typed.status).toBe(400);
    expect(typed.body.errorCode).toBe('CREATE_TOKEN_VALIDATION_FIELDS');
  });

  it('needs a shopper token', async () => {
    const { status, body } = await problemOf(callPayment('customer-payment-token', card('4111111111111111'), ''));
    expect(status).toBe(401);
    expect(body.title).toBe('Unauthorized');
  });
});

describe('payment/v1 gift-card-balance', () => {
  it.each([
    ['7777000000000025001', '1225', 25, 'Your gift card balance is $25.00.'],
    ['7777000000000100002', '1100', 100, 'Your gift card balance is $100.00.'],
    ['7777000000999999003', '9999', 10000, 'Your gift card balance is $10,000.00.'],
    ['77770000000000750005', '7575', 75, 'Your gift card balance is $75.00.'],
  ])('tells the balance of %s', async (number, pin, balance, message) => {
    expect(await callPayment('gift-card-balance', { c_number: number, c_cvn: pin })).toEqual({
      success: true,
      availableBalance: balance,
      currency: 'USD',
      message,
    });
  });

  it('tells a 21-digit Canadian card its currency', async () => {
    expect(await callPayment('gift-card-balance', { c_number: '777700000000005000006', c_cvn: '5050' })).toMatchObject({
      success: true,
      availableBalance: 50,
      currency: 'CAD',
    });
  });

  it('says when a card is empty', async () => {
    expect(await callPayment('gift-card-balance', { c_number: '7777000000000000004', c_cvn: '0000' })).toEqual({
      success: true,
      availableBalance: 0,
      currency: 'USD',
      message: 'This gift card has no remaining balance.',
    });
  });

  it('answers a wrong code or an unknown card with success false and the same message', async () => {
    const wrongPin = await callPayment('gift-card-balance', { c_number: '7777000000000025001', c_cvn: '1111' });
    const unknown = await callPayment('gift-card-balance', { c_number: '7777999999999999999', c_cvn: '1225' });
    const expected = {
      success: false,
      availableBalance: 0,
      currency: 'USD',
      message: 'The gift card number or security code is incorrect.',
    };
    expect(wrongPin).toEqual(expected);
    expect(unknown).toEqual(expected);
  });

  it.each([
    [{ c_number: '12345', c_cvn: '1225' }, 'Please enter a gift card number'],
    [{ c_number: '7777000000000025001', c_cvn: '12' }, 'Please enter a valid security code'],
    // A number too long for a double, as a client would send it: refused like any non-string.
    // eslint-disable-next-line no-loss-of-precision
    [{ c_number: 7777000000000025001, c_cvn: 1225 }, 'Please enter a gift card number'],
    [{}, 'Please enter a gift card number'],
  ])('refuses malformed input %j with 400', async (body, detail) => {
    const { status, body: problem } = await problemOf(callPayment('gift-card-balance', body));
    expect(status).toBe(400);
    expect(problem).toMatchObject({ title: 'Bad Request', detail });
  });
});
