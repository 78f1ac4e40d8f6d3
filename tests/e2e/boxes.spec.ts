import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { submitCardPayment, submitShipping } from './checkout-helpers.ts';
import { BOX_NOT_FULL } from '../../app/models/custom-mix.ts';

/**
 * The custom-mix builders (catalog spec §2, §4, §5): a chocolate box and a
 * lollipop box through the five steps to the bag and an order, with JavaScript off (plain form
 * posts) and on (no reloads); the rules at the HTTP level.
 */

const withJs = () => test.info().project.use.javaScriptEnabled !== false;

async function markDocument(page: Page) {
  if (withJs()) await page.evaluate(() => ((window as unknown as { boxMarker: number }).boxMarker = 1));
}
async function expectSameDocument(page: Page) {
  if (withJs())
    expect(
      await page.evaluate(() => (window as unknown as { boxMarker?: number }).boxMarker),
      'changed without a reload',
    ).toBe(1);
}

const heading = (page: Page, text: string) => expect(page.getByRole('heading', { level: 1 })).toContainText(text);
const candy = (page: Page, name: string) => page.getByTestId('candy').filter({ hasText: name });

/** Places the order of the bag (shipping and payment by plain POST, "Place Order" in the browser); answers the confirmation page's lines. */
async function placeOrder(page: Page) {
  await submitShipping(page);
  await submitCardPayment(page);
  await page.goto('/revieworder');
  await expect(page.getByTestId('box-contents').first()).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  return page.getByTestId('order-lines');
}

