import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpers, type ShopperBasketsTypes, type ShopperOrdersTypes } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { hashPassword } from '../src/slas/passwords.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import {
  callCustom,
  clientConfig,
  clients,
  guestClients,
  loginGuest,
  loginRegistered,
  outbox,
  privateClientHeaders,
  problemOf,
  startTestSandbox,
} from './harness.ts';

type Basket = ShopperBasketsTypes.Basket;
type Order = ShopperOrdersTypes.Order;
type Shopper = Awaited<ReturnType<typeof guestClients>>;

let sandbox: RunningSandbox;
const YEAR = new Date().getUTCFullYear() + 3;
const ITEM = DEMO_PRODUCTS.simpleItem;
const ADDRESS = {
  firstName: 'Sally',
  lastName: 'Sweet',
  address1: '1 Main St',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90001',
  countryCode: 'US',
  phone: '3105550100',
};
const GIFT_25 = { number: '7777000000000025001', pin: '1225' };
const GIFT_100 = { number: '7777000000000100002', pin: '1100' };
const GIFT_LARGE = { number: '7777000000999999003', pin: '9999' };
const GIFT_EMPTY = { number: '7777000000000000004', pin: '0000' };
const OPTINS = JSON.stringify([
  {
    product: ITEM,
    subscription_info: { components: [] },
    tracking_override: { offer: '0', every: 2, every_period: 2 },
  },
]);
const REGISTERED = {
  email: 'orders.tester@example.com',
  password: 'Sugar!Rush42',
  customerId: 'ordersTesterCustomerId0000',
  customerNo: '99100001',
};

beforeAll(async () => {
  sandbox = await startTestSandbox('orders');
  await sandbox.db.query(
    `INSERT INTO customers (id, customer_no, login, password_hash, email_verified, doc) VALUES ($1, $2, $3, $4, true, $5::jsonb) ON CONFLICT (id) DO NOTHING`,
    [
      REGISTERED.customerId,
      REGISTERED.customerNo,
      REGISTERED.email,
      await hashPassword(REGISTERED.password),
      JSON.stringify({ firstName: 'Olive', lastName: 'Order', email: REGISTERED.email, login: REGISTERED.email }),
    ],
  );
});
afterAll(async () => sandbox?.close());

async function tokenise(shopper: Shopper, cardNumber: string, securityCode = '123') {
  return (await helpers.callCustomEndpoint({
    options: {
      method: 'POST',
      customApiPathParameters: { apiName: 'payment', endpointPath: 'customer-payment-token' },
      body: JSON.stringify({
        cardNumber,
        expirationMonth: 12,
        expirationYear: YEAR,
        securityCode,
        holder: 'Sally Sweet',
      }),
    },
    clientConfig: { ...clientConfig(sandbox), headers: { authorization: `Bearer ${shopper.token.access_token}` } },
  })) as {
    paymentToken: string;
    cardType: string;
    maskedNumber: string;
    expirationMonth: number;
    expirationYear: number;
  };
}

async function giftCardBalance(shopper: Shopper, card: { number: string; pin: string }) {
  return (await helpers.callCustomEndpoint({
    options: {
      method: 'POST',
      customApiPathParameters: { apiName: 'payment', endpointPath: 'gift-card-balance' },
      body: JSON.stringify({ c_number: card.number, c_cvn: card.pin }),
    },
    clientConfig: { ...clientConfig(sandbox), headers: { authorization: `Bearer ${shopper.token.access_token}` } },
  })) as { success: boolean; availableBalance: number };
}

async function ats(productId: string): Promise<number> {
  const rows = await sandbox.db.query<{ ats: number }>(
    `SELECT ats FROM inventory WHERE product_id = $1 AND location_id = 'online'`,
    [productId],
  );
  return rows[0]!.ats;
}

/** A basket ready for payment: items, e-mail, shipping address (also billing) and method. */
async function readyBasket(shopper: Shopper, quantity = 2, email = 'sally@example.com'): Promise<Basket> {
  const { baskets } = shopper;
  const { basketId } = await baskets.createBasket({ body: {} });
  const parameters = { basketId: basketId! };
  await baskets.addItemToBasket({ parameters, body: [{ productId: ITEM, quantity }] });
  await baskets.updateCustomerForBasket({ parameters, body: { email } });
  await baskets.updateShippingAddressForShipment({
    parameters: { ...parameters, shipmentId: 'me', useAsBilling: true },
    body: ADDRESS,
  });
  return baskets.updateShippingMethodForShipment({
    parameters: { ...parameters, shipmentId: 'me' },
    body: { id: 'STANDARD' },
  });
}

async function addCard(
  shopper: Shopper,
  basket: Basket,
  cardNumber = '4111111111111111',
): Promise<{ basket: Basket; token: string }> {
  const card = await tokenise(shopper, cardNumber);
  const updated = await shopper.baskets.addPaymentInstrumentToBasket({
    parameters: { basketId: basket.basketId! },
    body: {
      paymentMethodId: 'CREDIT_CARD',
      amount: basket.c_paymentAmount ?? basket.orderTotal,
      paymentCard: {
        cardType: card.cardType,
        maskedNumber: card.maskedNumber,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        holder: 'Sally Sweet',
      },
      c_paymentToken: card.paymentToken,
    },
  });
  return { basket: updated, token: card.paymentToken };
}

const addGiftCard = (shopper: Shopper, basket: Basket, card: { number: string; pin: string }, amount?: number) =>
  shopper.baskets.addPaymentInstrumentToBasket({
    parameters: { basketId: basket.basketId! },
    body: {
      paymentMethodId: 'GIFTCARD',
      giftCertificateCode: card.number,
      c_giftCardPin: card.pin,
      ...(amount !== undefined ? { amount } : {}),
    },
  });

