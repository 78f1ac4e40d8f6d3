/**
 * The storefront's configuration, from environment variables (docs/operations.md "Configuration"). Read once,
 * on first use, so the server can start the sandbox and publish its address before any request.
 */
import { COMMERCE_REQUEST_BUDGET_MS, COMMERCE_TIMEOUT_MS } from '~/models/commerce-constants.ts';
import { CONTENT_IFRAME_ORIGINS_DEFAULT } from '~/models/content-constants.ts';
import { COOKIE_NOTICE_SKIP_PATHS_DEFAULT } from '~/models/site-constants.ts';
import { SESSION_BRIDGE_OCAPI_VERSION } from '~/models/session-constants.ts';
import { numberSetting } from '~/models/number-setting.ts';
import { parsePathList } from '~/models/shell-paths.ts';
import { chatSettings, type ChatSettings } from '~/models/chat.ts';
import { parsePreviewEnvironments, type PreviewEnvironment } from '~/models/content-preview.ts';
import { recommendersSetting } from '~/models/recommendations.ts';
import { thirdPartySettings, type ThirdPartySettings } from '~/models/third-party.ts';

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

/** A payment provider's API: its base URL and credentials (PayPal: client id and secret; Klarna: username and password). */
export interface ProviderSettings {
  apiUrl: string;
  user: string;
  secret: string;
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
  secretsKey: Buffer | undefined;
  /** PAYPAL_API_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET; KLARNA_API_URL, KLARNA_USERNAME, KLARNA_PASSWORD. Unset: the method is not offered. */
  payments: {
    paypal: ProviderSettings | null;
    klarna: ProviderSettings | null;
    pageOrigins: string[];
    applePay: ApplePaySettings | null;
  };
  content: ContentSettings;
  /** COOKIE_NOTICE_SKIP_PATHS: paths (and what is under them) that never show the cookie notice. */
  cookieNoticeSkipPaths: string[];
  /** CHAT_SCRIPT_URL, CHAT_BUSINESS_NO, CHAT_POC (models/chat.ts). Unset: no chat vendor, the chat button links to /contact-us. */
  chat: ChatSettings | null;
  recaptcha: RecaptchaSettings;
  /** Einstein recommendations (catalog spec §2 "when recommenders are enabled"); null when off or not configured. */
  recommendations: RecommendationSettings | null;
  /** The tag manager, social-photo tag, reviews provider and service worker (models/third-party.ts); each off unless set. */
  thirdParty: ThirdPartySettings;
  /** A hybrid deployment's legacy storefront and its session bridge (services/session-bridge.server.ts); null when off. */
  hybrid: HybridSettings | null;
}

/**
 * A hybrid deployment (checkout spec §7 "Session bridge"): HYBRID_PATHS, the path prefixes of this host that the
 * legacy B2C Commerce storefront still serves (the CDN routes them there; comma-separated); unset or empty, the
 * shop is fully headless and the bridge is off. HYBRID_OCAPI_ORIGIN is the instance's OCAPI host (by default
 * COMMERCE_API_ORIGIN, the sandbox's), HYBRID_OCAPI_VERSION the Shop API version (`24_5`).
 */
export interface HybridSettings {
  paths: string[];
  ocapiOrigin: string;
  ocapiVersion: string;
}

/**
 * Einstein's recommendations and activities API (services/recommendations.server.ts): EINSTEIN_API_URL (its host,
 * `https://api.cquotient.com`, or the sandbox's `/einstein`), EINSTEIN_CLIENT_ID (sent as `x-cq-client-id`) and
 * EINSTEIN_REALM (site preference einsteinConfig.realm: Einstein's site id is `{realm}-{siteId}`).
 * RECOMMENDERS_ENABLED=0 turns the carousels off; with any of the three unset they are off too.
 */
export interface RecommendationSettings {
  apiUrl: string;
  clientId: string;
  realm: string;
}

/**
 * reCAPTCHA Enterprise on the public forms (models/recaptcha.ts). RECAPTCHA_ENABLED_SITES (comma-separated site ids)
 * overrides the per-site `recaptchaEnabled` preference; RECAPTCHA_ASSESSMENT_URL is the `projects.assessments.create`
 * endpoint (`https://recaptchaenterprise.googleapis.com/v1/projects/{project}/assessments`, or the sandbox's),
 * called with RECAPTCHA_API_KEY; RECAPTCHA_SITE_KEY is the widget's key; RECAPTCHA_SCRIPT_URL the widget's script.
 */
export interface RecaptchaSettings {
  enabledSites: string[] | null;
  assessmentUrl: string | undefined;
  apiKey: string | undefined;
  siteKey: string | undefined;
  scriptUrl: string;
}

