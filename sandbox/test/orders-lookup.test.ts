import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { callCustom, guestClients, loginGuest, problemOf, siteToken, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox('orders-lookup');
  token = (await loginGuest(sandbox)).access_token;
});
afterAll(async () => sandbox?.close());

const lookup = async (body: unknown, siteId?: string) =>
  callCustom<Record<string, unknown>>(
    sandbox,
    siteId ? await siteToken(sandbox, siteId) : token,
    'orders',
    'order-lookup',
    {
      body,
      ...(siteId ? { parameters: { siteId } } : {}),
    },
  );

describe('orders order-lookup (order tracking for guests)', () => {
  it('finds an order by number and e-mail, ignoring the e-mail’s case', async () => {
    const order = await lookup({ orderNo: '00090001', email: ' Ava.Sweet@Example.com ' });
    expect(order.orderNo).toBe('00090001');
    expect(order.status).toBeTruthy();
    expect(Array.isArray(order.productItems)).toBe(true);
    expect(Array.isArray(order.shipments)).toBe(true);
    expect(typeof order.orderTotal).toBe('number');
  });

  it('shows no payment data, billing address, token or customer id', async () => {
    const order = await lookup({ orderNo: '00090001', email: 'ava.sweet@example.com' });
    for (const field of ['paymentInstruments', 'billingAddress', 'orderToken', 'customerInfo'])
      expect(order).not.toHaveProperty(field);
  });

  it('answers the same 404 for a wrong e-mail and an unknown number', async () => {
    const wrongEmail = await problemOf(lookup({ orderNo: '00090001', email: 'someone.else@example.com' }));
    const unknown = await problemOf(lookup({ orderNo: '99999999', email: 'ava.sweet@example.com' }));
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongEmail.body.detail).toBe(unknown.body.detail);
    expect(wrongEmail.body.detail).not.toContain('00090001');
  });

  it('does not find another site’s order', async () => {
    const mine = await lookup({ orderNo: '00090201', email: 'maria.rivera@example.com' }, 'fundraising');
    expect(mine.orderNo).toBe('00090201');
    expect(
      (await problemOf(lookup({ orderNo: '00090201', email: 'maria.rivera@example.com' }, 'sweet-shop'))).status,
    ).toBe(404);
  });

  it('answers 400 to missing, mistyped and oversized fields', async () => {
    for (const body of [
      {},
      { orderNo: '00090001' },
      { email: 'ava.sweet@example.com' },
      { orderNo: 1, email: 'ava.sweet@example.com' },
      { orderNo: '../x', email: 'ava.sweet@example.com' },
      { orderNo: '00090001', email: 'nope' },
      { orderNo: 'x'.repeat(51), email: 'a@b.co' },
      [],
    ]) {
      expect((await problemOf(lookup(body))).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('orders order-by-basket (a createOrder whose answer was lost)', () => {
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

  const byBasket = (accessToken: string, basketId: string, siteId?: string) =>
    callCustom<Record<string, unknown>>(sandbox, accessToken, 'orders', 'order-by-basket', {
      parameters: { basketId, ...(siteId ? { siteId } : {}) },
    });

  /** A guest's basket ordered (status created, not paid), as a place-order submit that never heard back leaves it. */
  async function orderedBasket() {
    const shopper = await guestClients(sandbox);
    const { basketId } = await shopper.baskets.createBasket({ body: {} });
    const parameters = { basketId: basketId! };
    await shopper.baskets.addItemToBasket({ parameters, body: [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }] });
    await shopper.baskets.updateCustomerForBasket({ parameters, body: { email: 'lost.answer@example.com' } });
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { ...parameters, shipmentId: 'me', useAsBilling: true },
      body: ADDRESS,
    });
    const basket = await shopper.baskets.updateShippingMethodForShipment({
      parameters: { ...parameters, shipmentId: 'me' },
      body: { id: 'STANDARD' },
    });
    const card = await callCustom<{ paymentToken: string; cardType: string; maskedNumber: string }>(
      sandbox,
      shopper.token.access_token,
      'payment',
      'customer-payment-token',
      {
        body: {
          cardNumber: '4111111111111111',
          expirationMonth: 12,
          expirationYear: new Date().getUTCFullYear() + 2,
          securityCode: '123',
          holder: 'Sally Sweet',
        },
      },
    );
    await shopper.baskets.addPaymentInstrumentToBasket({
      parameters,
      body: {
        paymentMethodId: 'CREDIT_CARD',
        amount: basket.orderTotal,
        paymentCard: {
          cardType: card.cardType,
          maskedNumber: card.maskedNumber,
          expirationMonth: 12,
          expirationYear: new Date().getUTCFullYear() + 2,
        },
        c_paymentToken: card.paymentToken,
      } as never,
    });
    const created = await shopper.orders.createOrder({ body: { basketId: basketId! } });
    return { shopper, basketId: basketId!, created };
  }

  it('answers the shopper’s own order created from the basket, as getOrder does', async () => {
    const { shopper, basketId, created } = await orderedBasket();
    const found = await byBasket(shopper.token.access_token, basketId);
    expect(found).toEqual(
      JSON.parse(JSON.stringify(await shopper.orders.getOrder({ parameters: { orderNo: created.orderNo! } }))),
    );
    expect(found).toMatchObject({ orderNo: created.orderNo, status: 'created' });
  });

  it('answers the same 404 for a basket never ordered, another shopper’s order and another site', async () => {
    const { shopper, basketId } = await orderedBasket();
    const other = await guestClients(sandbox);
    const open = (await other.baskets.createBasket({ body: {} })).basketId!;
    const answers = [
      await problemOf(byBasket(other.token.access_token, open)),
      await problemOf(byBasket(shopper.token.access_token, 'noSuchBasket')),
      await problemOf(byBasket(other.token.access_token, basketId)),
      // The same shopper (usid) signed in to the other site: a token is bound to its site.
      await problemOf(
        byBasket((await loginGuest(sandbox, shopper.token.usid, 'fundraising')).access_token, basketId, 'fundraising'),
      ),
    ];
    for (const answer of answers) expect(answer.status).toBe(404);
    expect(new Set(answers.map((answer) => answer.body.detail)).size).toBe(1);
  });

  it('order-lookup (tracking) finds no attempt that was never placed: unpaid, or failed (a declined card)', async () => {
    const { shopper, created } = await orderedBasket();
    const track = () => problemOf(lookup({ orderNo: created.orderNo!, email: 'lost.answer@example.com' }));
    expect((await track()).status).toBe(404);
    await shopper.orders.failOrder({
      parameters: { orderNo: created.orderNo!, reopenBasket: true },
      body: { reasonCode: 'payment_auth_failure' } as never,
    });
    expect((await shopper.orders.getOrder({ parameters: { orderNo: created.orderNo! } })).status).toBe('failed');
    expect((await track()).status).toBe(404);
  });

  it('needs a shopper token and a well-formed basket id', async () => {
    expect((await problemOf(byBasket('not-a-token', 'abc'))).status).toBe(401);
    expect((await problemOf(byBasket(token, '../x'))).status).toBe(400);
    expect((await problemOf(callCustom(sandbox, token, 'orders', 'order-by-basket'))).status).toBe(400);
  });
});
