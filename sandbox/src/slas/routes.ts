import { createHash, timingSafeEqual } from 'node:crypto';
import type { SandboxApp, SandboxContext, SandboxServices } from '../http/context.ts';
import { mountScapi } from '../http/context.ts';
import { basicCredentials, isPrivateClient } from '../http/client-auth.ts';
import { randomSecret } from '../ids.ts';
import { SITES } from '../sites.ts';
import { encUserId, signAccessToken, signIdToken, verifyAccessToken, type AccessTokenSubject } from './jwt.ts';
import { slasError } from './errors.ts';
import { ensureGuestCustomer, findCustomerByLogin, type CustomerAuthRow } from './shoppers.ts';
import { passwordPolicyViolations, verifyPassword } from './passwords.ts';
import { actionTokenState, consumeActionToken, issueActionToken } from '../customers/action-tokens.ts';
import { sendPasswordResetMail } from '../customers/mails.ts';
import { setPassword } from '../customers/store.ts';

const CODE_TTL_SECONDS = 10 * 60;
const GUEST_REFRESH_TTL_SECONDS = 30 * 24 * 3600;
const REGISTERED_REFRESH_TTL_SECONDS = 90 * 24 * 3600;

interface AuthCode {
  clientId: string;
  redirectUri: string;
  codeChallenge?: string;
  usid: string;
  siteId: string;
  customerId: string;
  registered: boolean;
}

