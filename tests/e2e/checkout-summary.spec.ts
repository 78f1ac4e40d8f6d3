/**
 * The checkout's order summary and card entry (checkout spec §4), JavaScript off and on: the summary beside
 * shipping, billing and review (lines with images, totals, free-shipping progress), folded into a
 * "Show order summary · $X" bar on a phone; the one MM/YY expiry field, typed and posted (the schema
 * over HTTP); the gift card behind "Have a gift card?"; delivery dates on the shipping methods.
 */
import type { Page } from '@playwright/test';
import { checkoutFormKey, submitShipping } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const YY = String(NEXT_YEAR).slice(-2);

async function atBilling(page: Page): Promise<void> {
  await addToBag(page, '10301', 2);
  await submitShipping(page);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
}

test.describe('the order summary', () => {
  test('beside shipping, billing and review on a desktop: lines with images, free-shipping progress, totals', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await addToBag(page, '10301', 2);
    for (const path of ['/shipping', '/billing', '/revieworder']) {
      if (path === '/billing') await submitShipping(page);
      if (path === '/revieworder') {
        const checkoutCustomer = await checkoutFormKey(page, '/billing');
        const response = await page.request.post('/billing', {
          form: {
            intent: 'payment',
            checkoutCustomer,
            paymentMethod: 'card',
            cardNumber: '4111111111111111',
            cardHolder: 'Casey Candy',
            expiry: `12/${YY}`,
            securityCode: '123',
            billingSameAsShipping: 'on',
          },
          maxRedirects: 0,
        });
        expect(response.status()).toBe(302);
      }
      await page.goto(path);
      const summary = page.getByTestId('checkout-summary');
      await expect(summary.getByRole('heading', { name: /Order Summary \(2 items\)/ }), path).toBeVisible();
      // The bar is for phones only.
      await expect(page.getByTestId('summary-bar')).toBeHidden();
      const line = summary.getByTestId('summary-lines').getByRole('listitem');
      await expect(line).toHaveCount(1);
      await expect(line.locator('img')).toHaveAttribute('src', /^\/images\//);
      await expect(line).toContainText('Quantity: 2');
      await expect(summary.getByTestId('summary-free-shipping')).toContainText(/^Add \$\d+\.\d\d for Free .*shipping/i);
      await expect(summary.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
      await expect(summary.getByTestId('order-totals')).toBeVisible();
      // The total is known once shipping is.
      if (path !== '/shipping') await expect(summary.getByTestId('order-total')).toHaveText(/^\$\d+\.\d\d$/);
      // Sticky beside the step: it stays in view when the page scrolls.
      expect(await summary.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    }
    // The review keeps its "Place order" in the step's column; the totals are the summary's.
    await expect(page.getByTestId('order-totals')).toHaveCount(1);
  });

  test('on a phone: a "Show order summary · $X" bar that opens and closes without JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await addToBag(page, '10301', 1);
    await page.goto('/shipping');
    const bar = page.getByTestId('summary-bar');
    // "Show" or "Hide" follows the bar's state through CSS; the name is what shows.
    await expect(bar.locator('summary')).toHaveAccessibleName(/^Show order summary\s*,\s*\$\d+\.\d\d$/);
    const lines = page.getByTestId('summary-lines');
    await expect(lines).toBeHidden();
    await bar.locator('summary').click();
    await expect(lines).toBeVisible();
    await expect(bar.locator('summary')).toHaveAccessibleName(/^Hide order summary/);
    await bar.locator('summary').click();
    await expect(lines).toBeHidden();
    // The page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('the card: one MM/YY field', () => {
  test('typed as MM/YY, sent to the backend as month and year (the review shows it)', async ({ page }) => {
    await atBilling(page);
    await expect(page.getByTestId('secure-checkout')).toContainText('Secure checkout');
    const form = page.locator('form#payment');
    await expect(form.getByTestId('card-brands').getByRole('img')).toHaveCount(4);
    await form.getByLabel('Card Number').fill('5555 5555 5555 4444');
    await form.getByLabel('Name on Card').fill('Casey Candy');
    await form.getByLabel('Expiry (MM/YY)').fill(`04/${YY}`);
    await form.getByLabel('Security Code', { exact: true }).fill('321');
    await form.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page).toHaveURL(/\/revieworder$/);
    await expect(page.getByText(`expires 04/${NEXT_YEAR}`)).toBeVisible();
  });

  test('a wrong expiry is refused beside the field', async ({ page }) => {
    await atBilling(page);
    const form = page.locator('form#payment');
    await form.getByLabel('Card Number').fill('4111 1111 1111 1111');
    await form.getByLabel('Name on Card').fill('Casey Candy');
    await form.getByLabel('Expiry (MM/YY)').fill(`13/${YY}`);
    await form.getByLabel('Security Code', { exact: true }).fill('123');
    await form.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(form.getByLabel('Expiry (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Invalid field value').last()).toBeVisible();
    await expect(page).toHaveURL(/\/billing$/);
  });

  test('the schema over HTTP: required, invalid, expired, and every MM/YY spelling', async ({ page }) => {
    await atBilling(page);
    const checkoutCustomer = await checkoutFormKey(page, '/billing');
    const post = (expiry: string | undefined) =>
      page.request.post('/billing', {
        form: {
          intent: 'payment',
          checkoutCustomer,
          paymentMethod: 'card',
          cardNumber: '4111111111111111',
          cardHolder: 'Casey Candy',
          securityCode: '123',
          billingSameAsShipping: 'on',
          ...(expiry === undefined ? {} : { expiry }),
        },
        maxRedirects: 0,
      });
    for (const [expiry, message] of [
      [undefined, 'This field is required.'],
      ['13/30', 'Invalid field value'],
      ['12/3', 'Invalid field value'],
      [`01/${String(new Date().getUTCFullYear() - 1).slice(-2)}`, 'Card is expired'],
      ['x'.repeat(5000), 'Invalid field value'],
    ] as const) {
      const response = await post(expiry);
      expect(response.status(), String(expiry).slice(0, 20)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    for (const expiry of [`11/${YY}`, `11${YY}`, `11/${NEXT_YEAR}`, `11 / ${YY}`]) {
      const response = await post(expiry);
      expect(response.status(), expiry).toBe(302);
      expect(response.headers()['location']).toBe('/revieworder');
      const review = await (await page.request.get('/revieworder')).text();
      // React separates the text parts with a comment.
      expect(review).toMatch(new RegExp(`expires (<!-- -->)?11/${NEXT_YEAR}`));
    }
  });
});

test.describe('billing and shipping extras', () => {
  test('the gift card waits behind "Have a gift card?"', async ({ page }) => {
    await atBilling(page);
    const giftCards = page.getByTestId('gift-cards');
    await expect(page.getByLabel('Gift Card Number')).toBeHidden();
    await giftCards.getByText('Have a gift card?').click();
    await expect(page.getByLabel('Gift Card Number')).toBeVisible();
  });

  test('shipping methods name their delivery dates', async ({ page }) => {
    await addToBag(page, '10301', 1);
    await submitShipping(page);
    await page.goto('/shipping');
    const arrives = page.getByTestId('method-arrives');
    await expect(arrives.first()).toHaveText(/^Arrives (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}/);
  });
});
