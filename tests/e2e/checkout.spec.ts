/**
 * The whole checkout, from an empty bag to the order confirmation, with JavaScript off and on:
 * guest and registered checkouts, a declined card then a good one, gift cards paying part and all
 * of an order, "Place order" submitted twice (and twenty times at once) leaving exactly one order,
 * a guest's account from the confirmation, and finding the order again at /track-order.
 *
 * The bag, shipping and billing steps are posted as plain forms (their own specs drive their pages);
 * the review page, "Place order" and the confirmation are driven through the browser.
 */
import type { Page, TestInfo } from '@playwright/test';
import { SANDBOX_HEADERS, SANDBOX_URL } from './env.ts';
import { checkoutFormKey, submitShipping, TEST_ADDRESS } from './checkout-helpers.ts';
import { expect, latestMail, mailPath, signIn, test, uniqueEmail } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

const CARD = { visa: '4111111111111111', declined: '4000000000000002', insufficient: '4000000000009995' } as const;
/**
 * Gift cards are shared by every test on the one sandbox, so each test that spends a balance uses
 * a card no other test spends (the billing spec applies the $25 card without ordering): per project,
 * a card the order's total exceeds (part), and the $10,000 card for whole orders.
 */
const GIFT_PART = {
  js: { number: '7777000000000100002', pin: '1100', balance: 100, bars: 25 },
  'no-js': { number: '77770000000000750005', pin: '7575', balance: 75, bars: 20 },
} as const;
const GIFT_ALL = { number: '7777000000999999003', pin: '9999' } as const;

const nextYear = String(new Date().getFullYear() + 2);

interface Mail {
  to: string;
  template: string;
  data: { orderNo?: string; total?: number };
}

/** Every mail of a template sent to an address (newest first). */
async function mails(to: string, template: string): Promise<Mail[]> {
  const url = new URL('/__sandbox/outbox', SANDBOX_URL);
  url.searchParams.set('to', to);
  url.searchParams.set('template', template);
  url.searchParams.set('limit', '100');
  const response = await fetch(url, { headers: SANDBOX_HEADERS });
  return ((await response.json()) as { data: Mail[] }).data;
}

/** The order numbers the sandbox confirmed to an address (one per placed order). */
async function ordersPlacedFor(email: string): Promise<string[]> {
  return (await mails(email, 'order-confirmation')).map((mail) => mail.data.orderNo!);
}

/** The billing step by plain POST: a card (or none when gift cards pay all), billing = shipping. */
async function submitPayment(page: Page, fields: Record<string, string>): Promise<void> {
  const checkoutCustomer = await checkoutFormKey(page, '/billing');
  const form = { intent: 'payment', checkoutCustomer, billingSameAsShipping: 'on', ...fields };
  const response = await page.request.post('/billing', { form, maxRedirects: 0 });
  expect(response.status(), `the payment step redirects (${await response.text().catch(() => '')})`.slice(0, 300)).toBe(
    302,
  );
  expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/revieworder');
}

const cardFields = (cardNumber: string) => ({
  paymentMethod: 'card',
  cardNumber,
  cardHolder: 'Casey Candy',
  expiry: `12/${nextYear.slice(-2)}`,
  securityCode: '123',
});

async function applyGiftCard(page: Page, card: { number: string; pin: string }): Promise<void> {
  const checkoutCustomer = await checkoutFormKey(page, '/billing');
  const response = await page.request.post('/billing', {
    form: { intent: 'apply-gift-card', checkoutCustomer, giftCardNumber: card.number, giftCardPin: card.pin },
    maxRedirects: 0,
  });
  const said =
    response.status() === 302
      ? ''
      : (await response.text())
          .replace(/<script[\s\S]*?<\/script>/g, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .slice(0, 3000);
  expect(response.status(), `the gift card is applied ${said}`).toBe(302);
}

/** A guest bag through shipping, ready for payment; returns the order e-mail. */
async function guestAtBilling(page: Page, items: Array<[string, number]> = [['10301', 1]]): Promise<string> {
  const email = uniqueEmail('order');
  for (const [pid, quantity] of items) await addToBag(page, pid, quantity);
  await submitShipping(page, { email });
  return email;
}

/** The hidden fields of the review page's "Place order" form: the customer key and the digest of the review shown. */
async function reviewForm(page: Page): Promise<{ intent: string; checkoutCustomer: string; reviewDigest: string }> {
  const checkoutCustomer = await checkoutFormKey(page, '/revieworder');
  const html = await (await page.request.get('/revieworder')).text();
  const match = /<input[^>]*name="reviewDigest"[^>]*value="([^"]+)"/.exec(html);
  expect(match, 'the review carries the digest of what it shows').toBeTruthy();
  return { intent: 'place-order', checkoutCustomer, reviewDigest: match![1]! };
}

