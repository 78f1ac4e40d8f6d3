/**
 * The billing step (/billing) with JavaScript off and on: card rules, a good card on to the review,
 * gift cards paying part or all of the order, a wrong gift-card code and a billing address of its own.
 * Each test is a guest with a basket of its own (addToBag + the shipping step by plain POST).
 */
import type { Page } from '@playwright/test';
import { submitShipping } from './checkout-helpers.ts';
import { STOREFRONT_URL } from './env.ts';
import { expect, test, uniqueClientAddress } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

const THIS_YEAR = new Date().getUTCFullYear();

/** A guest at /billing with `quantity` × `pid` in the bag, shipped to the test address. */
async function atBilling(page: Page, pid = '10301', quantity = 1): Promise<void> {
  await addToBag(page, pid, quantity);
  await submitShipping(page);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
}

/**
 * A freshly started server on a busy machine can miss the commerce time budget on its very first
 * bag post (a guest login, a product read and a new basket at once); one warm-up post per worker
 * keeps that out of the tests, which are about /billing.
 */
test.beforeAll(async ({ playwright }) => {
  const context = await playwright.request.newContext({
    baseURL: STOREFRONT_URL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  });
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await context.post('/cart/add', {
      form: { pid: '10301', quantity: '1', redirectTo: '/' },
      maxRedirects: 0,
    });
    if (response.status() === 302) break;
  }
  await context.dispose();
});

const paymentForm = (page: Page) => page.locator('form#payment');

async function fillCard(
  page: Page,
  card: { number: string; holder?: string; month: string; year: string; cvv: string },
): Promise<void> {
  const form = paymentForm(page);
  await form.getByLabel('Card Number').fill(card.number);
  await form.getByLabel('Name on Card').fill(card.holder ?? 'Casey Candy');
  await form.getByLabel('Expiry (MM/YY)').fill(`${card.month}/${card.year.slice(-2)}`);
  await form.getByLabel('Security Code', { exact: true }).fill(card.cvv);
}

async function submitPayment(page: Page): Promise<void> {
  await paymentForm(page).getByRole('button', { name: 'Continue to Review' }).click();
}

async function applyGiftCard(page: Page, number: string, pin: string): Promise<void> {
  // Behind "Have a gift card?" until a card is applied or refused.
  const giftCards = page.getByTestId('gift-cards');
  if (!(await giftCards.evaluate((details) => (details as HTMLDetailsElement).open)))
    await giftCards.getByText('Have a gift card?').click();
  const form = page.locator('form#gift-card');
  await form.getByLabel('Gift Card Number').fill(number);
  await form.getByLabel('Gift Card Security Code').fill(pin);
  await form.getByRole('button', { name: 'Apply Gift Card' }).click();
}

