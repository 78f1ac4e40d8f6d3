import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperBasketsTypes } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { clients, guestClients, loginGuest, problemOf, SITE_ID, startTestSandbox } from './harness.ts';

type Basket = ShopperBasketsTypes.Basket;
type Shopper = Awaited<ReturnType<typeof guestClients>>;

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox('baskets');
});
afterAll(async () => sandbox?.close());

const LA = {
  firstName: 'Lena',
  lastName: 'Park',
  address1: '350 S Grand Ave',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90071',
  countryCode: 'US',
  phone: '2135550100',
};
const NYC = {
  firstName: 'Nico',
  lastName: 'Vance',
  address1: '20 W 34th St',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10001',
  countryCode: 'US',
};
const ANCHORAGE = {
  firstName: 'Ada',
  lastName: 'Frost',
  address1: '411 W 4th Ave',
  city: 'Anchorage',
  stateCode: 'AK',
  postalCode: '99501',
  countryCode: 'US',
};
const PO_BOX = {
  firstName: 'Pat',
  lastName: 'Box',
  address1: 'PO Box 1234',
  city: 'Austin',
  stateCode: 'TX',
  postalCode: '78701',
  countryCode: 'US',
};
const TORONTO = {
  firstName: 'Tom',
  lastName: 'Lake',
  address1: '100 Queen St W',
  city: 'Toronto',
  stateCode: 'ON',
  postalCode: 'M5H 2N2',
  countryCode: 'CA',
};

/** A fresh guest with an empty basket. */
async function shopperWithBasket(body: Basket = {}): Promise<Shopper & { basket: Basket; basketId: string }> {
  const shopper = await guestClients(sandbox);
  const basket = await shopper.baskets.createBasket({ body });
  return { ...shopper, basket, basketId: basket.basketId! };
}

async function addItems(shopper: Shopper, basketId: string, items: Array<Record<string, unknown>>): Promise<Basket> {
  return shopper.baskets.addItemToBasket({
    parameters: { basketId },
    body: items as ShopperBasketsTypes.ProductItem[],
  });
}

/** Raw fetch for bodies the SDK cannot send (malformed JSON); the sandbox's answer is what is tested. */
async function rawBasketRequest(shopper: Shopper, method: string, path: string, body: string) {
  const url = new URL(
    `/checkout/shopper-baskets/v1/organizations/${sandbox.config.organizationId}${path}`,
    sandbox.url,
  );
  url.searchParams.set('siteId', SITE_ID);
  return fetch(url, {
    method,
    body,
    headers: { authorization: `Bearer ${shopper.token.access_token}`, 'content-type': 'application/json' },
  });
}

describe.each([
  ['v1', (shopper: Shopper) => shopper.baskets],
  ['v2', (shopper: Shopper) => shopper.basketsV2 as unknown as Shopper['baskets']],
])('shopper-baskets %s lifecycle', (version, api) => {
  it(`creates, fills, prices, ships and deletes a basket (${version})`, async () => {
    const shopper = await guestClients(sandbox);
    const baskets = api(shopper);
    const created = await baskets.createBasket({ body: { c_source: 'test' } });
    expect(created).toMatchObject({
      currency: 'USD',
      customerInfo: { customerId: shopper.token.customer_id },
      channelType: 'storefront',
      taxation: 'net',
      productItems: [],
      shipments: [{ shipmentId: 'me', shippingStatus: 'not_shipped', gift: false }],
      productSubTotal: 0,
      orderTotal: 0,
      c_source: 'test',
    });
    const basketId = created.basketId!;
    expect(basketId).toMatch(/^[A-Za-z0-9]{26}$/);

    let basket = await baskets.addItemToBasket({
      parameters: { basketId },
      body: [
        { productId: DEMO_PRODUCTS.simpleItem, quantity: 2 },
        { productId: DEMO_PRODUCTS.variant, quantity: 1 },
      ],
    });
    expect(
      basket.productItems!.map((item) => [item.productId, item.quantity, item.basePrice, item.price, item.shipmentId]),
    ).toEqual([
      [DEMO_PRODUCTS.simpleItem, 2, 4.95, 9.9, 'me'],
      [DEMO_PRODUCTS.variant, 1, 24.95, 24.95, 'me'],
    ]);
    expect(basket.productItems![1]!.productName).toBe('Dark Chocolate Sea Salt Truffles');
    expect(basket.productSubTotal).toBe(34.85);
    expect(basket.orderTotal).toBeUndefined();

    basket = await baskets.addItemToBasket({
      parameters: { basketId },
      body: [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }],
    });
    expect(basket.productItems).toHaveLength(2);
    const bar = basket.productItems!.find((item) => item.productId === DEMO_PRODUCTS.simpleItem)!;
    expect(bar.quantity).toBe(3);

    basket = await baskets.updateItemInBasket({ parameters: { basketId, itemId: bar.itemId! }, body: { quantity: 2 } });
    expect(basket.productSubTotal).toBe(34.85);

    basket = await baskets.updateCustomerForBasket({ parameters: { basketId }, body: { email: 'lena@example.com' } });
    expect(basket.customerInfo).toEqual({ customerId: shopper.token.customer_id, email: 'lena@example.com' });

    basket = await baskets.updateShippingAddressForShipment({
      parameters: { basketId, shipmentId: 'me', useAsBilling: true },
      body: LA,
    });
    expect(basket.shipments![0]!.shippingAddress).toEqual(LA);
    expect(basket.billingAddress).toEqual(LA);
    expect(basket.taxTotal).toBeUndefined();

    const methods = await baskets.getShippingMethodsForShipment({ parameters: { basketId, shipmentId: 'me' } });
    expect(methods.defaultShippingMethodId).toBe('UPSGT_Disc');
    expect(methods.applicableShippingMethods!.map((method) => [method.id, method.name, method.price])).toEqual([
      ['UPSGT_Disc', 'Ground (discounted)', 6.99],
      ['STANDARD', 'Standard', 7.99],
      ['EXPRESS', 'Express', 14.99],
      ['OVERNIGHT', 'Overnight', 24.99],
    ]);

    basket = await baskets.updateShippingMethodForShipment({
      parameters: { basketId, shipmentId: 'me' },
      body: { id: 'UPSGT_Disc' },
    });
    expect(basket.shipments![0]!.shippingMethod).toMatchObject({
      id: 'UPSGT_Disc',
      name: 'Ground (discounted)',
      price: 6.99,
    });
    // California: 7.25 % on merchandise (0.72 + 1.81), shipping untaxed.
    expect(basket).toMatchObject({
      productSubTotal: 34.85,
      productTotal: 34.85,
      shippingTotal: 6.99,
      merchandizeTotalTax: 2.53,
      shippingTotalTax: 0,
      taxTotal: 2.53,
      orderTotal: 44.37,
      c_paymentAmount: 44.37,
    });
    expect(basket.shippingItems).toEqual([
      expect.objectContaining({ shipmentId: 'me', itemText: 'Shipping', price: 6.99, taxRate: 0, tax: 0 }),
    ]);

    expect(await baskets.getBasket({ parameters: { basketId } })).toEqual(basket);

    basket = await baskets.removeItemFromBasket({ parameters: { basketId, itemId: bar.itemId! } });
    expect(basket.productItems!.map((item) => item.productId)).toEqual([DEMO_PRODUCTS.variant]);
    expect(basket.orderTotal).toBe(33.75);

    const deleted = await baskets.deleteBasket({ parameters: { basketId } }, true);
    expect(deleted.status).toBe(204);
    const gone = await problemOf(baskets.getBasket({ parameters: { basketId } }));
    expect(gone).toEqual({
      status: 404,
      body: expect.objectContaining({ title: 'Basket Not Found', type: expect.stringMatching(/\/basket-not-found$/) }),
    });
  });
});

