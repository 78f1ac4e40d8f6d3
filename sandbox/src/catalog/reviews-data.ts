import { createRandom } from '../seed/random.ts';

/**
 * Shopper reviews, as a shop without a reviews vendor exposes them on SCAPI: the product custom
 * attribute `c_reviews` (newest first), beside `c_rating` and `c_reviewCount`. Deterministic: drawn
 * from the pool below with a random stream of the product's own, so they never change between seeds.
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

const AUTHORS = ['Maria G.', 'James T.', 'Priya S.', 'Tom B.', 'Ellen W.', 'Diego R.', 'Hannah K.', 'Sam O.', 'Lucy M.', 'Ray P.'];

const TEXTS: ReadonlyArray<{ title: string; text: string; stars: number }> = [
  { title: 'Arrived perfect', text: 'Shipped with ice packs in July and every piece arrived perfect. Tastes like the shop downtown.', stars: 5 },
  { title: 'Our family favourite', text: 'We order this every holiday. Fresh, rich and beautifully packed — nobody shares.', stars: 5 },
  { title: 'Lovely gift', text: 'Sent it to my mother for her birthday and she called the minute it arrived. The box looks as good as it tastes.', stars: 5 },
  { title: 'Really fresh', text: 'You can tell it was made days ago, not months. Soft centres and a good snap to the chocolate.', stars: 5 },
  { title: 'Very good, a little sweet', text: 'Quality is excellent; I would have liked a little less sugar, but the kids loved it.', stars: 4 },
  { title: 'Worth it', text: 'Not cheap, but you get what you pay for. Generous box and every piece different.', stars: 4 },
  { title: 'Nice, smaller than expected', text: 'Tasted great. The box was smaller than I pictured from the photos, so check the size.', stars: 3 },
  { title: 'Great for the office', text: 'Put it out at a team meeting and it was gone by lunch. Will order the bigger size next time.', stars: 4 },
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
