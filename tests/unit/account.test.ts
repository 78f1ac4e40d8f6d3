import { describe, expect, it } from 'vitest';
import {
  birthdayFromIso,
  birthdayToIso,
  insertBirthdaySlashes,
  joinNewsletterLists,
  profileChange,
  profilePhone,
  profileSchema,
  splitNewsletterLists,
} from '~/models/account-forms.ts';
import { ACCOUNT_NAV, activeAccountNavItem } from '~/models/account-nav.ts';
import { addressBookEntries, addressBookSchema, generateAddressId } from '~/models/address-book.ts';
import { addCardFailureMessage, walletCardSchemaAt, walletEntries } from '~/models/wallet.ts';
import { businessAccount, defaultAddressLines, defaultCardLabel } from '~/models/account-overview.ts';
import {
  customMixPieceIds,
  orderSummaries,
  pageOffset,
  pageParam,
  paging,
  parseCustomMix,
  reorderPlan,
  type ReorderLine,
} from '~/models/order-history.ts';

describe('order history paging (spec §4: more pages while more records exist)', () => {
  it('reads ?page= as a page number from 1, anything else as the first page', () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('-2')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('abc')).toBe(1);
    expect(pageParam('99999')).toBe(10_000);
  });

  it('offers a next page while more records exist (23 orders by 10: 3 pages)', () => {
    expect(pageOffset(3, 10)).toBe(20);
    expect(paging(1, 10, 23, 10)).toEqual({ page: 1, hasNext: true, hasPrevious: false, pageCount: 3 });
    expect(paging(2, 10, 23, 10)).toMatchObject({ hasNext: true, hasPrevious: true });
    expect(paging(3, 3, 23, 10)).toMatchObject({ hasNext: false, hasPrevious: true });
    expect(paging(1, 10, 10, 10)).toMatchObject({ hasNext: false, pageCount: 1 });
    expect(paging(1, 0, 0, 10)).toMatchObject({ hasNext: false, pageCount: 0 });
  });

  it('lists each order with status in words, items and only http(s) tracking links', () => {
    const [order] = orderSummaries({
      data: [
        {
          orderNo: '00090001',
          status: 'completed',
          currency: 'USD',
          orderTotal: 42.5,
          itemCount: 3,
          shipments: [
            {
              shipmentId: 'me',
              shippingStatus: 'shipped',
              trackingNumber: '1Z1',
              c_trackingUrl: 'https://track.example/1Z1',
            },
            { shipmentId: 'Shipment2', trackingNumber: '1Z2', c_trackingUrl: 'javascript:alert(1)' },
            {
              shipmentId: 'Shipment3',
              shippingStatus: 'not_shipped',
              trackingNumber: '1Z3',
              c_trackingUrl: 'https://track.example/1Z3',
            },
          ],
        },
        { status: 'new' },
      ],
    });
    expect(order).toEqual({
      orderNo: '00090001',
      status: 'Completed',
      total: 42.5,
      currency: 'USD',
      itemCount: 3,
      shipments: [
        { id: 'me', status: 'Shipped', trackingNumber: '1Z1', trackingUrl: 'https://track.example/1Z1' },
        { id: 'Shipment2', trackingNumber: '1Z2' },
        // Not shipped yet: no tracking number beside it.
        { id: 'Shipment3', status: 'Not shipped yet' },
      ],
    });
  });
});