describe('basket quota and ownership', () => {
  it('refuses a second open basket with Customer Baskets Quota Exceeded', async () => {
    const shopper = await shopperWithBasket();
    const second = await problemOf(shopper.baskets.createBasket({ body: {} }));
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ title: 'Customer Baskets Quota Exceeded', basketIds: shopper.basketId });
    expect(second.body.type).toMatch(/\/customer-baskets-quota-exceeded$/);
    expect(second.body.detail).toContain(shopper.basketId);
  });

  it('keeps baskets per site and answers another site with 404', async () => {
    const shopper = await shopperWithBasket();
    // A token works on its own site only (403 elsewhere); the same shopper signs in to the other site.
    const crossed = clients(sandbox, { accessToken: shopper.token.access_token, siteId: 'volume-savings' });
    expect((await problemOf(crossed.baskets.getBasket({ parameters: { basketId: shopper.basketId } }))).status).toBe(
      403,
    );
    const volumeToken = await loginGuest(sandbox, shopper.token.usid, 'volume-savings');
    expect(volumeToken.customer_id).toBe(shopper.token.customer_id);
    const volume = clients(sandbox, { accessToken: volumeToken.access_token, siteId: 'volume-savings' });
    expect((await problemOf(volume.baskets.getBasket({ parameters: { basketId: shopper.basketId } }))).status).toBe(
      404,
    );
    const own = await volume.baskets.createBasket({ body: {} });
    expect(own.basketId).not.toBe(shopper.basketId);
  });

  it('prices a line at the volume tier its quantity reaches on the volume-savings site, and at the list price elsewhere', async () => {
    const token = await loginGuest(sandbox, undefined, 'volume-savings');
    const volume = clients(sandbox, { accessToken: token.access_token, siteId: 'volume-savings' });
    const { basketId } = await volume.baskets.createBasket({ body: {} });
    const parameters = { basketId: basketId! };
    // 10301 sells at 4.95; its volume tiers are 1 → 4.95, 12 → 4.46, 48 → 3.96 (the product's tieredPrices).
    const product = await volume.products.getProduct({ parameters: { id: DEMO_PRODUCTS.simpleItem } });
    expect(product.tieredPrices?.map((tier) => [tier.quantity, tier.price])).toEqual([
      [1, 4.95],
      [12, 4.46],
      [48, 3.96],
    ]);
    const linePrice = (basket: Basket) =>
      basket.productItems!.map((item) => [item.quantity, item.basePrice, item.price]);
    let basket = await volume.baskets.addItemToBasket({
      parameters,
      body: [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 11 }],
    });
    expect(linePrice(basket)).toEqual([[11, 4.95, 54.45]]);
    const itemId = basket.productItems![0]!.itemId!;
    basket = await volume.baskets.updateItemInBasket({ parameters: { ...parameters, itemId }, body: { quantity: 12 } });
    expect(linePrice(basket)).toEqual([[12, 4.46, 53.52]]);
    expect(basket.productSubTotal).toBe(53.52);
    basket = await volume.baskets.updateItemInBasket({ parameters: { ...parameters, itemId }, body: { quantity: 48 } });
    expect(linePrice(basket)).toEqual([[48, 3.96, 190.08]]);
    basket = await volume.baskets.updateItemInBasket({ parameters: { ...parameters, itemId }, body: { quantity: 2 } });
    expect(linePrice(basket)).toEqual([[2, 4.95, 9.9]]);

    const main = await shopperWithBasket();
    const mainBasket = await addItems(main, main.basketId, [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 48 }]);
    expect(linePrice(mainBasket)).toEqual([[48, 4.95, 237.6]]);
  });

  it("answers another shopper's basket with 400 (as getBasket documents) and an unknown basket with 404", async () => {
    const owner = await shopperWithBasket();
    const stranger = await guestClients(sandbox);
    const refused = await problemOf(stranger.baskets.getBasket({ parameters: { basketId: owner.basketId } }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ title: 'Bad Request', detail: 'The customer is invalid.' });
    expect(
      (
        await problemOf(
          stranger.baskets.addItemToBasket({
            parameters: { basketId: owner.basketId },
            body: [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }],
          }),
        )
      ).status,
    ).toBe(400);
    expect((await problemOf(stranger.baskets.deleteBasket({ parameters: { basketId: owner.basketId } }))).status).toBe(
      400,
    );
    expect((await owner.baskets.getBasket({ parameters: { basketId: owner.basketId } })).productItems).toEqual([]);
    const unknown = await problemOf(
      stranger.baskets.getBasket({ parameters: { basketId: 'doesNotExist0000000000000' } }),
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { title: 'Basket Not Found', detail: "No basket with ID 'doesNotExist0000000000000' could be found." },
    });
  });

  it('needs a shopper token', async () => {
    const anonymous = clients(sandbox);
    expect((await problemOf(anonymous.baskets.createBasket({ body: {} }))).status).toBe(401);
  });
});

