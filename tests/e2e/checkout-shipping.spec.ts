import { createRequire } from 'node:module';
import { type Page, type Request } from '@playwright/test';
import { submitShipping, TEST_ADDRESS } from './checkout-helpers.ts';
import { SANDBOX_URL, STOREFRONT_URL } from './env.ts';
import { expect, registerCustomer, signIn, test, uniqueEmail } from './fixtures.ts';
import { addToBag, bagCount } from './http-helpers.ts';

type Address = { [Name in keyof typeof TEST_ADDRESS]: string };

/** The guest's e-mail field of the shipping form (the sign-in box has one too). */
const shippingEmail = (page: Page) => page.locator('form#shipping').getByLabel('Email');

/** The postal code field: "Zip Code" or "Postal Code" for the chosen country with JavaScript, both without. */
const postalCode = (page: Page) => page.getByLabel(/^(Zip Code|Postal Code|Zip\/Postal Code)$/);

/** Fills the shipping form's address (and the guest's e-mail when given) the way a shopper would. */
async function fillAddress(page: Page, address: Partial<Address>, email?: string) {
  const values = { ...TEST_ADDRESS, ...address };
  if (email !== undefined) await shippingEmail(page).fill(email);
  await page.getByLabel('First Name').fill(values.firstName);
  await page.getByLabel('Last Name').fill(values.lastName);
  await page.getByLabel('Address', { exact: true }).fill(values.address1);
  await page.getByLabel('Apt, Suite, Building (optional)').fill(values.address2);
  await page.getByLabel('Country').selectOption(values.countryCode);
  await page.getByLabel('City').fill(values.city);
  await page.getByLabel(/^(State|Province|State\/Province)$/).selectOption(values.stateCode);
  await postalCode(page).fill(values.postalCode);
  await page.getByLabel('Phone').fill(values.phone);
}

async function continueToBilling(page: Page) {
  await page.getByRole('button', { name: 'Continue to Billing' }).click();
}

/**
 * "Edit Address", then wait until the verification has gone and the form is the shopper's again: without
 * JavaScript the choice posts and the form comes back as a page; with it the dialog closes. fill() does
 * not wait for a modal (it checks the field, not what covers it): typed while the dialog was still open,
 * the text went wherever its focus trap and its focus return put it, e.g. after the old street ("100
 * Multiple Way3 Interaction Ave", an unknown street the sandbox verifies, so on to /billing). Returns
 * the form posts sent meanwhile.
 */
async function editAddress(page: Page): Promise<number> {
  let posts = 0;
  const counted = (request: Request) => {
    if (request.method() === 'POST') posts += 1;
  };
  page.on('request', counted);
  const edit = page.getByRole('button', { name: 'Edit Address' });
  await edit.click();
  await expect(edit).toBeHidden();
  page.off('request', counted);
  return posts;
}

/** A guest with a bar of chocolate in the bag, on /shipping. */
async function guestAtShipping(page: Page) {
  await addToBag(page, '10301', 1);
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { name: 'Shipping', level: 1 })).toBeVisible();
}

// The SDK's ESM entry cannot load in Node (see app/services/commerce-sdk.server.ts): its CommonJS one can.
const { helpers, ShopperCustomers, ShopperLogin } = createRequire(import.meta.url)(
  'commerce-sdk-isomorphic',
) as typeof import('commerce-sdk-isomorphic');

/** The sandbox's public client (sandbox/src/config.ts defaults), to give a fresh customer an address book. */
const sdkConfig = {
  fetch: globalThis.fetch as never,
  proxy: SANDBOX_URL,
  parameters: {
    clientId: 'sweetshop-public-client',
    organizationId: 'f_ecom_swet_001',
    shortCode: 'sandbox',
    siteId: 'sweet-shop',
  },
  throwOnBadResponse: true as const,
};

async function addSavedAddresses(
  account: { email: string; password: string },
  addresses: (Partial<Address> & { addressId: string; preferred?: boolean })[],
) {
  const tokens = await helpers.loginRegisteredUserB2C({
    slasClient: new ShopperLogin(sdkConfig),
    credentials: { username: account.email, password: account.password },
    parameters: { redirectURI: `${STOREFRONT_URL}/callback` },
  });
  const customers = new ShopperCustomers({ ...sdkConfig, headers: { authorization: `Bearer ${tokens.access_token}` } });
  for (const { addressId, preferred, ...address } of addresses) {
    const { companyName: _company, address2: _address2, ...fields } = { ...TEST_ADDRESS, ...address };
    await customers.createCustomerAddress({
      parameters: { customerId: tokens.customer_id },
      body: { addressId, preferred: Boolean(preferred), ...fields },
    });
  }
}

