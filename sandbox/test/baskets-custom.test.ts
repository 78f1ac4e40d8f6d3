import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpers, type ShopperBasketsTypes } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { hashPassword } from '../src/slas/passwords.ts';
import {
  clientConfig,
  clients,
  guestClients,
  loginGuest,
  loginRegistered,
  problemOf,
  startTestSandbox,
} from './harness.ts';

type Basket = ShopperBasketsTypes.Basket;

let sandbox: RunningSandbox;
const PASSWORD = 'Candy!Floss42';
const MERGER = { id: 'basketMergeCustomer0000001', no: '99100001', email: 'merger@example.com' };
const LATE = { id: 'basketMergeCustomer0000002', no: '99100002', email: 'late.login@example.com' };
const MOVER = { id: 'basketMergeCustomer0000003', no: '99100003', email: 'mover@example.com' };
const KEEPER = { id: 'basketMergeCustomer0000004', no: '99100004', email: 'keeper@example.com' };

beforeAll(async () => {
  sandbox = await startTestSandbox('baskets_custom');
  const hash = await hashPassword(PASSWORD);
  for (const [customer, firstName] of [
    [MERGER, 'Mia'],
    [LATE, 'Leo'],
    [MOVER, 'Max'],
    [KEEPER, 'Kai'],
  ] as const) {
    await sandbox.db.query(
      `INSERT INTO customers (id, customer_no, login, password_hash, email_verified, doc) VALUES ($1, $2, $3, $4, true, $5::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        customer.id,
        customer.no,
        customer.email,
        hash,
        JSON.stringify({ firstName, lastName: 'Basket', email: customer.email, login: customer.email }),
      ],
    );
  }
});
afterAll(async () => sandbox?.close());

/** A guest with a basket holding the given items (and coupons). */
async function guestBasket(items: Array<{ productId: string; quantity: number }>, coupons: string[] = []) {
  const guest = await guestClients(sandbox);
  const { basketId } = await guest.baskets.createBasket({ body: {} });
  await guest.baskets.addItemToBasket({ parameters: { basketId: basketId! }, body: items });
  for (const code of coupons)
    await guest.baskets.addCouponToBasket({ parameters: { basketId: basketId! }, body: { code } });
  return { ...guest, basketId: basketId! };
}

/** The registered customer signed in with the guest's usid, as the storefront's login does. */
async function signIn(email: string, usid: string) {
  const token = await loginRegistered(sandbox, email, PASSWORD, usid);
  return { token, ...clients(sandbox, { accessToken: token.access_token }) };
}

const quantities = (basket: Basket) =>
  Object.fromEntries((basket.productItems ?? []).map((item) => [item.productId, item.quantity]));

describe('basket merge on login', () => {
  it("merges the guest basket's items and coupons into the registered basket and deletes it", async () => {
    // The registered shopper already has a basket from an earlier visit.
    const earlier = await loginGuest(sandbox);
    const before = await signIn(MERGER.email, earlier.usid);
    const { basketId: registeredBasketId } = await before.baskets.createBasket({ body: {} });
    await before.baskets.addItemToBasket({
      parameters: { basketId: registeredBasketId! },
      body: [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 5 }],
    });
    await before.baskets.updateBasket({ parameters: { basketId: registeredBasketId! }, body: { c_note: 'mine' } });

    const guest = await guestBasket(
      [
        { productId: DEMO_PRODUCTS.simpleItem, quantity: 2 },
        { productId: DEMO_PRODUCTS.subscription, quantity: 1 },
      ],
      ['SWEET10'],
    );
    await guest.baskets.updateBasket({
      parameters: { basketId: guest.basketId },
      body: { c_note: 'guest', c_giftWrap: 'gold' },
    });
    const registered = await signIn(MERGER.email, guest.token.usid);
    const merged = await registered.baskets.mergeBasket({ parameters: { productItemMergeMode: 'sum_quantities' } });

    expect(merged.basketId).toBe(registeredBasketId);
    expect(merged.customerInfo).toMatchObject({ customerId: MERGER.id, customerNo: MERGER.no, email: MERGER.email });
    expect(quantities(merged)).toEqual({ [DEMO_PRODUCTS.simpleItem]: 7, [DEMO_PRODUCTS.subscription]: 1 });
    expect(merged.couponItems).toEqual([
      expect.objectContaining({ code: 'SWEET10', statusCode: 'applied', valid: true }),
    ]);
    expect(merged.orderPriceAdjustments).toEqual([expect.objectContaining({ promotionId: 'sweet10-orders-50' })]);
    expect(merged).toMatchObject({ c_note: 'mine', c_giftWrap: 'gold' });
    expect((await problemOf(guest.baskets.getBasket({ parameters: { basketId: guest.basketId } }))).status).toBe(404);
    expect(await registered.baskets.getBasket({ parameters: { basketId: registeredBasketId! } })).toEqual(merged);
  });

  it('needs createDestinationBasket=true when the registered shopper has no basket (409 otherwise)', async () => {
    const guest = await guestBasket([{ productId: DEMO_PRODUCTS.variant, quantity: 2 }]);
    const registered = await signIn(LATE.email, guest.token.usid);
    const refused = await problemOf(registered.baskets.mergeBasket({}));
    expect(refused.status).toBe(409);
    expect(refused.body.type).toMatch(/\/basket-merge-failed$/);
    const merged = await registered.baskets.mergeBasket({ parameters: { createDestinationBasket: true } });
    expect(merged.basketId).not.toBe(guest.basketId);
    expect(merged.customerInfo!.customerId).toBe(LATE.id);
    expect(quantities(merged)).toEqual({ [DEMO_PRODUCTS.variant]: 2 });
    // Higher quantity wins by default when the guest shops again and logs in once more.
    const again = await guestClients(sandbox);
    const { basketId } = await again.baskets.createBasket({ body: {} });
    await again.baskets.addItemToBasket({
      parameters: { basketId: basketId! },
      body: [{ productId: DEMO_PRODUCTS.variant, quantity: 1 }],
    });
    const registeredAgain = await signIn(LATE.email, again.token.usid);
    expect(quantities(await registeredAgain.baskets.mergeBasket({}))).toEqual({ [DEMO_PRODUCTS.variant]: 2 });
  });

  it('refuses a guest token and a bad merge mode', async () => {
    const guest = await guestBasket([{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]);
    const refused = await problemOf(guest.baskets.mergeBasket({}));
    expect(refused).toMatchObject({ status: 403, body: { title: 'Forbidden' } });
    const registered = await signIn(KEEPER.email, guest.token.usid);
    expect(
      (await problemOf(registered.baskets.mergeBasket({ parameters: { productItemMergeMode: 'most' as never } })))
        .status,
    ).toBe(400);
  });

  it('works through shopper-baskets v2 and keeps extra shipments', async () => {
    const guest = await guestBasket([{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]);
    await guest.baskets.createShipmentForBasket({
      parameters: { basketId: guest.basketId },
      body: { shipmentId: 'Shipment1', c_DeliveryInstructions: 'Back door' } as never,
    });
    await guest.baskets.addItemToBasket({
      parameters: { basketId: guest.basketId },
      body: [{ productId: DEMO_PRODUCTS.variant, quantity: 1, shipmentId: 'Shipment1' }],
    });
    const registered = await signIn(KEEPER.email, guest.token.usid);
    const merged = await registered.basketsV2.mergeBasket({ parameters: { createDestinationBasket: true } });
    expect(merged.shipments!.map((shipment) => shipment.shipmentId)).toEqual(['me', 'Shipment1']);
    expect(merged.shipments![1]).toMatchObject({ c_DeliveryInstructions: 'Back door' });
    expect(merged.productItems!.map((item) => [item.productId, item.shipmentId])).toEqual([
      [DEMO_PRODUCTS.simpleItem, 'me'],
      [DEMO_PRODUCTS.variant, 'Shipment1'],
    ]);
  });
});

describe('basket transfer', () => {
  it('hands the guest basket over, or answers 409 when the shopper already has one', async () => {
    const guest = await guestBasket([{ productId: DEMO_PRODUCTS.variant, quantity: 1 }]);
    await guest.baskets.updateCustomerForBasket({
      parameters: { basketId: guest.basketId },
      body: { email: 'guest.typed@example.com' },
    });
    const registered = await signIn(MOVER.email, guest.token.usid);
    const moved = await registered.baskets.transferBasket({});
    expect(moved.basketId).toBe(guest.basketId);
    expect(moved.customerInfo).toMatchObject({
      customerId: MOVER.id,
      customerNo: MOVER.no,
      email: 'guest.typed@example.com',
    });
    expect((await problemOf(guest.baskets.getBasket({ parameters: { basketId: guest.basketId } }))).status).toBe(400);

    const second = await guestBasket([{ productId: DEMO_PRODUCTS.simpleItem, quantity: 3 }]);
    const registeredAgain = await signIn(MOVER.email, second.token.usid);
    const refused = await problemOf(registeredAgain.baskets.transferBasket({}));
    expect(refused.status).toBe(409);
    const mergedTransfer = await registeredAgain.baskets.transferBasket({ parameters: { merge: true } });
    expect(mergedTransfer.basketId).toBe(second.basketId);
    expect(quantities(mergedTransfer)).toEqual({ [DEMO_PRODUCTS.simpleItem]: 3, [DEMO_PRODUCTS.variant]: 1 });
    expect(
      (await problemOf(registeredAgain.baskets.getBasket({ parameters: { basketId: guest.basketId } }))).status,
    ).toBe(404);

    const third = await guestBasket([{ productId: DEMO_PRODUCTS.lowStockItem, quantity: 1 }]);
    const registeredThird = await signIn(MOVER.email, third.token.usid);
    const overridden = await registeredThird.baskets.transferBasket({ parameters: { overrideExisting: true } });
    expect(quantities(overridden)).toEqual({ [DEMO_PRODUCTS.lowStockItem]: 1 });
    expect(
      (await problemOf(registeredThird.baskets.getBasket({ parameters: { basketId: second.basketId } }))).status,
    ).toBe(404);
  });
});

/** Calls a basket custom API through the SDK helper, as the storefront does. */
async function customApi<T = Basket>(
  accessToken: string,
  apiName: string,
  endpointPath: string,
  options: { method: 'GET' | 'POST'; parameters?: Record<string, string>; body?: unknown },
): Promise<T> {
  const config = clientConfig(sandbox, { accessToken });
  return (await helpers.callCustomEndpoint({
    options: {
      method: options.method,
      parameters: options.parameters ?? {},
      customApiPathParameters: { apiName, endpointPath },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    },
    clientConfig: { ...config, headers: { authorization: `Bearer ${accessToken}` } },
  })) as T;
}

describe('custom API shipping v1 gift-message', () => {
  it('sets gift messages per shipment and clears them with an empty message', async () => {
    const guest = await guestBasket([{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]);
    await guest.baskets.createShipmentForBasket({ parameters: { basketId: guest.basketId }, body: {} });
    const token = guest.token.access_token;
    const parameters = { basketId: guest.basketId };
    let basket = await customApi(token, 'shipping', 'gift-message', {
      method: 'POST',
      parameters,
      body: [
        { shipment_id: 'me', giftMessage: 'Happy Birthday Mum\nLove from all 3 of us' },
        { shipment_id: 'Shipment1', giftMessage: 'Joyeux Noël' },
      ],
    });
    expect(basket.shipments!.map((shipment) => [shipment.shipmentId, shipment.gift, shipment.giftMessage])).toEqual([
      ['me', true, 'Happy Birthday Mum\nLove from all 3 of us'],
      ['Shipment1', true, 'Joyeux Noël'],
    ]);
    basket = await customApi(token, 'shipping', 'gift-message', {
      method: 'POST',
      parameters,
      body: { shipments: [{ shipment_id: 'Shipment1', giftMessage: '' }] },
    });
    expect(basket.shipments![1]).toMatchObject({ gift: false });
    expect(basket.shipments![1]).not.toHaveProperty('giftMessage');
  });

  it('refuses special characters and messages over 150 characters, changing nothing', async () => {
    const guest = await guestBasket([{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]);
    const token = guest.token.access_token;
    const parameters = { basketId: guest.basketId };
    const special = await problemOf(
      customApi(token, 'shipping', 'gift-message', {
        method: 'POST',
        parameters,
        body: [
          { shipment_id: 'me', giftMessage: 'Fine' },
          { shipment_id: 'me', giftMessage: 'Happy Birthday!' },
        ],
      }),
    );
    expect(special).toEqual({
      status: 400,
      body: expect.objectContaining({
        title: 'Invalid Gift Message',
        detail: 'Messages can only contain letters and numbers. Please remove any special characters to continue.',
        shipmentId: 'me',
      }),
    });
    const long = await problemOf(
      customApi(token, 'shipping', 'gift-message', {
        method: 'POST',
        parameters,
        body: [{ shipment_id: 'me', giftMessage: 'a'.repeat(151) }],
      }),
    );
    expect(long).toMatchObject({ status: 400, body: { detail: 'Messages can be at most 150 characters long.' } });
    expect(
      (await guest.baskets.getBasket({ parameters: { basketId: guest.basketId } })).shipments![0],
    ).not.toHaveProperty('giftMessage');
    expect(
      (
        await problemOf(
          customApi(token, 'shipping', 'gift-message', {
            method: 'POST',
            parameters,
            body: [{ shipment_id: 'Shipment7', giftMessage: 'Hi' }],
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await problemOf(
          customApi(token, 'shipping', 'gift-message', { method: 'POST', parameters, body: [{ giftMessage: 'Hi' }] }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          customApi(token, 'shipping', 'gift-message', {
            method: 'POST',
            parameters,
            body: [{ shipment_id: 'me', giftMessage: 42 }],
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          customApi(token, 'shipping', 'gift-message', {
            method: 'POST',
            body: [{ shipment_id: 'me', giftMessage: 'Hi' }],
          }),
        )
      ).status,
    ).toBe(400);
    const stranger = await guestClients(sandbox);
    expect(
      (
        await problemOf(
          customApi(stranger.token.access_token, 'shipping', 'gift-message', {
            method: 'POST',
            parameters,
            body: [{ shipment_id: 'me', giftMessage: 'Hi' }],
          }),
        )
      ).status,
    ).toBe(400);
  });
});

describe('custom API shipping v1 update', () => {
  it("bulk-updates shipments' c_ attributes", async () => {
    const guest = await guestBasket([{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]);
    await guest.baskets.createShipmentForBasket({ parameters: { basketId: guest.basketId }, body: {} });
    const token = guest.token.access_token;
    const parameters = { basketId: guest.basketId };
    const basket = await customApi(token, 'shipping', 'update', {
      method: 'POST',
      parameters,
      body: {
        shipments: [
          {
            shipment_id: 'me',
            c_DeliveryInstructions: 'Ring twice',
            c_DATE_WANTED: '2026-12-20',
            c_isCalendarSelection: true,
          },
          { shipmentId: 'Shipment1', c_pickupFirstName: 'Ann', c_pickupEmail: 'ann@example.com' },
        ],
      },
    });
    expect(basket.shipments![0]).toMatchObject({
      c_DeliveryInstructions: 'Ring twice',
      c_DATE_WANTED: '2026-12-20',
      c_isCalendarSelection: true,
    });
    expect(basket.shipments![1]).toMatchObject({ c_pickupFirstName: 'Ann', c_pickupEmail: 'ann@example.com' });
    const cleared = await customApi(token, 'shipping', 'update', {
      method: 'POST',
      parameters,
      body: [{ shipment_id: 'me', c_DeliveryInstructions: null }],
    });
    expect(cleared.shipments![0]).not.toHaveProperty('c_DeliveryInstructions');
    const refused = await problemOf(
      customApi(token, 'shipping', 'update', {
        method: 'POST',
        parameters,
        body: [{ shipment_id: 'me', shippingMethod: { id: 'EXPRESS' } }],
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: "'shipments[0]' may only carry shipment_id and c_ attributes, not shippingMethod." },
    });
    expect(
      (
        await problemOf(
          customApi(token, 'shipping', 'update', { method: 'POST', parameters, body: { shipments: 'me' } }),
        )
      ).status,
    ).toBe(400);
  });
});

describe('custom API payment v1 shipping-costs', () => {
  it('prices every method for a destination and the basket subtotal', async () => {
    const guest = await guestBasket([
      { productId: DEMO_PRODUCTS.simpleItem, quantity: 2 },
      { productId: DEMO_PRODUCTS.variant, quantity: 1 },
    ]);
    const token = guest.token.access_token;
    const costs = await customApi<Record<string, unknown>>(token, 'payment', 'shipping-costs', {
      method: 'GET',
      parameters: { basketId: guest.basketId, city: 'Los Angeles', state: 'CA', postal: '90071', country: 'US' },
    });
    expect(costs).toMatchObject({
      basketId: guest.basketId,
      currency: 'USD',
      merchandiseTotal: 34.85,
      destination: { city: 'Los Angeles', stateCode: 'CA', postalCode: '90071', countryCode: 'US' },
      defaultShippingMethodId: 'UPSGT_Disc',
    });
    expect(
      (costs.applicableShippingMethods as Array<{ id: string; price: number }>).map((method) => [
        method.id,
        method.price,
      ]),
    ).toEqual([
      ['UPSGT_Disc', 6.99],
      ['STANDARD', 7.99],
      ['EXPRESS', 14.99],
      ['OVERNIGHT', 24.99],
    ]);
    const hawaii = await customApi<{
      applicableShippingMethods: Array<{ id: string; price: number }>;
      defaultShippingMethodId: string;
    }>(token, 'payment', 'shipping-costs', {
      method: 'GET',
      parameters: { basketId: guest.basketId, city: 'Honolulu', state: 'HI', postal: '96813', country: 'US' },
    });
    expect(hawaii.defaultShippingMethodId).toBe('STANDARD');
    expect(hawaii.applicableShippingMethods.map((method) => [method.id, method.price])).toEqual([
      ['STANDARD', 17.99],
      ['EXPRESS', 34.99],
    ]);
    expect(
      (await problemOf(customApi(token, 'payment', 'shipping-costs', { method: 'GET', parameters: { state: 'CA' } })))
        .status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          customApi(token, 'payment', 'shipping-costs', {
            method: 'GET',
            parameters: { basketId: guest.basketId, country: 'USA' },
          }),
        )
      ).status,
    ).toBe(400);
  });
});

describe('custom API product v1 subscription-optins', () => {
  it('stores the opt-ins as the JSON text of c_subscriptionOptins, one per product', async () => {
    const guest = await guestBasket([{ productId: DEMO_PRODUCTS.subscription, quantity: 1 }]);
    const token = guest.token.access_token;
    const parameters = { basketId: guest.basketId };
    const optin = {
      product: DEMO_PRODUCTS.subscription,
      subscription_info: { components: [] },
      tracking_override: { offer: 'monthly-10', every: 1, every_period: 3 },
    };
    const replaced = { ...optin, tracking_override: { offer: 'monthly-10', every: 2, every_period: 3 } };
    let basket = await customApi(token, 'product', 'subscription-optins', {
      method: 'POST',
      parameters,
      body: [
        optin,
        { product: DEMO_PRODUCTS.variant, tracking_override: { offer: 'o2', every: 4, every_period: 2 } },
        replaced,
      ],
    });
    expect(JSON.parse(basket.c_subscriptionOptins as string)).toEqual([
      replaced,
      {
        product: DEMO_PRODUCTS.variant,
        subscription_info: { components: [] },
        tracking_override: { offer: 'o2', every: 4, every_period: 2 },
      },
    ]);
    basket = await customApi(token, 'product', 'subscription-optins', {
      method: 'POST',
      parameters,
      body: { c_subscriptionOptins: JSON.stringify([optin]) },
    });
    expect(JSON.parse(basket.c_subscriptionOptins as string)).toEqual([optin]);
    basket = await customApi(token, 'product', 'subscription-optins', { method: 'POST', parameters, body: [] });
    expect(basket).not.toHaveProperty('c_subscriptionOptins');
    const refused = await problemOf(
      customApi(token, 'product', 'subscription-optins', {
        method: 'POST',
        parameters,
        body: [{ product: DEMO_PRODUCTS.subscription, tracking_override: { offer: 'x', every: 0, every_period: 3 } }],
      }),
    );
    expect(refused.status).toBe(400);
    expect(
      (
        await problemOf(
          customApi(token, 'product', 'subscription-optins', {
            method: 'POST',
            parameters,
            body: [{ tracking_override: { every: 1, every_period: 1 } }],
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          customApi(token, 'product', 'subscription-optins', {
            method: 'POST',
            parameters,
            body: { c_subscriptionOptins: '{oops' },
          }),
        )
      ).status,
    ).toBe(400);
  });

  it('refuses a product that is not eligible (no c_enableSubscription) or unknown, and changes nothing', async () => {
    const guest = await guestBasket([{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]);
    const token = guest.token.access_token;
    const parameters = { basketId: guest.basketId };
    const optin = (product: string) => ({ product, tracking_override: { offer: 'o', every: 1, every_period: 3 } });
    await customApi(token, 'product', 'subscription-optins', {
      method: 'POST',
      parameters,
      body: [optin(DEMO_PRODUCTS.subscription)],
    });
    for (const product of [DEMO_PRODUCTS.simpleItem, '99999']) {
      const refused = await problemOf(
        customApi(token, 'product', 'subscription-optins', {
          method: 'POST',
          parameters,
          body: [optin(DEMO_PRODUCTS.subscription), optin(product)],
        }),
      );
      expect(refused).toMatchObject({
        status: 400,
        body: { title: 'Product Not Eligible For Subscription', productId: product },
      });
      expect(refused.body.type).toMatch(/\/product-not-eligible-for-subscription$/);
    }
    const basket = await guest.baskets.getBasket({ parameters });
    expect(JSON.parse(basket.c_subscriptionOptins as string)).toEqual([
      { ...optin(DEMO_PRODUCTS.subscription), subscription_info: { components: [] } },
    ]);
  });
});