describe('adding and changing items', () => {
  it('refuses unsellable products with 400 Product Item Not Available', async () => {
    const shopper = await shopperWithBasket();
    const cases: Array<[string, RegExp]> = [
      ['no-such-product', /is unknown/],
      [DEMO_PRODUCTS.master, /master product/],
      [DEMO_PRODUCTS.comingSoon, /coming soon/],
      [DEMO_PRODUCTS.unsellable, /not sold online/],
      [DEMO_PRODUCTS.inShopOnly, /only available in our shops/],
      [DEMO_PRODUCTS.pickupOnly, /collect in store/],
    ];
    for (const [productId, detail] of cases) {
      const refused = await problemOf(addItems(shopper, shopper.basketId, [{ productId, quantity: 1 }]));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ title: 'Product Item Not Available', productId });
      expect(refused.body.detail).toMatch(detail);
    }
    const basket = await shopper.baskets.getBasket({ parameters: { basketId: shopper.basketId } });
    expect(basket.productItems).toEqual([]);
  });

  it('adds a pickup-only product to a shop pickup line', async () => {
    const shopper = await shopperWithBasket();
    const basket = await addItems(shopper, shopper.basketId, [
      { productId: DEMO_PRODUCTS.pickupOnly, quantity: 1, c_fromStoreId: 'store-0001' },
    ]);
    expect(basket.productItems![0]).toMatchObject({ productId: DEMO_PRODUCTS.pickupOnly, c_fromStoreId: 'store-0001' });
  });

  it('accepts 1 to 999 per line and refuses other quantities with 400', async () => {
    const shopper = await shopperWithBasket();
    for (const quantity of [0, 1000, 2.5, -3, '4']) {
      const refused = await problemOf(
        addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.simpleItem, quantity }]),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.title).toBe('Invalid Product Item Quantity');
    }
    let basket = await addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 999 }]);
    expect(basket.productItems![0]!.quantity).toBe(999);
    const over = await problemOf(
      addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]),
    );
    expect(over.body.detail).toMatch(/would be 1000/);
    const itemId = basket.productItems![0]!.itemId!;
    expect(
      (
        await problemOf(
          shopper.baskets.updateItemInBasket({
            parameters: { basketId: shopper.basketId, itemId },
            body: { quantity: 1000 },
          }),
        )
      ).status,
    ).toBe(400);
    basket = await shopper.baskets.updateItemInBasket({
      parameters: { basketId: shopper.basketId, itemId },
      body: { quantity: 0 },
    });
    expect(basket.productItems).toEqual([]);
  });

  it('adds out-of-stock products and flags the lines (inventory is enforced at order time)', async () => {
    const shopper = await shopperWithBasket();
    const basket = await addItems(shopper, shopper.basketId, [
      { productId: DEMO_PRODUCTS.outOfStockItem, quantity: 1 },
      { productId: DEMO_PRODUCTS.lowStockVariant, quantity: 5 },
      { productId: DEMO_PRODUCTS.simpleItem, quantity: 1 },
    ]);
    expect(basket.productItems!.map((item) => [item.productId, item.inventory, item.c_inventoryExceeded])).toEqual([
      [DEMO_PRODUCTS.outOfStockItem, { id: 'inventory_online', ats: 0, stockLevel: 0, orderable: false }, true],
      [DEMO_PRODUCTS.lowStockVariant, { id: 'inventory_online', ats: 3, stockLevel: 3, orderable: true }, true],
      [DEMO_PRODUCTS.simpleItem, expect.objectContaining({ orderable: true }), false],
    ]);
    expect(basket.c_flashes).toEqual([
      expect.objectContaining({ type: 'InsufficientInventory', message: '"Honeycomb Crunch Bar" is out of stock.' }),
      expect.objectContaining({
        type: 'InsufficientInventory',
        message: 'Only 3 of "Dark Chocolate Sea Salt Truffles" are available.',
      }),
    ]);
  });

  it('enforces per-order limits of sales materials with 400', async () => {
    const shopper = await shopperWithBasket();
    await addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.collateralSmallLimit, quantity: 2 }]);
    const refused = await problemOf(
      addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.collateralSmallLimit, quantity: 1 }]),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        quantityLimit: 2,
        detail: `The product '${DEMO_PRODUCTS.collateralSmallLimit}' is limited to 2 per order.`,
      },
    });
    expect(refused.body.type).toMatch(/\/quantity-limit-exceeded$/);
  });

  it('keeps custom mixes on lines of their own and stores c_ attributes', async () => {
    const shopper = await shopperWithBasket();
    const mixA = JSON.stringify({
      box: [{ pid: DEMO_PRODUCTS.customMixPiece, qty: 10, categoryId: 'custom-mix-pieces' }],
    });
    const mixB = JSON.stringify({
      box: [{ pid: DEMO_PRODUCTS.customMixPiece, qty: 20, categoryId: 'custom-mix-pieces' }],
    });
    let basket = await addItems(shopper, shopper.basketId, [
      { productId: DEMO_PRODUCTS.simpleItem, quantity: 1, c_customMix: mixA },
      { productId: DEMO_PRODUCTS.simpleItem, quantity: 1, c_customMix: mixB },
    ]);
    expect(basket.productItems!.map((item) => item.c_customMix)).toEqual([mixA, mixB]);
    const itemId = basket.productItems![1]!.itemId!;
    basket = await shopper.baskets.updateItemInBasket({
      parameters: { basketId: shopper.basketId, itemId },
      body: { quantity: 2, c_customMix: mixA, price: 1 } as never,
    });
    expect(basket.productItems![1]).toMatchObject({ quantity: 2, c_customMix: mixA, price: 9.9 });
    basket = await shopper.baskets.updateItemInBasket({
      parameters: { basketId: shopper.basketId, itemId },
      body: { c_customMix: null } as never,
    });
    expect(basket.productItems![1]).not.toHaveProperty('c_customMix');
  });

  it('updates several items at once (PATCH /items), all or nothing', async () => {
    const shopper = await shopperWithBasket();
    const basket = await addItems(shopper, shopper.basketId, [
      { productId: DEMO_PRODUCTS.simpleItem, quantity: 1 },
      { productId: DEMO_PRODUCTS.variant, quantity: 1 },
    ]);
    const [first, second] = basket.productItems!;
    const updated = await shopper.baskets.updateItemsInBasket({
      parameters: { basketId: shopper.basketId },
      body: [
        { itemId: first!.itemId!, quantity: 4 },
        { itemId: second!.itemId!, quantity: 0 },
      ] as never,
    });
    expect(updated.productItems!.map((item) => [item.productId, item.quantity])).toEqual([
      [DEMO_PRODUCTS.simpleItem, 4],
    ]);
    const refused = await problemOf(
      shopper.baskets.updateItemsInBasket({
        parameters: { basketId: shopper.basketId },
        body: [
          { itemId: first!.itemId!, quantity: 9 },
          { itemId: 'nope', quantity: 1 },
        ] as never,
      }),
    );
    expect(refused.status).toBe(404);
    expect(
      (await shopper.baskets.getBasket({ parameters: { basketId: shopper.basketId } })).productItems![0]!.quantity,
    ).toBe(4);
  });

  it('answers bad bodies with 400, never 500', async () => {
    const shopper = await shopperWithBasket();
    const { basketId } = shopper;
    expect((await rawBasketRequest(shopper, 'POST', `/baskets/${basketId}/items`, '{"productId":')).status).toBe(400);
    expect(
      (await rawBasketRequest(shopper, 'POST', `/baskets/${basketId}/items`, '{"productId":"10301"}')).status,
    ).toBe(400);
    expect((await rawBasketRequest(shopper, 'POST', `/baskets/${basketId}/items`, '[]')).status).toBe(400);
    expect((await rawBasketRequest(shopper, 'POST', `/baskets/${basketId}/items`, '[42]')).status).toBe(400);
    expect(
      (await rawBasketRequest(shopper, 'POST', `/baskets/${basketId}/items`, '[{"productId":7,"quantity":1}]')).status,
    ).toBe(400);
    expect(
      (
        await rawBasketRequest(
          shopper,
          'POST',
          `/baskets/${basketId}/items`,
          '[{"productId":"10301","quantity":1,"shipmentId":"nowhere"}]',
        )
      ).status,
    ).toBe(400);
    expect(
      (await rawBasketRequest(shopper, 'PUT', `/baskets/${basketId}/customer`, '{"email":"not-an-email"}')).status,
    ).toBe(400);
    expect((await rawBasketRequest(shopper, 'PUT', `/baskets/${basketId}/customer`, '"text"')).status).toBe(400);
    expect((await rawBasketRequest(shopper, 'PUT', `/baskets/${basketId}/billing-address`, '{"city":12}')).status).toBe(
      400,
    );
    expect(
      (await rawBasketRequest(shopper, 'PUT', `/baskets/${basketId}/billing-address`, '{"countryCode":"USA"}')).status,
    ).toBe(400);
    expect(
      (
        await rawBasketRequest(
          shopper,
          'PUT',
          `/baskets/${basketId}/billing-address`,
          JSON.stringify({ address1: 'x'.repeat(300) }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await rawBasketRequest(shopper, 'PATCH', `/baskets/${basketId}`, JSON.stringify({ c_note: 'x'.repeat(20_000) })))
        .status,
    ).toBe(400);
    expect((await rawBasketRequest(shopper, 'PATCH', `/baskets/${basketId}`, '{"currency":"EUR"}')).status).toBe(400);
    expect((await rawBasketRequest(shopper, 'PATCH', `/baskets/${basketId}`, '{"c_bad-name":1}')).status).toBe(400);
    const problem = await rawBasketRequest(
      shopper,
      'POST',
      `/baskets/${basketId}/items`,
      '[{"productId":"10301","quantity":"lots"}]',
    );
    expect(problem.headers.get('content-type')).toContain('application/problem+json');
    expect(await problem.json()).toMatchObject({
      title: 'Invalid Product Item Quantity',
      detail: 'The body[0].quantity must be a whole number.',
    });
  });
});

