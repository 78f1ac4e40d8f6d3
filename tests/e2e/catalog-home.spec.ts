import { STOREFRONT_PORT } from './env.ts';
import { expect, test } from './fixtures.ts';

test.describe('home, caching and crawler files', () => {
  test('home is built from content items: hero, trust row, occasions, category cards and product carousels, under the header’s promo bar', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The free-shipping message once: the header's announcement, with no second banner on the home page.
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText(
      'Free standard shipping on orders over $75',
    );
    await expect(page.getByText(/free standard shipping/i)).toHaveCount(1);
    await expect(page.getByTestId('trust-row').getByRole('listitem')).toHaveText([
      /^Made fresh/,
      /^Sweet guarantee/,
      /^Secure checkout/,
    ]);
    const occasions = page.getByRole('region', { name: 'Shop by Occasion' });
    await expect(occasions.getByRole('link', { name: 'Birthday' })).toHaveAttribute('href', '/category/birthday');
    await occasions.getByRole('link', { name: 'Thank You' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Shop by Category' });
    await expect(cards.getByRole('link', { name: /Chocolate/ }).first()).toHaveAttribute('href', '/category/chocolate');
    const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
    await expect(bestSellers.getByTestId('product-tile').first()).toBeVisible();
    // Every image reserves its space (width and height), so nothing shifts as they load.
    const unsized = await page
      .locator('main img')
      .evaluateAll(
        (images) => images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).length,
      );
    expect(unsized).toBe(0);
  });

  test('the fundraising site shows the fundraising price panel on tiles and the product page instead of prices', async ({
    page,
  }) => {
    await page.goto(`http://fundraising.localhost:${STOREFRONT_PORT}/`);
    const panel = page.getByTestId('product-tile').first().getByTestId('fundraising-price');
    await expect(panel).toContainText('Suggested price');
    await expect(panel).toContainText('You earn');
    await expect(panel).toContainText('%');
    await page.goto(`http://fundraising.localhost:${STOREFRONT_PORT}/product/10101`);
    await expect(page.getByTestId('fundraising-price').first()).toContainText('You earn');

    // The main shop shows ordinary prices for the same product.
    await page.goto('/product/10101');
    await expect(page.getByTestId('fundraising-price')).toHaveCount(0);
    await expect(page.getByTestId('price').first()).toContainText('$24.95');
  });

  test('a tile’s "Add to bag" adds the item and the header count follows', async ({ page }) => {
    await page.goto('/');
    const tile = page
      .getByTestId('product-tile')
      .filter({ has: page.getByRole('button', { name: /Add to bag/ }) })
      .first();
    const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
    await tile.getByRole('button', { name: /Add to bag/ }).click();
    if (test.info().project.use.javaScriptEnabled === false) {
      await expect(
        page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Added to Your Bag' }),
      ).toContainText(name);
    } else {
      const sheet = page.getByRole('dialog', { name: 'Added to Your Bag' });
      await expect(sheet).toContainText(name);
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect(sheet).toBeHidden();
    }
    await expect(page.getByTestId('bag-count')).toHaveText('1');
  });

  test('anonymous catalog pages are publicly cacheable; a shopper’s pages are private', async ({ page }) => {
    const anonymous = await page.request.get('/', { headers: { cookie: '' } });
    expect(anonymous.headers()['cache-control']).toBe('public, must-revalidate, s-maxage=900');
    expect(anonymous.headers()['vary']).toMatch(/Cookie/i);
    expect(anonymous.headers()['set-cookie']).toBeUndefined();

    await page.goto('/');
    await page
      .getByTestId('product-tile')
      .filter({ has: page.getByRole('button', { name: /Add to bag/ }) })
      .first()
      .getByRole('button', { name: /Add to bag/ })
      .click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    const personal = await page.request.get('/');
    expect(personal.headers()['cache-control']).toBe('private, no-store');

    const login = await page.request.get('/login', { headers: { cookie: '' } });
    expect(login.headers()['cache-control']).toBe('private, no-store');
  });

  test('robots.txt and sitemap.xml', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    const text = await robots.text();
    expect(text).toContain('Disallow: /account');
    expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/category\/chocolate<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/dark-truffles\/10101\.html<\/loc>/);
    expect((xml.match(/<loc>/g) ?? []).length).toBeGreaterThan(90);
  });

  test('private pages tell crawlers not to index them', async ({ page }) => {
    for (const path of ['/login', '/register', '/account']) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });
});
