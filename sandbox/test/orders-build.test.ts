import { describe, expect, it } from 'vitest';
import { isPickupShipment } from '../src/commerce/shipping.ts';
import {
  basketProblem,
  buildOrder,
  inventoryDemand,
  paymentStatusOf,
  planPayment,
  quantitiesByProduct,
  trackingNumberFor,
  type Basket,
  type PaymentPlan,
} from '../src/orders/build.ts';

const ADDRESS = {
  firstName: 'Sally',
  lastName: 'Sweet',
  address1: '1 Candy Lane',
  city: 'Portland',
  postalCode: '97201',
  stateCode: 'OR',
  countryCode: 'US',
  phone: '5035550100',
};
const MASKED_GIFT = '***************5001';

function basket(overrides: Partial<Basket> = {}): Basket {
  return {
    basketId: 'b1',
    currency: 'USD',
    customerInfo: { customerId: 'c1', email: 'sally@example.com' },
    billingAddress: { ...ADDRESS },
    productItems: [
      {
        itemId: 'i1',
        productId: 'choc-box',
        productName: 'Chocolate Box',
        quantity: 2,
        price: 40,
        priceAfterItemDiscount: 40,
        shipmentId: 'me',
        tax: 3.2,
      },
      {
        itemId: 'i2',
        productId: 'lolly',
        productName: 'Lollipop',
        quantity: 1,
        price: 5,
        priceAfterItemDiscount: 5,
        shipmentId: 'me',
        tax: 0.4,
      },
    ],
    shipments: [
      { shipmentId: 'me', shippingAddress: { ...ADDRESS }, shippingMethod: { id: 'UPSGT_Disc', name: 'Ground' } },
    ],
    shippingItems: [{ itemId: 's1', shipmentId: 'me', price: 7.99, priceAfterItemDiscount: 7.99, tax: 0.64 }],
    productSubTotal: 45,
    productTotal: 45,
    shippingTotal: 7.99,
    taxTotal: 4.24,
    orderTotal: 57.23,
    taxation: 'net',
    paymentInstruments: [
      {
        paymentInstrumentId: 'pc',
        paymentMethodId: 'CREDIT_CARD',
        amount: 57.23,
        paymentCard: { cardType: 'Visa', maskedNumber: '************1111' },
      },
    ],
    c_subscriptionOptins: '[{"product":"choc-box","tracking_override":{"offer":"0","every":2,"every_period":2}}]',
    c_flashes: [],
    ...overrides,
  };
}

describe('basketProblem', () => {
  it('accepts a complete basket', () => {
    expect(basketProblem(basket())).toBeUndefined();
  });

  it('needs items, an e-mail, a shipping method and a complete shipping and billing address', () => {
    expect(basketProblem(basket({ productItems: [] }))?.slug).toBe('empty-basket');
    expect(basketProblem(basket({ customerInfo: { email: '' } }))?.slug).toBe('missing-customer-email');
    expect(basketProblem(basket({ customerInfo: { email: 'not-an-email' } }))?.slug).toBe('missing-customer-email');
    const noCity = basketProblem(
      basket({
        shipments: [
          { shipmentId: 'me', shippingAddress: { ...ADDRESS, city: ' ' }, shippingMethod: { id: 'UPSGT_Disc' } },
        ],
      }),
    );
    expect(noCity).toMatchObject({ slug: 'missing-shipping-address', invalidFields: ['city'] });
    expect(
      basketProblem(
        basket({
          shipments: [{ shipmentId: 'me', shippingAddress: { ...ADDRESS }, shippingMethod: { id: 'NOT_SET' } }],
        }),
      )?.slug,
    ).toBe('missing-shipping-method');
    expect(basketProblem(basket({ billingAddress: { ...ADDRESS, postalCode: undefined } }))).toMatchObject({
      slug: 'missing-billing-address',
      invalidFields: ['postalCode'],
    });
    expect(basketProblem(basket({ orderTotal: undefined }))?.slug).toBe('basket-not-calculated');
  });

  it('ignores empty shipments and rejects items outside any shipment', () => {
    const withEmpty = basket();
    withEmpty.shipments!.push({ shipmentId: 'Shipment2' });
    expect(basketProblem(withEmpty)).toBeUndefined();
    const orphan = basket();
    orphan.productItems![0]!.shipmentId = 'gone';
    expect(basketProblem(orphan)?.slug).toBe('invalid-product-item');
  });

  it('needs the pickup contact, not a home address, for a store pickup shipment', () => {
    const pickup = basket({
      shipments: [
        {
          shipmentId: 'me',
          c_fromStoreId: 'store-1',
          shippingAddress: { address1: '9 Shop St', city: 'Portland' },
          shippingMethod: { id: 'PICKUP' },
        },
      ],
    });
    expect(isPickupShipment(pickup.shipments![0]!)).toBe(true);
    expect(basketProblem(pickup)).toMatchObject({
      slug: 'missing-pickup-contact',
      invalidFields: ['c_pickupFirstName', 'c_pickupLastName', 'c_pickupPhone', 'c_pickupEmail'],
    });
    Object.assign(pickup.shipments![0]!, {
      c_pickupFirstName: 'Pat',
      c_pickupLastName: 'Pick',
      c_pickupPhone: '5035550101',
      c_pickupEmail: 'pat@example.com',
    });
    expect(basketProblem(pickup)).toBeUndefined();
  });
});

