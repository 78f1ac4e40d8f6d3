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
    await expect(mainImage(page)).toHaveAttribute(
      'src',
      /\/images\/products\/20101-color-blue-raspberry-1-large\.svg$/,
    );
  });

  test('choosing "Gift Wrapped" shows the wrapped box', async ({ page }) => {
    await page.goto('/product/10101');
    await expect(mainImage(page)).toHaveAttribute('src', /\/images\/products\/10101-wrap-standard-1-large\.svg$/);
    await picker(page, 'wrap').getByRole('link', { name: 'Gift Wrapped' }).click();
    await expect(mainImage(page)).toHaveAttribute('src', /\/images\/products\/10101-wrap-gift-2-large\.svg$/);
  });
});

test('the storefront passes the image service’s width to its renditions (what a raster image’s srcset asks for)', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled !== false, 'HTTP only');
  const rendition = (width: number) =>
    page.request.get(`/images/dis/products/10101-wrap-standard-1-large.jpg?sw=${width}&q=80`);
  const [narrow, wide] = await Promise.all([rendition(640), rendition(1080)]);
  for (const response of [narrow, wide]) {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
  }
  // A JPEG's frame header (SOF0, FF C0) holds its height and width.
  const width = (bytes: Buffer) => {
    const at = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    return bytes.readUInt16BE(at + 7);
  };
  expect(width(await narrow.body())).toBe(640);
  expect(width(await wide.body())).toBe(1080);
});
