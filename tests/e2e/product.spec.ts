import type { Page } from '@playwright/test';
import { MESSAGES } from '../../app/models/messages.ts';
import { SANDBOX_HEADERS, SANDBOX_URL } from './env.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

/**
 * The product page (catalog spec §2 "Product page", §4, §5) in its route shapes, with JavaScript off
 * (links and plain form posts) and on (client-side navigation, dialogs, fetchers), and the quick view.
 */

const withJs = () => test.info().project.use.javaScriptEnabled !== false;

/** A desktop browser's user agent: Playwright's own says "HeadlessChrome", which counts as a crawler. */
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const bagCount = (page: Page) => page.getByTestId('bag-count').first();
const price = (page: Page) => page.getByTestId('product-page').getByTestId('price').first();
const picker = (page: Page, attribute: string) => page.locator(`[data-attribute="${attribute}"]`);

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test.describe('product page', () => {
  test('open from a listing tile, choose size and wrap by links, add to bag', async ({ page }) => {
    await page.goto('/category/dark-truffles');
    await page
      .locator('[data-testid="product-tile"][data-product-id="10101"]')
      .getByRole('link', { name: 'Dark Chocolate Sea Salt Truffles' })
      .click();
    await expect(page).toHaveURL(/\/dark-truffles\/dark-chocolate-sea-salt-truffles\/10101\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dark Chocolate Sea Salt Truffles' })).toBeVisible();
    await expect(page.getByTestId('product-id')).toHaveText('10101');
    // The default variant: 8 oz in a standard box.
    await expect(price(page)).toHaveText('$24.95');
    await expect(picker(page, 'size').getByRole('link', { name: '8 oz' })).toHaveAttribute('aria-current', 'true');

    await picker(page, 'size').getByRole('link', { name: '1 lb' }).click();
    await expect(page).toHaveURL(/\?size=1lb&wrap=standard$/);
    await expect(price(page)).toHaveText('$45.95');
    await expect(picker(page, 'size').getByRole('link', { name: '1 lb' })).toHaveAttribute('aria-current', 'true');

    await picker(page, 'wrap').getByRole('link', { name: 'Gift Wrapped' }).click();
    await expect(page).toHaveURL(/\?size=1lb&wrap=gift$/);
    await expect(price(page)).toHaveText('$50.95');
    await expect(picker(page, 'wrap').getByRole('link', { name: 'Gift Wrapped' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // 1010104 has 3 left: the limited-inventory notice, and the quantity is bounded by the stock.
    await expect(page.getByTestId('limited-inventory')).toHaveText(
      'Quantities are limited, last few items of stock remaining.',
    );
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('max', '3');

    await expect(bagCount(page)).toHaveText('0');
    await page
      .locator('#product-add-to-bag')
      .getByRole('button', { name: /^Add to bag/ })
      .click();
    if (withJs()) {
      const sheet = page.getByRole('dialog', { name: 'Added to Your Bag' });
      await expect(sheet).toBeVisible();
      await expect(sheet).toContainText('Dark Chocolate Sea Salt Truffles');
      await sheet.getByRole('button', { name: 'Close' }).click();
    } else {
      await expect(page.getByText(/^Added to Your Bag/)).toBeVisible();
    }
    await expect(bagCount(page)).toHaveText('1');
    await expect(page).toHaveURL(/\/10101\.html\?size=1lb&wrap=gift$/);
  });

  test('/product/{id} with breadcrumbs, gallery, notices, promotions, reviews anchor and JSON-LD', async ({ page }) => {
    const response = await page.goto('/product/10101');
    expect(response?.status()).toBe(200);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Chocolate', exact: true })).toHaveAttribute(
      'href',
      '/category/chocolate',
    );
    await expect(crumbs.getByRole('link', { name: 'Dark Chocolate Truffles' })).toHaveAttribute(
      'href',
      '/category/dark-truffles',
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Dark Chocolate Sea Salt Truffles');
    await expect(crumbs.getByRole('link', { name: 'Dark Chocolate Sea Salt Truffles' })).toHaveCount(0);

    // Gallery: 6 images with their size, thumbnails that are plain in-page links.
    await expect(page.getByTestId('gallery-image')).toHaveCount(6);
    await expect(page.getByTestId('gallery-image').first()).toHaveAttribute('width', '636');
    const thumbnails = page.getByTestId('gallery-thumbnails').getByRole('link');
    await expect(thumbnails).toHaveCount(6);
    await expect(thumbnails.nth(2)).toHaveAttribute('href', '#image-3');
    await expect(page.getByRole('button', { name: 'Next images' })).toHaveCount(withJs() ? 1 : 0);

    await expect(page.getByTestId('product-badge')).toHaveText('Best Seller');
    await expect(page.getByRole('link', { name: 'Kosher' })).toHaveAttribute('href', '/help/kosher-certificate');
    await expect(page.getByTestId('promotions')).toContainText('Buy 3 truffle boxes, get the cheapest free');
    await expect(page.locator('#pdp-reviews-section')).toContainText('4.1 out of 5, based on 90 reviews');

    await expect(page).toHaveTitle('Dark Chocolate Sea Salt Truffles | Sweet Shop Signature');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /silky ganache truffles/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^http:\/\/localhost:\d+\/dark-truffles\/10101\.html$/,
    );
    const data = await jsonLd(page);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Dark Chocolate Sea Salt Truffles',
      sku: '1010101',
      brand: { name: 'Sweet Shop Signature' },
      offers: { availability: 'https://schema.org/InStock', price: '24.95', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.1, reviewCount: 90 },
    });
    expect((data.image as string[]).length).toBe(6);
  });

  test('the heat-sensitive notice and the ingredients open (a disclosure without JS, a dialog with it)', async ({
    page,
  }) => {
    await page.goto('/product/10101');
    // The same trigger both ways: a <summary>; with JS it opens a dialog instead of the disclosure.
    const trigger = page.locator('summary', { hasText: 'Heat Sensitive' });
    // With JS, the trigger opens a dialog once the page is hydrated (before that it is the disclosure).
    if (withJs()) await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await trigger.click();
    const scope = withJs()
      ? page.getByRole('dialog', { name: 'Heat Sensitive' })
      : page.locator('details', { has: trigger });
    await expect(scope.getByText(/ship it with ice packs in insulated packaging/)).toBeVisible();
    await expect(scope.getByRole('link', { name: 'Shipping rates and delivery times' })).toHaveAttribute(
      'href',
      '/help/shipping-rates',
    );
    if (withJs()) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(trigger).toBeFocused();
    }
    const ingredients = page.locator('summary', { hasText: 'View Ingredients' });
    await ingredients.click();
    const ingredientsScope = withJs()
      ? page.getByRole('dialog', { name: /Ingredients/ })
      : page.locator('details', { has: ingredients });
    await expect(ingredientsScope.getByText(/^Chocolate \(sugar, cocoa mass/)).toBeVisible();
  });

  test('the long description is cut at 55 words with View more... / View less', async ({ page }) => {
    await page.goto('/product/10101');
    const description = page.getByTestId('product-description');
    await expect(description).not.toContainText('enjoy within six weeks');
    await expect(description).toContainText('…');
    await description.getByRole(withJs() ? 'button' : 'link', { name: 'View more...' }).click();
    await expect(description).toContainText('enjoy within six weeks for the best flavour and snap.');
    if (!withJs()) await expect(page).toHaveURL(/[?&]more=1/);
    await description.getByRole(withJs() ? 'button' : 'link', { name: 'View less' }).click();
    await expect(description).not.toContainText('enjoy within six weeks');
  });

  test('unknown product → 404 "Oh fudge!"; missing id → 400', async ({ page }) => {
    let response = await page.goto('/product/99999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oh fudge!' })).toBeVisible();
    await expect(page.getByText('This page doesn’t exist.')).toBeVisible();

    response = await page.goto('/product/');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Oh fudge!' })).toBeVisible();
    await expect(page.getByText('This page doesn’t exist.')).toBeVisible();

    response = await page.goto('/no-such-thing/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oh fudge!' })).toBeVisible();

    response = await page.goto('/dark-truffles/nothing/99999999.html');
    expect(response?.status()).toBe(404);
  });

  for (const path of [
    '/dark-truffles/dark-chocolate-sea-salt-truffles/10101.html',
    '/10101.html',
    '/product/dark-chocolate-sea-salt-truffles/10101.html',
  ]) {
    test(`route shape ${path} renders the product with the canonical link`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Dark Chocolate Sea Salt Truffles' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /^http:\/\/localhost:\d+\/dark-truffles\/10101\.html$/,
      );
      // The pickers keep the shape the shopper came by.
      await expect(picker(page, 'size').getByRole('link', { name: '2 lb' })).toHaveAttribute(
        'href',
        `${path}?size=2lb&wrap=standard`,
      );
    });
  }

  test('a variant id opens its master with that variant chosen', async ({ page }) => {
    await page.goto('/product/1010106');
    await expect(page.getByRole('heading', { level: 1, name: 'Dark Chocolate Sea Salt Truffles' })).toBeVisible();
    await expect(picker(page, 'size').getByRole('link', { name: '2 lb' })).toHaveAttribute('aria-current', 'true');
    await expect(picker(page, 'wrap').getByRole('link', { name: 'Gift Wrapped' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(price(page)).toHaveText('$89.95');
  });

  test('out of stock with back in stock (10113): the e-mail form, then the thank-you', async ({ page }) => {
    await page.goto('/product/10113');
    await expect(page.getByTestId('stock-message')).toHaveText('Out of stock');
    await expect(page.locator('#product-add-to-bag').getByRole('button', { name: /^Add to bag/ })).toHaveCount(0);
    const form = page.getByTestId('back-in-stock');
    await expect(form).toBeVisible();
    const email = uniqueEmail('bis');
    const submit = form.getByRole('button', { name: 'Notify Me' });
    if (withJs()) {
      // Checked when sent, with the reason under the field, never a disabled button.
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(form).toContainText('This field is required.');
      await form.getByLabel('Email').fill('not-an-email');
      await submit.click();
      await expect(form).toContainText('Please enter a valid email address.');
      await expect(form.getByLabel('Email')).toBeFocused();
    }
    await form.getByLabel('Email').fill(email);
    await submit.click();
    await expect(page.getByText('Thank you! We will email you when this item is back in stock.')).toBeVisible();
    await expect(page).toHaveURL(/\/product\/10113$/);
    // The field clears after sign-up.
    await expect(page.getByTestId('back-in-stock').getByLabel('Email')).toHaveValue('');

    const url = new URL('/__sandbox/submissions', SANDBOX_URL);
    url.searchParams.set('kind', 'back-in-stock');
    url.searchParams.set('email', email);
    const stored = (await (await fetch(url, { headers: SANDBOX_HEADERS })).json()) as {
      data: Array<{ data: { pid: string; email: string } }>;
    };
    expect(stored.data[0]?.data).toMatchObject({ pid: '10113', email });
  });

  test('out of stock without back in stock (10308): the message, and Add to bag only for pick-up', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/product/10308');
    await expect(page.getByTestId('stock-message')).toHaveText('Out of stock');
    await expect(page.getByTestId('back-in-stock')).toHaveCount(0);
    // The product's own form (the carousels' tiles below have theirs): shipping cannot be had, pick-up in a shop still can.
    const form = page.locator('#product-add-to-bag');
    await expect(form.getByRole('radio', { name: 'Pick up in shop' })).toBeEnabled();
    // With JavaScript the button follows the chosen way (shipping first); without it the server decides on submit.
    if (javaScriptEnabled) await expect(form.getByRole('button', { name: /^Add to bag/ })).toBeDisabled();
    expect(await jsonLd(page)).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  test('coming soon (30302): "Coming soon" with its date and a notify-me sign-up, no Add to bag, no review count', async ({
    page,
  }) => {
    await page.goto('/product/30302');
    await expect(page.getByTestId('stock-message')).toHaveText('Coming soon');
    await expect(page.getByTestId('coming-soon-date')).toHaveText('Arriving Tue, Nov 2, 2027');
    await expect(page.locator('#product-add-to-bag')).toHaveCount(0);
    // No rating or review count for what nobody can have bought yet (the carousels' tiles are other products).
    await expect(page.locator('a[href="#pdp-reviews-section"]')).toHaveCount(0);
    await expect(page.getByTestId('review-summary')).toHaveCount(0);
    const form = page.getByTestId('back-in-stock');
    await expect(form).toContainText('Email me when this item arrives.');
    await form.getByLabel('Email').fill(uniqueEmail('soon'));
    await form.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByText('Thank you! We will email you when this item is back in stock.')).toBeVisible();
    expect(await jsonLd(page)).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  test('in shops only (30601): "In Shops Only", offered for pick-up', async ({ page }) => {
    await page.goto('/product/30601');
    await expect(page.getByTestId('stock-message')).toHaveText('In Shops Only');
    const form = page.locator('#product-add-to-bag');
    await expect(form.getByRole('radio', { name: 'Pick up in shop' })).toBeEnabled();
    await expect(form.getByRole('button', { name: /^Add to bag/ })).toHaveCount(1);
  });

  test('a sale item with little stock (10305): sale price, limited notice, quantity bounded', async ({ page }) => {
    await page.goto('/product/10305');
    await expect(price(page)).toContainText('$3.68');
    await expect(price(page).locator('s')).toHaveText('$5.25');
    await expect(page.getByTestId('limited-inventory')).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveAttribute('max', '4');
    if (withJs()) {
      const plus = page.getByRole('button', { name: 'Increase quantity' });
      for (let step = 0; step < 3; step++) await plus.click();
      await expect(quantity).toHaveValue('4');
      await expect(plus).toBeDisabled();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Quantities are limited, last few items of stock remaining.' })
          .last(),
      ).toBeVisible();
      await quantity.fill('7');
      await expect(quantity).toHaveValue('4');
      await expect(page.getByText('Quantity reduced based on remaining stock available.')).toBeVisible();
      await quantity.fill('0');
      await quantity.blur();
      await expect(quantity).toHaveValue('1');
    } else {
      await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0);
    }
  });
});

test.describe('recently viewed and crawlers', () => {
  test.use({ userAgent: BROWSER_UA });

  test('products viewed before appear under Recently Viewed, the current one left out', async ({ page }) => {
    await page.goto('/product/10305');
    await page.goto('/product/20101');
    await page.goto('/product/10101');
    const recent = page.getByRole('region', { name: 'Recently Viewed' });
    await expect(recent.getByTestId('product-tile')).toHaveCount(2);
    await expect(recent.locator('[data-product-id="20101"]')).toBeVisible();
    await expect(recent.locator('[data-product-id="10305"]')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Customers Also Love' }).getByTestId('product-tile').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Customers Also Love' }).locator('[data-product-id="10101"]'),
    ).toHaveCount(0);
  });

  test('a first view without cookies is public and starts no session; its image records the view in a signed cookie', async ({
    request,
  }) => {
    const first = await request.get('/product/10305');
    expect(first.status()).toBe(200);
    expect(first.headers()['set-cookie']).toBeUndefined();
    expect(first.headers()['cache-control']).toBe('public, must-revalidate, s-maxage=900');
    expect(first.headers()['vary']).toContain('Cookie');
    const image = /<img src="(\/recently-viewed\/10305)"/.exec(await first.text())?.[1];
    expect(image, 'the public page records the view through an image').toBeTruthy();

    const recorded = await request.get(image!);
    expect(recorded.status()).toBe(204);
    expect(recorded.headers()['cache-control']).toBe('private, no-store');
    const cookies = recorded
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^sweet_rv=[^;]+~10305; /);

    // With the cookie the page lists the product, privately, still without a server session.
    const next = await request.get('/product/20101');
    expect(next.headers()['cache-control']).toBe('private, no-store');
    expect(next.headers()['set-cookie']).not.toContain('sweet_sid');
    const html = await next.text();
    expect(html).not.toContain('/recently-viewed/');
    expect(html).toContain('>Recently Viewed</h2>');
    const recent = html.slice(html.indexOf('>Recently Viewed</h2>'));
    expect(recent).toMatch(/data-product-id="10305"/);
  });

  test('a forged or tampered list is ignored', async ({ request }) => {
    const forged = await request.get('/product/10101', {
      headers: { cookie: 'sweet_rv=AAAAAAAAAAAAAAAAAAAAAA~10305~20101' },
    });
    expect(forged.status()).toBe(200);
    expect(await forged.text()).not.toContain('>Recently Viewed</h2>');
  });

  test('a shopper with a session (a bag) sees recently viewed products too', async ({ page }) => {
    await addToBag(page);
    await page.goto('/product/10305');
    await page.goto('/product/10101');
    const recent = page.getByRole('region', { name: 'Recently Viewed' });
    await expect(recent.locator('[data-product-id="10305"]')).toBeVisible();
  });

  test('a crawler gets the whole page, publicly cacheable, without a session', async ({ request }) => {
    const response = await request.get('/product/10101', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(response.headers()['cache-control']).toBe('public, must-revalidate, s-maxage=900');
    const html = await response.text();
    expect(html).toContain('Customers Also Love');
    expect(html).toContain('"@type":"Product"');
  });
});