const reapplyGiftCard = (shopper: Shopper, orderNo: string, card: { number: string; pin: string }) =>
  shopper.orders.createPaymentInstrumentForOrder({
    parameters: { orderNo },
    body: {
      paymentMethodId: 'GIFTCARD',
      giftCardRequest: { brand: 'sweetshop', cardNumber: card.number, cvc: card.pin },
    },
  });

const cardInstrument = (order: Order) =>
  order.paymentInstruments!.find((instrument) => instrument.paymentMethodId === 'CREDIT_CARD')!;

const payWithCard = (shopper: Shopper, order: Order, token: string, securityCode = '123') =>
  shopper.orders.updatePaymentInstrumentForOrder({
    parameters: { orderNo: order.orderNo!, paymentInstrumentId: cardInstrument(order).paymentInstrumentId! },
    body: {
      paymentMethodId: 'CREDIT_CARD',
      paymentCard: { cardType: 'Visa' },
      c_paymentToken: token,
      c_securityCode: securityCode,
    },
  });

describe('guest checkout with a card', () => {
  let shopper: Shopper;
  let basket: Basket;
  let order: Order;
  let token: string;
  let atsBefore: number;

  beforeAll(async () => {
    shopper = await guestClients(sandbox);
    atsBefore = await ats(ITEM);
    const ready = await readyBasket(shopper);
    await shopper.baskets.updateBasket({
      parameters: { basketId: ready.basketId! },
      body: { c_subscriptionOptins: OPTINS },
    });
    ({ basket, token } = await addCard(shopper, ready));
    order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
  });

  it('creates an unplaced order from the basket', () => {
    expect(order.orderNo).toMatch(/^\d{8}$/);
    expect(order).toMatchObject({
      status: 'created',
      paymentStatus: 'not_paid',
      confirmationStatus: 'not_confirmed',
      shippingStatus: 'not_shipped',
      exportStatus: 'not_exported',
      currency: 'USD',
      orderTotal: basket.orderTotal,
      productTotal: basket.productTotal,
      shippingTotal: basket.shippingTotal,
      taxTotal: basket.taxTotal,
      siteId: 'sweet-shop',
      guest: true,
      customerInfo: { customerId: shopper.token.customer_id, email: 'sally@example.com' },
      billingAddress: expect.objectContaining({ firstName: 'Sally', city: 'Los Angeles' }),
      productItems: [expect.objectContaining({ productId: ITEM, quantity: 2 })],
    });
    expect(order).not.toHaveProperty('basketId');
  });

  it('carries the subscription opt-ins over from the basket', () => {
    expect(order.c_subscriptionOptins).toBe(OPTINS);
    expect(basket.c_subscriptionOptins).toBe(OPTINS);
  });

  it('gives shipments totals and tracking', () => {
    expect(order.shipments).toEqual([
      expect.objectContaining({
        shipmentId: 'me',
        shippingMethod: expect.objectContaining({ id: 'STANDARD' }),
        shippingStatus: 'not_shipped',
        shippingTotal: basket.shippingTotal,
        taxTotal: basket.taxTotal,
        shipmentTotal: basket.orderTotal,
        trackingNumber: expect.stringMatching(/^1ZSWT\d{13}$/),
        c_trackingUrl: expect.stringMatching(/^https:\/\/www\.ups\.com\/track\?tracknum=1ZSWT/),
      }),
    ]);
  });

  it('puts the card on the order with the whole total and no number', () => {
    expect(order.paymentInstruments).toEqual([
      expect.objectContaining({
        paymentMethodId: 'CREDIT_CARD',
        amount: basket.orderTotal,
        paymentCard: expect.objectContaining({
          cardType: 'Visa',
          maskedNumber: '************1111',
          numberLastDigits: '1111',
        }),
      }),
    ]);
  });

  it('removes the basket and takes the stock', async () => {
    const { status, body } = await problemOf(shopper.baskets.getBasket({ parameters: { basketId: basket.basketId! } }));
    expect(status).toBe(404);
    expect(body.type).toMatch(/basket-not-found$/);
    expect(await ats(ITEM)).toBe(atsBefore - 2);
  });

  it('refuses a second order from the same basket as SCAPI does: basket not found', async () => {
    const { status, body } = await problemOf(shopper.orders.createOrder({ body: { basketId: basket.basketId! } }));
    expect(status).toBe(404);
    expect(body).toMatchObject({
      title: 'Basket Not Found',
      detail: `No basket with ID '${basket.basketId}' could be found.`,
    });
  });

  it('lists the payment methods of the order', async () => {
    const methods = await shopper.orders.getPaymentMethodsForOrder({ parameters: { orderNo: order.orderNo! } });
    const card = methods.applicablePaymentMethods!.find((method) => method.id === 'CREDIT_CARD');
    expect(card?.cards?.map((spec) => spec.cardType)).toEqual(['Visa', 'Master Card', 'Amex', 'Discover']);
    expect(methods.applicablePaymentMethods!.map((method) => method.id)).toContain('GIFTCARD');
  });

  it('refuses a wrong security code and keeps the order unpaid', async () => {
    const { status, body } = await problemOf(payWithCard(shopper, order, token, '1234'));
    expect(status).toBe(400);
    expect(body.detail).toBe('Invalid CVV length');
    expect((await shopper.orders.getOrder({ parameters: { orderNo: order.orderNo! } })).status).toBe('created');
  });

  it('places the order when the card is approved and mails the confirmation', async () => {
    const paid = await payWithCard(shopper, order, token);
    expect(paid).toMatchObject({
      orderNo: order.orderNo,
      status: 'new',
      paymentStatus: 'paid',
      confirmationStatus: 'confirmed',
      exportStatus: 'ready',
    });
    expect(cardInstrument(paid).authorizationStatus).toMatchObject({ code: 'OK' });
    expect(await shopper.orders.getOrder({ parameters: { orderNo: order.orderNo! } })).toEqual(paid);
    const [mail] = await outbox(sandbox, 'sally@example.com', 'order-confirmation');
    expect(mail).toMatchObject({
      to: 'sally@example.com',
      template: 'order-confirmation',
      data: { orderNo: order.orderNo, total: basket.orderTotal, currency: 'USD' },
    });
    expect(mail!.subject).toContain(order.orderNo);
  });

  it('refuses to change the payment of a placed order', async () => {
    const { status, body } = await problemOf(payWithCard(shopper, order, token));
    expect(status).toBe(400);
    expect(body.type).toMatch(/payment-already-authorized$|order-not-modifiable$/);
    const failed = await problemOf(
      shopper.orders.failOrder({ parameters: { orderNo: order.orderNo!, reopenBasket: true }, body: {} }),
    );
    expect(failed.status).toBe(400);
    expect(failed.body.type).toMatch(/order-not-modifiable$/);
  });
});

