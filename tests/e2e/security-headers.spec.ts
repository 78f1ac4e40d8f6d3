/**
 * The response headers every page carries: an enforced Content-Security-Policy with a fresh nonce on
 * every script (or, on a public page served from the rendered-page cache, the hashes of its scripts),
 * and nosniff, Referrer-Policy and framing; HSTS over HTTPS only (the e2e server runs in production
 * over plain http, and trusts X-Forwarded-Proto from loopback); no Server-Timing.
 */
import type { APIResponse } from '@playwright/test';
import { SANDBOX_URL } from './env.ts';
import { inlineScriptHashes } from './http-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Every page type that exists (catalog pages answer too, with 404 before they land). */
const PAGES = [
  '/',
  '/login',
  '/login?redirectTo=%2Faccount',
  '/register',
  '/reset-password',
  '/reset-password?sent',
  '/new-password-form?token=x&email=a%40example.com',
  '/account-confirmation?email=a%40example.com',
  '/maintenance',
  '/404',
  '/no/such/page',
  '/category/chocolate',
  '/product/10301',
  '/search?q=chocolate',
  '/cart',
  '/track-order',
];

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectCommonHeaders(response: APIResponse, label: string): void {
  const headers = response.headers();
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], label).toBe('DENY');
  // Over plain http HSTS means nothing (and a shop reached as http://host:3000 must keep working).
  expect(headers['strict-transport-security'], `${label}: no HSTS over http`).toBeUndefined();
  expect(headers['x-powered-by'], label).toBeUndefined();
  // How long the commerce backend took is nobody's business (SERVER_TIMING=1 is for the bench only).
  expect(headers['server-timing'], `${label}: no Server-Timing`).toBeUndefined();
}

/** Over HTTPS (a TLS-terminating proxy in front), HSTS for a year and the subdomains. */
function expectHsts(response: APIResponse, label: string): void {
  const hsts = response.headers()['strict-transport-security'] ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${label}: HSTS over HTTPS, at least a year`).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(hsts, label).toContain('includeSubDomains');
}

test('every page: an enforced CSP with a per-request nonce on every script (a stored public page: the hashes of its scripts) and nothing inline otherwise', async ({
  page,
}) => {
  const nonces = new Set<string>();
  for (const path of PAGES) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    // The maintenance page itself answers 503 (with Retry-After); every other page less than 500.
    expect(response.status(), path).toBeLessThan(path === '/maintenance' ? 504 : 500);
    if (response.status() >= 300 && response.status() < 400) continue;
    const headers = response.headers();
    expect(headers['content-security-policy-report-only'], path).toBeUndefined();
    const policy = directives(headers['content-security-policy'] ?? '');

    const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
    const nonce = scriptSrc.map((source) => /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(source)?.[1]).find(Boolean);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.length, `${path}: scripts`).toBeGreaterThan(0);
    if (headers['age'] === undefined) {
      expect(nonce, `${path}: script-src has a nonce`).toBeTruthy();
      expect(Buffer.from(nonce!, 'base64').length, `${path}: nonce of 128 bits or more`).toBeGreaterThanOrEqual(16);
      expect(nonces.has(nonce!), `${path}: a fresh nonce`).toBe(false);
      nonces.add(nonce!);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    } else {
      // A public page's stored copy (server/page-cache.ts): the hashes of exactly its inline scripts instead.
      expect(nonce, `${path}: a stored copy carries no nonce`).toBeUndefined();
      expect(html, path).not.toMatch(/\snonce=/);
      const hashes = inlineScriptHashes(html);
      expect(hashes.length, `${path}: inline scripts`).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc, `${path}: every inline script's hash`).toContain(hash);
      expect(scriptSrc.filter((source) => source.startsWith("'sha")).sort(), `${path}: no other hash`).toEqual(
        [...new Set(hashes)].sort(),
      );
    }
    for (const weak of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      '*',
      'http:',
      'https:',
      'data:',
      'blob:',
    ]) {
      expect(scriptSrc, `${path}: script-src without ${weak}`).not.toContain(weak);
    }
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    // Forms post to this origin; the billing form's post may be redirected to the payment providers' pages (the sandbox plays them).
    expect(policy.get('form-action'), path).toEqual(["'self'", SANDBOX_URL]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expectCommonHeaders(response, path);

    // No inline event handlers or javascript: URLs (the policy would block them; the markup should not need them).
    expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html, path).not.toMatch(/(?:href|src|action)\s*=\s*"\s*javascript:/i);
  }
});

test('the same nonce is never served twice for one page', async ({ page }) => {
  const seen = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const policy = (await page.request.get('/login')).headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(seen.has(nonce!)).toBe(false);
    seen.add(nonce!);
  }
});

test('assets, data and health answers carry nosniff and Referrer-Policy too, and HSTS over HTTPS', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  for (const path of ['/', asset!, '/healthz', '/favicon.svg', '/login.data']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    expectCommonHeaders(response, path);
    expectHsts(await page.request.get(path, { headers: { 'x-forwarded-proto': 'https' } }), `${path} over HTTPS`);
  }
});

test('with JavaScript on, pages hydrate and navigate under the policy without a violation', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'needs JavaScript');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Refused to load: CSP ${event.violatedDirective} ${event.blockedURI} on ${location.pathname} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} sample ${event.sample}`,
      ),
    );
  });
  await page.goto('/');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create Account' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/reset-password');
  await page.goto('/category/chocolate');
  await page.goto('/product/10301');
  await page.goto('/search?q=chocolate');
  await page.goto('/no/such/page');
  expect(violations).toEqual([]);
});
