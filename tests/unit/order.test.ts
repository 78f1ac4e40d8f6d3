import { describe, expect, it } from 'vitest';
import { addressLines } from '~/models/address-rules.ts';
import { fullLengthMask } from '~/models/card.ts';
import { PLACING_ORDER_WAIT_MS } from '~/models/checkout-constants.ts';
import { roundMoney } from '~/models/money.ts';
import { createAccountSchema, trackOrderSchema } from '~/models/order-forms.ts';
import {
  orderLines,
  orderSubtotal,
  orderTotals,
  orderView,
  shipmentViews,
  shipmentStatusLabel,
  statusLabel,
  totalsRows,
  type Order,
} from '~/models/order-view.ts';
import { cardBrandName, paymentLines } from '~/models/order-payment-lines.ts';
import {
  isPlaced,
  orderFailure,
  placeOrderRole,
  pendingOrderTakeover,
  placingOutcome,
  reviewDigest,
} from '~/models/order-placement.ts';

const ADDRESS = {
  firstName: 'Sally',
  lastName: 'Sweet',
  address1: '1 Main St',
  address2: 'Apt 2',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90001',
  countryCode: 'US',
  phone: '3105550100',
};

const ORDER: Order = {
  orderNo: '00001234',
  status: 'new',
  shippingStatus: 'not_shipped',
  currency: 'USD',
  creationDate: '2026-11-21T10:00:00.000Z',
  customerInfo: { email: 'sally@example.com' },
  productSubTotal: 49.9,
  orderPriceAdjustments: [{ price: -5 }],
  shippingTotal: 7.99,
  taxTotal: 3.26,
  orderTotal: 56.15,
  billingAddress: ADDRESS,
  productItems: [
    {
      itemId: 'i1',
      productId: '10301',
      productName: 'Dark Chocolate Bar 70%',
      quantity: 2,
      price: 9.9,
      priceAfterItemDiscount: 9.9,
      shipmentId: 'me',
    },
    {
      itemId: 'i2',
      productId: '1010101',
      productName: 'Truffles',
      quantity: 1,
      price: 40,
      priceAfterItemDiscount: 32,
      shipmentId: 'me',
      variationValues: { size: '8 oz', wrap: 'Standard' },
    },
  ],
  shipments: [
    {
      shipmentId: 'me',
      shippingAddress: ADDRESS,
      shippingMethod: { id: 'STANDARD', name: 'Standard' },
      giftMessage: 'Happy birthday',
      shippingStatus: 'not_shipped',
      trackingNumber: '1ZSWT0010300001234',
      c_trackingUrl: 'https://www.ups.com/track?tracknum=1ZSWT0010300001234',
    },
  ],
  paymentInstruments: [
    {
      paymentInstrumentId: 'card',
      paymentMethodId: 'CREDIT_CARD',
      amount: 31.15,
      paymentCard: { cardType: 'Visa', maskedNumber: '************1111', expirationMonth: 3, expirationYear: 2030 },
    },
    {
      paymentInstrumentId: 'gc',
      paymentMethodId: 'GIFTCARD',
      amount: 25,
      maskedGiftCertificateCode: '***************5001',
    },
  ],
};

describe('order totals (spec §9: subtotal = total − shipping − tax, 2 decimals)', () => {
  it('computes the subtotal from the total', () => {
    expect(orderSubtotal({ orderTotal: 56.15, shippingTotal: 7.99, taxTotal: 3.26 })).toBe(44.9);
    expect(orderSubtotal({ orderTotal: 0.3, shippingTotal: 0.1, taxTotal: 0.1 })).toBe(0.1);
    expect(orderSubtotal({ orderTotal: 10 })).toBe(10);
    expect(orderSubtotal({})).toBeUndefined();
  });

  it('rounds to cents', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-5)).toBe(-5);
  });

  it('gives merchandise, discounts, shipping, tax, total and what gift cards pay', () => {
    expect(orderTotals(ORDER)).toEqual({
      currency: 'USD',
      merchandise: 57.9,
      productDiscount: 8,
      orderDiscount: 5,
      subtotal: 44.9,
      shipping: 7.99,
      shippingDiscount: 0,
      tax: 3.26,
      total: 56.15,
      giftCards: 25,
      remaining: 31.15,
    });
  });

  it('falls back to the product subtotal less discounts before the total is known', () => {
    const totals = orderTotals({ currency: 'CAD', productSubTotal: 20, orderPriceAdjustments: [{ price: -2.5 }] });
    expect(totals).toEqual({
      currency: 'CAD',
      merchandise: 20,
      productDiscount: 0,
      orderDiscount: 2.5,
      subtotal: 17.5,
      shippingDiscount: 0,
      giftCards: 0,
    });
  });

  it('keeps free shipping as 0', () => {
    expect(orderTotals({ ...ORDER, shippingTotal: 0, orderTotal: 48.16 }).shipping).toBe(0);
  });
});

