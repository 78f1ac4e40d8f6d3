import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Category and search listings, and the header search (catalog spec §2, §4). Every test runs with
 * JavaScript off (links and GET forms) and on (the router updates the page in place).
 */

const withJs = () => test.info().project.use.javaScriptEnabled !== false;

const tiles = (page: Page) => page.getByTestId('product-tile');
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filters' });

/** The product names of the grid, in order. */
async function tileNames(page: Page): Promise<string[]> {
  return tiles(page).getByRole('heading').allInnerTexts();
}

/** Each tile's price as shown first (the sale price when on sale, the lowest of a range). */
async function tilePrices(page: Page): Promise<number[]> {
  const texts = await tiles(page).getByTestId('price').allInnerTexts();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN));
}

/** A query parameter of the current URL. */
function param(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** With JS, a marker on window survives client-side navigation; a full page load would drop it. */
async function markDocument(page: Page) {
  if (withJs()) await page.evaluate(() => ((window as unknown as { listingMarker: number }).listingMarker = 1));
}
async function expectSameDocument(page: Page) {
  if (withJs())
    expect(await page.evaluate(() => (window as unknown as { listingMarker?: number }).listingMarker)).toBe(1);
}

test.describe('category listing', () => {
  test('opens from the menu with breadcrumbs, count, tiles and a canonical link', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // With JavaScript the entry is a disclosure button; its panel starts with "Shop all".
    if (javaScriptEnabled) {
      await nav.getByRole('button', { name: 'Chocolate', exact: true }).click();
      await nav.getByRole('link', { name: 'Shop all Chocolate' }).click();
    } else {
      await nav.getByRole('link', { name: 'Chocolate', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/category\/chocolate$/);
    // Out of the mega menu's hover area, so its dropdown does not cover the page.
    await page.mouse.move(5, 700);
    await expect(page.getByRole('heading', { level: 1, name: 'Chocolate' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(/^\d+ products$/);
    await expect(tiles(page)).toHaveCount(12);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Chocolate');
    await expect(crumbs.getByRole('link', { name: 'Chocolate' })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/chocolate$/);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/category\/chocolate\?start=12$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('a deep category from its URL: the whole path in the breadcrumbs, subcategories as links', async ({ page }) => {
    const response = await page.goto('/category/truffles');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('public');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', /Chocolate/, /Boxed Chocolates/, /Truffles/]);
    await expect(crumbs.getByRole('link', { name: 'Boxed Chocolates' })).toHaveAttribute(
      'href',
      '/category/chocolate-boxes',
    );
    await filters(page)
      .getByRole('link', { name: /Dark Chocolate Truffles/ })
      .click();
    await expect(page).toHaveURL(/\/category\/dark-truffles$/);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Dark Chocolate Truffles');
  });

  test('refines by price (one value) and size (several), then removes and clears them', async ({ page }) => {
    await page.goto('/category/chocolate?start=12');
    await markDocument(page);
    const total = Number((await page.getByTestId('result-count').innerText()).split(' ')[0]);

    // Price is single-select: choosing another range replaces the first. Selecting removes the offset.
    await filters(page)
      .getByRole('link', { name: /^\$10 - \$24\.99/ })
      .click();
    await expect.poll(() => param(page, 'refine1')).toBe('price=(10..25)');
    expect(param(page, 'start')).toBeNull();
    await expect(filters(page).getByRole('link', { name: /^\$10 - \$24\.99/ })).toHaveAttribute('aria-current', 'true');
    await filters(page)
      .getByRole('link', { name: /^\$25 - \$49\.99/ })
      .click();
    await expect.poll(() => param(page, 'refine1')).toBe('price=(25..50)');
    await expect(filters(page).getByRole('link', { name: /^\$10 - \$24\.99/ })).not.toHaveAttribute(
      'aria-current',
      'true',
    );
    const priced = Number((await page.getByTestId('result-count').innerText()).split(' ')[0]);
    expect(priced).toBeLessThan(total);
    // A product is in the range when one of its variants is: its shown range overlaps $25-$50 (a sale
    // tile shows the lowest sale price beside its list price, not the range, so it is left out).
    for (const text of (await tiles(page).getByTestId('price').allInnerTexts()).filter(
      (shown) => !shown.includes('was'),
    )) {
      const amounts = [...text.matchAll(/\$([\d,]+\.\d{2})/g)].map((match) => Number(match[1]!.replace(/,/g, '')));
      expect(Math.max(...amounts), text).toBeGreaterThanOrEqual(25);
      expect(Math.min(...amounts), text).toBeLessThan(50);
    }

    // Size is multi-select: values are joined with a pipe.
    await filters(page).getByRole('link', { name: /^8 oz/ }).click();
    await expect.poll(() => param(page, 'refine2')).toBe('c_size=8oz');
    await filters(page).getByRole('link', { name: /^1 lb/ }).click();
    await expect.poll(() => param(page, 'refine2')).toBe('c_size=8oz|1lb');
    await expect(filters(page).getByRole('link', { name: /^8 oz/ })).toHaveAttribute('aria-current', 'true');
    await expect(filters(page).getByRole('link', { name: /^1 lb/ })).toHaveAttribute('aria-current', 'true');

    // The selected filters: one removed, then all cleared (back to the plain path).
    const selected = page.getByTestId('selected-refinements');
    await selected.getByRole('link', { name: /Remove filter Size: 1 lb/ }).click();
    await expect.poll(() => param(page, 'refine2')).toBe('c_size=8oz');
    await selected.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/category\/chocolate$/);
    await expect(page.getByTestId('result-count')).toHaveText(`${total} products`);
    await expect(page.getByTestId('selected-refinements')).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('only values with hits are offered', async ({ page }) => {
    await page.goto('/category/chocolate');
    const counts = await filters(page).getByRole('link').allInnerTexts();
    expect(counts.length).toBeGreaterThan(0);
    for (const text of counts) expect(Number(/\((\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
  });

  test('sorts by price, low to high, keeping the refinements', async ({ page }) => {
    await page.goto('/category/chocolate?refine1=c_isNew%3Dtrue');
    await markDocument(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price Low To High' });
    // Without JS the form needs its button; with JS a change submits at once.
    if (!withJs()) await page.getByTestId('sort-form').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => param(page, 'sort')).toBe('price-low-to-high');
    expect(param(page, 'refine1')).toBe('c_isNew=true');
    await expect(sort).toHaveValue('price-low-to-high');
    // With JS the list re-renders in place: wait for the sorted list rather than reading it mid-update.
    const ascending = (values: number[]) =>
      values.length > 1 && values.every((value, index) => index === 0 || values[index - 1]! <= value);
    await expect.poll(async () => ascending(await tilePrices(page))).toBe(true);
    const prices = await tilePrices(page);

    // High to low is the reverse order.
    await sort.selectOption({ label: 'Price High To Low' });
    if (!withJs()) await page.getByTestId('sort-form').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => param(page, 'sort')).toBe('price-high-to-low');
    await expect.poll(() => tilePrices(page)).toEqual([...prices].sort((a, b) => b - a));
    await expectSameDocument(page);
  });

  test('pages through: page 2 differs, previous comes back', async ({ page }) => {
    await page.goto('/category/chocolate');
    const first = await tileNames(page);
    expect(first).toHaveLength(12);
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => param(page, 'start')).toBe('12');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const second = await tileNames(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/category\/chocolate$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');

    await pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/category\/chocolate$/);
    await expect.poll(() => tileNames(page)).toEqual(first);

    await pages.getByRole('link', { name: 'Page 3' }).click();
    await expect.poll(() => param(page, 'start')).toBe('24');
  });

  test('an offset past the end goes to the last page', async ({ page }) => {
    await page.goto('/category/chocolate?start=9000');
    const start = Number(param(page, 'start'));
    expect(start).toBeLessThan(9000);
    expect(start % 12).toBe(0);
    await expect(tiles(page).first()).toBeVisible();
  });

  test('unknown categories are the 404 page', async ({ page }) => {
    for (const path of ['/category/no-such-category', '/category/%3Cscript%3E']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oh fudge!' })).toBeVisible();
    }
  });

  test('on a phone the filters open as a sheet over the products, closed by "Show N results"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/category/chocolate');
    const price = filters(page).getByRole('link', { name: /^\$10 - \$24\.99/ });
    const showResults = page.getByTestId('show-results');
    await expect(price).toBeHidden();
    // Closed, the filters take one button's height: the products start in the first screen.
    await expect(tiles(page).first()).toBeInViewport();
    await filters(page).locator('summary', { hasText: 'Filter' }).click();
    await expect(price).toBeInViewport();
    const resultCount = page.getByTestId('result-count');
    const unfiltered = await resultCount.innerText();
    await price.click();
    await expect.poll(() => param(page, 'refine1')).toBe('price=(10..25)');
    // With JavaScript the address changes a moment before the page does: wait for the new count.
    await expect(resultCount).not.toHaveText(unfiltered);
    const count = (await resultCount.innerText()).split(' ')[0];
    // With JavaScript the sheet stays open while the count follows; without, the page reloads with it closed.
    if (!withJs()) await filters(page).locator('summary', { hasText: 'Filter' }).click();
    await expect(showResults).toHaveText(`Show ${count} results`);
    await showResults.click();
    await expect(price).toBeHidden();
    await expect(tiles(page).first()).toBeInViewport();
    expect(param(page, 'refine1')).toBe('price=(10..25)');
  });
});

test.describe('search', () => {
  test('the header search finds chocolate; on the results page the field holds the term', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search');
    const field = search.getByRole('searchbox').or(search.getByRole('combobox'));
    await field.fill('chocolate');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=chocolate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “chocolate”' })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    expect(Number((await page.getByTestId('result-count').innerText()).split(' ')[0])).toBeGreaterThan(12);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect(field).toHaveValue('chocolate');
    // Another page: the field is empty again; a results page loaded as it is holds its term.
    await page.goto('/category/truffles');
    await expect(field).toHaveValue('');
    await page.goto('/search?q=dark%20truffles');
    await expect(field).toHaveValue('dark truffles');
  });

  test('search results refine, sort and clear back to the term', async ({ page }) => {
    await page.goto('/search?q=chocolate');
    await filters(page)
      .getByRole('link', { name: /^On Sale/ })
      .click();
    await expect.poll(() => param(page, 'refine1')).toBe('c_isSale=true');
    expect(param(page, 'q')).toBe('chocolate');
    await page.getByTestId('selected-refinements').getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/search\?q=chocolate$/);
  });

  test('an empty search goes home', async ({ page }) => {
    await page.goto('/search?q=chocolate');
    const search = page.getByRole('search');
    await search.getByLabel('Search', { exact: true }).fill('');
    await search.getByRole('button', { name: 'Submit search' }).click();
    await expect(page).toHaveURL(/\/$/);
    const response = await page.goto('/search?q=%20');
    expect(new URL(response!.url()).pathname).toBe('/');
  });

  test('searching again for the term on screen goes home (JS)', async ({ page }) => {
    test.skip(!withJs(), 'the page being shown is only known in the browser');
    await page.goto('/search?q=chocolate');
    const field = page.getByRole('search').getByLabel('Search', { exact: true });
    await field.fill('Chocolate');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the term selected in the field is replaced by what is typed, also when the suggestions take the field over (JS)', async ({
    page,
  }) => {
    test.skip(!withJs(), 'the combobox replaces the plain field only with JavaScript');
    // Hold the suggestions' code, so the plain field is replaced only after the shopper selected its term.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/search-suggestions-[^/]*\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search?q=chocolate');
    const plain = page.getByRole('searchbox', { name: 'Search' });
    await expect(plain).toHaveValue('chocolate');
    await plain.focus();
    await plain.selectText();
    release();
    const combobox = page.getByRole('combobox', { name: 'Search' });
    await expect(combobox).toBeFocused();
    await page.keyboard.type('caramel');
    await expect(combobox).toHaveValue('caramel');
  });

  test('nothing found: the message, the did-you-mean phrase, categories and best sellers', async ({ page }) => {
    await page.goto('/search?q=trufle');
    await expect(page.getByTestId('no-results')).toHaveText(
      'Sorry, we couldn’t find anything matching your search. Check the spelling or try a more general term.',
    );
    await expect(
      page.getByTestId('search-categories').getByRole('link', { name: 'Chocolate', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
    await page.getByTestId('did-you-mean').getByRole('link', { name: 'truffle', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=truffle$/);
    await expect(tiles(page).first()).toBeVisible();
  });
});

test.describe('search suggestions', () => {
  test('typing "choc" suggests products; choosing one opens it', async ({ page }) => {
    test.skip(!withJs(), 'suggestions need JavaScript; without it the field is a plain search form');
    await page.goto('/');
    const field = page.getByRole('search').getByLabel('Search', { exact: true });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    // Until the shopper reaches for it, the server's plain field: the combobox's code comes with the focus.
    await expect(field).not.toHaveAttribute('role', 'combobox');
    await field.pressSequentially('ch');
    await expect(field).toHaveAttribute('role', 'combobox');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('ch');
    // Two characters send nothing.
    await page.waitForTimeout(400);
    await expect(field).toHaveAttribute('aria-expanded', 'false');

    // Arrow keys move the active option; Escape closes the list; arrows reopen it; a click outside closes it.
    await field.fill('truffles');
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await field.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await field.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await page.mouse.click(5, 710);
    await expect(listbox).toBeHidden();

    // "choc": the first 6 products are suggestions, the rest recommended products.
    await field.fill('choc');
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const suggestions = listbox.getByRole('group', { name: 'Suggestions' }).getByRole('option');
    await expect(suggestions).toHaveCount(6);
    await expect(
      listbox.getByRole('group', { name: 'Recommended products' }).getByRole('option').first(),
    ).toBeVisible();

    // Search-term rows complete the word being typed; an option never wraps a link (axe: nested-interactive).
    await expect(
      listbox.getByRole('group', { name: 'Search terms' }).getByRole('option', { name: 'chocolate', exact: true }),
    ).toBeVisible();
    await expect(listbox.getByRole('link')).toHaveCount(0);

    // Choosing a suggestion opens that product, closes the list and clears the field.
    const first = suggestions.first();
    const name = await first.locator('span.font-semibold').innerText();
    await first.click();
    await expect(page).toHaveURL(/\/\d+\.html$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(listbox).toBeHidden();
    await expect(field).toHaveValue('');

    // A term nothing matches says so.
    await field.fill('zzqxv');
    await expect(page.locator('[data-suggestions-state="none"]')).toHaveText('No matches for “zzqxv”');
  });

  test('Enter on the active suggestion opens it', async ({ page }) => {
    test.skip(!withJs(), 'suggestions need JavaScript');
    await page.goto('/category/lollipops');
    const field = page.getByRole('search').getByLabel('Search', { exact: true });
    await field.fill('lollipop');
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    // Options hold no links (axe: nested-interactive); the first is a search-term row, which runs that search.
    const term = (await options.first().innerText()).trim();
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}$`));
  });

  test('the suggestion data is small and cacheable', async ({ request }) => {
    const short = await request.get('/search/suggestions?q=ch');
    expect(await short.json()).toEqual({ q: '', terms: [], suggestions: [], recommended: [], categories: [] });
    const response = await request.get('/search/suggestions?q=choc');
    expect(response.headers()['cache-control']).toBe('public, max-age=60');
    const body = (await response.json()) as { suggestions: Array<Record<string, unknown>>; recommended: unknown[] };
    expect(body.suggestions).toHaveLength(6);
    expect(Object.keys(body.suggestions[0]!).sort()).toEqual(['href', 'id', 'image', 'name', 'price']);
  });
});
