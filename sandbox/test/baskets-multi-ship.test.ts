import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperBasketsTypes } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { hashPassword } from '../src/slas/passwords.ts';
import { callCustom, clients, guestClients, loginRegistered, problemOf, startTestSandbox } from './harness.ts';

type Basket = ShopperBasketsTypes.Basket;

/** The calls the storefront's multi-ship makes (checkout spec §4, §7): c_actions batches, adds per shipment, gift messages, methods, merge. */
let sandbox: RunningSandbox;
const PASSWORD = 'Candy!Floss42';
const CUSTOMER = { id: 'multiShipCustomer000000001', no: '99200001', email: 'multi.ship@example.com' };

const ANA = {
  firstName: 'Ana',
  lastName: 'Lee',
  address1: '1 Congress Ave',
  city: 'Austin',
  stateCode: 'TX',
  postalCode: '78701',
  countryCode: 'US',
  phone: '5125550100',
};
const BO = {
  firstName: 'Bo',
  lastName: 'Diaz',
  address1: '20 W 34th St',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10001',
  countryCode: 'US',
  phone: '2125550100',
};
const CY = {
  firstName: 'Cy',
  lastName: 'Park',
  address1: '350 S Grand Ave',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90071',
  countryCode: 'US',
  phone: '2135550100',
};

beforeAll(async () => {
  sandbox = await startTestSandbox('baskets_multi_ship');
  await sandbox.db.query(
    `INSERT INTO customers (id, customer_no, login, password_hash, email_verified, doc) VALUES ($1, $2, $3, $4, true, $5::jsonb) ON CONFLICT (id) DO NOTHING`,
    [
      CUSTOMER.id,
      CUSTOMER.no,
      CUSTOMER.email,
      await hashPassword(PASSWORD),
      JSON.stringify({ firstName: 'Mo', lastName: 'Ship', email: CUSTOMER.email, login: CUSTOMER.email }),
    ],
  );
});
afterAll(async () => sandbox?.close());

const ids = (basket: Basket) => (basket.shipments ?? []).map((shipment) => shipment.shipmentId);
const itemsBy = (basket: Basket) =>
  (basket.productItems ?? []).map((item) => [item.shipmentId, item.productId, item.quantity]);

/** A guest with three recipients: 'me' gets Ana's address, Shipment1 and Shipment2 come in one c_actions batch. */
async function threeRecipients() {
  const guest = await guestClients(sandbox);
  const { basketId } = await guest.baskets.createBasket({ body: {} });
  const parameters = { basketId: basketId! };
  await guest.baskets.updateShippingAddressForShipment({ parameters: { ...parameters, shipmentId: 'me' }, body: ANA });
  const basket = await guest.baskets.updateBasket({
    parameters,
    body: {
      c_actions: JSON.stringify([
        { action: 'addShipments', shipments: [{ shipmentId: 'Shipment1', shippingAddress: BO }] },
        { action: 'addShipments', shipments: [{ shipmentId: 'Shipment2', shippingAddress: CY }] },
      ]),
    },
  });
  return { guest, parameters, basket };
}

