import { describe, expect, it } from 'vitest';
import type { Address } from '~/models/address.ts';
import type { Basket, BasketShipment } from '~/models/basket.ts';
import { lacksShippingMethod, paymentBillingAddress } from '~/models/checkout-billing.ts';

const SHIPPED_TO = {
  firstName: 'Casey',
  lastName: 'Candy',
  fullName: 'Casey Candy',
  address1: '415 Mission St',
  city: 'San Francisco',
  stateCode: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  phone: '(415) 555-0100',
  c_isPOBox: false,
  c_selectedAddressID: 'Home',
};
const HOME: BasketShipment = {
  shipmentId: 'me',
  shippingAddress: SHIPPED_TO,
  shippingMethod: { id: 'UPSGT_Disc', name: 'Ground' },
};
const PICKUP: BasketShipment = {
  shipmentId: 'pickup',
  c_fromStoreId: '1001',
  shippingMethod: { id: 'PICKUP', name: 'Pick Up In Shop' },
};

function bag(lineShipments: string[], shipments: BasketShipment[]): Basket {
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

const ENTERED: Address = {
  firstName: 'Bo',
  lastName: 'Bill',
  companyName: '',
  address1: '1 Main St',
  address2: '',
  city: 'Boston',
  stateCode: 'MA',
  postalCode: '02108',
  countryCode: 'US',
  phone: '(617) 555-0100',
};

describe('lacksShippingMethod: billing waits for the shipping step', () => {
  it('holds for a shipped bag without a method, or with the unset one', () => {
    expect(lacksShippingMethod(bag(['me'], [{ shipmentId: 'me' }]))).toBe(true);
    expect(lacksShippingMethod(bag(['me'], [{ shipmentId: 'me', shippingMethod: { id: 'NOT_SET' } }]))).toBe(true);
  });

  it('does not once the method is chosen, nor for a bag only collected', () => {
    expect(lacksShippingMethod(bag(['me'], [HOME]))).toBe(false);
    expect(lacksShippingMethod(bag(['pickup'], [{ shipmentId: 'me' }, PICKUP]))).toBe(false);
  });
});

describe('paymentBillingAddress (spec §5)', () => {
  it('is the address entered', () => {
    expect(paymentBillingAddress(bag(['me'], [HOME]), ENTERED)).toBe(ENTERED);
    expect(paymentBillingAddress(bag(['pickup'], [{ shipmentId: 'me' }, PICKUP]), ENTERED)).toBe(ENTERED);
  });

  it('is, for "Same as shipping address", the shipping address’s address fields', () => {
    const { fullName: _fullName, c_isPOBox: _poBox, c_selectedAddressID: _saved, ...fields } = SHIPPED_TO;
    expect(paymentBillingAddress(bag(['me'], [HOME]), undefined)).toEqual(fields);
  });

  it('is none for "Same as shipping address" when nothing ships', () => {
    expect(paymentBillingAddress(bag(['pickup'], [{ shipmentId: 'me' }, PICKUP]), undefined)).toBeNull();
  });
});
