/**
 * Rate limits (RATE_LIMITS in app/models/rate-limit-constants.ts) against the real numbers: each test is a
 * client of its own (fixtures.ts), and "other clients" are other X-Forwarded-For addresses, which
 * the test server trusts from loopback.
 */
import type { APIResponse, Page } from '@playwright/test';
import { RATE_LIMITS } from '../../app/models/rate-limit-constants.ts';
import { DEMO, expect, registerCustomer, test, uniqueClientAddress, uniqueEmail } from './fixtures.ts';

const TOO_MANY = /Too many attempts\. Please wait (a minute|\d+ minutes) and try again\./;
const NEW_PASSWORD = 'Sweet!Tooth9';

const [SIGN_IN_PER_CLIENT_AND_ACCOUNT, SIGN_IN_PER_CLIENT, SIGN_IN_PER_ACCOUNT] = RATE_LIMITS.signIn.rules;
const [RESEND_PER_ACCOUNT, RESEND_PER_CLIENT] = RATE_LIMITS.resendVerification.rules;
const [REGISTER_PER_CLIENT, REGISTER_PER_ACCOUNT] = RATE_LIMITS.register.rules;
const [RESET_PER_CLIENT_AND_ACCOUNT, RESET_PER_CLIENT, RESET_MAILS_PER_ACCOUNT] = RATE_LIMITS.passwordReset.rules;
const [NEW_PASSWORD_PER_ACCOUNT] = RATE_LIMITS.newPassword.rules;

type Form = Record<string, string>;

/** A post from this test's client, or from another address. */
function post(page: Page, path: string, form: Form, clientAddress?: string): Promise<APIResponse> {
  return page.request.post(path, {
    form,
    maxRedirects: 0,
    ...(clientAddress ? { headers: { 'x-forwarded-for': clientAddress } } : {}),
  });
}

/**
 * Sends `count` posts and checks each got through the limiter with `status`; `together` at a time
 * (failed sign-ins are held a while on purpose, see app/models/sign-in-timing.ts).
 */
