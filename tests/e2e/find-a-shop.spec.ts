/**
 * Find a shop (content spec §2 `find-a-shop-accordion`, §8) and the store locator (catalog spec §1
 * `/chocolateshops`): the shop list grouped by state, without JavaScript (`<details>`), tested at the
 * HTTP level. Every site, the main shop included, lists the US quantity discount centres only (content spec §9).
 */
import { STOREFRONT_PORT } from './env.ts';
import { expect, test } from './fixtures.ts';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

const VOLUME_SAVINGS = { 'x-forwarded-host': `volume-savings.localhost:${STOREFRONT_PORT}` };

test('find a shop lists US quantity-discount shops by state with details and directions links', async ({ page }) => {
  const response = await page.request.get('/chocolateshops', { headers: VOLUME_SAVINGS });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const states = [...html.matchAll(/<details[^>]*data-state="([A-Z]{2})"/g)].map((match) => match[1]);
  expect(states).toEqual(['AZ', 'CA', 'TX']);
  expect(html).toContain('Quantity Discount Center — Los Angeles');
  expect(html).not.toContain('Mississauga');
  expect(html).toMatch(/href="\/chocolateshops\?storeId=[^"]+"/);
  expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=');

  const storeId = /href="\/chocolateshops\?storeId=([^"]+)"/.exec(html)![1]!;
  const detail = await (
    await page.request.get(`/chocolateshops?storeId=${storeId}`, { headers: VOLUME_SAVINGS })
  ).text();
  expect(detail).toMatch(/<details[^>]*open=""[^>]*data-state="AZ"|<details[^>]*data-state="AZ"[^>]*open/);
});

test('the main shop lists the same US quantity-discount shops: no Canadian, no retail shop', async ({ page }) => {
  const volume = await (await page.request.get('/chocolateshops', { headers: VOLUME_SAVINGS })).text();
  const html = await (await page.request.get('/chocolateshops')).text();
  const states = (page: string) => [...page.matchAll(/<details[^>]*data-state="([A-Z]{2})"/g)].map((match) => match[1]);
  expect(states(html)).toEqual(['AZ', 'CA', 'TX']);
  const shopLinks = (page: string) =>
    [...page.matchAll(/href="\/chocolateshops\?storeId=([^"]+)"/g)].map((match) => match[1]);
  expect(shopLinks(html)).toEqual(shopLinks(volume));
  expect(html).toContain('Quantity Discount Center — Los Angeles');
  expect(html).not.toContain('Mississauga');
  expect(html).not.toContain('Sweet Shop — Santa Monica Place');
});
