import { lazy } from 'react';
import type { ReviewedProduct } from '~/components/product/product-reviews.tsx';
import { StaticIsland } from '~/components/static-island.tsx';
import type { Product } from '~/models/product.ts';
import { islandVersion } from '~/models/static-island.ts';

// The reviews section is read-only text and links: a static island, as the footer. The browser keeps the server's
// markup and loads the component only when it renders the section itself (a client-side move to another product).
const server = import.meta.env.SSR ? await import('~/components/product/reviews-markup.tsx') : null;
const LazyProductReviews = lazy(() =>
  import('~/components/product/product-reviews.tsx').then((module) => ({ default: module.ProductReviews })),
);

export function ProductReviewsIsland({ product, comingSoon }: { product: Product; comingSoon: boolean }) {
  // A new object in a fixed order: the version depends on these values alone.
  const reviewed: ReviewedProduct = {
    id: product.id,
    rating: product.rating,
    reviewCount: product.reviewCount,
    ratingCounts: product.ratingCounts,
    reviews: product.reviews,
  };
  const inputs = { product: reviewed, comingSoon };
  const version = islandVersion(inputs);
  return (
    <StaticIsland
      id="product-reviews"
      version={version}
      markup={server ? server.productReviewsMarkup(inputs) : null}
      fallback={() => <LazyProductReviews product={reviewed} comingSoon={comingSoon} />}
    />
  );
}
