/**
 * The session cookie and the session's life: the flags the cookie carries, a new id at sign-in (no
 * fixation), and a session destroyed on the server at sign-out (a replayed cookie is a guest's).
 * The test server runs in production mode over plain http on localhost, and trusts X-Forwarded-*
 * from loopback (TRUST_PROXY), so a request with X-Forwarded-Proto: https is one that came over HTTPS.
 */
import type { APIResponse, Browser, Page } from '@playwright/test';
import { DEMO, expect, latestMail, mailPath, test, uniqueEmail } from './fixtures.ts';
import { addToBag, bagCount } from './http-helpers.ts';
import { STOREFRONT_URL } from './env.ts';

const SESSION_COOKIE = /^sweet_sid=([^;]*)(;.*)?$/;
/** A request that came through a TLS-terminating proxy. */
const HTTPS = { 'x-forwarded-proto': 'https' };

function setCookies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);
}

function sessionCookie(response: APIResponse): { value: string; attributes: string[] } {
  const cookie = setCookies(response).find((value) => value.startsWith('sweet_sid='));
  expect(cookie, 'a session cookie is set').toBeTruthy();
  const [, value, rest] = SESSION_COOKIE.exec(cookie!)!;
  return {
    value: value!,
    attributes: (rest ?? '')
      .split(';')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  };
}

async function signInResponse(page: Page, headers: Record<string, string> = {}): Promise<APIResponse> {
  const response = await page.request.post('/login', {
    form: { email: DEMO.ava.email, password: DEMO.ava.password },
    headers,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return response;
}

/** What another browser holding only this session cookie gets for /account (without following redirects). */
async function accountWith(browser: Browser, sessionId: string): Promise<APIResponse> {
  const other = await browser.newContext({ baseURL: STOREFRONT_URL });
  try {
    await other.addCookies([{ name: 'sweet_sid', value: sessionId, url: STOREFRONT_URL }]);
    const response = await other.request.get('/account', { maxRedirects: 0 });
    await response.body();
    return response;
  } finally {
    await other.close();
  }
}

/** The session id the browser context holds. */
async function sessionId(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sweet_sid')?.value;
}

test('the session cookie is a 256-bit random id: HttpOnly, SameSite=Lax, Secure over HTTPS, whole site', async ({
  page,
}) => {
  const { value, attributes } = sessionCookie(await signInResponse(page, HTTPS));
  expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(attributes).toContain('httponly');
  expect(attributes).toContain('samesite=lax');
  expect(attributes).toContain('path=/');
  expect(attributes.some((attribute) => /^max-age=\d+$/.test(attribute))).toBe(true);
  expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
  // Over HTTPS (behind a TLS-terminating proxy: X-Forwarded-Proto: https, trusted from loopback here).
  expect(attributes).toContain('secure');

  // The browser keeps it as such; scripts cannot read it.
  const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'sweet_sid');
  expect(stored).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });

  // Over plain http, even in production, no Secure: the browser would drop the cookie and the shopper
  // would never be signed in (a shop reached as http://host:3000 from another machine).
  expect(sessionCookie(await signInResponse(page)).attributes).not.toContain('secure');
  if (test.info().project.use.javaScriptEnabled !== false) {
    await page.goto('/account');
    expect(await page.evaluate(() => document.cookie)).not.toContain('sweet_sid');
  }
});

test('the preference cookies (consent, locale) carry the same flags', async ({ page }) => {
  const send = async (headers: Record<string, string>) => {
    const consent = setCookies(
      await page.request.post('/consent', { form: { redirectTo: '/' }, headers, maxRedirects: 0 }),
    );
    const locale = setCookies(
      await page.request.post('/locale', { form: { locale: 'en-CA', redirectTo: '/' }, headers, maxRedirects: 0 }),
    );
    expect(consent.some((cookie) => cookie.startsWith('cookie_consent=1'))).toBe(true);
    expect(locale.some((cookie) => cookie.startsWith('locale=en-CA'))).toBe(true);
    return [...consent, ...locale].map((cookie) => ({
      cookie,
      attributes: cookie.split(';').map((part) => part.trim().toLowerCase()),
    }));
  };
  for (const { cookie, attributes } of await send(HTTPS))
    expect(attributes, cookie).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/']));
  for (const { cookie, attributes } of await send({})) {
    expect(attributes, cookie).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes, `${cookie}: no Secure over plain http`).not.toContain('secure');
  }
});

const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

test('the recently-viewed cookie is Secure over HTTPS only, like the others', async ({ playwright }) => {
  for (const [headers, secure] of [
    [HTTPS, true],
    [{}, false],
  ] as const) {
    // A fresh client each time, with a browser's user agent (crawlers get no list).
    const client = await playwright.request.newContext({ baseURL: STOREFRONT_URL, userAgent: BROWSER_USER_AGENT });
    try {
      const recorded = setCookies(await client.get('/recently-viewed/10305', { headers }));
      const cookie = recorded.find((value) => value.startsWith('sweet_rv='));
      expect(cookie, 'the image sets the recently-viewed cookie').toBeTruthy();
      const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
      expect(attributes.includes('secure'), `Secure ${secure ? 'over HTTPS' : 'not over plain http'}`).toBe(secure);
    } finally {
      await client.dispose();
    }
  }
});

