/**
 * The pick-up checkout (checkout spec §5 "Store pickup"), with JavaScript off and on:
 * a bag only collected goes through the shipping step with the pick-up person and no address or
 * method, to an order whose confirmation shows the shop and the person; a bag with one shipped and
 * one collected line needs both the address and the pick-up person. The step's refusals, which a
 * browser adds nothing to, are tested over HTTP.
 */
import type { Page } from '@playwright/test';
import { checkoutFormKey, submitCardPayment, TEST_ADDRESS } from './checkout-helpers.ts';
import { STOREFRONT_URL } from './env.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

const PICKUP_ONLY = '10406';
const SIMPLE_ITEM = '10301';
const SHOP_ID = '1001';
const SANTA_MONICA = 'Sweet Shop — Santa Monica Place';
const PERSON = {
  pickupFirstName: 'Pat',
  pickupLastName: 'Pick',
  pickupPhone: '310 555 0101',
  pickupEmail: 'pat.pick@example.com',
};

/** The shop by the pick-up page's plain post (the browser flow of choosing one is pickup.spec.ts's). */
async function chooseShop(page: Page): Promise<void> {
  const response = await page.request.post('/pickup', {
    form: { storeId: SHOP_ID, redirectTo: '/' },
    maxRedirects: 0,
    headers: { origin: STOREFRONT_URL },
  });
  expect(response.status(), 'the shop is chosen').toBe(302);
}

/** A pick-up add by the product page's plain post; the bag then groups it under the shop. */
async function addForPickup(page: Page, pid = PICKUP_ONLY): Promise<void> {
  const response = await page.request.post('/cart/add', {
    form: { pid, quantity: '1', fulfillment: 'pickup', redirectTo: '/' },
    maxRedirects: 0,
  });
  expect(response.status(), `add ${pid} for pick-up`).toBe(302);
  expect(await (await page.request.get('/cart')).text(), 'the bag holds a pick-up line').toContain(
    `Pick up at ${SANTA_MONICA}`,
  );
}

const pickupPerson = (page: Page) => page.getByRole('group', { name: 'Who will pick up the order?' });

async function fillPickupPerson(page: Page): Promise<void> {
  const person = pickupPerson(page);
  await person.getByLabel('First Name').fill(PERSON.pickupFirstName);
  await person.getByLabel('Last Name').fill(PERSON.pickupLastName);
  await person.getByLabel('Phone').fill(PERSON.pickupPhone);
  await person.getByLabel('Email').fill(PERSON.pickupEmail);
}

/** Review in the browser, then "Place Order"; answers the confirmation's order number. */
async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return (await page.getByTestId('order-number').textContent())!.trim();
}

async function expectPickupShown(page: Page): Promise<void> {
  const block = page.getByTestId('pickup-shipment');
  await expect(block.getByRole('heading', { name: `Pick up at ${SANTA_MONICA}` })).toBeVisible();
  await expect(block).toContainText('Pat Pick');
  await expect(block).toContainText('(310) 555-0101');
  await expect(block).toContainText(PERSON.pickupEmail);
  await expect(block).not.toContainText('Shipping method');
}

test('a bag only collected: the pick-up person, no address or method, through to an order with the shop and the person', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto(`/pickup?zip=90401&range=10&redirectTo=${encodeURIComponent(`/product/${PICKUP_ONLY}`)}`);
  await page.getByRole('button', { name: `Select: ${SANTA_MONICA}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${PICKUP_ONLY}`), { timeout: 30_000 });
  await expect(page.getByTestId('pickup-message')).toHaveText(`Available for pick up at ${SANTA_MONICA}`);
  await page
    .locator('#product-add-to-bag')
    .getByRole('button', { name: /^Add to bag:/ })
    .click();
  await expect(page.getByText(/Added to Your Bag/).first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/shipping');
  const shop = page.getByTestId('pickup-shop');
  await expect(page.getByRole('heading', { name: `Pick up at ${SANTA_MONICA}` })).toBeVisible();
  await expect(shop).toContainText('Santa Monica, CA 90401');
  await expect(shop.getByRole('heading', { name: 'Shop hours' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Ground/ })).toHaveCount(0);
  await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);

  // Nothing filled in: every field says so.
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  await expect(page.getByText('This field is required.').last()).toBeVisible();
  await expect(pickupPerson(page).getByText('This field is required.')).toHaveCount(4);
  await expect(page).toHaveURL(/\/shipping$/);

  const email = uniqueEmail('pickup');
  await page.locator('form#pickup').getByRole('region', { name: 'Contact' }).getByLabel('Email').fill(email);
  await fillPickupPerson(page);
  await pickupPerson(page).getByLabel('Phone').fill('123');
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  await expect(
    page.getByText('Invalid phone number. Should be 10 digits with optional extension.').last(),
  ).toBeVisible();
  await pickupPerson(page).getByLabel('Phone').fill(PERSON.pickupPhone);
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/, { timeout: 30_000 });
  // Nothing ships: the billing address is entered, not copied from a shipping address.
  await expect(page.getByLabel('Same as shipping address')).toHaveCount(0);
  await submitCardPayment(page, '4111111111111111', { billingSameAsShipping: '', ...TEST_ADDRESS });

  await page.goto('/revieworder');
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await expectPickupShown(page);
  await expect(page.getByTestId('order-line-destination')).toHaveText([
    `Pick up at ${SANTA_MONICA}Picked up by Pat Pick`,
  ]);
  await placeOrder(page);
  await expectPickupShown(page);
  await expect(page.getByTestId('order-line-destination')).toHaveText([
    `Pick up at ${SANTA_MONICA}Picked up by Pat Pick`,
  ]);
});

