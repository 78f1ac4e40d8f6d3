/**
 * Shipping one order to several recipients (checkout spec §4 "Multi-ship and pickup"), JS off and on: three recipients,
 * an item for all of them and one for a single recipient through "Add Item to Shipments", the bag by
 * recipient, the shipping step with a method, delivery date and gift message per shipment, review and confirmation.
 */
import type { Page } from '@playwright/test';
import { shortCalendarDay } from '../../app/models/calendar-day.ts';
import { submitCardPayment } from './checkout-helpers.ts';
import { expect, registerCustomer, signIn, test, uniqueEmail } from './fixtures.ts';

const RECIPIENTS = [
  {
    firstName: 'Ana',
    lastName: 'Lee',
    address1: '415 Mission St',
    city: 'San Francisco',
    stateCode: 'CA',
    postalCode: '94105',
    phone: '(415) 555-0100',
  },
  {
    firstName: 'Bo',
    lastName: 'Diaz',
    address1: '20 W 34th St',
    city: 'New York',
    stateCode: 'NY',
    postalCode: '10001',
    phone: '(212) 555-0100',
  },
  {
    firstName: 'Cy',
    lastName: 'Park',
    address1: '1 Congress Ave',
    city: 'Austin',
    stateCode: 'TX',
    postalCode: '78701',
    phone: '(512) 555-0100',
  },
] as const;

const SHIPPING = [
  { method: 'UPSGT_Disc', gift: 'Happy birthday Ana' },
  { method: 'STANDARD', gift: 'Congratulations Bo' },
  { method: 'EXPRESS', gift: '' },
] as const;

async function addRecipient(page: Page, recipient: (typeof RECIPIENTS)[number]): Promise<void> {
  const form = page.locator('form#add-recipient');
  await form.getByLabel('First Name').fill(recipient.firstName);
  await form.getByLabel('Last Name').fill(recipient.lastName);
  await form.getByLabel('Address', { exact: true }).fill(recipient.address1);
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('City').fill(recipient.city);
  await form.getByLabel(/^(State|State\/Province)$/).selectOption(recipient.stateCode);
  await form.getByLabel(/^(Zip Code|Zip\/Postal Code)$/).fill(recipient.postalCode);
  await form.getByLabel('Phone').fill(recipient.phone);
  await form.getByRole('button', { name: 'Add Recipient' }).click();
  await expect(page.getByTestId('recipient-list')).toContainText(`${recipient.firstName} ${recipient.lastName}`);
}