describe('totals and tax', () => {
  async function pricedBasket(address: Record<string, string>, methodId: string, body: Record<string, unknown> = {}) {
    const shopper = await shopperWithBasket(body);
    await addItems(shopper, shopper.basketId, [
      { productId: DEMO_PRODUCTS.simpleItem, quantity: 2 },
      { productId: DEMO_PRODUCTS.variant, quantity: 1 },
    ]);
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: address,
    });
    return shopper.baskets.updateShippingMethodForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: { id: methodId },
    });
  }

  it('taxes merchandise and shipping in New York (8.875 %)', async () => {
    const basket = await pricedBasket(NYC, 'STANDARD');
    // 9.90 → 0.88, 24.95 → 2.21; shipping 7.99 → 0.71.
    expect(basket).toMatchObject({
      productSubTotal: 34.85,
      shippingTotal: 7.99,
      merchandizeTotalTax: 3.09,
      shippingTotalTax: 0.71,
      taxTotal: 3.8,
      orderTotal: 46.64,
    });
    expect(basket.productItems!.map((item) => [item.taxRate, item.tax, item.adjustedTax, item.taxBasis])).toEqual([
      [0.08875, 0.88, 0.88, 9.9],
      [0.08875, 2.21, 2.21, 24.95],
    ]);
  });

  it('prices a Canadian basket in CAD with Ontario HST on merchandise and shipping', async () => {
    const basket = await pricedBasket(TORONTO, 'STANDARD', { currency: 'CAD' });
    // 13.46 + 33.99 = 47.45; shipping 10.99; HST 13 %: 1.75 + 4.42 + 1.43.
    expect(basket).toMatchObject({
      currency: 'CAD',
      productSubTotal: 47.45,
      shippingTotal: 10.99,
      merchandizeTotalTax: 6.17,
      shippingTotalTax: 1.43,
      taxTotal: 7.6,
      orderTotal: 66.04,
    });
  });

  it('chooses CAD for a non-US locale and reprices when the currency changes', async () => {
    const shopper = await guestClients(sandbox);
    const created = await shopper.baskets.createBasket({ parameters: { locale: 'en-CA' }, body: {} });
    expect(created.currency).toBe('CAD');
    await addItems(shopper, created.basketId!, [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]);
    const usd = await shopper.baskets.updateBasket({
      parameters: { basketId: created.basketId! },
      body: { currency: 'USD' },
    });
    expect(usd).toMatchObject({ currency: 'USD', productSubTotal: 4.95 });
  });

  it('shows the next threshold discounts as c_approachingDiscounts', async () => {
    const shopper = await shopperWithBasket();
    const basket = await addItems(shopper, shopper.basketId, [
      { productId: DEMO_PRODUCTS.simpleItem, quantity: 2 },
      { productId: DEMO_PRODUCTS.variant, quantity: 1 },
    ]);
    expect(basket.shipments![0]!.c_approachingDiscounts).toEqual([
      {
        promotionId: 'treat15-orders-150',
        itemText: '$15 off orders of $150 or more',
        remain: 115.15,
        threshold: 150,
        merchandiseTotal: 34.85,
      },
      {
        promotionId: 'free-shipping-75',
        itemText: 'Free standard shipping on orders over $75',
        remain: 40.15,
        threshold: 75,
        merchandiseTotal: 34.85,
      },
    ]);
    const over = await addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.subscription, quantity: 1 }]);
    expect(over.shipments![0]!.c_approachingDiscounts).toEqual([
      expect.objectContaining({ promotionId: 'treat15-orders-150', remain: 60.2 }),
    ]);
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: LA,
    });
    const shipped = await shopper.baskets.updateShippingMethodForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: { id: 'UPSGT_Disc' },
    });
    expect(shipped.shippingItems![0]).toMatchObject({
      basePrice: 8.99,
      priceAfterItemDiscount: 0,
      priceAdjustments: [expect.objectContaining({ promotionId: 'free-shipping-75', price: -8.99 })],
    });
    expect(shipped.shippingTotal).toBe(0);
  });
});