test('a bag with one shipped and one collected line needs the address and the pick-up person, and orders both', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await chooseShop(page);
  await addToBag(page, SIMPLE_ITEM, 1);
  await addForPickup(page);

  await page.goto('/shipping');
  const form = page.locator('form#shipping');
  await expect(form.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await expect(form.getByRole('heading', { name: `Pick up at ${SANTA_MONICA}` })).toBeVisible();
  const address = form.getByRole('region', { name: 'Shipping Address' });
  await form.getByRole('region', { name: 'Contact' }).getByLabel('Email').fill(uniqueEmail('mixed'));
  await address.getByLabel('First Name').fill(TEST_ADDRESS.firstName);
  await address.getByLabel('Last Name').fill(TEST_ADDRESS.lastName);
  await address.getByLabel('Address', { exact: true }).fill(TEST_ADDRESS.address1);
  await address.getByLabel('Country').selectOption(TEST_ADDRESS.countryCode);
  await address.getByLabel('City').fill(TEST_ADDRESS.city);
  await address.getByLabel(/^(State|Province|State\/Province)$/).selectOption(TEST_ADDRESS.stateCode);
  await address.getByLabel(/^(Zip Code|Postal Code|Zip\/Postal Code)$/).fill(TEST_ADDRESS.postalCode);
  await address.getByLabel('Phone').fill(TEST_ADDRESS.phone);

  // The address alone is not enough: the pick-up person is asked too.
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  await expect(pickupPerson(page).getByText('This field is required.')).toHaveCount(4);
  await expect(page).toHaveURL(/\/shipping$/);
  await fillPickupPerson(page);
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/, { timeout: 30_000 });
  await submitCardPayment(page);

  await page.goto('/revieworder');
  await expectPickupShown(page);
  await expect(page.getByTestId('shipment')).toContainText(TEST_ADDRESS.address1);
  await expect(page.getByTestId('order-line-destination')).toHaveText([
    `Ship to Casey Candy, ${TEST_ADDRESS.address1}, ${TEST_ADDRESS.city}, CA ${TEST_ADDRESS.postalCode}`,
    `Pick up at ${SANTA_MONICA}Picked up by Pat Pick`,
  ]);
  await placeOrder(page);
  await expectPickupShown(page);
  await expect(page.getByTestId('shipment')).toContainText(TEST_ADDRESS.address1);
  await expect(page.getByTestId('order-line-destination')).toHaveCount(2);
});

test('the step refuses an incomplete pick-up person, and billing and review wait for it', async ({ page }) => {
  test.skip(test.info().project.name !== 'no-js', 'HTTP only');
  await chooseShop(page);
  await addForPickup(page);
  // Before the pick-up person: the later steps send the shopper back.
  for (const path of ['/billing', '/revieworder']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe('/shipping');
  }
  const checkoutCustomer = await checkoutFormKey(page, '/shipping');
  const refused = await page.request.post('/shipping', {
    form: {
      intent: 'pickup',
      checkoutCustomer,
      email: uniqueEmail('pickup-http'),
      ...PERSON,
      pickupLastName: '',
      pickupEmail: 'pat@',
    },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(html).toContain('This field is required.');
  expect(html).toContain('Please enter a valid email address.');
  // The shopper's input is kept.
  expect(html).toMatch(/name="pickupFirstName"[^>]*value="Pat"|value="Pat"[^>]*name="pickupFirstName"/);

  // A form for a shipped bag (shown before the bag changed) is read as the pick-up step.
  const asShipping = await page.request.post('/shipping', {
    form: { intent: 'shipping', checkoutCustomer, email: uniqueEmail('pickup-http'), ...TEST_ADDRESS },
    maxRedirects: 0,
  });
  expect(asShipping.status()).toBe(400);

  const saved = await page.request.post('/shipping', {
    form: { intent: 'pickup', checkoutCustomer, email: uniqueEmail('pickup-http'), ...PERSON },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  expect(saved.headers()['location']).toBe('/billing');
  expect((await page.request.get('/billing', { maxRedirects: 0 })).status()).toBe(200);

  // Billing without a shipping address to copy: "same as shipping" is refused.
  const billingKey = await checkoutFormKey(page, '/billing');
  const noAddress = await page.request.post('/billing', {
    form: {
      intent: 'payment',
      checkoutCustomer: billingKey,
      billingSameAsShipping: 'on',
      paymentMethod: 'card',
      cardNumber: '4111111111111111',
      cardHolder: 'Pat Pick',
      expiry: '12/40',
      securityCode: '123',
    },
    maxRedirects: 0,
  });
  expect(noAddress.status()).toBe(400);
});
