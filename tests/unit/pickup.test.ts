import { isMultiShip } from '~/models/multi-ship.ts';
import { describe, expect, it } from 'vitest';
import type { Basket } from '~/models/basket.ts';
import {
  fulfilmentChoice,
  hasPickupItems,
  isAvailableForPickup,
  isPickupPersonComplete,
  parseSelectedShop,
  PICKUP_MESSAGES,
  pickupTarget,
  shopAddress,
  type Shop,
} from '~/models/pickup.ts';
import { makeProduct } from './helpers/product-factory.ts';

const SHOP: Shop = {
  id: '1001',
  name: 'Sweet Shop — Santa Monica Place',
  address1: '395 Santa Monica Place',
  city: 'Santa Monica',
  stateCode: 'CA',
  postalCode: '90401',
  countryCode: 'US',
};
const CHOSEN = { id: SHOP.id, name: SHOP.name };
const pickupable = makeProduct({ flags: { availableForInStorePickup: true } });

describe('isAvailableForPickup (spec: flagged, shop stock above 0, orderable)', () => {
  it('needs all three', () => {
    expect(isAvailableForPickup(pickupable, 3)).toBe(true);
    expect(isAvailableForPickup(pickupable, 0)).toBe(false);
    expect(isAvailableForPickup(pickupable, undefined)).toBe(false);
    expect(isAvailableForPickup(makeProduct(), 3)).toBe(false);
    expect(isAvailableForPickup(makeProduct({ orderable: false, flags: { availableForInStorePickup: true } }), 3)).toBe(
      false,
    );
  });

  it('a pickup-only product is collectable; an online-only one never', () => {
    expect(isAvailableForPickup(makeProduct({ flags: { isPickupOnly: true } }), 5)).toBe(true);
    expect(
      isAvailableForPickup(makeProduct({ flags: { availableForInStorePickup: true, isOnlineOnly: true } }), 5),
    ).toBe(false);
  });
});

describe('fulfilmentChoice', () => {
  it('defaults to shipping, and to pickup for pickup-only products (shipping then disabled)', () => {
    expect(fulfilmentChoice(pickupable, CHOSEN, 4)).toMatchObject({
      selected: 'shipping',
      shippingDisabled: false,
      pickupDisabled: false,
      pickupMessage: `Available for pick up at ${SHOP.name}`,
    });
    const only = makeProduct({ flags: { isPickupOnly: true } });
    expect(fulfilmentChoice(only, null, undefined)).toEqual({
      selected: 'pickup',
      shippingDisabled: true,
      pickupDisabled: false,
      pickupMessage: PICKUP_MESSAGES.pickupOnly,
    });
    expect(fulfilmentChoice(only, CHOSEN, 2, 'shipping').selected).toBe('pickup');
  });

  it('disables pickup where the chosen shop has none, and for online-only products', () => {
    expect(fulfilmentChoice(pickupable, CHOSEN, 0, 'pickup')).toMatchObject({
      selected: 'shipping',
      pickupDisabled: true,
      pickupMessage: `Not available for pick up at ${SHOP.name}`,
    });
    expect(fulfilmentChoice(makeProduct({ flags: { isOnlineOnly: true } }), CHOSEN, 9, 'pickup')).toMatchObject({
      selected: 'shipping',
      pickupDisabled: true,
      pickupMessage: null,
    });
  });

  it('keeps pickup choosable without a shop (choosing it leads to shop selection)', () => {
    expect(fulfilmentChoice(pickupable, null, undefined, 'pickup')).toMatchObject({
      selected: 'pickup',
      pickupDisabled: false,
      pickupMessage: null,
    });
  });
});

