import { expect, test } from './fixtures.ts';

test.describe('page shell', () => {
  test('header: skip links, site tabs, menu, search, account and bag', async ({ page, javaScriptEnabled }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Skip to navigation' })).toHaveAttribute('href', '#main-nav');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    await expect(page.getByRole('link', { name: 'Skip to search' })).toHaveAttribute('href', '#site-search');

    // The current site is highlighted and not a link; the others are.
    const current = page.locator('[aria-current="page"]', { hasText: 'Sweet Shop' });
    await expect(current).toBeVisible();
    expect(await current.evaluate((element) => element.tagName)).not.toBe('A');
    // Another site's tab leads through the site-exit warning (a page without JavaScript, a dialog with it).
    await expect(page.getByRole('link', { name: 'Volume Savings' })).toHaveAttribute(
      'href',
      '/site-exit?to=volume-savings',
    );
    await expect(page.getByRole('link', { name: 'Fundraising' })).toHaveAttribute('href', '/site-exit?to=fundraising');

    const nav = page.getByRole('navigation', { name: 'Main' });
    // Without JavaScript a menu entry is a link; with it, a disclosure button whose panel starts with "Shop all".
    if (javaScriptEnabled) {
      await expect(nav.getByRole('button', { name: 'Chocolate', exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(nav.getByRole('link', { name: 'Shop all Chocolate', includeHidden: true })).toHaveAttribute(
        'href',
        '/category/chocolate',
      );
    } else {
      await expect(nav.getByRole('link', { name: 'Chocolate', exact: true })).toHaveAttribute(
        'href',
        '/category/chocolate',
      );
    }
    await expect(nav.getByRole('link', { name: 'Sales Materials' })).toHaveCount(0);

    await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/login');
    await expect(page.getByTestId('bag-count')).toHaveText('0');
    const search = page.getByRole('search');
    await expect(search).toHaveAttribute('action', '/search');
    // With JavaScript the field is the suggestions combobox (catalog spec §4).
    await expect(
      search.getByRole('searchbox').or(search.getByRole('textbox')).or(search.getByRole('combobox')),
    ).toHaveAttribute('name', 'q');
  });

  test('the site tabs switch sites; each site highlights itself', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Fundraising' }).click();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/^http:\/\/fundraising\.localhost:\d+\/$/);
    await expect(page.locator('[aria-current="page"]', { hasText: 'Fundraising' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sweet Shop' }).first()).toBeVisible();
  });

  test('footer: sign-up block, columns, social links, service lines and this year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Join The Sweet List')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'SIGN UP', exact: true })).toHaveAttribute('href', '/emailsignup');
    for (const name of ['Instagram', 'X (Twitter)', 'Facebook', 'TikTok', 'YouTube', 'Pinterest']) {
      await expect(footer.getByRole('link', { name })).toHaveCount(1);
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} Sweet Shop. All rights reserved.`)).toBeVisible();
    await expect(footer.getByText(/If you are using a screen reader/)).toBeVisible();
  });

  test('footer columns are an accordion on mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const contact = footer.getByRole('link', { name: 'Contact Us' });
    await expect(contact).toBeHidden();
    await footer.locator('summary', { hasText: 'Customer Service' }).click();
    await expect(contact).toBeVisible();
  });

  test('the mobile menu drawer opens and shows the categories', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.locator('summary', { has: page.getByText('Menu', { exact: true }) }).click();
    const drawer = page.locator('details[open]').first();
    await expect(drawer.getByText('Chocolate', { exact: true }).first()).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Sign In/ }).first()).toBeVisible();
  });

  test('the cookie notice goes away after I AGREE and stays away', async ({ page, context }) => {
    await page.goto('/login');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'I AGREE' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
    // With JavaScript the notice hides as the post starts; the cookie arrives with the answer.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value)
      .toBe('1');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });

  test('the country chooser switches the locale', async ({ page, context }) => {
    await page.goto('/');
    await page.getByLabel('Country and language').selectOption('en-CA');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en-CA');
    await expect(page.getByLabel('Country and language')).toHaveValue('en-CA');
  });

  test('a choice in the footer survives the page updating around it (the cookie notice accepted meanwhile)', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'the page updates in place with JavaScript only');
    await page.goto('/');
    const chooser = page.getByLabel('Country and language');
    await chooser.selectOption('en-CA');
    // Accepting the notice reloads the shell's data: the footer renders again, and must keep the shopper's choice.
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'I AGREE' }).click();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value)
      .toBe('1');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    await expect(chooser).toHaveValue('en-CA');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });
});

test.describe('error pages', () => {
  test('an unknown path is the "Oh fudge!" page with HTTP 404 and a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oh fudge!' })).toBeVisible();
    await expect(page.getByText('This page doesn’t exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/404 answers 404 too', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oh fudge!' })).toBeVisible();
  });
});
