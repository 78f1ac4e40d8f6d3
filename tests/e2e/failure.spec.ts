/**
 * Failure tests: with the commerce backend stopped or timing out, pages answer with the branded error
 * page within 2 s, the storefront process stays up, and the next request after the backend is back
 * succeeds. They run on a storefront and sandbox of their own (failure-rig.ts), in their own
 * Playwright projects after all other tests (playwright.config.ts), one test after the other.
 */
import type { APIResponse, Page } from '@playwright/test';
import { MESSAGES } from '../../app/models/messages.ts';
import { DEMO, expect, test } from './fixtures.ts';
import { FailureRig } from './failure-rig.ts';

/** The bound for an answer while the backend is down or slow. */
const ANSWER_WITHIN_MS = 2_000;
/** Every page type; each needs the backend when nothing is cached (catalog pages 404 before they land). */
const PAGES = ['/', '/login', '/register', '/reset-password', '/category/chocolate', '/product/10301', '/search?q=chocolate', '/no/such/page'];

test.describe.configure({ mode: 'serial' });

let rig: FailureRig;

test.beforeAll(async () => {
  // Two processes to start: on a busy machine each may take a minute.
  test.setTimeout(300_000);
  rig = await FailureRig.start();
});

test.afterAll(async () => {
  await rig?.close();
});

/** The slowest answer of the running test, reported as an annotation (how close to the bound it came). */
let slowest = { ms: 0, label: '' };

test.afterEach(async ({}, testInfo) => {
  testInfo.annotations.push({ type: 'slowest answer', description: `${slowest.ms} ms: ${slowest.label}` });
  slowest = { ms: 0, label: '' };
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('storefront output', { body: rig.storefrontOutput, contentType: 'text/plain' });
});

/** A request whose answer is timed. */
async function timed(send: () => Promise<APIResponse>): Promise<{ response: APIResponse; body: string; ms: number }> {
  const started = Date.now();
  const response = await send();
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

/** The branded error page: the spec's default message, a 5xx, no stack trace, within the bound. */
function expectBrandedError({ response, body, ms }: { response: APIResponse; body: string; ms: number }, label: string): void {
  if (ms > slowest.ms) slowest = { ms, label };
  expect(ms, `${label}: answered within ${ANSWER_WITHIN_MS} ms`).toBeLessThan(ANSWER_WITHIN_MS);
  expect(response.status(), label).toBeGreaterThanOrEqual(500);
  expect(body.replace(/&#x27;|&#39;|’/g, "'"), label).toContain(MESSAGES.unexpected.replace(/’/g, "'"));
  expect(body, `${label}: no stack trace`).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules|ECONNREFUSED|TimeoutError|AbortError/);
  expect(response.headers()['content-security-policy'], `${label}: still under the policy`).toBeTruthy();
}

/** The browser shows the branded page (checked once per scenario; the timing is the request's). */
async function expectBrandedPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(rig.url(path));
  expect(response?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { name: MESSAGES.notFoundTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(MESSAGES.unexpected)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
}

async function expectStillUp(page: Page): Promise<void> {
  expect(rig.storefrontRunning, 'the storefront process is still running').toBe(true);
  const health = await page.request.get(rig.url('/healthz'));
  expect(health.status()).toBe(200);
}

/** A page that works again: the home page with its menu, the sign-in form. */
async function expectWorking(page: Page): Promise<void> {
  const home = await page.goto(rig.url('/'));
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByText(MESSAGES.unexpected)).toHaveCount(0);
  const login = await page.request.get(rig.url('/login'));
  expect(login.status()).toBe(200);
}

test('with the commerce backend stopped, every page answers the branded error page within 2 s; the next request after it returns succeeds', async ({ page }) => {
  await rig.stopSandbox();
  for (const path of PAGES) {
    expectBrandedError(await timed(() => page.request.get(rig.url(path))), `GET ${path} (backend stopped)`);
  }
  // Form posts too: a sign-in and an add to bag while the backend is away.
  expectBrandedError(
    await timed(() => page.request.post(rig.url('/login'), { form: { email: DEMO.ava.email, password: DEMO.ava.password }, maxRedirects: 0 })),
    'POST /login (backend stopped)',
  );
  expectBrandedError(await timed(() => page.request.post(rig.url('/cart/add'), { form: { pid: '10301', quantity: '1' }, maxRedirects: 0 })), 'POST /cart/add (backend stopped)');
  await expectBrandedPage(page, '/');
  await expectStillUp(page);

  await rig.startSandbox();
  await expectWorking(page);
});

test('a signed-in shopper whose backend stops gets the branded page, and is still signed in when it is back', async ({ page }) => {
  const signIn = await page.request.post(rig.url('/login'), { form: { email: DEMO.ava.email, password: DEMO.ava.password }, maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  await page.goto(rig.url('/account'));
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();

  await rig.stopSandbox();
  expectBrandedError(await timed(() => page.request.get(rig.url('/account'))), 'GET /account (backend stopped)');
  expectBrandedError(await timed(() => page.request.post(rig.url('/cart/add'), { form: { pid: '10301', quantity: '1' }, maxRedirects: 0 })), 'POST /cart/add (backend stopped)');
  await expectBrandedPage(page, '/account');
  await expectStillUp(page);

  await rig.startSandbox();
  await page.goto(rig.url('/account'));
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByText(DEMO.ava.email)).toBeVisible();
});

test('with the commerce backend timing out, pages answer the branded error page within 2 s; the next request after it recovers succeeds', async ({ page }) => {
  // A fresh storefront process: nothing cached, so every page needs the backend.
  await rig.startStorefront();
  await rig.switches({ latencyMs: 3_000 });
  try {
    for (const path of PAGES) {
      expectBrandedError(await timed(() => page.request.get(rig.url(path))), `GET ${path} (backend timing out)`);
    }
    expectBrandedError(
      await timed(() => page.request.post(rig.url('/login'), { form: { email: DEMO.ava.email, password: DEMO.ava.password }, maxRedirects: 0 })),
      'POST /login (backend timing out)',
    );
    await expectBrandedPage(page, '/');
    await expectStillUp(page);
  } finally {
    await rig.switches({ latencyMs: 0 });
  }
  await expectWorking(page);

  // A signed-in shopper too: the account page gives up in time as well.
  const signIn = await page.request.post(rig.url('/login'), { form: { email: DEMO.ava.email, password: DEMO.ava.password }, maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  await rig.switches({ latencyMs: 3_000 });
  try {
    expectBrandedError(await timed(() => page.request.get(rig.url('/account'))), 'GET /account (backend timing out)');
    await expectStillUp(page);
  } finally {
    await rig.switches({ latencyMs: 0 });
  }
  await page.goto(rig.url('/account'));
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
});