describe('pickupTarget (checkout spec §4: pickup adds)', () => {
  const shipped: Basket = { shipments: [{ shipmentId: 'me' }] };

  it('creates the pick-up shipment when there is none', () => {
    expect(pickupTarget(shipped, SHOP)).toEqual({ shipmentId: 'pickup', create: true, update: true });
  });

  it('adds to the pick-up shipment of the same shop, refuses one of another shop', () => {
    const basket: Basket = {
      shipments: [
        { shipmentId: 'me' },
        { shipmentId: 'pickup', c_fromStoreId: '1001', shippingMethod: { id: 'PICKUP' } },
      ],
    };
    expect(pickupTarget(basket, SHOP)).toEqual({ shipmentId: 'pickup', create: false, update: false });
    expect(pickupTarget(basket, { ...SHOP, id: '1002' })).toEqual({ refused: PICKUP_MESSAGES.notForCollection });
  });

  it('fills a pick-up shipment whose shop was cleared', () => {
    const basket: Basket = { shipments: [{ shipmentId: 'pickup', shippingMethod: { id: 'PICKUP' } }] };
    expect(pickupTarget(basket, SHOP)).toEqual({ shipmentId: 'pickup', create: false, update: true });
  });

  it('needs complete shop data, and no multi-ship', () => {
    expect(pickupTarget(shipped, { ...SHOP, postalCode: '' })).toEqual({ refused: PICKUP_MESSAGES.notForCollection });
    expect(pickupTarget(shipped, null)).toEqual({ refused: PICKUP_MESSAGES.notForCollection });
    const multi: Basket = { shipments: [{ shipmentId: 'me' }, { shipmentId: 'Shipment1' }] };
    expect(isMultiShip(multi)).toBe(true);
    expect(pickupTarget(multi, SHOP)).toEqual({ refused: PICKUP_MESSAGES.multiShip });
  });
});

describe('the rest', () => {
  it('reads the SELECTED_SHOP value and refuses anything else', () => {
    expect(parseSelectedShop(JSON.stringify(CHOSEN))).toEqual(CHOSEN);
    expect(parseSelectedShop(CHOSEN)).toEqual(CHOSEN);
    expect(parseSelectedShop('{"id":"<x>","name":"a"}')).toBeNull();
    expect(parseSelectedShop('nope')).toBeNull();
    expect(parseSelectedShop(undefined)).toBeNull();
  });

  it('addresses the pick-up shipment to the shop', () => {
    expect(shopAddress(SHOP)).toMatchObject({
      companyName: SHOP.name,
      address1: SHOP.address1,
      postalCode: '90401',
      countryCode: 'US',
      c_storeId: '1001',
    });
  });

  it('knows whether the bag holds pick-up lines and whether the pick-up person is complete', () => {
    const basket: Basket = {
      shipments: [{ shipmentId: 'me' }, { shipmentId: 'pickup', c_fromStoreId: '1001' }],
      productItems: [{ itemId: 'a', shipmentId: 'me' }],
    };
    expect(hasPickupItems(basket)).toBe(false);
    expect(hasPickupItems({ ...basket, productItems: [{ itemId: 'b', shipmentId: 'pickup' }] })).toBe(true);
    expect(
      isPickupPersonComplete({ c_pickupFirstName: 'Pat', c_pickupLastName: 'Pick', c_pickupPhone: '5035550101' }),
    ).toBe(false);
    expect(
      isPickupPersonComplete({
        c_pickupFirstName: 'Pat',
        c_pickupLastName: 'Pick',
        c_pickupPhone: '5035550101',
        c_pickupEmail: 'pat@example.com',
      }),
    ).toBe(true);
  });
});

describe('a shop address as lines', () => {
  it('gives street (with its second line) then city, state and postal code, leaving out what is missing', async () => {
    const { shopAddressLines } = await import('~/models/pickup.ts');
    expect(
      shopAddressLines({
        address1: '1 Main St',
        address2: 'Suite 2',
        city: 'Austin',
        stateCode: 'TX',
        postalCode: '78701',
      }),
    ).toEqual(['1 Main St, Suite 2', 'Austin, TX 78701']);
    expect(shopAddressLines({ city: 'Austin', stateCode: 'TX', postalCode: '78701' })).toEqual(['Austin, TX 78701']);
    expect(shopAddressLines({})).toEqual([]);
  });
});
