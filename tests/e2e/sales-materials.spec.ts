/**
 * Sales materials (content spec §2 `materials-sales-tools`, §8): at the HTTP level (no-js only) the
 * groups, the limit texts, and a plain add to bag that counts against the per-order limit; in the
 * browser the limit notice.
 */
import { DEMO_PRODUCTS } from '../../sandbox/src/catalog/demo.ts';
import { expect, test } from './fixtures.ts';

test('sales materials are grouped, bounded by the per-order limit and added to the bag without JS', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled !== false, 'HTTP only');
  const html = await (await page.request.get('/sales-materials')).text();
  const groups = [...html.matchAll(/data-group="([^"]+)"/g)].map((match) => match[1]);
  expect(groups).toEqual(['Seasonal Materials', 'All Year Materials', 'Other Sales Tools']);
  expect(html).toContain('Limit of 2 per order');
  expect(html).toMatch(/href="\/images\/materials\/\d+\.pdf"/);

  const pid = DEMO_PRODUCTS.collateralSmallLimit;
  expect(html).toMatch(new RegExp(`data-material="${pid}"[^]*?Limit of 2 per order`));
  const added = await page.request.post('/cart/add', {
    form: { pid, quantity: '1', redirectTo: '/sales-materials' },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(302);
  const after = await (await page.request.get('/sales-materials')).text();
  expect(after).toContain('1 of 2 added to cart');
  expect(after).toMatch(new RegExp(`id="quantity-${pid}"[^>]*max="1"|max="1"[^>]*id="quantity-${pid}"`));
});

test('every PDF link of the sales materials and sales tools pages is on the storefront’s own origin and opens', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled !== false, 'HTTP only');
  for (const path of ['/sales-materials', '/sales-tools']) {
    const html = await (await page.request.get(path)).text();
    const links = [...html.matchAll(/href="([^"]*\.pdf)"/g)].map((match) => match[1]!);
    expect(links.length, `${path} links PDFs`).toBeGreaterThan(0);
    for (const href of links) {
      expect(href, `${path}: ${href}`).toMatch(/^\/images\//);
      const pdf = await page.request.get(href);
      expect(pdf.status(), href).toBe(200);
      expect(pdf.headers()['content-type'], href).toBe('application/pdf');
      expect(pdf.headers()['x-content-type-options'], href).toBe('nosniff');
      expect((await pdf.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
    }
  }
  // Only a PDF passes on a .pdf path, and no PDF on an image path.
  expect((await page.request.get('/images/products/10101-1-large.pdf')).status()).toBe(404);
});

test.describe('in the browser', () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    'the notice needs JavaScript; without it the field’s max and the server bound the quantity',
  );

  test('a quantity beyond the per-order limit shows the limit notice; within it, the added sheet opens', async ({
    page,
  }) => {
    const pid = DEMO_PRODUCTS.collateralSmallLimit;
    await page.goto('/sales-materials');
    const material = page.locator(`[data-material="${pid}"]`);
    const quantity = material.getByLabel('Quantity');
    await quantity.fill('3');
    await expect(material.locator('[data-limit-notice]')).toHaveText('Limit of 2 per order');
    await quantity.fill('1');
    await expect(material.locator('[data-limit-notice]')).toHaveText('');
    await material.getByRole('button', { name: /Add to bag/ }).click();
    await expect(page.getByRole('dialog')).toContainText('Added to Your Bag');
    await page.keyboard.press('Escape');
    await expect(material).toContainText('1 of 2 added to cart');
    await quantity.fill('2');
    await expect(material.locator('[data-limit-notice]')).toHaveText('1 of 2 added to cart');
  });
});
