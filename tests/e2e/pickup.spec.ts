/**
 * Pick up in a shop (catalog spec §4 "Fulfillment choice", "Shop selection", "Add to bag"): choose a shop, add for pick-up, a bag with one shipped and one pick-up line, and the
 * change of shop with the spec's warning — in a browser with and without JavaScript.
 */
import { STOREFRONT_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

const PICKUP_ONLY = '10406';
const SIMPLE_ITEM = '10301';
const SANTA_MONICA = 'Sweet Shop — Santa Monica Place';
const BEVERLY_HILLS = 'Sweet Shop — Beverly Hills';

test('choose a shop, add for pick-up and for shipping, then change shop with the warning', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`/product/${PICKUP_ONLY}`);
  // A pickup-only product: pick-up is chosen, shipping disabled, the spec's line shown.
  await expect(page.getByRole('radio', { name: 'Pick up in shop' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Ship it' })).toBeDisabled();
  await expect(page.getByTestId('pickup-message')).toHaveText('This product is only available to collect in store.');

  // Adding with no shop opens the shop selection first.
  await page
    .getByRole('button', { name: /^Add to bag:/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pickup\?/);
  await expect(page.getByTestId('shop-results')).toHaveText('Enter your zip code above to select a preferred shop.', {
    timeout: 20_000,
  });
  await page.getByLabel('Zip or postal code').fill('1');
  await page.getByRole('region', { name: 'Pick-Up In Shop' }).getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please enter a valid zip or postal code').last()).toBeVisible();
  await page.getByLabel('Zip or postal code').fill('90401');
  await page.getByRole('region', { name: 'Pick-Up In Shop' }).getByRole('button', { name: 'Search' }).click();
  const card = page.locator('li[data-shop="1001"]');
  await expect(card).toContainText(/miles/);
  await expect(card.getByTestId('shop-status')).toHaveText(
    /^(open until .* PT|opens at .* PT|opens on \w+, at .* PT)$/,
  );
  await card.getByRole('button', { name: `Select: ${SANTA_MONICA}` }).click();

  // Back on the product page, pick-up still chosen, the shop named in the header.
  await expect(page).toHaveURL(new RegExp(`/product/${PICKUP_ONLY}\\?fulfillment=pickup`));
  await expect(page.getByTestId('shop-selector').first()).toContainText(SANTA_MONICA);
  await expect(page.getByTestId('pickup-message')).toHaveText(`Available for pick up at ${SANTA_MONICA}`);
  await page
    .getByRole('button', { name: /^Add to bag:/ })
    .first()
    .click();
  await expect(page.getByText(/Added to Your Bag/).first()).toBeVisible();

  await page.goto(`/product/${SIMPLE_ITEM}`);
  await expect(page.getByRole('radio', { name: 'Ship it' })).toBeChecked();
  await page
    .getByRole('button', { name: /^Add to bag:/ })
    .first()
    .click();
  await expect(page.getByText(/Added to Your Bag/).first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Ship to' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Pick up at ${SANTA_MONICA}` })).toBeVisible();
  await expect(
    page
      .locator('[data-fulfilment="pickup"]')
      .getByTestId('bag-line-name')
      .filter({ hasText: 'Chocolate Dipped Strawberries' }),
  ).toHaveCount(1);
  await expect(
    page
      .locator('[data-fulfilment="shipping"]')
      .getByTestId('bag-line-name')
      .filter({ hasText: 'Chocolate Dipped Strawberries' }),
  ).toHaveCount(0);

  // Another shop: the warning first; confirming empties the pick-up section.
  await page.goto('/pickup?zip=90401&range=10&redirectTo=/cart');
  await page.getByRole('button', { name: `Select: ${BEVERLY_HILLS}` }).click();
  const warning = page.getByRole('alertdialog', { name: 'Change Your Preferred Shop' });
  await expect(warning).toContainText(
    'If you change your shop now, all items in your cart in pick-up section will be deleted.',
  );
  await warning.getByRole('button', { name: /Confirm/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('shop-selector').first()).toContainText(BEVERLY_HILLS);
  await expect(page.getByRole('heading', { name: /Pick up at/ })).toHaveCount(0);
  await expect(
    page.getByTestId('bag-lines').getByTestId('bag-line-name').filter({ hasText: 'Chocolate Dipped Strawberries' }),
  ).toHaveCount(0);
});

test('a visitor without a session keeps the chosen shop in a cookie, and the page stays private', async ({ page }) => {
  test.skip(test.info().project.name !== 'no-js', 'HTTP only');
  const chosen = await page.request.post('/pickup', {
    form: { storeId: '1003', redirectTo: '/' },
    maxRedirects: 0,
    headers: { origin: STOREFRONT_URL },
  });
  expect(chosen.status()).toBe(302);
  expect(chosen.headers()['set-cookie']).toMatch(/^SELECTED_SHOP=/);
  expect(chosen.headers()['set-cookie']).not.toMatch(/sweet_sid=/);
  const home = await page.request.get('/');
  expect(await home.text()).toContain('Sweet Shop — Westwood Village');
  expect(home.headers()['cache-control']).toBe('private, no-store');
});
