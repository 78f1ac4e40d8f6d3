import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import type { RecordedActivity } from '../../sandbox/src/einstein/routes.ts';
import { SANDBOX_HEADERS, SANDBOX_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

/**
 * Recommendations (catalog spec §2, §4, §7): "Customers Also Love" on the product page and "Recently Viewed" on the
 * 404 page, in the HTML as links for every browser and crawler; the personal list never in a publicly cacheable
 * answer; with JavaScript, each carousel's view and a tile's click reach Einstein (the sandbox's stand-in records
 * them) without holding up the navigation.
 */

const withJs = () => test.info().project.use.javaScriptEnabled !== false;

/** A desktop browser's user agent: Playwright's own says "HeadlessChrome", which counts as a crawler. */
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER_UA });

/** The part of a page's HTML from a carousel's section on (its tiles come first in it). */
function carouselHtml(html: string, recommender: string): string {
  const start = html.indexOf(`data-recommender="${recommender}"`);
  expect(start, `the ${recommender} carousel is in the HTML`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

/** Views products as a browser without JavaScript does: the public page's image records the first, the cookie the rest. */
async function viewProducts(request: APIRequestContext, ids: string[]): Promise<void> {
  for (const id of ids) {
    const page = await request.get(`/product/${id}`);
    expect(page.status()).toBe(200);
    const image = /<img src="(\/recently-viewed\/[^"]+)"/.exec(await page.text())?.[1];
    if (image) expect((await request.get(image, { headers: { 'sec-fetch-site': 'same-origin' } })).status()).toBe(204);
  }
}

async function activities(query: Record<string, string>): Promise<RecordedActivity[]> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/einstein/activities?${new URLSearchParams(query)}`, {
    headers: SANDBOX_HEADERS,
  });
  return ((await response.json()) as { data: RecordedActivity[] }).data;
}

test.describe('in the HTML (HTTP)', () => {
  test.beforeEach(() => {
    test.skip(withJs(), 'HTTP-level: once is enough.');
  });

  test('the product page has "Customers Also Love" as product links, and stays public for a new visitor', async ({
    request,
  }) => {
    const response = await request.get('/product/10101');
    expect(response.headers()['cache-control']).toBe('public, must-revalidate, s-maxage=900');
    const html = await response.text();
    const carousel = carouselHtml(html, 'customers-also-love');
    expect(carousel).toContain('>Customers Also Love</h2>');
    expect(carousel).toMatch(/data-reco-uuid="[0-9a-f-]{36}"/);
    const links = [...carousel.matchAll(/<a [^>]*href="(\/[^"]+\.html)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(2);
    expect(links.every((href) => !href!.endsWith('/10101.html'))).toBe(true);
    // Nobody's own list in the shared page.
    expect(html).not.toContain('>Recently Viewed</h2>');
  });

  test('the 404 page has the products viewed before under "Recently Viewed", answered privately', async ({
    request,
  }) => {
    await viewProducts(request, ['10305', '20101']);
    for (const path of ['/no-such-page', '/404', '/product/99999', '/dark-truffles/nothing/99999.html']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(response.headers()['set-cookie'] ?? '', `${path} starts no session`).not.toContain('sweet_sid');
      const html = await response.text();
      expect(html, path).toContain('Oh fudge!');
      const carousel = carouselHtml(html, 'recently-viewed');
      expect(carousel, path).toContain('>Recently Viewed</h2>');
      // Newest first, each a link to its product.
      expect(
        [...carousel.matchAll(/data-reco-product="([^"]+)"/g)].map((match) => match[1]),
        path,
      ).toEqual(['20101', '10305']);
      expect(carousel, path).toMatch(/<a [^>]*href="\/[^"]*\/20101\.html"/);
    }
  });

  test('a new visitor’s 404 page has no "Recently Viewed"', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('data-recommender=');
  });

  test('the event route takes a carousel’s event and refuses anything else', async ({ request }) => {
    const form = {
      activity: 'viewReco',
      recommender: 'customers-also-love',
      recoUUID: 'http-test-view',
      productIds: '10102',
    };
    expect((await request.post('/recommendations/event', { form })).status()).toBe(204);
    expect((await activities({ recoUUID: 'http-test-view' })).map((entry) => entry.activity)).toEqual(['viewReco']);
    expect(
      (await request.post('/recommendations/event', { form: { ...form, recommender: 'everything' } })).status(),
    ).toBe(400);
    expect((await request.post('/recommendations/event', { form: { ...form, productIds: '<script>' } })).status()).toBe(
      400,
    );
    expect((await request.get('/recommendations/event')).status()).toBe(405);
  });
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script: the page's CSP admits no inline script.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
  });
}

test.describe('events (JavaScript)', () => {
  test.beforeEach(() => {
    test.skip(!withJs(), 'The events are sent by the page’s JavaScript; without it there are none.');
  });

  test('a carousel seen sends viewReco; a tile followed sends clickReco, and the shopper gets there', async ({
    page,
  }) => {
    await page.goto('/product/10305');
    await page.goto('/product/10101');
    const alsoLove = page.locator('[data-recommender="customers-also-love"]');
    await alsoLove.scrollIntoViewIfNeeded();
    const recoUUID = (await alsoLove.getAttribute('data-reco-uuid'))!;
    const shown = await alsoLove
      .locator('[data-reco-product]')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-reco-product')));
    await expect
      .poll(async () =>
        (await activities({ activity: 'viewReco', recoUUID })).some(
          (entry) =>
            JSON.stringify((entry.body.products as Array<{ id: string }>).map((product) => product.id)) ===
            JSON.stringify(shown),
        ),
      )
      .toBe(true);

    const target = shown[1]!;
    await alsoLove.locator(`[data-reco-product="${target}"]`).getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-product-id', target);
    await expect
      .poll(async () =>
        (await activities({ activity: 'clickReco', recoUUID })).some(
          (entry) => (entry.body.product as { id: string }).id === target,
        ),
      )
      .toBe(true);
  });

  test('the 404 page’s "Recently Viewed": seen, clicked, and accessible', async ({ page }) => {
    await page.goto('/product/10305');
    await page.goto('/product/20101');
    await page.goto('/no-such-page');
    const recent = page.locator('[data-recommender="recently-viewed"]');
    await expect(recent.getByRole('heading', { name: 'Recently Viewed' })).toBeVisible();
    await recent.scrollIntoViewIfNeeded();
    const recoUUID = (await recent.getAttribute('data-reco-uuid'))!;
    await expect
      .poll(async () =>
        (await activities({ activity: 'viewReco', recoUUID })).map((entry) =>
          (entry.body.products as Array<{ id: string }>).map((product) => product.id),
        ),
      )
      .toEqual([['20101', '10305']]);
    expect(await axeViolations(page)).toEqual([]);

    await recent.locator('[data-reco-product="10305"]').getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-product-id', '10305');
    await expect
      .poll(async () =>
        (await activities({ activity: 'clickReco', recoUUID })).map(
          (entry) => (entry.body.product as { id: string }).id,
        ),
      )
      .toEqual(['10305']);
  });
});
