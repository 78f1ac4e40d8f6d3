import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The product page's gallery follows the chosen colour or gift wrap (SCAPI image groups by variation
 * value): with JavaScript by client-side navigation, without it by the picker's plain link.
 */

const mainImage = (page: Page) => page.getByTestId('product-page').getByTestId('gallery-image').first();
const picker = (page: Page, attribute: string) => page.locator(`[data-attribute="${attribute}"]`);

test.describe('product images by variation value', () => {
  test('choosing a colour shows that colour', async ({ page }) => {
    await page.goto('/product/20101');
    await expect(mainImage(page)).toHaveAttribute('src', /\/images\/products\/20101-color-cherry-1-large\.svg$/);
    await picker(page, 'color').getByRole('link', { name: 'Blue Raspberry' }).click();
    await expect(mainImage(page)).toHaveAttribute('src', /\/images\/products\/20101-color-blue-raspberry-1-large\.svg$/);
  });

  test('choosing "Gift Wrapped" shows the wrapped box', async ({ page }) => {
    await page.goto('/product/10101');
    await expect(mainImage(page)).toHaveAttribute('src', /\/images\/products\/10101-wrap-standard-1-large\.svg$/);
    await picker(page, 'wrap').getByRole('link', { name: 'Gift Wrapped' }).click();
    await expect(mainImage(page)).toHaveAttribute('src', /\/images\/products\/10101-wrap-gift-2-large\.svg$/);
  });
});
