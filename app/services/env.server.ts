/**
 * The storefront's configuration, from environment variables (README "Configuration"). Read once,
 * on first use, so the server can start the sandbox and publish its address before any request.
 */
export interface CommerceSettings {
  /** Origin every SCAPI/SLAS call goes to (the SDK's `proxy`); unset for Salesforce's own hosts. */
  apiOrigin: string | undefined;
  shortCode: string;
  organizationId: string;
  /** Public SLAS client: shopper logins with PKCE. */
  clientId: string;
  /** Optional private SLAS client for the storefront's own catalog token (client_credentials). */
  privateClientId: string | undefined;
  privateClientSecret: string | undefined;
  /** Where SLAS sends the authorization code; the server reads it from the 303 and never follows it. */
  redirectUri: string;
}

export interface StorefrontEnv {
  production: boolean;
  /** The main shop's public origin (STOREFRONT_ORIGIN); every absolute URL is built from it (models/sites.ts). */
  publicOrigin: string;
  commerce: CommerceSettings;
  redisUrl: string | undefined;
  /** The HMAC key of rate-limit keys in Redis (RATE_LIMIT_SECRET); unset, one is derived (rate-limit.server.ts). */
  rateLimitSecret: string | undefined;
  /** Image CDNs of their own that pages may show images from (the CSP's img-src beside 'self'); none by default. */
  imageOrigins: string[];
  /**
   * Base URL of the backend's image host that the same-origin `/images/` path proxies (server/image-proxy.ts);
   * image URLs under it are rewritten to that path. By default the commerce API origin's `/images/`.
   */
  imageUpstream: string | undefined;
  /** The optional global banner above the header (plain text). */
  globalBanner: string | null;
  /** SESSION_SECRETS_KEY: seals checkout secrets and signs the recently-viewed cookie (session-keys.server.ts). */
  secretsKey: string | undefined;
}

let cached: StorefrontEnv | undefined;

/** STOREFRONT_ORIGIN as an origin (scheme, host, port), by default this server on localhost. */
export function configuredOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.STOREFRONT_ORIGIN || `http://localhost:${env.PORT || 3000}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STOREFRONT_ORIGIN must be an origin such as https://shop.example.com, not '${value}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STOREFRONT_ORIGIN must be http(s), not '${value}'.`);
  return url.origin;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set. Start the storefront with 'npm start' (which runs the sandbox) or set the COMMERCE_* variables.`);
  return value;
}

/** The image upstream as an absolute http(s) base URL ending in `/`. */
function imageUpstream(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`IMAGE_UPSTREAM_URL must be http(s), not '${value}'.`);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url.href;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): StorefrontEnv {
  const apiOrigin = env.COMMERCE_API_ORIGIN || undefined;
  return {
    production: env.NODE_ENV === 'production',
    publicOrigin: configuredOrigin(env),
    commerce: {
      apiOrigin,
      shortCode: required(env, 'COMMERCE_SHORT_CODE'),
      organizationId: required(env, 'COMMERCE_ORGANIZATION_ID'),
      clientId: required(env, 'COMMERCE_CLIENT_ID'),
      privateClientId: env.COMMERCE_PRIVATE_CLIENT_ID || undefined,
      privateClientSecret: env.COMMERCE_PRIVATE_CLIENT_SECRET || undefined,
      redirectUri: env.COMMERCE_REDIRECT_URI || 'http://localhost:3000/callback',
    },
    redisUrl: env.REDIS_URL || undefined,
    rateLimitSecret: env.RATE_LIMIT_SECRET || undefined,
    imageOrigins: (env.IMAGE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    imageUpstream: imageUpstream(env.IMAGE_UPSTREAM_URL || (apiOrigin ? `${apiOrigin}/images/` : undefined)),
    globalBanner: env.GLOBAL_BANNER?.trim() || null,
    secretsKey: env.SESSION_SECRETS_KEY?.trim() || undefined,
  };
}

export function storefrontEnv(): StorefrontEnv {
  cached ??= readEnv();
  return cached;
}
