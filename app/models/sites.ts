/**
 * The three storefront sites and the two countries, from one place. A request selects its site by
 * host name: the first DNS label names the site (`volume-savings.example.com`,
 * `fundraising.localhost:3000`); any other host is the main shop. Each site keeps its own cookies,
 * so a shopper has one session (and one SLAS login) per site, as SLAS channels require.
 */
export type SiteId = 'sweet-shop' | 'volume-savings' | 'fundraising';

export interface Site {
  id: SiteId;
  label: string;
  /** The host label that selects this site; null for the main shop (the bare host). */
  subdomain: string | null;
}

export const SITES: readonly Site[] = [
  { id: 'sweet-shop', label: 'Sweet Shop', subdomain: null },
  { id: 'volume-savings', label: 'Volume Savings', subdomain: 'volume-savings' },
  { id: 'fundraising', label: 'Fundraising', subdomain: 'fundraising' },
];

export const MAIN_SITE: Site = SITES[0]!;

function splitHost(host: string): { label: string; rest: string; port: string } {
  const match = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(host.trim().toLowerCase());
  const hostname = match?.[1] ?? '';
  const port = match?.[2] ?? '';
  const dot = hostname.indexOf('.');
  return dot === -1
    ? { label: hostname, rest: '', port }
    : { label: hostname.slice(0, dot), rest: hostname.slice(dot + 1), port };
}

/** The site a request's `Host` selects. */
export function siteForHost(host: string | null | undefined): Site {
  if (!host) return MAIN_SITE;
  const { label, rest } = splitHost(host);
  return (rest && SITES.find((site) => site.subdomain === label)) || MAIN_SITE;
}

/** The origin of `target` as seen from a page of the current origin (the site label swapped). */
export function siteOrigin(target: Site, current: URL): string {
  const { label, rest, port } = splitHost(current.host);
  const currentSite = siteForHost(current.host);
  const base = currentSite.subdomain ? rest : rest ? `${label}.${rest}` : label;
  const hostname = target.subdomain ? `${target.subdomain}.${base}` : base;
  return `${current.protocol}//${hostname}${port}`;
}

/**
 * The public origin of a site, for every absolute URL the storefront writes (canonical links, the
 * sitemap, robots.txt, structured data, og tags, the site tabs). It comes from the configured origin
 * of the main shop (STOREFRONT_ORIGIN), never from a request's Host: pages and the sitemap are cached
 * publicly, so a forged Host would otherwise be served to everyone. The other sites live on the
 * configured host with their label in front (`https://volume-savings.<configured host>`).
 */
export function publicSiteOrigin(site: Site, configuredOrigin: string): string {
  return siteOrigin(site, new URL(configuredOrigin));
}

export interface SiteTab {
  id: SiteId;
  label: string;
  href: string;
  current: boolean;
}

/** The header's site tabs: every site at its public origin, the current one marked (it is shown, not linked). */
export function siteTabs(active: Site, configuredOrigin: string): SiteTab[] {
  return SITES.map((site) => ({
    id: site.id,
    label: site.label,
    href: `${publicSiteOrigin(site, configuredOrigin)}/`,
    current: site.id === active.id,
  }));
}

/**
 * The site a site-exit link (`/site-exit?to=<site id>`) leads to: only a configured site other than the current one.
 * The query names a site, never an address, so the page cannot be made to send anyone elsewhere (no open redirect).
 */
export function siteExitTarget(to: string | null, current: SiteId): Site | null {
  return SITES.find((site) => site.id === to && site.id !== current) ?? null;
}

export const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
export type Country = 'US' | 'CA';

/** The spec's rule: en-US is the United States, any other locale is Canada. */
export function countryForLocale(locale: string): Country {
  return locale === 'en-US' ? 'US' : 'CA';
}

export function currencyForLocale(locale: string): 'USD' | 'CAD' {
  return countryForLocale(locale) === 'US' ? 'USD' : 'CAD';
}

export function parseLocale(value: string | null | undefined): Locale {
  return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}

export const LOCALE_LABELS: Record<Locale, string> = {
  'en-US': 'United States (USD)',
  'en-CA': 'Canada – English (CAD)',
  'fr-CA': 'Canada – Français (CAD)',
};
