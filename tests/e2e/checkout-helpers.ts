/**
 * Helpers for the checkout browser tests: a shipping address that verifies cleanly, the hidden
 * customer key every /shipping and /billing form carries, and the shipping step by plain POST, so a
 * test of a later step can get there in one request.
 */
import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures.ts';

/** A US address the sandbox verifies as entered (confidence verified, no correction), in California. */
export const TEST_ADDRESS = {
  firstName: 'Casey',
  lastName: 'Candy',
  companyName: '',
  address1: '415 Mission St',
  address2: '',
  city: 'San Francisco',
  stateCode: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  phone: '(415) 555-0100',
} as const;

/** The hidden `checkoutCustomer` value of a checkout page (GET `path` for the shopper of `page`). */
export async function checkoutFormKey(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  expect(new URL(response.url()).pathname, `GET ${path} was not redirected`).toBe(path);
  const html = await response.text();
  const match =
    /<input[^>]*name="checkoutCustomer"[^>]*value="([^"]+)"|<input[^>]*value="([^"]+)"[^>]*name="checkoutCustomer"/.exec(
      html,
    );
  expect(match, `${path} carries the hidden customer key`).toBeTruthy();
  return match![1] ?? match![2]!;
}

/**
 * The shipping step by plain POST (intent `shipping`) for the shopper of `page`: an e-mail (ignored
 * for registered customers), TEST_ADDRESS and UPSGT_Disc, with `overrides` on top. Asserts it
 * redirected to /billing. The bag must hold items.
 */
export async function submitShipping(page: Page, overrides: Record<string, string> = {}): Promise<void> {
  const checkoutCustomer = await checkoutFormKey(page, '/shipping');
  const form = {
    intent: 'shipping',
    checkoutCustomer,
    email: uniqueEmail('checkout'),
    ...TEST_ADDRESS,
    shippingMethodId: 'UPSGT_Disc',
    ...overrides,
  };
  const response = await page.request.post('/shipping', { form, maxRedirects: 0 });
  expect(response.status(), 'the shipping step redirects').toBe(302);
  expect(
    new URL(response.headers()['location'] ?? '', 'http://x').pathname,
    'the shipping step leads to /billing',
  ).toBe('/billing');
}

/** The billing step by plain POST with a Visa card (billing address = shipping), with `overrides` on top; asserts it led to /revieworder. */
export async function submitCardPayment(
  page: Page,
  cardNumber = '4111111111111111',
  overrides: Record<string, string> = {},
): Promise<void> {
  const checkoutCustomer = await checkoutFormKey(page, '/billing');
  const form = {
    intent: 'payment',
    checkoutCustomer,
    billingSameAsShipping: 'on',
    paymentMethod: 'card',
    cardNumber,
    cardHolder: 'Casey Candy',
    expiry: `12/${String(new Date().getFullYear() + 2).slice(-2)}`,
    securityCode: '123',
    ...overrides,
  };
  const response = await page.request.post('/billing', { form, maxRedirects: 0 });
  expect(response.status(), 'the payment step redirects').toBe(302);
  expect(
    new URL(response.headers()['location'] ?? '', 'http://x').pathname,
    'the payment step leads to /revieworder',
  ).toBe('/revieworder');
}
