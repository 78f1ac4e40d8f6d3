import type { Page } from '@playwright/test';
import { STOREFRONT_PORT } from './env.ts';
import { expect, test } from './fixtures.ts';
import { MESSAGES } from '../../app/models/messages.ts';
import { addToBag } from './http-helpers.ts';

/**
 * The bag (checkout spec §2 /cart, §4, §5; catalog spec §4 quantity selector and shipping
 * promotions sheet), with JavaScript off (plain form posts, the confirmation page) and on
 * (debounced fetchers, the removal dialog). Every test fills a bag of its own (a fresh guest).
 */

const withJs = () => test.info().project.use.javaScriptEnabled !== false;

const line = (page: Page, productId: string) =>
  page.locator(`[data-testid="bag-line"][data-product-id="${productId}"]`);
const headerCount = (page: Page) => page.getByTestId('bag-count').first();

/** Marks the document, so a test can tell that a change happened without a page load. */
async function markDocument(page: Page) {
  if (withJs()) await page.evaluate(() => ((window as unknown as { bagMarker: number }).bagMarker = 1));
}
async function expectSameDocument(page: Page) {
  if (withJs()) expect(await page.evaluate(() => (window as unknown as { bagMarker?: number }).bagMarker)).toBe(1);
}

/** Sets a line's quantity: typed and left to the debounce with JS, "Update" without. */
async function setQuantity(page: Page, productId: string, quantity: string) {
  const field = line(page, productId).getByRole('spinbutton');
  await field.fill(quantity);
  if (!withJs()) await line(page, productId).getByRole('button', { name: 'Update' }).click();
}