async function spend(
  count: number,
  send: (i: number) => Promise<APIResponse>,
  status: number,
  together = 1,
): Promise<void> {
  for (let i = 0; i < count; i += together) {
    const batch = Array.from({ length: Math.min(together, count - i) }, (_, j) => i + j);
    const responses = await Promise.all(batch.map((n) => send(n)));
    responses.forEach((response, j) => expect(response.status(), `attempt ${batch[j]! + 1} of ${count}`).toBe(status));
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
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith(path),
  );
  await page.getByRole('button', { name: button }).click();
  const response = await answer;
  expect(response.status()).toBe(429);
  expect(response.headers()['retry-after']).toMatch(/^\d+$/);
  await expect(page.getByRole('alert').filter({ hasText: TOO_MANY })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
}

test.describe('sign-in', () => {
  // Failed sign-ins are held on purpose (app/models/sign-in-timing.ts): tests that spend many get more time.
  test.beforeEach(() => test.slow());
  // A fresh account for each test that guesses passwords: the demo accounts sign in all through the suite.
  test(`after ${SIGN_IN_PER_CLIENT_AND_ACCOUNT.limit} failed attempts at one account, the client is refused with 429 and Retry-After — even with the right password`, async ({
    page,
  }) => {
    const account = await registerCustomer(page, 'rl.guess');
    await spend(
      SIGN_IN_PER_CLIENT_AND_ACCOUNT.limit,
      () => post(page, '/login', { email: account.email, password: 'Wrong!Guess1' }),
      401,
    );

    await expectFormRefused(
      page,
      '/login',
      async () => {
        await page.getByLabel('Email').fill(account.email);
        await page.getByLabel('Password').fill(account.password);
      },
      'Sign In',
    );
    // The refused form keeps the e-mail; a re-rendered page (no JavaScript) never sends the password back.
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    if (test.info().project.use.javaScriptEnabled === false) await expect(page.getByLabel('Password')).toHaveValue('');

    expectRefused(
      await post(page, '/login', { email: account.email.toUpperCase(), password: account.password }),
      SIGN_IN_PER_CLIENT_AND_ACCOUNT.windowSeconds,
    );
    // This client may still try another account; another client signs in to this one.
    expect((await post(page, '/login', { email: uniqueEmail('other'), password: 'Wrong!Guess1' })).status()).toBe(401);
    const elsewhere = await post(
      page,
      '/login',
      { email: account.email, password: account.password },
      uniqueClientAddress(),
    );
    expect(elsewhere.status()).toBe(302);
    expect(elsewhere.headers()['location']).toBe('/account');
  });

  test(`after ${SIGN_IN_PER_ACCOUNT.limit} failed attempts at one account from as many addresses, new addresses are refused; the owner's known address is not`, async ({
    page,
    request,
  }) => {
    const account = await registerCustomer(page, 'rl.spread');
    // The owner signs in at home (a browser of its own; the page stays a guest for the guesses).
    const home = uniqueClientAddress();
    const signIn = () =>
      request.post('/login', {
        form: { email: account.email, password: account.password },
        maxRedirects: 0,
        headers: { 'x-forwarded-for': home },
      });
    expect((await signIn()).status()).toBe(302);
    await spend(
      SIGN_IN_PER_ACCOUNT.limit,
      () => post(page, '/login', { email: account.email, password: 'Wrong!Guess1' }, uniqueClientAddress()),
      401,
    );
    // Even the right password from an address the account has not seen waits (at most about one short window).
    expectRefused(
      await post(page, '/login', { email: account.email, password: account.password }, uniqueClientAddress()),
      SIGN_IN_PER_ACCOUNT.windowSeconds,
    );
    expectRefused(
      await post(page, '/login', { email: account.email, password: 'Wrong!Guess1' }, uniqueClientAddress()),
      SIGN_IN_PER_ACCOUNT.windowSeconds,
    );
    // The owner, from where they signed in before, is not locked out by the attack.
    const owner = await signIn();
    expect(owner.status()).toBe(302);
    expect(owner.headers()['location']).toBe('/account');
  });

  test(`after ${SIGN_IN_PER_CLIENT.limit} failed attempts across accounts, the client is refused for every account`, async ({
    page,
  }) => {
    await spend(
      SIGN_IN_PER_CLIENT.limit,
      () => post(page, '/login', { email: uniqueEmail('nobody'), password: 'Wrong!Guess1' }),
      401,
      5,
    );
    expectRefused(
      await post(page, '/login', { email: DEMO.ava.email, password: DEMO.ava.password }),
      SIGN_IN_PER_CLIENT.windowSeconds,
    );
    expect(
      (
        await post(page, '/login', { email: DEMO.ava.email, password: DEMO.ava.password }, uniqueClientAddress())
      ).status(),
    ).toBe(302);
  });

  test('successful sign-ins do not use up the limit (shoppers behind one address)', async ({ page }) => {
    await spend(
      SIGN_IN_PER_CLIENT_AND_ACCOUNT.limit + 2,
      () => post(page, '/login', { email: DEMO.ava.email, password: DEMO.ava.password }),
      302,
    );
  });
});

test.describe('verification mails', () => {
  test(`one address gets at most ${RESEND_PER_ACCOUNT.limit} "Send a new link" mails an hour, whoever asks`, async ({
    page,
  }) => {
    const email = uniqueEmail('rl.resend');
    await spend(
      RESEND_PER_ACCOUNT.limit,
      () => post(page, '/account-confirmation', { email }, uniqueClientAddress()),
      200,
    );
    await expectFormRefused(
      page,
      `/account-confirmation`,
      () => page.getByRole('textbox', { name: 'Email' }).fill(email),
      'Send a new link',
    );
    expectRefused(
      await post(page, '/account-confirmation', { email }, uniqueClientAddress()),
      RESEND_PER_ACCOUNT.windowSeconds,
    );
  });

  test(`one client asks for at most ${RESEND_PER_CLIENT.limit} verification mails an hour`, async ({ page }) => {
    await spend(
      RESEND_PER_CLIENT.limit,
      () => post(page, '/account-confirmation', { email: uniqueEmail('rl.resend') }),
      200,
      5,
    );
    expectRefused(
      await post(page, '/account-confirmation', { email: uniqueEmail('rl.resend') }),
      RESEND_PER_CLIENT.windowSeconds,
    );
    expect(
      (await post(page, '/account-confirmation', { email: uniqueEmail('rl.resend') }, uniqueClientAddress())).status(),
    ).toBe(200);
  });
});

test.describe('account enumeration', () => {
  /** A page with the parts that differ between any two answers (the e-mail asked for, per-request nonces) made equal. */
  const normalized = (html: string, email: string) =>
    html
      .replaceAll(email, 'EMAIL')
      .replaceAll(encodeURIComponent(email), 'EMAIL')
      .replace(/nonce="[^"]*"/g, 'nonce=""')
      .replace(/"nonce","[^"]*"/g, '"nonce",""');

  test('"Send a new link" answers the same for a verified, an unverified and an unknown address', async ({ page }) => {
    const unverified = uniqueEmail('rl.unverified');
    expect(
      (
        await post(page, '/register', {
          firstName: 'Una',
          lastName: 'Verified',
          email: unverified,
          password: NEW_PASSWORD,
        })
      ).status(),
    ).toBe(302);
    const answers = [];
    for (const email of [DEMO.ava.email, unverified, uniqueEmail('nobody')]) {
      const response = await post(page, '/account-confirmation', { email }, uniqueClientAddress());
      answers.push({ email, status: response.status(), body: normalized(await response.text(), email) });
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body).toContain('Please check your email.');
    expect(answers[1]!.body, 'unverified vs verified').toBe(answers[0]!.body);
    expect(answers[2]!.body, 'unknown vs verified').toBe(answers[0]!.body);
  });
});

test.describe('registration', () => {
  const registration = (email: string): Form => ({
    firstName: 'Rate',
    lastName: 'Limit',
    email,
    password: NEW_PASSWORD,
  });

  test(`the ${REGISTER_PER_CLIENT.limit + 1}th registration from one client within the hour is refused with 429`, async ({
    page,
  }) => {
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
    expectRefused(
      await post(page, '/register', registration(uniqueEmail('rl.reg'))),
      REGISTER_PER_CLIENT.windowSeconds,
    );
  });

  test(`one address is registered at most ${REGISTER_PER_ACCOUNT.limit} times an hour, from any client`, async ({
    page,
  }) => {
    const email = uniqueEmail('rl.same');
    const first = await post(page, '/register', registration(email), uniqueClientAddress());
    expect(first.status()).toBe(302);
    // The others reach the commerce API, which refuses the known address with 400; each counts.
    await spend(
      REGISTER_PER_ACCOUNT.limit - 1,
      () => post(page, '/register', registration(email), uniqueClientAddress()),
      400,
    );
    expectRefused(
      await post(page, '/register', registration(email.toUpperCase()), uniqueClientAddress()),
      REGISTER_PER_ACCOUNT.windowSeconds,
    );
  });
});

test.describe('password reset', () => {
  test(`others asking for an address never refuse its owner (the address's mails are bounded to ${RESET_MAILS_PER_ACCOUNT.limit}); one client asks for one address at most ${RESET_PER_CLIENT_AND_ACCOUNT.limit} times an hour`, async ({
    page,
  }) => {
    const email = uniqueEmail('rl.reset');
    await spend(
      RESET_PER_CLIENT_AND_ACCOUNT.limit * 2,
      () => post(page, '/reset-password', { email }, uniqueClientAddress()),
      302,
    );
    await spend(RESET_PER_CLIENT_AND_ACCOUNT.limit, () => post(page, '/reset-password', { email }), 302);
    await expectFormRefused(page, '/reset-password', () => page.getByLabel('Email').fill(email), 'Send Reset Link');
    expect((await post(page, '/reset-password', { email }, uniqueClientAddress())).status()).toBe(302);
  });

  test('with JavaScript, a refusal that comes before the form’s schema stays when the schema arrives', async ({
    page,
  }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, 'needs JavaScript');
    const email = uniqueEmail('rl.reset');
    await spend(RESET_PER_CLIENT_AND_ACCOUNT.limit, () => post(page, '/reset-password', { email }), 302);
    // A slow line: the schema (zod, loaded as the shopper enters the form) comes after the server's answer.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/zod-validation-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(email);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    expect((await answer).status()).toBe(429);
    const refusal = page.getByRole('alert').filter({ hasText: TOO_MANY });
    await expect(refusal).toBeVisible();
    // The field left before the schema came is not checked again over the server's answer, which stands.
    const loaded = page.waitForResponse(/\/assets\/zod-validation-/);
    release();
    await loaded;
    // What would replace it happens within a few milliseconds of the module's arrival (it did, before the fix).
    await page.waitForTimeout(500);
    await expect(refusal).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test(`one client asks for at most ${RESET_PER_CLIENT.limit} reset mails an hour`, async ({ page }) => {
    await spend(RESET_PER_CLIENT.limit, () => post(page, '/reset-password', { email: uniqueEmail('rl.reset') }), 302);
    expectRefused(
      await post(page, '/reset-password', { email: uniqueEmail('rl.reset') }),
      RESET_PER_CLIENT.windowSeconds,
    );
    expect(
      (await post(page, '/reset-password', { email: uniqueEmail('rl.reset') }, uniqueClientAddress())).status(),
    ).toBe(302);
  });

  test(`new passwords for one account are tried at most ${NEW_PASSWORD_PER_ACCOUNT.limit} times an hour`, async ({
    page,
  }) => {
    const email = uniqueEmail('rl.newpw');
    const form = { token: 'not-a-real-token', email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await spend(
      NEW_PASSWORD_PER_ACCOUNT.limit,
      () => post(page, '/new-password-form', form, uniqueClientAddress()),
      400,
    );
    expectRefused(
      await post(page, '/new-password-form', form, uniqueClientAddress()),
      NEW_PASSWORD_PER_ACCOUNT.windowSeconds,
    );
  });
});
