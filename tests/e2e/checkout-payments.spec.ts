/**
 * Payments beyond cards: PayPal, Venmo and Klarna approved on the provider's own page (the sandbox
 * plays each provider with a plain HTML form), and pay by check. The redirect flows are followed at
 * the HTTP level, exactly as a browser without JavaScript does (GET the approval page, post its
 * form, follow the redirect back); one real-browser test per project walks PayPal from the billing
 * page to the confirmation with JavaScript off and on.
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { STOREFRONT_PORT, STOREFRONT_URL } from './env.ts';
import { checkoutFormKey, submitCardPayment, submitShipping } from './checkout-helpers.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { addToBag, bagCount } from './http-helpers.ts';

const httpOnly = () => test.skip(test.info().project.name === 'js', 'HTTP-level: same for both');

/** The page's text without markup, for assertions on what the shopper reads. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');

async function guestAtBilling(page: Page, items: Array<[string, number]>): Promise<string> {
  const email = uniqueEmail('pay');
  for (const [pid, quantity] of items) await addToBag(page, pid, quantity);
  await submitShipping(page, { email });
  return email;
}

/** Chooses an alternative method on /billing by plain POST; answers the Location (the provider's approval page). */
async function chooseMethod(page: Page, paymentMethod: string): Promise<string> {
  const checkoutCustomer = await checkoutFormKey(page, '/billing');
  const response = await page.request.post('/billing', {
    form: { intent: 'payment', checkoutCustomer, billingSameAsShipping: 'on', paymentMethod },
    maxRedirects: 0,
  });
  expect(response.status(), textOf(await response.text()).slice(0, 400)).toBe(302);
  return response.headers()['location']!;
}

/**
 * The provider's hosted page as a browser without JavaScript uses it: GET the page, post its form
 * with `action` (approve, decline, cancel) and the first test account, then follow the redirect
 * back to the storefront's return URL. Answers where the storefront sent the shopper.
 */
async function decideOnProviderPage(
  page: Page,
  approvalUrl: string,
  action: 'approve' | 'decline' | 'cancel',
  account?: string,
): Promise<string> {
  const pageResponse = await page.request.get(approvalUrl);
  expect(pageResponse.status()).toBe(200);
  const html = await pageResponse.text();
  const formAction = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const id = /name="id" value="([^"]+)"/.exec(html)![1]!;
  const firstAccount = /name="account" value="([^"]+)"/.exec(html)![1]!;
  const decided = await page.request.post(new URL(formAction, approvalUrl).href, {
    form: { id, action, account: account ?? firstAccount },
    maxRedirects: 0,
  });
  expect(decided.status()).toBe(303);
  const back = new URL(decided.headers()['location']!);
  expect(back.origin, 'the provider sends the shopper back to the configured origin').toBe(STOREFRONT_URL);
  const returned = await page.request.get(back.pathname + back.search, { maxRedirects: 0 });
  expect(returned.status()).toBe(302);
  return returned.headers()['location']!;
}

