/**
 * Cross-site request forgery: every route that takes a POST refuses one from another site with 403
 * before any action runs (Sec-Fetch-Site, else Origin), while same-origin posts — a browser's form
 * without JavaScript, React Router's fetch with it, and non-browser clients — go through.
 */
import { DEMO, expect, test } from './fixtures.ts';
import { addToBag, bagCount } from './http-helpers.ts';
import { STOREFRONT_URL } from './env.ts';

/** Every action of the storefront, with a form it would accept. */
const ACTIONS: Array<{ path: string; form: Record<string, string> }> = [
  { path: '/login', form: { email: DEMO.ava.email, password: DEMO.ava.password } },
  {
    path: '/register',
    form: { firstName: 'Cross', lastName: 'Site', email: 'cross.site@example.com', password: 'Cross!Site1' },
  },
  { path: '/reset-password', form: { email: DEMO.ava.email } },
  {
    path: '/new-password-form',
    form: { token: 'x', email: DEMO.ava.email, password: 'Cross!Site1', confirmPassword: 'Cross!Site1' },
  },
  { path: '/account-confirmation', form: { email: DEMO.nora.email } },
  { path: '/consent', form: { redirectTo: '/' } },
  { path: '/locale', form: { locale: 'en-CA', redirectTo: '/' } },
  { path: '/lite-mode', form: { mode: 'lite', redirectTo: '/' } },
  { path: '/pickup', form: { storeId: 'store1', redirectTo: '/' } },
  { path: '/recipients', form: { intent: 'add-recipient', firstName: 'Eve', lastName: 'Evil' } },
  { path: '/cart/add-to-shipments', form: { pid: '10301', quantity: '1', shipmentIds: 'me', redirectTo: '/' } },
  { path: '/logout', form: {} },
  { path: '/cart/add', form: { pid: '10301', quantity: '1', redirectTo: '/' } },
  { path: '/back-in-stock', form: { pid: '10113', email: 'cross.site@example.com', redirectTo: '/' } },
  { path: '/cart', form: { intent: 'apply-coupon', code: 'SWEET10' } },
  { path: '/products/10301', form: { itemId: 'x', pid: '10301', quantity: '2' } },
  { path: '/shipping', form: { intent: 'login', email: DEMO.ava.email, password: DEMO.ava.password } },
  { path: '/billing', form: { intent: 'remove-gift-card', paymentInstrumentId: 'x' } },
  { path: '/revieworder', form: { intent: 'place-order' } },
  {
    path: '/order-confirmation',
    form: { intent: 'create-account', password: 'Cross!Site1', confirmPassword: 'Cross!Site1' },
  },
  { path: '/track-order', form: { orderNo: '00090001', email: DEMO.ava.email } },
  { path: '/reorder', form: { orderNo: '00090001' } },
  { path: '/addressbook', form: { intent: 'delete', addressId: 'home' } },
  { path: '/wallet', form: { intent: 'delete', paymentInstrumentId: 'x' } },
  {
    path: '/profile',
    form: {
      intent: 'profile',
      firstName: 'Cross',
      lastName: 'Site',
      email: DEMO.ava.email,
      currentPassword: DEMO.ava.password,
    },
  },
  { path: '/preferences', form: { offersupdates: 'on' } },
  { path: '/wishlist', form: { intent: 'remove', itemId: 'x' } },
  { path: '/wishlist/heart', form: { intent: 'add', productId: '10301', redirectTo: '/' } },
  { path: '/subscriptions', form: { intent: 'cancel', subscriptionId: 'x' } },
  { path: '/repeat-delivery', form: { pid: '10301', intent: 'opt-in', frequency: '30', redirectTo: '/cart' } },
  {
    path: '/e-gift-cards',
    form: {
      design: 'x',
      amount: '25',
      recipientName: 'Cross Site',
      recipientEmail: 'cross.site@example.com',
      senderName: 'Evil',
    },
  },
  { path: '/billing/apple-pay/session', form: { checkoutCustomer: 'x' } },
  { path: '/billing/apple-pay/payment', form: { checkoutCustomer: 'x', token: '{}', total: '1.00' } },
  { path: '/build-a-box/base', form: { box: 'x', variant: 'x' } },
  { path: '/build-a-box/select-item', form: { box: 'x', category: 'x' } },
  { path: '/build-a-box/select-candies', form: { box: 'x', pid: 'x' } },
  { path: '/build-a-box/set-quantities', form: { box: 'x', pid: 'x', intent: 'increase' } },
  { path: '/build-a-box/review-box', form: { box: 'x' } },
  { path: '/lollipops/build-a-box/base', form: { box: 'x', variant: 'x' } },
  {
    path: '/contact-us',
    form: {
      firstName: 'Cross',
      lastName: 'Site',
      email: 'cross.site@example.com',
      type: 'General Information',
      description: 'Hello',
      name__confirm: '',
    },
  },
  {
    path: '/emailsignup',
    form: {
      email: 'cross.site@example.com',
      firstName: 'Cross',
      lastName: 'Site',
      offersPromotionsUpdates: 'on',
      name__confirm: '',
    },
  },
  {
    path: '/gift-card-balance',
    form: { giftCardNumber: '7777000000000025001', securityCode: '1225', name__confirm: '' },
  },
  {
    path: '/catalog-request',
    form: { kind: 'digital', firstName: 'Cross', lastName: 'Site', email: 'cross.site@example.com', name__confirm: '' },
  },
  { path: '/find-a-concierge', form: { postalCode: '90210', name__confirm: '' } },
  {
    path: '/campaign/campaign-holiday-sweepstakes',
    form: {
      firstName: 'Cross',
      lastName: 'Site',
      email: 'cross.site@example.com',
      offersPromotionsUpdates: 'on',
      agreeToTerms: 'on',
      name__confirm: '',
    },
  },
];

