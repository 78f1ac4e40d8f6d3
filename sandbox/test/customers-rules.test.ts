import { describe, expect, it } from 'vitest';
import { ProblemError } from '../src/http/problem.ts';
import {
  addAddress,
  addressInput,
  removeAddress,
  updateAddress,
  type StoredAddress,
} from '../src/customers/addresses.ts';
import {
  addPaymentInstrument,
  MAX_SAVED_CARDS,
  removePaymentInstrument,
  storedCardFrom,
  updatePaymentInstrument,
  useForSubscriptions,
  type StoredPaymentInstrument,
} from '../src/customers/cards.ts';
import { maskCardNumber } from '../src/payments/cards.ts';
import { orderSummary } from '../src/orders/views.ts';
import {
  addListItem,
  newProductList,
  productListItemInput,
  publicProductList,
  removeListItem,
  updateListItem,
} from '../src/customers/product-lists.ts';
import { customerResponse, parseCustomerExpand, profileInput, type CustomerDoc } from '../src/customers/profile.ts';
import { buildSeedOrder, seedShippingTaxRate, seedTaxRate } from '../src/customers/seed-orders.ts';
import { customFields } from '../src/http/body.ts';

const NOW = '2025-06-01T12:00:00.000Z';
const LATER = '2025-06-02T12:00:00.000Z';

function problem(fn: () => unknown): ProblemError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
  throw new Error('expected a problem');
}

const address = (addressId: string, preferred = false): StoredAddress => ({
  addressId,
  countryCode: 'US',
  lastName: 'Sweet',
  preferred,
  creationDate: NOW,
  lastModified: NOW,
});

describe('address book', () => {
  it('adds an address with dates; a preferred one takes the flag from the others', () => {
    const { addresses, address: added } = addAddress(
      [address('Primary Address', true)],
      { addressId: 'Work', countryCode: 'US', lastName: 'Sweet', preferred: true },
      LATER,
    );
    expect(added).toMatchObject({ addressId: 'Work', preferred: true, creationDate: LATER, lastModified: LATER });
    expect(addresses.map((entry) => [entry.addressId, entry.preferred])).toEqual([
      ['Primary Address', false],
      ['Work', true],
    ]);
  });

  it('requires addressId, countryCode and lastName and keeps ids unique', () => {
    expect(problem(() => addAddress([], { countryCode: 'US', lastName: 'X' }, NOW)).status).toBe(400);
    expect(problem(() => addAddress([], { addressId: 'A', lastName: 'X' }, NOW)).status).toBe(400);
    expect(problem(() => addAddress([], { addressId: 'A', countryCode: 'US', lastName: ' ' }, NOW)).status).toBe(400);
    expect(
      problem(() => addAddress([address('A')], { addressId: 'A', countryCode: 'US', lastName: 'X' }, NOW)).body.title,
    ).toBe('Customer Address Already Exists');
  });

  it('renames an address, keeps its creation date and refuses a taken name', () => {
    const book = [address('Home'), address('Office')];
    const { addresses, address: renamed } = updateAddress(book, 'Home', { addressId: 'House', city: 'Austin' }, LATER);
    expect(renamed).toMatchObject({ addressId: 'House', city: 'Austin', creationDate: NOW, lastModified: LATER });
    expect(addresses.map((entry) => entry.addressId)).toEqual(['House', 'Office']);
    expect(problem(() => updateAddress(book, 'Home', { addressId: 'Office' }, LATER)).status).toBe(400);
    expect(problem(() => updateAddress(book, 'Nowhere', {}, LATER)).status).toBe(404);
    expect(removeAddress(book, 'Home').map((entry) => entry.addressId)).toEqual(['Office']);
    expect(problem(() => removeAddress(book, 'Nowhere')).status).toBe(404);
  });

  it('validates field types, sizes and the country code pattern', () => {
    expect(
      addressInput({
        addressId: ' Home ',
        countryCode: 'CA',
        postalCode: 'M5V 2A2',
        preferred: false,
        c_isPOBox: false,
        unknownField: 1,
      }),
    ).toEqual({
      addressId: 'Home',
      countryCode: 'CA',
      postalCode: 'M5V 2A2',
      preferred: false,
      c_isPOBox: false,
    });
    expect(problem(() => addressInput({ countryCode: 'ca' })).status).toBe(400);
    expect(problem(() => addressInput({ phone: '1'.repeat(33) })).status).toBe(400);
    expect(problem(() => addressInput({ city: 12 })).status).toBe(400);
    expect(problem(() => addressInput({ preferred: 'yes' })).status).toBe(400);
  });
});

