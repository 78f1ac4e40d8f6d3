import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { PREVIEW_SECRET, STOREFRONT_PORT, STOREFRONT_URL } from './env.ts';
import { addToBag } from './http-helpers.ts';
import { DEMO, expect, signIn, test } from './fixtures.ts';

/**
 * The rendered-page cache (server/page-cache.ts) over HTTP: anonymous catalog pages come from memory
 * (`Age`) with a fresh CSP nonce each time and the policy otherwise unchanged; a session's page, a
 * bag, a preview and a customer group's variation are never served from the shared copy, nor stored in
 * it. That the pages go with the catalog cache's clearing is proven where it can be triggered, in
 * tests/unit/page-cache.test.ts.
 */
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

const policyNonce = (policy: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];

/** The response's policy with its nonce taken out, and every nonce its page carries. */
async function noncesOf(response: APIResponse) {
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = policyNonce(policy);
  const html = await response.text();
  return { nonce, policy: nonce ? policy.split(nonce).join('NONCE') : policy, html, inPage: new Set([...html.matchAll(/\bnonce="([^"]*)"/g)].map((m) => m[1])) };
}

test('an anonymous page is rendered once and served from memory, each copy under a fresh nonce', async ({ request }) => {
  const path = `/category/chocolate?sz=12&cache-probe=${Date.now()}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['age']).toBeUndefined();
  const rendered = await noncesOf(first);
  expect(rendered.policy).toMatch(/(^|; )script-src [^;]*'nonce-NONCE'/);
  const nonces = new Set<string>();
  for (const response of [first, await request.get(path), await request.get(path)]) {
    const { nonce, policy, html, inPage } = await noncesOf(response);
    expect(nonce).toBeTruthy();
    expect(nonces.has(nonce!)).toBe(false);
    nonces.add(nonce!);
    // The cached copy's policy is the rendered one's but for the nonce, and the page carries no other nonce.
    expect(policy).toBe(rendered.policy);
    expect([...inPage]).toEqual([nonce]);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain('Chocolate');
  }
  const again = await request.get(path);
  expect(again.headers()['age']).toMatch(/^\d+$/);
  expect(again.headers()['cache-control']).toContain('public');
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

test('a content editor’s preview is never served from, nor stored in, the shared copy', async ({ page, request }) => {
  const path = `/sales-tools?cache-probe=${Date.now()}`;
  const shared = await request.get(path);
  expect(await shared.text()).not.toContain('Spring collection: new truffle flavours are here');
  const spring = Date.UTC(2036, 2, 2);
  const on = await page.request.get(`/admin/preview?vseDomain=abc123.staging.bigcontent.io&previewTimestamp=${spring}&secret=${PREVIEW_SECRET}&path=/sales-tools`, {
    maxRedirects: 0,
  });
  expect(on.status()).toBe(302);
  const preview = await page.request.get(path);
  expect(preview.headers()['age']).toBeUndefined();
  expect(await preview.text()).toContain('Spring collection: new truffle flavours are here');
  const after = await request.get(path);
  expect(await after.text()).not.toContain('Spring collection: new truffle flavours are here');
});

test('a preview of a customer group’s content is its own page, on a page the cache shares', async ({ page, request }) => {
  const path = `/category/chocolate?cache-probe=preview-${Date.now()}`;
  await request.get(path);
  const shared = await request.get(path);
  expect(shared.headers()['age']).toBeDefined();
  const on = await page.request.get(`/admin/preview?vseDomain=abc123.staging.bigcontent.io&previewCustomerGroup=Fundraising&secret=${PREVIEW_SECRET}&path=/category/chocolate`, {
    maxRedirects: 0,
  });
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
    const options = { baseURL: STOREFRONT_URL, extraHTTPHeaders: { host: `fundraising.localhost:${STOREFRONT_PORT}`, 'x-forwarded-for': clientAddress } };
    [anonymous, maria] = await Promise.all([playwrightRequest.newContext(options), playwrightRequest.newContext(options)]);
  });
  test.afterEach(async () => Promise.all([anonymous?.dispose(), maria?.dispose()]));

  test('a shopper in a customer group gets their own rendering, never the shared copy, which stays the anonymous one', async () => {
    const path = `/category/chocolate?cache-probe=group-${Date.now()}`;
    await anonymous.get(path);
    const shared = await anonymous.get(path);
    expect(shared.headers()['age']).toBeDefined();
    expect(await shared.text()).not.toContain('Maria');

    // Her session cookie, sent by hand: the client's cookie jar files it under the Host header's name.
    const login = await maria.post('/login', { form: { email: 'maria.rivera@example.com', password: 'Fund!Raise3' }, maxRedirects: 0 });
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

    const login = await maria.post('/login', { form: { email: 'maria.rivera@example.com', password: 'Fund!Raise3' }, maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const cookie = /sweet_sid=[^;]+/.exec(login.headers()['set-cookie'] ?? '')![0];
    // Registered + Fundraising: of the two fundraiser variations, the lower rank (both groups) wins.
    const hers = await (await maria.get(path, { headers: { cookie } })).text();
    expect(hers).toContain(variation);
    expect(hers).not.toContain(fallback);
    expect(await (await anonymous.get(path)).text()).not.toContain(variation);
  });
});