describe('planPayment', () => {
  it('lets one credit card pay the whole total', () => {
    const result = planPayment(basket());
    expect(result).toMatchObject({ plan: { giftCards: [], main: { amountCents: 5723 } } });
  });

  it('lets the card pay what gift cards leave, whatever amount the basket put on it', () => {
    const result = planPayment(
      basket({
        paymentInstruments: [
          {
            paymentInstrumentId: 'g1',
            paymentMethodId: 'GIFTCARD',
            amount: 25,
            maskedGiftCertificateCode: MASKED_GIFT,
          },
          { paymentInstrumentId: 'pc', paymentMethodId: 'CREDIT_CARD', amount: 57.23 },
        ],
      }),
    );
    expect(result).toMatchObject({
      plan: {
        giftCards: [{ paymentInstrumentId: 'g1', maskedNumber: MASKED_GIFT, amountCents: 2500 }],
        main: { amountCents: 3223 },
      },
    });
  });

  it('lets an alternative method (PayPal) pay the rest instead of a card', () => {
    expect(
      planPayment(basket({ paymentInstruments: [{ paymentInstrumentId: 'pp', paymentMethodId: 'PayPal' }] })),
    ).toMatchObject({
      plan: { main: { instrument: { paymentInstrumentId: 'pp' }, amountCents: 5723 } },
    });
  });

  it('needs no card when gift cards pay everything, with or without NO_PAYMENT', () => {
    const gift = {
      paymentInstrumentId: 'g1',
      paymentMethodId: 'GIFTCARD',
      amount: 57.23,
      maskedGiftCertificateCode: MASKED_GIFT,
    };
    expect(planPayment(basket({ paymentInstruments: [gift] }))).toEqual({
      plan: { giftCards: [{ paymentInstrumentId: 'g1', maskedNumber: MASKED_GIFT, amountCents: 5723 }] },
    });
    const withNoPayment = planPayment(
      basket({ paymentInstruments: [gift, { paymentInstrumentId: 'np', paymentMethodId: 'NO_PAYMENT' }] }),
    );
    expect(withNoPayment).toMatchObject({ plan: { noPayment: { paymentInstrumentId: 'np' } } });
  });

  it('leaves out a gift card the basket capped to nothing', () => {
    const result = planPayment(
      basket({
        paymentInstruments: [
          {
            paymentInstrumentId: 'g1',
            paymentMethodId: 'GIFTCARD',
            amount: 57.23,
            maskedGiftCertificateCode: MASKED_GIFT,
          },
          {
            paymentInstrumentId: 'g2',
            paymentMethodId: 'GIFTCARD',
            amount: 0,
            maskedGiftCertificateCode: '***************0002',
          },
        ],
      }),
    );
    expect(result).toEqual({
      plan: { giftCards: [{ paymentInstrumentId: 'g1', maskedNumber: MASKED_GIFT, amountCents: 5723 }] },
    });
  });

  it('refuses instruments that do not cover the total or cannot be used', () => {
    const slug = (instruments: Basket['paymentInstruments']) => {
      const result = planPayment(basket({ paymentInstruments: instruments }));
      return 'problem' in result ? result.problem.slug : undefined;
    };
    expect(slug([])).toBe('missing-payment-instrument');
    expect(slug([{ paymentMethodId: 'NO_PAYMENT' }])).toBe('payment-amount-mismatch');
    expect(slug([{ paymentMethodId: 'GIFTCARD', amount: 60, maskedGiftCertificateCode: MASKED_GIFT }])).toBe(
      'payment-amount-mismatch',
    );
    expect(slug([{ paymentMethodId: 'GIFTCARD', amount: 10, maskedGiftCertificateCode: MASKED_GIFT }])).toBe(
      'payment-amount-mismatch',
    );
    expect(slug([{ paymentMethodId: 'GIFTCARD', amount: 10 }, { paymentMethodId: 'CREDIT_CARD' }])).toBe(
      'invalid-payment-instrument',
    );
    expect(
      slug([
        { paymentMethodId: 'GIFTCARD', amount: -1, maskedGiftCertificateCode: MASKED_GIFT },
        { paymentMethodId: 'CREDIT_CARD' },
      ]),
    ).toBe('invalid-payment-instrument');
    expect(slug([{ paymentMethodId: 'CREDIT_CARD' }, { paymentMethodId: 'CREDIT_CARD' }])).toBe(
      'invalid-payment-instrument',
    );
    expect(slug([{ paymentMethodId: 'CREDIT_CARD' }, { paymentMethodId: 'PayPal' }])).toBe(
      'invalid-payment-instrument',
    );
    expect(slug([{ paymentMethodId: 'BITCOIN' }])).toBe('unsupported-payment-method');
  });

  it('lets a zero total go through with NO_PAYMENT alone', () => {
    expect(
      planPayment(
        basket({ orderTotal: 0, paymentInstruments: [{ paymentInstrumentId: 'np', paymentMethodId: 'NO_PAYMENT' }] }),
      ),
    ).toMatchObject({
      plan: { giftCards: [], noPayment: { paymentInstrumentId: 'np' } },
    });
  });
});