async function applyCode(page: Page, code: string) {
  // The field folds behind "Have a promo code?" until a code is applied or refused.
  if (!(await page.getByLabel('Enter promo code').isVisible())) await page.getByText('Have a promo code?').click();
  await page.getByLabel('Enter promo code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test.describe('bag', () => {
  test('empty bag: a message, a way back to shopping, no checkout', async ({ page }) => {
    const response = await page.goto('/cart');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page).toHaveTitle('Your Bag | Sweet Shop');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('empty-bag')).toContainText('Your bag is empty.');
    await expect(page.getByTestId('checkout-link')).toHaveCount(0);
    await page.getByTestId('empty-bag').getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('lines, totals, checkout link, and a quantity change that the header follows', async ({ page }) => {
    await addToBag(page, '10301', 1);
    await addToBag(page, '1010101', 1);
    await page.goto('/cart');
    const bar = line(page, '10301');
    await expect(bar.getByTestId('bag-line-name')).toHaveText('Dark Chocolate Bar 70%');
    await expect(bar.getByTestId('bag-line-name')).toHaveAttribute('href', /10301/);
    const image = bar.locator('img');
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveAttribute('height', '96');
    await expect(line(page, '1010101').getByTestId('bag-line-variation')).toHaveText('8 oz, Standard Box');
    await expect(bar.getByTestId('bag-line-price')).toHaveText('$4.95');
    await expect(page.getByTestId('totals-subtotal')).toContainText('$29.90');
    await expect(page.getByTestId('totals-shipping')).toContainText('Calculated at checkout');
    await expect(page.getByTestId('totals-tax')).toContainText('Calculated at checkout');
    await expect(page.getByTestId('checkout-link')).toHaveAttribute('href', '/shipping');
    await expect(headerCount(page)).toHaveText('2');

    await markDocument(page);
    await setQuantity(page, '10301', '3');
    await expect(bar.getByTestId('bag-line-price')).toHaveText('$14.85');
    await expect(headerCount(page)).toHaveText('4');
    await expect(page.getByTestId('totals-subtotal')).toContainText('$39.80');
    if (!withJs()) await expect(page.getByText('Your bag has been updated.')).toBeVisible();
    await expect(bar.getByRole('spinbutton')).toHaveValue('3');
    await expectSameDocument(page);
  });

  test('quantity bounds: above 999 and below 1 are refused with the messages', async ({ page }) => {
    await addToBag(page, '10301', 2);
    await page.goto('/cart');
    const bar = line(page, '10301');
    if (withJs()) {
      await bar.getByRole('spinbutton').fill('1000');
      await expect(bar.getByTestId('bag-line-message')).toHaveText(
        'Please enter a value less than 1,000. Contact customer support if you want to order larger quantities.',
      );
      await bar.getByRole('spinbutton').fill('1.5');
      await expect(bar.getByTestId('bag-line-message')).toHaveText('Please enter a quantity from 1 to 999.');
      await page.waitForTimeout(600);
      await page.reload();
      await expect(line(page, '10301').getByRole('spinbutton')).toHaveValue('2');
    } else {
      // The browser enforces min and max on the field; a post that gets past it is answered by the server.
      await expect(bar.getByRole('spinbutton')).toHaveAttribute('max', '999');
      await expect(bar.getByRole('spinbutton')).toHaveAttribute('min', '1');
      const itemId = await bar.getAttribute('data-item-id');
      const response = await page.request.post('/cart', {
        form: { intent: 'update-quantity', itemId: itemId!, quantity: '1000' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(
        'Please enter a value less than 1,000. Contact customer support if you want to order larger quantities.',
      );
      const negative = await page.request.post('/cart', {
        form: { intent: 'update-quantity', itemId: itemId!, quantity: '-1' },
        maxRedirects: 0,
      });
      expect(negative.status()).toBe(400);
      expect(await negative.text()).toContain('Please enter a quantity from 1 to 999.');
    }
    await expect(headerCount(page)).toHaveText('2');
  });

  test('low stock: a quantity above the stock is brought down with the message', async ({ page }) => {
    await addToBag(page, '1010104', 1);
    await page.goto('/cart');
    const truffles = line(page, '1010104');
    await expect(truffles.getByTestId('bag-line-variation')).toHaveText('1 lb, Gift Wrapped');
    await setQuantity(page, '1010104', '5');
    if (withJs()) await expect(truffles.getByTestId('bag-line-message')).toContainText('Quantity updated from 5 to 3');
    else await expect(page.getByText('Quantity updated from 5 to 3')).toBeVisible();
    await expect(truffles.getByRole('spinbutton')).toHaveValue('3');
    await expect(headerCount(page)).toHaveText('3');
  });

  test('remove asks first: "No" keeps the line, "Yes" removes it', async ({ page }) => {
    await addToBag(page, '10301', 1);
    await addToBag(page, '10305', 1);
    await page.goto('/cart');
    const bar = line(page, '10301');
    if (withJs()) {
      await bar.getByRole('link', { name: 'Remove Dark Chocolate Bar 70%' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove Dark Chocolate Bar 70% from your bag?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(dialog).toBeHidden();
      await expect(bar).toBeVisible();
      // Minus at the minimum asks too (catalog spec §4).
      await bar.getByRole('button', { name: 'Remove Dark Chocolate Bar 70%' }).click();
      await expect(dialog).toBeVisible();
      await markDocument(page);
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(bar).toHaveCount(0);
      await expect(page.getByTestId('bag-messages')).toContainText('Dark Chocolate Bar 70% was removed from your bag.');
      await expectSameDocument(page);
    } else {
      await bar.getByRole('link', { name: 'Remove Dark Chocolate Bar 70%' }).click();
      await expect(page).toHaveURL(/\/cart\?remove=/);
      await expect(page.getByRole('heading', { name: 'Remove Dark Chocolate Bar 70% from your bag?' })).toBeVisible();
      await page.getByRole('link', { name: 'No' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(bar).toBeVisible();
      await bar.getByRole('link', { name: 'Remove Dark Chocolate Bar 70%' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText('Dark Chocolate Bar 70% was removed from your bag.')).toBeVisible();
      await expect(bar).toHaveCount(0);
    }
    await expect(line(page, '10305')).toBeVisible();
    await expect(headerCount(page)).toHaveText('1');
  });

  test('removing the last line leaves the empty bag', async ({ page }) => {
    await addToBag(page, '10301', 1);
    await page.goto('/cart');
    if (withJs()) {
      await line(page, '10301')
        .getByRole('link', { name: /^Remove/ })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    } else {
      await line(page, '10301')
        .getByRole('link', { name: /^Remove/ })
        .click();
      await page.getByRole('button', { name: 'Yes' }).click();
    }
    await expect(page.getByTestId('empty-bag')).toContainText('Your bag is empty.');
    await expect(headerCount(page)).toHaveText('0');
  });

  test('promo code applied (CHOC20 on chocolate), shown with its promotion, and removed', async ({ page }) => {
    await addToBag(page, '10301', 2);
    await page.goto('/cart');
    await markDocument(page);
    await applyCode(page, 'choc20');
    const code = page.getByTestId('promo-code');
    await expect(code).toContainText('CHOC20');
    await expect(code).toContainText('Hooray! Your order qualified for 20% off chocolate.');
    // The line shows the sale price beside the standard one.
    await expect(line(page, '10301').getByTestId('bag-line-price')).toContainText('$7.92');
    await expect(line(page, '10301').getByTestId('bag-line-price')).toContainText('$9.90');
    await expect(page.getByTestId('totals-subtotal')).toContainText('$7.92');
    await expectSameDocument(page);

    await page.getByRole('button', { name: 'Remove promo code CHOC20' }).click();
    await expect(code).toHaveCount(0);
    await expect(page.getByTestId('totals-subtotal')).toContainText('$9.90');
  });

  test('SWEET10 applies with enough in the bag', async ({ page }) => {
    await addToBag(page, '10301', 11);
    await page.goto('/cart');
    await applyCode(page, 'SWEET10');
    await expect(page.getByTestId('promo-code')).toContainText(
      'Hooray! Your order qualified for 10% off orders of $50 or more.',
    );
    await expect(page.getByTestId('totals-discount')).toContainText(/-\$5\.4[45]/);
  });

  test('FREESHIP applies once the bag chooses the default shipping method', async ({ page }) => {
    await addToBag(page, '10301', 1);
    await page.goto('/cart');
    await expect(page.getByTestId('totals-shipping')).toContainText('Calculated at checkout');
    await applyCode(page, 'FREESHIP');
    await expect(page.getByTestId('promo-code')).toContainText(
      'Hooray! Your order qualified for Free standard shipping.',
    );
    await expect(page.getByTestId('totals-shipping')).toContainText('Ground (discounted)');
    await expect(page.getByTestId('totals-shipping')).toContainText('Free');
  });

  test('promo codes refused: unknown, expired, and a valid one that applies to nothing', async ({ page }) => {
    await addToBag(page, '10301', 1);
    await page.goto('/cart');
    const field = page.getByLabel('Enter promo code');

    await applyCode(page, 'NOPE42');
    await expect(page.getByTestId('promo-codes')).toContainText('Promo code "NOPE42" is unknown.');
    await expect(field).toHaveValue('NOPE42');

    await applyCode(page, 'HOLIDAY25');
    await expect(page.getByTestId('promo-codes')).toContainText('Promo code "HOLIDAY25" is unknown.');

    await applyCode(page, 'CORPORATE15');
    await expect(page.getByTestId('promo-codes')).toContainText(
      'Promo code "CORPORATE15" currently cannot be added to your cart.',
    );
    await expect(page.getByTestId('promo-code')).toHaveCount(0);
    await expect(field).toHaveValue('CORPORATE15');

    // Nothing stayed in the bag: a reload shows no code.
    await page.goto('/cart');
    await expect(page.getByTestId('promo-code')).toHaveCount(0);
    await expect(headerCount(page)).toHaveText('1');
  });

  test('promo code form: Conform loads when it opens; a code typed before it came keeps its text, focus and caret', async ({
    page,
  }) => {
    test.skip(!withJs(), 'Conform takes the form over only with JavaScript');
    await addToBag(page, '10301', 2);
    const conform: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(forms|promo-code-form)-[^/]+\.js$/.test(request.url())) conform.push(request.url());
    });
    // A slow line: Conform's form arrives only when the test lets it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/promo-code-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/cart');
    await markDocument(page);
    await page.waitForLoadState('networkidle');
    expect(conform, 'no Conform on a bag whose promo code is folded').toEqual([]);

    await page.getByText('Have a promo code?').click();
    const field = page.getByLabel('Enter promo code');
    await field.fill('CHO');
    await expect(page.locator('form#promo-code')).not.toHaveAttribute('novalidate');
    const loaded = page.waitForResponse(/\/assets\/promo-code-form-/);
    release();
    await loaded;
    // Conform's form (noValidate: its own messages) took over with the text, the focus and the caret where they were.
    await expect(page.locator('form#promo-code')).toHaveAttribute('novalidate', '');
    await expect(field).toHaveValue('CHO');
    await expect(field).toBeFocused();
    await page.keyboard.type('C20');
    await expect(field).toHaveValue('CHOC20');
    await field.fill('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('promo-codes')).toContainText(MESSAGES.required);

    await applyCode(page, 'CHOC20');
    await expect(page.getByTestId('promo-code')).toContainText('CHOC20');
    await expect(field).toHaveValue('');
    await expectSameDocument(page);
  });

  test('after a promo code is applied, the first click on Checkout checks out: the emptied field is not judged as it is left', async ({
    page,
  }) => {
    test.skip(!withJs(), 'Conform checks fields as they are left only with JavaScript');
    await addToBag(page, '10301', 2);
    await page.goto('/cart');
    await page.getByText('Have a promo code?').click();
    const field = page.getByLabel('Enter promo code');
    // Conform's form (its own messages) has taken over.
    await field.focus();
    await expect(page.locator('form#promo-code')).toHaveAttribute('novalidate', '');
    await field.fill('CHOC20');
    await field.press('Enter');
    await expect(page.getByTestId('promo-code')).toContainText('CHOC20');
    await expect(field).toHaveValue('');
    // The shopper is back in the emptied field, then goes for Checkout below it.
    await field.focus();
    const checkout = page.getByTestId('checkout-link');
    const before = await checkout.boundingBox();
    await checkout.click();
    await expect(page).toHaveURL(/\/shipping$/);
    expect(before).not.toBeNull();
  });

  test('an optional field left empty shows nothing; sent empty, it says what is missing', async ({ page }) => {
    test.skip(!withJs(), 'Conform checks fields as they are left only with JavaScript');
    await addToBag(page, '10301', 1);
    await page.goto('/cart');
    await page.getByText('Have a promo code?').click();
    const field = page.getByLabel('Enter promo code');
    await field.focus();
    await expect(page.locator('form#promo-code')).toHaveAttribute('novalidate', '');
    // No `required`: nobody has to enter a promo code.
    await expect(field).not.toHaveAttribute('required');
    await field.fill('x');
    await field.fill('');
    await field.blur();
    await expect(page.getByTestId('promo-codes')).not.toContainText(MESSAGES.required);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('promo-codes')).toContainText(MESSAGES.required);
  });

  test('promo code sent before Conform arrives: applied through the plain form, in the same page', async ({ page }) => {
    test.skip(!withJs(), 'Conform takes the form over only with JavaScript');
    await addToBag(page, '10301', 2);
    await page.route(/\/assets\/promo-code-form-[^/]+\.js$/, () => new Promise(() => {}));
    await page.goto('/cart');
    await markDocument(page);
    await applyCode(page, 'CHOC20');
    await expect(page.getByTestId('promo-code')).toContainText('Hooray! Your order qualified for 20% off chocolate.');
    await expect(page.getByLabel('Enter promo code')).toHaveValue('');
    await applyCode(page, 'NOPE42');
    await expect(page.getByTestId('promo-codes')).toContainText('Promo code "NOPE42" is unknown.');
    await expect(page.getByLabel('Enter promo code')).toHaveValue('NOPE42');
    await expectSameDocument(page);
  });

  test('approaching-discount banner with progress toward free shipping and ADD TREATS', async ({ page }) => {
    await addToBag(page, '10301', 1);
    await page.goto('/cart');
    const banner = page.getByTestId('discount-banner');
    await expect(banner.getByTestId('discount-banner-text')).toHaveText(
      'Add $70.05 for Free standard shipping on orders over $75',
    );
    await expect(banner.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    await expect(banner.getByRole('link', { name: 'ADD TREATS' })).toHaveAttribute('href', '/cart/add-treats');

    await setQuantity(page, '10301', '20');
    // $99.00: free shipping reached; the next threshold is $15 off at $150.
    await expect(banner.getByTestId('discount-banner-text')).toHaveText(
      'Add $51.00 for $15 off orders of $150 or more',
    );
    await expect(banner.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');

    await setQuantity(page, '10301', '31');
    await expect(banner.getByTestId('discount-banner-text')).toHaveText(
      'Congratulations! You unlocked $15 off orders of $150 or more.',
    );
    await expect(banner.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  test('edit link: the product page with the line chosen, "Update" replaces the line', async ({ page }) => {
    await addToBag(page, '1010101', 1);
    await page.goto('/cart');
    const editLink = line(page, '1010101').getByRole('link', { name: /^Edit/ });
    await expect(editLink).toHaveAttribute('href', /^\/products\/1010101\?edit=/);
    await editLink.click();
    await expect(page).toHaveURL(/\/products\/1010101\?edit=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dark Chocolate Sea Salt Truffles' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to bag/ })).toHaveCount(0);
    await expect(page.getByTestId('edit-line-form').getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');

    await page.locator('[data-attribute="size"]').getByRole('link', { name: '2 lb' }).click();
    await expect(page).toHaveURL(/size=2lb/);
    await expect(page).toHaveURL(/edit=/);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByTestId('edit-line-form').getByRole('button', { name: 'Update' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(line(page, '1010101')).toHaveCount(0);
    const edited = page.getByTestId('bag-line');
    await expect(edited).toHaveCount(1);
    await expect(edited.getByTestId('bag-line-variation')).toHaveText('2 lb, Standard Box');
    await expect(edited.getByRole('spinbutton')).toHaveValue('2');
    await expect(headerCount(page)).toHaveText('2');
  });

  test('an edit is refused like an add: no custom-mix box, no out-of-stock variant, the bag unchanged', async ({
    page,
  }) => {
    await addToBag(page, '1010101', 1);
    const bag = async () => (await page.request.get('/cart')).text();
    const itemId = /data-item-id="([^"]+)"[^>]*data-product-id="1010101"/.exec(await bag())?.[1];
    expect(itemId, 'the line is in the bag').toBeTruthy();
    const before = (await bag()).match(/data-testid="bag-line"[^>]*>/g);

    // 4010101: a variant of the "Build Your Own Chocolate Box" custom mix; 1011301: Champagne Truffles, out of stock.
    for (const pid of ['4010101', '1011301']) {
      const response = await page.request.post('/products/1010101', {
        form: { itemId: itemId!, pid, quantity: '1' },
        maxRedirects: 0,
      });
      expect(response.status(), `replacing the line with ${pid}`).toBe(400);
      expect((await response.text()).replace(/&#x27;|&#39;|&rsquo;/g, '’')).toContain(MESSAGES.cannotAddToBag);
    }
    const after = await bag();
    expect(after.match(/data-testid="bag-line"[^>]*>/g), 'the bag still holds the one line as it was').toEqual(before);
    expect(after).not.toMatch(/data-product-id="(4010101|1011301)"/);
  });

  test('an edit link to an item not in the bag is the plain product page', async ({ page }) => {
    await page.goto('/products/1010101?edit=not-in-the-bag');
    await expect(page.getByRole('heading', { level: 1, name: 'Dark Chocolate Sea Salt Truffles' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to bag/ })).toBeVisible();
    await expect(page.getByTestId('edit-line-form')).toHaveCount(0);
  });

  test('volume-savings: below the basket threshold there is no checkout', async ({ page }) => {
    // The browser resolves *.localhost; the test runner's HTTP client does not, so the add is the product page's form.
    const origin = `http://volume-savings.localhost:${STOREFRONT_PORT}`;
    await page.goto(`${origin}/product/10301`);
    // The product's own button (the carousels' tiles below have theirs).
    await page
      .getByRole('button', { name: /^Add to bag/ })
      .first()
      .click();
    await expect(headerCount(page)).toHaveText('1');
    await page.goto(`${origin}/cart`);
    await expect(line(page, '10301')).toBeVisible();
    await expect(page.getByTestId('threshold-not-met')).toHaveText(
      'Your bag has not reached this site’s minimum order yet. Add more treats to check out.',
    );
    await expect(page.getByTestId('checkout-link')).toHaveCount(0);
  });
});