interface RefreshTokenDoc {
  clientId: string;
  siteId: string;
  usid: string;
  customerId: string;
  registered: boolean;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const hashToken = (token: string) => sha256(token).toString('hex');

/** PKCE S256: code_challenge = base64url(sha256(code_verifier)). */
function pkceMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(sha256(verifier).toString('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** SLAS endpoints take form-encoded bodies; JSON is accepted too. */
async function formBody(c: SandboxContext): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (!text) return {};
  if (type.includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
    } catch {
      throw slasError(400, 'invalid_request', 'Malformed request body.');
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const basicAuth = (c: SandboxContext) => basicCredentials(c.req.header('authorization'));

function requireSiteId(channelId: string | undefined): string {
  if (!channelId) throw slasError(400, 'invalid_request', 'Required parameter channel_id is missing.');
  if (!SITES.some((site) => site.id === channelId))
    throw slasError(400, 'invalid_request', `Unknown channel_id '${channelId}'.`);
  return channelId;
}

function requirePublicClient(sb: SandboxServices, clientId: string | undefined): string {
  if (!clientId) throw slasError(400, 'invalid_request', 'Required parameter client_id is missing.');
  if (clientId !== sb.config.clientId && clientId !== sb.config.privateClientId)
    throw slasError(401, 'invalid_client', 'Unknown client_id.');
  return clientId;
}

function requireRedirectUri(sb: SandboxServices, redirectUri: string | undefined): string {
  if (!redirectUri) throw slasError(400, 'invalid_request', 'Required parameter redirect_uri is missing.');
  let parsed: URL;
  try {
    parsed = new URL(redirectUri);
  } catch {
    throw slasError(400, 'invalid_request', 'redirect_uri must be an absolute URL.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw slasError(400, 'invalid_request', 'redirect_uri must be http(s).');
  const allowed = sb.config.allowedRedirectUris;
  if (!allowed.includes('*') && !allowed.includes(redirectUri))
    throw slasError(400, 'invalid_request', 'redirect_uri is not registered for this client.');
  return redirectUri;
}

/** Checks private-client Basic credentials when present; returns whether the caller is the private client. */
function privateClientAuthenticated(c: SandboxContext, sb: SandboxServices): boolean {
  const credentials = basicAuth(c);
  if (!credentials) return false;
  if (!isPrivateClient(credentials, sb.config)) throw slasError(401, 'invalid_client', 'Client authentication failed.');
  return true;
}

/**
 * A callback URI registered for password-reset tokens: one of the allowed URIs exactly, or any path on
 * an allowed bare origin. No wildcards — the token lets whoever receives it take the account over.
 */
function requireCallbackUri(sb: SandboxServices, callbackUri: string | undefined): string {
  if (!callbackUri) throw slasError(400, 'invalid_request', 'Required parameter callback_uri is missing.');
  let parsed: URL;
  try {
    parsed = new URL(callbackUri);
  } catch {
    throw slasError(400, 'invalid_request', 'callback_uri must be an absolute URL.');
  }
  const allowed = sb.config.allowedCallbackUris.some((entry) => {
    if (entry === callbackUri) return true;
    try {
      const registered = new URL(entry);
      return registered.pathname === '/' && !registered.search && registered.origin === parsed.origin;
    } catch {
      return false;
    }
  });
  if (!allowed || parsed.username || parsed.password)
    throw slasError(400, 'invalid_request', 'callback_uri is not registered for this client.');
  return callbackUri;
}

async function issueCode(sb: SandboxServices, code: AuthCode): Promise<string> {
  const value = randomSecret(24);
  const expires = new Date(sb.now().getTime() + CODE_TTL_SECONDS * 1000);
  await sb.db.query(`INSERT INTO auth_codes (code, expires_at, doc) VALUES ($1, $2, $3::jsonb)`, [
    value,
    expires,
    JSON.stringify(code),
  ]);
  return value;
}

function redirectWithCode(redirectUri: string, code: string, usid: string): Response {
  const location = new URL(redirectUri);
  location.searchParams.set('code', code);
  location.searchParams.set('usid', usid);
  return new Response(null, { status: 303, headers: { location: location.toString() } });
}

/** Reuses a usid the caller already had (usid continuity), else starts a new shopper. */
function usidFor(requested: string | undefined): string {
  return requested && /^[0-9a-f-]{36}$/i.test(requested) ? requested : crypto.randomUUID();
}

async function tokenResponse(sb: SandboxServices, doc: RefreshTokenDoc, customer?: CustomerAuthRow) {
  const subject: AccessTokenSubject = {
    organizationId: sb.config.organizationId,
    clientId: doc.clientId,
    siteId: doc.siteId,
    usid: doc.usid,
    customerId: doc.customerId,
  };
  if (doc.registered) {
    if (!customer) throw slasError(401, 'invalid_grant', 'Customer no longer exists.');
    subject.registered = {
      login: customer.login,
      firstName: customer.doc.firstName as string | undefined,
      lastName: customer.doc.lastName as string | undefined,
      guestCustomerId: (customer.doc.c_guestCustomerId as string | undefined) ?? customer.id,
    };
  }
  const accessToken = await signAccessToken(sb.keys, subject, sb.config.accessTokenTtlSeconds, sb.now());
  const refreshToken = randomSecret(32);
  const refreshTtl = doc.registered ? REGISTERED_REFRESH_TTL_SECONDS : GUEST_REFRESH_TTL_SECONDS;
  await sb.db.query(`INSERT INTO refresh_tokens (token_hash, expires_at, doc) VALUES ($1, $2, $3::jsonb)`, [
    hashToken(refreshToken),
    new Date(sb.now().getTime() + refreshTtl * 1000),
    JSON.stringify(doc),
  ]);
  return {
    access_token: accessToken,
    id_token: await signIdToken(sb.keys, subject, sb.now()),
    refresh_token: refreshToken,
    expires_in: sb.config.accessTokenTtlSeconds,
    refresh_token_expires_in: refreshTtl,
    token_type: 'BEARER',
    usid: doc.usid,
    customer_id: doc.customerId,
    enc_user_id: encUserId(doc.customerId),
    idp_access_token: null,
  };
}

async function customerById(sb: SandboxServices, id: string): Promise<CustomerAuthRow | undefined> {
  const rows = await sb.db.query<CustomerAuthRow>(
    `SELECT id, login, password_hash, email_verified, doc FROM customers WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export function registerSlasRoutes(app: SandboxApp): void {
  const slas = mountScapi(app, '/shopper/auth/v1', { auth: false });

  /** Guest authorization (hint=guest): 303 to redirect_uri with code and usid. */
  slas.get('/oauth2/authorize', async (c) => {
    const sb = c.var.sb;
    const query = c.req.query();
    const clientId = requirePublicClient(sb, query.client_id);
    const redirectUri = requireRedirectUri(sb, query.redirect_uri);
    if (query.response_type !== 'code')
      throw slasError(400, 'unsupported_response_type', 'response_type must be code.');
    if (query.hint !== 'guest')
      throw slasError(
        400,
        'invalid_request',
        'Only hint=guest is supported for authorize; registered shoppers use /oauth2/login.',
      );
    if (!query.code_challenge && clientId === sb.config.clientId)
      throw slasError(400, 'invalid_request', 'Required parameter code_challenge is missing.');
    const siteId = requireSiteId(query.channel_id);
    const usid = usidFor(query.usid);
    const customerId = await ensureGuestCustomer(sb.db, usid);
    const code = await issueCode(sb, {
      clientId,
      redirectUri,
      codeChallenge: query.code_challenge,
      usid,
      siteId,
      customerId,
      registered: false,
    });
    return redirectWithCode(redirectUri, code, usid);
  });

  /** Registered login (B2C): credentials in a Basic header, 303 to redirect_uri with code and usid. */
  slas.post('/oauth2/login', async (c) => {
    const sb = c.var.sb;
    const body = await formBody(c);
    const clientId = requirePublicClient(sb, body.client_id);
    const redirectUri = requireRedirectUri(sb, body.redirect_uri);
    const siteId = requireSiteId(body.channel_id);
    const credentials = basicAuth(c);
    if (!credentials || !credentials.user) throw slasError(400, 'invalid_request', 'Bad Request');
    const customer = await findCustomerByLogin(sb.db, credentials.user);
    const valid = customer ? await verifyPassword(credentials.password, customer.password_hash) : false;
    if (!customer || !valid) throw slasError(401, 'invalid_grant', 'Unauthorized');
    if (!customer.email_verified) throw slasError(403, 'access_denied', 'requires.verification');
    const usid = usidFor(body.usid);
    const code = await issueCode(sb, {
      clientId,
      redirectUri,
      codeChallenge: body.code_challenge,
      usid,
      siteId,
      customerId: customer.id,
      registered: true,
    });
    return redirectWithCode(redirectUri, code, usid);
  });

  slas.post('/oauth2/token', async (c) => {
    const sb = c.var.sb;
    const body = await formBody(c);
    const isPrivate = privateClientAuthenticated(c, sb);
    switch (body.grant_type) {
      case 'authorization_code_pkce':
      case 'authorization_code': {
        if (!body.code) throw slasError(400, 'invalid_request', 'Required parameter code is missing.');
        const rows = await sb.db.query<{ doc: AuthCode; expires_at: Date | string }>(
          `DELETE FROM auth_codes WHERE code = $1 RETURNING doc, expires_at`,
          [body.code],
        );
        const stored = rows[0];
        if (!stored || new Date(stored.expires_at) < sb.now())
          throw slasError(400, 'invalid_grant', 'Invalid authorization code.');
        const code = stored.doc;
        const clientId = isPrivate ? sb.config.privateClientId : requirePublicClient(sb, body.client_id);
        if (clientId !== code.clientId)
          throw slasError(400, 'invalid_grant', 'The authorization code was issued to another client.');
        if (body.redirect_uri && body.redirect_uri !== code.redirectUri)
          throw slasError(400, 'invalid_grant', 'redirect_uri does not match.');
        if (!isPrivate || code.codeChallenge) {
          if (!body.code_verifier || !code.codeChallenge || !pkceMatches(body.code_verifier, code.codeChallenge)) {
            throw slasError(400, 'invalid_grant', 'PKCE verification failed.');
          }
        }
        const doc: RefreshTokenDoc = {
          clientId,
          siteId: code.siteId,
          usid: code.usid,
          customerId: code.customerId,
          registered: code.registered,
        };
        const customer = code.registered ? await customerById(sb, code.customerId) : undefined;
        return c.json(await tokenResponse(sb, doc, customer));
      }
      case 'refresh_token': {
        if (!body.refresh_token)
          throw slasError(400, 'invalid_request', 'Required parameter refresh_token is missing.');
        // Rotation: a refresh token is used once; the row is revoked as it is read.
        // Under concurrency only one caller's UPDATE matches "revoked = false".
        const rows = await sb.db.query<{ doc: RefreshTokenDoc; expires_at: Date | string }>(
          `UPDATE refresh_tokens SET revoked = true WHERE token_hash = $1 AND revoked = false RETURNING doc, expires_at`,
          [hashToken(body.refresh_token)],
        );
        const stored = rows[0];
        if (!stored) throw slasError(400, 'invalid_grant', 'invalid refresh_token');
        if (new Date(stored.expires_at) < sb.now()) throw slasError(401, 'invalid_grant', 'EXPIRED_TOKEN');
        const clientId = isPrivate ? sb.config.privateClientId : requirePublicClient(sb, body.client_id);
        if (clientId !== stored.doc.clientId) throw slasError(400, 'invalid_grant', 'invalid refresh_token');
        const customer = stored.doc.registered ? await customerById(sb, stored.doc.customerId) : undefined;
        return c.json(await tokenResponse(sb, stored.doc, customer));
      }
      case 'client_credentials': {
        if (!isPrivate)
          throw slasError(401, 'invalid_client', 'client_credentials requires private client authentication.');
        const siteId = requireSiteId(body.channel_id);
        const usid = usidFor(body.usid);
        const customerId = await ensureGuestCustomer(sb.db, usid);
        return c.json(
          await tokenResponse(sb, { clientId: sb.config.privateClientId, siteId, usid, customerId, registered: false }),
        );
      }
      default:
        throw slasError(400, 'unsupported_grant_type', `Unsupported grant_type '${body.grant_type ?? ''}'.`);
    }
  });

  /** Logout: revokes the refresh token and answers with a fresh guest session's tokens. */
  slas.get('/oauth2/logout', async (c) => {
    const sb = c.var.sb;
    const header = c.req.header('authorization') ?? '';
    const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!bearer) throw slasError(401, 'invalid_token', 'Unauthorized');
    let verified;
    try {
      verified = await verifyAccessToken(sb.keys, bearer, sb.now(), sb.config.organizationId);
    } catch {
      throw slasError(401, 'invalid_token', 'Unauthorized');
    }
    const refreshToken = c.req.query('refresh_token');
    if (!refreshToken) throw slasError(400, 'invalid_request', 'Required parameter refresh_token is missing.');
    await sb.db.query(`UPDATE refresh_tokens SET revoked = true WHERE token_hash = $1`, [hashToken(refreshToken)]);
    const usid = crypto.randomUUID();
    const customerId = await ensureGuestCustomer(sb.db, usid);
    return c.json(
      await tokenResponse(sb, {
        clientId: verified.clientId,
        siteId: verified.siteId,
        usid,
        customerId,
        registered: false,
      }),
    );
  });

  /**
   * Starts a password reset: mails a one-time token (mode=email) to a known login, or posts it to a
   * registered callback URI (mode=callback). The caller authenticates as the private client (HTTP Basic),
   * as SLAS requires of private clients. Always 200 for a known or unknown login, so logins cannot be probed.
   */
  slas.post('/oauth2/password/reset', async (c) => {
    const sb = c.var.sb;
    if (!privateClientAuthenticated(c, sb))
      throw slasError(
        401,
        'invalid_client',
        'Client authentication is required: HTTP Basic with the client id and secret.',
      );
    const body = await formBody(c);
    requireSiteId(body.channel_id);
    if (!body.user_id) throw slasError(400, 'invalid_request', 'Required parameter user_id is missing.');
    if (body.mode !== 'email' && body.mode !== 'callback')
      throw slasError(400, 'invalid_request', 'mode must be email or callback.');
    const callbackUri = body.mode === 'callback' ? requireCallbackUri(sb, body.callback_uri) : undefined;
    const customer = await findCustomerByLogin(sb.db, body.user_id);
    if (!customer) return c.body(null, 200);
    if (callbackUri) {
      const token = await issueActionToken(sb.db, 'password-reset', customer.id, sb.now());
      await fetch(callbackUri, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email_id: customer.login, token }),
      }).catch(() => undefined);
    } else {
      await sendPasswordResetMail(sb, {
        id: customer.id,
        email: customer.login,
        firstName: customer.doc.firstName as string | undefined,
      });
    }
    return c.body(null, 200);
  });

  /** Completes a password reset with the mailed token (pwd_action_token); user_id, when sent, must be the token's login. */
  slas.post('/oauth2/password/action', async (c) => {
    const sb = c.var.sb;
    const body = await formBody(c);
    requireSiteId(body.channel_id);
    requirePublicClient(sb, body.client_id);
    const token = body.pwd_action_token;
    if (!token || !body.new_password)
      throw slasError(400, 'invalid_request', 'pwd_action_token and new_password are required.');
    const state = await actionTokenState(sb.db, 'password-reset', token, sb.now());
    if (state.state === 'unknown' || state.state === 'used') throw slasError(400, 'invalid_request', 'Invalid token.');
    const owner = body.user_id ? await findCustomerByLogin(sb.db, body.user_id) : undefined;
    if (body.user_id && owner?.id !== state.customerId) throw slasError(400, 'invalid_request', 'Invalid token.');
    if (state.state === 'expired') throw slasError(400, 'invalid_request', 'EXPIRED_TOKEN');
    const violations = passwordPolicyViolations(body.new_password);
    if (violations.length)
      throw slasError(
        400,
        'invalid_request',
        `The password does not meet the policy: it needs ${violations.join(', ')}.`,
      );
    if (!(await consumeActionToken(sb.db, 'password-reset', token, sb.now())))
      throw slasError(400, 'invalid_request', 'Invalid token.');
    await setPassword(sb.db, state.customerId, body.new_password);
    return c.body(null, 200);
  });

  slas.get('/oauth2/jwks', (c) => c.json({ keys: [c.var.sb.keys.publicJwk] }));
}
