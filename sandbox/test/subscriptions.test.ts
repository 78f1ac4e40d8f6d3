import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpers, type ShopperBasketsTypes, type ShopperOrdersTypes } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import {
  callCustom,
  clientConfig,
  clients,
  guestClients,
  loginRegistered,
  problemOf,
  startTestSandbox,
} from './harness.ts';

type Order = ShopperOrdersTypes.Order;
type Basket = ShopperBasketsTypes.Basket;
interface Subscription {
  id: string;
  product: string;
  productName: string;
  every: number;
  every_period: number;
  lastOrderDate: string;
  nextOrderDate: string;
  originOrderNo: string;
}

let sandbox: RunningSandbox;
const ITEM = DEMO_PRODUCTS.simpleItem;
const YEAR = new Date().getUTCFullYear() + 3;
const ADDRESS = {
  firstName: 'Ava',
  lastName: 'Sweet',
  address1: '1 Main St',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90001',
  countryCode: 'US',
  phone: '3105550100',
};
const OPTINS = JSON.stringify([
  {
    product: ITEM,
    subscription_info: { components: [] },
    tracking_override: { offer: 'repeat-delivery', every: 2, every_period: 2 },
  },
]);

beforeAll(async () => {
  sandbox = await startTestSandbox('subscriptions');
});
afterAll(async () => sandbox?.close());

/** Places an order of ITEM with the opt-ins, paid by card, for the shopper of the token. */
async function placeOrderWithOptins(accessToken: string): Promise<Order> {
  const { baskets, orders } = clients(sandbox, { accessToken });
  const { basketId } = await baskets.createBasket({ body: {} });
  const parameters = { basketId: basketId! };
  await baskets.addItemToBasket({ parameters, body: [{ productId: ITEM, quantity: 1 }] });
  await baskets.updateCustomerForBasket({ parameters, body: { email: 'ava.sweet@example.com' } });
  await baskets.updateShippingAddressForShipment({
    parameters: { ...parameters, shipmentId: 'me', useAsBilling: true },
    body: ADDRESS,
  });
  await baskets.updateShippingMethodForShipment({
    parameters: { ...parameters, shipmentId: 'me' },
    body: { id: 'STANDARD' },
  });
  const ready: Basket = await baskets.updateBasket({ parameters, body: { c_subscriptionOptins: OPTINS } });
  const card = (await helpers.callCustomEndpoint({
    options: {
      method: 'POST',
      customApiPathParameters: { apiName: 'payment', endpointPath: 'customer-payment-token' },
      body: JSON.stringify({
        cardNumber: '4111111111111111',
        expirationMonth: 12,
        expirationYear: YEAR,
        securityCode: '123',
        holder: 'Ava Sweet',
      }),
    },
    clientConfig: clientConfig(sandbox, { accessToken }),
  })) as {
    paymentToken: string;
    cardType: string;
    maskedNumber: string;
    expirationMonth: number;
    expirationYear: number;
  };
  await baskets.addPaymentInstrumentToBasket({
    parameters,
    body: {
      paymentMethodId: 'CREDIT_CARD',
      amount: ready.c_paymentAmount ?? ready.orderTotal,
      paymentCard: {
        cardType: card.cardType,
        maskedNumber: card.maskedNumber,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        holder: 'Ava Sweet',
      },
      c_paymentToken: card.paymentToken,
    },
  });
  const order = await orders.createOrder({ body: { basketId: basketId! } });
  const instrument = order.paymentInstruments!.find((entry) => entry.paymentMethodId === 'CREDIT_CARD')!;
  return orders.updatePaymentInstrumentForOrder({
    parameters: { orderNo: order.orderNo!, paymentInstrumentId: instrument.paymentInstrumentId! },
    body: {
      paymentMethodId: 'CREDIT_CARD',
      paymentCard: { cardType: 'Visa' },
      c_paymentToken: card.paymentToken,
      c_securityCode: '123',
    },
  });
}

const list = async (token: string) =>
  (await callCustom<{ total: number; data: Subscription[] }>(sandbox, token, 'subscriptions', 'subscriptions')).data;
const post = (token: string, path: string, body: unknown = {}) =>
  callCustom<Subscription>(sandbox, token, 'subscriptions', path, { method: 'POST', body });

describe('custom API subscriptions v1', () => {
  let ava: string;
  let order: Order;
  let subscription: Subscription;

  beforeAll(async () => {
    ava = (await loginRegistered(sandbox, 'ava.sweet@example.com', 'Candy!Shop1')).access_token;
    order = await placeOrderWithOptins(ava);
  });

  it('creates a subscription when an order with opt-ins is placed, and lists it', async () => {
    expect(order.status).toBe('new');
    const subscriptions = await list(ava);
    expect(subscriptions).toHaveLength(1);
    subscription = subscriptions[0]!;
    const today = new Date().toISOString().slice(0, 10);
    const inTwoWeeks = new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(subscription).toMatchObject({
      product: ITEM,
      every: 2,
      every_period: 2,
      originOrderNo: order.orderNo,
      lastOrderDate: today,
      nextOrderDate: inTwoWeeks,
    });
  });

  it('skips the next delivery: one frequency later', async () => {
    const skipped = await post(ava, `subscriptions/${subscription.id}/skip`);
    const expected = new Date(Date.parse(`${subscription.nextOrderDate}T00:00:00Z`) + 14 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(skipped.nextOrderDate).toBe(expected);
    expect((await list(ava))[0]!.nextOrderDate).toBe(expected);
  });

  it('changes the frequency (every + every_period) and refuses one out of range', async () => {
    const changed = await post(ava, `subscriptions/${subscription.id}/change-frequency`, { every: 1, every_period: 3 });
    expect(changed).toMatchObject({ every: 1, every_period: 3 });
    expect(changed.nextOrderDate > subscription.lastOrderDate).toBe(true);
    expect(
      (await problemOf(post(ava, `subscriptions/${subscription.id}/change-frequency`, { every: 0, every_period: 9 })))
        .status,
    ).toBe(400);
  });

  it("answers 404 for another customer's subscription and refuses guests", async () => {
    const liam = (await loginRegistered(sandbox, 'liam.tremblay@example.com', 'Maple!Syrup2')).access_token;
    expect(await list(liam)).toEqual([]);
    for (const path of ['skip', 'change-frequency', 'cancel']) {
      expect(
        (await problemOf(post(liam, `subscriptions/${subscription.id}/${path}`, { every: 1, every_period: 3 }))).status,
      ).toBe(404);
    }
    const guest = await guestClients(sandbox);
    expect((await problemOf(list(guest.token.access_token))).status).toBe(403);
  });

  it('cancels: the subscription is no longer listed nor changeable', async () => {
    await post(ava, `subscriptions/${subscription.id}/cancel`);
    expect(await list(ava)).toEqual([]);
    expect((await problemOf(post(ava, `subscriptions/${subscription.id}/skip`))).status).toBe(404);
  });
});