/** Where content comes from (content.server.ts): a content-delivery API of the Amplience kind. */
export interface ContentSettings {
  /** CONTENT_DELIVERY_URL: the live delivery base (`https://{hub}.cdn.content.amplience.net`); by default the sandbox's hub. Unset: no content pages. */
  deliveryUrl: string | undefined;
  /** CONTENT_STAGING_URL: the staging base with `{vseDomain}` in it (`https://{vseDomain}`); by default the sandbox's staging host. */
  stagingUrl: string | undefined;
  /** CONTENT_VSE_API_URL: the service that pins a staging domain to a time (`https://virtual-staging.amplience.net`). */
  vseApiUrl: string | undefined;
  /** CONTENT_PREVIEW_SECRET: what opens preview mode; unset, /admin/preview refuses everyone. */
  previewSecret: string | undefined;
  /** CONTENT_IFRAME_ORIGINS: origins custom HTML may frame (comma-separated). */
  iframeOrigins: string[];
  /** CONTENT_PREVIEW_ENVIRONMENTS: the preview drawer's environment links (models/content-preview.ts). */
  previewEnvironments: PreviewEnvironment[];
}

/**
 * APPLE_PAY_MERCHANT_SESSION_URL (Apple's paymentSession endpoint, or the sandbox's), APPLE_PAY_MERCHANT_ID,
 * APPLE_PAY_MERCHANT_SECRET (the simulator's stand-in for the merchant certificate), APPLE_PAY_DISPLAY_NAME.
 * Unset: Apple Pay is not offered.
 */
export interface ApplePaySettings {
  sessionUrl: string;
  merchantId: string;
  secret: string;
  displayName: string;
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
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STOREFRONT_ORIGIN must be http(s), not '${value}'.`);
  return url.origin;
}

export const SECRETS_KEY_BYTES = 32;

/**
 * SESSION_SECRETS_KEY: 32 bytes as 64 hex digits or base64 (base64url too), unset for a random key per
 * process. Anything else is a configuration error that stops the server at start (the server reads
 * its environment before it listens) — not a 500 at the first checkout. The message never holds the value.
 */
export function parseSecretsKey(text: string | undefined): Buffer | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  // 32 bytes are 43 base64 characters and one `=` of padding (optional).
  if (/^[A-Za-z0-9+/]{43}=?$|^[A-Za-z0-9_-]{43}=?$/.test(value)) return Buffer.from(value, 'base64');
  throw new Error(
    `SESSION_SECRETS_KEY must be ${SECRETS_KEY_BYTES} random bytes written as 64 hex digits or 44 characters of base64 (make one with \`openssl rand -hex 32\`); the value set is neither.`,
  );
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value)
    throw new Error(
      `${name} is not set. Start the storefront with 'npm start' (which runs the sandbox) or set the COMMERCE_* variables.`,
    );
  return value;
}

function recommendationSettings(env: NodeJS.ProcessEnv): RecommendationSettings | null {
  const apiUrl = env.EINSTEIN_API_URL?.trim();
  const clientId = env.EINSTEIN_CLIENT_ID?.trim();
  const realm = env.EINSTEIN_REALM?.trim();
  if (!recommendersSetting(env.RECOMMENDERS_ENABLED) || !apiUrl || !clientId || !realm) return null;
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`EINSTEIN_API_URL must be http(s), not '${apiUrl}'.`);
  return { apiUrl: url.href.replace(/\/$/, ''), clientId, realm };
}

function hybridSettings(env: NodeJS.ProcessEnv, apiOrigin: string | undefined): HybridSettings | null {
  const paths = parsePathList(env.HYBRID_PATHS, []);
  if (paths.length === 0) return null;
  const origin = env.HYBRID_OCAPI_ORIGIN?.trim() || apiOrigin;
  if (!origin)
    throw new Error(
      'HYBRID_PATHS is set but HYBRID_OCAPI_ORIGIN is not: set it to the B2C Commerce instance’s origin.',
    );
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`HYBRID_OCAPI_ORIGIN must be http(s), not '${origin}'.`);
  const ocapiVersion = env.HYBRID_OCAPI_VERSION?.trim() || SESSION_BRIDGE_OCAPI_VERSION;
  if (!/^\d+_\d+$/.test(ocapiVersion))
    throw new Error(`HYBRID_OCAPI_VERSION must be a Shop API version such as 24_5, not '${ocapiVersion}'.`);
  return { paths, ocapiOrigin: url.origin, ocapiVersion };
}

/** The image upstream as an absolute http(s) base URL ending in `/`. */
function imageUpstream(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`IMAGE_UPSTREAM_URL must be http(s), not '${value}'.`);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url.href;
}

function providerSettings(
  apiUrl: string | undefined,
  user: string | undefined,
  secret: string | undefined,
): ProviderSettings | null {
  if (!apiUrl || !user || !secret) return null;
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`A payment provider's API URL must be http(s), not '${apiUrl}'.`);
  return { apiUrl: url.href.replace(/\/$/, ''), user, secret };
}

