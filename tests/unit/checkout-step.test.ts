import { describe, expect, it } from 'vitest';
import type { Basket, BasketAddress } from '~/models/basket.ts';
import { CHECKOUT_PAGES, checkoutRedirect, checkoutStep, furthestCheckoutPath } from '~/models/checkout-step.ts';

const ADDRESS: BasketAddress = { firstName: 'Sally', lastName: 'Sweet', address1: '1 Main St', city: 'Los Angeles', stateCode: 'CA', postalCode: '90001', countryCode: 'US' };

function basket({ email = 'sally@example.com', address = ADDRESS, method = 'UPSGT_Disc', payment = 'CREDIT_CARD', billing = ADDRESS as BasketAddress | null } = {}): Basket {
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

  it.each(['firstName', 'lastName', 'address1', 'city', 'stateCode', 'countryCode', 'postalCode'] as const)('is Shipping when the shipping address lacks %s', (field) => {
    expect(checkoutStep(basket({ address: { ...ADDRESS, [field]: undefined } }))).toBe('shipping');
    expect(checkoutStep(basket({ address: { ...ADDRESS, [field]: '  ' } }))).toBe('shipping');
  });

  it('does not need address2, company or phone for the shipping address', () => {
    expect(checkoutStep(basket())).toBe('review');
  });

  it('is Shipping when there is no shipment to ship (pickup only or none)', () => {
    expect(checkoutStep({ ...basket(), shipments: [] })).toBe('shipping');
    expect(checkoutStep({ ...basket(), shipments: [{ shipmentId: 'me', shippingMethod: { id: 'PICKUP' }, shippingAddress: ADDRESS }] })).toBe('shipping');
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