describe('the totals rows add up to the total (the order discount is taken off once)', () => {
  const addUp = (order: Order) => {
    const totals = orderTotals(order);
    return roundMoney(totalsRows(totals).reduce((sum, row) => sum + row.amount, 0));
  };
  // As the sandbox computes them: items with product discounts, an order discount prorated, a
  // free-shipping promotion, tax on top (net taxation), gift cards paying part.
  const PROMOTED: Order = {
    currency: 'USD',
    productItems: [
      { itemId: 'a', productId: '10301', quantity: 4, price: 19.8, priceAfterItemDiscount: 14.85 },
      { itemId: 'b', productId: '10302', quantity: 1, price: 12, priceAfterItemDiscount: 12 },
    ],
    productSubTotal: 26.85,
    orderPriceAdjustments: [{ price: -2.69 }],
    productTotal: 24.16,
    shippingItems: [{ shipmentId: 'me', price: 7.99, priceAdjustments: [{ price: -7.99 }] }],
    shippingTotal: 0,
    taxTotal: 2.3,
    orderTotal: 26.46,
    paymentInstruments: [
      { paymentMethodId: 'GIFTCARD', amount: 10 },
      { paymentMethodId: 'CREDIT_CARD', amount: 16.46 },
    ],
  };

  it('lists the order discount once: merchandise − product − order discount + shipping − shipping discount + tax = total', () => {
    expect(totalsRows(orderTotals(PROMOTED))).toEqual([
      { label: 'Merchandise subtotal', amount: 31.8 },
      { label: 'Product discounts', amount: -4.95 },
      { label: 'Order discount', amount: -2.69 },
      { label: 'Shipping', amount: 7.99 },
      { label: 'Shipping discount', amount: -7.99 },
      { label: 'Tax', amount: 2.3 },
    ]);
    expect(addUp(PROMOTED)).toBe(26.46);
    expect(orderTotals(PROMOTED)).toMatchObject({ giftCards: 10, remaining: 16.46 });
  });

  it('adds up for the fixture order, an order without discounts and a tracking view without adjustments', () => {
    expect(addUp(ORDER)).toBe(ORDER.orderTotal);
    const plain: Order = {
      productItems: [{ productId: 'x', quantity: 1, price: 10, priceAfterItemDiscount: 10 }],
      productSubTotal: 10,
      shippingTotal: 5.99,
      taxTotal: 0.95,
      orderTotal: 16.94,
    };
    expect(addUp(plain)).toBe(16.94);
    const { orderPriceAdjustments: _a, shippingItems: _s, ...tracked } = PROMOTED;
    expect(addUp(tracked)).toBe(26.46);
  });
});

