import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from '~/models/address-rules.ts';
import type { Basket, BasketShipment } from '~/models/basket.ts';
import { MESSAGES } from '~/models/messages.ts';
import { orderLines, shipmentViews, withDestinations } from '~/models/order-view.ts';
import {
  isCollectedOnly,
  pickupPersonAttributes,
  pickupPersonOf,
  pickupShopView,
  pickupShipmentWithItems,
} from '~/models/pickup.ts';
import { customerPickupSchema, guestPickupSchema, guestShippingWithPickupSchema } from '~/models/pickup-forms.ts';

const SHOP_ADDRESS = {
  firstName: 'Sweet Shop — Santa Monica Place',
  lastName: 'Sweet Shop — Santa Monica Place',
  companyName: 'Sweet Shop — Santa Monica Place',
  address1: '395 Santa Monica Pl',
  city: 'Santa Monica',
  stateCode: 'CA',
  postalCode: '90401',
  countryCode: 'US',
  c_storeId: '1001',
};
const PERSON = {
  c_pickupFirstName: 'Pat',
  c_pickupLastName: 'Pick',
  c_pickupPhone: '(310) 555-0101',
  c_pickupEmail: 'pat@example.com',
};
const PICKUP: BasketShipment = {
  shipmentId: 'pickup',
  c_fromStoreId: '1001',
  shippingMethod: { id: 'PICKUP', name: 'Pick Up In Shop' },
  shippingAddress: SHOP_ADDRESS,
  ...PERSON,
};
const HOME = {
  firstName: 'Casey',
  lastName: 'Candy',
  address1: '415 Mission St',
  city: 'San Francisco',
  stateCode: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  phone: '4155550100',
};

function bag(
  lines: Array<[string, string]>,
  shipments: BasketShipment[] = [
    { shipmentId: 'me', shippingAddress: HOME, shippingMethod: { id: 'UPSGT_Disc', name: 'Ground' } },
    PICKUP,
  ],
): Basket {
  return {
    productItems: lines.map(([itemId, shipmentId]) => ({
      itemId,
      productId: itemId,
      productName: `Product ${itemId}`,
      quantity: 1,
      shipmentId,
    })),
    shipments,
  };
}

describe('which lines are collected', () => {
  it('finds the pick-up shipment only when it holds lines', () => {
    expect(pickupShipmentWithItems(bag([['a', 'pickup']]))?.shipmentId).toBe('pickup');
    expect(pickupShipmentWithItems(bag([['a', 'me']]))).toBeUndefined();
  });

  it('calls a bag collected only when no line ships (e-gift cards go by e-mail)', () => {
    expect(isCollectedOnly(bag([['a', 'pickup']]))).toBe(true);
    expect(
      isCollectedOnly(
        bag([
          ['a', 'pickup'],
          ['b', 'me'],
        ]),
      ),
    ).toBe(false);
    expect(isCollectedOnly(bag([['a', 'me']]))).toBe(false);
    const withCard = bag(
      [
        ['a', 'pickup'],
        ['g', 'egift'],
      ],
      [{ shipmentId: 'me' }, PICKUP, { shipmentId: 'egift', c_shipmentType: 'electronic' }],
    );
    expect(isCollectedOnly(withCard)).toBe(true);
  });

  it('reads and writes the pick-up person as the form names it', () => {
    expect(pickupPersonOf(PICKUP)).toEqual({
      pickupFirstName: 'Pat',
      pickupLastName: 'Pick',
      pickupPhone: '(310) 555-0101',
      pickupEmail: 'pat@example.com',
    });
    expect(pickupPersonOf(undefined)).toEqual({
      pickupFirstName: '',
      pickupLastName: '',
      pickupPhone: '',
      pickupEmail: '',
    });
    expect(
      pickupPersonAttributes({
        pickupFirstName: ' Pat ',
        pickupLastName: 'Pick',
        pickupPhone: '3105550101',
        pickupEmail: 'pat@example.com ',
      }),
    ).toEqual({
      c_pickupFirstName: 'Pat',
      c_pickupLastName: 'Pick',
      c_pickupPhone: '3105550101',
      c_pickupEmail: 'pat@example.com',
    });
  });

  it('shows the shop from the stores API, else from the shipment', () => {
    expect(pickupShopView(PICKUP, null, new Date())).toEqual({
      name: SHOP_ADDRESS.companyName,
      addressLines: ['395 Santa Monica Pl', 'Santa Monica, CA 90401'],
      hours: [],
    });
    const shop = {
      id: '1001',
      name: 'Sweet Shop — Santa Monica Place',
      address1: '395 Santa Monica Pl',
      city: 'Santa Monica',
      stateCode: 'CA',
      postalCode: '90401',
      countryCode: 'US',
      phone: '(310) 555-0100',
    };
    expect(pickupShopView(PICKUP, shop, new Date())).toMatchObject({
      name: shop.name,
      phone: '(310) 555-0100',
      addressLines: ['395 Santa Monica Pl', 'Santa Monica, CA 90401'],
      status: 'Data is not available',
    });
  });
});

