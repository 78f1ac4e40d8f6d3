import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context.ts';
import { unauthorized } from './problem.ts';
import { verifyAccessToken } from '../slas/jwt.ts';

/** Requires a valid SLAS shopper access token (Authorization: Bearer …) and exposes who it names. */
export const requireShopper: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw unauthorized('An access token is required. Provide it as a Bearer token in the Authorization header.');
  const sb = c.var.sb;
  let verified;
  try {
    verified = await verifyAccessToken(sb.keys, match[1]!.trim(), sb.now());
  } catch {
    throw unauthorized();
  }
  c.set('shopper', verified);
  await next();
};