describe('coupons', () => {
  async function fiftyDollarBasket() {
    const shopper = await shopperWithBasket();
    await addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.subscription, quantity: 1 }]);
    return shopper;
  }

  it('applies SWEET10 as an order price adjustment', async () => {
    const shopper = await fiftyDollarBasket();
    const basket = await shopper.baskets.addCouponToBasket({
      parameters: { basketId: shopper.basketId },
      body: { code: 'sweet10' },
    });
    expect(basket.couponItems).toEqual([
      { code: 'SWEET10', couponItemId: expect.any(String), statusCode: 'applied', valid: true },
    ]);
    expect(basket.orderPriceAdjustments).toEqual([
      expect.objectContaining({
        promotionId: 'sweet10-orders-50',
        couponCode: 'SWEET10',
        itemText: '10% off orders of $50 or more',
        price: -5.5,
        appliedDiscount: { type: 'percentage', percentage: 10 },
      }),
    ]);
    expect(basket).toMatchObject({ productSubTotal: 54.95, productTotal: 49.45 });
    expect(basket.productItems![0]!.priceAfterOrderDiscount).toBe(49.45);

    const removed = await shopper.baskets.removeCouponFromBasket({
      parameters: { basketId: shopper.basketId, couponItemId: basket.couponItems![0]!.couponItemId! },
    });
    expect(removed.couponItems).toBeUndefined();
    expect(removed.orderPriceAdjustments).toBeUndefined();
    expect(removed.productTotal).toBe(54.95);
  });

  it('adds a valid code that does not apply with no_applicable_promotion', async () => {
    const shopper = await fiftyDollarBasket();
    const basket = await shopper.baskets.addCouponToBasket({
      parameters: { basketId: shopper.basketId },
      body: { code: 'CORPORATE15' },
    });
    expect(basket.couponItems).toEqual([
      { code: 'CORPORATE15', couponItemId: expect.any(String), statusCode: 'no_applicable_promotion', valid: true },
    ]);
    expect(basket.productTotal).toBe(54.95);
  });

  it('refuses unknown, expired and repeated codes with 400 Invalid Coupon Code', async () => {
    const shopper = await fiftyDollarBasket();
    const unknown = await problemOf(
      shopper.baskets.addCouponToBasket({ parameters: { basketId: shopper.basketId }, body: { code: 'NOSUCHCODE' } }),
    );
    expect(unknown).toMatchObject({
      status: 400,
      body: { title: 'Invalid Coupon Code', detail: "The coupon code 'NOSUCHCODE' is unknown." },
    });
    expect(unknown.body.type).toMatch(/\/invalid-coupon-code$/);
    const expired = await problemOf(
      shopper.baskets.addCouponToBasket({ parameters: { basketId: shopper.basketId }, body: { code: 'HOLIDAY25' } }),
    );
    expect(expired).toMatchObject({
      status: 400,
      body: { title: 'Invalid Coupon Code', detail: "The coupon code 'HOLIDAY25' has no active promotion." },
    });
    await shopper.baskets.addCouponToBasket({ parameters: { basketId: shopper.basketId }, body: { code: 'FREESHIP' } });
    const again = await problemOf(
      shopper.baskets.addCouponToBasket({ parameters: { basketId: shopper.basketId }, body: { code: 'freeship' } }),
    );
    expect(again).toMatchObject({
      status: 400,
      body: { detail: "The coupon code 'freeship' is already in the basket." },
    });
    const empty = await problemOf(
      shopper.baskets.addCouponToBasket({ parameters: { basketId: shopper.basketId }, body: { code: '' } }),
    );
    expect(empty.status).toBe(400);
    expect(
      (
        await problemOf(
          shopper.baskets.removeCouponFromBasket({ parameters: { basketId: shopper.basketId, couponItemId: 'nope' } }),
        )
      ).status,
    ).toBe(404);
  });

  it('takes CHOC20 off chocolate lines and FREESHIP off ground shipping', async () => {
    const shopper = await shopperWithBasket();
    await addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 2 }]);
    await shopper.baskets.addCouponToBasket({ parameters: { basketId: shopper.basketId }, body: { code: 'CHOC20' } });
    await shopper.baskets.addCouponToBasket({ parameters: { basketId: shopper.basketId }, body: { code: 'FREESHIP' } });
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: { ...LA, stateCode: 'OR', city: 'Portland', postalCode: '97201' },
    });
    const basket = await shopper.baskets.updateShippingMethodForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: { id: 'UPSGT_Disc' },
    });
    expect(basket.productItems![0]).toMatchObject({
      price: 9.9,
      priceAfterItemDiscount: 7.92,
      priceAdjustments: [
        expect.objectContaining({ promotionId: 'choc20-chocolate', couponCode: 'CHOC20', price: -1.98 }),
      ],
    });
    expect(basket.shippingItems![0]).toMatchObject({ price: 6.99, priceAfterItemDiscount: 0 });
    expect(basket.couponItems!.map((coupon) => coupon.statusCode)).toEqual(['applied', 'applied']);
    expect(basket).toMatchObject({ productSubTotal: 7.92, shippingTotal: 0, taxTotal: 0, orderTotal: 7.92 });
  });
});

