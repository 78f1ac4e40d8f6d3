/**
 * Apple Pay's simulator (payments/apple-pay.ts): the merchant-session endpoint as Apple's
 * `paymentservices/paymentSession` answers it, and the simulated payment token paying an order as
 * DW_APPLE_PAY's `c_token` through commerce-sdk-isomorphic (shopper-orders updatePaymentInstrumentForOrder).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { APPLE_PAY_MERCHANT, MERCHANT_SESSION_TTL_MS, SIMULATED_APPLE_PAY_TOKEN } from '../src/payments/apple-pay.ts';
import { guestClients, problemOf, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
const ADDRESS = {
  firstName: 'Sally',
  lastName: 'Sweet',
  address1: '1 Main St',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90001',
  countryCode: 'US',
  phone: '3105550100',
};

beforeAll(async () => {
  sandbox = await startTestSandbox('apple-pay');
});
afterAll(async () => sandbox?.close());

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

async function paymentSession(body: Record<string, unknown>, secret: string = APPLE_PAY_MERCHANT.secret) {
  const response = await fetch(`${sandbox.url}/applepay/paymentservices/paymentSession`, {
    method: 'POST',
    headers: {
      authorization: basic(APPLE_PAY_MERCHANT.merchantIdentifier, secret),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const VALID = {
  merchantIdentifier: APPLE_PAY_MERCHANT.merchantIdentifier,
  displayName: 'Sweet Shop',
  initiative: 'web',
  initiativeContext: 'localhost',
};

describe('Apple Pay merchant session (paymentservices/paymentSession)', () => {
  it('answers a merchant session for a registered domain, valid for five minutes', async () => {
    const session = await paymentSession(VALID);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      domainName: 'localhost',
      displayName: 'Sweet Shop',
      merchantSessionIdentifier: expect.stringMatching(/^SSH[0-9A-F]{32}$/),
    });
    expect(Number(session.body.expiresAt) - Number(session.body.epochTimestamp)).toBe(MERCHANT_SESSION_TTL_MS);
    expect(typeof session.body.signature).toBe('string');
    expect(typeof session.body.nonce).toBe('string');
  });

  it('refuses a wrong merchant credential, an unregistered domain, another initiative and an unknown merchant', async () => {
    expect((await paymentSession(VALID, 'wrong')).status).toBe(401);
    const foreign = await paymentSession({ ...VALID, initiativeContext: 'evil.example.com' });
    expect(foreign).toEqual({
      status: 400,
      body: { statusMessage: 'Payment Services Exception Domain name not registered', statusCode: '400' },
    });
    expect((await paymentSession({ ...VALID, initiative: 'messaging' })).status).toBe(400);
    expect((await paymentSession({ ...VALID, merchantIdentifier: 'merchant.com.example.other' })).status).toBe(400);
  });
});

describe('DW_APPLE_PAY at order placement', () => {
  async function appleOrder() {
    const shopper = await guestClients(sandbox);
    const { basketId } = await shopper.baskets.createBasket({ body: {} });
    const parameters = { basketId: basketId! };
    await shopper.baskets.addItemToBasket({ parameters, body: [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }] });
    await shopper.baskets.updateCustomerForBasket({ parameters, body: { email: 'sally@example.com' } });
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { ...parameters, shipmentId: 'me', useAsBilling: true },
      body: ADDRESS,
    });
    const basket = await shopper.baskets.updateShippingMethodForShipment({
      parameters: { ...parameters, shipmentId: 'me' },
      body: { id: 'STANDARD' },
    });
    await shopper.baskets.addPaymentInstrumentToBasket({
      parameters,
      body: { paymentMethodId: 'DW_APPLE_PAY', amount: basket.orderTotal! },
    });
    const order = await shopper.orders.createOrder({ body: { basketId: basketId! } });
    const instrument = order.paymentInstruments!.find((candidate) => candidate.paymentMethodId === 'DW_APPLE_PAY')!;
    const pay = (fields: Record<string, unknown>) =>
      shopper.orders.updatePaymentInstrumentForOrder({
        parameters: { orderNo: order.orderNo!, paymentInstrumentId: instrument.paymentInstrumentId! },
        body: { paymentMethodId: 'DW_APPLE_PAY', ...fields } as never,
      });
    return { pay };
  }

  it('the simulated token as c_token places the order, and the order keeps it', async () => {
    const { pay } = await appleOrder();
    const token = JSON.stringify(SIMULATED_APPLE_PAY_TOKEN);
    const placed = await pay({ c_token: token });
    expect(placed.status).toBe('new');
    const instrument = placed.paymentInstruments!.find(
      (candidate) => candidate.paymentMethodId === 'DW_APPLE_PAY',
    ) as Record<string, unknown>;
    expect(instrument.c_token).toBe(token);
    expect((instrument.authorizationStatus as { code?: string }).code).toBe('OK');
  });

  it('refuses no c_token and one that is not an Apple Pay token', async () => {
    const { pay } = await appleOrder();
    for (const fields of [
      {},
      { c_token: 'not-a-token' },
      { c_token: JSON.stringify({ paymentData: { version: 'EC_v1', data: '' } }) },
    ]) {
      const refused = await problemOf(pay(fields));
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe('The payment approval is missing, used already or not valid for this order.');
    }
  });

  it('refuses a token missing any documented field or with one of the wrong kind, naming it; takes an RSA_v1 token with its wrapped key', async () => {
    const { pay } = await appleOrder();
    const valid = SIMULATED_APPLE_PAY_TOKEN;
    const header = valid.paymentData.header;
    const broken: Array<[string, unknown]> = [
      ['paymentData', { ...valid, paymentData: undefined }],
      ['paymentData.data', { ...valid, paymentData: { ...valid.paymentData, data: 'not base64!' } }],
      ['paymentData.signature', { ...valid, paymentData: { ...valid.paymentData, signature: undefined } }],
      ['paymentData.header', { ...valid, paymentData: { ...valid.paymentData, header: 'none' } }],
      [
        'paymentData.header.ephemeralPublicKey',
        { ...valid, paymentData: { ...valid.paymentData, header: { ...header, ephemeralPublicKey: undefined } } },
      ],
      // An RSA_v1 token carries a wrapped key instead of an ephemeral public key.
      ['paymentData.header.wrappedKey', { ...valid, paymentData: { ...valid.paymentData, version: 'RSA_v1' } }],
      [
        'paymentData.header.publicKeyHash',
        { ...valid, paymentData: { ...valid.paymentData, header: { ...header, publicKeyHash: '' } } },
      ],
      [
        'paymentData.header.transactionId',
        { ...valid, paymentData: { ...valid.paymentData, header: { ...header, transactionId: 'not-hex' } } },
      ],
      ['paymentMethod', { ...valid, paymentMethod: undefined }],
      ['paymentMethod.displayName', { ...valid, paymentMethod: { ...valid.paymentMethod, displayName: '' } }],
      ['paymentMethod.network', { ...valid, paymentMethod: { ...valid.paymentMethod, network: 42 } }],
      ['paymentMethod.type', { ...valid, paymentMethod: { ...valid.paymentMethod, type: 'cash' } }],
      ['transactionIdentifier', { ...valid, transactionIdentifier: undefined }],
    ];
    for (const [field, token] of broken) {
      const refused = await problemOf(pay({ c_token: JSON.stringify(token) }));
      expect(refused.status, field).toBe(400);
      expect(refused.body, field).toMatchObject({
        detail: 'The payment approval is missing, used already or not valid for this order.',
        invalidFields: [`c_token.${field}`],
      });
    }
    const { ephemeralPublicKey, ...rsaHeader } = header;
    const rsa = {
      ...valid,
      paymentData: {
        ...valid.paymentData,
        version: 'RSA_v1',
        header: { ...rsaHeader, wrappedKey: ephemeralPublicKey },
      },
    };
    expect((await pay({ c_token: JSON.stringify(rsa) })).status).toBe('new');
  });
});
