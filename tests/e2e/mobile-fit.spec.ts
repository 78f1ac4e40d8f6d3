import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { STOREFRONT_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

/**
 * The product page on a phone (catalog spec §2 "Product page"), with JavaScript off and on, at 390 × 844: the
 * product's name and rating are in the first screen and nothing (the pinned add-to-bag bar, the chat button) lies
 * on them; the breadcrumb takes one line; the chat button leaves the wish heart uncovered; site tabs, listing
 * filters and the rating are targets of at least 44 px with text of at least 14 px. axe-core finds no content
 * outside a landmark (`region`) on home, a listing and a product page, and no skipped heading level on the order
 * history (it runs only with JavaScript, which it needs).
 */

const PHONE = { width: 390, height: 844 };
const MIN_TAP = 44;
const MIN_TEXT = 14;
const PRODUCT = '/product/10101';
const LISTING = '/category/truffles';

const withJs = () => test.info().project.use.javaScriptEnabled !== false;

test.use({ viewport: PHONE });

test.beforeEach(async ({ context }) => {
  // The cookie notice is answered once and then gone; these tests are about the page under it.
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: STOREFRONT_URL }]);
});

/** Inside the first screen, and the element at its centre is it (or in it): nothing pinned or floating covers it. */
async function expectUncoveredInFirstScreen(page: Page, element: Locator, what: string): Promise<void> {
  await expect(element, `${what} in the first screen`).toBeInViewport({ ratio: 1 });
  const box = (await element.boundingBox())!;
  expect(box.y + box.height, `${what} ends above the fold`).toBeLessThanOrEqual(PHONE.height);
  const onTop = await element.evaluate(
    (node, [x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return Boolean(hit && (hit === node || node.contains(hit)));
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop, `nothing covers ${what}`).toBe(true);
  expect(await page.evaluate(() => window.scrollY), 'the page was not scrolled').toBe(0);
}

/** Every element's tap target at least MIN_TAP high (and wide), and its text at least MIN_TEXT px. */
async function expectTappable(elements: Locator, what: string): Promise<void> {
  const sizes = await elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return {
        text: node.textContent?.trim() ?? '',
        width: box.width,
        height: box.height,
        font: parseFloat(getComputedStyle(node).fontSize),
      };
    }),
  );
  expect(sizes.length, `some ${what}`).toBeGreaterThan(0);
  for (const size of sizes) {
    expect.soft(size.height, `${what} "${size.text}" height`).toBeGreaterThanOrEqual(MIN_TAP);
    expect.soft(size.width, `${what} "${size.text}" width`).toBeGreaterThanOrEqual(MIN_TAP);
    expect.soft(size.font, `${what} "${size.text}" font size`).toBeGreaterThanOrEqual(MIN_TEXT);
  }
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'no sideways scroll').toBeLessThanOrEqual(widths.client);
}

test('product page: name and rating in the first screen, uncovered; a one-line breadcrumb; the chat button clear of the heart', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toHaveText('Dark Chocolate Sea Salt Truffles');
  await expectUncoveredInFirstScreen(page, name, 'the product name');
  const rating = page.getByTestId('product-page').getByRole('link', { name: /^Rated/ });
  await expectUncoveredInFirstScreen(page, rating, 'the rating');
  await expectTappable(rating, 'the rating');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  const lines = await breadcrumb.locator('ol').evaluate((list) => {
    // Items of one line share a middle (they are centred on it), whatever their heights.
    const middles = new Set(
      [...list.children].map((item) =>
        Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2),
      ),
    );
    return middles.size;
  });
  expect(lines, 'the breadcrumb is one line').toBe(1);
  expect((await breadcrumb.boundingBox())!.height, 'breadcrumb height').toBeLessThanOrEqual(MIN_TAP);
  await expectNoSidewaysScroll(page);
  // The wish heart is whole and uncovered, and above the (fixed) chat button, so scrolling down never brings it under.
  const heart = page.getByTestId('product-page').getByTestId('wish-heart').first().getByRole('button');
  await expectUncoveredInFirstScreen(page, heart, 'the wish heart');
  const chat = (await page.getByTestId('chat-button').boundingBox())!;
  const heartBox = (await heart.boundingBox())!;
  expect(heartBox.y + heartBox.height, 'the wish heart lies above the chat button').toBeLessThanOrEqual(chat.y);
  // The chat button sits docked above the pinned add-to-bag bar, not on it.
  const bar = (await page.getByTestId('product-buy-bar').boundingBox())!;
  expect(chat.y + chat.height, 'the chat button clears the add-to-bag bar').toBeLessThanOrEqual(bar.y);
});

test('site tabs and listing filters: 44 px targets, 14 px text; tile ratings 14 px text', async ({ page }) => {
  await page.goto(LISTING);
  const ratingFonts = await page
    .locator('main p:has(> .sr-only:text-is("Rated"))')
    .evaluateAll((nodes) => nodes.map((node) => parseFloat(getComputedStyle(node).fontSize)));
  expect(ratingFonts.length, 'some tiles are rated').toBeGreaterThan(0);
  expect(Math.min(...ratingFonts), 'tile rating font size').toBeGreaterThanOrEqual(MIN_TEXT);
  await expectTappable(
    page.getByRole('navigation', { name: 'Sweet Shop sites' }).locator('a, [aria-current]'),
    'site tab',
  );
  await page.locator('[data-filter-sheet] > summary').click();
  await expectTappable(page.getByTestId('filter-sheet').locator('section a'), 'filter link');
  await expectNoSidewaysScroll(page);
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The nodes axe-core's `rule` finds in violation on the page as it is now. */
async function axeViolations(page: Page, rule: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: [only] }, resultTypes: ['violations'] });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  }, rule);
}

test.describe('axe', () => {
  test.beforeEach(() => {
    // axe-core needs timers, which never run in a page with JavaScript off.
    test.skip(!withJs(), 'axe-core runs in the page');
  });

  for (const path of ['/', LISTING, PRODUCT]) {
    test(`everything on ${path} is inside a landmark (region), on a phone and a desktop`, async ({ page }) => {
      for (const width of [PHONE.width, 1440]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await page.goto(path);
        expect(await axeViolations(page, 'region'), `at ${width} px`).toEqual([]);
      }
    });
  }

  test('order history: heading levels go down one at a time (heading-order)', async ({ signedInPage: page }) => {
    await page.goto('/orders');
    await expect(page.getByTestId('order-summary').first()).toBeVisible();
    expect(await axeViolations(page, 'heading-order')).toEqual([]);
  });
});