describe('cards', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  const saved = (
    id: string,
    lastDigits: string,
    extra: Partial<StoredPaymentInstrument> = {},
  ): StoredPaymentInstrument => ({
    paymentInstrumentId: id,
    paymentMethodId: 'CREDIT_CARD',
    paymentCard: {
      cardType: 'Visa',
      maskedNumber: maskCardNumber(`411111111111${lastDigits}`),
      numberLastDigits: lastDigits,
      expirationMonth: 1,
      expirationYear: 2030,
    },
    default: false,
    creationDate: NOW,
    lastModified: NOW,
    ...extra,
  });

  it('builds the stored card from a number, or from the data of a payment token', () => {
    const card = storedCardFrom(
      {
        number: '5555-5555-5555-4444',
        cardType: 'Master Card',
        holder: 'Ava',
        expirationMonth: 8,
        expirationYear: 2029,
      },
      {},
      now,
    );
    expect(card).toEqual({
      cardType: 'Master Card',
      maskedNumber: '************4444',
      numberLastDigits: '4444',
      holder: 'Ava',
      expirationMonth: 8,
      expirationYear: 2029,
    });
    const fromToken = storedCardFrom(
      {},
      {
        cardType: 'Amex',
        maskedNumber: '***********0005',
        numberLastDigits: '0005',
        expirationMonth: 4,
        expirationYear: 2030,
      },
      now,
    );
    expect(fromToken).toMatchObject({ cardType: 'Amex', numberLastDigits: '0005' });
    expect(
      problem(() => storedCardFrom({ cardType: 'Visa', expirationMonth: 1, expirationYear: 2030 }, {}, now)).status,
    ).toBe(400);
    expect(
      problem(() => storedCardFrom({ number: '4111111111111111', expirationMonth: 1, expirationYear: 2030 }, {}, now))
        .status,
    ).toBe(400);
    expect(
      problem(() =>
        storedCardFrom(
          { number: '4111111111111111', cardType: 'Visa', expirationMonth: 1, expirationYear: 2025 },
          {},
          now,
        ),
      ).body.detail,
    ).toBe('Card is expired');
  });

  it('refuses a card already on file and an eleventh card', () => {
    const wallet = [saved('a', '1111')];
    expect(problem(() => addPaymentInstrument(wallet, saved('b', '1111'))).body).toMatchObject({
      code: 'card.already.on.file',
    });
    const full = Array.from({ length: MAX_SAVED_CARDS }, (_, i) => saved(`c${i}`, String(1000 + i)));
    expect(problem(() => addPaymentInstrument(full, saved('x', '9999'))).body).toMatchObject({
      code: 'error.cards.max.reached',
    });
  });

  it('keeps at most one default card and one card for subscriptions', () => {
    let wallet = addPaymentInstrument([saved('a', '1111', { default: true })], saved('b', '2222', { default: true }));
    expect(wallet.map((card) => card.default)).toEqual([false, true]);
    wallet = updatePaymentInstrument(wallet, 'a', { default: true }, now);
    expect(wallet.map((card) => card.default)).toEqual([true, false]);
    wallet = useForSubscriptions(wallet, 'b', now);
    wallet = useForSubscriptions(wallet, 'a', now);
    expect(wallet.map((card) => card.c_useForSubscriptions)).toEqual([true, false]);
    expect(removePaymentInstrument(wallet, 'a').map((card) => card.paymentInstrumentId)).toEqual(['b']);
    expect(problem(() => useForSubscriptions(wallet, 'zzz', now)).status).toBe(404);
    expect(
      problem(() =>
        updatePaymentInstrument(wallet, 'a', { paymentCard: { expirationMonth: 1, expirationYear: 2020 } }, now),
      ).status,
    ).toBe(400);
  });
});