describe('a declined card', () => {
  it('fails the order with a PaymentTransactionFailed flash, reopens the basket, and a new card pays a new order', async () => {
    const shopper = await guestClients(sandbox);
    const atsBefore = await ats(ITEM);
    const { basket, token } = await addCard(shopper, await readyBasket(shopper, 1), '4000000000000002');
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    expect(await ats(ITEM)).toBe(atsBefore - 1);

    const failed = await payWithCard(shopper, order, token);
    expect(failed).toMatchObject({
      status: 'failed',
      paymentStatus: 'not_paid',
      c_flashes: [
        {
          type: 'PaymentTransactionFailed',
          message: 'Your payment was declined. Please check your card details or use a different card.',
        },
      ],
    });
    expect(cardInstrument(failed).authorizationStatus).toMatchObject({ code: 'DECLINED' });
    expect(await ats(ITEM)).toBe(atsBefore);

    const reopened = await shopper.baskets.getBasket({ parameters: { basketId: basket.basketId! } });
    expect(reopened.productItems).toEqual([expect.objectContaining({ productId: ITEM, quantity: 1 })]);
    const { status } = await problemOf(payWithCard(shopper, order, token));
    expect(status).toBe(400);

    const oldCard = reopened.paymentInstruments![0]!;
    await shopper.baskets.removePaymentInstrumentFromBasket({
      parameters: { basketId: basket.basketId!, paymentInstrumentId: oldCard.paymentInstrumentId! },
    });
    const { token: goodToken } = await addCard(shopper, reopened);
    const second = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    expect(second.orderNo).not.toBe(order.orderNo);
    expect(await payWithCard(shopper, second, goodToken)).toMatchObject({ status: 'new', paymentStatus: 'paid' });
    expect((await shopper.orders.getOrder({ parameters: { orderNo: order.orderNo! } })).status).toBe('failed');
  });

  it('fails with an insufficient-funds message for the insufficient-funds test card', async () => {
    const shopper = await guestClients(sandbox);
    const { basket, token } = await addCard(shopper, await readyBasket(shopper, 1), '4000000000009995');
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    const failed = await payWithCard(shopper, order, token);
    expect(failed.status).toBe('failed');
    expect(failed.c_flashes).toEqual([
      {
        type: 'PaymentTransactionFailed',
        message: 'Your card has insufficient funds for this order. Please use a different card.',
      },
    ]);
  });
});