test('signing in issues a new session id: a planted id is never adopted, a guest id is retired', async ({
  page,
  context,
  browser,
}) => {
  // An attacker's id planted in the browser (not a session of the server) is not taken over.
  const planted = 'A'.repeat(43);
  await context.addCookies([{ name: 'sweet_sid', value: planted, url: STOREFRONT_URL }]);
  const first = sessionCookie(await signInResponse(page)).value;
  expect(first).not.toBe(planted);

  // A guest with a bag (a real session) gets a new id at sign-in; the guest's id is gone from the server.
  await context.clearCookies();
  await addToBag(page);
  const guest = await sessionId(page);
  expect(guest).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const signedIn = sessionCookie(await signInResponse(page)).value;
  expect(signedIn).not.toBe(guest);
  expect(signedIn).not.toBe(first);

  const replay = await accountWith(browser, guest!);
  expect(replay.status()).toBe(302);
  expect(replay.headers()['location']).toBe('/login?redirectTo=%2Faccount');
});

test('signing out destroys the session on the server: the old cookie, replayed, is a guest', async ({
  signedInPage: page,
  browser,
}) => {
  const old = await sessionId(page);
  expect(old).toBeTruthy();
  const account = await page.request.get('/account', { maxRedirects: 0 });
  expect(account.status()).toBe(200);

  const logout = await page.request.post('/logout', { form: {}, maxRedirects: 0 });
  expect(logout.status()).toBe(302);
  // The browser's id is cleared (a guest holding nothing has no stored session; the "signed out"
  // message travels in the flash cookie), never the old one again.
  expect(sessionCookie(logout).value).toBe('');
  expect(setCookies(logout).some((cookie) => cookie.startsWith('sweet_flash='))).toBe(true);
  expect(await sessionId(page)).toBeUndefined();

  // Another browser that kept the old cookie (a copied cookie, a shared computer) gets nothing.
  const replay = await accountWith(browser, old!);
  expect(replay.status()).toBe(302);
  expect(replay.headers()['location']).toBe('/login?redirectTo=%2Faccount');
  const other = await browser.newContext({ baseURL: STOREFRONT_URL });
  try {
    await other.addCookies([{ name: 'sweet_sid', value: old!, url: STOREFRONT_URL }]);
    const replayed = await other.newPage();
    await replayed.goto('/');
    await expect(replayed.getByTestId('account-link')).toHaveAttribute('href', '/login');
    await expect(replayed.getByTestId('account-link')).not.toContainText(DEMO.ava.firstName);
  } finally {
    await other.close();
  }
});

test('a guest whose form posts to /logout keeps the bag', async ({ page }) => {
  await addToBag(page);
  expect(await bagCount(page)).toBe('1');
  const response = await page.request.post('/logout', { form: {}, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(await bagCount(page)).toBe('1');
});

test('a password reset signs the customer out everywhere: another signed-in browser is a guest on its next request', async ({
  page,
  browser,
  clientAddress,
}) => {
  // A fresh, verified account of its own (its password changes here).
  const email = uniqueEmail('everywhere');
  const password = 'First!Pass1';
  const registered = await page.request.post('/register', {
    form: { firstName: 'Eve', lastName: 'Where', email, password },
  });
  expect(registered.ok()).toBeTruthy();
  expect((await page.request.get(mailPath(await latestMail(email, 'email-verification')))).ok()).toBeTruthy();

  const other = await browser.newContext({
    baseURL: STOREFRONT_URL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  try {
    for (const request of [page.request, other.request]) {
      const signedIn = await request.post('/login', { form: { email, password }, maxRedirects: 0 });
      expect(signedIn.status()).toBe(302);
      expect((await request.get('/account', { maxRedirects: 0 })).status()).toBe(200);
    }

    // The reset flow, in the first browser.
    expect((await page.request.post('/reset-password', { form: { email } })).ok()).toBeTruthy();
    const link = new URL(mailPath(await latestMail(email, 'password-reset')), STOREFRONT_URL);
    const reset = await page.request.post('/new-password-form', {
      form: {
        token: link.searchParams.get('token')!,
        email,
        password: 'Second!Pass2',
        confirmPassword: 'Second!Pass2',
      },
      maxRedirects: 0,
    });
    expect(reset.status()).toBe(302);
    expect(reset.headers()['location']).toBe('/login');

    // The other browser still holds its cookie, but its session has ended.
    const next = await other.request.get('/account', { maxRedirects: 0 });
    expect(next.status()).toBe(302);
    expect(next.headers()['location']).toBe('/login?redirectTo=%2Faccount');
    // So has the first browser's; it is told to sign in with the new password.
    expect(await (await page.request.get('/login')).text()).toContain(
      'Your password has been reset. Please sign in with your new password.',
    );
    expect((await page.request.get('/account', { maxRedirects: 0 })).status()).toBe(302);
  } finally {
    await other.close();
  }
});