describe('the digest of the review (the order placed is the order reviewed)', () => {
  const { orderNo: _no, status: _status, ...BASKET } = ORDER;
  const digest = reviewDigest(BASKET);

  it('is short, stable and the same for the same lines, shipping and total', () => {
    expect(digest).toMatch(/^[0-9a-f]{16}$/);
    expect(reviewDigest(structuredClone(BASKET))).toBe(digest);
    // What the review does not show as a price does not count: payments, e-mail, addresses.
    expect(
      reviewDigest({
        ...BASKET,
        paymentInstruments: [],
        customerInfo: { email: 'other@example.com' },
        billingAddress: {},
      }),
    ).toBe(digest);
  });

  it('changes with a quantity, a line price, a line, the shipping, the tax, the total or the currency', () => {
    const items = BASKET.productItems!;
    const changed = [
      { ...BASKET, productItems: [{ ...items[0]!, quantity: 3 }, items[1]!] },
      { ...BASKET, productItems: [items[0]!, { ...items[1]!, priceAfterItemDiscount: 31 }] },
      { ...BASKET, productItems: [items[0]!] },
      { ...BASKET, productItems: [items[0]!, { ...items[1]!, variationValues: { size: '16 oz' } }] },
      { ...BASKET, shippingTotal: 9.99 },
      { ...BASKET, taxTotal: 3.27 },
      { ...BASKET, orderTotal: 56.16 },
      { ...BASKET, currency: 'CAD' },
    ];
    const digests = changed.map(reviewDigest);
    for (const other of digests) expect(other).not.toBe(digest);
    expect(new Set(digests).size).toBe(digests.length);
  });
});

describe('payments, masked (spec §5)', () => {
  it('shows gift cards first, cards by brand with the masked number and expiry', () => {
    expect(paymentLines(ORDER.paymentInstruments)).toEqual([
      { id: 'gc', kind: 'gift-card', label: 'Gift card', masked: '****5001', amount: 25 },
      { id: 'card', kind: 'card', label: 'Visa', masked: '************1111', expires: '03/2030', amount: 31.15 },
    ]);
  });

  it('gives a 15-character masked number one extra mask character (Amex)', () => {
    expect(fullLengthMask('***********0005')).toBe('************0005');
    expect(fullLengthMask('************1111')).toBe('************1111');
    const [amex] = paymentLines([
      { paymentMethodId: 'CREDIT_CARD', paymentCard: { cardType: 'Amex', maskedNumber: '***********0005' } },
    ]);
    expect(amex).toMatchObject({ label: 'American Express', masked: '************0005' });
  });

  it('never shows more than the last four digits', () => {
    const [line] = paymentLines([
      { paymentMethodId: 'CREDIT_CARD', paymentCard: { cardType: 'Visa', maskedNumber: '4111111111111111' } },
    ]);
    expect(line!.masked).toBe('************1111');
    const [gift] = paymentLines([
      { paymentMethodId: 'GIFTCARD', giftCard: { maskedCardNumber: '***************5001' } },
    ]);
    expect(gift!.masked).toBe('****5001');
  });

  it('shows NO_PAYMENT as paid by gift card, without an amount', () => {
    expect(paymentLines([{ paymentInstrumentId: 'n', paymentMethodId: 'NO_PAYMENT', amount: 0 }])).toEqual([
      { id: 'n', kind: 'none', label: 'Paid in full by gift card' },
    ]);
  });

  it('names card brands by name or type code (001 visa, 002 mastercard, 003 amex, 004/042 discover)', () => {
    expect(
      ['Visa', '001', 'MasterCard', '002', 'americanexpress', '003', 'Discover', '004', '042'].map(cardBrandName),
    ).toEqual([
      'Visa',
      'Visa',
      'Mastercard',
      'Mastercard',
      'American Express',
      'American Express',
      'Discover',
      'Discover',
      'Discover',
    ]);
    expect(cardBrandName('Diners')).toBe('Diners');
  });
});

