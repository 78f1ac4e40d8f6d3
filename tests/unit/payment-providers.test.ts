/**
 * A payment provider that does not answer in time, refuses the connection or answers with an error
 * (checkout spec §8): the storefront gives up after PAYMENT_PROVIDER_TIMEOUT_MS and says the method
 * is not available, on the way out to the provider and on the way back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approvalOutcome, ProviderUnavailable, startApproval } from '~/services/payment-providers.server.ts';

// A short PAYMENT_PROVIDER_TIMEOUT_MS keeps the test quick.
vi.mock('~/models/commerce-constants.ts', async (original) => ({
  ...(await original<typeof import('~/models/commerce-constants.ts')>()),
  PAYMENT_PROVIDER_TIMEOUT_MS: 40,
}));
vi.mock('~/services/env.server.ts', () => ({
  storefrontEnv: () => ({
    payments: {
      paypal: { apiUrl: 'https://paypal.test', user: 'client', secret: 'secret' },
      klarna: { apiUrl: 'https://klarna.test', user: 'user', secret: 'password' },
    },
  }),
}));

/** A provider that accepts the connection and never answers (it gives up only when the request is aborted). */
const silent = vi.fn(
  (_url: string, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    }),
);
const refused = vi.fn(() =>
  Promise.reject(
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    }),
  ),
);
const failing = vi.fn(() => Promise.resolve(new Response('{"name":"INTERNAL_SERVER_ERROR"}', { status: 503 })));

const request = {
  basketId: 'b1',
  amount: 80,
  currency: 'USD',
  country: 'US',
  locale: 'en-US',
  origin: 'https://shop.test',
};
const MESSAGES = {
  paypal: 'PayPal is not available right now. Please try again or choose another payment method.',
  klarna: 'Klarna — Pay in 4 is not available right now. Please try again or choose another payment method.',
} as const;

describe('payment providers that cannot be reached', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it.each(['paypal', 'klarna'] as const)(
    '%s: no answer within the time-out → "not available", the request aborted',
    async (choice) => {
      vi.stubGlobal('fetch', silent);
      const started = Date.now();
      const attempt = startApproval({ ...request, choice });
      await expect(attempt).rejects.toThrow(ProviderUnavailable);
      await expect(attempt).rejects.toThrow(MESSAGES[choice]);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(silent).toHaveBeenCalledTimes(1);
      expect(silent.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    },
  );

  it.each([
    ['refuses the connection', refused],
    ['answers 503', failing],
  ])('a provider that %s → "not available"', async (_label, fake) => {
    vi.stubGlobal('fetch', fake);
    await expect(startApproval({ ...request, choice: 'klarna' })).rejects.toThrow(MESSAGES.klarna);
    await expect(startApproval({ ...request, choice: 'venmo' })).rejects.toThrow(
      'Venmo is not available right now. Please try again or choose another payment method.',
    );
  });

  it('coming back from the provider: an outcome that cannot be read is "not available" too, never an approval', async () => {
    vi.stubGlobal('fetch', silent);
    await expect(
      approvalOutcome({ choice: 'klarna', id: 'hpp-1', basketId: 'b1', amount: 80, currency: 'USD' }),
    ).rejects.toThrow(MESSAGES.klarna);
    vi.stubGlobal('fetch', refused);
    await expect(
      approvalOutcome({ choice: 'paypal', id: 'order-1', basketId: 'b1', amount: 80, currency: 'USD' }),
    ).rejects.toThrow(MESSAGES.paypal);
  });
});