describe('inventory demand', () => {
  it('sums quantities per product and location, pickup items from their shop', () => {
    const b = basket({
      productItems: [
        { itemId: 'a', productId: 'p1', quantity: 2, shipmentId: 'me' },
        { itemId: 'b', productId: 'p1', quantity: 3, shipmentId: 'me' },
        { itemId: 'c', productId: 'p1', quantity: 1, shipmentId: 'pick', c_fromStoreId: 'store-7' },
        { itemId: 'd', productId: 'p1', quantity: 2, shipmentId: 'pick', inventoryId: 'store-7' },
      ],
      shipments: [{ shipmentId: 'me' }, { shipmentId: 'pick', c_fromStoreId: 'store-7' }],
    });
    expect(inventoryDemand(b)).toEqual([
      { productId: 'p1', locationId: 'online', quantity: 5 },
      { productId: 'p1', locationId: 'store-7', quantity: 3 },
    ]);
    expect(quantitiesByProduct(b).get('p1')).toBe(8);
  });

  it("adds a counted custom-mix box's candies, their count per box times the boxes", () => {
    const c_customMix = JSON.stringify({
      box: [
        { pid: 'pop-1', qty: 7, categoryId: 'x' },
        { pid: 'pop-2', qty: 0, categoryId: 'x' },
      ],
    });
    const b = basket({
      productItems: [{ itemId: 'a', productId: 'box', quantity: 2, shipmentId: 'me', c_customMix } as never],
      shipments: [{ shipmentId: 'me' }],
    });
    expect(inventoryDemand(b, new Set(['box']))).toEqual([
      { productId: 'box', locationId: 'online', quantity: 2 },
      { productId: 'pop-1', locationId: 'online', quantity: 14 },
    ]);
    expect(inventoryDemand(b)).toEqual([{ productId: 'box', locationId: 'online', quantity: 2 }]);
  });
});

