import { longCalendarDay } from '~/models/calendar-day.ts';
import type { Product, ProductReview } from '~/models/product.ts';
import { allReviewsPath, ratingBreakdown } from '~/models/reviews.ts';

function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="text-candy" aria-hidden="true">
      {'★'.repeat(whole)}
      <span className="text-caramel">{'★'.repeat(5 - whole)}</span>
    </span>
  );
}

export function Review({ review }: { review: ProductReview }) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm" data-testid="review">
      <p className="flex flex-wrap items-center gap-x-2">
        <Stars rating={review.rating} />
        <span className="sr-only">Rated {review.rating} out of 5:</span>
        <span className="font-bold">{review.title}</span>
      </p>
      <p className="mt-2">{review.text}</p>
      <p className="mt-2 text-sm text-cocoa">
        {review.author} · <time dateTime={review.submittedOn}>{longCalendarDay(review.submittedOn)}</time>
      </p>
    </li>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How many reviews gave each star, five down to one, as bars. Screen readers hear one sentence a row
 * ("5 stars: 52 reviews"); the label, bar and number are for the eye.
 */
function RatingBreakdown({ counts }: { counts: readonly number[] }) {
  return (
    <ul aria-label="Rating breakdown" className="mt-3 w-full max-w-sm space-y-1 text-sm" data-testid="rating-breakdown">
      {ratingBreakdown(counts).map((row) => (
        <li key={row.stars} className="flex items-center gap-2">
          <span className="sr-only">
            {plural(row.stars, 'star', 'stars')}: {plural(row.count, 'review', 'reviews')}
          </span>
          <span aria-hidden="true" className="w-14 shrink-0">
            {plural(row.stars, 'star', 'stars')}
          </span>
          <span
            aria-hidden="true"
            className="h-2.5 flex-1 overflow-hidden rounded-full bg-white ring-1 ring-caramel ring-inset"
          >
            <span className="block h-full rounded-full bg-candy" style={{ width: `${row.percent}%` }} />
          </span>
          <span aria-hidden="true" className="w-10 shrink-0 text-right tabular-nums">
            {row.count}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The average rating with its count and the count per star; "No reviews yet." without a rating. */
export function RatingSummary({ product }: { product: Pick<Product, 'rating' | 'reviewCount' | 'ratingCounts'> }) {
  if (product.rating === undefined) return <p className="mt-2">No reviews yet.</p>;
  return (
    <>
      <p className="mt-2" data-testid="review-summary">
        <span className="text-lg font-bold">{product.rating.toFixed(1)}</span> out of 5
        {product.reviewCount !== undefined ? <>, based on {product.reviewCount} reviews</> : null}
      </p>
      {product.ratingCounts && product.reviewCount ? <RatingBreakdown counts={product.ratingCounts} /> : null}
    </>
  );
}

/** What the reviews section shows of a product. */
export type ReviewedProduct = Pick<Product, 'id' | 'rating' | 'reviewCount' | 'ratingCounts' | 'reviews'>;

/**
 * The reviews section (spec: anchor pdp-reviews-section): the rating with its count and breakdown, the
 * newest review texts the catalog carries (`c_reviews`) and a link to all of them. A coming-soon product
 * shows no rating or count: nobody can have bought it yet. Plain links, no router: the product page shows it as a
 * static island (product-reviews-island.tsx), whose links the island hands to the router.
 */
export function ProductReviews({ product, comingSoon }: { product: ReviewedProduct; comingSoon: boolean }) {
  const reviews = comingSoon ? [] : (product.reviews ?? []);
  return (
    <section
      id="pdp-reviews-section"
      aria-labelledby="pdp-reviews-title"
      className="mt-12 scroll-mt-32 border-t border-caramel pt-8"
    >
      <h2 id="pdp-reviews-title" className="font-display text-2xl font-bold">
        Reviews
      </h2>
      {comingSoon ? <p className="mt-2">No reviews yet.</p> : <RatingSummary product={product} />}
      {reviews.length ? (
        <ul className="mt-4 grid gap-4 md:grid-cols-3" data-testid="reviews">
          {reviews.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      {!comingSoon && product.reviewCount ? (
        <p className="mt-4">
          <a
            href={allReviewsPath(product.id)}
            className="font-semibold text-chocolate underline underline-offset-2"
            data-testid="see-all-reviews"
          >
            See all {product.reviewCount} reviews
          </a>
        </p>
      ) : null}
    </section>
  );
}
