/**
 * Rate limits (RATE_LIMITS in app/models/constants.ts) against the real numbers: each test is a
 * client of its own (fixtures.ts), and "other clients" are other X-Forwarded-For addresses, which
 * the test server trusts from loopback.
 */
import type { APIResponse, Page } from '@playwright/test';
import { RATE_LIMITS } from '../../app/models/constants.ts';
import { DEMO, expect, test, uniqueClientAddress, uniqueEmail } from './fixtures.ts';

const TOO_MANY = /Too many attempts\. Please wait (a minute|\d+ minutes) and try again\./;
const NEW_PASSWORD = 'Sweet!Tooth9';

const [SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_CLIENT] = RATE_LIMITS.signIn.rules;
const [REGISTER_PER_CLIENT, REGISTER_PER_ACCOUNT] = RATE_LIMITS.register.rules;
const [RESET_PER_ACCOUNT, RESET_PER_CLIENT] = RATE_LIMITS.passwordReset.rules;
const [NEW_PASSWORD_PER_ACCOUNT] = RATE_LIMITS.newPassword.rules;

type Form = Record<string, string>;

/** A post from this test's client, or from another address. */
function post(page: Page, path: string, form: Form, clientAddress?: string): Promise<APIResponse> {
  return page.request.post(path, { form, maxRedirects: 0, ...(clientAddress ? { headers: { 'x-forwarded-for': clientAddress } } : {}) });
}

/** Sends `count` posts one after the other and checks each got through the limiter with `status`. */
async function spend(count: number, send: (i: number) => Promise<APIResponse>, status: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await send(i);
    expect(response.status(), `attempt ${i + 1} of ${count}`).toBe(status);
  }
}

/** A refusal: 429, a Retry-After in whole seconds no longer than the rule's window and a half. */
function expectRefused(response: APIResponse, windowSeconds: number): void {
  expect(response.status()).toBe(429);
  const retryAfter = response.headers()['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds * 2);
}

/** Submits a form in the browser (JS off: a document post; JS on: React Router's fetch) and checks the page says why it was refused. */
async function expectFormRefused(page: Page, path: string, fill: () => Promise<void>, button: string): Promise<void> {
  await page.goto(path);
  await fill();
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith(path));
  await page.getByRole('button', { name: button }).click();
  const response = await answer;
  expect(response.status()).toBe(429);
  expect(response.headers()['retry-after']).toMatch(/^\d+$/);
  await expect(page.getByRole('alert').filter({ hasText: TOO_MANY })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
}

test.describe('sign-in', () => {
  test(`after ${SIGN_IN_PER_ACCOUNT.limit} failed attempts at one account, the client is refused with 429 and Retry-After — even with the right password`, async ({ page }) => {
    await spend(SIGN_IN_PER_ACCOUNT.limit, () => post(page, '/login', { email: DEMO.ava.email, password: 'Wrong!Guess1' }), 401);

    await expectFormRefused(
      page,
      '/login',
      async () => {
        await page.getByLabel('Email').fill(DEMO.ava.email);
        await page.getByLabel('Password').fill(DEMO.ava.password);
      },
      'Sign In',
    );
    // The refused form keeps the e-mail; a re-rendered page (no JavaScript) never sends the password back.
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.ava.email);
    if (test.info().project.use.javaScriptEnabled === false) await expect(page.getByLabel('Password')).toHaveValue('');

    expectRefused(await post(page, '/login', { email: DEMO.ava.email.toUpperCase(), password: DEMO.ava.password }), SIGN_IN_PER_ACCOUNT.windowSeconds);
    // This client may still try another account; another client signs in to this one.
    expect((await post(page, '/login', { email: uniqueEmail('other'), password: 'Wrong!Guess1' })).status()).toBe(401);
    const elsewhere = await post(page, '/login', { email: DEMO.ava.email, password: DEMO.ava.password }, uniqueClientAddress());
    expect(elsewhere.status()).toBe(302);
    expect(elsewhere.headers()['location']).toBe('/account');
  });

  test(`after ${SIGN_IN_PER_CLIENT.limit} failed attempts across accounts, the client is refused for every account`, async ({ page }) => {
    await spend(SIGN_IN_PER_CLIENT.limit, () => post(page, '/login', { email: uniqueEmail('nobody'), password: 'Wrong!Guess1' }), 401);
    expectRefused(await post(page, '/login', { email: DEMO.ava.email, password: DEMO.ava.password }), SIGN_IN_PER_CLIENT.windowSeconds);
    expect((await post(page, '/login', { email: DEMO.ava.email, password: DEMO.ava.password }, uniqueClientAddress())).status()).toBe(302);
  });

  test('successful sign-ins do not use up the limit (shoppers behind one address)', async ({ page }) => {
    await spend(SIGN_IN_PER_ACCOUNT.limit + 2, () => post(page, '/login', { email: DEMO.ava.email, password: DEMO.ava.password }), 302);
  });
});