describe('the pick-up person form (checkout spec §5 "Store pickup")', () => {
  const valid = {
    pickupFirstName: 'Pat',
    pickupLastName: 'Pick',
    pickupPhone: '310 555 0101',
    pickupEmail: 'pat@example.com',
  };

  it('requires first and last name, phone and e-mail', () => {
    const result = customerPickupSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      pickupFirstName: MESSAGES.required,
      pickupLastName: MESSAGES.required,
      pickupPhone: MESSAGES.required,
      pickupEmail: MESSAGES.required,
    });
  });

  it('checks the phone and e-mail, and a guest’s own e-mail', () => {
    const result = guestPickupSchema.safeParse({ ...valid, pickupPhone: '123', pickupEmail: 'pat@', email: '' });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ pickupPhone: PHONE_MESSAGE, pickupEmail: MESSAGES.email, email: MESSAGES.required });
    expect(guestPickupSchema.safeParse({ ...valid, email: 'casey@example.com' }).success).toBe(true);
  });

  it('keeps the address form’s checks in a mixed bag', () => {
    const result = guestShippingWithPickupSchema.safeParse({
      ...valid,
      email: 'casey@example.com',
      ...HOME,
      postalCode: 'nope',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain('postalCode');
    expect(guestShippingWithPickupSchema.safeParse({ email: 'casey@example.com', ...HOME }).success).toBe(false);
    expect(guestShippingWithPickupSchema.safeParse({ ...valid, email: 'casey@example.com', ...HOME }).success).toBe(
      true,
    );
  });
});

describe('where each line goes (review and confirmation)', () => {
  it('names the shop and the pick-up person, or the shipping address, once a line is collected', () => {
    const basket = bag([
      ['a', 'me'],
      ['b', 'pickup'],
    ]);
    const lines = withDestinations(orderLines(basket.productItems), basket);
    expect(lines.map((line) => line.destination)).toEqual([
      ['Ship to Casey Candy, 415 Mission St, San Francisco, CA 94105'],
      ['Pick up at Sweet Shop — Santa Monica Place', 'Picked up by Pat Pick'],
    ]);
  });

  it('leaves the lines alone when nothing is collected', () => {
    const basket = bag([['a', 'me']]);
    expect(withDestinations(orderLines(basket.productItems), basket)[0]!.destination).toBeUndefined();
  });

  it('shows a pick-up shipment by its shop and person, without a shipping method', () => {
    const views = shipmentViews(
      bag([
        ['a', 'me'],
        ['b', 'pickup'],
      ]),
    );
    expect(views[1]).toEqual({
      id: 'pickup',
      address: ['395 Santa Monica Pl', 'Santa Monica, CA 90401'],
      pickup: { shop: 'Sweet Shop — Santa Monica Place', person: ['Pat Pick', '(310) 555-0101', 'pat@example.com'] },
      lineIds: ['b'],
    });
    expect(views[0]).toMatchObject({ method: 'Ground' });
    expect(views[0]!.pickup).toBeUndefined();
  });
});
