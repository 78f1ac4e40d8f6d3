/**
 * What the search page offers when nothing matched (catalog spec §4 "Search"): the top-level categories and the
 * home page's best sellers, so the shopper has somewhere to go. Either part is left out when it cannot
 * be read: the page still says nothing matched.
 */
import { isOutOfStock } from '~/models/availability.ts';
import { BEST_SELLERS_CONTENT_ID, HOME_CONTENT_SLOT } from '~/models/content-constants.ts';
import { tileProduct, type Product } from '~/models/product.ts';
import { contentSlot, getProducts, menuCategories, type CatalogScope } from './catalog.server.ts';

export interface NoResultsHelp {
  categories: Array<{ id: string; name: string; href: string }>;
  bestSellers: { title: string; products: Product[] } | null;
}

export async function noResultsHelp(scope: CatalogScope): Promise<NoResultsHelp> {
  const [categories, bestSellers] = await Promise.all([
    menuCategories(scope).then(
      (items) => items.map(({ id, name, href }) => ({ id, name, href })),
      (error: Error) => (console.warn('[search] categories failed:', error?.message), []),
    ),
    contentSlot(scope, HOME_CONTENT_SLOT)
      .then(async (blocks) => {
        const carousel = blocks.find(
          (block) => block.type === 'productCarousel' && block.id === BEST_SELLERS_CONTENT_ID,
        );
        if (!carousel || carousel.type !== 'productCarousel') return null;
        const products = (await getProducts(scope, carousel.productIds)).filter(
          (product) => !isOutOfStock(product) || product.flags.isComingSoon,
        );
        return products.length ? { title: carousel.title, products: products.map(tileProduct) } : null;
      })
      .catch((error: Error) => (console.warn('[search] best sellers failed:', error?.message), null)),
  ]);
  return { categories, bestSellers };
}