describe('lines, addresses, shipments', () => {
  it('lists lines with variation, quantity and discounted price', () => {
    expect(orderLines(ORDER.productItems)).toEqual([
      { id: 'i1', productId: '10301', name: 'Dark Chocolate Bar 70%', quantity: 2, price: 9.9 },
      {
        id: 'i2',
        productId: '1010101',
        name: 'Truffles',
        variation: '8 oz, Standard',
        quantity: 1,
        price: 32,
        basePrice: 40,
      },
    ]);
  });

  it('formats an address as label lines', () => {
    expect(addressLines(ADDRESS, { phone: true })).toEqual([
      'Sally Sweet',
      '1 Main St',
      'Apt 2',
      'Los Angeles, CA 90001',
      'US',
      '(310) 555-0100',
    ]);
    expect(addressLines(ADDRESS)).toEqual(['Sally Sweet', '1 Main St', 'Apt 2', 'Los Angeles, CA 90001', 'US']);
    expect(addressLines(undefined)).toEqual([]);
    expect(addressLines({ fullName: 'Sam Sour', companyName: 'Sour Inc', city: 'Toronto', stateCode: 'ON' })).toEqual([
      'Sam Sour',
      'Sour Inc',
      'Toronto, ON',
    ]);
  });

  it('gives each shipment its address, method, gift message, status and lines; no tracking number before it ships', () => {
    expect(shipmentViews(ORDER)).toEqual([
      {
        id: 'me',
        address: addressLines(ADDRESS, { phone: true }),
        method: 'Standard',
        giftMessage: 'Happy birthday',
        status: 'Not shipped yet',
        lineIds: ['i1', 'i2'],
      },
    ]);
  });

  it('gives a shipped shipment its tracking number and link', () => {
    const shipped = {
      ...ORDER,
      shipments: ORDER.shipments!.map((shipment) => ({ ...shipment, shippingStatus: 'shipped' })),
    };
    expect(shipmentViews(shipped)[0]).toMatchObject({
      status: 'Shipped',
      trackingNumber: '1ZSWT0010300001234',
      trackingUrl: 'https://www.ups.com/track?tracknum=1ZSWT0010300001234',
    });
  });

  it('says how each shipped shipment was asked to arrive (checkout spec §3 delivery dates): ship now or its wanted date; nothing for a pick-up', () => {
    const views = shipmentViews({
      orderNo: '1',
      shipments: [
        { shipmentId: 'me', c_isCalendarSelection: true, c_DATE_WANTED: '2026-12-22' },
        { shipmentId: 'Shipment2', c_isCalendarSelection: false, c_shipnow: { preferedMethod: 'EXPRESS' } },
        { shipmentId: 'Shipment3' },
      ],
    });
    expect(views.map((view) => view.delivery)).toEqual(['Deliver by Tue, Dec 22, 2026', 'Ship now', undefined]);
  });

  it('drops tracking links that are not http(s)', () => {
    const [shipment] = shipmentViews({
      orderNo: '1',
      shipments: [{ shipmentId: 'me', trackingNumber: 'X1', c_trackingUrl: 'javascript:alert(1)' }],
    });
    expect(shipment).not.toHaveProperty('trackingUrl');
    expect(shipment!.trackingNumber).toBe('X1');
  });

  it('shows no shipping status or tracking for a basket (the review page: no order exists yet)', () => {
    const { orderNo: _none, ...basket } = ORDER;
    const [shipment] = shipmentViews(basket);
    expect(shipment).not.toHaveProperty('status');
    expect(shipment).not.toHaveProperty('trackingNumber');
    expect(shipment).not.toHaveProperty('trackingUrl');
    expect(shipment).toMatchObject({ method: 'Standard', giftMessage: 'Happy birthday' });
  });

  it('builds the whole view of an order', () => {
    const view = orderView(ORDER);
    expect(view).toMatchObject({
      orderNo: '00001234',
      status: 'Received',
      shippingStatus: 'Not shipped yet',
      email: 'sally@example.com',
    });
    expect(view.lines).toHaveLength(2);
    expect(view.billingAddress[0]).toBe('Sally Sweet');
    expect(view.payments).toHaveLength(2);
    expect(view.totals.total).toBe(56.15);
  });

  it('labels states in words', () => {
    expect(statusLabel('new')).toBe('Received');
    expect(statusLabel('in_transit')).toBe('In transit');
    expect(statusLabel('some_new_state')).toBe('Some new state');
    expect(statusLabel(undefined)).toBe('');
  });

  it('says a pick-up shipment is not ready yet, not "not shipped"', () => {
    expect(shipmentStatusLabel('not_shipped', true)).toBe('Not ready for pick-up yet');
    expect(shipmentStatusLabel('not_shipped', false)).toBe('Not shipped yet');
    expect(shipmentStatusLabel('delivered', true)).toBe('Delivered');
  });
});

