/**
 * The shopper session's constants: its cookie, tokens and store, the checkout's secrets kept in it, the flash. Values
 * the spec gives are cited; values it leaves "not shown" are chosen here, once, and marked as such.
 */

/** Spec: an access token is valid while more than 60 s remain; at 60 s or less it is refreshed. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 60;

/** Spec: refresh tokens are kept 90 days; the server-side session lives as long. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** Not shown: the session cookie's name. */
export const SESSION_COOKIE = 'sweet_sid';

/**
 * Not shown: the embedded session store's ceiling. Beyond it the store drops expired sessions first,
 * then by class — anonymous ones with something worth keeping, then basket-holding, then signed-in —
 * and within a class the least recently used one created more than SESSION_STORE_PROTECTED_MS ago,
 * before any newer one (services/session-store.server.ts).
 */
export const SESSION_STORE_MAX_SESSIONS = 100_000;

/**
 * Not shown: how long a new session is protected from eviction in favour of older ones of its class
 * or below (a flood of sessions that keep coming back cannot push out the visitor who arrived a minute ago).
 */
export const SESSION_STORE_PROTECTED_MS = 10 * 60 * 1000;

/** Not shown: at the ceiling, the embedded store looks for expired sessions at most this often (the sweep is a full pass). */
export const SESSION_STORE_SWEEP_MS = 1000;

/**
 * Not shown: how long the checkout's secrets (card security code, gift-card numbers and PINs) are
 * kept after the shopper last entered one (minutes, never the session's 30–90 days).
 */
export const CHECKOUT_SECRETS_TTL_SECONDS = 15 * 60;

/** Not shown: the cookie carrying a one-shot message to the next page for a visitor without a stored session (signed). */
export const FLASH_COOKIE = 'sweet_flash';

/** Not shown: how long that message waits for the next page (the redirect that follows the post shows it at once). */
export const FLASH_COOKIE_MAX_AGE_SECONDS = 5 * 60;

/** Checkout spec §4 and §9: the server-side session bridge is valid 15 minutes after its creation. */
export const SESSION_BRIDGE_VALIDITY_SECONDS = 15 * 60;

/** Checkout spec §4 and §9: the bridge is renewed when less than 60 seconds of it remain. */
export const SESSION_BRIDGE_RENEWAL_MARGIN_SECONDS = 60;

/** The legacy storefront's session cookie, named by B2C Commerce (OCAPI's `/sessions` sets it). */
export const SESSION_BRIDGE_COOKIE = 'dwsid';

/** Not shown: the OCAPI version of the bridge call (`/dw/shop/v{version}/sessions`) when HYBRID_OCAPI_VERSION is unset. */
export const SESSION_BRIDGE_OCAPI_VERSION = '24_5';

/** Checkout spec §7: OCAPI takes PUT, PATCH and DELETE as a POST naming the method in this header. */
export const METHOD_OVERRIDE_HEADER = 'x-dw-http-method-override';
