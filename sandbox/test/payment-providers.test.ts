/**
 * The payment providers' simulator (payments/providers.ts): PayPal Orders v2 (with Venmo) and
 * Klarna Payments + Hosted Payment Page, driven over HTTP as a storefront drives the real APIs, and
 * their capture at order placement through commerce-sdk-isomorphic (shopper-orders
 * updatePaymentInstrumentForOrder with the approval's fields).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { PROVIDER_CREDENTIALS } from '../src/payments/providers.ts';
import { guestClients, problemOf, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
const RETURN = 'http://localhost:3000/billing/return/paypal';
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
  sandbox = await startTestSandbox('payment-providers');
});
afterAll(async () => sandbox?.close());

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
const klarnaAuth = {
  authorization: basic(PROVIDER_CREDENTIALS.klarna.username, PROVIDER_CREDENTIALS.klarna.password),
  'content-type': 'application/json',
};

async function paypalToken(): Promise<string> {
  const response = await fetch(`${sandbox.url}/paypal/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: basic(PROVIDER_CREDENTIALS.paypal.clientId, PROVIDER_CREDENTIALS.paypal.secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function paypal(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${sandbox.url}/paypal${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${await paypalToken()}`, 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      id: string;
      status: string;
      links: { rel: string; href: string }[];
    },
  };
}

const createPayPalOrder = (reference: string, value: string, source: 'paypal' | 'venmo' = 'paypal', currency = 'USD') =>
  paypal('/v2/checkout/orders', {
    method: 'POST',
    body: {
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: reference, amount: { currency_code: currency, value } }],
      payment_source: { [source]: { experience_context: { return_url: RETURN, cancel_url: `${RETURN}?cancelled=1` } } },
    },
  });

/** The hosted page's form, posted as a browser without JavaScript does; answers the redirect back. */
async function decide(pagePath: string, action: string, account?: string): Promise<URL> {
  const page = await fetch(`${sandbox.url}${pagePath}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).not.toContain('<script');
  const formAction = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const id = /name="id" value="([^"]+)"/.exec(html)![1]!;
  const firstAccount = /name="account" value="([^"]+)"/.exec(html)![1]!;
  const response = await fetch(`${sandbox.url}${formAction}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id, action, account: account ?? firstAccount }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const approvalPath = (links: { rel: string; href: string }[]) =>
  new URL(links.find((link) => link.rel === 'payer-action')!.href).pathname +
  new URL(links.find((link) => link.rel === 'payer-action')!.href).search;

describe('PayPal Orders v2', () => {
  it('needs an access token from client credentials', async () => {
    const wrong = await fetch(`${sandbox.url}/paypal/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic('x', 'y') },
      body: 'grant_type=client_credentials',
    });
    expect(wrong.status).toBe(401);
    const anonymous = await fetch(`${sandbox.url}/paypal/v2/checkout/orders`, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });

  it('creates an order awaiting the payer, approves it on the hosted page, captures it once', async () => {
    const created = await createPayPalOrder('basket-1', '12.50');
    expect(created.status).toBe(200);
    expect(created.body.status).toBe('PAYER_ACTION_REQUIRED');
    const back = await decide(approvalPath(created.body.links), 'approve');
    expect(back.origin + back.pathname).toBe(RETURN);
    expect(back.searchParams.get('token')).toBe(created.body.id);
    expect(back.searchParams.get('PayerID')).toBeTruthy();
    const approved = await paypal(`/v2/checkout/orders/${created.body.id}`);
    expect(approved.body.status).toBe('APPROVED');
    expect(approved.body.payer).toMatchObject({ email_address: 'sally.buyer@example.com' });
    const captured = await paypal(`/v2/checkout/orders/${created.body.id}/capture`, { method: 'POST' });
    expect(captured.status).toBe(201);
    expect(captured.body.status).toBe('COMPLETED');
    const again = await paypal(`/v2/checkout/orders/${created.body.id}/capture`, { method: 'POST' });
    expect(again.status).toBe(422);
    expect(again.body.details).toEqual([expect.objectContaining({ issue: 'ORDER_ALREADY_CAPTURED' })]);
  });

  it('cancel returns to cancel_url unapproved; decline voids; neither can be captured', async () => {
    const cancelled = await createPayPalOrder('basket-2', '5.00');
    const back = await decide(approvalPath(cancelled.body.links), 'cancel');
    expect(back.searchParams.get('cancelled')).toBe('1');
    expect((await paypal(`/v2/checkout/orders/${cancelled.body.id}`)).body.status).toBe('PAYER_ACTION_REQUIRED');
    expect((await paypal(`/v2/checkout/orders/${cancelled.body.id}/capture`, { method: 'POST' })).body.details).toEqual(
      [expect.objectContaining({ issue: 'ORDER_NOT_APPROVED' })],
    );
    const declined = await createPayPalOrder('basket-3', '5.00');
    await decide(approvalPath(declined.body.links), 'decline');
    expect((await paypal(`/v2/checkout/orders/${declined.body.id}`)).body.status).toBe('VOIDED');
  });

  it('refuses bad requests with PayPal error bodies; Venmo only in US dollars', async () => {
    expect((await createPayPalOrder('basket-4', '-1')).status).toBe(400);
    expect((await createPayPalOrder('basket-4', '5.00', 'venmo', 'CAD')).status).toBe(422);
    const noReturn = await paypal('/v2/checkout/orders', {
      method: 'POST',
      body: {
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: 'b', amount: { currency_code: 'USD', value: '1.00' } }],
        payment_source: { paypal: {} },
      },
    });
    expect(noReturn.status).toBe(400);
    expect(noReturn.body.name).toBe('INVALID_REQUEST');
  });
});

describe('Klarna Payments and the Hosted Payment Page', () => {
  async function klarnaSession(reference: string, amount: number) {
    const session = await fetch(`${sandbox.url}/klarna/payments/v1/sessions`, {
      method: 'POST',
      headers: klarnaAuth,
      body: JSON.stringify({
        purchase_country: 'US',
        purchase_currency: 'USD',
        locale: 'en-US',
        order_amount: amount,
        order_lines: [],
        merchant_reference1: reference,
      }),
    });
    expect(session.status).toBe(200);
    const { session_id } = (await session.json()) as { session_id: string };
    const hpp = await fetch(`${sandbox.url}/klarna/hpp/v1/sessions`, {
      method: 'POST',
      headers: klarnaAuth,
      body: JSON.stringify({
        payment_session_url: `${sandbox.url}/klarna/payments/v1/sessions/${session_id}`,
        merchant_urls: {
          success: 'http://localhost:3000/back?sid={{session_id}}&ok=1',
          cancel: 'http://localhost:3000/back?sid={{session_id}}&c=1',
          failure: 'http://localhost:3000/back?sid={{session_id}}&f=1',
        },
      }),
    });
    expect(hpp.status).toBe(201);
    return (await hpp.json()) as { session_id: string; redirect_url: string };
  }
  const hppStatus = async (id: string) =>
    (await (await fetch(`${sandbox.url}/klarna/hpp/v1/sessions/${id}`, { headers: klarnaAuth })).json()) as {
      status: string;
      authorization_token?: string;
    };
  const order = (token: string, amount: number, reference = 'basket-k1') =>
    fetch(`${sandbox.url}/klarna/payments/v1/authorizations/${token}/order`, {
      method: 'POST',
      headers: klarnaAuth,
      body: JSON.stringify({ order_amount: amount, purchase_currency: 'USD', merchant_reference1: reference }),
    });

  it('needs the merchant credentials', async () => {
    expect((await fetch(`${sandbox.url}/klarna/payments/v1/sessions`, { method: 'POST', body: '{}' })).status).toBe(
      401,
    );
  });

  it('approves on the hosted page; the authorisation token creates one order for exactly the amount', async () => {
    const hpp = await klarnaSession('basket-k1', 4000);
    expect((await hppStatus(hpp.session_id)).status).toBe('WAITING');
    const back = await decide(new URL(hpp.redirect_url).pathname, 'approve');
    expect(back.searchParams.get('sid')).toBe(hpp.session_id);
    expect(back.searchParams.get('ok')).toBe('1');
    const { status, authorization_token } = await hppStatus(hpp.session_id);
    expect(status).toBe('COMPLETED');
    expect(authorization_token).toBeTruthy();
    expect((await order(authorization_token!, 3999)).status).toBe(400);
    expect((await order(authorization_token!, 4000, 'another-basket')).status).toBe(400);
    const placed = await order(authorization_token!, 4000);
    expect(placed.status).toBe(200);
    expect(await placed.json()).toMatchObject({ fraud_status: 'ACCEPTED' });
    expect((await order(authorization_token!, 4000)).status).toBe(409);
  });

  it('cancel and decline go to their merchant URLs without a token', async () => {
    const cancelled = await klarnaSession('basket-k2', 4000);
    expect((await decide(new URL(cancelled.redirect_url).pathname, 'cancel')).searchParams.get('c')).toBe('1');
    expect(await hppStatus(cancelled.session_id)).toEqual(expect.objectContaining({ status: 'CANCELLED' }));
    const declined = await klarnaSession('basket-k3', 4000);
    expect((await decide(new URL(declined.redirect_url).pathname, 'decline')).searchParams.get('f')).toBe('1');
    expect((await hppStatus(declined.session_id)).authorization_token).toBeUndefined();
  });
});

describe('capture at order placement (shopper-orders)', () => {
  async function orderPaidBy(methodId: 'PayPal' | 'Venmo', account?: string) {
    const shopper = await guestClients(sandbox);
    const { basketId } = await shopper.baskets.createBasket({ body: {} });
    const parameters = { basketId: basketId! };
    await shopper.baskets.addItemToBasket({ parameters, body: [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 2 }] });
    await shopper.baskets.updateCustomerForBasket({ parameters, body: { email: 'sally@example.com' } });
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { ...parameters, shipmentId: 'me', useAsBilling: true },
      body: ADDRESS,
    });
    const basket = await shopper.baskets.updateShippingMethodForShipment({
      parameters: { ...parameters, shipmentId: 'me' },
      body: { id: 'STANDARD' },
    });
    const amount = basket.orderTotal!;
    const created = await createPayPalOrder(basketId!, amount.toFixed(2), methodId === 'Venmo' ? 'venmo' : 'paypal');
    await decide(approvalPath(created.body.links), 'approve', account);
    await shopper.baskets.addPaymentInstrumentToBasket({ parameters, body: { paymentMethodId: methodId, amount } });
    const order = await shopper.orders.createOrder({ body: { basketId: basketId! } });
    const instrument = order.paymentInstruments!.find((candidate) => candidate.paymentMethodId === methodId)!;
    const pay = () =>
      shopper.orders.updatePaymentInstrumentForOrder({
        parameters: { orderNo: order.orderNo!, paymentInstrumentId: instrument.paymentInstrumentId! },
        body: { paymentMethodId: methodId, c_paypalOrderId: created.body.id } as never,
      });
    return { shopper, order, pay, paypalOrderId: created.body.id };
  }

  it('an approved PayPal order pays the order once and the order records the capture', async () => {
    const { pay, paypalOrderId } = await orderPaidBy('PayPal');
    const placed = await pay();
    expect(placed.status).toBe('new');
    const instrument = placed.paymentInstruments!.find((candidate) => candidate.paymentMethodId === 'PayPal') as Record<
      string,
      unknown
    >;
    expect(instrument.c_paypalPayerEmail).toBe('sally.buyer@example.com');
    expect(instrument.c_paypalCaptureId).toBeTruthy();
    expect((await paypal(`/v2/checkout/orders/${paypalOrderId}`)).body.status).toBe('COMPLETED');
  });

  it('an approval cannot pay a second order, nor one for another basket or amount', async () => {
    const first = await orderPaidBy('PayPal');
    await first.pay();
    const second = await orderPaidBy('PayPal');
    const reused = await problemOf(
      second.shopper.orders.updatePaymentInstrumentForOrder({
        parameters: {
          orderNo: second.order.orderNo!,
          paymentInstrumentId: second.order.paymentInstruments![0]!.paymentInstrumentId!,
        },
        body: { paymentMethodId: 'PayPal', c_paypalOrderId: first.paypalOrderId } as never,
      }),
    );
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe('The payment approval is missing, used already or not valid for this order.');
    const missing = await problemOf(
      second.shopper.orders.updatePaymentInstrumentForOrder({
        parameters: {
          orderNo: second.order.orderNo!,
          paymentInstrumentId: second.order.paymentInstruments![0]!.paymentInstrumentId!,
        },
        body: { paymentMethodId: 'PayPal' } as never,
      }),
    );
    expect(missing.status).toBe(400);
  });

  it('a buyer whose money does not come through fails the order with PaymentTransactionFailed and reopens the basket', async () => {
    const { pay } = await orderPaidBy('Venmo', '@declined-buyer');
    const failed = await pay();
    expect(failed.status).toBe('failed');
    expect((failed as { c_flashes?: { type: string }[] }).c_flashes).toEqual([
      expect.objectContaining({ type: 'PaymentTransactionFailed' }),
    ]);
  });
});