describe('gift cards', () => {
  it('pay part of an order, the card pays the rest', async () => {
    const shopper = await guestClients(sandbox);
    let basket = await readyBasket(shopper, 10);
    basket = await addGiftCard(shopper, basket, GIFT_25);
    expect(basket.c_paymentAmount).toBeCloseTo((basket.orderTotal ?? 0) - 25, 2);
    const { basket: withCard, token } = await addCard(shopper, basket);
    const order = await shopper.orders.createOrder({ body: { basketId: withCard.basketId! } });
    const rest = Math.round(((order.orderTotal ?? 0) - 25) * 100) / 100;
    expect(order.paymentInstruments).toEqual([
      expect.objectContaining({
        paymentMethodId: 'GIFTCARD',
        amount: 25,
        maskedGiftCertificateCode: '***************5001',
        giftCard: expect.objectContaining({ maskedCardNumber: '***************5001' }),
      }),
      expect.objectContaining({ paymentMethodId: 'CREDIT_CARD', amount: rest }),
    ]);
    expect((await giftCardBalance(shopper, GIFT_25)).availableBalance).toBe(25);

    const withGift = await reapplyGiftCard(shopper, order.orderNo!, GIFT_25);
    expect(withGift).toMatchObject({ status: 'created', paymentStatus: 'part_paid' });
    expect((await giftCardBalance(shopper, GIFT_25)).availableBalance).toBe(0);
    const again = await problemOf(reapplyGiftCard(shopper, order.orderNo!, GIFT_25));
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('This gift card has already been applied to the order.');

    const paid = await payWithCard(shopper, withGift, token);
    expect(paid).toMatchObject({ status: 'new', paymentStatus: 'paid' });
    expect(
      (await outbox(sandbox, 'sally@example.com', 'order-confirmation')).map((mail) => mail.data.orderNo),
    ).toContain(order.orderNo);
  });

  it('cover a whole order with NO_PAYMENT as the main instrument', async () => {
    const shopper = await guestClients(sandbox);
    let basket = await readyBasket(shopper, 1, 'gifted@example.com');
    basket = await addGiftCard(shopper, basket, GIFT_LARGE);
    expect(basket.c_paymentAmount).toBe(0);
    expect(basket.paymentInstruments![0]!.amount).toBe(basket.orderTotal);
    const methods = await shopper.baskets.getPaymentMethodsForBasket({ parameters: { basketId: basket.basketId! } });
    expect(methods.applicablePaymentMethods!.map((method) => method.id)).toContain('NO_PAYMENT');
    basket = await shopper.baskets.addPaymentInstrumentToBasket({
      parameters: { basketId: basket.basketId! },
      body: { paymentMethodId: 'NO_PAYMENT' },
    });
    const before = (await giftCardBalance(shopper, GIFT_LARGE)).availableBalance;

    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    expect(order).toMatchObject({ status: 'created', paymentStatus: 'not_paid' });
    expect(order.paymentInstruments!.map((instrument) => [instrument.paymentMethodId, instrument.amount])).toEqual([
      ['GIFTCARD', basket.orderTotal],
      ['NO_PAYMENT', 0],
    ]);
    const placed = await reapplyGiftCard(shopper, order.orderNo!, GIFT_LARGE);
    expect(placed).toMatchObject({ status: 'new', paymentStatus: 'paid', confirmationStatus: 'confirmed' });
    expect((await giftCardBalance(shopper, GIFT_LARGE)).availableBalance).toBeCloseTo(
      before - (basket.orderTotal ?? 0),
      2,
    );
    const [mail] = await outbox(sandbox, 'gifted@example.com', 'order-confirmation');
    expect(mail!.data).toEqual({ orderNo: order.orderNo, total: basket.orderTotal, currency: 'USD' });
  });

  it('can be added to an order the basket did not have them on; the card then pays less', async () => {
    const shopper = await guestClients(sandbox);
    const { basket, token } = await addCard(shopper, await readyBasket(shopper, 4));
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    const withGift = await shopper.orders.createPaymentInstrumentForOrder({
      parameters: { orderNo: order.orderNo! },
      body: {
        paymentMethodId: 'GIFTCARD',
        amount: 5,
        giftCardRequest: { brand: 'sweetshop', cardNumber: GIFT_100.number, cvc: GIFT_100.pin },
      },
    });
    expect(withGift.paymentInstruments!.map((instrument) => [instrument.paymentMethodId, instrument.amount])).toEqual([
      ['GIFTCARD', 5],
      ['CREDIT_CARD', Math.round(((order.orderTotal ?? 0) - 5) * 100) / 100],
    ]);
    expect(withGift.paymentStatus).toBe('part_paid');
    const tooMuch = await problemOf(
      shopper.orders.createPaymentInstrumentForOrder({
        parameters: { orderNo: order.orderNo! },
        body: {
          paymentMethodId: 'GIFTCARD',
          amount: 500,
          giftCardRequest: { brand: 'sweetshop', cardNumber: GIFT_LARGE.number, cvc: GIFT_LARGE.pin },
        },
      }),
    );
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { detail: 'The gift card amount exceeds the amount still to pay.' },
    });
    expect(await payWithCard(shopper, withGift, token)).toMatchObject({ status: 'new', paymentStatus: 'paid' });
  });

  it('are refused in the basket with a wrong code or no balance', async () => {
    const shopper = await guestClients(sandbox);
    const basket = await readyBasket(shopper, 1);
    const wrong = await problemOf(addGiftCard(shopper, basket, { number: GIFT_100.number, pin: '1111' }));
    expect(wrong).toMatchObject({
      status: 400,
      body: { detail: 'The gift card number or security code is incorrect.' },
    });
    const empty = await problemOf(addGiftCard(shopper, basket, GIFT_EMPTY));
    expect(empty).toMatchObject({ status: 400, body: { detail: 'This gift card has no remaining balance.' } });
    const malformed = await problemOf(addGiftCard(shopper, basket, { number: '123', pin: '1' }));
    expect(malformed.status).toBe(400);
    const stored = await shopper.baskets.getBasket({ parameters: { basketId: basket.basketId! } });
    expect(stored.paymentInstruments ?? []).toEqual([]);
  });

  it('never keep the full number or the code in the basket', async () => {
    const shopper = await guestClients(sandbox);
    const basket = await addGiftCard(shopper, await readyBasket(shopper, 1), GIFT_100, 5);
    expect(basket.paymentInstruments).toEqual([
      expect.objectContaining({
        paymentMethodId: 'GIFTCARD',
        amount: 5,
        maskedGiftCertificateCode: '***************0002',
      }),
    ]);
    expect(JSON.stringify(basket)).not.toContain(GIFT_100.number);
    expect(basket.paymentInstruments![0]).not.toHaveProperty('c_giftCardPin');
    const card = await tokenise(shopper, '4111111111111111');
    const withCard = await shopper.baskets.addPaymentInstrumentToBasket({
      parameters: { basketId: basket.basketId! },
      body: {
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: { cardType: 'Visa', c_securityCode: '123' },
        c_paymentToken: card.paymentToken,
        c_securityCode: '123',
      },
    });
    const stored = withCard.paymentInstruments!.find((instrument) => instrument.paymentMethodId === 'CREDIT_CARD')!;
    expect(stored).not.toHaveProperty('c_securityCode');
    expect(stored.paymentCard).not.toHaveProperty('c_securityCode');
    expect(stored.paymentCard).toMatchObject({
      cardType: 'Visa',
      maskedNumber: '************1111',
      numberLastDigits: '1111',
      expirationMonth: 12,
      expirationYear: YEAR,
    });
  });

  it("refuse a card token that is not the shopper's in the basket", async () => {
    const shopper = await guestClients(sandbox);
    const stranger = await guestClients(sandbox);
    const card = await tokenise(stranger, '4111111111111111');
    const basket = await readyBasket(shopper, 1);
    const { status, body } = await problemOf(
      shopper.baskets.addPaymentInstrumentToBasket({
        parameters: { basketId: basket.basketId! },
        body: { paymentMethodId: 'CREDIT_CARD', paymentCard: { cardType: 'Visa' }, c_paymentToken: card.paymentToken },
      }),
    );
    expect(status).toBe(400);
    expect(body.detail).toBe('Invalid credit card JWT token payload');
  });

  it('give their balance back when the card is declined', async () => {
    const shopper = await guestClients(sandbox);
    let basket = await addGiftCard(shopper, await readyBasket(shopper, 1), GIFT_100, 10);
    const added = await addCard(shopper, basket, '4000000000000002');
    basket = added.basket;
    const before = (await giftCardBalance(shopper, GIFT_100)).availableBalance;
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    await reapplyGiftCard(shopper, order.orderNo!, GIFT_100);
    expect((await giftCardBalance(shopper, GIFT_100)).availableBalance).toBe(before - 10);
    const failed = await payWithCard(shopper, order, added.token);
    expect(failed.status).toBe('failed');
    expect((await giftCardBalance(shopper, GIFT_100)).availableBalance).toBe(before);
  });

  it('refuse a re-applied card whose balance no longer covers its amount', async () => {
    const shopper = await guestClients(sandbox);
    const other = await guestClients(sandbox);
    let basket = await addGiftCard(
      shopper,
      await readyBasket(shopper, 20),
      { number: '77770000000000750005', pin: '7575' },
      60,
    );
    expect(basket.paymentInstruments![0]!.amount).toBe(60);
    basket = (await addCard(shopper, basket)).basket;
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    // Another shopper spends the card first.
    const otherBasket = await addGiftCard(
      other,
      await readyBasket(other, 10, 'other@example.com'),
      { number: '77770000000000750005', pin: '7575' },
      20,
    );
    const otherOrder = await other.orders.createOrder({
      body: { basketId: (await addCard(other, otherBasket)).basket.basketId! },
    });
    await reapplyGiftCard(other, otherOrder.orderNo!, { number: '77770000000000750005', pin: '7575' });

    const { status, body } = await problemOf(
      reapplyGiftCard(shopper, order.orderNo!, { number: '77770000000000750005', pin: '7575' }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ detail: 'The gift card balance is not sufficient for this amount.' });
    expect((await shopper.orders.getOrder({ parameters: { orderNo: order.orderNo! } })).status).toBe('created');

    await shopper.orders.failOrder({
      parameters: { orderNo: order.orderNo!, reopenBasket: true },
      body: { reasonCode: 'payment_auth_failure' },
    });
    expect((await shopper.orders.getOrder({ parameters: { orderNo: order.orderNo! } })).status).toBe('failed');
    expect((await shopper.baskets.getBasket({ parameters: { basketId: basket.basketId! } })).basketId).toBe(
      basket.basketId,
    );
  });
});

