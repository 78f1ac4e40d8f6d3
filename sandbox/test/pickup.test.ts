/**
 * Store pickup through shopper-baskets and shopper-orders, as the storefront does it (catalog spec §4
 * "Add to bag", checkout spec §4 "Multi-ship and pickup", §5): a pick-up shipment with the shop's
 * address, lines from the shop's inventory list, the pick-up person, then the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperBasketsTypes } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { destinationLines } from '../src/orders/lifecycle.ts';
import { callCustom, guestClients, problemOf, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox('pickup');
});
afterAll(async () => sandbox?.close());

interface StoreDetails {
  stores: Array<{
    id: string;
    name: string;
    address1: string;
    city: string;
    stateCode: string;
    postalCode: string;
    countryCode: string;
    inventoryId: string;
  }>;
}

const PICKUP_PERSON = {
  c_pickupFirstName: 'Pat',
  c_pickupLastName: 'Pick',
  c_pickupPhone: '3105550101',
  c_pickupEmail: 'pat.pick@example.com',
};
const HOME = {
  firstName: 'Lena',
  lastName: 'Park',
  address1: '350 S Grand Ave',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90071',
  countryCode: 'US',
  phone: '2135550100',
};

describe('store pickup', () => {
  it('collects a pickup-only product at a shop next to a shipped line, and orders both', async () => {
    const shopper = await guestClients(sandbox);
    const token = shopper.token.access_token;
    const { stores } = await callCustom<StoreDetails>(sandbox, token, 'stores', 'store-details', {
      parameters: { storeIDs: '1001' },
    });
    const shop = stores[0]!;
    expect(shop.inventoryId).toBe('inventory_m_store_1001');
    const inventory = await callCustom<Record<string, Record<string, { ats: number }>>>(
      sandbox,
      token,
      'stores',
      'store-products-inventory',
      {
        parameters: { productIDs: DEMO_PRODUCTS.pickupOnly, storeIDs: shop.id },
      },
    );
    const ats = inventory[DEMO_PRODUCTS.pickupOnly]![shop.id]!.ats;
    expect(ats).toBeGreaterThan(2);

    const { basketId } = await shopper.baskets.createBasket({ body: {} });
    const parameters = { basketId: basketId! };
    let basket = await shopper.baskets.createShipmentForBasket({
      parameters,
      body: {
        shipmentId: 'pickup',
        c_fromStoreId: shop.id,
        shippingAddress: {
          firstName: shop.name,
          lastName: shop.name,
          address1: shop.address1,
          city: shop.city,
          stateCode: shop.stateCode,
          postalCode: shop.postalCode,
          countryCode: shop.countryCode,
          c_storeId: shop.id,
        },
        shippingMethod: { id: 'PICKUP' },
      } as ShopperBasketsTypes.Shipment,
    });
    basket = await shopper.baskets.addItemToBasket({
      parameters,
      body: [
        {
          productId: DEMO_PRODUCTS.pickupOnly,
          quantity: 2,
          shipmentId: 'pickup',
          inventoryId: shop.inventoryId,
          c_fromStoreId: shop.id,
        } as ShopperBasketsTypes.ProductItem,
        { productId: DEMO_PRODUCTS.simpleItem, quantity: 1, shipmentId: 'me' },
      ],
    });
    expect(basket.productItems!.map((item) => [item.productId, item.shipmentId, item.quantity])).toEqual([
      [DEMO_PRODUCTS.pickupOnly, 'pickup', 2],
      [DEMO_PRODUCTS.simpleItem, 'me', 1],
    ]);
    // The shop's stock, not the online one, backs the pick-up line.
    expect(basket.c_flashes ?? []).toEqual([]);
    expect(basket.shipments!.find((shipment) => shipment.shipmentId === 'pickup')).toMatchObject({
      shippingMethod: { id: 'PICKUP', price: 0 },
    });

    // A pickup-only product cannot ship.
    const refused = await problemOf(
      shopper.baskets.addItemToBasket({
        parameters,
        body: [{ productId: DEMO_PRODUCTS.pickupOnly, quantity: 1, shipmentId: 'me' }],
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/only available to collect in store/) },
    });

    await shopper.baskets.updateCustomerForBasket({ parameters, body: { email: 'pat.pick@example.com' } });
    await shopper.baskets.updateShippingAddressForShipment({
      parameters: { ...parameters, shipmentId: 'me', useAsBilling: true },
      body: HOME,
    });
    basket = await shopper.baskets.updateShippingMethodForShipment({
      parameters: { ...parameters, shipmentId: 'me' },
      body: { id: 'UPSGT_Disc' },
    });
    const withoutPerson = await problemOf(shopper.orders.createOrder({ body: { basketId: basketId! } }));
    expect(withoutPerson).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/pickup contact is incomplete/) },
    });

    basket = await shopper.baskets.updateShipmentForBasket({
      parameters: { ...parameters, shipmentId: 'pickup' },
      body: PICKUP_PERSON as ShopperBasketsTypes.Shipment,
    });
    expect(basket.shipments!.find((shipment) => shipment.shipmentId === 'pickup')).toMatchObject(PICKUP_PERSON);
    const expirationYear = new Date().getFullYear() + 2;
    const card = await callCustom<{ paymentToken: string; cardType: string; maskedNumber: string }>(
      sandbox,
      token,
      'payment',
      'customer-payment-token',
      {
        body: {
          cardNumber: '4111111111111111',
          expirationMonth: 12,
          expirationYear,
          securityCode: '123',
          holder: 'Pat Pick',
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
          expirationYear,
          holder: 'Pat Pick',
        },
        c_paymentToken: card.paymentToken,
      } as ShopperBasketsTypes.OrderPaymentInstrument,
    });
    const order = await shopper.orders.createOrder({ body: { basketId: basketId! } });
    const pickup = order.shipments!.find((shipment) => shipment.shipmentId === 'pickup')!;
    expect(pickup).toMatchObject({
      ...PICKUP_PERSON,
      c_fromStoreId: shop.id,
      shippingAddress: { c_storeId: shop.id, postalCode: shop.postalCode },
    });
    expect(pickup.trackingNumber).toBeUndefined();

    // The confirmation page reads the order back: the pick-up person stays on it.
    const readBack = await shopper.orders.getOrder({ parameters: { orderNo: order.orderNo! } });
    expect(readBack.shipments!.find((shipment) => shipment.shipmentId === 'pickup')).toMatchObject({
      ...PICKUP_PERSON,
      c_fromStoreId: shop.id,
    });
    // The confirmation mail (sent once the order is paid) says where each line goes.
    expect(destinationLines(readBack as never)).toEqual([
      `Ship to Lena Park, 350 S Grand Ave, Los Angeles, CA 90071: 1 × ${basket.productItems![1]!.productName}`,
      `Pick up at ${shop.name} (picked up by Pat Pick): 2 × ${basket.productItems![0]!.productName}`,
    ]);
  });
});