describe('multi-ship basket calls', () => {
  it('adds shipments in a batch, an item once per shipment, gift messages and a method per shipment', async () => {
    const { guest, parameters, basket: created } = await threeRecipients();
    expect(ids(created)).toEqual(['me', 'Shipment1', 'Shipment2']);
    expect(created.shipments![1]!.shippingAddress).toMatchObject({ firstName: 'Bo', city: 'New York' });

    // "Add Item to Shipments": one line per selected recipient shipment, in one call.
    let basket = await guest.baskets.addItemToBasket({
      parameters,
      body: ['me', 'Shipment1', 'Shipment2'].map((shipmentId) => ({
        productId: DEMO_PRODUCTS.simpleItem,
        quantity: 2,
        shipmentId,
      })),
    });
    expect(itemsBy(basket)).toEqual([
      ['me', DEMO_PRODUCTS.simpleItem, 2],
      ['Shipment1', DEMO_PRODUCTS.simpleItem, 2],
      ['Shipment2', DEMO_PRODUCTS.simpleItem, 2],
    ]);

    basket = await callCustom<Basket>(sandbox, guest.token.access_token, 'shipping', 'gift-message', {
      parameters,
      body: [
        { shipment_id: 'me', giftMessage: 'Happy birthday Ana' },
        { shipment_id: 'Shipment2', giftMessage: 'Congrats Cy' },
      ],
    });
    expect(basket.shipments!.map((shipment) => shipment.giftMessage ?? null)).toEqual([
      'Happy birthday Ana',
      null,
      'Congrats Cy',
    ]);
    const refused = await problemOf(
      callCustom(sandbox, guest.token.access_token, 'shipping', 'gift-message', {
        parameters,
        body: [{ shipment_id: 'Shipment1', giftMessage: 'Hi!' }],
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        detail: 'Messages can only contain letters and numbers. Please remove any special characters to continue.',
      },
    });

    for (const [shipmentId, id] of [
      ['me', 'UPSGT_Disc'],
      ['Shipment1', 'STANDARD'],
      ['Shipment2', 'EXPRESS'],
    ] as const) {
      const offered = await guest.baskets.getShippingMethodsForShipment({ parameters: { ...parameters, shipmentId } });
      expect(offered.applicableShippingMethods!.map((method) => method.id)).toContain(id);
      basket = await guest.baskets.updateShippingMethodForShipment({
        parameters: { ...parameters, shipmentId },
        body: { id },
      });
    }
    expect(basket.shipments!.map((shipment) => shipment.shippingMethod?.id)).toEqual([
      'UPSGT_Disc',
      'STANDARD',
      'EXPRESS',
    ]);
    expect(basket.shippingItems!.map((item) => item.shipmentId)).toEqual(['me', 'Shipment1', 'Shipment2']);
  });

  it('removes shipments with their items in a batch, and numbers new ones from the smallest free number', async () => {
    const { guest, parameters } = await threeRecipients();
    await guest.baskets.addItemToBasket({
      parameters,
      body: ['Shipment1', 'Shipment2'].map((shipmentId) => ({
        productId: DEMO_PRODUCTS.simpleItem,
        quantity: 1,
        shipmentId,
      })),
    });
    let basket = await guest.baskets.updateBasket({
      parameters,
      body: { c_actions: JSON.stringify([{ action: 'removeShipments', shipmentIds: ['Shipment1'] }]) },
    });
    expect(ids(basket)).toEqual(['me', 'Shipment2']);
    expect(itemsBy(basket)).toEqual([['Shipment2', DEMO_PRODUCTS.simpleItem, 1]]);
    basket = await guest.baskets.updateBasket({
      parameters,
      body: { c_actions: JSON.stringify([{ action: 'addShipments', shipments: [{ shippingAddress: BO }] }]) },
    });
    expect(ids(basket)).toEqual(['me', 'Shipment2', 'Shipment1']);
  });

  it('merges a multi-ship guest basket on login with its shipments and their methods', async () => {
    const { guest, parameters } = await threeRecipients();
    await guest.baskets.addItemToBasket({
      parameters,
      body: ['me', 'Shipment1', 'Shipment2'].map((shipmentId) => ({
        productId: DEMO_PRODUCTS.simpleItem,
        quantity: 1,
        shipmentId,
      })),
    });
    await guest.baskets.updateShippingMethodForShipment({
      parameters: { ...parameters, shipmentId: 'Shipment2' },
      body: { id: 'EXPRESS' },
    });
    const token = await loginRegistered(sandbox, CUSTOMER.email, PASSWORD, guest.token.usid);
    const registered = clients(sandbox, { accessToken: token.access_token });
    const merged = await registered.baskets.mergeBasket({ parameters: { createDestinationBasket: true } });
    expect(ids(merged)).toEqual(['me', 'Shipment1', 'Shipment2']);
    expect(itemsBy(merged).map(([shipmentId]) => shipmentId)).toEqual(['me', 'Shipment1', 'Shipment2']);
    expect(merged.shipments![2]!.shippingMethod?.id).toBe('EXPRESS');
    // Addresses are personal data the merge leaves behind; the storefront sets them again (services/multi-ship.server.ts).
    expect(merged.shipments![1]!.shippingAddress).toBeUndefined();
  });

  it("refuses a recipient beyond the site's recipientLimit (10 on the main shop), in a batch or one by one, and leaves the basket as it was", async () => {
    const guest = await guestClients(sandbox);
    const { basketId } = await guest.baskets.createBasket({ body: {} });
    const parameters = { basketId: basketId! };
    const recipient = (n: number) => ({ ...ANA, firstName: `R${n}`, address1: `${n} Congress Ave` });
    await guest.baskets.updateShippingAddressForShipment({
      parameters: { ...parameters, shipmentId: 'me' },
      body: recipient(1),
    });
    const nine = Array.from({ length: 9 }, (_, index) => ({
      action: 'addShipments',
      shipments: [{ shippingAddress: recipient(index + 2) }],
    }));
    // One batch of ten more: the whole batch is refused.
    const batch = await problemOf(
      guest.baskets.updateBasket({
        parameters,
        body: {
          c_actions: JSON.stringify([
            ...nine,
            { action: 'addShipments', shipments: [{ shippingAddress: recipient(11) }] },
          ]),
        },
      }),
    );
    expect(batch).toMatchObject({ status: 400, body: { title: 'Recipient Limit Exceeded', recipientLimit: 10 } });
    expect(String(batch.body.type)).toMatch(/recipient-limit-exceeded$/);
    expect(ids(await guest.baskets.getBasket({ parameters }))).toEqual(['me']);

    const full = await guest.baskets.updateBasket({ parameters, body: { c_actions: JSON.stringify(nine) } });
    expect(full.shipments).toHaveLength(10);
    const single = await problemOf(
      guest.baskets.createShipmentForBasket({ parameters, body: { shippingAddress: recipient(11) } }),
    );
    expect(single).toMatchObject({ status: 400, body: { title: 'Recipient Limit Exceeded' } });
    // An address for a shipment that had none counts as a recipient too.
    const bare = await guest.baskets.createShipmentForBasket({ parameters, body: {} });
    expect(bare.shipments).toHaveLength(11);
    const named = await problemOf(
      guest.baskets.updateShippingAddressForShipment({
        parameters: { ...parameters, shipmentId: 'Shipment10' },
        body: recipient(11),
      }),
    );
    expect(named.status).toBe(400);

    // Changing a recipient's address at the limit is fine; a removal makes room again.
    await guest.baskets.updateShippingAddressForShipment({
      parameters: { ...parameters, shipmentId: 'Shipment1' },
      body: { ...recipient(2), address1: '2 Changed St' },
    });
    await guest.baskets.updateBasket({
      parameters,
      body: { c_actions: JSON.stringify([{ action: 'removeShipments', shipmentIds: ['Shipment2'] }]) },
    });
    const again = await guest.baskets.updateShippingAddressForShipment({
      parameters: { ...parameters, shipmentId: 'Shipment10' },
      body: recipient(11),
    });
    expect(again.shipments!.filter((shipment) => shipment.shippingAddress?.address1)).toHaveLength(10);
  });
});
