/**
 * Checkout spec §5: "A malformed card token raises 'Invalid credit card JWT token payload'". The sandbox answers so when
 * the basket's card instrument names a token it cannot read; the billing step's payment form shows the message.
 */
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { RequestBasket } from '~/services/basket.server.ts';
import { scopeOfRequest } from '~/services/catalog.server.ts';
import { savePaymentForm } from '~/services/checkout-billing.server.ts';
import { CommerceCalls } from '~/services/commerce-calls.server.ts';
import { ShopperSession } from '~/services/session.server.ts';
import { createMemorySessionStore } from '~/services/session-store.server.ts';
import { ORIGIN, readyShopper } from './checkout-shopper.ts';
import { useSandbox } from './sandbox.ts';

useSandbox();
const store = createMemorySessionStore();
afterAll(() => store.close());
afterEach(() => vi.restoreAllMocks());

/** The tokenisation answers a token the backend will not read, as a tampered or truncated one would be. */
function malformTokens() {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    if (!new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith('/customer-payment-token'))
      return response;
    const token = (await response.json()) as Record<string, unknown>;
    return Response.json({ ...token, paymentToken: 'not-a-card-token' }, { status: response.status });
  });
}

it('shows the backend’s "Invalid credit card JWT token payload" as the payment form’s error', async () => {
  const { cookie } = await readyShopper(store, { card: false });
  malformTokens();
  const request = new Request(`${ORIGIN}/billing`, { method: 'POST', headers: { cookie } });
  const scope = scopeOfRequest(request, new CommerceCalls(performance.now()));
  const session = await ShopperSession.load(request, store, scope);
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: 'payment',
    paymentMethod: 'card',
    cardNumber: '4111 1111 1111 1111',
    cardHolder: 'Sally Sweet',
    expiry: `12/${new Date().getUTCFullYear() + 3}`,
    securityCode: '123',
    billingSameAsShipping: 'on',
  }))
    form.set(name, value);
  const outcome = await savePaymentForm(request, session, new RequestBasket(session), scope, form);
  expect(outcome).toMatchObject({
    init: { status: 400 },
    answer: { intent: 'payment', result: { error: { '': ['Invalid credit card JWT token payload'] } } },
  });
  // A form error, not the checkout's banner: nothing is left in the session for the next page.
  expect(session.checkoutError).toBeFalsy();
});
