import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { helpers } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { hashPassword } from '../src/slas/passwords.ts';
import {
  clients,
  loginGuest,
  loginRegistered,
  outbox,
  privateClientHeaders,
  REDIRECT_URI,
  startTestSandbox,
} from './harness.ts';

let sandbox: RunningSandbox;
const EMAIL = 'slas.tester@example.com';
const PASSWORD = 'Sugar!Rush42';

beforeAll(async () => {
  sandbox = await startTestSandbox('slas');
  await sandbox.db.query(
    `INSERT INTO customers (id, customer_no, login, password_hash, email_verified, doc) VALUES ($1, $2, $3, $4, true, $5::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [
      'slasTesterCustomerId000000',
      '99000001',
      EMAIL,
      await hashPassword(PASSWORD),
      JSON.stringify({ firstName: 'Sally', lastName: 'Slas', email: EMAIL, login: EMAIL }),
    ],
  );
  await sandbox.db.query(
    `INSERT INTO customers (id, customer_no, login, password_hash, email_verified, doc) VALUES ($1, $2, $3, $4, false, $5::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [
      'slasUnverifiedCustomer0000',
      '99000002',
      'unverified@example.com',
      await hashPassword(PASSWORD),
      JSON.stringify({ firstName: 'Una', lastName: 'Verified' }),
    ],
  );
});
afterAll(async () => sandbox?.close());

describe('SLAS guest login (PKCE)', () => {
  it('issues a signed 30-minute guest JWT with SLAS claim shapes and a 30-day refresh token', async () => {
    const token = await loginGuest(sandbox);
    expect(token.token_type).toBe('BEARER');
    expect(token.expires_in).toBe(1800);
    expect(token.refresh_token_expires_in).toBe(30 * 24 * 3600);
    const claims = decodeJwt(token.access_token);
    expect(claims.sub).toMatch(new RegExp(`^cc-slas::swet_001::scid:${sandbox.config.clientId}::usid:${token.usid}$`));
    expect(claims.isb).toBe(`uido:slas::upn:Guest::uidn:Guest User::gcid:${token.customer_id}::chid:sweet-shop`);
    expect((claims.exp as number) - (claims.iat as number)).toBe(1800);
  });

  it('answers authorize with 303 and an absolute Location carrying code and usid', async () => {
    const challenge = await helpers.generateCodeChallenge(helpers.createCodeVerifier());
    const url = new URL(
      `/shopper/auth/v1/organizations/${sandbox.config.organizationId}/oauth2/authorize`,
      sandbox.url,
    );
    for (const [key, value] of Object.entries({
      client_id: sandbox.config.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      hint: 'guest',
      code_challenge: challenge,
      channel_id: 'sweet-shop',
    })) {
      url.searchParams.set(key, value);
    }
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('code')).toBeTruthy();
    expect(location.searchParams.get('usid')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the usid and the guest customer when the usid is passed again', async () => {
    const first = await loginGuest(sandbox);
    const second = await loginGuest(sandbox, first.usid);
    expect(second.usid).toBe(first.usid);
    expect(second.customer_id).toBe(first.customer_id);
  });

  it('rejects a wrong PKCE verifier', async () => {
    const { login } = clients(sandbox);
    const { code, usid } = await helpers.authorize({
      slasClient: login,
      codeVerifier: helpers.createCodeVerifier(),
      parameters: { redirectURI: REDIRECT_URI, hint: 'guest' },
    });
    const error = await login
      .getAccessToken({
        body: {
          grant_type: 'authorization_code_pkce',
          code,
          code_verifier: helpers.createCodeVerifier(),
          client_id: sandbox.config.clientId,
          channel_id: 'sweet-shop',
          redirect_uri: REDIRECT_URI,
          usid,
        },
      })
      .catch((e: { response: Response }) => e.response);
    expect((error as Response).status).toBe(400);
    expect(await (error as Response).json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('SLAS refresh', () => {
  it('rotates refresh tokens: the old one is refused with "invalid refresh_token"', async () => {
    const { login } = clients(sandbox);
    const guest = await loginGuest(sandbox);
    const refreshed = await helpers.refreshAccessToken({
      slasClient: login,
      parameters: { refreshToken: guest.refresh_token },
    });
    expect(refreshed.usid).toBe(guest.usid);
    expect(refreshed.customer_id).toBe(guest.customer_id);
    expect(refreshed.refresh_token).not.toBe(guest.refresh_token);
    const reused = await helpers
      .refreshAccessToken({ slasClient: login, parameters: { refreshToken: guest.refresh_token } })
      .catch((e: { response: Response }) => e.response);
    expect((reused as Response).status).toBe(400);
    expect(await (reused as Response).json()).toMatchObject({ message: 'invalid refresh_token' });
  });

  it('answers an expired refresh token with EXPIRED_TOKEN', async () => {
    const { login } = clients(sandbox);
    const guest = await loginGuest(sandbox);
    await sandbox.db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE revoked = false`);
    const expired = await helpers
      .refreshAccessToken({ slasClient: login, parameters: { refreshToken: guest.refresh_token } })
      .catch((e: { response: Response }) => e.response);
    expect((expired as Response).status).toBe(401);
    expect(await (expired as Response).json()).toMatchObject({ message: 'EXPIRED_TOKEN' });
  });

  it('lets exactly one of two concurrent refreshes with the same token succeed', async () => {
    const { login } = clients(sandbox);
    const guest = await loginGuest(sandbox);
    const results = await Promise.allSettled(
      [0, 1].map(() =>
        helpers.refreshAccessToken({ slasClient: login, parameters: { refreshToken: guest.refresh_token } }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('SLAS registered login', () => {
  it('logs in with Basic credentials, keeps the guest usid and issues a 90-day registered token', async () => {
    const guest = await loginGuest(sandbox);
    const token = await loginRegistered(sandbox, EMAIL, PASSWORD, guest.usid);
    expect(token.usid).toBe(guest.usid);
    expect(token.customer_id).toBe('slasTesterCustomerId000000');
    expect(token.refresh_token_expires_in).toBe(90 * 24 * 3600);
    const claims = decodeJwt(token.access_token);
    expect(claims.isb).toMatch(
      /^uido:ecom::upn:slas\.tester@example\.com::uidn:Sally Slas::gcid:[^:]+::rcid:slasTesterCustomerId000000::chid:sweet-shop$/,
    );
  });

  it('refuses a wrong password with 401 Unauthorized', async () => {
    const error = await loginRegistered(sandbox, EMAIL, 'wrong-password').catch(
      (e: { response: Response }) => e.response,
    );
    expect((error as Response).status).toBe(401);
    expect(await (error as Response).json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('refuses an unverified account with requires.verification', async () => {
    const error = await loginRegistered(sandbox, 'unverified@example.com', PASSWORD).catch(
      (e: { response: Response }) => e.response,
    );
    expect((error as Response).status).toBe(403);
    expect(await (error as Response).json()).toMatchObject({ message: 'requires.verification' });
  });

  it('logs out: the refresh token is revoked and a guest session comes back', async () => {
    const token = await loginRegistered(sandbox, EMAIL, PASSWORD);
    const { login } = clients(sandbox);
    const guest = await helpers.logout({
      slasClient: login,
      parameters: { accessToken: token.access_token, refreshToken: token.refresh_token },
    });
    expect(decodeJwt(guest.access_token).isb).toMatch(/^uido:slas::upn:Guest/);
    const reused = await helpers
      .refreshAccessToken({ slasClient: login, parameters: { refreshToken: token.refresh_token } })
      .catch((e: { response: Response }) => e.response);
    expect((reused as Response).status).toBe(400);
  });
});

describe('SLAS private client', () => {
  it('issues a guest token for client_credentials with HTTP Basic client authentication', async () => {
    const { ShopperLogin } = await import('commerce-sdk-isomorphic');
    const login = new ShopperLogin({
      ...clients(sandbox).login.clientConfig,
      parameters: { ...clients(sandbox).login.clientConfig.parameters, clientId: sandbox.config.privateClientId },
    });
    const token = await helpers.loginGuestUserPrivate({
      slasClient: login,
      parameters: {},
      credentials: { clientSecret: sandbox.config.privateClientSecret },
    });
    expect(decodeJwt(token.access_token).sub).toContain(`scid:${sandbox.config.privateClientId}`);
    const refused = await helpers
      .loginGuestUserPrivate({ slasClient: login, parameters: {}, credentials: { clientSecret: 'wrong' } })
      .catch((e: { response: Response }) => e.response);
    expect((refused as Response).status).toBe(401);
  });
});

describe('SLAS password reset', () => {
  it('mails a token and sets a new password with it, once', async () => {
    const { login } = clients(sandbox);
    await login.getPasswordResetToken({
      headers: privateClientHeaders(sandbox),
      body: { user_id: EMAIL, mode: 'email', channel_id: 'sweet-shop', locale: 'en-US' },
    });
    const [mail] = await outbox(sandbox, EMAIL, 'password-reset');
    expect(mail?.data.link).toMatch(/\/new-password-form\?token=/);
    const token = String(mail!.data.token);
    const newPassword = 'Caramel#Swirl99';
    await login.resetPassword({
      body: {
        user_id: EMAIL,
        pwd_action_token: token,
        new_password: newPassword,
        channel_id: 'sweet-shop',
        client_id: sandbox.config.clientId,
      },
    });
    const session = await loginRegistered(sandbox, EMAIL, newPassword);
    expect(session.customer_id).toBe('slasTesterCustomerId000000');
    const again = await login
      .resetPassword({
        body: {
          pwd_action_token: token,
          new_password: 'Another#Pass1',
          channel_id: 'sweet-shop',
          client_id: sandbox.config.clientId,
        },
      })
      .catch((e: { response: Response }) => e.response);
    expect((again as Response).status).toBe(400);
    expect(await (again as Response).json()).toMatchObject({ message: 'Invalid token.' });
  });

  it('answers 200 for an unknown login without sending mail', async () => {
    const { login } = clients(sandbox);
    await login.getPasswordResetToken({
      headers: privateClientHeaders(sandbox),
      body: { user_id: 'nobody@example.com', mode: 'email', channel_id: 'sweet-shop' },
    });
    expect(await outbox(sandbox, 'nobody@example.com')).toHaveLength(0);
  });
});

describe('SCAPI authentication and errors', () => {
  it('answers 401 problem+json without a token and for unknown resources a problem+json 404', async () => {
    const noToken = await fetch(
      `${sandbox.url}/product/shopper-products/v1/organizations/${sandbox.config.organizationId}/products/x?siteId=sweet-shop`,
    );
    expect(noToken.status).toBe(401);
    expect(noToken.headers.get('content-type')).toContain('application/problem+json');
    expect(await noToken.json()).toMatchObject({ title: 'Unauthorized' });
    const unknown = await fetch(
      `${sandbox.url}/configuration/shopper-configurations/v1/organizations/${sandbox.config.organizationId}/configurations`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ title: 'Resource Not Found' });
  });

  it('switches into maintenance ("Site Under Maintenance", sfdc_maintenance header) and back', async () => {
    sandbox.switches.maintenance = true;
    try {
      const response = await fetch(
        `${sandbox.url}/shopper/auth/v1/organizations/${sandbox.config.organizationId}/oauth2/jwks`,
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('sfdc_maintenance')).toBe('site');
      expect(await response.json()).toMatchObject({ title: 'Site Under Maintenance' });
    } finally {
      sandbox.switches.maintenance = false;
    }
    const switched = await fetch(`${sandbox.url}/__sandbox/switches`, {
      method: 'PUT',
      headers: privateClientHeaders(sandbox),
      body: JSON.stringify({ latencyMs: 120 }),
    });
    expect(await switched.json()).toEqual({ maintenance: false, latencyMs: 120, loseOrderAnswers: [] });
    const started = performance.now();
    await fetch(`${sandbox.url}/shopper/auth/v1/organizations/${sandbox.config.organizationId}/oauth2/jwks`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    sandbox.switches.latencyMs = 0;
  });
});
