/**
 * Placing an order (services/order.server.ts) against a real (in-memory) sandbox and each session
 * store: the happy path, a second submit and concurrent submits placing one order, resuming an order
 * an earlier submit created and never paid, a declined card and a refused gift card leaving no
 * half-placed order (the basket is back, the gift card not spent).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '~/models/basket.ts';
import { placeOrder } from '~/services/order.server.ts';
import { ShopperSession, type CheckoutSecrets } from '~/services/session.server.ts';
import type { SessionStore } from '~/services/session-store.server.ts';
import { useSandbox } from './sandbox.ts';
import { STORE_CASES } from './stores.ts';

const ORIGIN = 'http://localhost:3000';
const ADDRESS = { firstName: 'Sally', lastName: 'Sweet', address1: '1 Main St', city: 'Los Angeles', stateCode: 'CA', postalCode: '90001', countryCode: 'US', phone: '3105550100' };
const YEAR = new Date().getUTCFullYear() + 3;

const sandbox = useSandbox();

async function mailsTo(email: string): Promise<number> {
  const response = await fetch(new URL(`/__sandbox/outbox?to=${encodeURIComponent(email)}&template=order-confirmation`, sandbox().url));
  return ((await response.json()) as { data: unknown[] }).data.length;
}

async function giftCardBalance(number: string): Promise<number> {
  const rows = await sandbox().db.query<{ balance_cents: number }>(`SELECT balance_cents FROM gift_cards WHERE number = $1`, [number]);
  return Number(rows[0]?.balance_cents);
}

describe.each(STORE_CASES)('placing an order on the $name', ({ create }) => {
  let store: SessionStore;
  beforeAll(() => {
    store = create();
  });
  afterAll(async () => {
    await store.close();
  });

  /** A request of the shopper whose session cookie is `cookie` (a fresh session object, as each request gets). */
  const load = (cookie: string) => ShopperSession.load(new Request(`${ORIGIN}/revieworder`, { method: 'POST', headers: { cookie } }), store);

  /** A guest with a basket at the review step, paid by card (and gift cards); answers the session cookie. */
  async function readyShopper(options: { cardNumber?: string; giftCards?: { number: string; pin: string; secretPin?: string }[]; card?: boolean } = {}) {
    const session = await ShopperSession.load(new Request(`${ORIGIN}/`), store);
    const apis = await session.apis();
    const email = `order.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const { basketId } = (await apis.baskets.createBasket({ body: {} })) as Basket;
    const parameters = { basketId: basketId! };
    await apis.baskets.addItemToBasket({ parameters, body: [{ productId: '10301', quantity: 2 }] });
    await apis.baskets.updateCustomerForBasket({ parameters, body: { email } });
    await apis.baskets.updateShippingAddressForShipment({ parameters: { ...parameters, shipmentId: 'me', useAsBilling: true }, body: ADDRESS });
    let basket = (await apis.baskets.updateShippingMethodForShipment({ parameters: { ...parameters, shipmentId: 'me' }, body: { id: 'STANDARD' } })) as Basket;
    const secrets: CheckoutSecrets = { basketId: basketId! };
    for (const card of options.giftCards ?? []) {
      basket = (await apis.baskets.addPaymentInstrumentToBasket({ parameters, body: { paymentMethodId: 'GIFTCARD', giftCertificateCode: card.number, c_giftCardPin: card.pin } as never })) as Basket;
      const added = basket.paymentInstruments!.find((instrument) => instrument.maskedGiftCertificateCode?.endsWith(card.number.slice(-4)))!;
      secrets.giftCards = [...(secrets.giftCards ?? []), { paymentInstrumentId: added.paymentInstrumentId!, number: card.number, pin: card.secretPin ?? card.pin }];
    }
    if (options.card !== false) {
      const token = await apis.custom<{ paymentToken: string; cardType: string; maskedNumber: string }>('payment', 'customer-payment-token', {
        body: { cardNumber: options.cardNumber ?? '4111111111111111', expirationMonth: 12, expirationYear: YEAR, securityCode: '123', holder: 'Sally Sweet' },
      });
      await apis.baskets.addPaymentInstrumentToBasket({
        parameters,
        body: {
          paymentMethodId: 'CREDIT_CARD',
          amount: basket.c_paymentAmount ?? basket.orderTotal,
          paymentCard: { cardType: token.cardType, maskedNumber: token.maskedNumber, expirationMonth: 12, expirationYear: YEAR, holder: 'Sally Sweet' },
          c_paymentToken: token.paymentToken,
        } as never,
      });
      secrets.securityCode = '123';
    } else {
      await apis.baskets.addPaymentInstrumentToBasket({ parameters, body: { paymentMethodId: 'NO_PAYMENT', amount: 0 } });
    }
    await session.update((data) => ({ ...data, basketId: basketId! }));
    await session.updateCheckoutSecrets(basketId!, () => secrets);
    const headers = new Headers();
    session.commitCookie(headers);
    return { cookie: headers.get('set-cookie')!.split(';')[0]!, email, basketId: basketId!, apis };
  }

  it('places the order, forgets the secrets and the basket, and shows it again to a second submit', async () => {
    const { cookie, email, basketId } = await readyShopper();
    expect(await placeOrder(await load(cookie))).toBe('/order-confirmation');
    const after = (await load(cookie)).current!;
    expect(await (await load(cookie)).checkoutSecrets(basketId)).toBeUndefined();
    expect(after.lastOrder).toMatchObject({ email, guest: true });
    expect(after.placingOrder?.orderNo).toBe(after.lastOrder!.orderNo);
    expect(after.basketId).toBeNull();
    expect(await mailsTo(email)).toBe(1);

    expect(await placeOrder(await load(cookie))).toBe('/order-confirmation');
    expect(await mailsTo(email)).toBe(1);
  });

  it('of ten simultaneous submits one places the order, every one goes to the confirmation', async () => {
    const { cookie, email } = await readyShopper();
    const sessions = await Promise.all(Array.from({ length: 10 }, () => load(cookie)));
    const targets = await Promise.all(sessions.map((session) => placeOrder(session)));
    expect(targets).toEqual(Array(10).fill('/order-confirmation'));
    expect(await mailsTo(email)).toBe(1);
  });

  it('resumes paying an order an earlier submit created and never paid, instead of ordering again', async () => {
    const { cookie, email, basketId, apis } = await readyShopper();
    const created = await apis.orders.createOrder({ body: { basketId } });
    expect(created.status).toBe('created');
    // The earlier submit stopped after createOrder, over a minute ago.
    const session = await load(cookie);
    await session.update((data) => ({ ...data, placingOrder: { basketId, startedAt: Date.now() - 60_000, orderNo: created.orderNo! } }));
    expect(await placeOrder(await load(cookie))).toBe('/order-confirmation');
    expect((await load(cookie)).current!.lastOrder!.orderNo).toBe(created.orderNo);
    expect((await apis.orders.getOrder({ parameters: { orderNo: created.orderNo! } })).status).toBe('new');
    expect(await mailsTo(email)).toBe(1);
  });

  it('a declined card: the checkout error, the basket back under its id, no order', async () => {
    const { cookie, email, basketId, apis } = await readyShopper({ cardNumber: '4000000000000002' });
    expect(await placeOrder(await load(cookie))).toBe('/billing');
    const after = (await load(cookie)).current!;
    expect(after.checkoutError).toBe('Your payment was declined. Please check your card details or use a different card.');
    expect(after.placingOrder).toBeUndefined();
    expect((await (await load(cookie)).checkoutSecrets(basketId))?.securityCode).toBe('123');
    expect((await apis.baskets.getBasket({ parameters: { basketId } })).productItems).toHaveLength(1);
    expect(await mailsTo(email)).toBe(0);
  });

  it('a gift card refused when re-applied fails the order: basket back, no card spent, no order', async () => {
    const gift = { number: '7777000000000100002', pin: '1100' };
    const before = await giftCardBalance(gift.number);
    expect(before).toBeGreaterThan(0);
    const { cookie, email, basketId, apis } = await readyShopper({ giftCards: [{ ...gift, secretPin: '9999' }] });
    expect(await placeOrder(await load(cookie))).toBe('/billing');
    expect((await load(cookie)).current!.checkoutError).toBeTruthy();
    expect((await apis.baskets.getBasket({ parameters: { basketId } })).paymentInstruments).toHaveLength(2);
    expect(await giftCardBalance(gift.number)).toBe(before);
    expect(await mailsTo(email)).toBe(0);
  });

  it('gift cards paying everything need no card (NO_PAYMENT)', async () => {
    const { cookie, email } = await readyShopper({ giftCards: [{ number: '7777000000999999003', pin: '9999' }], card: false });
    expect(await placeOrder(await load(cookie))).toBe('/order-confirmation');
    expect(await mailsTo(email)).toBe(1);
  });

  it('without the card’s security code (the secrets are gone) nothing is ordered and billing asks again', async () => {
    const { cookie, email, basketId, apis } = await readyShopper();
    await (await load(cookie)).dropCheckoutSecrets();
    expect(await placeOrder(await load(cookie))).toBe('/billing');
    expect((await load(cookie)).current!.checkoutError).toBe('Please enter your card’s security code again to place your order.');
    expect((await apis.baskets.getBasket({ parameters: { basketId } })).basketId).toBe(basketId);
    expect(await mailsTo(email)).toBe(0);
  });
});
