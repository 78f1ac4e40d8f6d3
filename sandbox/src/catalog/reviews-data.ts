import { createRandom } from '../seed/random.ts';

/**
 * Shopper reviews, as a shop without a reviews vendor exposes them on SCAPI: the product custom
 * attributes `c_reviews` (the newest few), `c_ratingCounts` (reviews per star, 1 to 5) beside
 * `c_rating` and `c_reviewCount`, and every review through the custom API product/reviews.
 * Deterministic: drawn from the pools below with random streams of the product's own, so they never
 * change between seeds.
 */

export interface ReviewDoc {
  id: string;
  author: string;
  /** Whole stars, 1-5. */
  rating: number;
  title: string;
  text: string;
  /** ISO date (YYYY-MM-DD). */
  submittedOn: string;
}

/** How many texts a rated product shows (fewer when it has fewer reviews). */
export const REVIEWS_PER_PRODUCT = 3;

const AUTHORS = [
  'Maria G.',
  'James T.',
  'Priya S.',
  'Tom B.',
  'Ellen W.',
  'Diego R.',
  'Hannah K.',
  'Sam O.',
  'Lucy M.',
  'Ray P.',
];

const TEXTS: ReadonlyArray<{ title: string; text: string; stars: number }> = [
  {
    title: 'Arrived perfect',
    text: 'Shipped with ice packs in July and every piece arrived perfect. Tastes like the shop downtown.',
    stars: 5,
  },
  {
    title: 'Our family favourite',
    text: 'We order this every holiday. Fresh, rich and beautifully packed — nobody shares.',
    stars: 5,
  },
  {
    title: 'Lovely gift',
    text: 'Sent it to my mother for her birthday and she called the minute it arrived. The box looks as good as it tastes.',
    stars: 5,
  },
  {
    title: 'Really fresh',
    text: 'You can tell it was made days ago, not months. Soft centres and a good snap to the chocolate.',
    stars: 5,
  },
  {
    title: 'Very good, a little sweet',
    text: 'Quality is excellent; I would have liked a little less sugar, but the kids loved it.',
    stars: 4,
  },
  {
    title: 'Worth it',
    text: 'Not cheap, but you get what you pay for. Generous box and every piece different.',
    stars: 4,
  },
  {
    title: 'Nice, smaller than expected',
    text: 'Tasted great. The box was smaller than I pictured from the photos, so check the size.',
    stars: 3,
  },
  {
    title: 'Great for the office',
    text: 'Put it out at a team meeting and it was gone by lunch. Will order the bigger size next time.',
    stars: 4,
  },
];

/** Texts for the older reviews' lower ratings (the newest few never draw these: every product is rated 3.6 or more). */
const LOW_TEXTS: ReadonlyArray<{ title: string; text: string; stars: number }> = [
  {
    title: 'Melted in transit',
    text: 'The box sat on the porch on a hot day and the pieces had melted together. Customer service sent a replacement.',
    stars: 2,
  },
  {
    title: 'Not for me',
    text: 'Too rich for my taste and the flavours ran into each other. My husband liked them more than I did.',
    stars: 2,
  },
  {
    title: 'Disappointed',
    text: 'Arrived late and half the pieces were broken. Expected better for the price.',
    stars: 1,
  },
  {
    title: 'Wrong box',
    text: 'We received a different assortment than the one ordered. Tasty, but not what we wanted for the party.',
    stars: 1,
  },
  { title: 'Just okay', text: 'Fine, nothing special. I prefer the milk chocolate version.', stars: 3 },
];

const DAY_MS = 24 * 3600 * 1000;

/** The reviews of a product rated `rating` from `reviewCount` reviews; `epoch` is the catalog's date origin. */
export function productReviews(productId: string, rating: number, reviewCount: number, epoch: number): ReviewDoc[] {
  const random = createRandom(`reviews:${productId}`);
  const pool = [...TEXTS];
  const reviews: ReviewDoc[] = [];
  let day = epoch - random.int(1, 20) * DAY_MS;
  for (let index = 0; index < Math.min(REVIEWS_PER_PRODUCT, reviewCount); index++) {
    // Products rated higher show more of the five-star texts.
    const fitting = pool.filter((entry) => Math.abs(entry.stars - rating) <= 1.2);
    const entry = random.pick(fitting.length ? fitting : pool);
    pool.splice(pool.indexOf(entry), 1);
    reviews.push({
      id: `${productId}-r${index + 1}`,
      author: random.pick(AUTHORS),
      rating: entry.stars,
      title: entry.title,
      text: entry.text,
      submittedOn: new Date(day).toISOString().slice(0, 10),
    });
    day -= random.int(3, 60) * DAY_MS;
  }
  return reviews;
}

/**
 * Every review of a product, newest first: the `productReviews` texts, then older ones whose stars
 * make the average the product's rating (to the nearest star point the count allows).
 */
export function allProductReviews(productId: string, rating: number, reviewCount: number, epoch: number): ReviewDoc[] {
  const newest = productReviews(productId, rating, reviewCount, epoch);
  const older = Math.max(0, reviewCount - newest.length);
  const random = createRandom(`reviews-older:${productId}`);
  // Every older review starts at 5 stars; single stars come off random reviews until the total is the rating's.
  const stars = new Array<number>(older).fill(5);
  const wanted = Math.round(rating * reviewCount) - newest.reduce((sum, review) => sum + review.rating, 0);
  let deficit = Math.min(5 * older - wanted, 4 * older);
  while (deficit > 0) {
    const index = random.int(0, older - 1);
    if (stars[index]! > 1) {
      stars[index]! -= 1;
      deficit -= 1;
    }
  }
  const pool = [...TEXTS, ...LOW_TEXTS];
  let day = Date.parse(newest.at(-1)?.submittedOn ?? new Date(epoch).toISOString().slice(0, 10));
  return [
    ...newest,
    ...stars.map((star, index) => {
      day -= random.int(0, 6) * DAY_MS;
      const fitting = pool.filter((entry) => entry.stars === star);
      const entry = random.pick(fitting.length ? fitting : pool);
      return {
        id: `${productId}-r${newest.length + index + 1}`,
        author: random.pick(AUTHORS),
        rating: star,
        title: entry.title,
        text: entry.text,
        submittedOn: new Date(day).toISOString().slice(0, 10),
      };
    }),
  ];
}

/** How many of `reviews` gave each star: `{ '1': n, …, '5': n }`. */
export function ratingCounts(reviews: readonly ReviewDoc[]): Record<string, number> {
  const counts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const review of reviews) counts[review.rating] = (counts[review.rating] ?? 0) + 1;
  return counts;
}
