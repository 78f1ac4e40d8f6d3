import { submitCardPayment, submitShipping } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

/**
 * Texts that sit side by side on the screen stay apart when read as text (screen readers read a
 * label or a line as one text; margins do not separate words): a shipping method's struck and
 * discounted prices, and the review's payment line (card, number, expiry, amount).
 */

/** textContent with runs of white space as one space, as a screen reader's text would read. */
const spoken = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

test('shipping method prices and the payment line are read as separate words', async ({ page }) => {
  await addToBag(page, '10301', 2);
  // FREESHIP makes Ground (discounted) free: its row shows the struck price beside "Free".
  const coupon = await page.request.post('/cart', {
    form: { intent: 'apply-coupon', code: 'FREESHIP' },
    maxRedirects: 0,
  });
  expect(coupon.status()).toBe(302);
  await submitShipping(page);

  await page.goto('/shipping');
  const ground = page.locator('label[for$="-UPSGT_Disc"]');
  const groundText = spoken(await ground.textContent());
  expect(groundText).toMatch(/\$\d+\.\d\d Free$/);
  expect(groundText, 'no word or price runs into the next').not.toMatch(/[\da-z][A-Z$]|\d[a-z]/);
  await expect(page.locator('input[type="radio"][value="UPSGT_Disc"]')).toHaveAccessibleName(/\$\d+\.\d\d Free$/);

  await submitCardPayment(page);
  await page.goto('/revieworder');
  const payment = spoken(await page.getByTestId('payment').getByRole('listitem').first().textContent());
  expect(payment).toMatch(/^Visa \*+1111 expires \d\d\/\d{4} \$\d+\.\d\d$/);
});