/** What a browser says about a request from another site (or that a non-browser client forges). */
const FOREIGN: Array<{ label: string; headers: Record<string, string> }> = [
  { label: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
  { label: 'Sec-Fetch-Site: cross-site (no Origin)', headers: { 'sec-fetch-site': 'cross-site' } },
  {
    label: 'Sec-Fetch-Site: same-site (a sibling subdomain)',
    headers: { 'sec-fetch-site': 'same-site', origin: 'http://evil.localhost:3100' },
  },
  { label: 'a foreign Origin (no Sec-Fetch-Site)', headers: { origin: 'https://evil.example' } },
  { label: 'Origin: null (sandboxed frame)', headers: { origin: 'null' } },
  { label: 'an Origin of another port', headers: { origin: 'http://localhost:1' } },
];

test('every POST route refuses a cross-site post with 403, and nothing happens', async ({ signedInPage: page }) => {
  await addToBag(page);
  const count = await bagCount(page);
  for (const { path, form } of ACTIONS) {
    for (const target of [path, `${path}.data`]) {
      for (const { label, headers } of FOREIGN) {
        const response = await page.request.post(target, { form, headers, maxRedirects: 0 });
        expect(response.status(), `${target} with ${label}`).toBe(403);
        expect(response.headers()['set-cookie'], `${target} with ${label}`).toBeUndefined();
      }
    }
  }
  // The cross-site sign-out did not sign out, the cross-site add did not add, the locale did not change.
  const account = await page.request.get('/account', { maxRedirects: 0 });
  expect(account.status()).toBe(200);
  expect(await bagCount(page)).toBe(count);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'locale')).toBeUndefined();
});

test('same-origin posts pass: the browser’s own headers, no headers at all (non-browser clients)', async ({ page }) => {
  const origin = new URL(STOREFRONT_URL).origin;
  const SAME: Array<Record<string, string>> = [
    { 'sec-fetch-site': 'same-origin', origin },
    { 'sec-fetch-site': 'none' },
    { origin },
    {},
  ];
  for (const headers of SAME) {
    for (const path of ['/consent', '/locale']) {
      const response = await page.request.post(path, {
        form: { locale: 'en-US', redirectTo: '/' },
        headers,
        maxRedirects: 0,
      });
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(302);
    }
    const login = await page.request.post('/login', {
      form: { email: DEMO.ava.email, password: DEMO.ava.password },
      headers,
      maxRedirects: 0,
    });
    expect(login.status(), `/login ${JSON.stringify(headers)}`).toBe(302);
    expect(login.headers()['location']).toBe('/account');
  }
});

test('a real form post from the page works, with or without JavaScript', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.ava.email);
  await page.getByLabel('Password').fill(DEMO.ava.password);
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const request = await posted;
  expect(await request.headerValue('sec-fetch-site')).toBe('same-origin');
  await expect(page).toHaveURL(/\/account$/);
});
