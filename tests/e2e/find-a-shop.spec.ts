/**
 * Find a shop (content spec §2 `find-a-shop-accordion`, §8) and the store locator (catalog spec §1
 * `/chocolateshops`): the shop list grouped by state, without JavaScript (`<details>`), tested at the
 * HTTP level. The volume-savings site lists its quantity discount centres; the main shop every shop.
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
  const detail = await (await page.request.get(`/chocolateshops?storeId=${storeId}`, { headers: VOLUME_SAVINGS })).text();
  expect(detail).toMatch(/<details[^>]*open=""[^>]*data-state="AZ"|<details[^>]*data-state="AZ"[^>]*open/);
});

test('the store locator of the main shop lists every shop by state, Canada included', async ({ page }) => {
  const html = await (await page.request.get('/chocolateshops?storeId=1001')).text();
  const states = [...html.matchAll(/<details[^>]*data-state="([A-Z]{2})"/g)].map((match) => match[1]);
  expect(states).toEqual(expect.arrayContaining(['AZ', 'CA', 'OR', 'WA', 'ON']));
  expect(html).toContain('Sweet Shop — Santa Monica Place');
  expect(html).toContain('Quantity Discount Center — Los Angeles');
  expect(html).toMatch(/<details[^>]*open=""[^>]*data-state="CA"|<details[^>]*data-state="CA"[^>]*open/);
});