describe('reorder eligibility (spec §4 "Reorder")', () => {
  const box = (pid: string, qty = 1) => ({ pid, qty, categoryId: 'mix' });
  const sold = new Set(['p1', 'p2']);
  const isSold = (entry: { pid: string }) => sold.has(entry.pid);

  it('keeps only lines flagged reorderable and lists the others as not orderable', () => {
    const lines: ReorderLine[] = [
      { productId: 'A', productName: 'Fudge', quantity: 2, c_isReorderable: true },
      { productId: 'B', productName: 'Toffee', quantity: 1, c_isReorderable: false },
      { productId: 'C', productName: 'Brittle', quantity: 1 },
      { productId: 'D', productName: 'Free sample', quantity: 1, c_isReorderable: true, bonusProductLineItem: true },
    ];
    expect(reorderPlan(lines, isSold)).toEqual({
      add: [{ productId: 'A', quantity: 2 }],
      notOrderable: [
        { productId: 'B', name: 'Toffee' },
        { productId: 'C', name: 'Brittle' },
      ],
    });
  });

  it('keeps only the reorderable boxes of a custom mix, in the same JSON shape', () => {
    const bare = JSON.stringify([box('p1', 3), box('gone'), box('p2')]);
    const wrapped = JSON.stringify({ name: 'My mix', box: [box('gone'), box('p2', 4)] });
    const plan = reorderPlan(
      [
        { productId: 'MIX1', quantity: 1, c_isReorderable: true, c_customMix: bare },
        { productId: 'MIX2', quantity: 2, c_isReorderable: true, c_customMix: wrapped },
      ],
      isSold,
    );
    expect(plan.notOrderable).toEqual([]);
    expect(JSON.parse(plan.add[0]!.c_customMix!)).toEqual([box('p1', 3), box('p2')]);
    expect(JSON.parse(plan.add[1]!.c_customMix!)).toEqual({ name: 'My mix', box: [box('p2', 4)] });
    expect(plan.add[1]).toMatchObject({ productId: 'MIX2', quantity: 2 });
  });

  it('puts a custom mix with no reorderable box left (or an unreadable one) on the non-orderable list', () => {
    const plan = reorderPlan(
      [
        {
          productId: 'MIX',
          productName: 'Chocolate mix',
          quantity: 1,
          c_isReorderable: true,
          c_customMix: JSON.stringify([box('gone')]),
        },
        { productId: 'BAD', productName: 'Broken mix', quantity: 1, c_isReorderable: true, c_customMix: '{not json' },
      ],
      isSold,
    );
    expect(plan.add).toEqual([]);
    expect(plan.notOrderable.map((line) => line.name)).toEqual(['Chocolate mix', 'Broken mix']);
  });

  it('parses the box list and names its pieces once', () => {
    expect(parseCustomMix(undefined)).toBeNull();
    expect(parseCustomMix('"text"')).toBeNull();
    expect(parseCustomMix(JSON.stringify({ boxes: [box('p1')] }))?.boxes).toEqual([box('p1')]);
    expect(parseCustomMix(JSON.stringify([{ pid: 'p1' }]))).toBeNull();
    expect(
      customMixPieceIds([
        { c_customMix: JSON.stringify([box('p1'), box('p2')]) },
        { c_customMix: JSON.stringify([box('p2')]) },
        { productId: 'plain' },
      ]),
    ).toEqual(['p1', 'p2']);
  });
});

