import { describe, expect, it } from 'vitest';
import type { Basket, BasketAddress } from '~/models/basket.ts';
import { CHECKOUT_PAGES, checkoutRedirect, checkoutStep, furthestCheckoutPath } from '~/models/checkout-step.ts';

const ADDRESS: BasketAddress = {
  firstName: 'Sally',
  lastName: 'Sweet',
  address1: '1 Main St',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90001',
  countryCode: 'US',
};

function basket({
  email = 'sally@example.com',
  address = ADDRESS,
  method = 'UPSGT_Disc',
  payment = 'CREDIT_CARD',
  billing = ADDRESS as BasketAddress | null,
} = {}): Basket {
  return {
    basketId: 'b1',
    customerInfo: { email },
    productItems: [{ itemId: 'i1', productId: '10301', quantity: 1, shipmentId: 'me' }],
    shipments: [{ shipmentId: 'me', shippingAddress: address, ...(method ? { shippingMethod: { id: method } } : {}) }],
    ...(payment ? { paymentInstruments: [{ paymentInstrumentId: 'p1', paymentMethodId: payment }] } : {}),
    ...(billing ? { billingAddress: billing } : {}),
  };
}

describe('checkoutStep (checkout spec §4 "Checkout step")', () => {
  it('is Shipping without a customer e-mail', () => {
    expect(checkoutStep(basket({ email: '' }))).toBe('shipping');
    expect(checkoutStep(basket({ email: '   ' }))).toBe('shipping');
    expect(checkoutStep({ ...basket(), customerInfo: {} })).toBe('shipping');
  });

  it.each(['firstName', 'lastName', 'address1', 'city', 'stateCode', 'countryCode', 'postalCode'] as const)(
    'is Shipping when the shipping address lacks %s',
    (field) => {
      expect(checkoutStep(basket({ address: { ...ADDRESS, [field]: undefined } }))).toBe('shipping');
      expect(checkoutStep(basket({ address: { ...ADDRESS, [field]: '  ' } }))).toBe('shipping');
    },
  );

  it('does not need address2, company or phone for the shipping address', () => {
    expect(checkoutStep(basket())).toBe('review');
  });

  it('is Shipping when there is no shipment to ship (pickup only or none)', () => {
    expect(checkoutStep({ ...basket(), shipments: [] })).toBe('shipping');
    expect(
      checkoutStep({
        ...basket(),
        shipments: [{ shipmentId: 'me', shippingMethod: { id: 'PICKUP' }, shippingAddress: ADDRESS }],
      }),
    ).toBe('shipping');
  });

  it('is Payment when the address is complete but there is no shipping method (NOT_SET means unset)', () => {
    expect(checkoutStep(basket({ method: '' }))).toBe('payment');
    expect(checkoutStep(basket({ method: 'NOT_SET' }))).toBe('payment');
  });

  it('is Review with a shipping method, a payment method and a billing address', () => {
    expect(checkoutStep(basket())).toBe('review');
    expect(checkoutStep(basket({ payment: 'NO_PAYMENT' }))).toBe('review');
    expect(checkoutStep(basket({ payment: 'GIFTCARD' }))).toBe('review');
  });

  it('stays at Payment (not Confirmation) while an open basket lacks payment or a billing address', () => {
    expect(checkoutStep(basket({ payment: '' }))).toBe('payment');
    expect(checkoutStep(basket({ billing: null }))).toBe('payment');
    expect(checkoutStep(basket({ billing: { firstName: 'Sally' } }))).toBe('payment');
  });

  it('is Confirmation when there is no basket (it was ordered)', () => {
    expect(checkoutStep(null)).toBe('confirmation');
    expect(checkoutStep(undefined)).toBe('confirmation');
  });
});

