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
  commerce: CommerceSettings;
  redisUrl: string | undefined;
  /** Extra origins images may come from (the sandbox's own origin by default). */
  imageOrigins: string[];
  /** The optional global banner above the header (plain text). */
  globalBanner: string | null;
  /** SESSION_SECRETS_KEY: seals checkout secrets and signs the recently-viewed cookie (session-keys.server.ts). */
  secretsKey: string | undefined;
}

let cached: StorefrontEnv | undefined;

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set. Start the storefront with 'npm start' (which runs the sandbox) or set the COMMERCE_* variables.`);
  return value;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): StorefrontEnv {
  const apiOrigin = env.COMMERCE_API_ORIGIN || undefined;
  return {
    production: env.NODE_ENV === 'production',
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
    imageOrigins: (env.IMAGE_ORIGINS ?? apiOrigin ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    globalBanner: env.GLOBAL_BANNER?.trim() || null,
    secretsKey: env.SESSION_SECRETS_KEY?.trim() || undefined,
  };
}

export function storefrontEnv(): StorefrontEnv {
  cached ??= readEnv();
  return cached;
}
