import { expect, test } from './fixtures.ts';

/**
 * Content in the shop's frame (content-and-forms §2): in-grid tiles among a listing's products, placed
 * by their grid position; the chat button and the cookie notice's paths. Checked at the HTTP level
 * (server-rendered, the same with and without JS).
 */

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

/** The grid's cells in order: `P` for a product tile, `T{position}` for a content tile. */
function gridCells(html: string): string[] {
  const grid = /data-testid="product-grid"[\s\S]*?<\/ul>\s*<\/div>/.exec(html)?.[0] ?? '';
  return [...grid.matchAll(/data-testid="(product-tile|content-tile)"(?: data-grid-position="(\d+)")?/g)].map(
    (match) => (match[1] === 'product-tile' ? 'P' : `T${match[2]}`),
  );
}

test.describe('in-grid content tiles', () => {
  test('the category’s tiles sit at their grid positions on the first page; the count and paging stay the products’', async ({
    page,
  }) => {
    const first = await (await page.request.get('/category/chocolate')).text();
    const cells = gridCells(first);
    expect(cells.filter((cell) => cell === 'P')).toHaveLength(12);
    // Positions 3 and 6 count cells: two products, the single tile, two products, the double tile.
    expect(cells.slice(0, 7)).toEqual(['P', 'P', 'T3', 'P', 'P', 'T6', 'P']);
    expect(first).toContain('Build Your Own Box');
    expect(first).toMatch(/data-testid="content-tile" data-grid-position="6" class="col-span-2"/);
    const count = /data-testid="result-count"[^>]*>(\d+) products/.exec(first)?.[1];
    expect(Number(count)).toBeGreaterThan(12);

    const second = await (await page.request.get('/category/chocolate?start=12')).text();
    expect(gridCells(second).every((cell) => cell === 'P')).toBe(true);
    expect(/data-testid="result-count"[^>]*>(\d+) products/.exec(second)?.[1]).toBe(count);
  });

  test('search results take the search listing’s tiles; a category without content has none', async ({ page }) => {
    const search = gridCells(await (await page.request.get('/search?q=chocolate')).text());
    expect(search.indexOf('T6')).toBe(5);
    const other = gridCells(await (await page.request.get('/category/lollipops')).text());
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((cell) => cell === 'P')).toBe(true);
  });
});

test.describe('chat button and cookie notice paths', () => {
  test('the chat button links to the contact page and loads no script; it is not on the bag or checkout', async ({
    page,
  }) => {
    const home = await (await page.request.get('/category/chocolate')).text();
    expect(home).toMatch(/<a data-testid="chat-button"[^>]*href="\/contact-us"/);
    // Every script the page loads is the storefront's own.
    for (const [, src] of home.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) expect(src).toMatch(/^\//);
    // No chat vendor by default (CHAT_SCRIPT_URL unset): nothing third-party referenced, the policy allows none.
    const response = await page.request.get('/');
    const landing = await response.text();
    expect(landing).toMatch(/<a data-testid="chat-button"[^>]*href="\/contact-us"/);
    for (const [, url] of landing.matchAll(/<(?:script|link|iframe|img)[^>]*\s(?:src|href)="([^"]+)"/g))
      expect(url).toMatch(/^\/(?!\/)/);
    // A nonce, or the hashes of the page's own scripts on the rendered-page cache's copy: no other script source.
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self'( '(nonce|sha256)-[^']+')+;/);
    expect(response.headers()['content-security-policy']).toMatch(/connect-src 'self';/);
    for (const path of ['/cart', '/shipping']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toContain('data-testid="chat-button"');
    }
  });

  test('the cookie notice skips the configured paths (by default the privacy policy) and shows elsewhere; header and footer texts from content', async ({
    page,
  }) => {
    const faq = await (await page.request.get('/help/faq')).text();
    expect(faq).toContain('aria-label="Cookie notice"');
    // The footer's pitch comes from the hub's site-texts item; its title, left out there, stays built in.
    expect(faq).toContain('members-only offers');
    expect(faq).toContain('Join The Sweet List');
    // So does the header's shop-finder label.
    expect(faq).toContain('Find a Shop Near You');
    const policy = await page.request.get('/company-info/privacy-policy');
    expect(policy.status()).toBe(200);
    expect(await policy.text()).not.toContain('aria-label="Cookie notice"');
  });
});
