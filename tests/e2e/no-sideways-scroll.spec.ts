import type { Page } from '@playwright/test';
import { submitCardPayment, submitShipping } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

/**
 * No page scrolls sideways (the document is never wider than the window) on a phone, a tablet and a
 * desktop, with JavaScript off and on, for every kind of page: visually hidden text in a horizontal
 * carousel once made the home page 2,906 px wide at 1,280. One load per page and width.
 */

const WIDTHS = [390, 768, 1280] as const;

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto(path);
    expect(response?.status(), `GET ${path}`).toBeLessThan(500);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect.soft(scrollWidth, `${path} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
  }
}

const SHOP_PAGES = {
  home: '/',
  category: '/category/chocolate-bars',
  search: '/search?q=chocolate',
  product: '/product/10101',
  'sign-in': '/login',
  registration: '/register',
  'password reset': '/reset-password',
  'order tracking': '/track-order',
  '404': '/no-such-page',
};

test.describe('no sideways scrolling', () => {
  for (const [name, path] of Object.entries(SHOP_PAGES)) {
    test(`${name} (${path})`, async ({ page }) => {
      await expectNoSidewaysScroll(page, path);
    });
  }

  test('the bag and checkout: bag with items, shipping, billing, review, confirmation', async ({ page }) => {
    // Fifteen page loads and the checkout's posts.
    test.slow();
    await addToBag(page, '10301', 1);
    await addToBag(page, '1010101', 1);
    await expectNoSidewaysScroll(page, '/cart');
    await expectNoSidewaysScroll(page, '/shipping');
    await submitShipping(page);
    await expectNoSidewaysScroll(page, '/billing');
    await submitCardPayment(page);
    await expectNoSidewaysScroll(page, '/revieworder');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expectNoSidewaysScroll(page, '/order-confirmation');
  });
});
