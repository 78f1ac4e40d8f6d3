import { expect, setSandboxSwitches, test } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

/** Runs in its own projects, after all other browser tests: the switch is backend-wide. */
test('a backend answering "Site Under Maintenance" sends the shopper to /maintenance', async ({
  signedInPage: page,
}) => {
  await setSandboxSwitches({ maintenance: true });
  try {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();
    const response = await page.request.get('/maintenance');
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBeTruthy();
  } finally {
    await setSandboxSwitches({ maintenance: false });
  }
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
});

test('catalog pages and form posts go to /maintenance as well', async ({ signedInPage: page }) => {
  await addToBag(page);
  await setSandboxSwitches({ maintenance: true });
  try {
    // A shopper's bag is read on every page, so even a catalog page served from the cache asks the backend
    // (a visitor without a bag may still see cached catalog pages while the backend is away).
    for (const path of ['/category/chocolate', '/product/10301', '/search?q=chocolate']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/maintenance$/);
    }
    await expect(page.getByRole('heading', { name: 'Site Under Maintenance' })).toBeVisible();
    const add = await page.request.post('/cart/add', { form: { pid: '10301', quantity: '1' }, maxRedirects: 0 });
    expect(add.status()).toBe(302);
    expect(add.headers()['location']).toBe('/maintenance');
  } finally {
    await setSandboxSwitches({ maintenance: false });
  }
  await page.goto('/category/chocolate');
  await expect(page).toHaveURL(/\/category\/chocolate$/);
});
