import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpers } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import {
  clientConfig,
  clients,
  loginGuest,
  loginPrivateClient,
  loginRegistered,
  outbox,
  privateClientHeaders,
  problemOf,
  SITE_ID,
  startTestSandbox,
} from './harness.ts';

let sandbox: RunningSandbox;

const AVA = { login: 'ava.sweet@example.com', password: 'Candy!Shop1' };
const LIAM = { login: 'liam.tremblay@example.com', password: 'Maple!Syrup2' };
const NORA = { login: 'nora.pending@example.com', password: 'Verify!Me4' };
const NOAH = { login: 'noah.new@example.com', password: 'Fresh!Start5' };

beforeAll(async () => {
  sandbox = await startTestSandbox('account');
});
afterAll(async () => sandbox?.close());

/** Calls the account custom API through the SDK's callCustomEndpoint, as the storefront does. */
function account<T = Record<string, unknown>>(
  accessToken: string,
  method: 'GET' | 'POST',
  endpointPath: string,
  options: { body?: unknown; parameters?: Record<string, string | number> } = {},
): Promise<T> {
  return helpers.callCustomEndpoint({
    options: {
      method,
      customApiPathParameters: { apiName: 'account', apiVersion: 'v1', endpointPath },
      parameters: { siteId: SITE_ID, ...options.parameters },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    },
    clientConfig: { ...clientConfig(sandbox), headers: { authorization: `Bearer ${accessToken}` } },
  }) as Promise<T>;
}

const guestToken = async () => (await loginGuest(sandbox)).access_token;
/** The storefront server's own token: a guest of the private client, which reset requests need. */
const storefrontToken = async () => (await loginPrivateClient(sandbox)).access_token;
const registeredToken = async (credentials: { login: string; password: string }) =>
  (await loginRegistered(sandbox, credentials.login, credentials.password)).access_token;
const loginStatus = (credentials: { login: string; password: string }) =>
  loginRegistered(sandbox, credentials.login, credentials.password).then(
    () => ({ status: 200, message: 'ok' }),
    async (error: { response: Response }) => ({
      status: error.response.status,
      message: ((await error.response.json()) as { message: string }).message,
    }),
  );

let signups = 0;
const uniqueEmail = (name: string) => `${name}.${(signups += 1)}.${Date.now()}@example.com`;