test.describe('billing: the card', () => {
  test('card rules: unknown card type, CVV length, expired card; the number is never echoed', async ({ page }) => {
    await atBilling(page);
    const form = paymentForm(page);

    await fillCard(page, { number: '9111 1111 1111 1111', month: '12', year: String(THIS_YEAR + 2), cvv: '123' });
    await submitPayment(page);
    await expect(form.getByText('Unknown card type').last()).toBeVisible();
    await expect(page).toHaveURL(/\/billing$/);

    await fillCard(page, { number: '4111 1111 1111 1111', month: '12', year: String(THIS_YEAR + 2), cvv: '1234' });
    await submitPayment(page);
    await expect(form.getByText('Invalid CVV length').last()).toBeVisible();

    // Amex takes 4 digits, so 3 are too short.
    await fillCard(page, { number: '3782 822463 10005', month: '12', year: String(THIS_YEAR + 2), cvv: '123' });
    await submitPayment(page);
    await expect(form.getByText('Invalid CVV length').last()).toBeVisible();

    await fillCard(page, { number: '4111 1111 1111 1111', month: '12', year: String(THIS_YEAR + 2), cvv: '12a' });
    await submitPayment(page);
    await expect(form.getByText('Invalid CVV value').last()).toBeVisible();

    // The first day of January of this year has passed: expired.
    await fillCard(page, { number: '4111 1111 1111 1111', month: '01', year: String(THIS_YEAR), cvv: '123' });
    await submitPayment(page);
    await expect(form.getByText('Card is expired').last()).toBeVisible();
    await expect(page).toHaveURL(/\/billing$/);
  });

  test('the server refuses a bad card with 400 and never sends the card number or code back', async ({ page }) => {
    await atBilling(page);
    const html = await (await page.request.get('/billing')).text();
    const checkoutCustomer = /name="checkoutCustomer" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const response = await page.request.post('/billing', {
      form: {
        intent: 'payment',
        checkoutCustomer,
        paymentMethod: 'card',
        cardNumber: '4111111111111111',
        cardHolder: 'Casey Candy',
        expiry: `01/${String(THIS_YEAR).slice(-2)}`,
        securityCode: '987',
        billingSameAsShipping: 'on',
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const body = await response.text();
    expect(body).toContain('Card is expired');
    expect(body).not.toContain('4111111111111111');
    expect(body).not.toContain('987');
    expect(body).toContain('Casey Candy');
  });

  test('a good card goes on to the review; back at /billing the card shows masked', async ({ page }) => {
    await atBilling(page);
    await fillCard(page, { number: '4111 1111 1111 1111', month: '12', year: String(THIS_YEAR + 2), cvv: '123' });
    await submitPayment(page);
    await expect(page).toHaveURL(/\/revieworder$/);

    await page.goto('/billing');
    await expect(page.getByTestId('chosen-payment')).toContainText('Visa •••• 1111');
    expect(await page.content()).not.toContain('4111111111111111');
  });
});

test.describe('billing: gift cards', () => {
  test('the $25 gift card pays part, a card the rest', async ({ page }) => {
    // 2 × $24.95 plus shipping and tax: more than the gift card holds.
    await atBilling(page, '1010101', 2);
    await applyGiftCard(page, '7777000000000025001', '1225');
    const applied = page.getByTestId('applied-gift-card');
    await expect(applied).toHaveCount(1);
    await expect(applied).toContainText('•••• 5001');
    await expect(applied).toContainText('$25.00');
    await expect(page.getByTestId('payment-split')).toContainText('Left to pay by card');
    await expect(page.getByText('Your gift card has been applied.')).toBeVisible();
    // The flash (first in <main>) keeps to the checkout's column, as wide as the step navigation, not the shop's wider one.
    const [flash, steps] = await Promise.all([
      page.locator('main > :first-child').boundingBox(),
      page.getByRole('navigation', { name: 'Checkout steps' }).boundingBox(),
    ]);
    expect({ x: flash!.x, width: flash!.width }).toEqual({ x: steps!.x, width: steps!.width });

    await fillCard(page, { number: '5555 5555 5555 4444', month: '08', year: String(THIS_YEAR + 3), cvv: '321' });
    await submitPayment(page);
    await expect(page).toHaveURL(/\/revieworder$/);

    await page.goto('/billing');
    await expect(page.getByTestId('applied-gift-card')).toContainText('•••• 5001');
    await expect(page.getByTestId('chosen-payment')).toContainText('Mastercard •••• 4444');
  });

  test('a gift card covering everything: no card is needed', async ({ page }) => {
    await atBilling(page);
    await applyGiftCard(page, '7777000000999999003', '9999');
    await expect(page.getByTestId('payment-split')).toContainText('Your gift cards pay the whole order.');
    await expect(paymentForm(page).getByLabel('Card Number')).toHaveCount(0);
    await expect(page.locator('form#gift-card')).toHaveCount(0);
    await submitPayment(page);
    await expect(page).toHaveURL(/\/revieworder$/);

    // Removing the gift card asks for a card again.
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Remove gift card •••• 9003' }).click();
    await expect(page.getByTestId('applied-gift-card')).toHaveCount(0);
    await expect(paymentForm(page).getByLabel('Card Number')).toBeVisible();
  });

  test('a wrong gift card code is refused next to the field', async ({ page }) => {
    await atBilling(page);
    await applyGiftCard(page, '7777000000000100002', '1234');
    await expect(
      page.locator('form#gift-card').getByText('The gift card number or security code is incorrect.').last(),
    ).toBeVisible();
    await expect(page.getByTestId('applied-gift-card')).toHaveCount(0);

    await applyGiftCard(page, '12345', '12');
    await expect(page.getByText('Please enter a gift card number').last()).toBeVisible();
    await expect(page.getByText('Please enter a valid security code').last()).toBeVisible();
  });
});

test.describe('billing: the address', () => {
  test('a billing address other than the shipping address', async ({ page }) => {
    await atBilling(page);
    const form = paymentForm(page);
    await expect(form.getByTestId('billing-address-fields')).toBeHidden();
    await form.getByLabel('Same as shipping address').uncheck();
    await expect(form.getByTestId('billing-address-fields')).toBeVisible();
    await form.locator('[name=firstName]').fill('Robin');
    await form.locator('[name=lastName]').fill('Payer');
    await form.locator('[name=address1]').fill('200 Broadway');
    await form.locator('[name=city]').fill('New York');
    await form.locator('[name=countryCode]').selectOption('US');
    await form.locator('[name=stateCode]').selectOption('NY');
    await form.locator('[name=postalCode]').fill('10007');
    await form.locator('[name=phone]').fill('212-555-0199');
    await fillCard(page, { number: '4242 4242 4242 4242', month: '10', year: String(THIS_YEAR + 1), cvv: '456' });
    await submitPayment(page);
    await expect(page).toHaveURL(/\/revieworder$/);

    await page.goto('/billing');
    await expect(form.getByLabel('Same as shipping address')).not.toBeChecked();
    await expect(form.locator('[name=firstName]')).toHaveValue('Robin');
    await expect(form.locator('[name=address1]')).toHaveValue('200 Broadway');
    await expect(form.locator('[name=stateCode]')).toHaveValue('NY');
  });

  test('billing address rules are checked when it is its own', async ({ page }) => {
    await atBilling(page);
    const form = paymentForm(page);
    await form.getByLabel('Same as shipping address').uncheck();
    await form.locator('[name=firstName]').fill('Robin');
    await fillCard(page, { number: '4242 4242 4242 4242', month: '10', year: String(THIS_YEAR + 1), cvv: '456' });
    await submitPayment(page);
    await expect(page).toHaveURL(/\/billing$/);
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await expect(form.locator('[name=firstName]')).toHaveValue('Robin');
  });
});
