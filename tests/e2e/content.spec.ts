import type { Page } from '@playwright/test';
import { PREVIEW_SECRET } from './env.ts';
import { expect, test } from './fixtures.ts';

/**
 * Content pages (content-and-forms §2): one seeded page per block schema, the shop's content pages on
 * the catch-all, preview mode. Rendering is checked at the HTTP level (server-rendered, the same with
 * and without JS); the interactive blocks, the preview drawer and the layout in a real browser.
 */

const httpOnly = () => test.skip(test.info().project.name === 'js', 'HTTP-level: same for both');

/** What each block page must show in its server-rendered HTML. */
const BLOCK_PAGES: Record<string, string[]> = {
  'global-banner': ['Free standard shipping on orders over $75'],
  'global-banner-carousel': ['Gift cards delivered by e-mail in minutes', 'Order by Dec 15 for holiday delivery'],
  'alert-banner': ['Warm weather ahead', 'Shipping details'],
  'countdown-banner': ['Order in time for Valentine’s Day', 'data-countdown', 'seconds'],
  'thin-banner': ['New: build your own box of 12 truffles'],
  'hero-banner': ['Made by Hand, Since 1950', 'Our story'],
  'hero-carousel': [
    'Truffles for Every Occasion',
    'Lollipops in Every Colour',
    'Gifts That Arrive Smiling',
    'aria-roledescription="carousel"',
  ],
  'category-banner': ['Truffles, bark, bars and boxed assortments.'],
  'in-grid-tile': ['Build Your Own Box', 'data-grid-position="3"'],
  'in-grid-double-tile': ['Corporate Gifts Made Easy', 'col-span-2'],
  'alternating-text-image': ['Small Batches, Big Flavour'],
  'alternating-text-image-list': ['Real Ingredients', 'Packed to Travel', 'Shops Near You'],
  'category-card-list': ['Shop by Category', 'href="/category/lollipops"'],
  'feature-cards': ['Same-Day Pickup', 'Gift Cards'],
  'feature-with-products': ['Truffle Season', 'data-testid="product-tile"'],
  'info-card-list': ['Why Shop With Us', 'Happiness Guaranteed'],
  'product-carousel': ['Best Sellers', 'data-testid="product-tile"'],
  'recommendation-carousel': ['You Might Also Like', 'data-testid="product-tile"'],
  'content-text': ['We have been making candy by hand since 1950.', 'href="/company-info/privacy-policy"'],
  headline: ['Sweet Things Happen Here'],
  button: ['Shop all chocolate'],
  video: ['How we pull salt-water taffy', 'href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"'],
  'video-grid': ['From Our Kitchen', 'Hand-dipping truffles', 'Swirling lollipops'],
  accordion: ['<details', 'How long does chocolate stay fresh?'],
  'social-feed': ['Follow the Sweetness', 'href="https://www.instagram.com/sweetshop"'],
  'job-list': ['Featured Jobs', 'VIEW JOB', 'Candy Maker'],
  'help-hint': ['Build-a-box tip'],
  'contact-box': ['Need a Hand?', 'href="tel:18005550199"'],
  'campaign-placeholder': [
    'Enter the Spring Sweepstakes',
    'data-placeholder="campaign-data-collection-form-sweepstakes"',
    'action="/campaign/campaign-holiday-sweepstakes"',
  ],
  // The service forms render in place, posting to their own routes (the campaign's read from its content item).
  placeholder: ['data-placeholder="contact-us-form"', 'action="/contact-us"', 'name="firstName"'],
  'custom-html': [
    'Logo Sleeve Request',
    'src="https://forms.sweetshop.example/logo-sleeve"',
    // The e-catalog marker, replaced server-side by the digital catalog's viewer (models/e-catalog.ts).
    'data-component="e-catalog" data-catalog="online-catalog"',
    'Browse Our Digital Catalog',
    // The PDF from the storefront's own origin (server/image-proxy.ts), never the backend's address.
    'href="/images/catalogs/sweet-shop-digital-catalog.pdf"',
    'Download PDF',
    'href="/catalog-request"',
  ],
  recipe: ['Salted Chocolate Bark', 'Ingredients', 'Method'],
  'side-navigation': ['Our Company', 'href="/company-info/careers"'],
  'recipe-ingredient-banner': ['Shop the Ingredients'],
  'recipes-and-blog': ['Sweet Recipes', 'All Recipes', 'From the Blog', 'All Posts'],
  'personalized-slot': ['New: build your own box of 12 truffles'],
  'missing-slot': ['Missing slotContent'],
};