describe('profile rules (spec §5)', () => {
  it('formats a phone: US (xxx) xxx-xxxx, CA +1…, extension " x {ext}"', () => {
    expect(profilePhone('415.555.0100', 'US')).toBe('(415) 555-0100');
    expect(profilePhone('1 (415) 555-0100 ext 12', 'US')).toBe('(415) 555-0100 x 12');
    expect(profilePhone('416-555-0199', 'CA')).toBe('+14165550199');
    expect(profilePhone('416-555-0199x7', 'CA')).toBe('+14165550199 x 7');
    expect(profilePhone('  ', 'US')).toBe('');
  });

  it('inserts slashes into a birth date as typed and accepts only real 19xx/20xx dates', () => {
    expect(insertBirthdaySlashes('12')).toBe('12');
    expect(insertBirthdaySlashes('1225')).toBe('12/25');
    expect(insertBirthdaySlashes('12251990')).toBe('12/25/1990');
    expect(insertBirthdaySlashes('12/25/19901')).toBe('12/25/1990');
    expect(birthdayToIso('12/25/1990')).toBe('1990-12-25');
    expect(birthdayToIso('02/30/1990')).toBeNull();
    expect(birthdayToIso('12/25/1890')).toBeNull();
    expect(birthdayToIso('1990-12-25')).toBeNull();
    expect(birthdayFromIso('1990-12-25')).toBe('12/25/1990');
    expect(birthdayFromIso(undefined)).toBe('');
  });

  it('refuses a bad phone and birth date with the spec messages', () => {
    const result = profileSchema.safeParse({
      firstName: 'Ava',
      lastName: 'Sweet',
      email: 'ava@example.com',
      phone: '555-01',
      birthday: '13/01/1990',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toContain('phone: Invalid phone number. Should be 10 digits with optional extension.');
    expect(messages).toContain('birthday: Please enter a valid birthday');
  });

  it('joins the newsletter lists with a pipe in the spec order and reads them back', () => {
    expect(joinNewsletterLists({ businessgifts: true, offersupdates: true, fundraising: false })).toBe(
      'offersupdates|businessgifts',
    );
    expect(joinNewsletterLists({})).toBe('');
    expect(splitNewsletterLists('fundraising|bogus|businessgifts')).toEqual(['fundraising', 'businessgifts']);
    expect(splitNewsletterLists(undefined)).toEqual([]);
  });
});

describe('profile change (the customer update of the profile form)', () => {
  const form = { firstName: 'Ava', lastName: 'Sweet', email: 'ava@example.com' };

  it('sends the birthday as SCAPI stores it, and null once the field is emptied so the old one goes', () => {
    expect(profileChange({ ...form, birthday: '12/25/1990' }, 'US').birthday).toBe('1990-12-25');
    expect(profileChange({ ...form, birthday: '' }, 'US').birthday).toBeNull();
    expect(profileChange({ ...form }, 'US').birthday).toBeNull();
  });

  it('clears the other emptied fields with empty text, formats the phone and names the current password only when given', () => {
    expect(profileChange({ ...form, phone: '', companyName: '' }, 'US')).toEqual({
      ...form,
      phoneHome: '',
      birthday: null,
      companyName: '',
    });
    const change = profileChange({ ...form, phone: '415.555.0100', currentPassword: 'Old!Pass1' }, 'US');
    expect(change).toMatchObject({ phoneHome: '(415) 555-0100', currentPassword: 'Old!Pass1' });
  });
});

describe('account navigation and overview', () => {
  it('is one list, and the order details count as Order History', () => {
    expect(ACCOUNT_NAV.map((item) => item.to)).toEqual([
      '/account',
      '/orders',
      '/addressbook',
      '/wallet',
      '/profile',
      '/preferences',
      '/wishlist',
      '/subscriptions',
    ]);
    expect(activeAccountNavItem('/order-details/00090001')?.to).toBe('/orders');
    expect(activeAccountNavItem('/profile/')?.to).toBe('/profile');
    expect(activeAccountNavItem('/cart')).toBeUndefined();
  });

  it('shows the preferred address and the default card', () => {
    const lines = defaultAddressLines([
      {
        addressId: 'Work',
        firstName: 'Ava',
        lastName: 'Sweet',
        address1: '1 Main St',
        city: 'Chicago',
        stateCode: 'IL',
        postalCode: '60601',
        countryCode: 'US',
      },
      {
        addressId: 'Home',
        preferred: true,
        firstName: 'Ava',
        lastName: 'Sweet',
        address1: '2 Bay St',
        city: 'San Francisco',
        stateCode: 'CA',
        postalCode: '94105',
        countryCode: 'US',
      },
    ]);
    expect(lines.join(' | ')).toContain('2 Bay St');
    expect(defaultAddressLines(undefined)).toEqual([]);
    expect(
      defaultCardLabel([
        {
          paymentCard: {
            cardType: 'Master Card',
            maskedNumber: '************4444',
            expirationMonth: 1,
            expirationYear: 2031,
          },
        },
        {
          default: true,
          paymentCard: { cardType: 'Visa', maskedNumber: '************1111', expirationMonth: 4, expirationYear: 2030 },
        },
      ]),
    ).toBe('Visa •••• 1111, expires 04/2030');
    expect(defaultCardLabel([])).toBeNull();
  });
});

describe('address book (spec §5)', () => {
  it('generates an id from the city, with a counter when the city repeats', () => {
    expect(generateAddressId('Chicago', [])).toBe('Chicago');
    expect(generateAddressId('Chicago', ['Primary Address', 'chicago'])).toBe('Chicago 2');
    expect(generateAddressId(' Chicago ', ['Chicago', 'Chicago 2', 'Chicago 4'])).toBe('Chicago 3');
    expect(generateAddressId('', [])).toBe('Address');
  });

  it('checks an address with the checkout rules, the country’s postal code included', () => {
    const address = {
      firstName: 'Fern',
      lastName: 'Fudge',
      address1: '12 Elm Street',
      city: 'Springfield',
      stateCode: 'IL',
      postalCode: '62701',
      countryCode: 'US',
      phone: '2175550100',
    };
    expect(addressBookSchema.safeParse(address).success).toBe(true);
    const wrong = addressBookSchema.safeParse({ ...address, postalCode: 'M5B 2H1', phone: '12' });
    expect(wrong.error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)).toEqual(
      expect.arrayContaining([
        'postalCode: Please enter a valid zip code.',
        'phone: Invalid phone number. Should be 10 digits with optional extension.',
      ]),
    );
  });

  it('lists the primary address first', () => {
    const address = {
      firstName: 'A',
      lastName: 'B',
      companyName: '',
      address1: '1 Main St',
      address2: '',
      city: 'X',
      stateCode: 'IL',
      postalCode: '60601',
      countryCode: 'US',
      phone: '',
    };
    const entries = addressBookEntries([
      { addressId: 'Work', preferred: false, address },
      { addressId: 'Home', preferred: true, address },
      { addressId: 'Cabin', preferred: false, address },
    ]);
    expect(entries.map((entry) => entry.addressId)).toEqual(['Home', 'Cabin', 'Work']);
  });
});

describe('wallet (spec §5, §8)', () => {
  const now = new Date('2026-06-15T00:00:00Z');

  // Spec §5: a card is expired once the first day of its expiry month is past.
  it('lists saved cards masked, the default first, expired ones marked', () => {
    const entries = walletEntries(
      [
        {
          paymentInstrumentId: 'a',
          paymentMethodId: 'CREDIT_CARD',
          paymentCard: { cardType: 'Amex', maskedNumber: '***********0005', expirationMonth: 5, expirationYear: 2026 },
        },
        {
          paymentInstrumentId: 'b',
          paymentMethodId: 'CREDIT_CARD',
          default: true,
          c_useForSubscriptions: true,
          paymentCard: { cardType: 'Visa', maskedNumber: '************1111', expirationMonth: 7, expirationYear: 2026 },
        },
        { paymentInstrumentId: 'c', paymentMethodId: 'GIFTCARD' },
      ],
      now,
    );
    expect(entries).toEqual([
      {
        id: 'b',
        description: 'Visa •••• 1111, expires 07/2026',
        expired: false,
        isDefault: true,
        forSubscriptions: true,
      },
      {
        id: 'a',
        description: 'American Express •••• 0005, expires 05/2026',
        expired: true,
        isDefault: false,
        forSubscriptions: false,
      },
    ]);
  });

  it('shows the server status message for the listed codes, else a flash, the detail or the spec default', () => {
    expect(
      addCardFailureMessage({
        code: 'error.cards.max.reached',
        statusMessage: 'You can save at most 10 cards.',
        detail: 'x',
      }),
    ).toBe('You can save at most 10 cards.');
    expect(
      addCardFailureMessage({
        code: 'card.already.on.file',
        statusMessage: 'This card is already saved in your account.',
      }),
    ).toBe('This card is already saved in your account.');
    expect(
      addCardFailureMessage({ code: 'other', statusMessage: 'ignored', detail: 'The card number is invalid.' }),
    ).toBe('The card number is invalid.');
    expect(addCardFailureMessage({ flashes: [{ message: 'Card declined' }] })).toBe('Card declined');
    expect(addCardFailureMessage({})).toBe('Failed to add payment instrument');
  });

  it('refuses an expired card and a wrong security code with the billing step’s messages', () => {
    const schema = walletCardSchemaAt(() => now);
    const card = { cardNumber: '4111 1111 1111 1111', cardHolder: 'Fern Fudge', expiry: '05/26', securityCode: '12' };
    const messages = schema.safeParse(card).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['Card is expired', 'Invalid CVV length']));
    expect(schema.safeParse({ ...card, expiry: '07/26', securityCode: '123' }).success).toBe(true);
  });
});

describe('business account data (spec §3)', () => {
  it('shows the organization type and the business data in words, nothing for a private customer', () => {
    expect(
      businessAccount({
        c_organizationType: 'Fundraiser (Youth)',
        c_businessAccountData: {
          organizationName: 'Lincoln High School Band Boosters',
          taxExempt: true,
          expectedSellers: 60,
          salesRegion_code: 'TX',
          empty: '',
          nested: { a: 1 },
        },
      }),
    ).toEqual({
      organizationType: 'Fundraiser (Youth)',
      details: [
        { label: 'Organization', value: 'Lincoln High School Band Boosters' },
        { label: 'Tax exempt', value: 'Yes' },
        { label: 'Expected sellers', value: '60' },
        { label: 'Sales region code', value: 'TX' },
      ],
    });
    expect(businessAccount({})).toBeNull();
    expect(businessAccount({ c_organizationType: ' ', c_businessAccountData: 'junk' })).toBeNull();
  });
});