describe('checkoutRedirect (a page ahead of the step goes back to it)', () => {
  it('lists the pages in order', () => {
    expect(CHECKOUT_PAGES.map((page) => page.path)).toEqual(['/shipping', '/billing', '/revieworder']);
  });

  it('maps each step to the furthest page it allows', () => {
    expect(furthestCheckoutPath('shipping')).toBe('/shipping');
    expect(furthestCheckoutPath('payment')).toBe('/billing');
    expect(furthestCheckoutPath('review')).toBe('/revieworder');
    expect(furthestCheckoutPath('confirmation')).toBe('/revieworder');
  });

  it.each([
    ['/billing', 'shipping', '/shipping'],
    ['/revieworder', 'shipping', '/shipping'],
    ['/revieworder', 'payment', '/billing'],
  ] as const)('%s at step %s → %s', (path, step, target) => {
    expect(checkoutRedirect(path, step)).toBe(target);
  });

  it.each([
    ['/shipping', 'shipping'],
    ['/shipping', 'payment'],
    ['/billing', 'payment'],
    ['/shipping', 'review'],
    ['/billing', 'review'],
    ['/revieworder', 'review'],
  ] as const)('%s at step %s stays (pages behind the step can be edited)', (path, step) => {
    expect(checkoutRedirect(path, step)).toBeNull();
  });

  it('leaves other paths alone', () => {
    expect(checkoutRedirect('/cart', 'shipping')).toBeNull();
    expect(checkoutRedirect('/order-confirmation', 'shipping')).toBeNull();
  });
});

describe('checkoutStep with a pick-up shipment (checkout spec §5 "Store pickup")', () => {
  const SHOP_ADDRESS: BasketAddress = {
    ...ADDRESS,
    firstName: 'Sweet Shop',
    lastName: 'Sweet Shop',
    companyName: 'Sweet Shop',
    c_storeId: '1001',
  };
  const PERSON = {
    c_pickupFirstName: 'Pat',
    c_pickupLastName: 'Pick',
    c_pickupPhone: '(310) 555-0101',
    c_pickupEmail: 'pat@example.com',
  };
  const pickupShipment = (person: Partial<typeof PERSON> = PERSON) => ({
    shipmentId: 'pickup',
    c_fromStoreId: '1001',
    shippingMethod: { id: 'PICKUP' },
    shippingAddress: SHOP_ADDRESS,
    ...person,
  });
  const pickupLine = { itemId: 'i2', productId: '10406', quantity: 1, shipmentId: 'pickup' };

  /** Only collected: the default shipment stays, empty and without an address. */
  function collected(person: Partial<typeof PERSON> = PERSON, extra: Partial<Basket> = {}): Basket {
    return {
      ...basket(),
      productItems: [pickupLine],
      shipments: [{ shipmentId: 'me' }, pickupShipment(person)],
      ...extra,
    };
  }

  /** One shipped line and one collected line. */
  function mixed(person: Partial<typeof PERSON> = PERSON, options: Parameters<typeof basket>[0] = {}): Basket {
    const shipped = basket(options);
    return {
      ...shipped,
      productItems: [...shipped.productItems!, pickupLine],
      shipments: [...shipped.shipments!, pickupShipment(person)],
    };
  }

  it.each(Object.keys(PERSON) as (keyof typeof PERSON)[])('is Shipping while the pick-up person lacks %s', (field) => {
    expect(checkoutStep(collected({ ...PERSON, [field]: undefined }))).toBe('shipping');
    expect(checkoutStep(collected({ ...PERSON, [field]: '  ' }))).toBe('shipping');
    expect(checkoutStep(mixed({ ...PERSON, [field]: '' }))).toBe('shipping');
  });

  it('needs no shipping address or method when every line is collected', () => {
    expect(checkoutStep(collected())).toBe('review');
    expect(checkoutStep(collected(PERSON, { paymentInstruments: [] }))).toBe('payment');
    expect(checkoutStep(collected(PERSON, { customerInfo: {} }))).toBe('shipping');
  });

  it('needs both the pick-up person and the shipped line’s address and method in a mixed bag', () => {
    expect(checkoutStep(mixed())).toBe('review');
    expect(checkoutStep(mixed(PERSON, { address: { ...ADDRESS, address1: '' } }))).toBe('shipping');
    expect(checkoutStep(mixed(PERSON, { method: '' }))).toBe('payment');
    expect(checkoutStep(mixed(PERSON, { payment: '' }))).toBe('payment');
  });

  it('ignores an emptied pick-up shipment', () => {
    const emptied = { ...basket(), shipments: [...basket().shipments!, pickupShipment({})] };
    expect(checkoutStep(emptied)).toBe('review');
  });

  it('leads to Billing and Review only once the pick-up person is complete', () => {
    expect(checkoutRedirect('/billing', checkoutStep(collected({ ...PERSON, c_pickupEmail: '' })))).toBe('/shipping');
    expect(checkoutRedirect('/revieworder', checkoutStep(mixed({ ...PERSON, c_pickupPhone: '' })))).toBe('/shipping');
    expect(checkoutRedirect('/revieworder', checkoutStep(collected()))).toBeNull();
  });
});
