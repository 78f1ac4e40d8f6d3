/**
 * A product's reviews (catalog spec §2 "reviews section"): the count per star on the product page, "See all N
 * reviews" to a page of every review, its sort orders and pages — plain links and a GET form, so the same with
 * JavaScript off. 10101 is rated 4.1 from 90 reviews.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const ratings = async (page: Page) =>
  (await page.getByTestId('review').locator('.sr-only').allTextContents()).map((text) =>
    Number(/Rated (\d) out of 5/.exec(text)![1]),
  );

test('the product page: the count per star, five down to one, and "See all 90 reviews"', async ({ page }) => {
  await page.goto('/product/10101');
  const section = page.locator('#pdp-reviews-section');
  const rows = section.getByTestId('rating-breakdown').getByRole('listitem');
  await expect(rows).toHaveCount(5);
  const sentences = await rows.locator('.sr-only').allTextContents();
  expect(sentences.map((text) => text.split(':')[0])).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
  // Every review is counted once, and the counts give the rating shown.
  const counts = sentences.map((text) => Number(/: (\d+) reviews?$/.exec(text)![1]));
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(90);
  expect(counts.reduce((sum, count, index) => sum + count * (5 - index), 0) / 90).toBeCloseTo(4.1, 1);
  await expect(section.getByTestId('review')).toHaveCount(3);
  const seeAll = section.getByRole('link', { name: 'See all 90 reviews' });
  await expect(seeAll).toHaveAttribute('href', '/product/10101/reviews');
  await seeAll.click();
  await expect(page).toHaveURL(/\/product\/10101\/reviews$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews of Dark Chocolate Sea Salt Truffles');
});

test('all reviews: ten a page, newest first, with pages as links', async ({ page }) => {
  const response = await page.goto('/product/10101/reviews');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Reviews of Dark Chocolate Sea Salt Truffles | Sweet Shop Signature');
  await expect(page.getByTestId('reviews-range')).toHaveText('Showing 1–10 of 90 reviews');
  await expect(page.getByTestId('review')).toHaveCount(10);
  const days = await page
    .getByTestId('review')
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  expect(days).toEqual([...days].sort().reverse());
  // The product page's three are the newest.
  const newest = await page.getByTestId('review').locator('.font-bold').allTextContents();
  await page.goto('/product/10101');
  expect(
    await page.locator('#pdp-reviews-section').getByTestId('review').locator('.font-bold').allTextContents(),
  ).toEqual(newest.slice(0, 3));

  await page.goto('/product/10101/reviews');
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pages.getByRole('link', { name: 'Page 9' })).toHaveAttribute('href', '/product/10101/reviews?page=9');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/product\/10101\/reviews\?page=2$/);
  await expect(page.getByTestId('reviews-range')).toHaveText('Showing 11–20 of 90 reviews');
  // A page past the last shows the last.
  await page.goto('/product/10101/reviews?page=99');
  await expect(page.getByTestId('reviews-range')).toHaveText('Showing 81–90 of 90 reviews');
});

test('all reviews: the sort form orders by rating and starts again at page 1', async ({ page }) => {
  await page.goto('/product/10101/reviews?page=3');
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest Rating' });
  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page).toHaveURL(/\/product\/10101\/reviews\?sort=lowest$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('lowest');
  const lowest = await ratings(page);
  expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
  expect(lowest[0]).toBeLessThan(4);
  // The page links keep the order.
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('href', '/product/10101/reviews?sort=lowest&page=2');

  await page.goto('/product/10101/reviews?sort=highest');
  const highest = await ratings(page);
  expect(highest).toEqual(highest.map(() => 5));
  expect(await page.getByLabel('Sort by').locator('option').allTextContents()).toEqual([
    'Most Recent',
    'Highest Rating',
    'Lowest Rating',
  ]);
});

test('all reviews: a variant shows its master’s, a coming-soon product none, an unknown one the 404 page', async ({
  page,
}) => {
  await page.goto('/product/1010101/reviews');
  await expect(page.getByTestId('reviews-range')).toHaveText('Showing 1–10 of 90 reviews');
  await expect(page.getByRole('link', { name: 'Back to Dark Chocolate Sea Salt Truffles' })).toHaveAttribute(
    'href',
    '/dark-truffles/10101.html',
  );

  await page.goto('/product/30302/reviews');
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await expect(page.getByTestId('review')).toHaveCount(0);

  const response = await page.goto('/product/99999999/reviews');
  expect(response?.status()).toBe(404);
});
