/**
 * Checkout spec §3 delivery dates: per shipment, "Ship now" (the default) or a wanted delivery date from the server's
 * window. The form post over HTTP (the no-JS path: valid date, date out of range, ship now) and one browser
 * round trip with JavaScript.
 */
import type { Page } from '@playwright/test';
import { shortCalendarDay } from '../../app/models/calendar-day.ts';
import { checkoutFormKey, submitCardPayment, submitShipping, TEST_ADDRESS } from './checkout-helpers.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

/** The date field's bounds as /shipping renders them (the server's window for today). */
async function dateBounds(page: Page): Promise<{ min: string; max: string }> {
  const html = await (await page.request.get('/shipping')).text();
  const input = /<input[^>]*name="wantedDate"[^>]*>/.exec(html)?.[0] ?? '';
  const min = /\bmin="(\d{4}-\d{2}-\d{2})"/.exec(input)?.[1];
  const max = /\bmax="(\d{4}-\d{2}-\d{2})"/.exec(input)?.[1];
  expect(min && max, 'the date field carries min and max').toBeTruthy();
  return { min: min!, max: max! };
}

test.describe('checkout: delivery date', () => {
  test.describe('form post', () => {
    test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

    test('a date out of range is refused with the window; a valid one and ship now are saved and shown on the review', async ({
      page,
    }) => {
      await addToBag(page, '10301', 1);
      const { max } = await dateBounds(page);
      const form = {
        intent: 'shipping',
        checkoutCustomer: await checkoutFormKey(page, '/shipping'),
        email: uniqueEmail('date'),
        ...TEST_ADDRESS,
        shippingMethodId: 'UPSGT_Disc',
        deliveryChoice: 'date',
      };
      const early = await page.request.post('/shipping', {
        form: { ...form, wantedDate: '2000-01-03' },
        maxRedirects: 0,
      });
      expect(early.status()).toBe(400);
      expect(await early.text()).toMatch(
        /Please choose a delivery date from \w{3}, \w{3} \d{1,2}, \d{4} to \w{3}, \w{3} \d{1,2}, \d{4}\./,
      );
      const missing = await page.request.post('/shipping', { form, maxRedirects: 0 });
      expect(missing.status()).toBe(400);
      expect(await missing.text()).toContain('This field is required.');

      await submitShipping(page, { deliveryChoice: 'date', wantedDate: max });
      const step = await (await page.request.get('/shipping')).text();
      expect(step).toMatch(
        new RegExp(`<input[^>]*name="wantedDate"[^>]*value="${max}"|<input[^>]*value="${max}"[^>]*name="wantedDate"`),
      );
      await submitCardPayment(page);
      expect(await (await page.request.get('/revieworder')).text()).toContain(`Deliver by ${shortCalendarDay(max)}`);

      await submitShipping(page, { deliveryChoice: 'now', wantedDate: max });
      await submitCardPayment(page);
      const review = await (await page.request.get('/revieworder')).text();
      expect(review).toContain('Ship now');
      expect(review).not.toContain('Deliver by');
    });
  });

  test('with JavaScript the choice round-trips through the step', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the form post is tested over HTTP');
    // Three step posts and a hydrated load: over the default on a busy 2-core machine.
    test.slow();
    await addToBag(page, '10301', 1);
    const { max } = await dateBounds(page);
    await submitShipping(page, { deliveryChoice: 'date', wantedDate: max });
    await page.goto('/shipping');
    await expect(page.getByRole('radio', { name: 'Deliver by a date I choose' })).toBeChecked();
    await expect(page.getByLabel('Delivery date')).toHaveValue(max);
    await page.getByRole('radio', { name: 'Ship now' }).check();
    await expect(page.getByLabel('Delivery date')).toBeHidden();
    await page.getByRole('button', { name: 'Continue to Billing' }).click();
    // The step's post verifies the address and saves four things: give it the loaded machine's time, as pickup-checkout does.
    await expect(page).toHaveURL(/\/billing$/, { timeout: 30_000 });
    // Read back over HTTP: a second hydrated page load would only repeat the first.
    expect(await (await page.request.get('/shipping')).text()).toMatch(
      /<input[^>]*id="shipping-deliveryChoice-now"[^>]*checked=""/,
    );
  });
});
