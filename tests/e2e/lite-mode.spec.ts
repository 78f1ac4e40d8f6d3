import { expect, test } from './fixtures.ts';

/**
 * Lite mode over HTTP: with `Save-Data: on` or the footer's choice, pages come without the
 * JavaScript bundle (no module scripts, no preloads), and the rendered-page cache keeps the two
 * kinds apart. Shopping without scripts is what the no-JS project tests everywhere else.
 */
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

const scriptsOf = (html: string) =>
  html.match(/<script\b[^>]*\bsrc=|<link\b[^>]*rel="modulepreload"|type="module"/g) ?? [];

test('Save-Data: on sends the page without its scripts; the full page keeps them; the two are cached apart', async ({
  request,
}) => {
  const path = `/product/10301?lite-probe=${Date.now()}`;
  for (let round = 0; round < 2; round += 1) {
    const lite = await request.get(path, { headers: { 'save-data': 'on' } });
    expect(lite.status()).toBe(200);
    const liteHtml = await lite.text();
    expect(scriptsOf(liteHtml)).toEqual([]);
    expect(liteHtml).toContain('Full site');
    expect(liteHtml).toMatch(/<form[^>]*action="\/cart\/add"/);
    expect(lite.headers()['vary']).toMatch(/Save-Data/i);

    const full = await request.get(path);
    const fullHtml = await full.text();
    expect(scriptsOf(fullHtml).length).toBeGreaterThan(0);
    expect(fullHtml).toContain('Lite mode');
  }
});

test('the footer’s choice: Lite mode without Save-Data, Full site over it', async ({ page }) => {
  const on = await page.request.post('/lite-mode', {
    form: { mode: 'lite', redirectTo: '/category/chocolate' },
    maxRedirects: 0,
  });
  expect(on.status()).toBe(302);
  expect(on.headers()['location']).toBe('/category/chocolate');
  expect(on.headers()['set-cookie']).toMatch(/lite_mode=lite;.*HttpOnly/);
  expect(scriptsOf(await (await page.request.get('/category/chocolate')).text())).toEqual([]);

  await page.request.post('/lite-mode', { form: { mode: 'full', redirectTo: '/' } });
  const full = await page.request.get('/category/chocolate', { headers: { 'save-data': 'on' } });
  expect(scriptsOf(await full.text()).length).toBeGreaterThan(0);

  // Nothing but the two choices, and never a session.
  const junk = await page.request.post('/lite-mode', {
    form: { mode: 'turbo', redirectTo: 'https://evil.example/' },
    maxRedirects: 0,
  });
  expect(junk.status()).toBe(302);
  expect(junk.headers()['location']).toBe('/');
  expect(junk.headers()['set-cookie']).toBeUndefined();
});