/** "Add to bag" on the product page, then the recipients on "Add Item to Shipments". */
async function addForRecipients(page: Page, productPath: string, names: string[]): Promise<void> {
  await page.goto(productPath);
  // The product's own button (recommendation tiles have theirs too).
  await page
    .locator('#product-add-to-bag')
    .getByRole('button', { name: /^Add to bag/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Add Item to Shipments' })).toBeVisible();
  const choices = page.getByTestId('recipient-choices');
  // With JavaScript the dialog loads the recipients after it opens.
  await expect(choices.getByRole('checkbox').first()).toBeVisible();
  for (const box of await choices.getByRole('checkbox').all()) await box.uncheck();
  const submit = page.getByRole('button', { name: 'Add Item to Shipments' });
  if (test.info().project.name === 'js') await expect(submit, 'disabled until a recipient is selected').toBeDisabled();
  for (const name of names) await choices.getByRole('checkbox', { name: new RegExp(name) }).check();
  await submit.click();
  // With JavaScript the sheet is a dialog on the product page: the add is done when "Added to Your Bag" replaces it.
  if (test.info().project.name === 'js')
    await expect(page.getByRole('dialog', { name: 'Added to Your Bag' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${productPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

test('a three-recipient order with different methods and gift messages', async ({ page }) => {
  // Three recipients, two adds, three shipments through checkout: a long journey on a shared machine.
  test.setTimeout(240_000);
  await page.goto('/recipients');
  await expect(page.getByRole('heading', { name: 'Ship to Multiple Addresses' })).toBeVisible();
  for (const recipient of RECIPIENTS) await addRecipient(page, recipient);

  await addForRecipients(page, '/product/10301', ['Ana Lee', 'Bo Diaz', 'Cy Park']);
  await addForRecipients(page, '/product/30402', ['Bo Diaz']);

  // Nothing chosen: refused with the reason (the server's check; with JS the button is disabled).
  if (test.info().project.name === 'no-js') {
    const refused = await page.request.post('/cart/add-to-shipments?pid=10301&quantity=1', {
      form: { pid: '10301', quantity: '1', redirectTo: '/cart' },
      maxRedirects: 0,
    });
    expect(refused.status(), refused.headers()['location']).toBe(400);
    expect(await refused.text()).toContain('Please select at least one recipient.');
  }

  await page.goto('/cart');
  const groups = page.getByTestId('recipient-group');
  await expect(groups).toHaveCount(3);
  await expect(groups.nth(0)).toContainText('Ship to Ana Lee');
  await expect(groups.nth(1)).toContainText('Ship to Bo Diaz');
  await expect(groups.nth(1)).toContainText('Dark Chocolate Bar 70%');
  await expect(groups.nth(1).getByRole('listitem')).toHaveCount(2);
  await expect(groups.nth(2).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('link', { name: 'Checkout', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shipping$/);
  await page.getByRole('textbox', { name: 'Email' }).last().fill(uniqueEmail('multi'));
  const shipments = page.getByTestId('checkout-shipment');
  await expect(shipments).toHaveCount(3);
  for (const [index, choice] of SHIPPING.entries()) {
    const shipment = shipments.nth(index);
    await shipment.locator(`input[type=radio][value="${choice.method}"]`).check();
    await shipment.getByLabel('Gift message (optional)').fill(choice.gift);
  }
  // Bo's shipment is delivered by a date of the server's window (its last day); the others ship now.
  await shipments.nth(1).getByRole('radio', { name: 'Deliver by a date I choose' }).check();
  const boDate = shipments.nth(1).getByLabel('Delivery date');
  const wanted = (await boDate.getAttribute('max'))!;
  expect(wanted, 'the date field carries the window').toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await boDate.fill(wanted);
  await expect(shipments.nth(0).getByLabel('Delivery date'), 'hidden while "Ship now" is checked').toBeHidden();
  // A gift message with other characters is refused with the spec's message, the input kept.
  await shipments.nth(2).getByLabel('Gift message (optional)').fill('Hi Cy!');
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  await expect(shipments.nth(2)).toContainText(
    'Messages can only contain letters and numbers. Please remove any special characters to continue.',
  );
  await shipments.nth(2).getByLabel('Gift message (optional)').fill('');
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);

  await submitCardPayment(page);
  await page.goto('/revieworder');
  const review = page.getByRole('main');
  for (const recipient of RECIPIENTS)
    await expect(review).toContainText(`${recipient.firstName} ${recipient.lastName}`);
  await expect(review).toContainText('Happy birthday Ana');
  await expect(review).toContainText('Congratulations Bo');
  // Each shipment keeps its own delivery choice.
  await expect(review).toContainText(`Deliver by ${shortCalendarDay(wanted)}`);
  await expect(review.getByText('Ship now')).toHaveCount(2);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const confirmation = page.getByRole('main');
  for (const recipient of RECIPIENTS)
    await expect(confirmation).toContainText(`${recipient.firstName} ${recipient.lastName}`);
  await expect(confirmation).toContainText('Happy birthday Ana');
  await expect(confirmation).toContainText('Congratulations Bo');
});

test("a guest's multi-ship bag is kept on sign-in: its recipients, their addresses and items (the merge rule)", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await registerCustomer(page, 'merge');
  await page.goto('/recipients');
  for (const recipient of RECIPIENTS.slice(0, 2)) await addRecipient(page, recipient);
  await addForRecipients(page, '/product/10301', ['Ana Lee', 'Bo Diaz']);

  await signIn(page, account);
  await page.goto('/cart');
  const groups = page.getByTestId('recipient-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toContainText('Ship to Ana Lee');
  await expect(groups.nth(0)).toContainText('415 Mission St');
  await expect(groups.nth(1)).toContainText('Ship to Bo Diaz');
  await expect(groups.nth(1)).toContainText('20 W 34th St');
  for (const index of [0, 1]) await expect(groups.nth(index).getByRole('listitem')).toHaveCount(1);
});

test("a recipient's address is changed from the recipients page and from the shipping step", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/recipients');
  for (const recipient of RECIPIENTS.slice(0, 2)) await addRecipient(page, recipient);
  await page.getByRole('link', { name: 'Edit Bo Diaz' }).click();
  const form = page.locator('form[id^="edit-recipient-"]');
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('20 W 34th St');
  if (test.info().project.name === 'js') {
    // Checked as the shopper goes (without JavaScript the browser's own `required` check stops the post).
    await form.getByLabel('Address', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Save Recipient' }).click();
    await expect(form.getByText('This field is required.').last()).toBeVisible();
  }
  await form.getByLabel('Address', { exact: true }).fill('350 5th Ave');
  await form.getByRole('button', { name: 'Save Recipient' }).click();
  await expect(page.getByTestId('recipient-list')).toContainText('350 5th Ave');
  await expect(page.getByTestId('recipient-list')).not.toContainText('20 W 34th St');

  await addForRecipients(page, '/product/10301', ['Ana Lee', 'Bo Diaz']);
  await page.goto('/shipping');
  await page.getByRole('link', { name: 'Edit the address for Ana Lee' }).click();
  await page.locator('form[id^="edit-recipient-"]').getByLabel('City').fill('Oakland');
  await page
    .locator('form[id^="edit-recipient-"]')
    .getByLabel(/^(Zip Code|Zip\/Postal Code)$/)
    .fill('94612');
  await page.getByRole('button', { name: 'Save Recipient' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  await expect(page.getByTestId('checkout-shipment').first()).toContainText('Oakland');
});

test('with JavaScript "Add Item to Shipments" and "Pick-Up In Shop" are dialogs: Escape closes them and the focus returns', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, 'the dialogs need JavaScript; without it they are pages (the tests above)');
  test.setTimeout(240_000);
  await page.goto('/recipients');
  for (const recipient of RECIPIENTS.slice(0, 2)) await addRecipient(page, recipient);
  await page.goto('/product/10301');
  const add = page.locator('#product-add-to-bag').getByRole('button', { name: /^Add to bag/ });
  await add.click();
  const sheet = page.getByRole('dialog', { name: 'Add Item to Shipments' });
  await expect(sheet.getByTestId('recipient-choices')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page).toHaveURL(/\/product\/10301$/);

  const opener = page.getByTestId('shop-selector').getByRole('link').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const shops = page.getByRole('dialog', { name: 'Pick-Up In Shop' });
  await expect(shops.getByLabel('Zip or postal code')).toBeVisible();
  await shops.getByLabel('Zip or postal code').fill('90401');
  await shops.getByRole('button', { name: 'Search' }).click();
  await expect(shops.getByTestId('shop-results').locator('li').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shops).toBeHidden();
  await expect(opener).toBeFocused();
});
