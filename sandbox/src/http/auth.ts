import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context.ts';
import { forbidden, unauthorized } from './problem.ts';
import { verifyAccessToken } from '../slas/jwt.ts';
import { SITES } from '../sites.ts';

/** Requires a valid SLAS shopper access token (Authorization: Bearer …) of the requested site and exposes who it names. */
export const requireShopper: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match)
    throw unauthorized('An access token is required. Provide it as a Bearer token in the Authorization header.');
  const sb = c.var.sb;
  let verified;
  try {
    verified = await verifyAccessToken(sb.keys, match[1]!.trim(), sb.now(), sb.config.organizationId);
  } catch {
    throw unauthorized();
  }
  // SLAS binds a token to its channel (isb's chid): SCAPI refuses it for another site. An unknown siteId is the route's 400.
  const siteId = c.req.query('siteId');
  if (siteId && siteId !== verified.siteId && SITES.some((site) => site.id === siteId))
    throw forbidden('Your shopper JWT is valid, but you have no permissions to access the resource.');
  c.set('shopper', verified);
  await next();
};
