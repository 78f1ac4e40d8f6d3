import { createHash, timingSafeEqual } from 'node:crypto';
import { configFromEnv, type SandboxConfig } from '../config.ts';

type ClientCredentials = Pick<SandboxConfig, 'privateClientId' | 'privateClientSecret'>;

/** The user and password of an HTTP Basic `Authorization` header, if it is one. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const index = decoded.indexOf(':');
  if (index < 0) return undefined;
  return { user: decoded.slice(0, index), password: decoded.slice(index + 1) };
}

// Compared as digests, so neither the length nor the content of the secret leaks through timing.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether Basic credentials are the private client's (SLAS client authentication, and the control surface's key). */
export function isPrivateClient(
  credentials: { user: string; password: string } | undefined,
  config: ClientCredentials,
): boolean {
  if (!credentials) return false;
  const user = timingSafeEqual(digest(credentials.user), digest(config.privateClientId));
  const password = timingSafeEqual(digest(credentials.password), digest(config.privateClientSecret));
  return user && password;
}

/**
 * The `Authorization` header for the sandbox's control surface (`/__sandbox/*`) and for SLAS calls
 * that need client authentication: HTTP Basic with the private client's id and secret — by default
 * those the environment configures (SANDBOX_PRIVATE_CLIENT_ID / SECRET, else the development defaults).
 */
export function privateClientAuthorization(config: ClientCredentials = configFromEnv()): string {
  return `Basic ${Buffer.from(`${config.privateClientId}:${config.privateClientSecret}`).toString('base64')}`;
}