describe('registration with e-mail verification', () => {
  it('registers unverified, refuses login until the mailed link is used, then verifies', async () => {
    const email = uniqueEmail('reese');
    const token = await guestToken();
    const registered = await account(token, 'POST', 'customer-register', {
      body: {
        customer: { email, firstName: 'Reese', lastName: 'Peanut', phoneHome: '3125550142' },
        password: 'Peanut!Cup5',
        recaptchaToken: 'sandbox-recaptcha',
      },
    });
    expect(registered).toEqual({ status: 'verification-required', email });
    expect(await loginStatus({ login: email, password: 'Peanut!Cup5' })).toEqual({
      status: 403,
      message: 'requires.verification',
    });

    const [mail] = await outbox(sandbox, email, 'email-verification');
    expect(mail?.subject).toBe('Confirm your Sweet Shop account');
    const link = new URL(String(mail!.data.link));
    expect(link.origin + link.pathname).toBe(`${sandbox.config.storefrontOrigin}/account-confirmation`);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toBe(mail!.data.token);

    const completed = await account(token, 'POST', 'customer-register-complete', {
      body: { c_customer: email, c_token: mail!.data.token },
    });
    expect(completed).toEqual({ status: 'verified', email });
    expect((await loginStatus({ login: email, password: 'Peanut!Cup5' })).status).toBe(200);
    // Opening the link a second time still says verified.
    expect(
      await account(token, 'POST', 'customer-register-complete', {
        body: { c_customer: email, c_token: mail!.data.token },
      }),
    ).toEqual({ status: 'verified', email });

    const session = await loginRegistered(sandbox, email, 'Peanut!Cup5');
    const customer = await clients(sandbox, { accessToken: session.access_token }).customers.getCustomer({
      parameters: { customerId: session.customer_id },
    });
    expect(customer).toMatchObject({
      email,
      login: email,
      firstName: 'Reese',
      lastName: 'Peanut',
      phoneHome: '3125550142',
      emailVerified: true,
    });
  });

  it('answers an expired or unknown token with invalid.confirmation.token', async () => {
    const email = uniqueEmail('tara');
    const token = await guestToken();
    await account(token, 'POST', 'customer-register', {
      body: { customer: { email, firstName: 'Tara', lastName: 'Taffy' }, password: 'Taffy!Pull6' },
    });
    const [mail] = await outbox(sandbox, email, 'email-verification');
    await sandbox.db.query(`UPDATE action_tokens SET expires_at = now() - interval '1 minute' WHERE token = $1`, [
      mail!.data.token,
    ]);
    const expired = await problemOf(
      account(token, 'POST', 'customer-register-complete', { body: { c_customer: email, c_token: mail!.data.token } }),
    );
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'invalid.confirmation.token', title: 'Invalid Confirmation Token' });
    const unknown = await problemOf(
      account(token, 'POST', 'customer-register-complete', { body: { c_customer: email, c_token: 'not-a-token' } }),
    );
    expect(unknown.body.code).toBe('invalid.confirmation.token');
    const missing = await problemOf(
      account(token, 'POST', 'customer-register-complete', { body: { c_customer: email } }),
    );
    expect(missing).toMatchObject({ status: 400, body: { code: 'verification.failed' } });
    expect((await loginStatus({ login: email, password: 'Taffy!Pull6' })).message).toBe('requires.verification');
  });

  it('lists every registration problem as messages', async () => {
    const token = await guestToken();
    const weak = await problemOf(
      account(token, 'POST', 'customer-register', {
        body: { customer: { email: uniqueEmail('weak'), lastName: 'Weak' }, password: 'weak' },
      }),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.messages).toEqual([
      'Please enter your first name.',
      'The password needs at least 8 characters.',
      'The password needs an upper-case letter.',
      'The password needs a number.',
      'The password needs a special character.',
    ]);
    const duplicate = await problemOf(
      account(token, 'POST', 'customer-register', {
        body: {
          customer: { email: 'Ava.Sweet@example.com', firstName: 'Ava', lastName: 'Again' },
          password: 'Candy!Shop1',
        },
      }),
    );
    expect(duplicate.body.messages).toEqual(['An account with this email address already exists.']);
    const badEmail = await problemOf(
      account(token, 'POST', 'customer-register', {
        body: { customer: { email: 'not-an-email', firstName: 'A', lastName: 'B' }, password: 'Valid!Pass1' },
      }),
    );
    expect(badEmail.body.messages).toEqual(['Please enter a valid email address.']);
    const recaptcha = await problemOf(
      account(token, 'POST', 'customer-register', {
        body: {
          customer: { email: uniqueEmail('bot'), firstName: 'A', lastName: 'B' },
          password: 'Valid!Pass1',
          recaptchaToken: 'recaptcha-fail',
        },
      }),
    );
    expect(recaptcha.body.messages).toEqual(['The reCAPTCHA check failed. Please try again.']);
    expect(
      (await problemOf(account(token, 'POST', 'customer-register', { body: { password: 'Valid!Pass1' } }))).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          account(token, 'POST', 'customer-register', {
            body: { customer: { email: uniqueEmail('typed'), firstName: 7, lastName: 'B' }, password: 'Valid!Pass1' },
          }),
        )
      ).status,
    ).toBe(400);
  });
});

