/**
 * A product's all-reviews page (/product/{id}/reviews): the product, and every review from the custom
 * API product/reviews, read once per product and cached like the catalog; the sort and page are the
 * URL's (models/reviews.ts).
 */
import { data, type RouterContextProvider } from 'react-router';
import { canonicalPath, PRODUCT_ID } from '~/models/product-paths.ts';
import { reviewsOf, type Product, type ProductReview } from '~/models/product.ts';
import { reviewPageOf, reviewSortOf, reviewsPage, type ReviewsPage } from '~/models/reviews.ts';
import { storefrontApis } from './app-token.server.ts';
import { cached, catalogTtlSeconds } from './cache.server.ts';
import { catalogScope, getProduct, unlessNotFound, type CatalogScope } from './catalog.server.ts';

export interface AllReviewsData {
  product: Pick<Product, 'id' | 'name' | 'brand' | 'pageTitle' | 'rating' | 'reviewCount' | 'ratingCounts'>;
  /** The product page's address, to go back to. */
  productPath: string;
  page: ReviewsPage;
}

/** Every review of a product, newest first (none for a product without any). */
function allReviews(scope: CatalogScope, productId: string): Promise<ProductReview[]> {
  return cached(`reviews:${scope.siteId}:${productId}`, catalogTtlSeconds, async () => {
    const apis = await storefrontApis(scope);
    const body = await unlessNotFound(
      apis.custom<{ data?: unknown }>('product', 'reviews', { parameters: { c_productId: productId } }),
    );
    return reviewsOf(body?.data) ?? [];
  });
}

export async function loadAllReviews(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
): Promise<AllReviewsData> {
  if (!id || !PRODUCT_ID.test(id)) throw data(null, { status: 404 });
  const scope = catalogScope(context);
  const found = await getProduct(scope, id);
  // A variant's reviews are its master's, on the master's page.
  const product =
    found?.kind === 'variant' && found.masterId !== found.id
      ? ((await getProduct(scope, found.masterId)) ?? found)
      : found;
  if (!product) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  // Nobody can have bought a coming-soon product yet: like its page, it shows no reviews.
  const reviews = product.flags.isComingSoon ? [] : await allReviews(scope, product.id);
  const { name, brand, pageTitle, rating, reviewCount, ratingCounts } = product;
  return {
    product: {
      id: product.id,
      name,
      brand,
      pageTitle,
      ...(product.flags.isComingSoon ? {} : { rating, reviewCount, ratingCounts }),
    },
    productPath: canonicalPath(product),
    page: reviewsPage(reviews, reviewSortOf(search.get('sort')), reviewPageOf(search.get('page'))),
  };
}