describe('buildOrder', () => {
  const plan = planPayment(basket()) as { plan: PaymentPlan };
  const order = buildOrder(basket(), {
    orderNo: '01000100',
    orderToken: 'tok',
    siteId: 'sweet-shop',
    now: new Date('2026-05-15T12:00:00Z'),
    customer: { customerId: 'c1', isRegistered: false },
    plan: plan.plan,
  });

  it('starts as created, unpaid, unconfirmed, unshipped and not exported', () => {
    expect(order).toMatchObject({
      orderNo: '01000100',
      status: 'created',
      paymentStatus: 'not_paid',
      confirmationStatus: 'not_confirmed',
      shippingStatus: 'not_shipped',
      exportStatus: 'not_exported',
      channelType: 'storefront',
      siteId: 'sweet-shop',
      currency: 'USD',
      orderTotal: 57.23,
      guest: true,
      creationDate: '2026-05-15T12:00:00.000Z',
      customerInfo: { customerId: 'c1', email: 'sally@example.com' },
    });
    expect(order).not.toHaveProperty('basketId');
  });

  it('carries over custom attributes such as subscription opt-ins, but not flashes', () => {
    expect(order.c_subscriptionOptins).toBe(basket().c_subscriptionOptins);
    expect(order).not.toHaveProperty('c_flashes');
  });

  it('gives shipments their totals, number, status and tracking', () => {
    expect(order.shipments).toEqual([
      expect.objectContaining({
        shipmentId: 'me',
        shipmentNo: '01000100-1',
        shippingStatus: 'not_shipped',
        shippingTotal: 7.99,
        taxTotal: 4.24,
        shipmentTotal: 57.23,
        trackingNumber: trackingNumberFor('01000100', 0),
        c_trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumberFor('01000100', 0)}`,
      }),
    ]);
    expect(trackingNumberFor('01000100', 0)).toBe('1ZSWT0010301000100');
  });

  it('puts the card on the order with the amount it pays and no card number', () => {
    expect(order.paymentInstruments).toEqual([
      {
        paymentInstrumentId: 'pc',
        paymentMethodId: 'CREDIT_CARD',
        amount: 57.23,
        paymentCard: { cardType: 'Visa', maskedNumber: '************1111' },
      },
    ]);
  });
});

describe('order payment instruments', () => {
  it('lists gift cards unredeemed with their brand and mask, then NO_PAYMENT as already authorised', () => {
    const gift = {
      paymentInstrumentId: 'g1',
      paymentMethodId: 'GIFTCARD',
      amount: 57.23,
      maskedGiftCertificateCode: MASKED_GIFT,
    };
    const b = basket({ paymentInstruments: [gift, { paymentInstrumentId: 'np', paymentMethodId: 'NO_PAYMENT' }] });
    const { plan } = planPayment(b) as { plan: PaymentPlan };
    const order = buildOrder(b, {
      orderNo: '01000101',
      orderToken: 't',
      siteId: 'sweet-shop',
      now: new Date(),
      customer: { customerId: 'c1', isRegistered: true },
      plan,
    });
    expect(order.paymentInstruments).toEqual([
      { ...gift, giftCard: { brand: 'Sweet Shop Gift Card', maskedCardNumber: MASKED_GIFT } },
      {
        paymentInstrumentId: 'np',
        paymentMethodId: 'NO_PAYMENT',
        amount: 0,
        authorizationStatus: { status: 1, code: 'OK', message: 'Authorized' },
      },
    ]);
    expect(order.guest).toBe(false);
    expect(paymentStatusOf(order)).toBe('not_paid');
  });
});

describe('paymentStatusOf', () => {
  const ok = { status: 1, code: 'OK', message: 'Authorized' };
  it('is paid only when authorised instruments pay the total and none is pending', () => {
    expect(paymentStatusOf({ orderTotal: 50, paymentInstruments: [{ amount: 50 }] })).toBe('not_paid');
    expect(
      paymentStatusOf({
        orderTotal: 50,
        paymentInstruments: [{ amount: 20, authorizationStatus: ok }, { amount: 30 }],
      }),
    ).toBe('part_paid');
    expect(
      paymentStatusOf({
        orderTotal: 50,
        paymentInstruments: [
          { amount: 20, authorizationStatus: ok },
          { amount: 30, authorizationStatus: ok },
        ],
      }),
    ).toBe('paid');
    expect(
      paymentStatusOf({
        orderTotal: 0,
        paymentInstruments: [{ amount: 0, paymentMethodId: 'NO_PAYMENT', authorizationStatus: ok }],
      }),
    ).toBe('paid');
  });
});