/**
 * The payment providers, and the origins of their approval pages, which the billing form's post is
 * redirected to (the CSP's form-action): PAYMENT_PAGE_ORIGINS, else the providers' API origins (as
 * with the sandbox's simulator, which serves both).
 */
function paymentSettings(env: NodeJS.ProcessEnv): StorefrontEnv['payments'] {
  const paypal = providerSettings(env.PAYPAL_API_URL, env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET);
  const klarna = providerSettings(env.KLARNA_API_URL, env.KLARNA_USERNAME, env.KLARNA_PASSWORD);
  const configured = (env.PAYMENT_PAGE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  const pageOrigins =
    configured.length > 0
      ? configured
      : [paypal, klarna].flatMap((settings) => (settings ? [new URL(settings.apiUrl).origin] : []));
  const applePayUrl = providerSettings(
    env.APPLE_PAY_MERCHANT_SESSION_URL,
    env.APPLE_PAY_MERCHANT_ID,
    env.APPLE_PAY_MERCHANT_SECRET,
  );
  const applePay = applePayUrl
    ? {
        sessionUrl: applePayUrl.apiUrl,
        merchantId: applePayUrl.user,
        secret: applePayUrl.secret,
        displayName: env.APPLE_PAY_DISPLAY_NAME?.trim() || 'Sweet Shop',
      }
    : null;
  return { paypal, klarna, pageOrigins: [...new Set(pageOrigins)], applePay };
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): StorefrontEnv {
  const apiOrigin = env.COMMERCE_API_ORIGIN || undefined;
  const publicOrigin = configuredOrigin(env);
  return {
    production: env.NODE_ENV === 'production',
    publicOrigin,
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
    secretsKey: parseSecretsKey(env.SESSION_SECRETS_KEY),
    payments: paymentSettings(env),
    content: {
      deliveryUrl: env.CONTENT_DELIVERY_URL || (apiOrigin ? `${apiOrigin}/cms/sweetshop` : undefined),
      stagingUrl: env.CONTENT_STAGING_URL || (apiOrigin ? `${apiOrigin}/cms-staging/{vseDomain}` : undefined),
      vseApiUrl: env.CONTENT_VSE_API_URL || (apiOrigin ? `${apiOrigin}/cms-vse` : undefined),
      previewSecret: env.CONTENT_PREVIEW_SECRET || undefined,
      iframeOrigins: env.CONTENT_IFRAME_ORIGINS
        ? env.CONTENT_IFRAME_ORIGINS.split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : [...CONTENT_IFRAME_ORIGINS_DEFAULT],
      previewEnvironments: parsePreviewEnvironments(env.CONTENT_PREVIEW_ENVIRONMENTS, publicOrigin),
    },
    cookieNoticeSkipPaths: parsePathList(env.COOKIE_NOTICE_SKIP_PATHS, COOKIE_NOTICE_SKIP_PATHS_DEFAULT),
    chat: chatSettings(env),
    recaptcha: {
      enabledSites:
        env.RECAPTCHA_ENABLED_SITES === undefined
          ? null
          : env.RECAPTCHA_ENABLED_SITES.split(',')
              .map((site) => site.trim())
              .filter(Boolean),
      assessmentUrl: env.RECAPTCHA_ASSESSMENT_URL || undefined,
      apiKey: env.RECAPTCHA_API_KEY || undefined,
      siteKey: env.RECAPTCHA_SITE_KEY || undefined,
      scriptUrl: env.RECAPTCHA_SCRIPT_URL || 'https://www.google.com/recaptcha/enterprise.js',
    },
    recommendations: recommendationSettings(env),
    thirdParty: thirdPartySettings(env),
    hybrid: hybridSettings(env, apiOrigin),
  };
}

/**
 * COMMERCE_TIMEOUT_MS and COMMERCE_REQUEST_BUDGET_MS: one commerce call's and one request's limits, read once. The
 * defaults keep a page within 2 s of a hung backend; the test suites raise them so a loaded machine's slow answers are
 * not failures. Apart from the rest of the environment, so a commerce fetch needs no COMMERCE_* settings.
 */
export interface CommerceTimeLimits {
  callTimeoutMs: number;
  requestBudgetMs: number;
}
let timeLimits: CommerceTimeLimits | undefined;
export function commerceTimeLimits(env: NodeJS.ProcessEnv = process.env): CommerceTimeLimits {
  timeLimits ??= {
    callTimeoutMs: numberSetting(env.COMMERCE_TIMEOUT_MS, COMMERCE_TIMEOUT_MS, { positive: true, integer: true }),
    requestBudgetMs: numberSetting(env.COMMERCE_REQUEST_BUDGET_MS, COMMERCE_REQUEST_BUDGET_MS, {
      positive: true,
      integer: true,
    }),
  };
  return timeLimits;
}

export function storefrontEnv(): StorefrontEnv {
  cached ??= readEnv();
  return cached;
}
