/**
 * Sandbox configuration. Every value has a working default so the sandbox runs on a fresh machine;
 * each can be overridden by an environment variable of the same meaning (see README).
 */
export interface SandboxConfig {
  /** Loopback address the HTTP server binds to. */
  host: string;
  /** Port; 0 picks a free one (tests). */
  port: number;
  /** PostgreSQL server URL. When empty, embedded PGlite is used. */
  databaseUrl: string;
  /** PGlite data folder; "memory://" keeps everything in memory (tests). */
  dataDir: string;
  organizationId: string;
  shortCode: string;
  /** Public SLAS client (PKCE). */
  clientId: string;
  /** Private SLAS client (client_credentials with HTTP Basic). */
  privateClientId: string;
  privateClientSecret: string;
  /** Redirect URIs a SLAS client may use; "*" accepts any http(s) URI (development). */
  allowedRedirectUris: string[];
  /** Added to every response, to benchmark and test slow backends. */
  latencyMs: number;
  /** When true every SCAPI/SLAS call answers 503 "Site Under Maintenance". */
  maintenance: boolean;
  /** Access token lifetime in seconds (SLAS: 30 minutes). */
  accessTokenTtlSeconds: number;
  /** Public origin of the sandbox, used in absolute URLs (images, redirects). Derived from host/port when empty. */
  publicOrigin: string;
  /** Logs each request to stdout. */
  logRequests: boolean;
  /** Storefront origin used in links inside mails (password reset, e-mail verification). */
  storefrontOrigin: string;
}

function envInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function envBool(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    host: env.SANDBOX_HOST || '127.0.0.1',
    port: envInt(env.SANDBOX_PORT, 4010),
    databaseUrl: env.SANDBOX_DATABASE_URL || '',
    dataDir: env.SANDBOX_DATA_DIR || '.data/sandbox',
    organizationId: env.SANDBOX_ORGANIZATION_ID || 'f_ecom_swet_001',
    shortCode: env.SANDBOX_SHORT_CODE || 'sandbox',
    clientId: env.SANDBOX_CLIENT_ID || 'sweetshop-public-client',
    privateClientId: env.SANDBOX_PRIVATE_CLIENT_ID || 'sweetshop-private-client',
    privateClientSecret: env.SANDBOX_PRIVATE_CLIENT_SECRET || 'sweetshop-private-secret',
    allowedRedirectUris: (env.SANDBOX_REDIRECT_URIS || '*').split(',').map((uri) => uri.trim()).filter(Boolean),
    latencyMs: envInt(env.SANDBOX_LATENCY_MS, 0),
    maintenance: envBool(env.SANDBOX_MAINTENANCE),
    accessTokenTtlSeconds: envInt(env.SANDBOX_ACCESS_TOKEN_TTL, 30 * 60),
    publicOrigin: env.SANDBOX_PUBLIC_ORIGIN || '',
    logRequests: envBool(env.SANDBOX_LOG),
    storefrontOrigin: env.SANDBOX_STOREFRONT_ORIGIN || 'http://localhost:3000',
    ...overrides,
  };
}

/** The realm is the 4 characters after "f_ecom_" in the organization id (as in SLAS subjects). */
export function realmOf(organizationId: string): string {
  return organizationId.replace(/^f_ecom_/, '').split('_')[0] ?? organizationId;
}
