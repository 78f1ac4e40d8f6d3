/**
 * Every redirect target that comes from the request stays on the site: /login's `redirectTo` (query
 * and form), the hidden `redirectTo` of the cookie notice (/consent), the country chooser (/locale),
 * the add-to-bag form (/cart/add) and the back-in-stock sign-up (/back-in-stock). "Stays on the site" is checked the way a browser decides it:
 * the Location resolved with the WHATWG URL parser has the site's origin.
 */
import { DEMO, expect, test } from './fixtures.ts';
import { expectRedirectOnSite, landing } from './http-helpers.ts';
import { STOREFRONT_URL } from './env.ts';

/** Targets that must not lead off the site, raw (as the form field's value after decoding). */
const OFF_SITE: string[] = [
  '//evil.example',
  '//evil.example/account',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  'http:evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http://evil.example',
  'https://evil.example',
  'HTTPS://evil.example',
  `${STOREFRONT_URL.replace('localhost', 'localhost.evil.example')}/account`,
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  '/\t/evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/\r\n/evil.example',
  '/\n/evil.example',
  '/%0d%0a/evil.example',
  '/%0D%0ALocation:%20https://evil.example',
  '/%0d%0aSet-Cookie:%20sweet_sid=fixed',
  ' //evil.example',
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/account/..//evil.example',
  'evil.example',
  '@evil.example',
];

const label = (target: string) => JSON.stringify(target);

test('/login: a redirectTo posted with the sign-in form never leads off the site', async ({ page }) => {
  for (const target of OFF_SITE) {
    const response = await page.request.post('/login', {
      form: { email: DEMO.ava.email, password: DEMO.ava.password, redirectTo: target },
      maxRedirects: 0,
    });
    expectRedirectOnSite(response, `POST /login redirectTo=${label(target)}`);
  }
  // A path on the site is kept.
  const kept = await page.request.post('/login', {
    form: { email: DEMO.ava.email, password: DEMO.ava.password, redirectTo: '/account?tab=orders' },
    maxRedirects: 0,
  });
  expect(kept.headers()['location']).toBe('/account?tab=orders');
});

test('/login: a redirectTo in the address never reaches the form or the register link unless it is a path on the site', async ({
  page,
}) => {
  for (const target of OFF_SITE) {
    const response = await page.request.get(`/login?redirectTo=${encodeURIComponent(target)}`);
    expect(response.status(), label(target)).toBe(200);
    const html = await response.text();
    const hidden = /<input type="hidden" name="redirectTo" value="([^"]*)"/.exec(html)?.[1];
    if (hidden !== undefined)
      expect(landing(hidden.replace(/&amp;/g, '&')).origin, label(target)).toBe(new URL(STOREFRONT_URL).origin);
    const register = /href="(\/register[^"]*)"/.exec(html)?.[1] ?? '/register';
    const back = new URL(register.replace(/&amp;/g, '&'), STOREFRONT_URL).searchParams.get('redirectTo');
    if (back !== null)
      expect(landing(back).origin, `register link for ${label(target)}`).toBe(new URL(STOREFRONT_URL).origin);
  }
});

test('/login: a signed-in shopper sent to /login with a redirectTo stays on the site', async ({
  signedInPage: page,
}) => {
  for (const target of OFF_SITE) {
    const response = await page.request.get(`/login?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expectRedirectOnSite(response, `GET /login?redirectTo=${label(target)}`);
  }
});

test('/consent, /locale, /cart/add and /back-in-stock: their hidden redirectTo never leads off the site', async ({
  page,
}) => {
  for (const target of OFF_SITE) {
    expectRedirectOnSite(
      await page.request.post('/consent', { form: { redirectTo: target }, maxRedirects: 0 }),
      `/consent ${label(target)}`,
    );
    expectRedirectOnSite(
      await page.request.post('/locale', { form: { locale: 'en-US', redirectTo: target }, maxRedirects: 0 }),
      `/locale ${label(target)}`,
    );
  }
  // The add-to-bag form: a handful (each post adds an item).
  for (const target of [
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    'http:evil.example',
    'https://evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
  ]) {
    expectRedirectOnSite(
      await page.request.post('/cart/add', {
        form: { pid: '10301', quantity: '1', redirectTo: target },
        maxRedirects: 0,
      }),
      `/cart/add ${label(target)}`,
    );
    expectRedirectOnSite(
      await page.request.post('/back-in-stock', {
        form: { pid: '10113', email: 'redirects@example.com', redirectTo: target },
        maxRedirects: 0,
      }),
      `/back-in-stock ${label(target)}`,
    );
  }
});

test('in the browser, signing in from a poisoned link lands on a page of this site', async ({ page }) => {
  for (const target of ['//evil.example', '/\\evil.example', '/%09/evil.example']) {
    await page.context().clearCookies();
    await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
    await page.getByLabel('Email').fill(DEMO.ava.email);
    await page.getByLabel('Password').fill(DEMO.ava.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Wait for the sign-in to finish before checking where it went (the login page itself is on the
    // site, and its answer could otherwise set the cookie after the next round cleared them).
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    expect(new URL(page.url()).origin).toBe(new URL(STOREFRONT_URL).origin);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
