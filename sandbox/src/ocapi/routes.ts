/**
 * A stand-in for OCAPI's Shop API `/sessions`, the session bridge of a hybrid deployment (checkout spec §7): the
 * legacy storefront's session (`dwsid`) for the shopper a SLAS access token names.
 *   POST /s/{siteId}/dw/shop/v{version}/sessions   x-dw-client-id, Authorization: Bearer {SLAS token}
 *        → 204 with `Set-Cookie: dwsid=…`; 400 without the client id or a known site, 401 without a valid token of the site
 *   the same with `x-dw-http-method-override: DELETE` and the `dwsid` cookie → 204, that session ended (cookie cleared);
 *   any other override → 405
 * OCAPI's errors are `{ _v, fault: { type, message } }`. The sessions made are kept in memory (the newest 10,000) for
 * tests to read on the control surface:
 *   GET /__sandbox/ocapi/sessions/{dwsid}   → { customerId, siteId, usid, createdAt }, or 404
 */
import { randomBytes } from 'node:crypto';
import type { SandboxApp, SandboxContext, SandboxServices } from '../http/context.ts';
import { verifyAccessToken } from '../slas/jwt.ts';
import { SITES } from '../sites.ts';

const SESSIONS_MAX = 10_000;
const DWSID = 'dwsid';

export interface OcapiSession {
  customerId: string;
  siteId: string;
  usid: string;
  createdAt: string;
}

const stores = new WeakMap<SandboxServices, Map<string, OcapiSession>>();

function sessionsOf(sb: SandboxServices): Map<string, OcapiSession> {
  let sessions = stores.get(sb);
  if (!sessions) stores.set(sb, (sessions = new Map()));
  return sessions;
}

const fault = (c: SandboxContext, status: 400 | 401 | 405, type: string, message: string) =>
  c.json({ _v: c.req.param('version')?.replace(/^v/, '').replace('_', '.') ?? '', fault: { type, message } }, status);

function cookieOf(c: SandboxContext, name: string): string | undefined {
  for (const part of (c.req.header('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function registerOcapiRoutes(app: SandboxApp): void {
  app.post('/s/:siteId/dw/shop/:version/sessions', async (c) => {
    if (!/^v\d+_\d+$/.test(c.req.param('version')))
      return fault(c, 400, 'UnsupportedVersionException', `The version '${c.req.param('version')}' is not supported.`);
    const siteId = c.req.param('siteId');
    if (!SITES.some((site) => site.id === siteId))
      return fault(c, 400, 'SiteOfflineException', `The site '${siteId}' is unknown.`);
    const sb = c.var.sb;
    const clientId = c.req.header('x-dw-client-id');
    if (clientId !== sb.config.clientId && clientId !== sb.config.privateClientId)
      return fault(c, 400, 'ClientIdMissingException', 'A known client id is required in the x-dw-client-id header.');
    const method = (c.req.header('x-dw-http-method-override') ?? 'POST').toUpperCase();
    const sessions = sessionsOf(sb);
    if (method === 'DELETE') {
      const dwsid = cookieOf(c, DWSID);
      if (dwsid) sessions.delete(dwsid);
      return c.body(null, 204, { 'set-cookie': `${DWSID}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=None` });
    }
    if (method !== 'POST')
      return fault(c, 405, 'MethodNotAllowedException', `The method '${method}' is not allowed for /sessions.`);
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
    if (!token) return fault(c, 401, 'InvalidAccessTokenException', 'An access token is required.');
    let shopper;
    try {
      shopper = await verifyAccessToken(sb.keys, token, sb.now(), sb.config.organizationId);
    } catch {
      return fault(c, 401, 'InvalidAccessTokenException', 'The access token is invalid or expired.');
    }
    if (shopper.siteId !== siteId)
      return fault(c, 401, 'InvalidAccessTokenException', `The access token is not one of site '${siteId}'.`);
    const dwsid = randomBytes(24).toString('base64url');
    sessions.set(dwsid, {
      customerId: shopper.customerId,
      siteId,
      usid: shopper.usid,
      createdAt: sb.now().toISOString(),
    });
    if (sessions.size > SESSIONS_MAX) sessions.delete(sessions.keys().next().value!);
    return c.body(null, 204, { 'set-cookie': `${DWSID}=${dwsid}; Path=/; HttpOnly; Secure; SameSite=None` });
  });

  app.get('/__sandbox/ocapi/sessions/:dwsid', (c) => {
    const session = sessionsOf(c.var.sb).get(c.req.param('dwsid'));
    return session ? c.json(session) : c.json({ message: 'No such session.' }, 404);
  });
}