describe('alternative payment methods', () => {
  it('need a provider approval when the order instrument is updated (PayPal: an unknown order id is refused; approvals: payment-providers.test.ts)', async () => {
    const shopper = await guestClients(sandbox);
    const ready = await readyBasket(shopper, 1);
    const basket = await shopper.baskets.addPaymentInstrumentToBasket({
      parameters: { basketId: ready.basketId! },
      body: { paymentMethodId: 'PayPal', amount: ready.orderTotal },
    });
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    const paypal = order.paymentInstruments![0]!;
    expect(paypal).toMatchObject({ paymentMethodId: 'PayPal', amount: ready.orderTotal });
    const refused = await problemOf(
      shopper.orders.updatePaymentInstrumentForOrder({
        parameters: { orderNo: order.orderNo!, paymentInstrumentId: paypal.paymentInstrumentId! },
        body: { paymentMethodId: 'PayPal', c_paypalOrderId: 'PAYID-SANDBOX-1' },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('The payment approval is missing, used already or not valid for this order.');
    expect((await shopper.orders.getOrder({ parameters: { orderNo: order.orderNo! } })).status).toBe('created');
  });
});

describe('concurrent submits', () => {
  it('create exactly one order from one basket', async () => {
    const shopper = await guestClients(sandbox);
    const { basket } = await addCard(shopper, await readyBasket(shopper, 1, 'lost.answer@example.com'));
    const atsBefore = await ats(ITEM);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => shopper.orders.createOrder({ body: { basketId: basket.basketId! } })),
    );
    const created = results.filter((result) => result.status === 'fulfilled');
    expect(created).toHaveLength(1);
    const statuses = await Promise.all(
      results
        .filter((result) => result.status === 'rejected')
        .map(async (result) => ((result as PromiseRejectedResult).reason as { response: Response }).response.status),
    );
    expect(statuses).toEqual(Array(19).fill(404));
    const rows = await sandbox.db.query<{ count: string | number }>(
      `SELECT count(*) AS count FROM orders WHERE basket_id = $1`,
      [basket.basketId],
    );
    expect(Number(rows[0]!.count)).toBe(1);
    expect(await ats(ITEM)).toBe(atsBefore - 1);
  });
});

describe('who may see and pay an order', () => {
  let owner: Shopper;
  let order: Order;
  let token: string;
  beforeAll(async () => {
    owner = await guestClients(sandbox);
    const added = await addCard(owner, await readyBasket(owner, 1));
    token = added.token;
    order = await owner.orders.createOrder({ body: { basketId: added.basket.basketId! } });
  });

  it('lets another shopper neither read nor pay it (404, as for an unknown number)', async () => {
    const stranger = await guestClients(sandbox);
    expect((await problemOf(stranger.orders.getOrder({ parameters: { orderNo: order.orderNo! } }))).status).toBe(404);
    expect(
      (await problemOf(stranger.orders.getPaymentMethodsForOrder({ parameters: { orderNo: order.orderNo! } }))).status,
    ).toBe(404);
    expect((await problemOf(payWithCard(stranger, order, token))).status).toBe(404);
    expect((await problemOf(reapplyGiftCard(stranger, order.orderNo!, GIFT_100))).status).toBe(404);
  });

  it("does not let another shopper use the owner's card token", async () => {
    const stranger = await guestClients(sandbox);
    const { basket } = await addCard(stranger, await readyBasket(stranger, 1));
    const strangerOrder = await stranger.orders.createOrder({ body: { basketId: basket.basketId! } });
    const { status, body } = await problemOf(payWithCard(stranger, strangerOrder, token));
    expect(status).toBe(400);
    expect(body.detail).toBe('Invalid credit card JWT token payload');
  });

  it("does not let another shopper order the owner's basket (400, as getBasket)", async () => {
    const basket = await readyBasket(owner, 1);
    const stranger = await guestClients(sandbox);
    expect((await problemOf(stranger.orders.createOrder({ body: { basketId: basket.basketId! } }))).status).toBe(400);
    await owner.baskets.deleteBasket({ parameters: { basketId: basket.basketId! } });
  });

  it('answers unknown orders, instruments and other sites with 404', async () => {
    expect((await problemOf(owner.orders.getOrder({ parameters: { orderNo: '99999999' } }))).body).toMatchObject({
      title: 'Order Not Found',
      detail: "No order with number '99999999' could be found.",
    });
    const otherSiteToken = await loginGuest(sandbox, owner.token.usid, 'fundraising');
    const other = clients(sandbox, { accessToken: otherSiteToken.access_token, siteId: 'fundraising' });
    expect((await problemOf(other.orders.getOrder({ parameters: { orderNo: order.orderNo! } }))).status).toBe(404);
    const instrument = await problemOf(
      owner.orders.updatePaymentInstrumentForOrder({
        parameters: { orderNo: order.orderNo!, paymentInstrumentId: 'nope' },
        body: {},
      }),
    );
    expect(instrument.status).toBe(404);
  });

  it('keeps an order of a registered customer with the customer number, after signing in again', async () => {
    const signedIn = await loginRegistered(sandbox, REGISTERED.email, REGISTERED.password);
    const registered = { token: signedIn, ...clients(sandbox, { accessToken: signedIn.access_token }) };
    const { basket, token: cardToken } = await addCard(registered, await readyBasket(registered, 1, REGISTERED.email));
    const created = await registered.orders.createOrder({ body: { basketId: basket.basketId! } });
    expect(created).toMatchObject({
      guest: false,
      customerName: 'Olive Order',
      customerInfo: { customerId: REGISTERED.customerId, customerNo: REGISTERED.customerNo, email: REGISTERED.email },
    });
    const again = await loginRegistered(sandbox, REGISTERED.email, REGISTERED.password);
    const later = clients(sandbox, { accessToken: again.access_token });
    expect((await later.orders.getOrder({ parameters: { orderNo: created.orderNo! } })).orderNo).toBe(created.orderNo);
    expect(await payWithCard({ ...registered, ...later, token: again }, created, cardToken)).toMatchObject({
      status: 'new',
    });
  });
});

describe('bad input', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await guestClients(sandbox);
  });

  it.each([
    ['no basketId', {}],
    ['a number as basketId', { basketId: 42 }],
    ['an over-long basketId', { basketId: 'x'.repeat(500) }],
  ])('refuses createOrder with %s (400)', async (_name, body) => {
    const { status, body: problem } = await problemOf(shopper.orders.createOrder({ body: body as never }));
    expect(status).toBe(400);
    expect(problem.title).toBe('Bad Request');
  });

  it('refuses a body that is not an object (400)', async () => {
    const response = await shopper.orders.createOrder({ body: 'not json' as never }, true);
    expect(response.status).toBe(400);
  });

  it('explains what a basket lacks', async () => {
    const { baskets, orders } = shopper;
    const { basketId } = await baskets.createBasket({ body: {} });
    const parameters = { basketId: basketId! };
    const reason = async () => (await problemOf(orders.createOrder({ body: { basketId: basketId! } }))).body;
    expect(await reason()).toMatchObject({
      type: expect.stringMatching(/empty-basket$/),
      detail: 'The basket has no product items.',
    });
    await baskets.addItemToBasket({ parameters, body: [{ productId: ITEM, quantity: 1 }] });
    expect(await reason()).toMatchObject({ type: expect.stringMatching(/missing-customer-email$/) });
    await baskets.updateCustomerForBasket({ parameters, body: { email: 'bad.input@example.com' } });
    expect(await reason()).toMatchObject({ type: expect.stringMatching(/missing-shipping-address$/) });
    await baskets.updateShippingAddressForShipment({ parameters: { ...parameters, shipmentId: 'me' }, body: ADDRESS });
    expect(await reason()).toMatchObject({ type: expect.stringMatching(/missing-shipping-method$/) });
    await baskets.updateShippingMethodForShipment({
      parameters: { ...parameters, shipmentId: 'me' },
      body: { id: 'STANDARD' },
    });
    expect(await reason()).toMatchObject({
      type: expect.stringMatching(/missing-billing-address$/),
      invalidFields: expect.arrayContaining(['address1']),
    });
    const basket = await baskets.updateBillingAddressForBasket({ parameters, body: ADDRESS });
    expect(await reason()).toMatchObject({ type: expect.stringMatching(/missing-payment-instrument$/) });
    await addCard(shopper, basket);
    const order = await orders.createOrder({ body: { basketId: basketId! } });
    expect(order.status).toBe('created');
  });

  it('refuses products without stock, and keeps the basket', async () => {
    const other = await guestClients(sandbox);
    const basket = await readyBasket(other, 1);
    await other.baskets.addItemToBasket({
      parameters: { basketId: basket.basketId! },
      body: [{ productId: DEMO_PRODUCTS.outOfStockItem, quantity: 1 }],
    });
    const { basket: paid } = await addCard(
      other,
      await other.baskets.getBasket({ parameters: { basketId: basket.basketId! } }),
    );
    const atsBefore = await ats(ITEM);
    const { status, body } = await problemOf(other.orders.createOrder({ body: { basketId: paid.basketId! } }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      type: expect.stringMatching(/product-item-not-available$/),
      productId: DEMO_PRODUCTS.outOfStockItem,
    });
    expect(await ats(ITEM)).toBe(atsBefore);
    expect((await other.baskets.getBasket({ parameters: { basketId: paid.basketId! } })).productItems).toHaveLength(2);
  });

  it('refuses sales materials beyond a per-order limit lowered since they were added', async () => {
    const other = await guestClients(sandbox);
    const basket = await readyBasket(other, 1);
    await other.baskets.addItemToBasket({
      parameters: { basketId: basket.basketId! },
      body: [{ productId: DEMO_PRODUCTS.collateralSmallLimit, quantity: 2 }],
    });
    const { basket: paid } = await addCard(
      other,
      await other.baskets.getBasket({ parameters: { basketId: basket.basketId! } }),
    );
    const setLimit = (limit: number) =>
      sandbox.db.query(`UPDATE products SET doc = jsonb_set(doc, '{c_quantityLimit}', $2::jsonb) WHERE id = $1`, [
        DEMO_PRODUCTS.collateralSmallLimit,
        JSON.stringify(limit),
      ]);
    await setLimit(1);
    try {
      const { status, body } = await problemOf(other.orders.createOrder({ body: { basketId: paid.basketId! } }));
      expect(status).toBe(400);
      expect(body).toMatchObject({ type: expect.stringMatching(/quantity-limit-exceeded$/), quantityLimit: 1 });
    } finally {
      await setLimit(2);
    }
    expect((await other.orders.createOrder({ body: { basketId: paid.basketId! } })).status).toBe('created');
  });

  it('refuses bad payment updates with 400', async () => {
    const { basket, token } = await addCard(shopper, await readyBasket(shopper, 1));
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    const paymentInstrumentId = cardInstrument(order).paymentInstrumentId!;
    const patch = (body: Record<string, unknown>) =>
      problemOf(
        shopper.orders.updatePaymentInstrumentForOrder({
          parameters: { orderNo: order.orderNo!, paymentInstrumentId },
          body: body as never,
        }),
      );
    expect((await patch({ c_paymentToken: 'not a token!', c_securityCode: '123' })).body.detail).toBe(
      'Invalid credit card JWT token payload',
    );
    expect((await patch({ c_paymentToken: 'x'.repeat(40), c_securityCode: '123' })).body.detail).toBe(
      'Invalid credit card JWT token payload',
    );
    expect((await patch({ c_paymentToken: token, c_securityCode: '12a' })).body.detail).toBe('Invalid CVV value');
    expect(
      (await patch({ c_paymentToken: token, c_securityCode: '123', paymentCard: { cardType: 'Amex' } })).body.detail,
    ).toBe('Card type does not match the card number');
    expect((await patch({ c_paymentToken: token, c_securityCode: '123', paymentCard: 'visa' })).status).toBe(400);
    expect((await patch({ c_paymentToken: 42, c_securityCode: '123' })).status).toBe(400);
    expect((await patch({ c_paymentToken: token, c_securityCode: '123', amount: 'lots' })).status).toBe(400);
    expect((await patch({ paymentMethodId: 'GIFTCARD', c_paymentToken: token, c_securityCode: '123' })).status).toBe(
      400,
    );
    const reapply = await problemOf(
      shopper.orders.createPaymentInstrumentForOrder({
        parameters: { orderNo: order.orderNo! },
        body: { paymentMethodId: 'CREDIT_CARD' },
      }),
    );
    expect(reapply.status).toBe(400);
    const wrongPin = await problemOf(
      reapplyGiftCard(shopper, order.orderNo!, { number: GIFT_100.number, pin: '0001' }),
    );
    expect(wrongPin).toMatchObject({
      status: 400,
      body: { detail: 'The gift card number or security code is incorrect.' },
    });
    const badReason = await problemOf(
      shopper.orders.failOrder({ parameters: { orderNo: order.orderNo! }, body: { reasonCode: 'bored' as never } }),
    );
    expect(badReason.status).toBe(400);
  });

  it('expires a guest card token after 15 minutes', async () => {
    const { basket, token } = await addCard(shopper, await readyBasket(shopper, 1));
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    const realNow = sandbox.services.now;
    sandbox.services.now = () => new Date(Date.now() + 16 * 60 * 1000);
    try {
      const { status, body } = await problemOf(payWithCard(shopper, order, token));
      expect(status).toBe(400);
      expect(body.detail).toBe('The payment token has expired. Please enter your card details again.');
    } finally {
      sandbox.services.now = realNow;
    }
    expect(await payWithCard(shopper, order, token)).toMatchObject({ status: 'new' });
  });

  it('fails an unplaced order on request and reopens its basket', async () => {
    const { basket } = await addCard(shopper, await readyBasket(shopper, 1, 'lost.answer@example.com'));
    const atsBefore = await ats(ITEM);
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    const response = await shopper.orders.failOrder(
      { parameters: { orderNo: order.orderNo!, reopenBasket: true }, body: { reasonCode: 'payment_auth_failure' } },
      true,
    );
    expect(response.status).toBe(204);
    expect(await ats(ITEM)).toBe(atsBefore);
    expect((await shopper.baskets.getBasket({ parameters: { basketId: basket.basketId! } })).productItems).toHaveLength(
      1,
    );
    const reordered = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    expect(reordered.orderNo).not.toBe(order.orderNo);
  });
});

