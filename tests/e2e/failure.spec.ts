/**
 * Failure tests: with the commerce backend stopped or timing out, pages answer with the branded error
 * page within 2 s, the storefront process stays up, and the next request after the backend is back
 * succeeds. They run on a storefront and sandbox of their own (failure-rig.ts), in their own
 * Playwright projects after all other tests (playwright.config.ts), one test after the other.
 */
import type { APIResponse, Page } from '@playwright/test';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../../app/models/edge-constants.ts';
import { MESSAGES } from '../../app/models/messages.ts';
import { DEMO, expect, test } from './fixtures.ts';
import { FailureRig } from './failure-rig.ts';

/** The bound for an answer while the backend is down or slow. */
const ANSWER_WITHIN_MS = 2_000;
/** Every page type; each needs the backend when nothing is cached (catalog pages 404 before they land). */
const PAGES = [
  '/',
  '/login',
  '/register',
  '/reset-password',
  '/category/chocolate',
  '/product/10301',
  '/search?q=chocolate',
  '/no/such/page',
];

// Each scenario stops and starts a process and polls readiness twice: on a busy machine that takes a while.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

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
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('storefront output', { body: rig.storefrontOutput, contentType: 'text/plain' });
});

/** A request whose answer is timed. */
async function timed(send: () => Promise<APIResponse>): Promise<{ response: APIResponse; body: string; ms: number }> {
  const started = Date.now();
  const response = await send();
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

/** The branded error page: the spec's default message, a 5xx, no stack trace, within the bound. */
function expectBrandedError(
  { response, body, ms }: { response: APIResponse; body: string; ms: number },
  label: string,
): void {
  if (ms > slowest.ms) slowest = { ms, label };
  expect(ms, `${label}: answered within ${ANSWER_WITHIN_MS} ms`).toBeLessThan(ANSWER_WITHIN_MS);
  expect(response.status(), label).toBeGreaterThanOrEqual(500);
  expect(body.replace(/&#x27;|&#39;|’/g, "'"), label).toContain(MESSAGES.unexpected.replace(/’/g, "'"));
  expect(body, `${label}: no stack trace`).not.toMatch(
    /\n\s+at .+:\d+:\d+|node_modules|ECONNREFUSED|TimeoutError|AbortError/,
  );
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
  await expect(page.locator('#main-nav')).toBeVisible();
  await expect(page.getByText(MESSAGES.unexpected)).toHaveCount(0);
  const login = await page.request.get(rig.url('/login'));
  expect(login.status()).toBe(200);
}

/** /readyz's status, polled until it is `status` (it keeps its last look at the backend a few seconds). */
async function expectReadiness(page: Page, status: 200 | 503): Promise<void> {
  await expect
    .poll(async () => (await page.request.get(rig.url('/readyz'))).status(), {
      message: `/readyz answers ${status}`,
      timeout: 15_000,
      intervals: [250, 500, 1000],
    })
    .toBe(status);
  const readyz = await page.request.get(rig.url('/readyz'));
  expect(await readyz.json()).toEqual({
    ok: status === 200,
    commerce: status === 200 ? 'up' : 'down',
    warmUp: 'done',
    inFlight: 'ok',
  });
  expect(readyz.headers()['cache-control']).toBe('no-store');
}

test('with the commerce backend stopped, every page answers the branded error page within 2 s; the next request after it returns succeeds', async ({
  page,
}) => {
  await expectReadiness(page, 200);
  await rig.stopSandbox();
  // Readiness follows the backend; liveness stays (the process is fine: restarting it would not help).
  await expectReadiness(page, 503);
  await expectStillUp(page);
  for (const path of PAGES) {
    expectBrandedError(await timed(() => page.request.get(rig.url(path))), `GET ${path} (backend stopped)`);
  }
  // Form posts too: a sign-in and an add to bag while the backend is away.
  expectBrandedError(
    await timed(() =>
      page.request.post(rig.url('/login'), {
        form: { email: DEMO.ava.email, password: DEMO.ava.password },
        maxRedirects: 0,
      }),
    ),
    'POST /login (backend stopped)',
  );
  expectBrandedError(
    await timed(() =>
      page.request.post(rig.url('/cart/add'), { form: { pid: '10301', quantity: '1' }, maxRedirects: 0 }),
    ),
    'POST /cart/add (backend stopped)',
  );
  await expectBrandedPage(page, '/');
  await expectStillUp(page);

  await rig.startSandbox();
  // Readiness first: its call through the storefront is also the restarted sandbox's first, cold one.
  await expectReadiness(page, 200);
  await expectWorking(page);
});

test('a signed-in shopper whose backend stops gets the branded page, and is still signed in when it is back', async ({
  page,
}) => {
  const signIn = await page.request.post(rig.url('/login'), {
    form: { email: DEMO.ava.email, password: DEMO.ava.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  await page.goto(rig.url('/account'));
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();

  await rig.stopSandbox();
  expectBrandedError(await timed(() => page.request.get(rig.url('/account'))), 'GET /account (backend stopped)');
  expectBrandedError(
    await timed(() =>
      page.request.post(rig.url('/cart/add'), { form: { pid: '10301', quantity: '1' }, maxRedirects: 0 }),
    ),
    'POST /cart/add (backend stopped)',
  );
  await expectBrandedPage(page, '/account');
  await expectStillUp(page);

  await rig.startSandbox();
  await page.goto(rig.url('/account'));
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByText(DEMO.ava.email)).toBeVisible();
});

test('with the commerce backend timing out, pages answer the branded error page within 2 s; the next request after it recovers succeeds', async ({
  page,
}) => {
  // A fresh storefront process: nothing cached, so every page needs the backend.
  await rig.startStorefront();
  await rig.switches({ latencyMs: 3_000 });
  try {
    for (const path of PAGES) {
      expectBrandedError(await timed(() => page.request.get(rig.url(path))), `GET ${path} (backend timing out)`);
    }
    expectBrandedError(
      await timed(() =>
        page.request.post(rig.url('/login'), {
          form: { email: DEMO.ava.email, password: DEMO.ava.password },
          maxRedirects: 0,
        }),
      ),
      'POST /login (backend timing out)',
    );
    await expectBrandedPage(page, '/');
    await expectStillUp(page);
  } finally {
    await rig.switches({ latencyMs: 0 });
  }
  await expectWorking(page);

  // A signed-in shopper too: the account page gives up in time as well.
  const signIn = await page.request.post(rig.url('/login'), {
    form: { email: DEMO.ava.email, password: DEMO.ava.password },
    maxRedirects: 0,
  });
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

test('a starting server asks itself for its first pages before it says ready: the first shopper gets them from memory', async ({
  page,
}) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, 'HTTP only');
  await rig.startStorefront({ WARM_UP_PATHS: '/,/category/chocolate' });
  // The rig waited for /readyz: by then both pages were rendered once, and kept.
  const readyz = await page.request.get(rig.url('/readyz'));
  expect(await readyz.json()).toEqual({ ok: true, commerce: 'up', warmUp: 'done', inFlight: 'ok' });
  expect(rig.storefrontOutput).toMatch(/Warmed up: \/ 200 in \d+ ms, \/category\/chocolate 200 in \d+ ms/);
  for (const path of ['/', '/category/chocolate']) {
    const first = await page.request.get(rig.url(path));
    expect(first.status(), path).toBe(200);
    expect(first.headers()['age'], `${path}: the first request is answered from the rendered-page cache`).toMatch(
      /^\d+$/,
    );
  }
  // A page it did not ask for is rendered for its first shopper, as before.
  expect((await page.request.get(rig.url('/search?q=chocolate'))).headers()['age']).toBeUndefined();
});

/** A page request the storefront cannot finish while the backend is slowed down: it holds an in-flight slot until `end`. */
function heldRequest(url: string): { end: () => void } {
  const controller = new AbortController();
  fetch(url, { signal: controller.signal }).then(
    (response) => response.body?.cancel(),
    () => undefined,
  );
  return { end: () => controller.abort() };
}

test('past the in-flight limit, requests get a fast branded 503 with Retry-After; health checks and static files still answer', async ({
  page,
}) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, 'HTTP only');
  test.setTimeout(180_000);
  // The last test of the file: the rig's storefront keeps this limit until the rig closes. Its commerce calls may
  // wait long, so a slowed-down backend holds the slots as long as the test needs them.
  await rig.startStorefront({
    MAX_IN_FLIGHT_REQUESTS: '2',
    COMMERCE_TIMEOUT_MS: '60000',
    COMMERCE_REQUEST_BUDGET_MS: '60000',
  });
  const html = await (await page.request.get(rig.url('/maintenance'))).text();
  const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();

  // Two pages waiting on the backend fill the limit (a slow sender's body no longer does: slow-bodies.test.ts).
  await rig.switches({ latencyMs: 20_000 });
  const held = [heldRequest(rig.url('/search?q=held-one')), heldRequest(rig.url('/search?q=held-two'))];
  try {
    // Readiness says so: a load balancer sends shoppers elsewhere.
    await expect
      .poll(async () => (await (await page.request.get(rig.url('/readyz'))).json()).inFlight, { timeout: 30_000 })
      .toBe('saturated');
    for (const path of ['/', '/login', '/product/10301']) {
      const answer = await timed(() => page.request.get(rig.url(path)));
      expect(answer.response.status(), path).toBe(503);
      expect(answer.response.headers()['retry-after'], path).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
      expect(answer.response.headers()['content-type'], path).toContain('text/html');
      expect(answer.body, path).toContain('The shop is very busy right now. Please try again in a few seconds.');
      expect(answer.body, `${path}: a page of the brand`).toContain('Sweet Shop');
      expect(answer.ms, `${path}: refused at once`).toBeLessThan(500);
    }
    const post = await page.request.post(rig.url('/login'), {
      form: { email: DEMO.ava.email, password: DEMO.ava.password },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(503);
    // Not counted: liveness, readiness and static files.
    expect((await page.request.get(rig.url('/healthz'))).status()).toBe(200);
    const readyz = await page.request.get(rig.url('/readyz'));
    expect(readyz.status()).toBe(503);
    expect((await readyz.json()).inFlight).toBe('saturated');
    expect((await page.request.get(rig.url(asset!))).status()).toBe(200);
    expect((await page.request.get(rig.url('/favicon.svg'))).status()).toBe(200);
  } finally {
    await rig.switches({ latencyMs: 0 });
    for (const request of held) request.end();
  }
  // Once they are gone, pages are served again.
  await expect.poll(async () => (await page.request.get(rig.url('/'))).status(), { timeout: 60_000 }).toBe(200);
});