describe('product lists', () => {
  it('adds, updates and removes items; the product of an item never changes', () => {
    const list = newProductList('list1', { type: 'wish_list' }, NOW);
    const { list: withItem, item } = addListItem(
      list,
      'item1',
      productListItemInput({ productId: '1010101', quantity: 2, c_color: 'gold' }, { create: true }),
      LATER,
    );
    expect(item).toEqual({
      id: 'item1',
      type: 'product',
      productId: '1010101',
      quantity: 2,
      priority: 0,
      public: false,
      purchasedQuantity: 0,
      c_color: 'gold',
    });
    expect(withItem.lastModified).toBe(LATER);
    const { item: updated } = updateListItem(
      withItem,
      'item1',
      { ...productListItemInput({ quantity: 4, public: true }, { create: false }), productId: 'other' },
      LATER,
    );
    expect(updated).toMatchObject({ productId: '1010101', quantity: 4, public: true });
    expect(removeListItem(withItem, 'item1', LATER).customerProductListItems).toEqual([]);
    expect(problem(() => removeListItem(withItem, 'nope', LATER)).status).toBe(404);
  });

  it('needs a productId for product items and checks quantities', () => {
    expect(problem(() => productListItemInput({ type: 'product' }, { create: true })).status).toBe(400);
    expect(productListItemInput({ type: 'gift_certificate' }, { create: true })).toEqual({ type: 'gift_certificate' });
    expect(problem(() => productListItemInput({ quantity: 1.5 }, { create: false })).status).toBe(400);
  });

  it('shows only public items of a public list', () => {
    let list = newProductList('list1', { type: 'wish_list', public: true }, NOW);
    list = addListItem(list, 'a', { productId: 'p1', public: true }, NOW).list;
    list = addListItem(list, 'b', { productId: 'p2', public: false }, NOW).list;
    expect(publicProductList(list).productListItems).toEqual([
      { id: 'a', type: 'product', priority: 0, productId: 'p1' },
    ]);
  });
});

describe('profile', () => {
  it('takes writable fields and custom attributes, never customer groups or the current password', () => {
    const input = profileInput({
      firstName: ' Ava ',
      gender: 2,
      birthday: '1988-09-21',
      c_newsletter: true,
      c_groups: ['VIP'],
      c_currentPassword: 'secret',
      customerNo: '1',
      email: 'ava@example.com',
    });
    expect(input).toEqual({
      fields: { firstName: 'Ava', gender: 2, birthday: '1988-09-21', c_newsletter: true },
      cleared: [],
      email: 'ava@example.com',
      login: undefined,
    });
    // A PATCH takes the birthday off with null (a date has no empty value).
    expect(profileInput({ birthday: null })).toEqual({
      fields: {},
      cleared: ['birthday'],
      email: undefined,
      login: undefined,
    });
    expect(problem(() => profileInput({ birthday: '1988-13-01' })).status).toBe(400);
    expect(problem(() => profileInput({ gender: 3 })).status).toBe(400);
    expect(problem(() => customFields({ 'c_bad-name': 1 })).status).toBe(400);
    expect(problem(() => customFields({ c_big: 'x'.repeat(20_000) })).status).toBe(400);
  });

  it('expands addresses and payment instruments by default and computes card expiry', () => {
    const doc = {
      customerId: 'c1',
      addresses: [address('Home')],
      paymentInstruments: [
        {
          paymentInstrumentId: 'p',
          paymentMethodId: 'CREDIT_CARD',
          default: false,
          creationDate: NOW,
          lastModified: NOW,
          paymentCard: {
            cardType: 'Visa',
            maskedNumber: '*1111',
            numberLastDigits: '1111',
            expirationMonth: 1,
            expirationYear: 2024,
          },
        },
      ],
    } as unknown as CustomerDoc;
    const full = customerResponse(doc, new Date(NOW));
    expect(
      (full.paymentInstruments as Array<{ paymentCard: { creditCardExpired: boolean } }>)[0]!.paymentCard
        .creditCardExpired,
    ).toBe(true);
    expect(customerResponse(doc, new Date(NOW), ['addresses'])).not.toHaveProperty('paymentInstruments');
    expect(parseCustomerExpand([])).toEqual(['addresses', 'paymentinstruments']);
    expect(parseCustomerExpand(['none'])).toEqual([]);
    expect(parseCustomerExpand(['bogus'])).toBeUndefined();
  });
});