describe('the outcome of placing an order (spec §4 step 4)', () => {
  it('fails with flashes or a failed status; the declined instrument’s message is the status message', () => {
    const declined: Order = {
      ...ORDER,
      status: 'failed',
      c_flashes: [{ type: 'PaymentTransactionFailed', message: 'Your card was declined.' }],
      paymentInstruments: [
        {
          paymentMethodId: 'CREDIT_CARD',
          authorizationStatus: { status: 0, code: 'DECLINED', message: 'Declined by the bank.' },
        },
      ],
    };
    expect(orderFailure(declined)).toEqual({
      flashes: [{ type: 'PaymentTransactionFailed', message: 'Your card was declined.' }],
      statusMessage: 'Declined by the bank.',
    });
    expect(orderFailure({ status: 'failed' })).toEqual({});
    expect(orderFailure({ status: 'created', c_flashes: [{ message: 'Out of stock' }] })).toEqual({
      flashes: [{ message: 'Out of stock' }],
    });
    expect(orderFailure(ORDER)).toBeNull();
  });

  it('is placed once no longer created or failed', () => {
    expect(isPlaced({ status: 'new' })).toBe(true);
    expect(isPlaced({ status: 'open' })).toBe(true);
    expect(isPlaced({ status: 'created' })).toBe(false);
    expect(isPlaced({ status: 'failed' })).toBe(false);
    expect(isPlaced({})).toBe(false);
  });
});

describe('placeOrderRole: a double submit or a reload never creates a second order', () => {
  const now = 1_000_000;

  it('places the order when nothing is being placed', () => {
    expect(placeOrderRole({ basketId: 'b1' }, 'b1', now)).toEqual({
      role: 'place',
      mark: { basketId: 'b1', startedAt: now },
    });
  });

  it('waits when another submit marked the same basket within the wait', () => {
    const mark = { basketId: 'b1', startedAt: now - PLACING_ORDER_WAIT_MS + 1 };
    expect(placeOrderRole({ placingOrder: mark }, 'b1', now)).toEqual({ role: 'wait', mark });
    expect(placeOrderRole({ placingOrder: { ...mark, orderNo: '0001' } }, 'b1', now).role).toBe('wait');
  });

  it('takes over a stale mark and resumes its order instead of creating one', () => {
    const stale = { basketId: 'b1', startedAt: now - PLACING_ORDER_WAIT_MS, orderNo: '0001' };
    expect(placeOrderRole({ placingOrder: stale }, 'b1', now)).toEqual({
      role: 'place',
      mark: { basketId: 'b1', startedAt: now, orderNo: '0001' },
    });
    expect(placeOrderRole({ placingOrder: { basketId: 'b1', startedAt: 0 } }, 'b1', now)).toEqual({
      role: 'place',
      mark: { basketId: 'b1', startedAt: now },
    });
  });

  it('takes over the time of a createOrder whose answer was lost, so that order is looked for first (not for another basket)', () => {
    const lost = { basketId: 'b1', startedAt: 0, orderRequestedAt: now - 2000 };
    expect(placeOrderRole({ placingOrder: lost }, 'b1', now)).toEqual({
      role: 'place',
      mark: { basketId: 'b1', startedAt: now, orderRequestedAt: now - 2000 },
    });
    expect(placeOrderRole({ placingOrder: lost }, 'b2', now)).toEqual({
      role: 'place',
      mark: { basketId: 'b2', startedAt: now },
    });
  });

  it('shows the confirmation again for the basket just ordered (double submit after success, reload of the POST)', () => {
    const state = {
      placingOrder: { basketId: 'b1', startedAt: now - 5, orderNo: '0001' },
      lastOrder: { orderNo: '0001' },
    };
    expect(placeOrderRole(state, 'b1', now)).toEqual({ role: 'done' });
    expect(placeOrderRole(state, null, now)).toEqual({ role: 'done' });
    expect(
      placeOrderRole(
        { ...state, placingOrder: { ...state.placingOrder, startedAt: now - 10 * PLACING_ORDER_WAIT_MS } },
        null,
        now,
      ),
    ).toEqual({ role: 'done' });
  });

  it('places a new basket’s order after an earlier one', () => {
    const state = {
      placingOrder: { basketId: 'b1', startedAt: now - 5, orderNo: '0001' },
      lastOrder: { orderNo: '0001' },
    };
    expect(placeOrderRole(state, 'b2', now)).toEqual({ role: 'place', mark: { basketId: 'b2', startedAt: now } });
  });

  it('does not wait for a mark dated in the future (a clock step back)', () => {
    expect(placeOrderRole({ placingOrder: { basketId: 'b1', startedAt: now + 60_000 } }, 'b1', now).role).toBe('place');
  });

  it('tells a waiting submit how the first one ended', () => {
    const mark = { basketId: 'b1', startedAt: now };
    expect(placingOutcome({ placingOrder: mark }, mark)).toBe('pending');
    expect(placingOutcome({ placingOrder: { ...mark, orderNo: '0001' } }, mark)).toBe('pending');
    expect(placingOutcome({ placingOrder: { ...mark, orderNo: '0001' }, lastOrder: { orderNo: '0001' } }, mark)).toBe(
      'placed',
    );
    expect(placingOutcome({}, mark)).toBe('failed');
    expect(placingOutcome({ placingOrder: { ...mark, startedAt: 0, orderNo: '0001' } }, mark)).toBe('failed');
  });
});

