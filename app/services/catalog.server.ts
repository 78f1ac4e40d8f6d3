/**
 * Catalog reads shared by every shopper, made with the storefront's own token and cached.
 */
import { CATALOG_CACHE_TTL_SECONDS, MENU_CATEGORY_LEVELS } from '~/models/constants.ts';
import { menuFromCategoryTree, type CategoryNode, type MenuItem } from '~/models/navigation.ts';
import type { Locale, SiteId } from '~/models/sites.ts';
import { appAccessToken } from './app-token.server.ts';
import { cached } from './cache.server.ts';
import { ShopperProducts } from './commerce-sdk.server.ts';
import { sdkConfig } from './commerce.server.ts';

export async function catalogProducts(siteId: SiteId) {
  return new ShopperProducts(sdkConfig(siteId, await appAccessToken(siteId)));
}

/** The root category with its levels, as the mega menu and drawer show it. */
export function menuCategories(siteId: SiteId, locale: Locale): Promise<MenuItem[]> {
  return cached(`menu:${siteId}:${locale}`, CATALOG_CACHE_TTL_SECONDS, async () => {
    const products = await catalogProducts(siteId);
    // The SDK's type lists levels 0-2 (SCAPI's documented range); the spec's menu asks for 4.
    const root = await products.getCategory({ parameters: { id: 'root', levels: MENU_CATEGORY_LEVELS as never, locale } });
    return menuFromCategoryTree(root as CategoryNode);
  });
}
