import type { Route } from './+types/sitemap';
import { LISTING_MAX_PAGE_SIZE } from '~/models/catalog-constants.ts';
import type { MenuItem } from '~/models/navigation.ts';
import { canonicalPath } from '~/models/product-paths.ts';
import { sitemapXml } from '~/models/seo-files.ts';
import { cached, catalogTtlSeconds } from '~/services/cache.server.ts';
import { catalogScope, menuCategories, searchProducts, type CatalogScope } from '~/services/catalog.server.ts';
import { sitePublicOrigin } from '~/services/public-origin.server.ts';

/** Not shown: how many products the sitemap lists at most (one file holds up to 50,000 URLs). */
const SITEMAP_MAX_PRODUCTS = 5000;

function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.href, ...menuPaths(item.children)]);
}

/** Every product of the site's catalog, by canonical path (the search engine pages through the root category). */
async function productPaths(scope: CatalogScope): Promise<string[]> {
  const paths: string[] = [];
  for (let offset = 0; offset < SITEMAP_MAX_PRODUCTS; offset += LISTING_MAX_PAGE_SIZE) {
    const page = await searchProducts(scope, { refine: ['cgid=root'], offset, limit: LISTING_MAX_PAGE_SIZE });
    paths.push(...page.hits.map(canonicalPath));
    if (offset + page.hits.length >= page.total || !page.hits.length) break;
  }
  return paths;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = catalogScope(context);
  const origin = sitePublicOrigin(request);
  const xml = await cached(`sitemap:${scope.siteId}:${origin}`, catalogTtlSeconds, async () => {
    const [menu, products] = await Promise.all([menuCategories(scope), productPaths(scope)]);
    return sitemapXml(origin, ['/', ...menuPaths(menu), ...products]);
  });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
