import type { Locator, Page } from '@playwright/test';
import { submitCardPayment, submitShipping } from './checkout-helpers.ts';
import { STOREFRONT_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { addToBag, bagCount } from './http-helpers.ts';

/**
 * Mobile first (docs/features.md "Mobile first"): on a 390 px phone the main action of the product page, the bag and
 * the review is in the first screen, uncovered, with JavaScript off and on (a bar pinned to the
 * bottom by CSS whose button submits the page's own form), and it works.
 */

const withJs = () => test.info().project.use.javaScriptEnabled !== false;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context }) => {
  // The cookie notice is answered once and then gone; this test is about the page under it.
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: STOREFRONT_URL }]);
});

/** Wholly inside the first screen, and nothing on top of it: the element at its centre is it (or in it). */
async function expectInFirstScreen(page: Page, action: Locator): Promise<void> {
  await expect(action).toBeInViewport({ ratio: 1 });
  const box = (await action.boundingBox())!;
  const onTop = await action.evaluate(
    (element, [x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return Boolean(hit && (hit === element || element.contains(hit)));
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop, 'nothing covers the action').toBe(true);
  expect(await page.evaluate(() => window.scrollY), 'the page was not scrolled').toBe(0);
}

test('product page: price and "Add to bag" in the first screen; the bar adds the chosen variant and quantity', async ({
  page,
}) => {
  await page.goto('/product/10101?size=1lb&wrap=gift');
  const bar = page.getByTestId('product-buy-bar');
  await expect(bar).toContainText('$50.95');
  const add = bar.getByRole('button', { name: /^Add to bag/i });
  await expectInFirstScreen(page, add);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await add.click();
  if (withJs())
    await expect(page.getByRole('dialog', { name: 'Added to Your Bag' })).toContainText(
      'Dark Chocolate Sea Salt Truffles',
    );
  else await expect(page.getByText(/^Added to Your Bag/)).toBeVisible();
  expect(await bagCount(page)).toBe('2');
});

test('bag: the total and "Checkout" in the first screen; the promo code folds behind "Have a promo code?"', async ({
  page,
}) => {
  await addToBag(page, '10301', 1);
  await addToBag(page, '1010101', 1);
  await page.goto('/cart');
  const bar = page.getByTestId('mobile-action-bar');
  await expect(bar).toContainText(/Estimated Total\s*\$/);
  const checkout = bar.getByRole('link', { name: 'Checkout' });
  await expectInFirstScreen(page, checkout);
  await expect(page.getByLabel('Enter promo code')).toBeHidden();
  await checkout.click();
  await expect(page).toHaveURL(/\/shipping$/);
  // The checkout header's way back stays on one line at this width.
  const back = page.getByRole('link', { name: 'Back To Bag' });
  const height = await back.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThan(48);
});

test('review: the order total and "Place Order" in the first screen; the bar places the order', async ({ page }) => {
  await addToBag(page, '10301', 1);
  await submitShipping(page);
  await submitCardPayment(page);
  await page.goto('/revieworder');
  const bar = page.getByTestId('place-order-bar');
  await expect(bar).toContainText(/Order Total\s*\$/);
  const place = bar.getByRole('button', { name: 'Place Order' });
  await expectInFirstScreen(page, place);
  await place.click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
});
