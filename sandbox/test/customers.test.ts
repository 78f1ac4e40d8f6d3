import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpers, ShopperLogin } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { clients, guestClients, loginGuest, loginRegistered, problemOf, SITE_ID, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;

const AVA = { login: 'ava.sweet@example.com', password: 'Candy!Shop1' };
const LIAM = { login: 'liam.tremblay@example.com', password: 'Maple!Syrup2' };
const MARIA = { login: 'maria.rivera@example.com', password: 'Fund!Raise3' };

beforeAll(async () => {
  sandbox = await startTestSandbox('customers');
});
afterAll(async () => sandbox?.close());

async function signedIn(credentials: { login: string; password: string }, siteId = SITE_ID) {
  const token = await loginRegistered(sandbox, credentials.login, credentials.password, undefined, siteId);
  return { token, customerId: token.customer_id, ...clients(sandbox, { accessToken: token.access_token, siteId }) };
}

let registrations = 0;
/** A fresh registered customer (via registerCustomer), signed in. */
async function newCustomer(password = 'Gummy#Bear7') {
  registrations += 1;
  const email = `shopper.${registrations}.${Date.now()}@example.com`;
  const guest = await guestClients(sandbox);
  await guest.customers.registerCustomer({
    body: { customer: { login: email, email, firstName: 'Casey', lastName: 'Candy' }, password },
  });
  return { email, password, ...(await signedIn({ login: email, password })) };
}

/** Which of these ids are catalog products (the seed must reference real ones). */
async function catalogIds(ids: string[]): Promise<string[]> {
  const rows = await sandbox.db.query<{ id: string }>(
    `SELECT id FROM products WHERE id = ANY($1::text[]) ORDER BY id`,
    [ids],
  );
  return rows.map((row) => row.id);
}

/** Luhn-valid 16-digit Visa-like numbers, different per seed. */
function luhnNumber(seed: number): string {
  const body = `4${String(seed).padStart(14, '0')}`;
  for (let check = 0; check <= 9; check += 1) {
    const digits = body + check;
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

describe('demo customers', () => {
  it('Ava logs in and sees her profile, address book and masked saved cards', async () => {
    const ava = await signedIn(AVA);
    const customer = await ava.customers.getCustomer({ parameters: { customerId: ava.customerId } });
    expect(customer).toMatchObject({
      customerId: ava.customerId,
      customerNo: '00010001',
      login: AVA.login,
      email: AVA.login,
      firstName: 'Ava',
      lastName: 'Sweet',
      authType: 'registered',
      emailVerified: true,
      c_groups: ['Registered'],
    });
    expect(customer.addresses?.map((address) => address.addressId)).toEqual([
      'Primary Address',
      'Work',
      'Grandma Rose',
    ]);
    expect(customer.addresses?.filter((address) => address.preferred).map((address) => address.addressId)).toEqual([
      'Primary Address',
    ]);
    expect(customer.addresses?.[0]).toMatchObject({
      address1: '2150 Larkin Street',
      city: 'San Francisco',
      stateCode: 'CA',
      postalCode: '94109',
      countryCode: 'US',
    });
    const cards = customer.paymentInstruments ?? [];
    expect(cards.map((card) => card.paymentCard?.maskedNumber)).toEqual([
      '************1111',
      '************4444',
      '************0005',
    ]);
    expect(cards.map((card) => card.paymentCard?.creditCardExpired)).toEqual([false, false, true]);
    expect(cards[0]).toMatchObject({
      paymentMethodId: 'CREDIT_CARD',
      default: true,
      c_useForSubscriptions: true,
      paymentCard: { cardType: 'Visa', holder: 'Ava Sweet', expirationMonth: 12, expirationYear: 2030 },
    });
    expect(
      cards.every((card) => typeof card.c_paymentToken === 'string' && !('number' in (card.paymentCard ?? {}))),
    ).toBe(true);
  });

  it('leaves out addresses and cards with expand=none', async () => {
    const ava = await signedIn(AVA);
    const customer = await ava.customers.getCustomer({
      parameters: { customerId: ava.customerId, expand: ['none'] as never },
    });
    expect(customer.firstName).toBe('Ava');
    expect(customer.addresses).toBeUndefined();
    expect(customer.paymentInstruments).toBeUndefined();
  });

  it('Maria is a fundraising customer with business data and customer groups', async () => {
    const maria = await signedIn(MARIA, 'fundraising');
    const customer = await maria.customers.getCustomer({ parameters: { customerId: maria.customerId } });
    expect(customer).toMatchObject({
      companyName: 'Lincoln High School Band Boosters',
      c_organizationType: 'Fundraiser (Youth)',
      c_groups: ['Registered', 'Fundraising'],
    });
    expect(customer.c_businessAccountData).toMatchObject({ taxExempt: true });
  });

  it('Liam has Canadian addresses', async () => {
    const liam = await signedIn(LIAM);
    const customer = await liam.customers.getCustomer({ parameters: { customerId: liam.customerId } });
    expect(customer.addresses?.map((address) => [address.countryCode, address.stateCode, address.postalCode])).toEqual([
      ['CA', 'ON', 'M5V 2A2'],
      ['CA', 'QC', 'H3H 1M1'],
    ]);
  });
});

describe('customer orders', () => {
  it('pages through 23 orders, newest first', async () => {
    const ava = await signedIn(AVA);
    const first = await ava.customers.getCustomerOrders({ parameters: { customerId: ava.customerId } });
    expect(first).toMatchObject({ total: 23, offset: 0, limit: 10 });
    expect(first.data?.map((order) => order.orderNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(90023 - i).padStart(8, '0')),
    );
    const dates = (first.data ?? []).map((order) => Date.parse(order.creationDate!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const last = await ava.customers.getCustomerOrders({
      parameters: { customerId: ava.customerId, offset: 20, limit: 10 },
    });
    expect(last.data?.map((order) => order.orderNo)).toEqual(['00090003', '00090002', '00090001']);
    expect(last.total).toBe(23);
  });

  it('returns SCAPI Order documents with items, shipments, tracking and masked payment', async () => {
    const ava = await signedIn(AVA);
    const page = await ava.customers.getCustomerOrders({
      parameters: { customerId: ava.customerId, limit: 3, offset: 2 },
    });
    const order = page.data![0]!;
    expect(order).toMatchObject({
      orderNo: '00090021',
      status: 'completed',
      shippingStatus: 'shipped',
      currency: 'USD',
      siteId: 'sweet-shop',
      customerInfo: { customerId: ava.customerId, email: AVA.login },
    });
    const items = order.productItems ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(await catalogIds(items.map((item) => item.productId!))).toEqual(
      [...new Set(items.map((item) => item.productId!))].sort(),
    );
    const subtotal = items.reduce((sum, item) => sum + item.price!, 0);
    expect(order.productSubTotal).toBeCloseTo(subtotal, 2);
    expect(order.orderTotal).toBeCloseTo(order.productSubTotal! + order.shippingTotal! + order.taxTotal!, 2);
    expect(order.shipments?.[0]?.trackingNumber).toMatch(/^1Z/);
    expect(order.shipments?.[0]?.c_trackingUrl).toContain(order.shipments?.[0]?.trackingNumber);
    expect(order.paymentInstruments?.[0]?.paymentCard?.maskedNumber).toMatch(/^\*+\d{4}$/);
    expect(order.paymentInstruments?.[0]?.amount).toBeCloseTo(order.orderTotal!, 2);
  });

  it('filters by status and shows only the orders of the requested site', async () => {
    const ava = await signedIn(AVA);
    const cancelled = await ava.customers.getCustomerOrders({
      parameters: { customerId: ava.customerId, status: 'cancelled' },
    });
    expect(cancelled.total).toBe(1);
    expect(cancelled.data?.[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'not_paid' });
    const maria = await signedIn(MARIA);
    expect((await maria.customers.getCustomerOrders({ parameters: { customerId: maria.customerId } })).total).toBe(0);
    const onFundraising = await signedIn(MARIA, 'fundraising');
    expect(
      (await onFundraising.customers.getCustomerOrders({ parameters: { customerId: maria.customerId } })).total,
    ).toBe(3);
  });

  it('answers 400 for a limit above 50 or a malformed date', async () => {
    const ava = await signedIn(AVA);
    expect(
      (await problemOf(ava.customers.getCustomerOrders({ parameters: { customerId: ava.customerId, limit: 51 } })))
        .status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          ava.customers.getCustomerOrders({ parameters: { customerId: ava.customerId, from: 'yesterday' } }),
        )
      ).status,
    ).toBe(400);
  });

  it('lists the customer baskets on the site', async () => {
    const shopper = await newCustomer();
    expect(await shopper.customers.getCustomerBaskets({ parameters: { customerId: shopper.customerId } })).toEqual({
      baskets: [],
      total: 0,
    });
    await sandbox.db.query(
      `INSERT INTO baskets (id, customer_id, site_id, doc) VALUES ($1, $2, 'sweet-shop', $3::jsonb)`,
      [
        'basketOfCasey000000000001',
        shopper.customerId,
        JSON.stringify({
          basketId: 'basketOfCasey000000000001',
          currency: 'USD',
          customerInfo: { customerId: shopper.customerId },
          productItems: [],
        }),
      ],
    );
    const result = await shopper.customers.getCustomerBaskets({ parameters: { customerId: shopper.customerId } });
    expect(result.total).toBe(1);
    expect(result.baskets?.[0]).toMatchObject({ basketId: 'basketOfCasey000000000001', currency: 'USD' });
  });
});

describe('registration (registerCustomer)', () => {
  it('registers with a guest token; the new customer can log in', async () => {
    const guest = await guestClients(sandbox);
    const login = `new.shopper.${Date.now()}@example.com`;
    const created = await guest.customers.registerCustomer({
      body: {
        customer: { login, email: login, firstName: 'Nina', lastName: 'Nougat', phoneHome: '3125550100' },
        password: 'Nougat!Bar9',
      },
    });
    expect(created).toMatchObject({
      login,
      email: login,
      firstName: 'Nina',
      lastName: 'Nougat',
      authType: 'registered',
      emailVerified: true,
      c_groups: ['Registered'],
    });
    expect(created.customerNo).toMatch(/^\d{8}$/);
    const session = await loginRegistered(sandbox, login, 'Nougat!Bar9');
    expect(session.customer_id).toBe(created.customerId);
  });

  it('refuses a login that is already in use', async () => {
    const guest = await guestClients(sandbox);
    const problem = await problemOf(
      guest.customers.registerCustomer({
        body: {
          customer: { login: 'AVA.Sweet@example.com', email: 'ava.sweet@example.com', lastName: 'Sweet' },
          password: 'Another!Pass1',
        },
      }),
    );
    expect(problem.status).toBe(400);
    expect(problem.body).toMatchObject({ title: 'Login Already In Use', detail: 'The login is already in use.' });
    expect(problem.body.type).toMatch(/\/login-already-in-use$/);
  });

  it('lists the unmet password rules', async () => {
    const guest = await guestClients(sandbox);
    const problem = await problemOf(
      guest.customers.registerCustomer({
        body: {
          customer: { login: 'weak@example.com', email: 'weak@example.com', lastName: 'Weak' },
          password: 'candy',
        },
      }),
    );
    expect(problem.status).toBe(400);
    expect(problem.body).toMatchObject({ title: 'Invalid Password' });
    expect(problem.body.messages).toEqual([
      'The password needs at least 8 characters.',
      'The password needs an upper-case letter.',
      'The password needs a number.',
      'The password needs a special character.',
    ]);
  });

  it('answers 400 for missing or mistyped fields and 403 for a registered token', async () => {
    const guest = await guestClients(sandbox);
    const noLastName = await problemOf(
      guest.customers.registerCustomer({
        body: { customer: { login: 'x@example.com', email: 'x@example.com' }, password: 'Valid!Pass1' } as never,
      }),
    );
    expect(noLastName.status).toBe(400);
    const badEmail = await problemOf(
      guest.customers.registerCustomer({
        body: { customer: { login: 'x', email: 'not-an-email', lastName: 'X' }, password: 'Valid!Pass1' },
      }),
    );
    expect(badEmail.status).toBe(400);
    const typed = await problemOf(
      guest.customers.registerCustomer({
        body: {
          customer: { login: 'y@example.com', email: 'y@example.com', lastName: 42 },
          password: 'Valid!Pass1',
        } as never,
      }),
    );
    expect(typed.status).toBe(400);
    const ava = await signedIn(AVA);
    const registered = await problemOf(
      ava.customers.registerCustomer({
        body: { customer: { login: 'z@example.com', email: 'z@example.com', lastName: 'Z' }, password: 'Valid!Pass1' },
      }),
    );
    expect(registered.status).toBe(403);
  });
});

describe('profile and password', () => {
  it('updates profile fields and custom attributes, but not customer groups', async () => {
    const shopper = await newCustomer();
    const updated = await shopper.customers.updateCustomer({
      parameters: { customerId: shopper.customerId },
      body: {
        firstName: 'Cassie',
        phoneMobile: '3125550199',
        birthday: '1990-02-14',
        c_newsletterOptIn: true,
        c_groups: ['VIP'],
      },
    });
    expect(updated).toMatchObject({
      firstName: 'Cassie',
      lastName: 'Candy',
      phoneMobile: '3125550199',
      birthday: '1990-02-14',
      c_newsletterOptIn: true,
      c_groups: ['Registered'],
    });
    const again = await shopper.customers.getCustomer({ parameters: { customerId: shopper.customerId } });
    expect(again).toMatchObject({ firstName: 'Cassie', c_newsletterOptIn: true });
    expect(Date.parse(again.lastModified!)).toBeGreaterThanOrEqual(Date.parse(again.creationDate!));
  });

  it('answers 400 for mistyped profile fields', async () => {
    const shopper = await newCustomer();
    for (const body of [
      { firstName: 5 },
      { birthday: '14/02/1990' },
      { email: 'nope' },
      { gender: 'f' },
      { phoneHome: '1'.repeat(40) },
    ]) {
      const problem = await problemOf(
        shopper.customers.updateCustomer({ parameters: { customerId: shopper.customerId }, body: body as never }),
      );
      expect(problem.status).toBe(400);
    }
  });

  it('changes the login only with the current password', async () => {
    const shopper = await newCustomer();
    const newLogin = `renamed.${Date.now()}@example.com`;
    const refused = await problemOf(
      shopper.customers.updateCustomer({
        parameters: { customerId: shopper.customerId },
        body: { login: newLogin, email: newLogin },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.type).toMatch(/\/update-password$/);
    const updated = await shopper.customers.updateCustomer({
      parameters: { customerId: shopper.customerId },
      body: { login: newLogin, email: newLogin, c_currentPassword: shopper.password },
    });
    expect(updated.login).toBe(newLogin);
    expect((await loginRegistered(sandbox, newLogin, shopper.password)).customer_id).toBe(shopper.customerId);
    const taken = await problemOf(
      shopper.customers.updateCustomer({
        parameters: { customerId: shopper.customerId },
        body: { login: AVA.login, currentPassword: shopper.password },
      }),
    );
    expect(taken.body.type).toMatch(/\/login-already-in-use$/);
  });

  it('changes the password: the old one stops working and the session must log in again', async () => {
    const shopper = await newCustomer();
    const wrong = await problemOf(
      shopper.customers.updateCustomerPassword({
        parameters: { customerId: shopper.customerId },
        body: { currentPassword: 'Wrong!Pass1', password: 'Fudge#Ripple8' },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ title: 'Invalid Password', detail: 'The current password is incorrect.' });
    const weak = await problemOf(
      shopper.customers.updateCustomerPassword({
        parameters: { customerId: shopper.customerId },
        body: { currentPassword: shopper.password, password: 'fudge' },
      }),
    );
    expect(weak.status).toBe(400);
    await shopper.customers.updateCustomerPassword({
      parameters: { customerId: shopper.customerId },
      body: { currentPassword: shopper.password, password: 'Fudge#Ripple8' },
    });
    expect((await loginRegistered(sandbox, shopper.email, 'Fudge#Ripple8')).customer_id).toBe(shopper.customerId);
    const old = await loginRegistered(sandbox, shopper.email, shopper.password).catch(
      (error: { response: Response }) => error.response,
    );
    expect((old as Response).status).toBe(401);
    const refresh = await clients(sandbox)
      .login.getAccessToken({
        body: {
          grant_type: 'refresh_token',
          refresh_token: shopper.token.refresh_token,
          client_id: sandbox.config.clientId,
          channel_id: SITE_ID,
        },
      })
      .catch((error: { response: Response }) => error.response);
    expect((refresh as Response).status).toBe(400);
  });
});

describe('address book', () => {
  it('creates, reads, renames, moves the preferred flag and deletes addresses', async () => {
    const shopper = await newCustomer();
    const id = shopper.customerId;
    const home = await shopper.customers.createCustomerAddress({
      parameters: { customerId: id },
      body: {
        addressId: 'Primary Address',
        preferred: true,
        firstName: 'Casey',
        lastName: 'Candy',
        address1: '12 Fudge Street',
        city: 'Chicago',
        stateCode: 'IL',
        postalCode: '60601',
        countryCode: 'US',
        phone: '3125550111',
      },
    });
    expect(home).toMatchObject({ addressId: 'Primary Address', preferred: true, city: 'Chicago' });
    expect(home.creationDate).toBe(home.lastModified);
    await shopper.customers.createCustomerAddress({
      parameters: { customerId: id },
      body: {
        addressId: 'Office',
        firstName: 'Casey',
        lastName: 'Candy',
        address1: '1 Toffee Plaza',
        city: 'Chicago',
        stateCode: 'IL',
        postalCode: '60602',
        countryCode: 'US',
      },
    });
    expect(
      await shopper.customers.getCustomerAddress({ parameters: { customerId: id, addressName: 'Primary Address' } }),
    ).toMatchObject({ address1: '12 Fudge Street' });

    const moved = await shopper.customers.updateCustomerAddress({
      parameters: { customerId: id, addressName: 'Office' },
      body: { addressId: 'Head Office', preferred: true, address2: 'Suite 200', countryCode: 'US', lastName: 'Candy' },
    });
    expect(moved).toMatchObject({
      addressId: 'Head Office',
      preferred: true,
      address1: '1 Toffee Plaza',
      address2: 'Suite 200',
      creationDate: expect.any(String),
    });
    const customer = await shopper.customers.getCustomer({ parameters: { customerId: id } });
    expect(customer.addresses?.map((address) => [address.addressId, address.preferred])).toEqual([
      ['Primary Address', false],
      ['Head Office', true],
    ]);

    await shopper.customers.removeCustomerAddress({ parameters: { customerId: id, addressName: 'Head Office' } });
    const gone = await problemOf(
      shopper.customers.getCustomerAddress({ parameters: { customerId: id, addressName: 'Head Office' } }),
    );
    expect(gone.status).toBe(404);
    expect(gone.body.title).toBe('Customer Address Not Found');
  });

  it('keeps address ids unique and validates fields', async () => {
    const shopper = await newCustomer();
    const id = shopper.customerId;
    const base = {
      addressId: 'Home',
      lastName: 'Candy',
      countryCode: 'US',
      city: 'Austin',
      stateCode: 'TX',
      postalCode: '73301',
      address1: '5 Lolly Lane',
    };
    await shopper.customers.createCustomerAddress({ parameters: { customerId: id }, body: base });
    expect(
      (await problemOf(shopper.customers.createCustomerAddress({ parameters: { customerId: id }, body: base }))).body
        .title,
    ).toBe('Customer Address Already Exists');
    expect(
      (
        await problemOf(
          shopper.customers.createCustomerAddress({
            parameters: { customerId: id },
            body: { ...base, addressId: 'B', countryCode: 'usa' },
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          shopper.customers.createCustomerAddress({
            parameters: { customerId: id },
            body: { ...base, addressId: 'C', lastName: '' },
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          shopper.customers.createCustomerAddress({
            parameters: { customerId: id },
            body: { ...base, addressId: 'D', phone: 5551234 } as never,
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          shopper.customers.updateCustomerAddress({ parameters: { customerId: id, addressName: 'Nope' }, body: base }),
        )
      ).status,
    ).toBe(404);
  });
});

describe('saved payment instruments', () => {
  it('stores only the masked card, reads it back and deletes it', async () => {
    const shopper = await newCustomer();
    const id = shopper.customerId;
    const created = await shopper.customers.createCustomerPaymentInstrument({
      parameters: { customerId: id },
      body: {
        paymentMethodId: 'CREDIT_CARD',
        default: true,
        paymentCard: {
          number: '4111 1111 1111 1111',
          cardType: 'Visa',
          holder: 'Casey Candy',
          expirationMonth: 9,
          expirationYear: 2031,
        } as never,
      },
    });
    expect(created).toMatchObject({
      paymentMethodId: 'CREDIT_CARD',
      default: true,
      paymentCard: {
        maskedNumber: '************1111',
        numberLastDigits: '1111',
        cardType: 'Visa',
        holder: 'Casey Candy',
        expirationMonth: 9,
        expirationYear: 2031,
        creditCardExpired: false,
      },
    });
    expect(created.paymentCard).not.toHaveProperty('number');
    const [stored] = await sandbox.db.query<{ doc: unknown }>(`SELECT doc FROM customers WHERE id = $1`, [id]);
    expect(JSON.stringify(stored!.doc)).not.toContain('4111111111111111');

    const fetched = await shopper.customers.getCustomerPaymentInstrument({
      parameters: { customerId: id, paymentInstrumentId: created.paymentInstrumentId! },
    });
    expect(fetched.paymentCard?.maskedNumber).toBe('************1111');

    const duplicate = await problemOf(
      shopper.customers.createCustomerPaymentInstrument({
        parameters: { customerId: id },
        body: {
          paymentMethodId: 'CREDIT_CARD',
          paymentCard: {
            number: '4111111111111111',
            cardType: 'Visa',
            holder: 'Casey Candy',
            expirationMonth: 9,
            expirationYear: 2031,
          } as never,
        },
      }),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({
      code: 'card.already.on.file',
      statusMessage: 'This card is already saved in your account.',
    });

    const second = await shopper.customers.createCustomerPaymentInstrument({
      parameters: { customerId: id },
      body: {
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: {
          number: '5555555555554444',
          cardType: 'Master Card',
          holder: 'Casey Candy',
          expirationMonth: 1,
          expirationYear: 2032,
        } as never,
      },
    });
    const updated = await shopper.customers.updateCustomerPaymentInstrument({
      parameters: { customerId: id, paymentInstrumentId: second.paymentInstrumentId! },
      body: { default: true, paymentCard: { expirationMonth: 2, expirationYear: 2033 } },
    });
    expect(updated).toMatchObject({
      default: true,
      paymentCard: { expirationMonth: 2, expirationYear: 2033, maskedNumber: '************4444' },
    });
    const wallet = (await shopper.customers.getCustomer({ parameters: { customerId: id } })).paymentInstruments ?? [];
    expect(wallet.map((card) => card.default)).toEqual([false, true]);

    await shopper.customers.deleteCustomerPaymentInstrument({
      parameters: { customerId: id, paymentInstrumentId: created.paymentInstrumentId! },
    });
    expect(
      (
        await problemOf(
          shopper.customers.getCustomerPaymentInstrument({
            parameters: { customerId: id, paymentInstrumentId: created.paymentInstrumentId! },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it('saves a card from a payment token of the same customer', async () => {
    const shopper = await newCustomer();
    const token = 'sandboxTestToken_0001_' + shopper.customerId;
    await sandbox.db.query(`INSERT INTO payment_tokens (token, doc) VALUES ($1, $2::jsonb)`, [
      token,
      JSON.stringify({
        customerId: shopper.customerId,
        siteId: SITE_ID,
        brand: 'americanexpress',
        cardType: 'Amex',
        numberLastDigits: '0005',
        maskedNumber: '***********0005',
        expirationMonth: 4,
        expirationYear: 2030,
        holder: 'Casey Candy',
        outcome: 'approved',
      }),
    ]);
    const saved = await shopper.customers.createCustomerPaymentInstrument({
      parameters: { customerId: shopper.customerId },
      body: { paymentMethodId: 'CREDIT_CARD', paymentCard: {} as never, c_paymentToken: token },
    });
    expect(saved).toMatchObject({
      c_paymentToken: token,
      paymentCard: { cardType: 'Amex', maskedNumber: '***********0005', expirationMonth: 4, expirationYear: 2030 },
    });
    const other = await newCustomer();
    const stolen = await problemOf(
      other.customers.createCustomerPaymentInstrument({
        parameters: { customerId: other.customerId },
        body: { paymentMethodId: 'CREDIT_CARD', paymentCard: {} as never, c_paymentToken: token },
      }),
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('invalid.payment.token');
  });

  it('refuses invalid, expired and excess cards with 400', async () => {
    const shopper = await newCustomer();
    const id = shopper.customerId;
    const card = (number: string, extra: Record<string, unknown> = {}) => ({
      paymentMethodId: 'CREDIT_CARD',
      paymentCard: {
        number,
        cardType: 'Visa',
        holder: 'Casey',
        expirationMonth: 5,
        expirationYear: 2031,
        ...extra,
      } as never,
    });
    expect(
      (
        await problemOf(
          shopper.customers.createCustomerPaymentInstrument({
            parameters: { customerId: id },
            body: card('4111111111111112'),
          }),
        )
      ).status,
    ).toBe(400);
    const expired = await problemOf(
      shopper.customers.createCustomerPaymentInstrument({
        parameters: { customerId: id },
        body: card('4111111111111111', { expirationYear: 2020 }),
      }),
    );
    expect(expired.body.detail).toBe('Card is expired');
    expect(
      (
        await problemOf(
          shopper.customers.createCustomerPaymentInstrument({
            parameters: { customerId: id },
            body: card('4111111111111111', { expirationMonth: 13 }),
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          shopper.customers.createCustomerPaymentInstrument({
            parameters: { customerId: id },
            body: { paymentMethodId: 'PayPal', paymentCard: {} as never },
          }),
        )
      ).status,
    ).toBe(400);
    for (let i = 0; i < 10; i += 1)
      await shopper.customers.createCustomerPaymentInstrument({
        parameters: { customerId: id },
        body: card(luhnNumber(i + 1)),
      });
    const full = await problemOf(
      shopper.customers.createCustomerPaymentInstrument({ parameters: { customerId: id }, body: card(luhnNumber(99)) }),
    );
    expect(full.body.code).toBe('error.cards.max.reached');
  });
});

describe('product lists', () => {
  it('Ava has a seeded wish list of catalog products', async () => {
    const ava = await signedIn(AVA);
    const lists = await ava.customers.getCustomerProductLists({ parameters: { customerId: ava.customerId } });
    expect(lists.total).toBe(1);
    const wishList = lists.data[0]!;
    expect(wishList).toMatchObject({ type: 'wish_list', name: 'Wish List', public: true });
    const items = wishList.customerProductListItems ?? [];
    expect(items).toHaveLength(4);
    expect(await catalogIds(items.map((item) => item.productId!))).toHaveLength(4);
  });

  it('accepts a product wished in a colour as {productId}_{colorId} with c_color, and refuses an unknown suffix', async () => {
    const shopper = await newCustomer();
    const id = shopper.customerId;
    const list = await shopper.customers.createCustomerProductList({
      parameters: { customerId: id },
      body: { type: 'wish_list' },
    });
    const item = await shopper.customers.createCustomerProductListItem({
      parameters: { customerId: id, listId: list.id! },
      body: { type: 'product', productId: '1010101_gold', quantity: 1, priority: 0, public: false, c_color: 'gold' },
    });
    expect(item).toMatchObject({ productId: '1010101_gold', c_color: 'gold' });
    const refused = await problemOf(
      shopper.customers.createCustomerProductListItem({
        parameters: { customerId: id, listId: list.id! },
        body: { type: 'product', productId: '1010101_gold', quantity: 1, priority: 0, public: false },
      }),
    );
    expect(refused.status).toBe(400);
  });

  it('creates a wish list and adds, updates and removes items', async () => {
    const shopper = await newCustomer();
    const id = shopper.customerId;
    const list = await shopper.customers.createCustomerProductList({
      parameters: { customerId: id },
      body: { type: 'wish_list' },
    });
    expect(list).toMatchObject({ type: 'wish_list', public: false, customerProductListItems: [] });
    const item = await shopper.customers.createCustomerProductListItem({
      parameters: { customerId: id, listId: list.id! },
      body: { type: 'product', productId: '1010101', quantity: 2, priority: 1, public: false, c_color: 'gold' },
    });
    expect(item).toMatchObject({
      productId: '1010101',
      quantity: 2,
      priority: 1,
      public: false,
      c_color: 'gold',
      type: 'product',
      purchasedQuantity: 0,
    });
    const updated = await shopper.customers.updateCustomerProductListItem({
      parameters: { customerId: id, listId: list.id!, itemId: item.id! },
      body: { quantity: 5, public: true, priority: 1 },
    });
    expect(updated).toMatchObject({ quantity: 5, public: true, productId: '1010101', c_color: 'gold' });
    const read = await shopper.customers.getCustomerProductList({ parameters: { customerId: id, listId: list.id! } });
    expect(read.customerProductListItems?.map((entry) => [entry.productId, entry.quantity])).toEqual([['1010101', 5]]);
    await shopper.customers.deleteCustomerProductListItem({
      parameters: { customerId: id, listId: list.id!, itemId: item.id! },
    });
    expect(
      (await shopper.customers.getCustomerProductList({ parameters: { customerId: id, listId: list.id! } }))
        .customerProductListItems,
    ).toEqual([]);
    await shopper.customers.deleteCustomerProductList({ parameters: { customerId: id, listId: list.id! } });
    expect(
      (await problemOf(shopper.customers.getCustomerProductList({ parameters: { customerId: id, listId: list.id! } })))
        .status,
    ).toBe(404);
  });

  it('refuses unknown products, bad types and quantities with 400', async () => {
    const shopper = await newCustomer();
    const id = shopper.customerId;
    expect(
      (
        await problemOf(
          shopper.customers.createCustomerProductList({
            parameters: { customerId: id },
            body: { type: 'favourites' as never },
          }),
        )
      ).status,
    ).toBe(400);
    const list = await shopper.customers.createCustomerProductList({
      parameters: { customerId: id },
      body: { type: 'wish_list' },
    });
    const unknown = await problemOf(
      shopper.customers.createCustomerProductListItem({
        parameters: { customerId: id, listId: list.id! },
        body: { type: 'product', productId: 'no-such-candy', quantity: 1, priority: 1, public: false },
      }),
    );
    expect(unknown).toMatchObject({ status: 400, body: { title: 'Product Not Found' } });
    const negative = await problemOf(
      shopper.customers.createCustomerProductListItem({
        parameters: { customerId: id, listId: list.id! },
        body: { type: 'product', productId: '1010101', quantity: -1, priority: 1, public: false },
      }),
    );
    expect(negative.status).toBe(400);
  });

  it('lets a guest keep a wish list of their own', async () => {
    const guest = await guestClients(sandbox);
    const list = await guest.customers.createCustomerProductList({
      parameters: { customerId: guest.token.customer_id },
      body: { type: 'wish_list' },
    });
    await guest.customers.createCustomerProductListItem({
      parameters: { customerId: guest.token.customer_id, listId: list.id! },
      body: { type: 'product', productId: '10205', quantity: 1, priority: 1, public: false },
    });
    const lists = await guest.customers.getCustomerProductLists({
      parameters: { customerId: guest.token.customer_id },
    });
    expect(lists.data[0]?.customerProductListItems?.map((item) => item.productId)).toEqual(['10205']);
  });

  it('shows a public list and only its public items to anyone', async () => {
    const ava = await signedIn(AVA);
    const wishList = (await ava.customers.getCustomerProductLists({ parameters: { customerId: ava.customerId } }))
      .data[0]!;
    const guest = await guestClients(sandbox);
    const shared = await guest.customers.getPublicProductList({ parameters: { listId: wishList.id! } });
    const publicIds = (wishList.customerProductListItems ?? []).filter((item) => item.public).map((item) => item.id);
    expect(publicIds).toHaveLength(2);
    expect(shared.productListItems?.map((item) => item.id)).toEqual(publicIds);
    const found = await guest.customers.getPublicProductListsBySearchTerm({ parameters: { email: AVA.login } });
    expect(found.data.map((entry) => entry.id)).toEqual([wishList.id]);
    const items = await guest.customers.getPublicProductListItems({ parameters: { listId: wishList.id! } });
    expect(items.total).toBe(2);
    const privateItem = (wishList.customerProductListItems ?? []).find((item) => !item.public)!;
    expect(
      (
        await problemOf(
          guest.customers.getProductListItem({ parameters: { listId: wishList.id!, itemId: privateItem.id! } }),
        )
      ).status,
    ).toBe(404);
  });
});

describe('access', () => {
  it('refuses another customer with 400 Invalid Customer and never shows their data', async () => {
    const ava = await signedIn(AVA);
    const liam = await signedIn(LIAM);
    const calls = [
      () => liam.customers.getCustomer({ parameters: { customerId: ava.customerId } }),
      () => liam.customers.getCustomerOrders({ parameters: { customerId: ava.customerId } }),
      () => liam.customers.getCustomerProductLists({ parameters: { customerId: ava.customerId } }),
      () =>
        liam.customers.getCustomerAddress({
          parameters: { customerId: ava.customerId, addressName: 'Primary Address' },
        }),
      () =>
        liam.customers.updateCustomer({ parameters: { customerId: ava.customerId }, body: { firstName: 'Mallory' } }),
      () => liam.customers.getCustomerBaskets({ parameters: { customerId: ava.customerId } }),
    ];
    for (const call of calls) {
      const problem = await problemOf(call());
      expect(problem.status).toBe(400);
      expect(problem.body).toMatchObject({
        title: 'Invalid Customer',
        detail: 'CustomerId URL parameter does not match the verified customer represented by the JWT token.',
      });
    }
    expect((await ava.customers.getCustomer({ parameters: { customerId: ava.customerId } })).firstName).toBe('Ava');
  });

  it('gives a guest their guest profile, but no registered-only resources', async () => {
    const guest = await guestClients(sandbox);
    expect(await guest.customers.getCustomer({ parameters: { customerId: guest.token.customer_id } })).toEqual({
      customerId: guest.token.customer_id,
      authType: 'guest',
    });
    const problem = await problemOf(
      guest.customers.createCustomerAddress({
        parameters: { customerId: guest.token.customer_id },
        body: { addressId: 'Home', lastName: 'Guest', countryCode: 'US' },
      }),
    );
    expect(problem.status).toBe(403);
  });

  it('answers 401 without a token, 400 without siteId and 400 for malformed JSON', async () => {
    const base = `${sandbox.url}/customer/shopper-customers/v1/organizations/${sandbox.config.organizationId}`;
    expect((await fetch(`${base}/customers/x?siteId=${SITE_ID}`)).status).toBe(401);
    const guest = await loginGuest(sandbox);
    const auth = { authorization: `Bearer ${guest.access_token}` };
    expect((await fetch(`${base}/customers/${guest.customer_id}`, { headers: auth })).status).toBe(400);
    const malformed = await fetch(`${base}/customers?siteId=${SITE_ID}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"customer":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('password reset token (trusted client)', () => {
  it('is refused to a public client', async () => {
    const guest = await guestClients(sandbox);
    expect((await problemOf(guest.customers.getResetPasswordToken({ body: { login: AVA.login } }))).status).toBe(403);
  });

  it('lets a private client create a reset token and reset the password with it', async () => {
    const shopper = await newCustomer();
    const publicLogin = clients(sandbox).login;
    const privateLogin = new ShopperLogin({
      ...publicLogin.clientConfig,
      parameters: { ...publicLogin.clientConfig.parameters, clientId: sandbox.config.privateClientId },
    });
    const trusted = await helpers.loginGuestUserPrivate({
      slasClient: privateLogin,
      parameters: {},
      credentials: { clientSecret: sandbox.config.privateClientSecret },
    });
    const { customers } = clients(sandbox, { accessToken: trusted.access_token });
    const reset = await customers.getResetPasswordToken({ body: { login: shopper.email } });
    expect(reset).toMatchObject({ login: shopper.email, email: shopper.email, expiresInMinutes: 30 });
    await customers.resetPassword({
      body: { resetToken: reset.resetToken, login: shopper.email, newPassword: 'Toffee!Crunch4' },
    });
    expect((await loginRegistered(sandbox, shopper.email, 'Toffee!Crunch4')).customer_id).toBe(shopper.customerId);
    const reused = await problemOf(
      customers.resetPassword({
        body: { resetToken: reset.resetToken, login: shopper.email, newPassword: 'Another!Pass2' },
      }),
    );
    expect(reused.status).toBe(400);
    expect((await problemOf(customers.getResetPasswordToken({ body: { login: 'nobody@example.com' } }))).status).toBe(
      404,
    );
  });
});
