import { expect, setSandboxSwitches, test } from './fixtures.ts';

/** Runs in its own projects, after all other browser tests: the switch is backend-wide. */
test('a backend answering "Site Under Maintenance" sends the shopper to /maintenance', async ({ signedInPage: page }) => {
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