describe('pendingOrderTakeover: a page view finishes an attempt that never reported back', () => {
  const now = 1_000_000;

  it('takes over an attempt that sent createOrder or knows its order, once no request is on it', () => {
    const lost = { basketId: 'b1', startedAt: 0, orderRequestedAt: now - 2000 };
    expect(pendingOrderTakeover({ placingOrder: lost }, now)).toEqual({ ...lost, startedAt: now });
    const stale = { basketId: 'b1', startedAt: now - PLACING_ORDER_WAIT_MS, orderNo: '0001' };
    expect(pendingOrderTakeover({ placingOrder: stale, lastOrder: { orderNo: '0000' } }, now)).toEqual({
      ...stale,
      startedAt: now,
    });
    expect(pendingOrderTakeover({ placingOrder: { ...lost, startedAt: now + 60_000 } }, now)).toEqual({
      ...lost,
      startedAt: now,
    });
  });

  it('leaves an attempt a request is on, one that never sent createOrder, and the order shown last', () => {
    expect(pendingOrderTakeover({}, now)).toBeNull();
    expect(
      pendingOrderTakeover({ placingOrder: { basketId: 'b1', startedAt: now - 5, orderRequestedAt: now - 4 } }, now),
    ).toBeNull();
    expect(pendingOrderTakeover({ placingOrder: { basketId: 'b1', startedAt: 0 } }, now)).toBeNull();
    expect(
      pendingOrderTakeover(
        { placingOrder: { basketId: 'b1', startedAt: 0, orderNo: '0001' }, lastOrder: { orderNo: '0001' } },
        now,
      ),
    ).toBeNull();
  });
});

describe('order forms', () => {
  it('track order needs an order number and a valid e-mail', () => {
    expect(trackOrderSchema.safeParse({ orderNo: ' 00001234 ', email: 'sally@example.com' })).toMatchObject({
      success: true,
      data: { orderNo: '00001234' },
    });
    expect(trackOrderSchema.safeParse({ orderNo: '', email: 'sally@example.com' }).success).toBe(false);
    expect(trackOrderSchema.safeParse({ orderNo: '<script>', email: 'sally@example.com' }).success).toBe(false);
    expect(trackOrderSchema.safeParse({ orderNo: '1'.repeat(51), email: 'sally@example.com' }).success).toBe(false);
    expect(trackOrderSchema.safeParse({ orderNo: '00001234', email: 'nope' }).success).toBe(false);
  });

  it('create account needs a policy password confirmed', () => {
    expect(createAccountSchema.safeParse({ password: 'Candy!Shop9', confirmPassword: 'Candy!Shop9' }).success).toBe(
      true,
    );
    const mismatch = createAccountSchema.safeParse({ password: 'Candy!Shop9', confirmPassword: 'Candy!Shop8' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error!.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'The passwords do not match.',
    });
    expect(createAccountSchema.safeParse({ password: 'weak', confirmPassword: 'weak' }).success).toBe(false);
  });
});
