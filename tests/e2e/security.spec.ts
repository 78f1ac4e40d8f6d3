import { DEMO, expect, test } from './fixtures.ts';

const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;
const TOKEN_WORDS = /access_?token|refresh_?token|id_token|"usid"/i;

test('no SLAS token reaches the browser: not in cookies, HTML, script data or storage', async ({ page, context }) => {
  const bodies: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'fetch', 'xhr'].includes(type) || response.status() >= 300) return;
    bodies.push({ url: response.url(), body: await response.text().catch(() => '') });
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.ava.email);
  await page.getByLabel('Password').fill(DEMO.ava.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('link', { name: 'Sweet Shop' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();

  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'sweet_sid');
  expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  for (const cookie of cookies) {
    expect(cookie.value, `cookie ${cookie.name}`).not.toMatch(JWT);
    expect(cookie.value.length, `cookie ${cookie.name}`).toBeLessThanOrEqual(64);
  }

  expect(bodies.length).toBeGreaterThan(2);
  for (const { url, body } of bodies) {
    expect(body, url).not.toMatch(JWT);
    expect(body, url).not.toMatch(TOKEN_WORDS);
  }
  const html = await page.content();
  expect(html).not.toMatch(JWT);

  if (test.info().project.use.javaScriptEnabled !== false) {
    const storage = await page.evaluate(() =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
    );
    expect(storage).not.toMatch(JWT);
    expect(storage).not.toContain(session!.value);
  }
});

test('documents carry an enforced CSP whose nonce is on every script', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const html = await response!.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  // With JavaScript on, hydration and a client-side navigation run under the policy without violations.
  if (test.info().project.use.javaScriptEnabled !== false) {
    await page.getByRole('link', { name: 'Create Account' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
  }
  expect(violations).toEqual([]);
});

test('a cross-site form post is refused; the same post from the site works', async ({ page }) => {
  const refused = await page.request.post('/login', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    form: { email: DEMO.ava.email, password: DEMO.ava.password },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);

  const accepted = await page.request.post('/login', {
    headers: { 'sec-fetch-site': 'same-origin' },
    form: { email: DEMO.ava.email, password: DEMO.ava.password },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(302);
  expect(accepted.headers()['location']).toBe('/account');
});
