/**
 * Redirect targets that come from the request (`redirectTo`, `Referer`) stay on this site: only a
 * same-origin path is kept, anything else becomes the fallback. Rejects protocol-relative and
 * backslash forms (`//x`, `/\x`, `/%5Cx`), schemes (`http:x`, `javascript:`), and control characters
 * (tab, CR, LF) that browsers strip before resolving.
 */
export function safeRedirectTarget(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Control characters and backslashes (raw or encoded) are never part of a path this site produces.
  if (/[\u0000-\u001f\u007f\\]|%5c/i.test(raw)) return fallback;
  const base = 'http://storefront.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  // Dot segments resolve only now: `/..//evil.com` becomes the protocol-relative `//evil.com`.
  if (url.origin !== base || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path and query of a URL (or the router's location), as a `redirectTo` value. */
export function pathOf(url: Pick<URL, 'pathname' | 'search'>): string {
  return `${url.pathname}${url.search}`;
}

/** /login, coming back to `returnTo` afterwards. */
export function signInPath(returnTo: URL): string {
  return `/login?redirectTo=${encodeURIComponent(pathOf(returnTo))}`;
}

/** The same-origin page a request came from (its `Referer`), else `fallback`: a way back that never leaves the site. */
export function refererPath(referer: string | null, requestUrl: URL, fallback = '/'): string {
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    return from.origin === requestUrl.origin
      ? safeRedirectTarget(`${from.pathname}${from.search}`, fallback)
      : fallback;
  } catch {
    return fallback;
  }
}
