import { describe, expect, it } from 'vitest';
import type { Basket, BasketShipment } from '~/models/basket.ts';
import {
  ADDRESS_STEP_SCHEMAS,
  addressStepForm,
  chosenSavedAddressId,
  owesEmail,
  PICKUP_STEP_SCHEMAS,
  pickupStepForm,
  shippingStepForm,
  shippingStepKind,
} from '~/models/checkout-shipping.ts';
import {
  customerPickupSchema,
  customerShippingWithPickupSchema,
  guestPickupSchema,
  guestShippingWithPickupSchema,
} from '~/models/pickup-forms.ts';
import { customerShippingSchema, guestShippingSchema, NEW_ADDRESS } from '~/models/shipping-form.ts';

const HOME: BasketShipment = { shipmentId: 'me', shippingMethod: { id: 'UPSGT_Disc', name: 'Ground' } };
const PICKUP: BasketShipment = {
  shipmentId: 'pickup',
  c_fromStoreId: '1001',
  shippingMethod: { id: 'PICKUP', name: 'Pick Up In Shop' },
};
const EGIFT: BasketShipment = { shipmentId: 'egift', c_shipmentType: 'electronic' };

/** A bag with one line per shipment id given. */
function bag(lineShipments: string[], shipments: BasketShipment[] = [HOME, PICKUP, EGIFT]): Basket {
  return {
    productItems: lineShipments.map((shipmentId, index) => ({
      itemId: `i${index}`,
      productId: `p${index}`,
      quantity: 1,
      shipmentId,
    })),
    shipments,
  };
}

describe('shippingStepKind (checkout spec §5 "Store pickup")', () => {
  it('asks for an address when no line is collected, even with an empty pick-up shipment', () => {
    expect(shippingStepKind(bag(['me']))).toBe('shipped');
    expect(shippingStepKind(bag(['me'], [HOME]))).toBe('shipped');
  });

  it('asks for an address and the pick-up person when some lines are collected and some shipped', () => {
    expect(shippingStepKind(bag(['me', 'pickup']))).toBe('mixed');
  });

  it('asks only for the pick-up person when every line is collected or goes by e-mail', () => {
    expect(shippingStepKind(bag(['pickup']))).toBe('collected');
    expect(shippingStepKind(bag(['pickup', 'egift']))).toBe('collected');
  });
});

describe('the step form for the shopper and the bag', () => {
  it('names the address form by shopper, with the pick-up person when some lines are collected', () => {
    expect(addressStepForm(false, false)).toBe('guestShipping');
    expect(addressStepForm(true, false)).toBe('customerShipping');
    expect(addressStepForm(false, true)).toBe('guestShippingWithPickup');
    expect(addressStepForm(true, true)).toBe('customerShippingWithPickup');
    expect(pickupStepForm(false)).toBe('guestPickup');
    expect(pickupStepForm(true)).toBe('customerPickup');
  });

  it('takes the form of the kind of bag, the same for the page and its post', () => {
    expect(shippingStepForm(false, 'shipped')).toBe('guestShipping');
    expect(shippingStepForm(true, 'mixed')).toBe('customerShippingWithPickup');
    expect(shippingStepForm(false, 'collected')).toBe('guestPickup');
    expect(shippingStepForm(true, 'collected')).toBe('customerPickup');
  });

  it('parses each form with its own schema', () => {
    expect(ADDRESS_STEP_SCHEMAS).toEqual({
      guestShipping: guestShippingSchema,
      customerShipping: customerShippingSchema,
      guestShippingWithPickup: guestShippingWithPickupSchema,
      customerShippingWithPickup: customerShippingWithPickupSchema,
    });
    expect(PICKUP_STEP_SCHEMAS).toEqual({ guestPickup: guestPickupSchema, customerPickup: customerPickupSchema });
  });
});

describe('chosenSavedAddressId', () => {
  it('is the saved address a customer chose', () => {
    expect(chosenSavedAddressId({ savedAddressId: 'Home' })).toBe('Home');
  });

  it('is none for a new address, an empty choice or a guest’s form', () => {
    expect(chosenSavedAddressId({ savedAddressId: NEW_ADDRESS })).toBeUndefined();
    expect(chosenSavedAddressId({ savedAddressId: '' })).toBeUndefined();
    expect(chosenSavedAddressId({ savedAddressId: undefined })).toBeUndefined();
    expect(chosenSavedAddressId({ email: 'ava@example.com' })).toBeUndefined();
  });
});

describe('owesEmail: the multi-ship step (checkout spec §4)', () => {
  const withEmail: Basket = { customerInfo: { email: 'ava@example.com' } };

  it('asks a guest for an e-mail when neither the post nor the basket has one', () => {
    expect(owesEmail(false, undefined, {})).toBe(true);
    expect(owesEmail(false, '', {})).toBe(true);
  });

  it('asks nothing when the guest posted one, the basket holds one, or the shopper is registered', () => {
    expect(owesEmail(false, 'ava@example.com', {})).toBe(false);
    expect(owesEmail(false, undefined, withEmail)).toBe(false);
    expect(owesEmail(true, undefined, {})).toBe(false);
  });
});
