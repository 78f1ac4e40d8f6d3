/**
 * What the order suites share: a shopper at the review step (guest or signed in), answers of chosen
 * commerce calls lost after the backend handled them, and reads of the sandbox's orders and mails.
 */
import { vi } from 'vitest';
import type { Basket } from '~/models/basket.ts';
import { reviewDigest } from '~/models/order-placement.ts';
import { RequestBasket } from '~/services/basket.server.ts';
import { placeOrder } from '~/services/order.server.ts';
import { ShopperSession, type CheckoutSecrets } from '~/services/session.server.ts';
import type { SessionStore } from '~/services/session-store.server.ts';
import { signIn } from '~/services/sign-in.server.ts';
import { privateClientAuthorization } from '../../sandbox/src/http/client-auth.ts';
import type { RunningSandbox } from '../../sandbox/src/index.ts';

export const ORIGIN = 'http://localhost:3000';
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
const YEAR = new Date().getUTCFullYear() + 3;
const NOAH = { email: 'noah.new@example.com', password: 'Fresh!Start5' };

/**
 * Loses the answers of the commerce calls `matches` picks (after the backend handled them), as a
 * crash or a time-out would: the storefront's fetch fails though the sandbox did the work.
 */
export function loseAnswers(matches: (url: URL, method: string) => boolean): { lost: string[] } {
  const realFetch = globalThis.fetch;
  const lost: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const response = await realFetch(input, init);
    if (!matches(url, method)) return response;
    await response.arrayBuffer();
    lost.push(`${method} ${url.pathname}`);
    throw new TypeError('fetch failed');
  });
  return { lost };
}

export const isCreateOrder = (url: URL, method: string) =>
  method === 'POST' && /\/checkout\/shopper-orders\/v1\/organizations\/[^/]+\/orders$/.test(url.pathname);
export const isOrderSearch = (url: URL) =>
  url.pathname.endsWith('/order-by-basket') || /\/customers\/[^/]+\/orders$/.test(url.pathname);

/** Places the order as the review form's request does: the session with its own request's basket. */
export function placeInRequest(session: ShopperSession, reviewed: string) {
  return placeOrder(session, new RequestBasket(session), reviewed);
}

/** How many order confirmations the sandbox mailed to `email`. */
export async function mailsTo(sandbox: RunningSandbox, email: string): Promise<number> {
  const response = await fetch(
    new URL(`/__sandbox/outbox?to=${encodeURIComponent(email)}&template=order-confirmation`, sandbox.url),
    {
      headers: { authorization: privateClientAuthorization(sandbox.config) },
    },
  );
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** Orders of a customer id in the sandbox, with their status. */
export async function ordersOf(sandbox: RunningSandbox, customerId: string, since: string) {
  return sandbox.db.query<{ order_no: string; status: string; payment: string }>(
    `SELECT order_no, doc->>'status' AS status, doc->>'paymentStatus' AS payment FROM orders WHERE customer_id = $1 AND created_at >= $2 ORDER BY created_at`,
    [customerId, since],
  );
}

/**
 * A guest (or Noah, signed in) with a basket at the review step, paid by card (and gift cards);
 * answers the session cookie and the digest of the review page.
 */
export async function readyShopper(
  store: SessionStore,
  options: {
    cardNumber?: string;
    giftCards?: { number: string; pin: string; secretPin?: string }[];
    card?: boolean;
    registered?: boolean;
  } = {},
) {
  const session = await ShopperSession.load(new Request(`${ORIGIN}/`), store);
  if (options.registered) {
    await signIn(session, NOAH.email, NOAH.password);
    // One basket per customer: earlier tests' baskets go.
    const own = await session.apis();
    const { baskets = [] } = await own.customers.getCustomerBaskets({
      parameters: { customerId: await session.customerId() },
    });
    for (const basket of baskets) await own.baskets.deleteBasket({ parameters: { basketId: basket.basketId! } });
  }
  const apis = await session.apis();
  const email = options.registered
    ? NOAH.email
    : `order.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { basketId } = (await apis.baskets.createBasket({ body: {} })) as Basket;
  const parameters = { basketId: basketId! };
  await apis.baskets.addItemToBasket({ parameters, body: [{ productId: '10301', quantity: 2 }] });
  await apis.baskets.updateCustomerForBasket({ parameters, body: { email } });
  await apis.baskets.updateShippingAddressForShipment({
    parameters: { ...parameters, shipmentId: 'me', useAsBilling: true },
    body: ADDRESS,
  });
  let basket = (await apis.baskets.updateShippingMethodForShipment({
    parameters: { ...parameters, shipmentId: 'me' },
    body: { id: 'STANDARD' },
  })) as Basket;
  const secrets: CheckoutSecrets = { basketId: basketId! };
  for (const card of options.giftCards ?? []) {
    basket = (await apis.baskets.addPaymentInstrumentToBasket({
      parameters,
      body: { paymentMethodId: 'GIFTCARD', giftCertificateCode: card.number, c_giftCardPin: card.pin } as never,
    })) as Basket;
    const added = basket.paymentInstruments!.find((instrument) =>
      instrument.maskedGiftCertificateCode?.endsWith(card.number.slice(-4)),
    )!;
    secrets.giftCards = [
      ...(secrets.giftCards ?? []),
      { paymentInstrumentId: added.paymentInstrumentId!, number: card.number, pin: card.secretPin ?? card.pin },
    ];
  }
  if (options.card !== false) {
    const token = await apis.custom<{ paymentToken: string; cardType: string; maskedNumber: string }>(
      'payment',
      'customer-payment-token',
      {
        body: {
          cardNumber: options.cardNumber ?? '4111111111111111',
          expirationMonth: 12,
          expirationYear: YEAR,
          securityCode: '123',
          holder: 'Sally Sweet',
        },
      },
    );
    await apis.baskets.addPaymentInstrumentToBasket({
      parameters,
      body: {
        paymentMethodId: 'CREDIT_CARD',
        amount: basket.c_paymentAmount ?? basket.orderTotal,
        paymentCard: {
          cardType: token.cardType,
          maskedNumber: token.maskedNumber,
          expirationMonth: 12,
          expirationYear: YEAR,
          holder: 'Sally Sweet',
        },
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
  const digest = reviewDigest((await apis.baskets.getBasket({ parameters })) as Basket);
  return { cookie: headers.get('set-cookie')!.split(';')[0]!, email, basketId: basketId!, apis, digest };
}
