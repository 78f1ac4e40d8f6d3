/**
 * A product's reviews (catalog spec §2 "reviews section"): the count per star, and the all-reviews
 * page's sort orders and pages. Pure; the page reads every review once (services/reviews.server.ts).
 */
import { REVIEWS_PAGE_SIZE } from './catalog-constants.ts';
import type { ProductReview } from './product.ts';

export interface StarCount {
  stars: number;
  count: number;
  /** Share of all reviews, 0-100, rounded: the bar's length. */
  percent: number;
}

/** Counts by star (index 0 for one star) as rows from five stars down to one. */
export function ratingBreakdown(counts: readonly number[]): StarCount[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = counts[stars - 1] ?? 0;
    return { stars, count, percent: total ? Math.round((count / total) * 100) : 0 };
  });
}

export const REVIEW_SORTS = [
  { value: 'newest', label: 'Most Recent' },
  { value: 'highest', label: 'Highest Rating' },
  { value: 'lowest', label: 'Lowest Rating' },
] as const;

export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';

/** The `sort` query parameter; anything else is the default (newest first). */
export function reviewSortOf(value: string | null): ReviewSort {
  return REVIEW_SORTS.find((sort) => sort.value === value)?.value ?? DEFAULT_REVIEW_SORT;
}

const newestFirst = (a: ProductReview, b: ProductReview) => b.submittedOn.localeCompare(a.submittedOn);

/** Reviews in a sort order; equal ratings stay newest first. */
export function sortReviews(reviews: readonly ProductReview[], sort: ReviewSort): ProductReview[] {
  const sorted = [...reviews];
  if (sort === 'newest') return sorted.sort(newestFirst);
  const direction = sort === 'highest' ? -1 : 1;
  return sorted.sort((a, b) => direction * (a.rating - b.rating) || newestFirst(a, b));
}

/** The `page` query parameter (1-based); anything but a positive whole number is the first page. */
export function reviewPageOf(value: string | null): number {
  const page = /^\d{1,6}$/.test(value ?? '') ? Number(value) : 1;
  return Math.max(1, page);
}

export interface ReviewsPage {
  reviews: ProductReview[];
  sort: ReviewSort;
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
  /** Position of the first and last review shown, 1-based (0 and 0 without reviews). */
  from: number;
  to: number;
}

/** One page of the sorted reviews; a page past the last shows the last. */
export function reviewsPage(
  reviews: readonly ProductReview[],
  sort: ReviewSort,
  page: number,
  pageSize = REVIEWS_PAGE_SIZE,
): ReviewsPage {
  const pageCount = Math.max(1, Math.ceil(reviews.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  const shown = sortReviews(reviews, sort).slice(start, start + pageSize);
  return {
    reviews: shown,
    sort,
    page: current,
    pageCount,
    total: reviews.length,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
  };
}

/** The all-reviews page of a product. */
export function allReviewsPath(productId: string): string {
  return `/product/${encodeURIComponent(productId)}/reviews`;
}

/** A link to a page in a sort order; the defaults are left out, so each page has one address. */
export function reviewsPageHref(productId: string, sort: ReviewSort, page: number): string {
  const query = new URLSearchParams();
  if (sort !== DEFAULT_REVIEW_SORT) query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${allReviewsPath(productId)}${search ? `?${search}` : ''}`;
}
