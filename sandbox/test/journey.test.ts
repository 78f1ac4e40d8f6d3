/**
 * The storefront's whole path through the sandbox, across every area, through commerce-sdk-isomorphic:
 * browse → bag → checkout with a declined then an accepted card → confirmation mail → sign-up with
 * e-mail verification → sign-in that keeps the guest's bag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperBasketsTypes } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { callCustom, clients, loginGuest, loginRegistered, outbox, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
const SHOPPER_EMAIL = 'jules.journey@example.com';
const PASSWORD = 'Gummy!Bear77';
const ADDRESS = {
  firstName: 'Jules',
  lastName: 'Journey',
  address1: '1 Main St',
  city: 'Los Angeles',
  stateCode: 'CA',
  postalCode: '90036',
  countryCode: 'US',
  phone: '3105550123',
};
const EXPIRY_YEAR = new Date().getUTCFullYear() + 2;

beforeAll(async () => {
  sandbox = await startTestSandbox('journey');
});
afterAll(async () => sandbox?.close());

describe('a guest buys, signs up and signs in', () => {
  let usid: string;
  let accessToken: string;
  let api: ReturnType<typeof clients>;
  let basket: ShopperBasketsTypes.Basket;
  let variantId: string;

  beforeAll(async () => {
    const guest = await loginGuest(sandbox);
    usid = guest.usid;
    accessToken = guest.access_token;
    api = clients(sandbox, { accessToken });
  });

  it('finds truffles by search and picks an orderable variant on the product', async () => {
    const result = await api.search.productSearch({ parameters: { q: 'truffles', limit: 12 } });
    expect(result.total).toBeGreaterThan(0);
    expect(result.hits.map((hit) => hit.productId)).toContain(DEMO_PRODUCTS.master);
    const product = await api.products.getProduct({
      parameters: { id: DEMO_PRODUCTS.master, expand: ['availability', 'prices', 'variations', 'images'] },
    });
    const variant = product.variants!.find((candidate) => candidate.orderable)!;
    expect(variant.productId).toMatch(new RegExp(`^${DEMO_PRODUCTS.master}\\d{2}$`));
    variantId = variant.productId;
  });

  it('fills a bag, applies a coupon and gets shipping, tax and a total', async () => {
    const { basketId } = await api.baskets.createBasket({ body: {} });
    const parameters = { basketId: basketId! };
    await api.baskets.addItemToBasket({
      parameters,
      body: [
        { productId: variantId, quantity: 2 },
        { productId: DEMO_PRODUCTS.simpleItem, quantity: 1 },
      ],
    });
    const withCoupon = await api.baskets.addCouponToBasket({ parameters, body: { code: 'SWEET10' } });
    expect(withCoupon.couponItems?.[0]).toMatchObject({ code: 'SWEET10', valid: true, statusCode: 'applied' });
    await api.baskets.updateCustomerForBasket({ parameters, body: { email: SHOPPER_EMAIL } });

    const verification = await callCustom<{ confidence: string }>(
      sandbox,
      accessToken,
      'shipping',
      'shipping-address',
      { parameters: { ...ADDRESS } },
    );
    expect(verification.confidence).toBe('verified');
    await api.baskets.updateShippingAddressForShipment({
      parameters: { ...parameters, shipmentId: 'me', useAsBilling: true },
      body: ADDRESS,
    });
    const methods = await api.baskets.getShippingMethodsForShipment({
      parameters: { ...parameters, shipmentId: 'me' },
    });
    expect(methods.defaultShippingMethodId).toBe('UPSGT_Disc');
    basket = await api.baskets.updateShippingMethodForShipment({
      parameters: { ...parameters, shipmentId: 'me' },
      body: { id: 'UPSGT_Disc' },
    });
    expect(basket.shippingTotal).toBeGreaterThan(0);
    expect(basket.taxTotal).toBeGreaterThan(0);
    expect(basket.orderPriceAdjustments?.some((adjustment) => adjustment.couponCode === 'SWEET10')).toBe(true);
    expect(basket.orderTotal).toBeCloseTo(basket.productTotal! + basket.shippingTotal! + basket.taxTotal!, 2);
  });

  const payWith = async (cardNumber: string) => {
    const card = await callCustom<{ paymentToken: string; cardType: string; maskedNumber: string }>(
      sandbox,
      accessToken,
      'payment',
      'customer-payment-token',
      {
        body: {
          cardNumber,
          expirationMonth: 12,
          expirationYear: EXPIRY_YEAR,
          securityCode: '123',
          holder: 'Jules Journey',
        },
      },
    );
    const parameters = { basketId: basket.basketId! };
    for (const instrument of basket.paymentInstruments ?? []) {
      await api.baskets.removePaymentInstrumentFromBasket({
        parameters: { ...parameters, paymentInstrumentId: instrument.paymentInstrumentId! },
      });
    }
    basket = await api.baskets.addPaymentInstrumentToBasket({
      parameters,
      body: {
        paymentMethodId: 'CREDIT_CARD',
        amount: basket.orderTotal,
        paymentCard: {
          cardType: card.cardType,
          maskedNumber: card.maskedNumber,
          expirationMonth: 12,
          expirationYear: EXPIRY_YEAR,
          holder: 'Jules Journey',
        },
        c_paymentToken: card.paymentToken,
      },
    });
    const order = await api.orders.createOrder({ body: { basketId: basket.basketId! } });
    const instrument = order.paymentInstruments!.find((candidate) => candidate.paymentMethodId === 'CREDIT_CARD')!;
    return api.orders.updatePaymentInstrumentForOrder({
      parameters: { orderNo: order.orderNo!, paymentInstrumentId: instrument.paymentInstrumentId! },
      body: {
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: { cardType: card.cardType },
        c_paymentToken: card.paymentToken,
        c_securityCode: '123',
      },
    });
  };

  it('fails the order on a declined card and gives the bag back', async () => {
    const failed = await payWith('4000000000000002');
    expect(failed.status).toBe('failed');
    expect(failed.c_flashes).toEqual([expect.objectContaining({ type: 'PaymentTransactionFailed' })]);
    basket = await api.baskets.getBasket({ parameters: { basketId: basket.basketId! } });
    expect(basket.productItems?.map((item) => item.productId).sort()).toEqual(
      [DEMO_PRODUCTS.simpleItem, variantId].sort(),
    );
  });

  it('places the order with a good card and mails a confirmation', async () => {
    const order = await payWith('4111111111111111');
    expect(order).toMatchObject({ status: 'new', paymentStatus: 'paid', customerInfo: { email: SHOPPER_EMAIL } });
    const fetched = await api.orders.getOrder({ parameters: { orderNo: order.orderNo! } });
    expect(fetched.orderTotal).toBe(basket.orderTotal);
    const [mail] = await outbox(sandbox, SHOPPER_EMAIL, 'order-confirmation');
    expect(mail?.data).toMatchObject({ orderNo: order.orderNo, total: basket.orderTotal });
  });

  it('signs up with e-mail verification, then signs in keeping the bag filled as a guest', async () => {
    const registration = await callCustom(sandbox, accessToken, 'account', 'customer-register', {
      body: { customer: { email: SHOPPER_EMAIL, firstName: 'Jules', lastName: 'Journey' }, password: PASSWORD },
    });
    expect(registration).toEqual({ status: 'verification-required', email: SHOPPER_EMAIL });
    const [mail] = await outbox(sandbox, SHOPPER_EMAIL, 'email-verification');
    expect(
      await callCustom(sandbox, accessToken, 'account', 'customer-register-complete', {
        body: { c_customer: SHOPPER_EMAIL, c_token: mail!.data.token },
      }),
    ).toEqual({
      status: 'verified',
      email: SHOPPER_EMAIL,
    });

    const { basketId } = await api.baskets.createBasket({ body: {} });
    await api.baskets.addItemToBasket({
      parameters: { basketId: basketId! },
      body: [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 3 }],
    });

    const registered = await loginRegistered(sandbox, SHOPPER_EMAIL, PASSWORD, usid);
    expect(registered.usid).toBe(usid);
    const mine = clients(sandbox, { accessToken: registered.access_token });
    const merged = await mine.baskets.mergeBasket({ parameters: { createDestinationBasket: true } });
    expect(merged.customerInfo?.customerId).toBe(registered.customer_id);
    expect(merged.productItems).toEqual([
      expect.objectContaining({ productId: DEMO_PRODUCTS.simpleItem, quantity: 3 }),
    ]);
    const profile = await mine.customers.getCustomer({ parameters: { customerId: registered.customer_id } });
    expect(profile).toMatchObject({
      email: SHOPPER_EMAIL,
      firstName: 'Jules',
      lastName: 'Journey',
      authType: 'registered',
    });
  });
});
