/** sitemap.xml and robots.txt (DESIGN §1 crawlers): built from paths on this site. */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** A sitemap of absolute URLs, each path once, in the order given. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Pages that are personal, transactional or endless combinations: not for crawlers. */
export const PRIVATE_PATHS = [
  '/account',
  '/login',
  '/register',
  '/reset-password',
  '/new-password-form',
  '/account-confirmation',
  '/cart',
  '/shipping',
  '/billing',
  '/revieworder',
  '/order-confirmation',
  '/track-order',
  '/products/',
  '/search/suggestions',
  '/back-in-stock',
  '/consent',
  '/locale',
  '/logout',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