describe('send-email-confirmation', () => {
  it('re-sends for an unverified customer (pending), says verified for a verified one, and does not probe', async () => {
    const token = await guestToken();
    expect(await account(token, 'POST', 'send-email-confirmation', { body: { c_email: NORA.login } })).toEqual({
      status: 'pending',
    });
    const [first] = await outbox(sandbox, NORA.login, 'email-verification');
    expect(first?.data.email).toBe(NORA.login);
    await account(token, 'POST', 'send-email-confirmation', { body: { c_email: NORA.login } });
    const [second] = await outbox(sandbox, NORA.login, 'email-verification');
    expect(second!.data.token).not.toBe(first!.data.token);
    // Only the newest link works.
    expect(
      (
        await problemOf(
          account(token, 'POST', 'customer-register-complete', {
            body: { c_customer: NORA.login, c_token: first!.data.token },
          }),
        )
      ).body.code,
    ).toBe('invalid.confirmation.token');
    expect(
      await account(token, 'POST', 'customer-register-complete', {
        body: { c_customer: NORA.login, c_token: second!.data.token },
      }),
    ).toEqual({
      status: 'verified',
      email: NORA.login,
    });
    expect((await loginStatus(NORA)).status).toBe(200);

    expect(await account(token, 'POST', 'send-email-confirmation', { body: { c_email: AVA.login } })).toEqual({
      status: 'verified',
    });
    expect(
      await account(token, 'POST', 'send-email-confirmation', { body: { c_email: 'nobody.here@example.com' } }),
    ).toEqual({ status: 'pending' });
    expect(await outbox(sandbox, 'nobody.here@example.com')).toHaveLength(0);
    expect(
      (await problemOf(account(token, 'POST', 'send-email-confirmation', { body: { c_email: 'nope' } }))).status,
    ).toBe(400);
  });
});

describe('password reset by mail', () => {
  it('sends reset mails only for a token of the private client, never for a public client guest', async () => {
    const refused = await problemOf(
      account(await guestToken(), 'POST', 'password-reset-email', { body: { email: NOAH.login } }),
    );
    expect(refused.status).toBe(403);
    expect(await outbox(sandbox, NOAH.login, 'password-reset')).toHaveLength(0);
  });

  it('mails a token, validates it, resets the password once and signs the customer out elsewhere', async () => {
    const token = await storefrontToken();
    const before = await loginRegistered(sandbox, NOAH.login, NOAH.password);
    expect(await account(token, 'POST', 'password-reset-email', { body: { email: NOAH.login } })).toEqual({
      status: 'sent',
      email: NOAH.login,
    });
    const [mail] = await outbox(sandbox, NOAH.login, 'password-reset');
    expect(String(mail!.data.link)).toContain(`${sandbox.config.storefrontOrigin}/new-password-form?token=`);
    const resetToken = String(mail!.data.token);
    expect(await account(token, 'POST', 'password-reset/validate-token', { body: { token: resetToken } })).toEqual({
      valid: true,
      email: NOAH.login,
    });

    const weak = await problemOf(
      account(token, 'POST', 'password-reset', { body: { token: resetToken, email: NOAH.login, password: 'short' } }),
    );
    expect(weak).toMatchObject({ status: 400, body: { title: 'Invalid Password' } });
    const wrongEmail = await problemOf(
      account(token, 'POST', 'password-reset', {
        body: { token: resetToken, email: AVA.login, password: 'Brand!New77' },
      }),
    );
    expect(wrongEmail.body.title).toBe('Invalid Token');

    expect(
      await account(token, 'POST', 'password-reset', {
        body: { token: resetToken, email: NOAH.login, password: 'Brand!New77' },
      }),
    ).toMatchObject({
      status: 'reset',
      email: NOAH.login,
      customerId: expect.any(String),
    });
    expect((await loginStatus({ login: NOAH.login, password: 'Brand!New77' })).status).toBe(200);
    expect((await loginStatus(NOAH)).status).toBe(401);
    expect(await account(token, 'POST', 'password-reset/validate-token', { body: { token: resetToken } })).toEqual({
      valid: false,
    });
    expect(
      (
        await problemOf(
          account(token, 'POST', 'password-reset', {
            body: { token: resetToken, email: NOAH.login, password: 'Again!New88' },
          }),
        )
      ).body.title,
    ).toBe('Invalid Token');
    const refresh = await helpers
      .refreshAccessToken({ slasClient: clients(sandbox).login, parameters: { refreshToken: before.refresh_token } })
      .catch((error: { response: Response }) => error.response);
    expect((refresh as Response).status).toBe(400);
  });

  it('answers an expired token with Token Expired, and invalidates a token on request', async () => {
    const token = await storefrontToken();
    await account(token, 'POST', 'password-reset-email', { body: { email: LIAM.login } });
    const [mail] = await outbox(sandbox, LIAM.login, 'password-reset');
    await account(token, 'POST', 'password-reset-email', { body: { email: LIAM.login } });
    const [fresh] = await outbox(sandbox, LIAM.login, 'password-reset');
    await sandbox.db.query(`UPDATE action_tokens SET expires_at = now() - interval '1 minute' WHERE token = $1`, [
      mail!.data.token,
    ]);
    const expired = await problemOf(
      account(token, 'POST', 'password-reset', {
        body: { token: mail!.data.token, email: LIAM.login, password: 'Maple!Leaf33' },
      }),
    );
    expect(expired).toMatchObject({ status: 400, body: { title: 'Token Expired', code: 'token.expired' } });
    expect(
      await account(token, 'POST', 'password-reset/invalidate-token', { body: { token: fresh!.data.token } }),
    ).toEqual({ invalidated: true });
    expect(
      await account(token, 'POST', 'password-reset/validate-token', { body: { token: fresh!.data.token } }),
    ).toEqual({ valid: false });
    expect((await loginStatus(LIAM)).status).toBe(200);
  });

  it('accepts a token mailed by the SLAS reset flow, and never reveals unknown e-mail addresses', async () => {
    const token = await storefrontToken();
    const email = uniqueEmail('slas.reset');
    await clients(sandbox, { accessToken: token }).customers.registerCustomer({
      body: { customer: { login: email, email, firstName: 'Sam', lastName: 'Slas' }, password: 'Sherbet!Top1' },
    });
    await clients(sandbox).login.getPasswordResetToken({
      headers: privateClientHeaders(sandbox),
      body: { user_id: email, mode: 'email', channel_id: SITE_ID },
    });
    const [mail] = await outbox(sandbox, email, 'password-reset');
    expect(
      await account(token, 'POST', 'password-reset', {
        body: { token: mail!.data.token, email, password: 'Sorbet!Swirl2' },
      }),
    ).toMatchObject({
      status: 'reset',
      email,
      customerId: expect.any(String),
    });
    expect((await loginStatus({ login: email, password: 'Sorbet!Swirl2' })).status).toBe(200);

    expect(await account(token, 'POST', 'password-reset-email', { body: { email: 'ghost@example.com' } })).toEqual({
      status: 'sent',
      email: 'ghost@example.com',
    });
    expect(await outbox(sandbox, 'ghost@example.com')).toHaveLength(0);
    expect((await problemOf(account(token, 'POST', 'password-reset/validate-token', { body: {} }))).status).toBe(400);
  });
});

