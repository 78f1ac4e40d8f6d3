import { Form, Link, type MetaDescriptor } from 'react-router';
import { PageLinks } from '~/components/listing/pagination-nav.tsx';
import { Breadcrumbs } from '~/components/ui/breadcrumbs.tsx';
import { Button } from '~/components/ui/button.tsx';
import { REVIEWS_PAGE_SIZE } from '~/models/catalog-constants.ts';
import { productTitle } from '~/models/product-page.ts';
import { allReviewsPath, REVIEW_SORTS, reviewsPageHref } from '~/models/reviews.ts';
import type { AllReviewsData } from '~/services/reviews.server.ts';
import { RatingSummary, Review } from './product-reviews.tsx';

export function allReviewsMeta(data: AllReviewsData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: 'Page not found | Sweet Shop' }, { name: 'robots', content: 'noindex' }];
  return [{ title: `Reviews of ${productTitle(data.product)}` }];
}

/**
 * Every review of a product (/product/{id}/reviews): the summary and breakdown, the order as a GET
 * form (a select and a button, so it works without JavaScript; another order starts at page 1) and
 * the pages as plain links.
 */
export function AllReviews({ data }: { data: AllReviewsData }) {
  const { product, productPath, page } = data;
  return (
    <div className="mx-auto max-w-5xl px-gutter py-8">
      <Breadcrumbs crumbs={[{ name: product.name, href: productPath }, { name: 'Reviews' }]} />
      <h1 className="font-display text-3xl font-bold">Reviews of {product.name}</h1>
      <RatingSummary product={product} />
      {page.total ? (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" data-testid="reviews-range">
              Showing {page.from}–{page.to} of {page.total} reviews
            </p>
            <Form
              method="get"
              action={allReviewsPath(product.id)}
              className="flex items-center gap-2"
              data-testid="review-sort-form"
            >
              <label htmlFor="review-sort" className="text-sm font-semibold">
                Sort by
              </label>
              <select
                // Remount on navigation so the shown choice follows the URL.
                key={page.sort}
                id="review-sort"
                name="sort"
                defaultValue={page.sort}
                className="min-h-9 rounded border border-cocoa bg-white px-2 text-sm text-chocolate"
              >
                {REVIEW_SORTS.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sort.label}
                  </option>
                ))}
              </select>
              <Button type="submit" variant="secondary" size="sm">
                Sort
              </Button>
            </Form>
          </div>
          <ul className="mt-4 grid gap-4" data-testid="reviews">
            {page.reviews.map((review) => (
              <Review key={review.id} review={review} />
            ))}
          </ul>
          <PageLinks
            total={page.total}
            offset={(page.page - 1) * REVIEWS_PAGE_SIZE}
            limit={REVIEWS_PAGE_SIZE}
            hrefOf={(number) => reviewsPageHref(product.id, page.sort, number)}
          />
        </>
      ) : null}
      <p className="mt-8">
        <Link to={productPath} className="font-semibold text-chocolate underline underline-offset-2">
          Back to {product.name}
        </Link>
      </p>
    </div>
  );
}