test.describe('quick view', () => {
  test('"Pick options" on a listing tile opens Pick Item Options; choose and add to bag', async ({ page }) => {
    test.skip(!withJs(), 'Without JavaScript "Pick options" is a link to the product page.');
    await page.goto('/category/dark-truffles');
    const tile = page.locator('[data-testid="product-tile"][data-product-id="10101"]');
    await tile.getByRole('link', { name: 'Pick options' }).click();
    const sheet = page.getByRole('dialog', { name: 'Pick Item Options' });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\/category\/dark-truffles$/);
    await expect(sheet.getByTestId('quick-view-name')).toHaveText('Dark Chocolate Sea Salt Truffles');
    await sheet.getByRole('button', { name: '2 lb' }).click();
    await expect(sheet.getByRole('button', { name: '2 lb' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sheet.getByTestId('price')).toHaveText('$84.95');
    // Choosing changes the sheet, not the URL.
    await expect(page).toHaveURL(/\/category\/dark-truffles$/);
    await sheet.getByRole('button', { name: /^Add to bag/ }).click();
    await expect(page.getByRole('dialog', { name: 'Added to Your Bag' })).toBeVisible();
    await expect(bagCount(page)).toHaveText('1');
  });
});

test.describe('a refused add to bag says why', () => {
  const LIMIT = 'Sorry, you can order at most 2 of this item.';

  test('on the page the shopper came from: the product page (a per-order limit), with JS inline and without it after the redirect', async ({
    page,
  }) => {
    await page.goto('/product/60301');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page
      .locator('#product-add-to-bag')
      .getByRole('button', { name: /^Add to bag/ })
      .click();
    if (withJs())
      await page.getByRole('dialog', { name: 'Added to Your Bag' }).getByRole('button', { name: 'Close' }).click();
    else await expect(page.getByText(/^Added to Your Bag/)).toBeVisible();
    await expect(bagCount(page)).toHaveText('2');

    // A third poster is over the limit of 2 per order.
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
    await page
      .locator('#product-add-to-bag')
      .getByRole('button', { name: /^Add to bag/ })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: LIMIT })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/60301$/);
    await expect(bagCount(page)).toHaveText('2');
  });

  test('by plain post from a product page or a tile: back there with the reason (out of stock, a master without a choice, over the limit)', async ({
    page,
  }) => {
    const refusals = [
      { pid: '10308', quantity: '1', from: '/product/10308', reason: MESSAGES.cannotAddToBag },
      { pid: '10101', quantity: '1', from: '/category/dark-truffles?sort=featured', reason: MESSAGES.cannotAddToBag },
      { pid: '60301', quantity: '3', from: '/search?q=poster', reason: LIMIT },
    ];
    for (const { pid, quantity, from, reason } of refusals) {
      const response = await page.request.post('/cart/add', {
        form: { pid, quantity, redirectTo: from },
        maxRedirects: 0,
      });
      expect(response.status(), `${pid}: redirected back`).toBe(302);
      expect(response.headers()['location'], `${pid}: to the page it came from`).toBe(from);
      const shown = await page.request.get(from);
      expect((await shown.text()).replace(/&#x27;|&#39;/g, "'"), `${from} says why ${pid} was refused`).toMatch(
        new RegExp(`role="alert"[^>]*>(?:(?!</div>).)*${reason.replace(/[.$]/g, '\\$&')}`, 's'),
      );
      // Said once: the next page no longer shows it.
      expect(await (await page.request.get(from)).text()).not.toContain(reason);
    }
  });
});