describe('validate-customer-password', () => {
  it("checks the signed-in customer's password; guests are refused", async () => {
    const ava = await registeredToken(AVA);
    expect(await account(ava, 'POST', 'validate-customer-password', { body: { password: AVA.password } })).toEqual({
      valid: true,
    });
    expect(await account(ava, 'POST', 'validate-customer-password', { body: { password: 'Not!Hers1' } })).toEqual({
      valid: false,
    });
    expect(
      (await problemOf(account(ava, 'POST', 'validate-customer-password', { body: { password: 42 } }))).status,
    ).toBe(400);
    expect(
      (
        await problemOf(
          account(await guestToken(), 'POST', 'validate-customer-password', { body: { password: AVA.password } }),
        )
      ).status,
    ).toBe(403);
  });
});

describe('order history', () => {
  it('lists order summaries a page at a time, with more pages while more records exist', async () => {
    const ava = await registeredToken(AVA);
    // The records are read field by field below, as loosely as a JSON answer.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    type Page = { data: Array<Record<string, any>>; offset: number; limit: number; total: number; hasMore: boolean };
    const first = await account<Page>(ava, 'GET', 'order-history-list', { parameters: { offset: 0, limit: 10 } });
    expect(first).toMatchObject({ offset: 0, limit: 10, total: 23, hasMore: true });
    expect(first.data.map((order) => order.orderNo)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(90023 - i).padStart(8, '0')),
    );
    const newest = first.data[0]!;
    expect(newest).toMatchObject({ status: 'new', shippingStatus: 'not_shipped', currency: 'USD' });
    expect(newest.itemCount).toBe(
      newest.productItems.reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0),
    );
    expect(newest.shipments[0]).toMatchObject({
      shipmentId: 'me',
      recipient: expect.any(String),
      trackingNumber: expect.stringMatching(/^1Z/),
    });
    expect(typeof newest.orderTotal).toBe('number');
    const last = await account<Page>(ava, 'GET', 'order-history-list', { parameters: { offset: 20, limit: 10 } });
    expect(last).toMatchObject({ total: 23, hasMore: false });
    expect(last.data).toHaveLength(3);
    expect((await account<Page>(ava, 'GET', 'order-history-list')).limit).toBe(10);
    expect((await problemOf(account(ava, 'GET', 'order-history-list', { parameters: { limit: 'ten' } }))).status).toBe(
      400,
    );
  });

  it('gives the full order to its owner only', async () => {
    const ava = await registeredToken(AVA);
    const order = await account(ava, 'GET', 'order-details', { parameters: { orderNo: '00090017' } });
    expect(order).toMatchObject({
      orderNo: '00090017',
      customerInfo: { email: AVA.login },
      billingAddress: { city: 'San Francisco' },
    });
    expect(Array.isArray(order.productItems)).toBe(true);
    const liam = await registeredToken(LIAM);
    const foreign = await problemOf(account(liam, 'GET', 'order-details', { parameters: { orderNo: '00090017' } }));
    expect(foreign).toMatchObject({ status: 404, body: { title: 'Order Not Found' } });
    expect((await problemOf(account(ava, 'GET', 'order-details'))).status).toBe(400);
    const liamsOwn = await account(liam, 'GET', 'order-details', { parameters: { orderNo: '00090104' } });
    expect(liamsOwn).toMatchObject({ currency: 'CAD' });
    expect((await problemOf(account(await guestToken(), 'GET', 'order-history-list'))).status).toBe(403);
  });
});

