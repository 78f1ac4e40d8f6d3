import { Suspense } from 'react';
import { Await } from 'react-router';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import type { Product } from '~/models/product.ts';
import { recommendationIn, type Recommendation } from '~/models/recommendations.ts';
import { ProductCarousel } from './product-carousel.tsx';

/** A carousel as a loader gives it: ready, streamed (a promise), or none. */
export type CarouselData = Recommendation<Product> | Promise<Recommendation<Product> | null> | null | undefined;

function Shown({ title, recommendation }: { title: string; recommendation: Recommendation<Product> | null }) {
  if (!recommendation) return null;
  return (
    <ProductCarousel
      title={title}
      products={recommendation.products}
      tracking={{ recommender: recommendation.recommender, recoUUID: recommendation.recoUUID }}
    />
  );
}

/**
 * Spec §4 Recommendations: a carousel appears once its products are in, and only when there are some; a read that
 * failed or is still under way holds nothing up (a streamed one takes its place when it arrives).
 */
export function RecommendationCarousel({ title, carousel }: { title: string; carousel: CarouselData }) {
  if (!carousel) return null;
  if (!('then' in carousel)) return <Shown title={title} recommendation={carousel} />;
  return (
    <Suspense fallback={<div className="my-10 h-8" aria-hidden="true" />}>
      <Await resolve={carousel} errorElement={null}>
        {(resolved) => <Shown title={title} recommendation={resolved} />}
      </Await>
    </Suspense>
  );
}

/**
 * The 404 page's "Recently Viewed" from what the error response carried. It lives here, not in the error page, so that
 * its texts and checks load with the carousel on the pages that show one, not in every page's shell.
 */
export function RecentlyViewedCarousel({ data }: { data: unknown }) {
  return <Shown title={CATALOG_MESSAGES.recentlyViewed} recommendation={recommendationIn<Product>(data)} />;
}