async function placeOrder(page: Page): Promise<string> {
  const checkoutCustomer = await checkoutFormKey(page, '/revieworder');
  const html = await (await page.request.get('/revieworder')).text();
  const reviewDigest = /<input[^>]*name="reviewDigest"[^>]*value="([^"]+)"/.exec(html)![1]!;
  const response = await page.request.post('/revieworder', {
    form: { intent: 'place-order', checkoutCustomer, reviewDigest },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return response.headers()['location']!;
}

test.describe('PayPal, Venmo and Klarna without JavaScript (HTTP level)', () => {
  test('PayPal approve → the review shows PayPal and the account → the order is placed; the approval cannot pay twice', async ({
    page,
  }) => {
    httpOnly();
    await guestAtBilling(page, [['10301', 2]]);
    const approval = await chooseMethod(page, 'paypal');
    expect(approval).toMatch(/\/paypal\/checkoutnow\?token=/);
    const providerPage = textOf(await (await page.request.get(approval)).text());
    expect(providerPage).toContain('Pay $');
    expect(await decideOnProviderPage(page, approval, 'approve')).toBe('/revieworder');
    const review = textOf(await (await page.request.get('/revieworder')).text());
    expect(review).toContain('PayPal (sally.buyer@example.com)');
    expect(await placeOrder(page)).toBe('/order-confirmation');
    const confirmation = textOf(await (await page.request.get('/order-confirmation')).text());
    expect(confirmation).toContain('Thank you for your order!');
    expect(confirmation).toContain('PayPal (sally.buyer@example.com)');
    // Coming back through the same return URL again finds no pending approval: nothing is paid twice.
    const again = await page.request.get(
      `/billing/return/paypal?token=${new URL(approval).searchParams.get('token')}`,
      { maxRedirects: 0 },
    );
    expect(again.status()).toBe(302);
    expect(again.headers()['location']).not.toBe('/revieworder');
  });

  test('PayPal cancel and decline → back at billing with the message, the bag kept', async ({ page }) => {
    httpOnly();
    await guestAtBilling(page, [['10301', 3]]);
    expect(await decideOnProviderPage(page, await chooseMethod(page, 'paypal'), 'cancel')).toBe('/billing');
    const billing = textOf(await (await page.request.get('/billing')).text());
    expect(billing).toContain(
      'You cancelled the payment. Your bag is as you left it: choose how you would like to pay.',
    );
    expect(await decideOnProviderPage(page, await chooseMethod(page, 'paypal'), 'decline')).toBe('/billing');
    expect(textOf(await (await page.request.get('/billing')).text())).toContain(
      'The payment was declined. Please choose another payment method.',
    );
    expect(await bagCount(page)).toBe('3');
    // Without an approval the review is not reachable: billing still asks for a payment.
    const review = await page.request.get('/revieworder', { maxRedirects: 0 });
    expect(review.status()).toBe(302);
    expect(review.headers()['location']).toBe('/billing');
  });

  test('Venmo approved, then declined when the order is placed: billing says why, the bag is back, another method places it', async ({
    page,
  }) => {
    httpOnly();
    await guestAtBilling(page, [['10301', 2]]);
    const approval = await chooseMethod(page, 'venmo');
    expect(textOf(await (await page.request.get(approval)).text())).toContain('Venmo (sandbox)');
    expect(await decideOnProviderPage(page, approval, 'approve', '@declined-buyer')).toBe('/revieworder');
    expect(textOf(await (await page.request.get('/revieworder')).text())).toContain('Venmo (@declined-buyer)');
    expect(await placeOrder(page)).toBe('/billing');
    expect(textOf(await (await page.request.get('/billing')).text())).toContain(
      'Your payment was declined. Please choose another payment method.',
    );
    expect(await decideOnProviderPage(page, await chooseMethod(page, 'paypal'), 'approve')).toBe('/revieworder');
    expect(await placeOrder(page)).toBe('/order-confirmation');
  });

  test('Klarna approve → order; below the minimum it is offered with the reason and refused', async ({ page }) => {
    httpOnly();
    await guestAtBilling(page, [['10301', 1]]);
    const small = textOf(await (await page.request.get('/billing')).text());
    expect(small).toContain('Klarna is available for orders of $35.00 or more.');
    const checkoutCustomer = await checkoutFormKey(page, '/billing');
    const refused = await page.request.post('/billing', {
      form: { intent: 'payment', checkoutCustomer, billingSameAsShipping: 'on', paymentMethod: 'klarna' },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(textOf(await refused.text())).toContain('Klarna is available for orders of $35.00 or more.');

    await addToBag(page, '10301', 9);
    const approval = await chooseMethod(page, 'klarna');
    expect(approval).toMatch(/\/klarna\/hpp\//);
    expect(await decideOnProviderPage(page, approval, 'approve')).toBe('/revieworder');
    expect(textOf(await (await page.request.get('/revieworder')).text())).toContain('Klarna — Pay in 4');
    expect(await placeOrder(page)).toBe('/order-confirmation');
  });

  test('Klarna is refused while the bag holds a repeat-delivery line: offered with the reason, a forced post refused, no messaging in the bag', async ({
    page,
  }) => {
    httpOnly();
    const html = await (await page.request.get('/product/10101')).text();
    const pid = /name="pid" value="([^"]+)"/.exec(html.slice(html.indexOf('data-testid="subscription-offer"')))![1]!;
    await addToBag(page, pid, 4);
    const optIn = await page.request.post('/repeat-delivery', {
      form: { pid, intent: 'opt-in', frequency: '3-3', redirectTo: '/cart' },
      maxRedirects: 0,
    });
    expect(optIn.status()).toBe(302);
    const bag = textOf(await (await page.request.get('/cart')).text());
    expect(bag).toContain('Repeat delivery: every 3 months');
    expect(bag).not.toContain('interest-free payments');
    await submitShipping(page, { email: uniqueEmail('pay') });

    const billing = textOf(await (await page.request.get('/billing')).text());
    expect(billing).toContain('Klarna cannot pay for subscription items.');
    expect(billing, 'the amount is over the minimum: the subscription is the reason').not.toContain(
      'Klarna is available for orders of',
    );
    const checkoutCustomer = await checkoutFormKey(page, '/billing');
    const refused = await page.request.post('/billing', {
      form: { intent: 'payment', checkoutCustomer, billingSameAsShipping: 'on', paymentMethod: 'klarna' },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(textOf(await refused.text())).toContain('Klarna cannot pay for subscription items.');
    // PayPal stays available for the same bag.
    expect(await chooseMethod(page, 'paypal')).toMatch(/\/paypal\//);
  });

  test('a gift card pays part and PayPal the rest (the approval is for the rest)', async ({ page }) => {
    httpOnly();
    await guestAtBilling(page, [['10301', 8]]);
    const checkoutCustomer = await checkoutFormKey(page, '/billing');
    const applied = await page.request.post('/billing', {
      form: { intent: 'apply-gift-card', checkoutCustomer, giftCardNumber: '7777000000000020008', giftCardPin: '2008' },
      maxRedirects: 0,
    });
    expect(applied.status()).toBe(302);
    const rest = /Amount to pay: \$([\d.]+)/.exec(textOf(await (await page.request.get('/billing')).text()))![1]!;
    const approval = await chooseMethod(page, 'paypal');
    expect(textOf(await (await page.request.get(approval)).text())).toContain(`Pay $${rest}`);
    expect(await decideOnProviderPage(page, approval, 'approve')).toBe('/revieworder');
    expect(await placeOrder(page)).toBe('/order-confirmation');
    const confirmation = textOf(await (await page.request.get('/order-confirmation')).text());
    expect(confirmation).toContain('Gift card ****0008 $20.00');
    expect(confirmation).toContain(`PayPal (sally.buyer@example.com) $${rest}`);
  });
});

test.describe('too many declined payments', () => {
  test('after three declines the next attempt signs the shopper out with "Too many transaction attempts."', async ({
    page,
  }) => {
    httpOnly();
    await guestAtBilling(page, [['10301', 1]]);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await submitCardPayment(page, '4000000000000002');
      expect(await placeOrder(page)).toBe('/billing');
    }
    await submitCardPayment(page, '4000000000000002');
    expect(await placeOrder(page)).toBe('/login');
    expect(textOf(await (await page.request.get('/login')).text())).toContain('Too many transaction attempts.');
    expect(await bagCount(page)).toBe('0');
  });
});

test.describe('pay by check', () => {
  let fundraising: APIRequestContext;
  test.beforeEach(async ({ clientAddress }) => {
    // The test runner's HTTP client does not resolve *.localhost: the site is chosen by the Host header.
    fundraising = await playwrightRequest.newContext({
      baseURL: STOREFRONT_URL,
      extraHTTPHeaders: { host: `fundraising.localhost:${STOREFRONT_PORT}`, 'x-forwarded-for': clientAddress },
    });
  });
  test.afterEach(async () => fundraising.dispose());

  test('the fundraising site offers it: the order is placed awaiting payment, with the instructions', async () => {
    httpOnly();
    const page = { request: fundraising } as unknown as Page;
    await guestAtBilling(page, [['10301', 2]]);
    const checkoutCustomer = await checkoutFormKey(page, '/billing');
    const response = await fundraising.post('/billing', {
      form: { intent: 'payment', checkoutCustomer, billingSameAsShipping: 'on', paymentMethod: 'check' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/revieworder');
    expect(textOf(await (await fundraising.get('/revieworder')).text())).toContain('Pay by check (awaiting payment)');
    expect(await placeOrder(page)).toBe('/order-confirmation');
    const confirmation = textOf(await (await fundraising.get('/order-confirmation')).text());
    expect(confirmation).toContain('Awaiting your check');
    expect(confirmation).toContain('payable to Sweet Shop, Inc.');
  });

  test('the main shop does not offer it', async ({ page }) => {
    httpOnly();
    await guestAtBilling(page, [['10301', 2]]);
    expect(textOf(await (await page.request.get('/billing')).text())).not.toContain('Pay by check');
    const checkoutCustomer = await checkoutFormKey(page, '/billing');
    const refused = await page.request.post('/billing', {
      form: { intent: 'payment', checkoutCustomer, billingSameAsShipping: 'on', paymentMethod: 'check' },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
  });
});

/**
 * The review page's own "Place Order" (not the phone's pinned bar). Back from a provider's page, which is another site
 * and so a fresh renderer, the stylesheet that hides the bar on a wide screen may not apply yet when the test looks,
 * and both buttons count (once in a CI run).
 */
function placeOrderButton(page: Page) {
  return page.locator('#place-order-form').getByRole('button', { name: 'Place Order' });
}

test.describe('PayPal in the browser', () => {
  test('choose PayPal on billing, approve on its page, place the order', async ({ page }) => {
    await guestAtBilling(page, [['10301', 2]]);
    await page.goto('/billing');
    await page.getByLabel('PayPal', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page.getByRole('heading', { name: 'PayPal (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(/\/revieworder$/);
    await expect(page.getByTestId('payment')).toContainText('PayPal (sally.buyer@example.com)');
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByTestId('payment')).toContainText('PayPal (sally.buyer@example.com)');
  });

  test('cancel on the PayPal page comes back to billing with the message; Klarna approved then places the order', async ({
    page,
  }) => {
    // Eight bars: above Klarna's minimum.
    await guestAtBilling(page, [['10301', 8]]);
    await page.goto('/billing');
    await page.getByLabel('PayPal', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(
      page.getByText('You cancelled the payment. Your bag is as you left it: choose how you would like to pay.'),
    ).toBeVisible();

    await page.getByLabel('Klarna — Pay in 4', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page.getByRole('heading', { name: 'Klarna — Pay in 4 (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(/\/revieworder$/);
    await expect(page.getByTestId('payment')).toContainText('Klarna');
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
  });
});

test.describe('buy-now-pay-later messaging', () => {
  test('the product page and the bag show four interest-free payments, computed on the server, with the schedule in a <details>', async ({
    page,
  }) => {
    httpOnly();
    const product = await (await page.request.get('/product/30402')).text();
    expect(textOf(product)).toContain('or 4 interest-free payments of $13.74 with Klarna.');
    expect(product).toMatch(/<details[^>]*data-testid="bnpl-message"/);
    expect(textOf(product)).toContain('In 6 weeks $13.73');
    // Below the minimum there is no messaging.
    expect(await (await page.request.get('/product/10301')).text()).not.toContain('data-testid="bnpl-message"');
    await addToBag(page, '10301', 1);
    expect(await (await page.request.get('/cart')).text()).not.toContain('data-testid="bnpl-message"');
    await addToBag(page, '10301', 9);
    const bag = textOf(await (await page.request.get('/cart')).text());
    const total = Number(/Estimated Total \$([\d.]+)|Total \$([\d.]+)/.exec(bag)!.slice(1).find(Boolean));
    expect(bag).toContain(`or 4 interest-free payments of $${(Math.ceil(total * 25) / 100).toFixed(2)} with Klarna.`);
  });
});
