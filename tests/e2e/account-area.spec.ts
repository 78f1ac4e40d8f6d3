import { submitCardPayment, submitShipping } from './checkout-helpers.ts';
import { DEMO, expect, registerCustomer, signIn, test } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

/** A Canadian demo customer of the sweet-shop site (docs/demo-data.md), used where a test changes the bag. */
const LIAM = { email: 'liam.tremblay@example.com', password: 'Maple!Syrup2' };

const ACCOUNT_PAGES = [
  '/account',
  '/orders',
  '/order-details/00090001',
  '/addressbook',
  '/wallet',
  '/profile',
  '/preferences',
  '/wishlist',
  '/subscriptions',
];

test.describe('the account area', () => {
  test('account pages need a session, are never stored or indexed, and another customer’s order or address is not found', async ({
    page,
  }) => {
    test.skip(test.info().project.name === 'js', 'HTTP-level: same for both');
    for (const path of ACCOUNT_PAGES) {
      const guest = await page.request.get(path, { maxRedirects: 0 });
      expect(guest.status(), path).toBe(302);
      expect(guest.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    // Form posts too: the area's one guard (its layout's middleware) runs before every action in it.
    for (const path of [
      '/addressbook',
      '/wallet',
      '/profile',
      '/preferences',
      '/wishlist',
      '/subscriptions',
      '/reorder',
    ]) {
      const post = await page.request.post(path, { form: { intent: 'delete' }, maxRedirects: 0 });
      expect(post.status(), `POST ${path}`).toBe(302);
      expect(post.headers().location, `POST ${path}`).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    await signIn(page, DEMO.ava);
    for (const path of ACCOUNT_PAGES) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"');
    }
    // Liam's order and address (docs/demo-data.md) are not Ava's.
    expect((await page.request.get('/order-details/00090101')).status()).toBe(404);
    expect((await page.request.get('/addressbook?edit=Cottage')).status()).toBe(404);
    expect((await page.request.post('/reorder', { form: { orderNo: '00090101' }, maxRedirects: 0 })).status()).toBe(
      404,
    );
    expect(
      (
        await page.request.post('/addressbook', { form: { intent: 'delete', addressId: 'Cottage' }, maxRedirects: 0 })
      ).status(),
    ).toBe(404);
    // Ava's own address book is untouched and her orders are hers.
    expect((await page.request.get('/addressbook?edit=Work')).status()).toBe(200);
    expect((await page.request.get('/order-details/00090023')).status()).toBe(200);
  });

  test('a customer pages through 23 orders and opens one with its shipments, payment and totals', async ({ page }) => {
    await signIn(page, DEMO.ava);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    await expect(page.getByTestId('order-summary')).toHaveCount(3);
    await page.getByRole('link', { name: 'View all orders' }).click();

    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByTestId('order-summary')).toHaveCount(10);
    await expect(page.getByTestId('order-page')).toHaveText('Page 1 of 3');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page.getByTestId('order-page')).toHaveText('Page 2 of 3');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page.getByTestId('order-page')).toHaveText('Page 3 of 3');
    await expect(page.getByTestId('order-summary')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    const first = page.getByTestId('order-summary').filter({ hasText: 'Order 00090001' });
    await expect(first.getByText('Tracking', { exact: false }).first()).toBeVisible();

    await first.getByRole('link', { name: 'Order 00090001', exact: true }).click();
    await expect(page).toHaveURL(/\/order-details\/00090001$/);
    await expect(page.getByTestId('order-number')).toHaveText('00090001');
    await expect(page.getByTestId('order-lines').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('shipment').first().getByText('Tracking number:')).toBeVisible();
    // The card is masked: only its last four digits show.
    await expect(page.getByTestId('payment')).toContainText(/\*{4,}\d{4}/);
    await expect(page.getByText('Order Total')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Order History' }).last(),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('reorder puts the order’s items back into the bag', async ({ page }) => {
    await signIn(page, LIAM);
    await page.goto('/order-details/00090101');
    const firstLine = (await page.getByTestId('order-lines').locator('li a').first().textContent())!.trim();
    await page.getByRole('button', { name: 'Reorder order 00090101' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(/items? of your order (was|were) added to your bag/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: firstLine }).first()).toBeVisible();
  });

  test('a customer adds an address through the verification, adds, edits, makes primary and deletes', async ({
    page,
  }) => {
    const customer = await registerCustomer(page, 'book');
    await signIn(page, customer);
    const js = test.info().project.name === 'js';
    await page.goto('/addressbook');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

    const fill = async (street: string) => {
      await page.getByLabel('First Name').fill('Fern');
      await page.getByLabel('Last Name').fill('Fudge');
      await page.getByLabel('Address', { exact: true }).fill(street);
      await page.getByLabel('City').fill('Springfield');
      await page.getByLabel(js ? 'State' : 'State/Province').selectOption('IL');
      await page.getByLabel(js ? 'Zip Code' : 'Zip/Postal Code').fill('62701');
      await page.getByLabel('Phone').fill('217 555 0100');
    };

    await page.getByRole('link', { name: 'Add New Address' }).click();
    await fill('999 Nowhere Road');
    await page.getByRole('button', { name: 'Save Address' }).click();
    // No match: without JavaScript a step of its own, with it a dialog. "Edit Address" gives the form back as
    // entered (with JavaScript the dialog just closes over it); "Keep as is" saves it as entered.
    await expect(page.getByText('Sorry, we could not find a match to your address.')).toBeVisible();
    if (js) await expect(page.getByRole('dialog', { name: 'Verify Your Address' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Address' }).click();
    await expect(page.getByRole('button', { name: 'Edit Address' })).toBeHidden();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('999 Nowhere Road');
    if (js) await expect(page.getByLabel('Address', { exact: true })).toBeFocused();
    await expect(page.getByLabel('City')).toHaveValue('Springfield');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Sorry, we could not find a match to your address.')).toBeVisible();
    await page.getByRole('button', { name: 'Keep as is' }).click();

    await expect(page.getByText('Your address has been saved.')).toBeVisible();
    const first = page.getByTestId('saved-address').filter({ hasText: '999 Nowhere Road' });
    // The id comes from the city; the first address is the primary one; the phone is formatted (spec §5).
    await expect(first.getByRole('heading', { name: 'Springfield', exact: true })).toBeVisible();
    await expect(first.getByText('Primary Address')).toBeVisible();
    await expect(first).toContainText('(217) 555-0100');

    await page.getByRole('link', { name: 'Add New Address' }).click();
    await fill('12 Elm Street');
    await page.getByRole('button', { name: 'Save Address' }).click();
    const second = page.getByTestId('saved-address').filter({ hasText: '12 Elm Street' });
    await expect(second.getByRole('heading', { name: 'Springfield 2' })).toBeVisible();

    await page.getByRole('link', { name: 'Edit address Springfield 2' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Address: Springfield 2' })).toBeVisible();
    await page.getByLabel('Address', { exact: true }).fill('14 Elm Street');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByTestId('saved-address').filter({ hasText: '14 Elm Street' })).toBeVisible();

    await page.getByRole('button', { name: 'Make Primary: Springfield 2' }).click();
    await expect(page.getByText('Your primary address has been changed.')).toBeVisible();
    await expect(
      page.getByTestId('saved-address').filter({ hasText: '14 Elm Street' }).getByText('Primary Address'),
    ).toBeVisible();
    await expect(
      page.getByTestId('saved-address').filter({ hasText: '999 Nowhere Road' }).getByText('Primary Address'),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete address Springfield', exact: true }).click();
    await expect(page.getByText('Your address has been deleted.')).toBeVisible();
    await expect(page.getByTestId('saved-address')).toHaveCount(1);
  });

  test('a customer edits the profile, changes the password and chooses newsletters', async ({ page }) => {
    const customer = await registerCustomer(page, 'profile');
    await signIn(page, customer);
    const js = test.info().project.name === 'js';
    await page.goto('/profile');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    await page.getByLabel('First Name').fill('Fiona');
    await page.getByLabel('Phone (optional)').fill('415.555.0100 ext 5');
    // With JavaScript the slashes go in as the date is typed; without it the date is taken as typed.
    await page.getByLabel('Birthday (optional)').pressSequentially(js ? '12251990' : '12/25/1990');
    await expect(page.getByLabel('Birthday (optional)')).toHaveValue('12/25/1990');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByLabel('First Name')).toHaveValue('Fiona');
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('(415) 555-0100 x 5');
    await expect(page.getByLabel('Birthday (optional)')).toHaveValue('12/25/1990');
    // Emptying the birthday takes it off the profile.
    await page.getByLabel('Birthday (optional)').fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByLabel('Birthday (optional)')).toHaveValue('');

    await page.getByLabel('Current Password', { exact: true }).fill('Wrong!Pass1');
    await page.getByLabel('New Password').fill('Jelly!Bean8');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('The current password you entered is incorrect.').last()).toBeVisible();
    await page.getByLabel('Current Password', { exact: true }).fill(customer.password);
    await page.getByLabel('New Password').fill('Jelly!Bean8');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.goto('/preferences');
    await page.getByLabel('Offers and updates').check();
    await page.getByLabel('Business gifts').check();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await page.goto('/preferences');
    await expect(page.getByLabel('Offers and updates')).toBeChecked();
    await expect(page.getByLabel('Fundraising')).not.toBeChecked();
    await expect(page.getByLabel('Business gifts')).toBeChecked();

    // The new password signs in; the old one no longer does.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Logout' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    const old = await page.request.post('/login', { form: { email: customer.email, password: customer.password } });
    expect(new URL(old.url()).pathname).toBe('/login');
    await signIn(page, { email: customer.email, password: 'Jelly!Bean8' });
  });

  test('a customer adds a card, uses it for subscriptions, cannot add it twice and deletes it', async ({ page }) => {
    const customer = await registerCustomer(page, 'wallet');
    await signIn(page, customer);
    const year = String(new Date().getUTCFullYear() + 2);
    const addCard = async () => {
      await page.getByRole('link', { name: 'Add a Card' }).click();
      await page.getByLabel('Card Number').fill('4111 1111 1111 1111');
      await page.getByLabel('Name on Card').fill('Fern Fudge');
      await page.getByLabel('Expiry (MM/YY)').fill(`12/${year.slice(-2)}`);
      await page.getByLabel('Security Code').fill('123');
      await page.getByRole('button', { name: 'Save Card' }).click();
    };
    await page.goto('/wallet');
    await expect(page.getByText('You have no saved cards yet.')).toBeVisible();
    await addCard();
    await expect(page.getByText('Your card has been saved.')).toBeVisible();
    // The flash keeps to the account layout's column, not the shop's wider one.
    const [flash, layout] = await Promise.all([
      page.locator('main > :first-child').boundingBox(),
      page.locator('main > :nth-child(2)').boundingBox(),
    ]);
    expect({ x: flash!.x, width: flash!.width }).toEqual({ x: layout!.x, width: layout!.width });
    const card = page.getByTestId('saved-card').filter({ hasText: `Visa •••• 1111, expires 12/${year}` });
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: /Use for Subscriptions/ }).click();
    await expect(page.getByText('This card will be used for your subscriptions.')).toBeVisible();
    await expect(card.getByText('Used for subscriptions')).toBeVisible();

    await addCard();
    await expect(page.getByText('This card is already saved in your account.')).toBeVisible();
    // The server never sends a card number back (with JavaScript the browser keeps what was typed).
    if (test.info().project.name === 'no-js') await expect(page.getByLabel('Card Number')).toHaveValue('');

    await page.goto('/wallet');
    await card.getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByText('Your card has been deleted.')).toBeVisible();
    await expect(page.getByTestId('saved-card')).toHaveCount(0);
  });

  test('at checkout a registered customer saves the shipping address and the card for next time', async ({ page }) => {
    test.skip(test.info().project.name === 'js', 'HTTP-level: same for both');
    const customer = await registerCustomer(page, 'keep');
    await signIn(page, customer);
    await addToBag(page);
    expect(await (await page.request.get('/shipping')).text()).toContain('Save this address');
    await submitShipping(page, { saveAddress: 'on' });
    expect(await (await page.request.get('/billing')).text()).toContain('Save this card');
    await submitCardPayment(page, '5555555555554444', { saveCard: 'on' });
    const book = await (await page.request.get('/addressbook')).text();
    expect(book).toContain('415 Mission St');
    expect(book).toContain('Primary Address');
    const wallet = await (await page.request.get('/wallet')).text();
    expect(wallet).toContain('Mastercard •••• 4444');
    expect(wallet.match(/data-testid="saved-card"/g)).toHaveLength(1);
  });
});
