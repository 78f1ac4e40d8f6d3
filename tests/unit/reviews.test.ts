import { describe, expect, it } from 'vitest';
import { toProduct, type ProductReview } from '~/models/product.ts';
import {
  ratingBreakdown,
  reviewPageOf,
  reviewSortOf,
  reviewsPage,
  reviewsPageHref,
  sortReviews,
} from '~/models/reviews.ts';

const review = (id: string, rating: number, submittedOn: string): ProductReview => ({
  id,
  author: 'A.',
  rating,
  title: id,
  text: 'Text',
  submittedOn,
});

const REVIEWS = [
  review('a', 4, '2026-05-01'),
  review('b', 5, '2026-05-20'),
  review('c', 1, '2026-04-02'),
  review('d', 5, '2026-03-15'),
  review('e', 3, '2026-05-10'),
];

describe('ratingBreakdown', () => {
  it('lists five stars down to one with each count and its share of all reviews', () => {
    expect(ratingBreakdown([2, 0, 6, 12, 20])).toEqual([
      { stars: 5, count: 20, percent: 50 },
      { stars: 4, count: 12, percent: 30 },
      { stars: 3, count: 6, percent: 15 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 2, percent: 5 },
    ]);
  });

  it('gives empty bars, not NaN, without reviews', () => {
    expect(ratingBreakdown([0, 0, 0, 0, 0]).map((row) => row.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('is read from the catalog’s c_ratingCounts, and only when all five stars are counts', () => {
    expect(toProduct({ id: 'p', c_ratingCounts: { 1: 1, 2: 0, 3: 2, 4: 5, 5: 9 } }).ratingCounts).toEqual([
      1, 0, 2, 5, 9,
    ]);
    expect(toProduct({ id: 'p', c_ratingCounts: { 1: 1, 5: 9 } }).ratingCounts).toBeUndefined();
    expect(toProduct({ id: 'p', c_ratingCounts: { 1: -1, 2: 0, 3: 2, 4: 5, 5: 'x' } }).ratingCounts).toBeUndefined();
  });
});

describe('sortReviews', () => {
  it('Most Recent: newest first', () => {
    expect(sortReviews(REVIEWS, 'newest').map((entry) => entry.id)).toEqual(['b', 'e', 'a', 'c', 'd']);
  });

  it('Highest Rating and Lowest Rating, equal ratings newest first', () => {
    expect(sortReviews(REVIEWS, 'highest').map((entry) => entry.id)).toEqual(['b', 'd', 'a', 'e', 'c']);
    expect(sortReviews(REVIEWS, 'lowest').map((entry) => entry.id)).toEqual(['c', 'e', 'a', 'b', 'd']);
  });

  it('leaves the list it was given alone', () => {
    const copy = [...REVIEWS];
    sortReviews(REVIEWS, 'lowest');
    expect(REVIEWS).toEqual(copy);
  });

  it('reads the sort parameter, anything unknown as Most Recent', () => {
    expect(reviewSortOf('highest')).toBe('highest');
    expect(reviewSortOf('lowest')).toBe('lowest');
    expect(reviewSortOf(null)).toBe('newest');
    expect(reviewSortOf('price')).toBe('newest');
  });
});

describe('reviewsPage', () => {
  it('pages the sorted reviews, the last page holding the rest', () => {
    expect(reviewsPage(REVIEWS, 'highest', 1, 2)).toMatchObject({
      page: 1,
      pageCount: 3,
      total: 5,
      from: 1,
      to: 2,
      reviews: [{ id: 'b' }, { id: 'd' }],
    });
    expect(reviewsPage(REVIEWS, 'highest', 3, 2)).toMatchObject({ page: 3, from: 5, to: 5, reviews: [{ id: 'c' }] });
  });

  it('shows the last page for a page past it, and one empty page without reviews', () => {
    expect(reviewsPage(REVIEWS, 'newest', 99, 2)).toMatchObject({ page: 3, reviews: [{ id: 'd' }] });
    expect(reviewsPage([], 'newest', 2, 2)).toEqual({
      reviews: [],
      sort: 'newest',
      page: 1,
      pageCount: 1,
      total: 0,
      from: 0,
      to: 0,
    });
  });

  it('reads the page parameter, anything but a positive whole number as the first page', () => {
    expect(reviewPageOf('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'x', '9999999'])
      expect(reviewPageOf(value), String(value)).toBe(1);
  });

  it('links each page with the defaults left out', () => {
    expect(reviewsPageHref('10101', 'newest', 1)).toBe('/product/10101/reviews');
    expect(reviewsPageHref('10101', 'lowest', 1)).toBe('/product/10101/reviews?sort=lowest');
    expect(reviewsPageHref('10101', 'highest', 4)).toBe('/product/10101/reviews?sort=highest&page=4');
  });
});