test.describe('checkout: shipping step', () => {
  test('a guest enters an e-mail and an address and goes on to billing; coming back shows them', async ({ page }) => {
    const email = uniqueEmail('ship');
    await guestAtShipping(page);
    await expect(page.getByRole('radio', { name: /Ground \(discounted\)/ })).toBeChecked();
    await fillAddress(page, {}, email);
    await continueToBilling(page);
    await expect(page).toHaveURL(/\/billing$/);

    await page.goto('/shipping');
    await expect(shippingEmail(page)).toHaveValue(email);
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(TEST_ADDRESS.address1);
    await expect(page.getByLabel('Phone')).toHaveValue('(415) 555-0100');
    await expect(page.getByRole('radio', { name: /Ground \(discounted\)/ })).toBeChecked();
  });

  test('verification: a ZIP correction offers "You Entered" and "Recommended"; Accept Change uses the recommended address', async ({
    page,
  }) => {
    await guestAtShipping(page);
    await fillAddress(
      page,
      { address1: '1 Main St', city: 'Beverly Hills', postalCode: '90000' },
      uniqueEmail('accept'),
    );
    await continueToBilling(page);
    // Its own page section without JavaScript, a dialog with it.
    const js = test.info().project.name === 'js';
    await expect(page.getByRole(js ? 'dialog' : 'region', { name: 'Verify Your Address' })).toBeVisible();
    if (!js) await expect(page.getByRole('button', { name: 'Continue to Billing' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'You Entered' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended' })).toBeVisible();
    await expect(page.getByText('Beverly Hills, CA 90210')).toBeVisible();
    await page.getByRole('button', { name: 'Accept Change' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await page.goto('/shipping');
    await expect(postalCode(page)).toHaveValue('90210');
  });

  test('verification: Keep as is saves the address as entered', async ({ page }) => {
    await guestAtShipping(page);
    await fillAddress(page, { address1: '1 Main St', city: 'Beverly Hills', postalCode: '90000' }, uniqueEmail('keep'));
    await continueToBilling(page);
    await page.getByRole('button', { name: 'Keep as is' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await page.goto('/shipping');
    await expect(postalCode(page)).toHaveValue('90000');
  });

  test('verification: no match offers Edit Address, which brings back the form as entered', async ({
    page,
    javaScriptEnabled,
  }) => {
    await guestAtShipping(page);
    await fillAddress(page, { address1: '999 Nowhere Lane' }, uniqueEmail('edit'));
    await continueToBilling(page);
    await expect(page.getByText('Sorry, we could not find a match to your address.')).toBeVisible();
    if (javaScriptEnabled) {
      // Dismissed, the dialog leaves the focus on the address it was about (the button that sent the form was
      // disabled while it was pending, so the focus had nowhere to go back to).
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByLabel('Address', { exact: true })).toBeFocused();
      await continueToBilling(page);
      await expect(page.getByText('Sorry, we could not find a match to your address.')).toBeVisible();
    }
    // With JavaScript the dialog just closes over the form, which still holds the address: no round trip.
    expect(await editAddress(page)).toBe(javaScriptEnabled ? 0 : 1);
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('999 Nowhere Lane');
    if (javaScriptEnabled) await expect(page.getByLabel('Address', { exact: true })).toBeFocused();
    await expect(page.getByLabel('City')).toHaveValue(TEST_ADDRESS.city);
    await page.getByLabel('Address', { exact: true }).fill(TEST_ADDRESS.address1);
    await continueToBilling(page);
    await expect(page).toHaveURL(/\/billing$/);
  });

  test('verification: no match, Keep as is goes on with the address as entered', async ({ page }) => {
    await guestAtShipping(page);
    await fillAddress(page, { address1: '999 Nowhere Lane' }, uniqueEmail('nomatch'));
    await continueToBilling(page);
    await expect(page.getByText('Sorry, we could not find a match to your address.')).toBeVisible();
    await page.getByRole('button', { name: 'Keep as is' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await page.goto('/shipping');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('999 Nowhere Lane');
  });

  test('verification: a partial street says so; multiple matches and interaction required say no match', async ({
    page,
  }) => {
    await guestAtShipping(page);
    await fillAddress(page, { address1: '1 Partial Street' }, uniqueEmail('partial'));
    await continueToBilling(page);
    await expect(
      page.getByText(
        "Sorry, we don't recognize your house or building number. To proceed, please enter your house or building number or use your address as entered.",
      ),
    ).toBeVisible();
    for (const address1 of ['100 Multiple Way', '3 Interaction Ave']) {
      await editAddress(page);
      await page.getByLabel('Address', { exact: true }).fill(address1);
      await continueToBilling(page);
      await expect(page.getByText('Sorry, we could not find a match to your address.')).toBeVisible();
    }
  });

  test('invalid phone, ZIP and Canadian postal code show the spec messages and keep the input', async ({ page }) => {
    await guestAtShipping(page);
    await fillAddress(page, { phone: '555-0100', postalCode: '9410' }, uniqueEmail('bad'));
    await continueToBilling(page);
    await expect(
      page.getByText('Invalid phone number. Should be 10 digits with optional extension.').last(),
    ).toBeVisible();
    await expect(page.getByText('Please enter a valid zip code.').last()).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveValue('555-0100');
    await expect(page).toHaveURL(/\/shipping$/);

    await fillAddress(page, {
      countryCode: 'CA',
      stateCode: 'ON',
      city: 'Toronto',
      postalCode: 'D5B 2H1',
      phone: '416 555 0199',
    });
    await continueToBilling(page);
    await expect(page.getByText('Please enter a valid zip code.').last()).toBeVisible();
    await expect(page.getByText('Invalid phone number. Should be 10 digits with optional extension.')).toHaveCount(0);
  });

  test('a PO box is detected: the notice shows and Standard replaces the Ground method the box cannot get', async ({
    page,
  }) => {
    await guestAtShipping(page);
    await fillAddress(page, { address1: 'PO Box 123' }, uniqueEmail('pobox'));
    await continueToBilling(page);
    await expect(page).toHaveURL(/\/billing$/);
    await page.goto('/shipping');
    await expect(page.getByText('We ship to PO boxes by Standard shipping only.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Ground \(discounted\)/ })).toHaveCount(0);
  });

  test('a gift message with special characters is refused with the spec message; letters and numbers are saved', async ({
    page,
  }) => {
    await guestAtShipping(page);
    await fillAddress(page, {}, uniqueEmail('gift'));
    await page.getByLabel('This is a gift').check();
    await page.getByLabel('Gift message (optional)').fill('Happy birthday!');
    await continueToBilling(page);
    await expect(
      page
        .getByText('Messages can only contain letters and numbers. Please remove any special characters to continue.')
        .last(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/shipping$/);
    await page.getByLabel('Gift message (optional)').fill('Happy birthday\nLove from Ann');
    await page.getByLabel('Instructions for the carrier (optional)').fill('Gate code #12, ring twice.');
    await continueToBilling(page);
    await expect(page).toHaveURL(/\/billing$/);
    await page.goto('/shipping');
    await expect(page.getByLabel('This is a gift')).toBeChecked();
    await expect(page.getByLabel('Gift message (optional)')).toHaveValue('Happy birthday\nLove from Ann');
    await expect(page.getByLabel('Instructions for the carrier (optional)')).toHaveValue('Gate code #12, ring twice.');
  });

  test('a registered customer picks a saved address (preferred first) and goes on to billing', async ({ page }) => {
    const account = await registerCustomer(page, 'saved');
    await addSavedAddresses(account, [
      { addressId: 'Home', preferred: true },
      { addressId: 'Grandma', firstName: 'Rose', address1: '1 Main St', city: 'Beverly Hills', postalCode: '90210' },
    ]);
    await signIn(page, account);
    await addToBag(page, '10301', 1);
    await page.goto('/shipping');
    await expect(shippingEmail(page)).toHaveCount(0);
    const saved = page.getByRole('radio', { name: /Home|Grandma/ });
    await expect(saved.first()).toHaveAccessibleName(/Home \(preferred\)/);
    await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
    await page.getByRole('radio', { name: /Grandma/ }).check();
    await continueToBilling(page);
    await expect(page).toHaveURL(/\/billing$/);
    await page.goto('/shipping');
    await expect(page.getByRole('radio', { name: /Grandma/ })).toBeChecked();
  });

  test('a registered customer without saved addresses enters a new one', async ({ page }) => {
    const account = await registerCustomer(page, 'newaddr');
    await signIn(page, account);
    await addToBag(page, '10301', 1);
    await page.goto('/shipping');
    await fillAddress(page, {});
    await continueToBilling(page);
    await expect(page).toHaveURL(/\/billing$/);
  });

  test('signing in at checkout merges the guest bag and stays on /shipping; a wrong password says so', async ({
    page,
  }) => {
    const account = await registerCustomer(page, 'merge');
    await guestAtShipping(page);
    await page.getByText('Have an account? Sign in with a password at checkout').click();
    const signInForm = page.locator('form', { has: page.getByRole('button', { name: 'Sign In' }) });
    await signInForm.getByLabel('Email').fill(account.email);
    await signInForm.getByLabel('Password').fill('Wrong!Pass9');
    await signInForm.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('The email or password you entered is incorrect. Please try again.')).toBeVisible();

    await signInForm.getByLabel('Email').fill(account.email);
    await signInForm.getByLabel('Password').fill(account.password);
    await signInForm.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/shipping$/);
    await expect(page.getByText('Have an account? Sign in with a password at checkout')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    expect(await bagCount(page)).toBe('1');
  });

  test('the shared helper posts the step in one request (the default method for the address)', async ({ page }) => {
    await addToBag(page, '10301', 1);
    await submitShipping(page, { shippingMethodId: 'OVERNIGHT' });
    await page.goto('/shipping');
    await expect(page.getByRole('radio', { name: /^Overnight/ })).toBeChecked();
    await addToBag(page, '10301', 1);
    await submitShipping(page, { address1: 'PO Box 9', shippingMethodId: 'OVERNIGHT' });
    await page.goto('/shipping');
    await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  });

  test('a form rendered for another customer sends the shopper back to the bag', async ({ page }) => {
    await guestAtShipping(page);
    const response = await page.request.post('/shipping', {
      form: { intent: 'shipping', checkoutCustomer: 'someone-else', email: uniqueEmail('x'), ...TEST_ADDRESS },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/\/cart$/);
  });
});
