/**
 * Cross-site request forgery defence for form posts: browsers say where a request comes from
 * (`Sec-Fetch-Site`, else `Origin`). A state-changing request from another site is refused; plain
 * same-origin form posts — with or without JavaScript — and non-browser clients pass.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestSource {
  method: string;
  /** The request's own host (`Host` header), e.g. `localhost:3000`. */
  host: string;
  secFetchSite: string | null;
  origin: string | null;
}

export function isCrossSiteWrite({ method, host, secFetchSite, origin }: RequestSource): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (secFetchSite) return secFetchSite !== 'same-origin' && secFetchSite !== 'none';
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
