/**
 * Catalog spec §9 "Recently Viewed" without a server session (anonymous GETs create none): the browser keeps the ids,
 * newest first, in an HttpOnly cookie signed with the storefront's key (a forged list would cost a
 * catalog read per id). A visitor without cookies gets the public, shared product page; it records
 * the view through a same-origin image (`/recently-viewed/{id}`), whose private answer sets the
 * cookie — a `Set-Cookie` on the public page itself would be stored by a shared cache and handed to
 * everyone. With the cookie (or a session), the page is private and the loader updates the cookie.
 */
import {
  RECENTLY_VIEWED_COOKIE,
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_MAX_AGE_SECONDS,
} from '~/models/catalog-constants.ts';
import { readCookie } from '~/models/cookies.ts';
import { PRODUCT_ID } from '~/models/product-paths.ts';
import { isHttpsRequest } from '~/models/request-edge.ts';
import { sign, signatureMatches } from './session-keys.server.ts';

const SEPARATOR = '~';
const signed = (ids: readonly string[]) => `recently-viewed:${ids.join(SEPARATOR)}`;

/** The browser's list, or null when it has no (valid) cookie. */
export function readRecentlyViewed(request: Request): string[] | null {
  const value = readCookie(request.headers.get('cookie'), RECENTLY_VIEWED_COOKIE);
  if (!value) return null;
  const [signature = '', ...ids] = value.split(SEPARATOR);
  if (ids.length > RECENTLY_VIEWED_LIMIT || !ids.every((id) => PRODUCT_ID.test(id))) return null;
  return signatureMatches(signed(ids), signature) ? ids : null;
}

// Secure over HTTPS only, like every cookie of ours: over plain http a browser would drop it.
const secure = (request: Request) => (isHttpsRequest(request) ? '; Secure' : '');

export function recentlyViewedCookie(request: Request, ids: readonly string[]): string {
  const value = [sign(signed(ids)), ...ids].join(SEPARATOR);
  return `${RECENTLY_VIEWED_COOKIE}=${value}; Path=/; Max-Age=${RECENTLY_VIEWED_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure(request)}`;
}

export function clearRecentlyViewedCookie(request: Request): string {
  return `${RECENTLY_VIEWED_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request)}`;
}

/** Where a public product page sends the browser to record its view. */
export const recordViewPath = (productId: string) => `/recently-viewed/${encodeURIComponent(productId)}`;