test.describe('custom-mix builders', () => {
  test('a chocolate box through the five steps, to the bag, edited from the bag, and ordered', async ({ page }) => {
    await page.goto('/build-a-box?piece=40101');
    await expect(page).toHaveURL(/\/build-a-box\/base\?piece=40101$/);
    await heading(page, 'Step 1 of 5: Choose your box');
    await page.getByLabel('2 lb Box').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Step 2 of 5: Choose your candy types');
    await expect(page).toHaveURL(/\/build-a-box\/select-item\?box=[\w-]+$/);
    await page.getByLabel('Nuts & Clusters').uncheck();
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Step 3 of 5: Pick your flavours');
    await expect(candy(page, 'Milk Hazelnut Cluster Piece')).toHaveCount(0);
    await expect(candy(page, 'Mint Meltaway Piece').getByRole('button', { name: /Select/ })).toBeDisabled();
    await expect(page.getByTestId('box-hint')).toContainText('Tip: pick up to 10 flavours');
    await markDocument(page);
    await candy(page, 'Dark Sea Salt Caramel Piece')
      .getByRole('button', { name: /Select/ })
      .click();
    await expect(page.getByTestId('box-progress')).toContainText('Your box is full.');
    for (const name of ['Raspberry Cream Piece', 'Vanilla Buttercream Piece']) {
      await candy(page, name)
        .getByRole('button', { name: /Select/ })
        .click();
      await expect(candy(page, name).getByRole('button', { name: /Remove/ })).toBeVisible();
    }
    await expect(candy(page, 'Dark Sea Salt Caramel Piece')).toContainText('In your box: 35');
    await expect(candy(page, 'Vanilla Buttercream Piece')).toContainText('In your box: 30');
    await expectSameDocument(page);
    await page.getByRole('link', { name: 'Continue' }).click();

    await heading(page, 'Step 4 of 5: Set the quantities');
    await page.getByRole('button', { name: 'Fewer Dark Sea Salt Caramel Piece' }).click();
    await expect(page.getByTestId('box-progress')).toContainText('Your box is 95% full.');
    await expect(page.getByRole('progressbar', { name: 'Box filled' })).toHaveAttribute('aria-valuenow', '95');
    // The state lives on the server: a reload shows it.
    await page.reload();
    await expect(page.getByTestId('box-progress')).toContainText('Your box is 95% full.');
    await page.getByRole('link', { name: 'Review your box', exact: true }).click();
    await heading(page, 'Step 5 of 5: Review your box');
    await expect(page.getByRole('button', { name: 'Add to bag' })).toBeDisabled();
    await expect(page.getByText(BOX_NOT_FULL)).toBeVisible();
    await page.getByRole('link', { name: 'Change quantities' }).click();
    await page.getByRole('button', { name: 'More Vanilla Buttercream Piece' }).click();
    await expect(page.getByTestId('box-progress')).toContainText('Your box is full.');
    await page.getByRole('link', { name: 'Review your box', exact: true }).click();
    await expect(page.getByTestId('box-review-line')).toHaveText([
      /Dark Sea Salt Caramel Piece.*30/,
      /Raspberry Cream Piece.*35/,
      /Vanilla Buttercream Piece.*35/,
    ]);
    await page.getByRole('button', { name: 'Add to bag' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const line = page.locator('[data-testid="bag-line"][data-product-id="4010102"]');
    await expect(line.getByTestId('box-contents')).toContainText('Dark Sea Salt Caramel Piece × 30');
    await line.getByRole('link', { name: /Edit/ }).click();
    await heading(page, 'Step 5 of 5: Review your box');
    await page.getByRole('link', { name: 'Change quantities' }).click();
    await page.getByRole('button', { name: 'Fewer Raspberry Cream Piece' }).click();
    await page.getByRole('button', { name: 'More Dark Sea Salt Caramel Piece' }).click();
    await expect(page.getByTestId('box-progress')).toContainText('Your box is full.');
    await page.getByRole('link', { name: 'Review your box', exact: true }).click();
    await page.getByRole('button', { name: 'Update Box' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('bag-line')).toHaveCount(1);
    await expect(line.getByTestId('box-contents')).toContainText('Dark Sea Salt Caramel Piece × 35');

    const lines = await placeOrder(page);
    await expect(lines.getByTestId('box-contents')).toContainText(['Dark Sea Salt Caramel Piece × 35']);
  });

  test('a lollipop box through the five steps of its own builder, to the bag and ordered', async ({ page }) => {
    await page.goto('/lollipops/build-a-box?piece=40102');
    await heading(page, 'Step 1 of 5: Choose your box');
    await expect(page.getByRole('main').getByText('Build a Lollipop Box')).toBeVisible();
    await page.getByLabel('24 Count').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Step 2 of 5: Choose your candy types');
    // One category: 30 units (the box's setting), and it is already chosen.
    await expect(page.getByLabel('Mini Pops')).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const name of ['Cherry Mini Pop', 'Grape Mini Pop']) {
      await candy(page, name)
        .getByRole('button', { name: /Select/ })
        .click();
      await expect(candy(page, name).getByRole('button', { name: /Remove/ })).toBeVisible();
    }
    await expect(page.getByTestId('box-progress')).toContainText('Your box is full (30 of 30 pieces).');
    await page.getByRole('link', { name: 'Continue' }).click();
    await heading(page, 'Step 4 of 5: Set the quantities');
    await page.getByRole('link', { name: 'Review your box', exact: true }).click();
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('box-contents')).toContainText(['Cherry Mini Pop × 15']);

    const lines = await placeOrder(page);
    await expect(lines.getByTestId('box-contents')).toContainText(['Grape Mini Pop × 15']);
  });

  test('the rules hold for plain form posts: limits, stock, the full box, several boxes at once', async ({ page }) => {
    test.skip(test.info().project.name === 'js', 'HTTP-level: same for both');
    const start = async () => {
      const response = await page.request.post('/lollipops/build-a-box/base', {
        form: { variant: '4010201' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers()['location']!, 'http://x');
      expect(location.pathname).toBe('/lollipops/build-a-box/select-item');
      return location.searchParams.get('box')!;
    };
    const first = await start();
    const second = await start();
    expect(second).not.toBe(first);
    const post = (step: string, box: string, form: Record<string, string>) =>
      page.request.post(`/lollipops/build-a-box/${step}?box=${box}`, { form: { box, ...form }, maxRedirects: 0 });

    expect((await post('select-item', first, { category: 'mix-mini-pops' })).status()).toBe(302);
    expect((await post('select-candies', first, { pid: '40301' })).status()).toBe(302);
    // The other box is untouched: nothing selected in it.
    const other = await page.request.get(`/lollipops/build-a-box/select-candies?box=${second}`);
    expect(other.url()).toContain('/select-candies');
    expect(await other.text()).not.toContain('aria-pressed="true"');
    expect(await (await page.request.get(`/lollipops/build-a-box/select-candies?box=${first}`)).text()).toContain(
      'aria-pressed="true"',
    );
    // A step too early goes to the step the box needs; an unknown box back to step 1.
    const early = await page.request.get(`/build-a-box/review-box?box=${second}`, { maxRedirects: 0 });
    expect(early.headers()['location']).toBe('/build-a-box/base');

    // An out-of-stock candy cannot be put in a box.
    const chocolate = await page.request.post('/build-a-box/base', { form: { variant: '4010101' }, maxRedirects: 0 });
    const box = new URL(chocolate.headers()['location']!, 'http://x').searchParams.get('box')!;
    await page.request.post(`/build-a-box/select-item?box=${box}`, {
      form: { box, category: 'mix-creams' },
      maxRedirects: 0,
    });
    const mint = await page.request.post(`/build-a-box/select-candies?box=${box}`, {
      form: { box, pid: '40206' },
      maxRedirects: 0,
    });
    expect(mint.status()).toBe(400);
    expect(await mint.text()).toContain('Sorry, this flavour is out of stock.');

    for (const pid of ['40302', '40303', '40304'])
      expect((await post('select-candies', first, { pid })).status()).toBe(302);
    // The pop box allows 6 flavours and has 4 pieces to choose from; the review refuses a box not full.
    const lower = await post('set-quantities', first, { pid: '40301', intent: 'decrease' });
    expect(lower.status()).toBe(302);
    const minus = await post('set-quantities', first, { pid: '40301', intent: 'set', qty: '-1' });
    expect(minus.status()).toBe(400);
    const review = await post('review-box', first, {});
    expect(review.status()).toBe(400);
    expect(await review.text()).toContain(BOX_NOT_FULL);
  });
});