describe('shipping methods', () => {
  it('offers no discounted ground or overnight to Alaska, defaulting to STANDARD', async () => {
    const shopper = await shopperWithBasket();
    await addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]);
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: ANCHORAGE,
    });
    const methods = await shopper.baskets.getShippingMethodsForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
    });
    expect(methods).toMatchObject({ defaultShippingMethodId: 'STANDARD' });
    expect(methods.applicableShippingMethods!.map((method) => [method.id, method.price])).toEqual([
      ['STANDARD', 17.99],
      ['EXPRESS', 34.99],
    ]);
    const refused = await problemOf(
      shopper.baskets.updateShippingMethodForShipment({
        parameters: { basketId: shopper.basketId, shipmentId: 'me' },
        body: { id: 'OVERNIGHT' },
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        title: 'Invalid Shipping Method',
        detail: "The shipping method 'OVERNIGHT' is not applicable to shipment 'me'.",
      },
    });
  });

  it('ships PO boxes by STANDARD only and refuses unknown methods', async () => {
    const shopper = await shopperWithBasket();
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: PO_BOX,
    });
    const methods = await shopper.baskets.getShippingMethodsForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
    });
    expect(methods.applicableShippingMethods!.map((method) => method.id)).toEqual(['STANDARD']);
    expect(
      (
        await problemOf(
          shopper.baskets.updateShippingMethodForShipment({
            parameters: { basketId: shopper.basketId, shipmentId: 'me' },
            body: { id: 'TELEPORT' },
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          shopper.baskets.getShippingMethodsForShipment({
            parameters: { basketId: shopper.basketId, shipmentId: 'Shipment9' },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('flags a method the new address does not allow', async () => {
    const shopper = await shopperWithBasket();
    await addItems(shopper, shopper.basketId, [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 1 }]);
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: LA,
    });
    await shopper.baskets.updateShippingMethodForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: { id: 'OVERNIGHT' },
    });
    const basket = await shopper.baskets.updateShippingAddressForShipment({
      parameters: { basketId: shopper.basketId, shipmentId: 'me' },
      body: ANCHORAGE,
    });
    expect(basket.c_flashes).toEqual([
      expect.objectContaining({
        type: 'ShippingMethodNotApplicable',
        details: { shipmentId: 'me', shippingMethodId: 'OVERNIGHT' },
      }),
    ]);
  });
});

