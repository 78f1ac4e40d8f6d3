/**
 * The "Add Treats" and "Need Help" sheets (catalog spec §2 side sheets, §4 shipping promotions sheet) and the
 * footer's "Give Feedback" button on mobile (content spec §2): without JavaScript each sheet is a page its opener
 * links to, with it a dialog that takes the focus and gives it back to the opener.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

const withJs = () => test.info().project.use.javaScriptEnabled !== false;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
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
}

const treatIds = (html: string) =>
  [...html.matchAll(/data-testid="treat" data-product-id="([^"]+)"/g)].map((match) => match[1]!);
const bannerText = (html: string) => /data-testid="discount-banner-text"[^>]*>([^<]*)</.exec(html)?.[1];

test.describe('HTTP', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

  test('Add Treats page: no session for a guest; with a bag the banner and one-click treats; an add comes back to it', async ({
    page,
  }) => {
    const guest = await page.request.get('/cart/add-treats');
    expect(guest.status()).toBe(200);
    expect(guest.headers()['set-cookie']).toBeUndefined();
    expect(await guest.text()).toContain('<h1 id="add-treats-title"');

    await addToBag(page, '10301', 1);
    const bag = await (await page.request.get('/cart')).text();
    expect(bag).toMatch(/href="\/cart\/add-treats"[^>]*>ADD TREATS</);

    const html = await (await page.request.get('/cart/add-treats')).text();
    expect(bannerText(html)).toBe('Add $70.05 for Free standard shipping on orders over $75');
    const ids = treatIds(html);
    expect(ids.length).toBeGreaterThan(0);
    // Each treat is the plain add-to-bag form, which comes back to this page.
    expect(html.match(/<form[^>]*action="\/cart\/add"/g)?.length).toBe(ids.length);
    expect(html).toContain('name="redirectTo" value="/cart/add-treats"');

    const add = await page.request.post('/cart/add', {
      form: { pid: ids[0]!, quantity: '1', redirectTo: '/cart/add-treats' },
      maxRedirects: 0,
    });
    expect(add.status()).toBe(302);
    expect(add.headers()['location']).toBe('/cart/add-treats');
    const after = await (await page.request.get('/cart/add-treats')).text();
    expect(after).toContain('Added to Your Bag: 1 ×');
    expect(bannerText(after)).not.toBe('Add $70.05 for Free standard shipping on orders over $75');
  });

  test('Need Help page: phone with hours, e-mail, help pages; public; offered by the bag and the checkout', async ({
    page,
  }) => {
    const response = await page.request.get('/need-help');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('public');
    const html = await response.text();
    expect(html).toContain('<h1 id="need-help-title"');
    expect(html).toMatch(/href="tel:1-800-555-0142" data-help="phone"/);
    expect(html).toMatch(/href="mailto:help@sweetshop.example" data-help="email"/);
    expect(html).toContain('Monday–Friday, 7 am–6 pm PT');
    for (const path of ['/contact-us', '/help/faq', '/track-order', '/help/shipping-rates'])
      expect(html).toContain(`href="${path}"`);

    await addToBag(page, '10301', 1);
    expect(await (await page.request.get('/cart')).text()).toMatch(/href="\/need-help"[^>]*>Need Help\?</);
    const shipping = await page.request.get('/shipping');
    expect(shipping.status()).toBe(200);
    expect(await shipping.text()).toMatch(/<footer[\s\S]*href="\/need-help"/);
  });

  test('Give Feedback: the footer links to the contact form with "Other" chosen; another type keeps the default', async ({
    page,
  }) => {
    const home = await (await page.request.get('/')).text();
    expect(home).toMatch(/<a href="\/contact-us\?type=Other"[^>]*data-testid="give-feedback"[^>]*>Give Feedback</);
    const feedback = await (await page.request.get('/contact-us?type=Other')).text();
    expect(feedback).toMatch(/<option value="Other" selected="">/);
    const other = await (await page.request.get('/contact-us?type=Nonsense')).text();
    expect(other).toMatch(/<option value="General Information" selected="">/);
    expect(other).not.toMatch(/<option value="Other" selected="">/);
  });
});

test('ADD TREATS: a dialog with JavaScript (an add updates the bag, Escape gives the focus back), the page without', async ({
  page,
}) => {
  await addToBag(page, '10301', 1);
  await page.goto('/cart');
  const pageBanner = page.locator('main [data-testid="discount-banner-text"]');
  await expect(pageBanner).toHaveText('Add $70.05 for Free standard shipping on orders over $75');
  const opener = page.getByRole('link', { name: 'ADD TREATS' });
  await opener.click();

  if (!withJs()) {
    await expect(page).toHaveURL(/\/cart\/add-treats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Treats' })).toBeVisible();
    const first = page.getByTestId('treat').first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('button', { name: /Add to bag/ }).click();
    await expect(page).toHaveURL(/\/cart\/add-treats$/);
    await expect(page.getByText(`Added to Your Bag: 1 × ${name}`)).toBeVisible();
    await expect(page.getByTestId('discount-banner-text')).not.toHaveText(
      'Add $70.05 for Free standard shipping on orders over $75',
    );
    return;
  }

  const sheet = page.getByRole('dialog', { name: 'Add Treats' });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  const first = sheet.getByTestId('treat').first();
  await expect(first).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('button', { name: /Add to bag/ }).click();
  await expect(sheet.getByTestId('add-treats-added')).toHaveText(`Added to Your Bag: 1 × ${name}.`);
  // The bag behind the sheet and the sheet's own banner follow the add; the sheet stays open on the bag.
  await expect(pageBanner).not.toHaveText('Add $70.05 for Free standard shipping on orders over $75');
  await expect(sheet.getByTestId('discount-banner-text')).toHaveText((await pageBanner.textContent())!);
  await expect(page.getByTestId('bag-count').first()).toHaveText('2');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Need Help: a dialog from the bag with JavaScript (a phone click is a help event, Close gives the focus back), the page without', async ({
  page,
}) => {
  await addToBag(page, '10301', 1);
  await page.goto('/cart');
  const opener = page.getByRole('link', { name: 'Need Help?' });

  if (!withJs()) {
    await opener.click();
    await expect(page).toHaveURL(/\/need-help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Need Help' })).toBeVisible();
    await expect(page.getByTestId('need-help').getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute(
      'href',
      'tel:1-800-555-0142',
    );
    return;
  }

  // Help events are analytics: only with the shopper's consent.
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'I AGREE' }).click();
  await expect(notice).toHaveCount(0);
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Need Help' });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await seriousViolations(page)).toEqual([]);
  // The browser would hand tel: to the system: the test keeps the click in the page.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await sheet.getByRole('link', { name: '1-800-555-0142' }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer?.filter((event) => event.event === 'help'),
      ),
    )
    .toEqual([{ event: 'help', help_type: 'phone', eventTimeout: 2000 }]);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Give Feedback is a button on a phone, not on a desktop, and opens the contact form with "Other"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const button = page.getByRole('link', { name: 'Give Feedback' });
  await expect(button).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/\/contact-us\?type=Other$/);
  await expect(page.getByLabel('Type')).toHaveValue('Other');
});