test.describe('content pages', () => {
  test('every block schema renders server-side on its seeded page, images sized, no unsafe markup', async ({
    page,
  }) => {
    httpOnly();
    const index = await (await page.request.get('/content-blocks')).text();
    const listed = [...index.matchAll(/href="\/content-blocks\/([a-z-]+)"/g)].map((match) => match[1]);
    expect(new Set(listed)).toEqual(new Set(Object.keys(BLOCK_PAGES)));
    for (const [slug, expected] of Object.entries(BLOCK_PAGES)) {
      const response = await page.request.get(`/content-blocks/${slug}`);
      expect(response.status(), slug).toBe(200);
      const html = await response.text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      for (const text of expected) expect.soft(main, `${slug} shows ${text}`).toContain(text.replace(/&/g, '&amp;'));
      if (slug !== 'missing-slot') expect.soft(main, slug).not.toContain('Missing slotContent');
      for (const img of main.match(/<img [^>]*>/g) ?? [])
        expect.soft(img, `${slug}: sized image`).toMatch(/width="\d+"[^>]*height="\d+"/);
      expect.soft(main, slug).not.toMatch(/<script|onclick=|javascript:|onerror=/i);
      expect.soft(main, `${slug}: no third-party frame before a click`).not.toContain('youtube-nocookie');
    }
  });

  test('the shop’s content pages on their paths, with breadcrumbs from Home; other paths are the 404 page', async ({
    page,
  }) => {
    httpOnly();
    const pages: Array<[string, string, string]> = [
      ['/company-info/privacy-policy', 'Privacy Policy', 'We never sell your personal information.'],
      ['/help/shipping-rates', 'Shipping Rates', 'Heat-sensitive items'],
      ['/help/kosher-certificate', 'Kosher Certificate', 'OU-D'],
      ['/company-info/about-us', 'About Us', 'Made by Hand, Since 1950'],
      ['/help/faq', 'Help &amp; FAQ', 'Do you ship in hot weather?'],
      ['/company-info/careers', 'Careers', 'VIEW JOB'],
      ['/recipes', 'Recipes', 'Candy Cane Brownies'],
      ['/recipes/salted-chocolate-bark', 'Salted Chocolate Bark', 'Shop the Ingredients'],
      ['/blog', 'Blog', 'Fundraising That Works'],
      ['/blog/behind-the-truffle', 'Behind the Truffle', 'href="/blog"'],
      ['/sales-tools', 'Sales Tools', 'data-material="60301"'],
    ];
    for (const [path, title, text] of pages) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toContain('public');
      const html = await response.text();
      expect.soft(html, path).toContain(`<title>${title} | Sweet Shop</title>`);
      expect.soft(html, path).toContain(text);
      // Breadcrumbs: Home is a link, the page itself the last crumb and not one.
      const crumbs = html.slice(
        html.indexOf('aria-label="Breadcrumb"'),
        html.indexOf('</nav>', html.indexOf('aria-label="Breadcrumb"')),
      );
      expect.soft(crumbs, path).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
      expect.soft(crumbs, path).toMatch(new RegExp(`<span aria-current="page"[^>]*>${title}</span>`));
    }
    // The sales-tools landing's custom HTML carries the e-catalog: the digital catalog's PDF and the printed one's request.
    const salesTools = await (await page.request.get('/sales-tools')).text();
    expect(salesTools).toMatch(
      /data-catalog="online-catalog"[\s\S]*Browse Our Digital Catalog[\s\S]*Download PDF[\s\S]*<a [^>]*href="\/catalog-request"[^>]*>Request a printed catalog</,
    );
    const faq = await (await page.request.get('/help/faq')).text();
    expect(faq).toContain('aria-label="Customer Service"');
    expect(faq).not.toContain('>Logout<');
    for (const path of ['/no/such/page', '/help/FAQ', '/help/faq/..%2f..%2fetc', '/content-blocks/nope']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Oh fudge!');
    }
  });

  test('preview: refused without the secret; with it a future-dated banner and a customer group’s variation, never publicly cached', async ({
    page,
  }) => {
    httpOnly();
    const refused = await page.request.get('/admin/preview?vseDomain=abc123.staging.bigcontent.io&secret=wrong', {
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(refused.headers()['set-cookie']).toBeUndefined();
    expect(
      (
        await page.request.get('/admin/visualization?vseDomain=abc123.staging.bigcontent.io&key=global-banner')
      ).status(),
    ).toBe(403);

    const before = await (await page.request.get('/sales-tools')).text();
    expect(before).not.toContain('Spring collection: new truffle flavours are here');
    expect(before).toContain('New: build your own box of 12 truffles');

    const spring = Date.UTC(2036, 2, 2);
    const on = await page.request.get(
      `/admin/preview?vseDomain=abc123.staging.bigcontent.io&previewTimestamp=${spring}&previewCustomerGroup=Fundraising&secret=${PREVIEW_SECRET}&path=/sales-tools`,
      { maxRedirects: 0 },
    );
    expect(on.status()).toBe(302);
    expect(on.headers()['location']).toBe('/sales-tools');
    expect(on.headers()['set-cookie']).toMatch(/__content_preview=.+HttpOnly/);
    const preview = await page.request.get('/sales-tools');
    expect(preview.headers()['cache-control']).toBe('private, no-store');
    const html = await preview.text();
    expect(html).toContain('Spring collection: new truffle flavours are here');
    expect(html).toContain('Welcome back, fundraiser: your group earns up to 50% on every box');
    expect(html).toContain('data-preview-drawer');
    expect(html).toContain('<meta name="robots" content="noindex"');
    // Any page in preview, not only content pages, is the editor's alone.
    expect((await page.request.get('/category/chocolate')).headers()['cache-control']).toBe('private, no-store');

    const bare = await (await page.request.get('/admin/visualization?key=global-banner')).text();
    expect(bare).toContain('Spring collection');
    // No header, footer or cookie notice in the markup (the root's data may still carry the shell's texts).
    const markup = bare.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(markup).not.toContain('<footer');
    expect(markup).not.toContain('Join The Sweet List');

    await page.request.get('/admin/preview?exit=1', { maxRedirects: 0 });
    const after = await page.request.get('/sales-tools');
    expect(after.headers()['cache-control']).toContain('public');
    expect(await after.text()).not.toContain('Welcome back, fundraiser');
  });
});

/** The framed form and the video host answer locally: the tests make no third-party request. */
async function stubThirdParties(page: Page, requested: string[]): Promise<void> {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|forms\.sweetshop\.example)\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stub</title><p>stub</p>' });
  });
}

