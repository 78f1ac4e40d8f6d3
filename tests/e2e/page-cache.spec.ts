import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { PREVIEW_SECRET, STOREFRONT_PORT, STOREFRONT_URL } from './env.ts';
import { addToBag, inlineScriptHashes } from './http-helpers.ts';
import { DEMO, expect, signIn, test } from './fixtures.ts';

/**
 * The rendered-page cache (server/page-cache.ts) over HTTP: anonymous catalog pages come from memory
 * (`Age`), the first answer as rendered (under its nonce), every copy after it under the hashes of the
 * page's inline scripts and with the policy otherwise unchanged, as the Brotli, gzip or plain copy the
 * client takes; a session's page, a bag, a preview and a customer group's variation are never served
 * from the shared copy, nor stored in it. That the pages go with the catalog cache's clearing is proven
 * where it can be triggered, in tests/unit/page-cache.test.ts; that a cached page hydrates under its
 * hashes, with JavaScript on, at the end of this file. A page rendered for one shopper goes out in one
 * piece when its data is all there (app/entry.server.tsx).
 */

const policyNonce = (policy: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];

/** The script-src sources of a policy. */
const scriptSources = (policy: string) => /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

/** A cached copy's policy and page agree: no nonce anywhere, a hash for every inline script and no other. */
function expectHashedCopy(policy: string, html: string, rendered: string, label: string): void {
  expect(policyNonce(policy), `${label}: no nonce in the policy`).toBeUndefined();
  expect(html, `${label}: no nonce attribute`).not.toMatch(/\bnonce=/);
  const hashes = inlineScriptHashes(html);
  expect(hashes.length, `${label}: inline scripts`).toBeGreaterThan(2);
  const sources = scriptSources(policy);
  for (const hash of hashes) expect(sources, `${label}: every inline script admitted`).toContain(hash);
  expect(sources.filter((source) => source.startsWith("'sha256-")).sort(), `${label}: no other hash`).toEqual(
    [...new Set(hashes)].sort(),
  );
  // The rest of the policy is the rendered one.
  expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(rendered.replace(/ 'nonce-[^']+'/, ''));
}

/** An answer as sent, its body undecoded (the test runner's own client decodes it). */
function raw(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: 'localhost', port: STOREFRONT_PORT, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test.describe('over HTTP', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

  test('an anonymous page is rendered once and served from memory, every copy under the hashes of its scripts', async ({
    request,
  }) => {
    const path = `/category/chocolate?sz=12&cache-probe=${Date.now()}`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()['age']).toBeUndefined();
    // The rendered answer: under its nonce, on every script.
    const rendered = first.headers()['content-security-policy'] ?? '';
    const nonce = policyNonce(rendered);
    expect(nonce).toBeTruthy();
    const renderedHtml = await first.text();
    for (const tag of renderedHtml.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    // Every copy: the same page without the nonce attributes, the same policy with the scripts' hashes for the nonce.
    for (const response of [await request.get(path), await request.get(path)]) {
      expect(response.headers()['age']).toMatch(/^\d+$/);
      expect(response.headers()['cache-control']).toContain('public');
      const html = await response.text();
      expect(html).toBe(renderedHtml.split(` nonce="${nonce}"`).join(''));
      expectHashedCopy(response.headers()['content-security-policy'] ?? '', html, rendered, path);
    }
  });

  test('a cached page is sent as the Brotli, gzip or plain copy the client takes, each under hashes that match what it holds, and answers HEAD', async ({
    request,
  }) => {
    const path = `/product/10101?cache-probe=encodings-${Date.now()}`;
    const rendered = (await request.get(path)).headers()['content-security-policy'] ?? '';
    // The compressed copies are made off the request path: a hit finds them once they are in.
    await expect
      .poll(async () => (await raw(path, { 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-length'])
      .toBeTruthy();
    const decoded: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
    const pages = new Set<string>();
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.2', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const label = `Accept-Encoding: ${acceptEncoding ?? '(none)'}`;
      const response = await raw(path, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
      expect(response.status, label).toBe(200);
      expect(response.headers['age'], label).toMatch(/^\d+$/);
      expect(response.headers['content-encoding'], label).toBe(encoding);
      expect(Number(response.headers['content-length']), label).toBe(response.body.length);
      expect(response.headers['vary'], label).toBe('Cookie, Save-Data, Accept-Encoding');
      const html = (encoding ? decoded[encoding]!(response.body) : response.body).toString();
      expectHashedCopy(String(response.headers['content-security-policy']), html, rendered, label);
      pages.add(html);
    }
    expect(pages.size).toBe(1);

    const head = await raw(path, { 'accept-encoding': 'gzip, deflate, br, zstd' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['age']).toMatch(/^\d+$/);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(
      scriptSources(String(head.headers['content-security-policy'])).some((source) => source.startsWith("'sha256-")),
    ).toBe(true);
  });

  test('a signed-in shopper’s page is never the shared copy, and never becomes it', async ({ page, request }) => {
    const path = `/category/chocolate?cache-probe=signed-in-${Date.now()}`;
    await request.get(path);
    expect((await request.get(path)).headers()['age']).toBeDefined();

    await signIn(page, DEMO.ava);
    const mine = await page.request.get(path);
    expect(mine.headers()['age']).toBeUndefined();
    expect(mine.headers()['cache-control']).toBe('private, no-store');
    expect(await mine.text()).toContain(DEMO.ava.firstName);

    // The anonymous copy is untouched by the signed-in render.
    const anonymous = await request.get(path);
    expect(anonymous.headers()['age']).toBeDefined();
    expect(await anonymous.text()).not.toContain(DEMO.ava.firstName);
  });

  test('a guest with a bag gets their own page (the bag count), never the shared one', async ({ page, request }) => {
    const path = `/product/10301?cache-probe=bag-${Date.now()}`;
    await request.get(path);
    expect((await request.get(path)).headers()['age']).toBeDefined();
    await addToBag(page);
    const mine = await page.request.get(path);
    expect(mine.headers()['age']).toBeUndefined();
    expect(await mine.text()).toMatch(/data-testid="bag-count"[^>]*>1</);
  });

  test('a shopper’s page whose data is all there goes out in one piece: with its length, or as one compressed stream', async ({
    page,
  }) => {
    await addToBag(page);
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const plain = await raw('/cart', { cookie, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['age']).toBeUndefined();
    expect(plain.headers['transfer-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const html = plain.body.toString();
    expect(html).toMatch(/<\/html>$/);
    // Every part rendered in place: none sent later and swapped in by an inline script.
    expect(html).not.toContain('$RC(');
    const compressed = await raw('/cart', { cookie, 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
  });

  test('a content editor’s preview is never served from, nor stored in, the shared copy', async ({ page, request }) => {
    const path = `/sales-tools?cache-probe=${Date.now()}`;
    const shared = await request.get(path);
    expect(await shared.text()).not.toContain('Spring collection: new truffle flavours are here');
    const spring = Date.UTC(2036, 2, 2);
    const on = await page.request.get(
      `/admin/preview?vseDomain=abc123.staging.bigcontent.io&previewTimestamp=${spring}&secret=${PREVIEW_SECRET}&path=/sales-tools`,
      {
        maxRedirects: 0,
      },
    );
    expect(on.status()).toBe(302);
    const preview = await page.request.get(path);
    expect(preview.headers()['age']).toBeUndefined();
    expect(await preview.text()).toContain('Spring collection: new truffle flavours are here');
    const after = await request.get(path);
    expect(await after.text()).not.toContain('Spring collection: new truffle flavours are here');
  });

  test('a preview of a customer group’s content is its own page, on a page the cache shares', async ({
    page,
    request,
  }) => {
    const path = `/category/chocolate?cache-probe=preview-${Date.now()}`;
    await request.get(path);
    const shared = await request.get(path);
    expect(shared.headers()['age']).toBeDefined();
    const on = await page.request.get(
      `/admin/preview?vseDomain=abc123.staging.bigcontent.io&previewCustomerGroup=Fundraising&secret=${PREVIEW_SECRET}&path=/category/chocolate`,
      {
        maxRedirects: 0,
      },
    );
    expect(on.status()).toBe(302);
    const preview = await page.request.get(path);
    expect(preview.headers()['age']).toBeUndefined();
    expect(preview.headers()['cache-control']).toBe('private, no-store');
    expect((await request.get(path)).headers()['age']).toBeDefined();
  });

  test.describe('a customer group', () => {
    // The fundraising site, where Maria's account (customer groups Registered and Fundraising) lives; the
    // test runner's HTTP client does not resolve *.localhost, so the site is chosen by the Host header.
    let anonymous: APIRequestContext;
    let maria: APIRequestContext;
    test.beforeEach(async ({ clientAddress }) => {
      const options = {
        baseURL: STOREFRONT_URL,
        extraHTTPHeaders: { host: `fundraising.localhost:${STOREFRONT_PORT}`, 'x-forwarded-for': clientAddress },
      };
      [anonymous, maria] = await Promise.all([
        playwrightRequest.newContext(options),
        playwrightRequest.newContext(options),
      ]);
    });
    test.afterEach(async () => Promise.all([anonymous?.dispose(), maria?.dispose()]));

    test('a shopper in a customer group gets their own rendering, never the shared copy, which stays the anonymous one', async () => {
      const path = `/category/chocolate?cache-probe=group-${Date.now()}`;
      await anonymous.get(path);
      const shared = await anonymous.get(path);
      expect(shared.headers()['age']).toBeDefined();
      expect(await shared.text()).not.toContain('Maria');

      // Her session cookie, sent by hand: the client's cookie jar files it under the Host header's name.
      const login = await maria.post('/login', {
        form: { email: 'maria.rivera@example.com', password: 'Fund!Raise3' },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
      expect(login.headers()['location']).toMatch(/\/account$/);
      const cookie = /sweet_sid=[^;]+/.exec(login.headers()['set-cookie'] ?? '')![0];
      const hers = await maria.get(path, { headers: { cookie } });
      expect(hers.status()).toBe(200);
      expect(hers.headers()['age']).toBeUndefined();
      expect(hers.headers()['cache-control']).toBe('private, no-store');
      expect(await hers.text()).toContain('Maria');
      // Her rendering (the variations her groups choose) was not stored for others.
      const after = await anonymous.get(path);
      expect(after.headers()['age']).toBeDefined();
      expect(await after.text()).not.toContain('Maria');
    });

    test('a signed-in customer sees the content variation her c_groups select; anonymous shoppers the default', async () => {
      const path = `/sales-tools?cache-probe=variation-${Date.now()}`;
      const fallback = 'New: build your own box of 12 truffles';
      const variation = 'Welcome back, fundraiser: your group earns up to 50% on every box';
      const shared = await (await anonymous.get(path)).text();
      expect(shared).toContain(fallback);
      expect(shared).not.toContain(variation);

      const login = await maria.post('/login', {
        form: { email: 'maria.rivera@example.com', password: 'Fund!Raise3' },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
      const cookie = /sweet_sid=[^;]+/.exec(login.headers()['set-cookie'] ?? '')![0];
      // Registered + Fundraising: of the two fundraiser variations, the lower rank (both groups) wins.
      const hers = await (await maria.get(path, { headers: { cookie } })).text();
      expect(hers).toContain(variation);
      expect(hers).not.toContain(fallback);
      expect(await (await anonymous.get(path)).text()).not.toContain(variation);
    });
  });
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs JavaScript');

  test('a cached page hydrates and runs its scripts under the hashes, without a policy violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Refused to run: CSP ${event.violatedDirective} ${event.blockedURI} sample ${event.sample}`),
      );
    });
    const path = `/product/10101?cache-probe=hydrate-${Date.now()}`;
    await page.request.get(path);
    // Once its compressed copies are in, the browser gets the Brotli copy as stored.
    await expect.poll(async () => (await page.request.get(path)).headers()['content-length']).toBeTruthy();
    const response = await page.goto(path);
    expect(response?.headers()['age']).toMatch(/^\d+$/);
    expect(response?.headers()['content-encoding']).toBe('br');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("'sha256-");
    expect(policy).not.toContain("'nonce-");
    // Hydrated: the heat-sensitive notice's trigger opens a dialog now, which it does only with the app running.
    const trigger = page.locator('summary', { hasText: 'Heat Sensitive' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Heat Sensitive' })).toBeVisible();
    await page.keyboard.press('Escape');
    // A cached listing too, hydrated once the mega menu's entries are disclosure buttons.
    const listing = `/category/chocolate?cache-probe=hydrate-${Date.now()}`;
    await page.request.get(listing);
    await expect.poll(async () => (await page.request.get(listing)).headers()['content-length']).toBeTruthy();
    expect((await page.goto(listing))?.headers()['age']).toMatch(/^\d+$/);
    await expect(page.locator('#main-nav button[aria-expanded]').first()).toBeAttached();
    expect(violations).toEqual([]);
  });
});
