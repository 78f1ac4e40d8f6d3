import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { callCustom, loginGuest, problemOf, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox('orders-lookup');
  token = (await loginGuest(sandbox)).access_token;
});
afterAll(async () => sandbox?.close());

const lookup = (body: unknown, siteId?: string) =>
  callCustom<Record<string, unknown>>(sandbox, token, 'orders', 'order-lookup', { body, ...(siteId ? { parameters: { siteId } } : {}) });

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
    for (const field of ['paymentInstruments', 'billingAddress', 'orderToken', 'customerInfo']) expect(order).not.toHaveProperty(field);
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
    expect((await problemOf(lookup({ orderNo: '00090201', email: 'maria.rivera@example.com' }, 'sweet-shop'))).status).toBe(404);
  });

  it('answers 400 to missing, mistyped and oversized fields', async () => {
    for (const body of [{}, { orderNo: '00090001' }, { email: 'ava.sweet@example.com' }, { orderNo: 1, email: 'ava.sweet@example.com' }, { orderNo: '../x', email: 'ava.sweet@example.com' }, { orderNo: '00090001', email: 'nope' }, { orderNo: 'x'.repeat(51), email: 'a@b.co' }, []]) {
      expect((await problemOf(lookup(body))).status, JSON.stringify(body)).toBe(400);
    }
  });
});