describe('custom-mix boxes', () => {
  const mix = (candies: Array<[string, number]>, categoryId: string) =>
    JSON.stringify({ box: candies.map(([pid, qty]) => ({ pid, qty, categoryId })) });
  const withBox = async (shopper: Shopper, productId: string, quantity: number, c_customMix: string) => {
    const ready = await readyBasket(shopper, 1);
    await shopper.baskets.addItemToBasket({
      parameters: { basketId: ready.basketId! },
      body: [{ productId, quantity, c_customMix } as never],
    });
    return (await addCard(shopper, await shopper.baskets.getBasket({ parameters: { basketId: ready.basketId! } })))
      .basket;
  };

  it("takes a counted box's candies off the inventory (count per box times the boxes) and gives them back when the payment fails", async () => {
    const shopper = await guestClients(sandbox);
    const before = [await ats('40301'), await ats('40304')];
    const basket = await withBox(
      shopper,
      '4010201',
      2,
      mix(
        [
          ['40301', 7],
          ['40304', 5],
        ],
        'mix-mini-pops',
      ),
    );
    const order = await shopper.orders.createOrder({ body: { basketId: basket.basketId! } });
    expect([await ats('40301'), await ats('40304')]).toEqual([before[0]! - 14, before[1]! - 10]);
    await payWithCard(shopper, order, (await tokenise(shopper, '4000000000000002')).paymentToken);
    expect([await ats('40301'), await ats('40304')]).toEqual(before);
  });

  it('refuses a box with a candy out of stock; a percent box takes none of its candies', async () => {
    const shopper = await guestClients(sandbox);
    const soldOut = await withBox(
      shopper,
      '4010101',
      1,
      mix(
        [
          ['40206', 50],
          ['40201', 50],
        ],
        'mix-creams',
      ),
    );
    const refused = await problemOf(shopper.orders.createOrder({ body: { basketId: soldOut.basketId! } }));
    expect(refused).toMatchObject({ status: 400, body: { productId: '40206' } });
    expect(refused.body.type).toMatch(/\/product-item-not-available$/);

    const again = await guestClients(sandbox);
    const before = await ats('40201');
    const basket = await withBox(again, '4010101', 1, mix([['40201', 100]], 'mix-caramels-chews'));
    await again.orders.createOrder({ body: { basketId: basket.basketId! } });
    expect(await ats('40201')).toBe(before);
  });
});