/** Opens the review page and places the order with the browser; answers the confirmation's order number. */
async function placeOrderInBrowser(page: Page): Promise<string> {
  await page.goto('/revieworder');
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent())!.trim();
}

/** Every skip link of the page has a target on it, and the links are exactly `names`. */
async function expectSkipLinksResolve(page: Page, names: string[]): Promise<void> {
  const links = page.locator('a[href^="#"]', { hasText: /^Skip to / });
  await expect(links).toHaveText(names);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))) {
    await expect(page.locator(href), `${href} exists`).toHaveCount(1);
  }
}

/** The full shop shell: the site search and the main menu's skip links resolve, no checkout header. */
async function expectShopShell(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Back To Bag' })).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(1);
  await expectSkipLinksResolve(page, ['Skip to navigation', 'Skip to content', 'Skip to search']);
}

function giftPart(testInfo: TestInfo) {
  return GIFT_PART[testInfo.project.name === 'js' ? 'js' : 'no-js'];
}

test.describe('placing an order', () => {
  test('a guest goes through every page: bag, shipping, billing, review, confirmation', async ({ page }) => {
    const email = uniqueEmail('pages');
    await addToBag(page, '10301', 1);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Checkout', exact: true }).first().click();
    await expect(page).toHaveURL(/\/shipping$/);

    // The shipping form's e-mail (the checkout sign-in form has one too).
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('First Name').fill(TEST_ADDRESS.firstName);
    await page.getByLabel('Last Name').fill(TEST_ADDRESS.lastName);
    await page.getByLabel('Address', { exact: true }).fill(TEST_ADDRESS.address1);
    await page.getByLabel('Country').selectOption(TEST_ADDRESS.countryCode);
    await page.getByLabel('City').fill(TEST_ADDRESS.city);
    await page.getByLabel(/^(State|Province|State\/Province)$/).selectOption(TEST_ADDRESS.stateCode);
    await page.getByLabel(/^(Zip Code|Postal Code|Zip\/Postal Code)$/).fill(TEST_ADDRESS.postalCode);
    await page.getByLabel('Phone').fill(TEST_ADDRESS.phone);
    await page.getByRole('button', { name: 'Continue to Billing' }).click();
    await expect(page).toHaveURL(/\/billing$/);

    const payment = page.locator('form#payment');
    await payment.getByLabel('Card Number').fill('4111 1111 1111 1111');
    await payment.getByLabel('Name on Card').fill('Casey Candy');
    await payment.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear.slice(-2)}`);
    await payment.getByLabel('Security Code', { exact: true }).fill('123');
    await payment.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page).toHaveURL(/\/revieworder$/);
    // The checkout shell has neither menu nor search: its skip links point only at what exists.
    await expectSkipLinksResolve(page, ['Skip to content']);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    const orderNo = (await page.getByTestId('order-number').textContent())!.trim();
    expect(await ordersPlacedFor(email)).toEqual([orderNo]);
    await expect(page.getByTestId('order-lines')).toContainText('Dark Chocolate Bar 70%');
    // Just placed, so not shipped: no tracking number beside "Not shipped yet".
    await expect(page.getByTestId('shipment')).toContainText('Not shipped yet');
    await expect(page.getByText('Tracking number')).toHaveCount(0);
    // The checkout is over: the confirmation is in the full shop shell (menu, search, footer), not the checkout's.
    await expectShopShell(page);
  });

  test('a guest checks out from an empty bag to a confirmation of an order the sandbox holds', async ({ page }) => {
    const email = await guestAtBilling(page, [['10301', 2]]);
    await submitPayment(page, cardFields(CARD.visa));

    await page.goto('/revieworder');
    // Everything entered so far, with the links that edit it.
    await expect(page.getByTestId('shipment')).toContainText('415 Mission St');
    await expect(page.getByTestId('shipment')).toContainText('Ground');
    await expect(page.getByTestId('payment')).toContainText('Visa');
    await expect(page.getByTestId('payment')).toContainText('************1111');
    await expect(page.getByTestId('payment')).not.toContainText('4111111111111111');
    await expect(page.getByRole('link', { name: 'Edit shipping address, method and gift message' })).toHaveAttribute(
      'href',
      '/shipping',
    );
    await expect(page.getByRole('link', { name: 'Edit payment and billing address' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(page.getByRole('link', { name: 'Edit bag' })).toHaveAttribute('href', '/cart');
    await expect(page.getByTestId('order-lines')).toContainText('Quantity: 2');
    const total = (await page.getByTestId('order-total').textContent())!;

    const orderNo = await placeOrderInBrowser(page);
    expect(orderNo).toMatch(/^\d{8}$/);
    expect(await ordersPlacedFor(email)).toEqual([orderNo]);
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(page.getByTestId('order-lines')).toContainText('Quantity: 2');
    await expect(page.getByTestId('shipment')).toContainText('San Francisco, CA 94105');
    await expect(page.getByTestId('payment')).toContainText('************1111');
    await expect(page.getByText(`We sent a confirmation to ${email}.`)).toBeVisible();

    // The bag is empty now, and the review page has nothing to review.
    const review = await page.request.get('/revieworder', { maxRedirects: 0 });
    expect(review.status()).toBe(302);
    expect(review.headers()['location']).toBe('/cart');
  });

  test('a registered customer checks out (a fresh account, verified by mail)', async ({ page }) => {
    const email = uniqueEmail('buyer');
    const password = 'Toffee!Crunch8';
    const registered = await page.request.post('/register', {
      form: { firstName: 'Reggie', lastName: 'Licorice', email, password },
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(302);
    await page.goto(mailPath(await latestMail(email, 'email-verification')));
    await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
    await signIn(page, { email, password });

    await addToBag(page, '10301', 1);
    await submitShipping(page);
    await submitPayment(page, cardFields(CARD.visa));
    const orderNo = await placeOrderInBrowser(page);
    expect(await ordersPlacedFor(email)).toEqual([orderNo]);
    // A registered customer is not offered an account.
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toHaveCount(0);
  });

  test('a declined card sends the shopper back to billing with the reason; another card places the order', async ({
    page,
  }) => {
    const email = await guestAtBilling(page);
    await submitPayment(page, cardFields(CARD.declined));
    await page.goto('/revieworder');
    // No order exists yet: the review shows no shipping status.
    await expect(page.getByTestId('shipment')).toBeVisible();
    await expect(page.getByText('Not shipped yet')).toHaveCount(0);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Your payment was declined. Please check your card details or use a different card.' }),
    ).toBeVisible();
    expect(await ordersPlacedFor(email)).toEqual([]);
    // Billing does not offer to keep the declined card, and the review cannot be reached with it.
    await expect(page.getByRole('link', { name: 'Keep it and continue to Review' })).toHaveCount(0);
    const review = await page.request.get('/revieworder', { maxRedirects: 0 });
    expect(review.status()).toBe(302);
    expect(new URL(review.headers()['location'] ?? '', 'http://x').pathname).toBe('/billing');

    // The basket is back, as it was: the shopper pays with another card.
    await submitPayment(page, cardFields(CARD.visa));
    const orderNo = await placeOrderInBrowser(page);
    expect(await ordersPlacedFor(email)).toEqual([orderNo]);
  });

  test('insufficient funds says so', async ({ page }) => {
    const email = await guestAtBilling(page);
    await submitPayment(page, cardFields(CARD.insufficient));
    await page.goto('/revieworder');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Your card has insufficient funds for this order. Please use a different card.' }),
    ).toBeVisible();
    expect(await ordersPlacedFor(email)).toEqual([]);
  });

  test('a gift card pays part of the order and the card the rest', async ({ page }, testInfo) => {
    const card = giftPart(testInfo);
    // More bars than the card holds ($4.95 each).
    const email = await guestAtBilling(page, [['10301', card.bars]]);
    await applyGiftCard(page, card);
    await submitPayment(page, cardFields(CARD.visa));
    const orderNo = await placeOrderInBrowser(page);
    expect(await ordersPlacedFor(email)).toEqual([orderNo]);
    const payment = page.getByTestId('payment');
    await expect(payment).toContainText(`Gift card ****${card.number.slice(-4)}`);
    await expect(payment).toContainText(`$${card.balance}.00`);
    await expect(payment).toContainText('Visa');
    await expect(page.getByText('Paid by gift card')).toBeVisible();
  });

  test('a gift card pays the whole order (no card needed)', async ({ page }) => {
    const email = await guestAtBilling(page);
    await applyGiftCard(page, GIFT_ALL);
    await submitPayment(page, { paymentMethod: 'none' });
    const orderNo = await placeOrderInBrowser(page);
    expect(await ordersPlacedFor(email)).toEqual([orderNo]);
    await expect(page.getByTestId('payment')).toContainText('Gift card ****9003');
    await expect(page.getByTestId('payment')).not.toContainText('Visa');
  });
});

test.describe('the order placed is the order reviewed', () => {
  test('a bag changed after the review (another tab) is not ordered: the message and the fresh review; its own review places it', async ({
    page,
  }) => {
    const email = await guestAtBilling(page);
    await submitPayment(page, cardFields(CARD.visa));
    const reviewed = await reviewForm(page);
    // Another tab changes the quantity on the bag page.
    const bag = await (await page.request.get('/cart')).text();
    const itemId = /data-item-id="([^"]+)"/.exec(bag)?.[1];
    expect(itemId, 'the bag shows its line').toBeTruthy();
    const changed = await page.request.post('/cart', {
      form: { intent: 'update-quantity', itemId: itemId!, quantity: '3' },
      maxRedirects: 0,
    });
    expect(changed.status()).toBeLessThan(400);

    const placed = await page.request.post('/revieworder', { form: reviewed, maxRedirects: 0 });
    expect(placed.status()).toBe(302);
    expect(placed.headers()['location']).toBe('/revieworder');
    expect(await ordersPlacedFor(email)).toEqual([]);
    const fresh = await page.request.get('/revieworder');
    const html = await fresh.text();
    expect(html).toContain('Your bag changed since you reviewed it. Please review your order again.');
    const fresher = await reviewForm(page);
    expect(fresher.reviewDigest).not.toBe(reviewed.reviewDigest);

    // The fresh review's own form places the order, for the new total.
    const again = await page.request.post('/revieworder', { form: fresher, maxRedirects: 0 });
    expect(again.headers()['location']).toBe('/order-confirmation');
    expect(await ordersPlacedFor(email)).toHaveLength(1);
  });
});

test.describe('a double submit never creates a second order', () => {
  test('"Place order" clicked twice (JS: a double click; no JS: two quick posts) places one order', async ({
    page,
  }, testInfo) => {
    const email = await guestAtBilling(page);
    await submitPayment(page, cardFields(CARD.visa));
    if (testInfo.project.name === 'js') {
      await page.goto('/revieworder');
      await page.getByRole('button', { name: 'Place Order' }).dblclick();
      await expect(page).toHaveURL(/\/order-confirmation$/);
      await expect(page.getByTestId('order-number')).toHaveText(/^\d{8}$/);
    } else {
      const form = await reviewForm(page);
      const post = () => page.request.post('/revieworder', { form, maxRedirects: 0 });
      const answers = await Promise.all([post(), post()]);
      for (const answer of answers) {
        expect(answer.status()).toBe(302);
        expect(answer.headers()['location']).toBe('/order-confirmation');
      }
      // A reload of the POST afterwards (the browser's "resubmit") lands on the confirmation too.
      const again = await post();
      expect(again.headers()['location']).toBe('/order-confirmation');
      await page.goto('/order-confirmation');
    }
    const placed = await ordersPlacedFor(email);
    expect(placed).toHaveLength(1);
    await expect(page.getByTestId('order-number')).toHaveText(placed[0]!);
  });

  test('20 concurrent Place order submits create exactly one order', async ({ page }) => {
    const email = await guestAtBilling(page);
    await submitPayment(page, cardFields(CARD.visa));
    const form = await reviewForm(page);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => page.request.post('/revieworder', { form, maxRedirects: 0 })),
    );
    for (const answer of answers) {
      expect(answer.status(), 'no submit fails').toBe(302);
      expect(answer.headers()['location']).toBe('/order-confirmation');
    }
    expect(await ordersPlacedFor(email)).toHaveLength(1);
    const confirmation = await page.request.get('/order-confirmation');
    expect(confirmation.status()).toBe(200);
    expect(await confirmation.text()).toContain((await ordersPlacedFor(email))[0]);
  });
});

test.describe('after the order', () => {
  test('the confirmation without an order goes to the bag; it is never cached', async ({ page }) => {
    const response = await page.request.get('/order-confirmation', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/cart');
  });

  test('a guest creates an account from the confirmation and verifies it by mail', async ({ page }) => {
    const email = await guestAtBilling(page);
    await submitPayment(page, cardFields(CARD.visa));
    await placeOrderInBrowser(page);
    const confirmation = await page.request.get('/order-confirmation');
    expect(confirmation.headers()['cache-control']).toContain('no-store');
    expect(await confirmation.text()).toContain('noindex');

    await page.getByLabel('Password', { exact: true }).fill('Caramel!Swirl9');
    await page.getByLabel('Confirm Password').fill('Caramel!Swirl8');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('The passwords do not match.').last()).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('Caramel!Swirl9');
    await page.getByLabel('Confirm Password').fill('Caramel!Swirl9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/account-confirmation\?email=/);
    await expect(
      page.getByText('Please check your email. We sent you a link to verify your email address.'),
    ).toBeVisible();
    const mail = await latestMail(email, 'email-verification');
    await page.goto(mailPath(mail));
    await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
    await signIn(page, { email, password: 'Caramel!Swirl9' });
  });

  test('tracking is in the full shop shell', async ({ page }) => {
    await page.goto('/track-order');
    await expect(page.getByRole('heading', { name: 'Track Your Order' })).toBeVisible();
    await expectShopShell(page);
  });

  test('an order is found by number and e-mail at /track-order; a wrong e-mail and an unknown number get the same answer', async ({
    page,
  }) => {
    const email = await guestAtBilling(page);
    await submitPayment(page, cardFields(CARD.visa));
    const orderNo = await placeOrderInBrowser(page);

    const notFound =
      'We couldn’t find an order with this order number and email address. Please check both and try again.';
    await page.goto('/track-order');
    await page.getByLabel('Order Number').fill(orderNo);
    await page.getByLabel('Email').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText(notFound)).toBeVisible();

    await page.getByLabel('Order Number').fill('99999999');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText(notFound)).toBeVisible();

    await page.getByLabel('Order Number').fill(orderNo);
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByTestId('tracked-order-number')).toHaveText(orderNo);
    await expect(page.getByTestId('order-status')).toHaveText('Received');
    // Not shipped yet: no tracking number beside the status.
    await expect(page.getByTestId('shipment')).toContainText('Not shipped yet');
    await expect(page.getByText('Tracking number')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^1ZSWT/ })).toHaveCount(0);
    await expect(page.getByTestId('order-lines')).toContainText('Quantity: 1');
    // Tracking shows no payment data.
    await expect(page.getByTestId('payment')).toHaveCount(0);
  });

  test('tracking answers bad input with 400 and the field messages', async ({ page }) => {
    const response = await page.request.post('/track-order', { form: { orderNo: '<b>x</b>', email: 'nope' } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please enter a valid order number.');
    expect(html).toContain('Please enter a valid email address.');
    expect(html).not.toContain('<b>x</b>');
  });

  test('tracking is rate-limited per order number for clients that missed at it, never for a clean client', async ({
    page,
  }) => {
    // A number of its own, so the per-number bucket is this test's alone.
    const orderNo = `9${Math.floor(Math.random() * 1e7)
      .toString()
      .padStart(7, '0')}`;
    const lookUp = (client: string, email: string) =>
      page.request.post('/track-order', { form: { orderNo, email }, headers: { 'x-forwarded-for': client } });
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await lookUp(`10.250.${attempt}.1`, `probe${attempt}@example.com`)).status()).toBe(404);
    // The number's 10 misses are spent: a client that missed at it is held…
    expect((await lookUp('10.250.0.1', 'probe-again@example.com')).status()).toBe(429);
    // …but a client that has not (the owner, say) still gets its answer: others' misses never lock it out.
    expect((await lookUp('10.250.200.1', 'owner@example.com')).status()).toBe(404);
  });
});
