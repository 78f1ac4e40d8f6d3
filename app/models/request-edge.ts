/**
 * What the Node server (server/index.ts) decides about a request before the app sees it: whether the
 * request is well-formed enough to route at all, and whether it came over HTTPS (which the app needs
 * for its cookies' Secure flag).
 */

/**
 * The request header that tells the app its request came over HTTPS: Express's `request.protocol`
 * (which honours TRUST_PROXY and X-Forwarded-Proto) or an https STOREFRONT_ORIGIN. server/index.ts
 * deletes any copy the client sent first, as it does for the client address.
 */
export const HTTPS_HEADER = 'x-sweetshop-https';

/** Whether the app's request came over HTTPS (false outside the Node server, e.g. in tests of services). */
export function isHttpsRequest(request: Request): boolean {
  return request.headers.get(HTTPS_HEADER) === '1';
}

// A DNS name or an IPv4 address, or a bracketed IPv6 literal, with an optional port.
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface RequestLine {
  /** The request target as sent (`/path?query`, or `*`, or an absolute URI). */
  url: string;
  /** The host the server would route by (Host, or a trusted proxy's X-Forwarded-Host). */
  host: string | undefined;
  /** `http` or `https` as the server sees it (a trusted proxy's X-Forwarded-Proto). */
  protocol: string;
}

/**
 * Whether a request cannot be routed: no host or one that is no host name (`GET / HTTP/1.0` without
 * Host, spaces or odd characters), a target that is not a path (`GET http://evil/`, `OPTIONS *`), or
 * a forwarded protocol other than http(s). Such requests get a 400 before the app sees them. A host
 * of the right characters is also held to the URL parser the app builds the request's URL with: an
 * address such as `999.999.999.999` or a port such as `99999` is no URL (the app's 500 before).
 */
export function isMalformedRequest({ url, host, protocol }: RequestLine): boolean {
  if (!url.startsWith('/')) return true;
  if (protocol !== 'http' && protocol !== 'https') return true;
  return !host || host.length > 255 || !HOST.test(host) || !URL.canParse(`${protocol}://${host}${url}`);
}
