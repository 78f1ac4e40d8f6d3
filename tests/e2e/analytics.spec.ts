/**
 * Analytics events (content spec §7): nothing reaches `window.dataLayer` before the shopper
 * consents in the cookie notice; afterwards a product list, a service form's submission and its newsletter opt-in do.
 * JavaScript only: without it there are no events at all.
 */
import { expect, test, uniqueEmail } from './fixtures.ts';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'events need JavaScript');

const dataLayer = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? null);

test('no events without consent; with it, view_item_list, form_submit and newsletter', async ({ page }) => {
  await page.goto('/category/chocolate');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  // Hydrated: the enhanced notice no longer carries the plain form's redirectTo.
  await expect(notice.locator('input[name="redirectTo"]')).toHaveCount(0);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  // A form is sent without consent too: still nothing.
  await page.goto('/contact-us');
  await expect(notice.locator('input[name="redirectTo"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // The browser's own check stopped it: the error summary has the focus.
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  expect(await dataLayer(page)).toBeNull();
  expect(
    await page.evaluate(
      () => [...document.scripts].filter((script) => script.src && !script.src.startsWith(location.origin)).length,
    ),
  ).toBe(0);

  await page.goto('/category/chocolate');
  await expect(notice.locator('input[name="redirectTo"]')).toHaveCount(0);
  await notice.getByRole('button', { name: 'I AGREE' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(async () => (await dataLayer(page))?.map((event) => event.event)).toEqual(['view_item_list']);
  const [list] = (await dataLayer(page))!;
  const firstId = await page.getByTestId('product-tile').first().getAttribute('data-product-id');
  expect(list).toMatchObject({ event: 'view_item_list', item_list_name: expect.any(String), eventTimeout: 2000 });
  expect((list!.items as Array<{ item_id: string; index: number }>)[0]).toMatchObject({ item_id: firstId, index: 0 });

  await page.getByRole('link', { name: 'Sign Up for Emails' }).first().click();
  await expect(page).toHaveURL(/\/emailsignup$/);
  await page.getByLabel('Email').fill(uniqueEmail('analytics'));
  await page.getByLabel('First Name').fill('Ava');
  await page.getByLabel('Last Name').fill('Sweet');
  await page.getByLabel('Zip Code').fill('94107');
  await page.getByLabel('Birthday').fill('02/14/1990');
  await page.getByLabel('Fundraising Programs').check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect
    .poll(async () => (await dataLayer(page))?.slice(1))
    .toEqual([
      { event: 'form_submit', form_name: 'email_signup', eventTimeout: 2000 },
      { event: 'newsletter', form_name: 'email_signup', newsletter_lists: 'fundraising', eventTimeout: 2000 },
    ]);
});