describe('shipments', () => {
  it('creates Shipment{n} with the smallest free number, moves items and removes shipments', async () => {
    const shopper = await shopperWithBasket();
    const { baskets } = shopper;
    const parameters = { basketId: shopper.basketId };
    let basket = await baskets.createShipmentForBasket({
      parameters,
      body: { shippingAddress: NYC, c_DeliveryInstructions: 'Leave with the doorman' } as never,
    });
    expect(basket.shipments!.map((shipment) => shipment.shipmentId)).toEqual(['me', 'Shipment1']);
    expect(basket.shipments![1]).toMatchObject({
      shippingAddress: NYC,
      c_DeliveryInstructions: 'Leave with the doorman',
      gift: false,
    });
    basket = await baskets.createShipmentForBasket({
      parameters,
      body: { shipmentId: 'Shipment3', gift: true, giftMessage: 'Enjoy' },
    });
    basket = await baskets.createShipmentForBasket({ parameters, body: {} });
    expect(basket.shipments!.map((shipment) => shipment.shipmentId)).toEqual([
      'me',
      'Shipment1',
      'Shipment3',
      'Shipment2',
    ]);
    expect(
      (await problemOf(baskets.createShipmentForBasket({ parameters, body: { shipmentId: 'Shipment1' } }))).status,
    ).toBe(400);

    basket = await addItems(shopper, shopper.basketId, [
      { productId: DEMO_PRODUCTS.simpleItem, quantity: 1 },
      { productId: DEMO_PRODUCTS.variant, quantity: 1, shipmentId: 'Shipment1' },
    ]);
    const bar = basket.productItems![0]!;
    basket = await baskets.updateItemInBasket({
      parameters: { ...parameters, itemId: bar.itemId! },
      body: { shipmentId: 'Shipment3' } as never,
    });
    expect(basket.productItems!.map((item) => item.shipmentId)).toEqual(['Shipment3', 'Shipment1']);
    expect(basket.shipments!.find((shipment) => shipment.shipmentId === 'Shipment1')!.productSubTotal).toBe(24.95);

    basket = await baskets.updateShipmentForBasket({
      parameters: { ...parameters, shipmentId: 'Shipment1' },
      body: { shippingMethod: { id: 'EXPRESS' }, c_pickupFirstName: 'Nico' } as never,
    });
    expect(basket.shipments![1]).toMatchObject({
      shippingMethod: { id: 'EXPRESS', price: 14.99 },
      c_pickupFirstName: 'Nico',
    });

    const me = await problemOf(baskets.removeShipmentFromBasket({ parameters: { ...parameters, shipmentId: 'me' } }));
    expect(me).toMatchObject({ status: 400, body: { detail: "The default shipment 'me' can't be removed." } });
    basket = await baskets.removeShipmentFromBasket({ parameters: { ...parameters, shipmentId: 'Shipment1' } });
    expect(basket.shipments!.map((shipment) => shipment.shipmentId)).toEqual(['me', 'Shipment3', 'Shipment2']);
    expect(basket.productItems!.map((item) => item.productId)).toEqual([DEMO_PRODUCTS.simpleItem]);
    basket = await baskets.createShipmentForBasket({ parameters, body: {} });
    expect(basket.shipments!.map((shipment) => shipment.shipmentId)).toContain('Shipment1');
  });

  it('runs c_actions batches in order, atomically', async () => {
    const shopper = await shopperWithBasket();
    const parameters = { basketId: shopper.basketId };
    await shopper.baskets.createShipmentForBasket({ parameters, body: {} });
    const shipNow = {
      preferedMethod: 'EXPRESS',
      expeditedMethod: 'OVERNIGHT',
      standardMethod: 'STANDARD',
      date: '2026-12-01',
      timestamp: 1764547200000,
      secondaryDeliveries: [],
    };
    let basket = await shopper.baskets.updateBasket({
      parameters,
      body: {
        c_giftWrapNote: 'ribbon',
        // The SDK types c_ attributes as scalars, string arrays or objects, so a batch travels as JSON text.
        c_actions: JSON.stringify([
          {
            action: 'addShipments',
            shipments: [
              { shippingAddress: NYC },
              { shipmentId: 'Office', shippingAddress: LA, shippingMethod: { id: 'STANDARD' } },
            ],
          },
          { action: 'removeShipments', shipmentIds: ['Shipment1'] },
          { action: 'shipNow', shipmentId: 'Office', c_shipnow: shipNow },
        ]),
      },
    });
    expect(basket.shipments!.map((shipment) => shipment.shipmentId)).toEqual(['me', 'Shipment2', 'Office']);
    expect(basket.shipments![2]).toMatchObject({ shippingMethod: { id: 'STANDARD' }, c_shipnow: shipNow });
    expect(basket.c_giftWrapNote).toBe('ribbon');
    expect(basket).not.toHaveProperty('c_actions');

    const failing = await problemOf(
      shopper.baskets.updateBasket({
        parameters,
        body: {
          c_actions: [
            { action: 'addShipments', shipments: [{ shipmentId: 'Extra' }] },
            { action: 'removeShipments', shipmentIds: ['Nowhere'] },
          ],
        } as never,
      }),
    );
    expect(failing).toMatchObject({
      status: 400,
      body: { detail: "'c_actions[1].shipmentIds[0]': the shipment 'Nowhere' doesn't exist in the basket." },
    });
    basket = await shopper.baskets.getBasket({ parameters });
    expect(basket.shipments!.map((shipment) => shipment.shipmentId)).toEqual(['me', 'Shipment2', 'Office']);
    expect(
      (
        await problemOf(
          shopper.baskets.updateBasket({ parameters, body: { c_actions: [{ action: 'explode' }] } as never }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await problemOf(shopper.baskets.updateBasket({ parameters, body: { c_actions: '[not json' } }))).status,
    ).toBe(400);
  });
});

describe('payment instruments and methods', () => {
  it('stores payment instruments and lists the payment methods', async () => {
    const shopper = await shopperWithBasket();
    const parameters = { basketId: shopper.basketId };
    const methods = await shopper.baskets.getPaymentMethodsForBasket({ parameters });
    const ids = methods.applicablePaymentMethods!.map((method) => method.id);
    expect(ids).toEqual(expect.arrayContaining(['CREDIT_CARD', 'GIFTCARD', 'PayPal', 'KLARNA', 'DW_APPLE_PAY']));
    expect(
      methods
        .applicablePaymentMethods!.find((method) => method.id === 'CREDIT_CARD')!
        .cards!.map((card) => card.cardType),
    ).toEqual(['Visa', 'Master Card', 'Amex', 'Discover']);

    let basket = await shopper.baskets.addPaymentInstrumentToBasket({
      parameters,
      body: {
        paymentMethodId: 'CREDIT_CARD',
        amount: 12.5,
        paymentCard: {
          cardType: 'Visa',
          maskedNumber: '************1111',
          expirationMonth: 12,
          expirationYear: 2031,
          holder: 'Lena Park',
        },
      },
    });
    const instrument = basket.paymentInstruments![0]!;
    expect(instrument).toMatchObject({
      paymentMethodId: 'CREDIT_CARD',
      amount: 12.5,
      paymentCard: { cardType: 'Visa', numberLastDigits: '1111', creditCardExpired: false, holder: 'Lena Park' },
    });
    basket = await shopper.baskets.updatePaymentInstrumentInBasket({
      parameters: { ...parameters, paymentInstrumentId: instrument.paymentInstrumentId! },
      body: { amount: 20 } as never,
    });
    expect(basket.paymentInstruments![0]).toMatchObject({
      paymentInstrumentId: instrument.paymentInstrumentId,
      amount: 20,
      paymentCard: { cardType: 'Visa' },
    });
    basket = await shopper.baskets.removePaymentInstrumentFromBasket({
      parameters: { ...parameters, paymentInstrumentId: instrument.paymentInstrumentId! },
    });
    expect(basket.paymentInstruments).toBeUndefined();

    const unknown = await problemOf(
      shopper.baskets.addPaymentInstrumentToBasket({ parameters, body: { paymentMethodId: 'BARTER' } }),
    );
    expect(unknown).toMatchObject({ status: 400, body: { title: 'Invalid Payment Method' } });
    expect(
      (await problemOf(shopper.baskets.addPaymentInstrumentToBasket({ parameters, body: { amount: 5 } }))).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          shopper.baskets.addPaymentInstrumentToBasket({
            parameters,
            body: { paymentMethodId: 'CREDIT_CARD', amount: -1 },
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          shopper.baskets.addPaymentInstrumentToBasket({
            parameters,
            body: { paymentMethodId: 'CREDIT_CARD', paymentCard: { expirationMonth: 13 } },
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          shopper.baskets.removePaymentInstrumentFromBasket({
            parameters: { ...parameters, paymentInstrumentId: 'nope' },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('lists the basket price books', async () => {
    const shopper = await shopperWithBasket({ currency: 'CAD' });
    expect(await shopper.baskets.getPriceBooksForBasket({ parameters: { basketId: shopper.basketId } })).toEqual([
      'cad-list-prices',
      'cad-sale-prices',
    ]);
  });
});
