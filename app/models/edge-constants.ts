/**
 * The server's request edge (server/): public caching, the rendered-page cache, load shedding, client deadlines,
 * readiness and warm-up. Values the spec gives are cited; values it leaves "not shown" are chosen here, once, and
 * marked as such.
 */

/** Not shown: the memory the rendered-page cache (server/page-cache.ts) may hold, over all pages (PAGE_CACHE_MAX_BYTES overrides; 0 turns it off). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** DESIGN §2 (Caching): pages without personal data. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, must-revalidate, s-maxage=900';

/**
 * Not shown: requests the server works on at once (MAX_IN_FLIGHT_REQUESTS overrides it). Beyond it a
 * request gets a fast 503 with Retry-After instead of waiting in an unbounded queue; health checks
 * and static files are not counted, and a request counts only once its body has been read.
 */
export const MAX_IN_FLIGHT_REQUESTS = 256;

/**
 * Not shown: the Node server's deadlines for a client (server/app.ts). Its request's headers must have
 * arrived within REQUEST_HEADERS_TIMEOUT_SECONDS, the whole request — headers and body — within
 * REQUEST_TIMEOUT_SECONDS (past either: 408 and the connection closed), and an idle kept-alive connection
 * is closed after KEEP_ALIVE_TIMEOUT_SECONDS (behind a load balancer, set it above the balancer's own idle
 * timeout, or the balancer reuses connections the server is closing). Each overridable by the variable of
 * its name. A form of this shop is a few kilobytes: a body that takes longer than this is not a shopper's.
 */
export const REQUEST_HEADERS_TIMEOUT_SECONDS = 10;
export const REQUEST_TIMEOUT_SECONDS = 30;
export const KEEP_ALIVE_TIMEOUT_SECONDS = 5;

/** Not shown: how often the Node server looks for connections past those deadlines. */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1000;

/**
 * Not shown: request bodies one client address may be sending at once (MAX_BODY_READS_PER_CLIENT overrides
 * it). A body being read holds no in-flight slot (MAX_IN_FLIGHT_REQUESTS counts a request once its body is
 * in), so this is what keeps one client's slow posts few; one more is refused with 429.
 */
export const MAX_BODY_READS_PER_CLIENT = 8;

/**
 * Not shown: how much of a form refused by its headers (declared too large, not a form) the server reads and drops
 * before it answers, so that a client still sending can read the refusal: closing on a sender makes its side fail
 * to write (EPIPE) instead. Past it, or past the body's deadline, the answer goes at once and the connection closes.
 */
export const REFUSED_BODY_DRAIN_MAX_BYTES = 8 * 1024 * 1024;

/** Not shown: the plain-text answers to a body that came too slowly, and to one too many from one client. */
export const REQUEST_BODY_MESSAGES = {
  timeout: 'This form took too long to arrive. Please send it again.',
  tooManyAtOnce: 'Too many forms are being sent from your address at once. Please try again in a few seconds.',
} as const;

/** Not shown: the Retry-After (seconds) of the overload answer. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/** Not shown: how long `/readyz` reuses its last look at the commerce backend, and how long one look may take. */
export const READINESS_CACHE_MS = 5000;
export const READINESS_TIMEOUT_MS = 2000;

/** Not shown: how long a starting server may spend asking itself for its first pages before `/readyz` says ready anyway. */
export const WARM_UP_TIMEOUT_MS = 15000;
