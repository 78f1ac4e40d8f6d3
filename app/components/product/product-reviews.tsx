import { longCalendarDay } from '~/models/calendar-day.ts';
import type { Product, ProductReview } from '~/models/product.ts';

function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="text-candy" aria-hidden="true">
      {'★'.repeat(whole)}
      <span className="text-caramel">{'★'.repeat(5 - whole)}</span>
    </span>
  );
}

function Review({ review }: { review: ProductReview }) {
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

/**
 * The reviews section (spec: anchor pdp-reviews-section): the rating with its count and the newest
 * review texts the catalog carries (`c_reviews`). A coming-soon product shows no rating or count:
 * nobody can have bought it yet.
 */
export function ProductReviews({ product, comingSoon }: { product: Product; comingSoon: boolean }) {
  const reviews = comingSoon ? [] : (product.reviews ?? []);
  return (
    <section id="pdp-reviews-section" aria-labelledby="pdp-reviews-title" className="mt-12 scroll-mt-32 border-t border-caramel pt-8">
      <h2 id="pdp-reviews-title" className="font-display text-2xl font-bold">
        Reviews
      </h2>
      {product.rating !== undefined && !comingSoon ? (
        <p className="mt-2" data-testid="review-summary">
          <span className="text-lg font-bold">{product.rating.toFixed(1)}</span> out of 5{product.reviewCount !== undefined ? <>, based on {product.reviewCount} reviews</> : null}
        </p>
      ) : (
        <p className="mt-2">No reviews yet.</p>
      )}
      {reviews.length ? (
        <ul className="mt-4 grid gap-4 md:grid-cols-3" data-testid="reviews">
          {reviews.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
