import { expect, test } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

/**
 * The site frame's static islands (components/static-island.tsx): the footer, the dropdown panels' links and
 * the drawer's menu are the server's markup in the browser, with no component code behind them. Over HTTP: each
 * page's footer posts back to that page; in the browser: their links and forms still go through the router.
 */
test.describe('over HTTP', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

  test('each page’s footer forms name that page, though the markup is rendered once', async ({ request }) => {
    for (const path of ['/login', '/category/chocolate?sz=24&srule=name', '/login']) {
      const html = await (await request.get(path)).text();
      const footer = html.slice(html.indexOf('id="site-footer"'), html.indexOf('</footer>'));
      const redirects = [...footer.matchAll(/name="redirectTo" value="([^"]*)"/g)].map((match) => match[1]);
      expect(redirects).toEqual([path.replaceAll('&', '&amp;'), path.replaceAll('&', '&amp;')]);
      expect(footer).not.toContain('\u{E000}');
      // The islands carry their version; the menu's panels and the drawer share the menu's.
      const versions = [
        ...html.matchAll(/id="(site-footer|drawer-menu|menu-panel-[\w-]+-links)" data-version="([0-9a-z]+)"/g),
      ];
      expect(versions.map((match) => match[1])).toEqual(
        expect.arrayContaining(['site-footer', 'drawer-menu', 'menu-panel-chocolate-links']),
      );
      expect(new Set(versions.filter((match) => match[1] !== 'site-footer').map((match) => match[2])).size).toBe(1);
    }
  });
});

test.describe('in the browser', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'JavaScript only');

  test('footer, dropdown and drawer links navigate without reloading the page', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const stillSameDocument = () =>
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(await stillSameDocument()).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'Chocolate', exact: true }).click();
    await nav.getByRole('link', { name: 'Truffles', exact: true }).first().click();
    await expect(page).toHaveURL(/\/category\/truffles$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Truffles');
    expect(await stillSameDocument()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('summary', { has: page.getByText('Menu', { exact: true }) }).click();
    const drawer = page.locator('details[data-mobile-drawer][open]');
    await drawer.locator('summary', { hasText: 'Lollipops' }).first().click();
    await drawer.getByRole('link', { name: /^Shop All Lollipops/ }).click();
    await expect(page).toHaveURL(/\/category\/lollipops$/);
    await expect(page.locator('details[data-mobile-drawer]')).not.toHaveAttribute('open');
    expect(await stillSameDocument()).toBe(true);
  });

  test('the footer’s locale form posts through the router and comes back to the page; the footer follows the locale', async ({
    page,
  }) => {
    await page.goto('/category/chocolate');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').first().scrollIntoViewIfNeeded();
    await page.getByLabel('Country and language').selectOption('en-CA');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page).toHaveURL(/\/category\/chocolate$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The footer now shows the new choice (rendered in the browser: the document's markup was for en-US).
    await expect(page.getByLabel('Country and language')).toHaveValue('en-CA');
    // Its forms still name the page the shopper is on, after a client-side navigation.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track Your Order' }).first().click();
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.locator('#site-footer input[name="redirectTo"]').first()).toHaveValue('/track-order');
    await page.getByLabel('Country and language').selectOption('en-US');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveURL(/\/track-order$/);
  });

  test('arriving from the checkout, the site frame renders its islands in the browser', async ({ page }) => {
    await addToBag(page);
    await page.goto('/shipping');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await expect(page.locator('#site-footer')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back To Bag' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // A client-side navigation: the footer was rendered in the browser, from its lazily loaded component.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Join The Sweet List')).toBeVisible();
    await expect(page.locator('#site-footer input[name="redirectTo"]').first()).toHaveValue('/cart');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'Chocolate', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Shop all Chocolate' })).toBeVisible();
    await page.keyboard.press('Escape');
    await footer.getByRole('link', { name: 'Gift Card Balance' }).first().click();
    await expect(page).toHaveURL(/\/gift-card-balance$/);
  });
});
