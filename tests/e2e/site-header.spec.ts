/**
 * The header (catalog spec §2): the site-exit warning (catalog spec §2) as a page without JavaScript and as a dialog
 * with it, the phone's search toggle, and the session re-checked on window focus on every page (checkout spec §4).
 * HTTP-level where the markup is the point; a browser only for focus and the dialog.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { STOREFRONT_URL } from './env.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations in `selector` (the part of the page under test: a whole page's run takes too long on a loaded machine). */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (scope) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Element,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document.querySelector(scope)!, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector);
}

test.describe('HTTP', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

  test('another site’s tab leads to the site-exit page, which names the site and offers Continue and Stay, creating no session', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('href="/site-exit?to=volume-savings"');
    expect(home).toContain('href="/site-exit?to=fundraising"');

    const page = await request.get('/site-exit?to=volume-savings', {
      headers: { referer: `${STOREFRONT_URL}/category/chocolate?sort=price` },
    });
    expect(page.status()).toBe(200);
    expect(page.headers()['set-cookie']).toBeUndefined();
    expect(page.headers()['cache-control']).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Continue to Sweet Shop Volume Savings?</h1>');
    // Continue: the configured origin of the site named, not anything from the request.
    expect(html).toMatch(
      /<a href="http:\/\/volume-savings\.localhost:\d+\/" data-testid="site-exit-continue"[^>]*>Continue<\/a>/,
    );
    // Stay: back to the page the shopper came from.
    expect(html).toMatch(/<a[^>]* href="\/category\/chocolate\?sort=price"[^>]*>Stay<\/a>/);

    const fromElsewhere = await (
      await request.get('/site-exit?to=fundraising', { headers: { referer: 'https://evil.example/page' } })
    ).text();
    expect(fromElsewhere).toMatch(/<a[^>]* href="\/"[^>]*>Stay<\/a>/);
    expect(fromElsewhere).not.toContain('evil.example');
  });

  test('the site-exit page refuses any target but another configured site (never an open redirect)', async ({
    request,
  }) => {
    for (const query of ['to=https%3A%2F%2Fevil.example%2F', 'to=%2F%2Fevil.example', 'to=sweet-shop', 'to=', '']) {
      const answer = await request.get(`/site-exit?${query}`, { maxRedirects: 0 });
      expect(answer.status(), query).toBe(400);
      expect(answer.headers()['location'], query).toBeUndefined();
      expect(answer.headers()['set-cookie'], query).toBeUndefined();
      // (The page's own links carry the request's path, encoded, back to this site: no link leads off it.)
      expect(await answer.text(), query).not.toMatch(/href="(https?:)?\/\/evil\.example/);
    }
  });

  test('the phone’s search toggle: a 44 px link to the search form, which its :target shows; the results page keeps the term in the field', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toMatch(/<a href="#site-search" aria-label="Search" class="flex size-11 [^"]*md:hidden"><svg/);
    expect(home).toMatch(
      /<div class="[^"]*max-md:hidden max-md:has-\[:target\]:block[^"]*"><form[^>]* id="site-search"/,
    );

    const results = await (await request.get('/search?q=chocolate')).text();
    expect(results).toMatch(/<input[^>]* id="site-search-q"[^>]* value="chocolate"/);
  });
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'browser behaviour');

  test('a site tab opens the site-exit dialog, usable from the keyboard; Stay returns the focus to the tab', async ({
    page,
  }) => {
    await page.goto('/');
    const tab = page
      .getByRole('navigation', { name: 'Sweet Shop sites' })
      .getByRole('link', { name: 'Volume Savings' });
    await tab.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Continue to Sweet Shop Volume Savings?' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${STOREFRONT_URL}/`);
    await expect(dialog.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      /^http:\/\/volume-savings\.localhost:\d+\/$/,
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Stay' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(tab).toBeFocused();
  });

  test('on a phone the search toggle shows the field and focuses it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const field = page.locator('#site-search-q');
    await expect(field).toBeHidden();
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    expect(await seriousViolations(page, 'header')).toEqual([]);
  });

  test('the window regaining focus re-checks the session (the page’s data again), creating none for a visitor', async ({
    page,
  }) => {
    await page.goto('/category/chocolate');
    const recheck = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.data'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const response = await recheck;
    expect(response.status()).toBe(200);
    expect(await response.headerValue('set-cookie')).toBeNull();
  });
});
