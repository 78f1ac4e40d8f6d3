/**
 * HTTP caching of documents (DESIGN §2 Caching): pages without personal data may be kept by shared
 * caches; checkout and account pages never. A route opts in with `export const headers =
 * publicPageHeaders`; the session middleware takes it back (`personalised`) when the response turns
 * out to carry a session.
 */
import { PUBLIC_PAGE_CACHE_CONTROL } from './edge-constants.ts';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A route's `headers` export for pages that are the same for every anonymous visitor (but lite mode: Save-Data). */
export function publicPageHeaders(): HeadersInit {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, Vary: 'Cookie, Save-Data' };
}

/**
 * The Cache-Control a response leaves with: a public one only when the request carried no session
 * and the response sets no cookie (the header then shows no name and no bag of anyone's).
 */
export function effectiveCacheControl(declared: string | null, personal: boolean): string | null {
  if (!declared || !/\bpublic\b/.test(declared)) return declared;
  return personal ? PRIVATE_CACHE_CONTROL : declared;
}
