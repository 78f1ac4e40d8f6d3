/**
 * Errors, sheets, navigation and accessibility: the error summary after a failed post with and
 * without JavaScript, one sheet at a time from the quick view, the mega menu and the mobile drawer from
 * the keyboard, and axe on the pages they touch (0 serious or critical violations).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const withJs = () => test.info().project.use.javaScriptEnabled !== false;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now (evaluated past the page's CSP). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
  return violations;
}

test.describe('error summary', () => {
  test('a failed registration: the summary at the top, focused, linking to the fields; "Error: " in the title; one password checklist', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(page).toHaveTitle('Create Account | Sweet Shop');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    if (!withJs()) await expect(page).toHaveURL(/\/register$/);

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    // The summary takes the focus: with JavaScript after the failed submission, without it on loading the
    // server's 400 page (the summary carries autofocus there, and only there).
    await expect(summary).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await expect(page).toHaveTitle('Error: Create Account | Sweet Shop');

    // Each field in error is a link that moves to the field.
    await summary.getByRole('link', { name: /valid email/i }).click();
    await expect(page.getByLabel('Email')).toBeFocused();

    // The rules are listed once, marked, and not repeated as the field's errors.
    const policy = page.locator('#register-password-policy');
    await expect(policy.getByText('At least one number')).toContainText('(not met)');
    await expect(policy.getByText('At least one letter')).toContainText('(met)');
    await expect(page.locator('#register-password-error')).toHaveCount(0);

    // axe runs in the page, so only where the page runs scripts.
    if (withJs()) expect(await seriousViolations(page)).toEqual([]);
  });

  test('once the errors are corrected the title loses "Error: " (JS)', async ({ page }) => {
    test.skip(!withJs(), 'the browser re-checks fields only with JavaScript');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await page.getByLabel('Email').fill('ava.sweet@example.com');
    await page.getByLabel('Password').fill('Candy!Shop1');
    await page.getByLabel('Password').blur();
    await expect(page).not.toHaveTitle(/^Error: /);
  });

  test('password fields have a show-password toggle with JS and stay password fields without it', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    if (!withJs()) {
      await expect(toggle).toHaveCount(0);
      return;
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('sheets', () => {
  test('adding from the quick view closes it before "Added to Your Bag"; one Escape closes that, focus back on "Pick options"', async ({
    page,
  }) => {
    test.skip(!withJs(), 'Without JavaScript "Pick options" is a link to the product page.');
    await page.goto('/category/dark-truffles');
    const opener = page
      .locator('[data-testid="product-tile"][data-product-id="10101"]')
      .getByRole('link', { name: 'Pick options' });
    await opener.click();
    const quickView = page.getByRole('dialog', { name: 'Pick Item Options' });
    await expect(quickView.getByTestId('quick-view-name')).toHaveText('Dark Chocolate Sea Salt Truffles');
    await quickView.getByRole('button', { name: /^Add to bag/i }).click();

    const added = page.getByRole('dialog', { name: 'Added to Your Bag' });
    await expect(added).toBeVisible();
    await expect(quickView).toHaveCount(0);
    await expect(added.getByTestId('added-subtotal')).toContainText('$');
    await expect(added.getByTestId('discount-progress')).toBeVisible();
    await expect(added.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/shipping');
    // axe runs in the page, so only where the page runs scripts.
    if (withJs()) expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('closing the quick view gives the focus back to its opener', async ({ page }) => {
    test.skip(!withJs(), 'Without JavaScript "Pick options" is a link to the product page.');
    await page.goto('/category/dark-truffles');
    const opener = page
      .locator('[data-testid="product-tile"][data-product-id="10101"]')
      .getByRole('link', { name: 'Pick options' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Pick Item Options' }).getByTestId('quick-view-name')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe('navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the mega menu: disclosure buttons with JS (Enter opens, Escape closes), hover opens it without JS; "Shop all"', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (!withJs()) {
      // Pure CSS: hovering or focusing the entry shows its panel, which starts with "Shop all".
      const entry = nav.getByRole('link', { name: 'Chocolate', exact: true });
      const shopAll = nav.getByRole('link', { name: 'Shop all Chocolate' });
      await expect(shopAll).toBeHidden();
      await entry.hover();
      await expect(shopAll).toBeVisible();
      await page.mouse.move(5, 5);
      await expect(shopAll).toBeHidden();
      await entry.focus();
      await expect(shopAll).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(shopAll).toBeFocused();
      return;
    }
    const button = nav.getByRole('button', { name: 'Chocolate', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);

    // Hovering opens the dropdown after a short delay, not at once; Escape closes it with the pointer still there.
    // The delay is timed in the page, from the pointer entering the entry to the button opening.
    const delay = button.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          let entered = 0;
          element.closest('li')!.addEventListener('pointerenter', () => (entered = performance.now()), { once: true });
          const observer = new MutationObserver(() => {
            if (element.getAttribute('aria-expanded') !== 'true') return;
            observer.disconnect();
            resolve(performance.now() - entered);
          });
          observer.observe(element, { attributes: true, attributeFilter: ['aria-expanded'] });
        }),
    );
    await button.hover();
    expect(await delay).toBeGreaterThanOrEqual(100);
    await expect(panel.getByRole('link').first()).toHaveText('Shop all Chocolate');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await page.mouse.move(5, 5);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const shopAll = nav.getByRole('link', { name: 'Shop all Chocolate' });
    await expect(shopAll).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(shopAll).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(shopAll).toBeHidden();
    await expect(button).toBeFocused();
    // axe runs in the page, so only where the page runs scripts.
    if (withJs()) expect(await seriousViolations(page)).toEqual([]);
  });

  test('the bag badge is hidden while the bag is empty', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('bag-count')).toBeHidden();
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('makes the page behind it inert and closes on Escape from anywhere (JS)', async ({ page }) => {
    test.skip(!withJs(), 'without JavaScript the drawer is a plain <details>');
    await page.goto('/');
    await page.locator('[data-mobile-drawer] > summary').click();
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    // The footer is inert itself or inside an inert element (its static island's).
    expect(
      await page
        .locator('footer')
        .first()
        .evaluate((footer) => footer.closest('[inert]') !== null),
    ).toBe(true);
    await page.locator('body').press('Escape');
    await expect(page.locator('[data-mobile-drawer]')).not.toHaveAttribute('open', '');
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
    // axe runs in the page, so only where the page runs scripts.
    if (withJs()) expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a product page has no serious axe violations (the gallery strip is focusable)', async ({ page }) => {
  await page.goto('/product/10101');
  await expect(page.getByTestId('product-gallery')).toBeVisible();
  // axe runs in the page, so only where the page runs scripts.
  if (withJs()) expect(await seriousViolations(page)).toEqual([]);
});