describe('payment-instruments/{id}/use-for-subscriptions', () => {
  it('marks one saved card for subscriptions and clears the others', async () => {
    const session = await loginRegistered(sandbox, AVA.login, AVA.password);
    const { customers } = clients(sandbox, { accessToken: session.access_token });
    const before =
      (await customers.getCustomer({ parameters: { customerId: session.customer_id } })).paymentInstruments ?? [];
    expect(before.map((card) => Boolean(card.c_useForSubscriptions))).toEqual([true, false, false]);
    const mastercard = before[1]!;
    const result = await account(
      session.access_token,
      'POST',
      `payment-instruments/${mastercard.paymentInstrumentId}/use-for-subscriptions`,
    );
    expect(result).toMatchObject({ paymentInstrumentId: mastercard.paymentInstrumentId, c_useForSubscriptions: true });
    const after =
      (await customers.getCustomer({ parameters: { customerId: session.customer_id } })).paymentInstruments ?? [];
    expect(after.map((card) => Boolean(card.c_useForSubscriptions))).toEqual([false, true, false]);
    const unknown = await problemOf(
      account(session.access_token, 'POST', 'payment-instruments/no-such-card/use-for-subscriptions'),
    );
    expect(unknown.status).toBe(404);
  });
});

describe('custom API errors', () => {
  it('answers malformed JSON, a missing siteId and a missing token with problem+json', async () => {
    const base = `${sandbox.url}/custom/account/v1/organizations/${sandbox.config.organizationId}`;
    const token = await guestToken();
    const malformed = await fetch(`${base}/send-email-confirmation?siteId=${SITE_ID}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"c_email"',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toContain('application/problem+json');
    const noSite = await fetch(`${base}/send-email-confirmation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(noSite.status).toBe(400);
    expect((await fetch(`${base}/order-history-list?siteId=${SITE_ID}`)).status).toBe(401);
  });
});
