/**
 * A lost order answer, JavaScript off: the sandbox creates the order but the connection closes before
 * it answers, and the search for the order gets no answer either (sandbox switch loseOrderAnswers,
 * for this shopper only). The bag says the outcome is unknown; once the backend answers again, a
 * plain reload of the bag finishes the order — paid, confirmed by mail — and shows the confirmation
 * with a message, instead of an empty bag and an unpaid order.
 */
import { CHECKOUT_MESSAGES } from '../../app/models/checkout-messages.ts';
import { submitCardPayment, submitShipping } from './checkout-helpers.ts';
import { expect, latestMail, setSandboxSwitches, test, uniqueEmail } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

// The switch is one list for the whole sandbox: one project sets it, so the two never overwrite each other's.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'JavaScript off only');

test('the backend dies after creating the order: a reload of the bag pays it and shows the confirmation', async ({
  page,
}) => {
  const email = uniqueEmail('lost-answer');
  await addToBag(page, '10301', 1);
  await submitShipping(page, { email });
  await submitCardPayment(page);
  await page.goto('/revieworder');
  await setSandboxSwitches({ loseOrderAnswers: [email] });
  try {
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(CHECKOUT_MESSAGES.orderOutcomeUnknown)).toBeVisible();
  } finally {
    await setSandboxSwitches({ loseOrderAnswers: [] });
  }

  await page.reload();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByText(CHECKOUT_MESSAGES.orderPlacedAfterInterruption)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNo = (await page.getByTestId('order-number').textContent())!.trim();
  expect((await latestMail(email, 'order-confirmation')).subject).toContain(orderNo);

  // Finished: the bag is an ordinary (empty) bag again.
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(CHECKOUT_MESSAGES.orderPlacedAfterInterruption)).toHaveCount(0);
});
