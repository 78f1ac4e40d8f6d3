import { expect, test } from './fixtures.ts';
import { submitCardPayment, submitShipping } from './checkout-helpers.ts';
import { addToBag } from './http-helpers.ts';

/**
 * Repeat delivery (catalog spec §4 "Subscriptions"): the offer on an eligible product page and in the bag,
 * opt-in with a frequency, a frequency change, and the lines that repeat at checkout and on the
 * confirmation — with JavaScript off (plain posts) and on (no reloads).
 */
const withJs = () => test.info().project.use.javaScriptEnabled !== false;

test.describe('repeat delivery', () => {
  test('a product opted in on its page repeats as chosen in the bag, at checkout and on the confirmation', async ({
    page,
  }) => {
    await page.goto('/product/10101');
    const offer = page.getByTestId('subscription-offer');
    await expect(offer).toContainText('Deliver it again, automatically');
    const pid = (await offer.locator('input[name="pid"]').getAttribute('value'))!;
    await offer.getByLabel('How often').selectOption({ label: 'Every 2 months' });
    await offer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(withJs() ? offer : page.getByRole('status').first()).toContainText(
      'Repeat delivery is on: every 2 months.',
    );
    // The page now offers to change or stop it.
    await expect(page.getByTestId('subscription-offer')).toContainText('Repeat delivery: every 2 months');

    await addToBag(page, pid, 1);
    await page.goto('/cart');
    const line = page.locator(`[data-testid="bag-line"][data-product-id="${pid}"]`);
    const lineOffer = line.getByTestId('subscription-offer');
    await expect(lineOffer).toContainText('Repeat delivery: every 2 months');
    await lineOffer.getByLabel('How often').selectOption({ label: 'Every 3 months' });
    // With JavaScript the change goes 500 ms after the choice; without, with "Change".
    if (!withJs()) await lineOffer.getByRole('button', { name: 'Change' }).click();
    await expect(
      page.locator(`[data-testid="bag-line"][data-product-id="${pid}"]`).getByTestId('subscription-offer'),
    ).toContainText('Repeat delivery: every 3 months');

    await submitShipping(page);
    await submitCardPayment(page);
    await page.goto('/revieworder');
    await expect(page.getByTestId('order-line-repeat')).toHaveText('Repeat delivery: every 3 months');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByTestId('order-line-repeat')).toHaveText('Repeat delivery: every 3 months');
  });

  test('opting out over a plain post takes the line out of repeat delivery', async ({ page }) => {
    test.skip(test.info().project.name === 'js', 'HTTP-level: same for both');
    const html = await (await page.request.get('/product/10101')).text();
    const pid = /name="pid" value="([^"]+)"/.exec(html.slice(html.indexOf('data-testid="subscription-offer"')))![1]!;
    await addToBag(page, pid, 1);
    const optIn = await page.request.post('/repeat-delivery', {
      form: { pid, intent: 'opt-in', frequency: '2-2', redirectTo: '/cart' },
      maxRedirects: 0,
    });
    expect(optIn.status()).toBe(302);
    expect(await (await page.request.get('/cart')).text()).toContain('Repeat delivery: every 2 weeks');
    expect(await (await page.request.get('/product/10101')).text()).toContain('Stop repeat delivery');
    const bad = await page.request.post('/repeat-delivery', {
      form: { pid, intent: 'opt-in', frequency: '9-9', redirectTo: '/cart' },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(302);
    expect(await (await page.request.get('/cart')).text()).toContain('Please choose how often.');
    await page.request.post('/repeat-delivery', {
      form: { pid, intent: 'opt-out', redirectTo: '/cart' },
      maxRedirects: 0,
    });
    expect(await (await page.request.get('/cart')).text()).not.toContain('Repeat delivery: every');
    // A product without repeat delivery (no c_enableSubscription) cannot be opted in.
    const ineligible = { pid: '10301', intent: 'opt-in', frequency: '2-2', redirectTo: '/cart' };
    expect(
      (await page.request.post('/repeat-delivery.data', { form: { ...ineligible, response: 'fetch' } })).status(),
    ).toBe(400);
    expect((await page.request.post('/repeat-delivery', { form: ineligible, maxRedirects: 0 })).status()).toBe(302);
    const bag = await (await page.request.get('/cart')).text();
    expect(bag).toContain('Repeat delivery isn’t available for this product.');
    expect(bag).not.toContain('Repeat delivery: every');
  });
});
