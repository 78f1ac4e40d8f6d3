/**
 * Sandbox configuration. Every value has a working default so the sandbox runs on a fresh machine;
 * each can be overridden by an environment variable of the same meaning (docs/sandbox.md "Configuration").
 */
import { availableParallelism } from 'node:os';

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
  /**
   * Where `password/reset` with mode=callback may post a reset token: exact URIs, or bare origins
   * that admit any path on them. No wildcard (as SLAS: the token must never reach a stranger).
   * Default: the storefront origin.
   */
  allowedCallbackUris: string[];
  /** Start even in production with the published default private-client secret (a demo). */
  allowDefaultSecret: boolean;
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
  /** The image service's rendition workers, renditions waiting for one, and renditions per client (catalog/rendition-pool.ts). */
  renditionWorkers: number;
  renditionQueue: number;
  renditionsPerClient: number;
}

function envInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function envBool(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

/** The private client's published development credentials (docs/sandbox.md); never good enough for production. */
export const DEFAULT_PRIVATE_CLIENT_ID = 'sweetshop-private-client';
export const DEFAULT_PRIVATE_CLIENT_SECRET = 'sweetshop-private-secret';

const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<SandboxConfig> = {},
): SandboxConfig {
  const config: SandboxConfig = {
    host: env.SANDBOX_HOST || '127.0.0.1',
    port: envInt(env.SANDBOX_PORT, 4010),
    databaseUrl: env.SANDBOX_DATABASE_URL || '',
    dataDir: env.SANDBOX_DATA_DIR || '.data/sandbox',
    organizationId: env.SANDBOX_ORGANIZATION_ID || 'f_ecom_swet_001',
    shortCode: env.SANDBOX_SHORT_CODE || 'sandbox',
    clientId: env.SANDBOX_CLIENT_ID || 'sweetshop-public-client',
    privateClientId: env.SANDBOX_PRIVATE_CLIENT_ID || DEFAULT_PRIVATE_CLIENT_ID,
    privateClientSecret: env.SANDBOX_PRIVATE_CLIENT_SECRET || DEFAULT_PRIVATE_CLIENT_SECRET,
    allowedRedirectUris: list(env.SANDBOX_REDIRECT_URIS || '*'),
    allowedCallbackUris: list(env.SANDBOX_CALLBACK_URIS || ''),
    allowDefaultSecret: envBool(env.SANDBOX_ALLOW_DEFAULT_SECRET),
    latencyMs: envInt(env.SANDBOX_LATENCY_MS, 0),
    maintenance: envBool(env.SANDBOX_MAINTENANCE),
    accessTokenTtlSeconds: envInt(env.SANDBOX_ACCESS_TOKEN_TTL, 30 * 60),
    publicOrigin: env.SANDBOX_PUBLIC_ORIGIN || '',
    logRequests: envBool(env.SANDBOX_LOG),
    storefrontOrigin: env.SANDBOX_STOREFRONT_ORIGIN || 'http://localhost:3000',
    // One worker beside the server's thread on a 2-core machine; more where there are more cores.
    renditionWorkers: Math.max(1, envInt(env.SANDBOX_RENDITION_WORKERS, Math.min(2, availableParallelism() - 1))),
    renditionQueue: Math.max(0, envInt(env.SANDBOX_RENDITION_QUEUE, 16)),
    renditionsPerClient: Math.max(1, envInt(env.SANDBOX_RENDITIONS_PER_CLIENT, 4)),
    ...overrides,
  };
  // The callback default follows the storefront origin as finally configured (overrides included).
  if (!config.allowedCallbackUris.length) config.allowedCallbackUris = [config.storefrontOrigin];
  return config;
}

/**
 * Why this sandbox must not start, if it must not: in production (NODE_ENV=production) the published
 * default client secret would let anyone who read the docs into the control surface and the SLAS
 * private client, so it takes a secret of its own or an explicit SANDBOX_ALLOW_DEFAULT_SECRET=1.
 */
export function startupProblem(config: SandboxConfig, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (
    env.NODE_ENV !== 'production' ||
    config.allowDefaultSecret ||
    config.privateClientSecret !== DEFAULT_PRIVATE_CLIENT_SECRET
  )
    return undefined;
  return 'The sandbox refuses to start in production with the default private client secret: set SANDBOX_PRIVATE_CLIENT_SECRET, or SANDBOX_ALLOW_DEFAULT_SECRET=1 for a demo.';
}

/** The SLAS tenant of an organization: `f_ecom_swet_001` → `swet_001`. */
export function tenantOf(organizationId: string): string {
  return organizationId.replace(/^f_ecom_/, '');
}