describe('lost order answers (control switch loseOrderAnswers)', () => {
  const setSwitches = (body: unknown) =>
    fetch(new URL('/__sandbox/switches', sandbox.url), {
      method: 'PUT',
      headers: { ...privateClientHeaders(sandbox), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('carries out createOrder and the order-by-basket search of the listed shopper but closes the connection; other shoppers are answered', async () => {
    const shopper = await guestClients(sandbox);
    const { basket } = await addCard(shopper, await readyBasket(shopper, 1, 'lost.answer@example.com'));
    const other = await guestClients(sandbox);
    const { basket: otherBasket } = await addCard(other, await readyBasket(other, 1));
    expect((await setSwitches({ loseOrderAnswers: ['Lost.Answer@example.com'] })).status).toBe(200);
    try {
      await expect(shopper.orders.createOrder({ body: { basketId: basket.basketId! } })).rejects.toThrow();
      const search = () =>
        callCustom<Order>(sandbox, shopper.token.access_token, 'orders', 'order-by-basket', {
          parameters: { basketId: basket.basketId! },
        });
      await expect(search()).rejects.toThrow();
      expect((await other.orders.createOrder({ body: { basketId: otherBasket.basketId! } })).status).toBe('created');
      await setSwitches({ loseOrderAnswers: [] });
      expect(await search()).toMatchObject({ status: 'created', paymentStatus: 'not_paid' });
    } finally {
      await setSwitches({ loseOrderAnswers: [] });
    }
  });

  it('refuses a value that is not a short list of e-mail addresses', async () => {
    for (const loseOrderAnswers of [
      'b1',
      [1],
      ['b1'],
      Array.from({ length: 51 }, (_, index) => `s${index}@example.com`),
    ]) {
      expect((await setSwitches({ loseOrderAnswers })).status).toBe(400);
    }
  });
});