describe('seeded orders', () => {
  const home: StoredAddress = {
    ...address('Primary Address', true),
    firstName: 'Ava',
    city: 'San Francisco',
    stateCode: 'CA',
    postalCode: '94109',
    address1: '1 Main St',
  };
  const texas: StoredAddress = {
    ...address('Grandma'),
    firstName: 'Rose',
    city: 'Austin',
    stateCode: 'TX',
    postalCode: '73301',
    address1: '2 Oak St',
  };
  const card: StoredPaymentInstrument = {
    paymentInstrumentId: 'p',
    paymentMethodId: 'CREDIT_CARD',
    default: true,
    creationDate: NOW,
    lastModified: NOW,
    paymentCard: {
      cardType: 'Visa',
      maskedNumber: '************1111',
      numberLastDigits: '1111',
      holder: 'Ava Sweet',
      expirationMonth: 12,
      expirationYear: 2030,
    },
  };
  const truffles = { id: '1010101', name: 'Truffles', price: 24.95, reorderable: true };
  const bar = { id: '10301', name: 'Bar', price: 4.95, reorderable: false };

  it('adds up items, shipping and tax per shipment and for the order', () => {
    let counter = 0;
    const order = buildSeedOrder(
      {
        orderNo: '00090001',
        siteId: 'sweet-shop',
        currency: 'USD',
        createdAt: new Date(NOW),
        state: 'delivered',
        customer: {
          customerId: 'c1',
          customerNo: '00010001',
          email: 'ava@example.com',
          firstName: 'Ava',
          lastName: 'Sweet',
        },
        billingAddress: home,
        card,
        shipments: [
          {
            address: home,
            method: { id: 'UPSGT_Disc', name: 'Ground (discounted)', price: 8.99 },
            lines: [{ product: truffles, quantity: 2 }],
          },
          {
            address: texas,
            method: { id: 'STANDARD', name: 'Standard', price: 9.99 },
            lines: [{ product: bar, quantity: 3 }],
            giftMessage: 'Hi',
          },
        ],
      },
      () => `item${(counter += 1)}`,
    );
    expect(order.productSubTotal).toBe(64.75);
    expect(order.productItems?.map((item) => [item.shipmentId, item.price, item.tax, item.c_isReorderable])).toEqual([
      ['me', 49.9, 3.62, true],
      ['Shipment2', 14.85, 0.93, false],
    ]);
    // California does not tax delivery; Texas does.
    expect(order.shippingItems?.map((item) => item.tax)).toEqual([0, 0.62]);
    expect(order.taxTotal).toBe(5.17);
    expect(order.orderTotal).toBe(88.9);
    expect(order.shipments?.[1]).toMatchObject({
      shipmentId: 'Shipment2',
      gift: true,
      giftMessage: 'Hi',
      shippingStatus: 'shipped',
      shipmentTotal: 26.39,
      trackingNumber: expect.stringMatching(/^1Z/),
    });
    expect(order.paymentInstruments?.[0]).toMatchObject({
      amount: 88.9,
      paymentCard: { maskedNumber: '************1111' },
    });
    expect(order).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      shippingStatus: 'shipped',
      billingAddress: { fullName: 'Ava Sweet', c_selectedAddressID: 'Primary Address' },
    });
  });

  it('knows the demo tax rates', () => {
    expect(seedTaxRate({ countryCode: 'CA', stateCode: 'ON' })).toBe(0.13);
    expect(seedShippingTaxRate({ countryCode: 'US', stateCode: 'CA' })).toBe(0);
    expect(seedTaxRate({ countryCode: 'US', stateCode: 'ZZ' })).toBe(0);
  });

  it('summarises an order for the history list', () => {
    const summary = orderSummary({
      orderNo: '1',
      creationDate: NOW,
      status: 'new',
      currency: 'USD',
      orderTotal: 10,
      productItems: [
        { productId: 'a', productName: 'A', quantity: 2 },
        { productId: 'b', productName: 'B', quantity: 3 },
      ],
      shipments: [
        {
          shipmentId: 'me',
          shippingMethod: { id: 'X', name: 'Express' },
          trackingNumber: 'T',
          shippingAddress: { firstName: 'Ava', lastName: 'Sweet' },
        },
      ],
    });
    expect(summary).toMatchObject({
      orderNo: '1',
      itemCount: 5,
      shipments: [{ shipmentId: 'me', shippingMethod: 'Express', trackingNumber: 'T', recipient: 'Ava Sweet' }],
    });
  });
});