test.describe('interactive content blocks', () => {
  test('hero carousel autoplays and pauses with JS, every slide readable without; the countdown ticks', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/content-blocks/hero-carousel');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.getByRole('heading', { name: 'Gifts That Arrive Smiling' })).toBeAttached();
    if (!javaScriptEnabled) {
      await expect(carousel.getByRole('button')).toHaveCount(0);
    } else {
      await expect(carousel).toHaveAttribute('data-playing', 'true');
      // Rotation speed 6 s: the next slide comes without a click.
      await page.mouse.move(0, 0);
      await expect(carousel).toHaveAttribute('data-active-slide', '1', { timeout: 9000 });
      await carousel.getByRole('button', { name: 'Pause' }).click();
      await page.mouse.move(0, 0);
      await expect(carousel).toHaveAttribute('data-playing', 'false');
      await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible();
    }
    await page.goto('/content-blocks/countdown-banner');
    const seconds = page.locator('[data-countdown] [data-unit="seconds"]');
    const first = await seconds.textContent();
    expect(first).toMatch(/^\d{2} seconds$/);
    if (javaScriptEnabled) await expect(seconds).not.toHaveText(first!, { timeout: 3000 });
  });

  test('a video loads nothing of its host before the click; the accordion opens (details without JS, Radix with it)', async ({
    page,
    javaScriptEnabled,
  }) => {
    const requested: string[] = [];
    await stubThirdParties(page, requested);
    await page.goto('/content-blocks/video');
    const play = page.getByRole('link', { name: 'Play video: How we pull salt-water taffy' });
    await expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(requested).toEqual([]);
    if (javaScriptEnabled) {
      await play.click();
      await expect(page.locator('iframe[title="How we pull salt-water taffy"]')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/,
      );
    }
    await page.goto('/help/faq');
    const answer = page.getByText('Truffles are best within three weeks');
    await expect(answer).toBeHidden();
    await page.getByText('How long does chocolate stay fresh?').click();
    await expect(answer).toBeVisible();
    if (javaScriptEnabled) {
      // Hydrated: the Radix accordion, operable from the keyboard.
      const question = page.getByRole('button', { name: 'How long does chocolate stay fresh?' });
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(answer).toBeHidden();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the preview drawer opens from its button and switches the customer group as a plain form', async ({ page }) => {
    await page.goto(
      `/admin/preview?vseDomain=abc123.staging.bigcontent.io&secret=${PREVIEW_SECRET}&path=/content-blocks/personalized-slot`,
    );
    await expect(page).toHaveURL(/\/content-blocks\/personalized-slot$/);
    await expect(page.getByText('New: build your own box of 12 truffles')).toBeVisible();
    await page.getByText('Preview', { exact: true }).click();
    const drawer = page.getByRole('region', { name: 'Content preview' });
    // The environment links are configuration (CONTENT_PREVIEW_ENVIRONMENTS in playwright.config.ts), to the same page.
    const staging = drawer.getByRole('link', { name: 'Staging' });
    await expect(staging).toBeVisible();
    await expect(staging).toHaveAttribute('href', 'https://staging.example.com/content-blocks/personalized-slot');
    const group = drawer.getByLabel('Personalization');
    await expect(group).toHaveValue('');
    await expect(group.locator('option:checked')).toHaveText('None selected');
    await group.selectOption('VIP');
    await group.locator('xpath=..').getByRole('button', { name: 'Go' }).click();
    await expect(page.getByText('VIP preview: early access to the spring collection')).toBeVisible();
    await expect(page).toHaveURL(/\/content-blocks\/personalized-slot$/);
  });

  test('no seeded content page scrolls sideways or logs a console error, at 390 and 1440 px', async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await stubThirdParties(page, []);
    const paths = [
      ...Object.keys(BLOCK_PAGES).map((slug) => `/content-blocks/${slug}`),
      '/help/faq',
      '/help/shipping-rates',
      '/company-info/careers',
      '/recipes',
      '/blog',
      '/sales-tools',
    ];
    // One load per page; the window is resized between the two widths.
    for (const path of paths) {
      await page.setViewportSize({ width: 390, height: 900 });
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect.soft(scrollWidth, `${path} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
      }
    }
    expect(errors).toEqual([]);
  });
});
