/**
 * Playwright fixtures: a guest page (the default), a page already signed in as a demo customer
 * (the session is created by posting the login form, as a browser without JavaScript would), and
 * helpers to read the sandbox's outbox.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { SANDBOX_HEADERS, SANDBOX_URL } from './env.ts';

export { expect };

export const DEMO = {
  ava: { email: 'ava.sweet@example.com', password: 'Candy!Shop1', firstName: 'Ava' },
  noah: { email: 'noah.new@example.com', password: 'Fresh!Start5', firstName: 'Noah' },
  nora: { email: 'nora.pending@example.com', password: 'Verify!Me4', firstName: 'Nora' },
} as const;

/** A fresh e-mail address per test run and project. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

interface OutboxMail {
  to: string;
  template: string;
  subject: string;
  data: { link?: string; token?: string };
}

/** The newest mail of a template sent to an address, waiting briefly for it to arrive. */
export async function latestMail(to: string, template: string): Promise<OutboxMail> {
  const url = new URL('/__sandbox/outbox', SANDBOX_URL);
  url.searchParams.set('to', to);
  url.searchParams.set('template', template);
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(url, { headers: SANDBOX_HEADERS });
    const { data } = (await response.json()) as { data: OutboxMail[] };
    if (data[0]) return data[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${template} mail for ${to}`);
}

/** The link of a mail, moved onto the storefront origin the test runs against. */
export function mailPath(mail: OutboxMail): string {
  if (!mail.data.link) throw new Error('mail without a link');
  const link = new URL(mail.data.link);
  return `${link.pathname}${link.search}`;
}

/** Sets a sandbox switch (maintenance, latencyMs, loseOrderAnswers). */
export async function setSandboxSwitches(switches: {
  maintenance?: boolean;
  latencyMs?: number;
  loseOrderAnswers?: string[];
}): Promise<void> {
  const response = await fetch(new URL('/__sandbox/switches', SANDBOX_URL), {
    method: 'PUT',
    headers: { ...SANDBOX_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify(switches),
  });
  if (!response.ok) throw new Error(`switches: ${response.status}`);
}

/** Signs in through the login form's plain POST; the browser context keeps the session cookie. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/login', { form: { email: account.email, password: account.password } });
  expect(response.ok(), `sign-in as ${account.email} answered ${response.status()}`).toBeTruthy();
  expect(new URL(response.url()).pathname).toBe('/account');
}

/** Registers and verifies a fresh customer through the forms (the page stays a guest). */
export async function registerCustomer(page: Page, prefix: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const password = 'Gummy!Bear7';
  const response = await page.request.post('/register', {
    form: { firstName: 'Fern', lastName: 'Fudge', email, password },
  });
  expect(response.ok(), `register ${email}`).toBeTruthy();
  await page.request.get(mailPath(await latestMail(email, 'email-verification')));
  return { email, password };
}

/**
 * A client address of its own (10.x.y.z). The test server trusts X-Forwarded-For from loopback
 * (TRUST_PROXY in playwright.config.ts), so a request carrying it counts as that client.
 */
export function uniqueClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * Resolves once React Router has hydrated the page and the browser has gone idle (a page sent without the
 * bundle, as in lite mode, or a document that is not one of the shop's pages, right away). The client entry loads
 * React DOM after the page has painted, so a click right after a load would otherwise take the no-JS path.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !('__reactRouterContext' in window) || '__reactRouterDataRouter' in window);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

export const test = base.extend<{ signedInPage: Page; clientAddress: string }>({
  // With JavaScript, each document load the test asks for returns once the page is hydrated.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const load = page[method].bind(page) as (...args: unknown[]) => Promise<Awaited<ReturnType<Page['goto']>>>;
        page[method] = (async (...args: unknown[]) => {
          const response = await load(...args);
          await hydrated(page);
          return response;
        }) as never;
      }
    }
    await use(page);
  },
  // Every test is a client of its own, so per-client rate limits never carry over between tests.
  clientAddress: async ({}, use) => {
    await use(uniqueClientAddress());
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress });
  },
  signedInPage: async ({ page }, use) => {
    await signIn(page, DEMO.ava);
    await use(page);
  },
});