test.describe('registration', () => {
  const registration = (email: string): Form => ({ firstName: 'Rate', lastName: 'Limit', email, password: NEW_PASSWORD });

  test(`the ${REGISTER_PER_CLIENT.limit + 1}th registration from one client within the hour is refused with 429`, async ({ page }) => {
    await spend(REGISTER_PER_CLIENT.limit, () => post(page, '/register', registration(uniqueEmail('rl.reg'))), 302);
    await expectFormRefused(
      page,
      '/register',
      async () => {
        await page.getByLabel('First Name').fill('Rate');
        await page.getByLabel('Last Name').fill('Limit');
        await page.getByLabel('Email').fill(uniqueEmail('rl.reg'));
        await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      },
      'Create Account',
    );
    expectRefused(await post(page, '/register', registration(uniqueEmail('rl.reg'))), REGISTER_PER_CLIENT.windowSeconds);
  });

  test(`one address is registered at most ${REGISTER_PER_ACCOUNT.limit} times an hour, from any client`, async ({ page }) => {
    const email = uniqueEmail('rl.same');
    const first = await post(page, '/register', registration(email), uniqueClientAddress());
    expect(first.status()).toBe(302);
    // The others reach the commerce API, which refuses the known address with 400; each counts.
    await spend(REGISTER_PER_ACCOUNT.limit - 1, () => post(page, '/register', registration(email), uniqueClientAddress()), 400);
    expectRefused(await post(page, '/register', registration(email.toUpperCase()), uniqueClientAddress()), REGISTER_PER_ACCOUNT.windowSeconds);
  });
});

test.describe('password reset', () => {
  test(`one account gets at most ${RESET_PER_ACCOUNT.limit} reset mails an hour, whoever asks`, async ({ page }) => {
    const email = uniqueEmail('rl.reset');
    await spend(RESET_PER_ACCOUNT.limit, () => post(page, '/reset-password', { email }, uniqueClientAddress()), 302);
    await expectFormRefused(page, '/reset-password', () => page.getByLabel('Email').fill(email), 'Send Reset Link');
    expectRefused(await post(page, '/reset-password', { email }, uniqueClientAddress()), RESET_PER_ACCOUNT.windowSeconds);
  });

  test(`one client asks for at most ${RESET_PER_CLIENT.limit} reset mails an hour`, async ({ page }) => {
    await spend(RESET_PER_CLIENT.limit, () => post(page, '/reset-password', { email: uniqueEmail('rl.reset') }), 302);
    expectRefused(await post(page, '/reset-password', { email: uniqueEmail('rl.reset') }), RESET_PER_CLIENT.windowSeconds);
    expect((await post(page, '/reset-password', { email: uniqueEmail('rl.reset') }, uniqueClientAddress())).status()).toBe(302);
  });

  test(`new passwords for one account are tried at most ${NEW_PASSWORD_PER_ACCOUNT.limit} times an hour`, async ({ page }) => {
    const email = uniqueEmail('rl.newpw');
    const form = { token: 'not-a-real-token', email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await spend(NEW_PASSWORD_PER_ACCOUNT.limit, () => post(page, '/new-password-form', form, uniqueClientAddress()), 400);
    expectRefused(await post(page, '/new-password-form', form, uniqueClientAddress()), NEW_PASSWORD_PER_ACCOUNT.windowSeconds);
  });
});
