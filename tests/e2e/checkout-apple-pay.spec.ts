/**
 * Apple Pay: the server side at the HTTP level with the sandbox's simulated payment token (merchant
 * validation, authorisation placing the order, refusals), and the button in a real browser: shown
 * only where `ApplePaySession.canMakePayments()` (stubbed here, as only Safari has it), never
 * without JavaScript.
 */
import type { Page } from '@playwright/test';
import { SIMULATED_APPLE_PAY_TOKEN } from '../../sandbox/src/payments/apple-pay.ts';
import { APPLE_PAY_TOKEN_MAX_CHARS } from '../../app/models/checkout-constants.ts';
import { checkoutFormKey, submitShipping } from './checkout-helpers.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

const TOKEN = JSON.stringify(SIMULATED_APPLE_PAY_TOKEN);
const BUTTON = 'Pay with Apple Pay';

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');

async function guestAtBilling(page: Page, quantity: number): Promise<void> {
  await addToBag(page, '10301', quantity);
  await submitShipping(page, { email: uniqueEmail('applepay') });
}

/** What is left to pay, as the billing page says it (what the Apple Pay sheet shows as its total). */
async function amountToPay(page: Page): Promise<string> {
  return /Amount to pay: \$([\d.]+)/.exec(textOf(await (await page.request.get('/billing')).text()))![1]!;
}

test.describe('Apple Pay at the HTTP level', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

  test('no button without JavaScript; merchant validation answers a session; the simulated token places the order with c_token', async ({
    page,
  }) => {
    await guestAtBilling(page, 2);
    const billing = await (await page.request.get('/billing')).text();
    expect(billing).not.toContain(BUTTON);
    const checkoutCustomer = await checkoutFormKey(page, '/billing');

    const session = await page.request.post('/billing/apple-pay/session', { form: { checkoutCustomer } });
    expect(session.status()).toBe(200);
    expect(await session.json()).toMatchObject({
      domainName: 'localhost',
      displayName: 'Sweet Shop',
      merchantSessionIdentifier: expect.any(String),
    });

    const total = await amountToPay(page);
    const paid = await page.request.post('/billing/apple-pay/payment', {
      form: { checkoutCustomer, token: TOKEN, total },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    expect(await paid.json()).toEqual({ redirectTo: '/order-confirmation' });
    const confirmation = textOf(await (await page.request.get('/order-confirmation')).text());
    expect(confirmation).toContain('Thank you for your order!');
    // The sandbox places DW_APPLE_PAY only with an Apple Pay token in c_token: the order shows it paid so.
    expect(confirmation).toContain(`Apple Pay (Visa 1111) $${total}`);
  });

  test('a gift card pays part and Apple Pay the rest', async ({ page }) => {
    await guestAtBilling(page, 8);
    const checkoutCustomer = await checkoutFormKey(page, '/billing');
    const applied = await page.request.post('/billing', {
      form: { intent: 'apply-gift-card', checkoutCustomer, giftCardNumber: '7777000000000020009', giftCardPin: '2009' },
      maxRedirects: 0,
    });
    expect(applied.status()).toBe(302);
    const rest = await amountToPay(page);
    const paid = await page.request.post('/billing/apple-pay/payment', {
      form: { checkoutCustomer, token: TOKEN, total: rest },
    });
    expect(await paid.json()).toEqual({ redirectTo: '/order-confirmation' });
    const confirmation = textOf(await (await page.request.get('/order-confirmation')).text());
    expect(confirmation).toContain('Gift card ****0009 $20.00');
    expect(confirmation).toContain(`Apple Pay (Visa 1111) $${rest}`);
  });

  test('refused: no token, a bad token, an oversized one, another total, a JSON body, another site; the bag stays', async ({
    page,
  }) => {
    await guestAtBilling(page, 2);
    const checkoutCustomer = await checkoutFormKey(page, '/billing');
    const total = await amountToPay(page);
    const post = (form: Record<string, string>) =>
      page.request.post('/billing/apple-pay/payment', { form: { checkoutCustomer, total, ...form }, maxRedirects: 0 });
    const refusal = 'Apple Pay did not send a valid payment. Please try again or choose another payment method.';

    const none = await post({});
    expect(none.status()).toBe(400);
    expect(await none.json()).toEqual({ error: refusal });
    const bad = await post({ token: JSON.stringify({ paymentData: { version: 'EC_v1' } }) });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: refusal });
    const oversized = await post({
      token: JSON.stringify({ ...SIMULATED_APPLE_PAY_TOKEN, padding: 'x'.repeat(APPLE_PAY_TOKEN_MAX_CHARS) }),
    });
    expect(oversized.status()).toBe(400);
    const otherTotal = await post({ token: TOKEN, total: (Number(total) - 1).toFixed(2) });
    expect(otherTotal.status()).toBe(400);
    expect((await otherTotal.json()).error).toBe(
      'Your bag changed since you approved the payment. Please approve the payment again.',
    );
    // The one form-post rule: JSON bodies and other sites' posts never reach the route.
    const json = await page.request.post('/billing/apple-pay/payment', {
      data: { checkoutCustomer, token: TOKEN, total },
    });
    expect(json.status()).toBe(415);
    const crossSite = await page.request.post('/billing/apple-pay/payment', {
      form: { checkoutCustomer, token: TOKEN, total },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    // Nothing was placed: the shopper is still at billing with the bag.
    expect((await page.request.get('/billing')).url()).toMatch(/\/billing$/);
  });
});

test.describe('the Apple Pay button in the browser', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs JavaScript');

  test('absent where Apple Pay is not supported; where it is, it validates the merchant, sends the token and places the order', async ({
    page,
  }) => {
    await guestAtBilling(page, 2);
    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: 'Billing', exact: true })).toBeVisible();
    await expect(page.getByLabel('PayPal', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: BUTTON })).toHaveCount(0);

    // Safari's ApplePaySession, as a device that can pay: begin() asks for the merchant session, then authorises with the simulated token.
    const events: string[] = [];
    await page.exposeFunction('applePayEvent', (event: string) => events.push(event));
    await page.addInitScript((token) => {
      const log = {
        push: (event: string) => (window as unknown as { applePayEvent: (event: string) => void }).applePayEvent(event),
      };
      class ApplePaySession {
        static STATUS_SUCCESS = 0;
        static STATUS_FAILURE = 1;
        static canMakePayments = () => true;
        onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
        onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
        oncancel: (() => void) | null = null;
        constructor(
          readonly version: number,
          readonly request: { total: { amount: string } },
        ) {
          log.push(`total ${request.total.amount}`);
        }
        begin() {
          this.onvalidatemerchant?.({
            validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
          });
        }
        abort() {
          log.push('abort');
        }
        completeMerchantValidation(session: { merchantSessionIdentifier?: string }) {
          log.push(`merchant ${session.merchantSessionIdentifier ? 'session' : 'none'}`);
          this.onpaymentauthorized?.({ payment: { token } });
        }
        completePayment(status: number) {
          log.push(`payment ${status === ApplePaySession.STATUS_SUCCESS ? 'success' : 'failure'}`);
        }
      }
      Object.assign(window, { ApplePaySession });
    }, SIMULATED_APPLE_PAY_TOKEN);
    await page.reload();
    await page.getByRole('button', { name: BUTTON }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByTestId('payment')).toContainText('Apple Pay (Visa 1111)');
    expect(events).toEqual([expect.stringMatching(/^total \d+\.\d{2}$/), 'merchant session', 'payment success']);
  });
});
