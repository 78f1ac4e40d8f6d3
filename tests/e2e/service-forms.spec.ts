/**
 * The service forms (content-and-forms §2–§9): contact, the Sweet List and the gift-card balance.
 * Plain posts are tested at the HTTP level (the same for both projects); one browser test per form
 * fills it in with JavaScript off and on.
 */
import type { Page } from '@playwright/test';
import { RATE_LIMITS } from '../../app/models/rate-limit-constants.ts';
import { SANDBOX_HEADERS, SANDBOX_URL } from './env.ts';
import { expect, hydrated, latestMail, test, uniqueEmail } from './fixtures.ts';

const HONEYPOT = { name__confirm: '' };

interface Submission {
  kind: string;
  data: Record<string, unknown>;
}

/** The sandbox's stored submissions of a kind for an address (newest first). */
async function submissions(kind: string, email: string): Promise<Submission[]> {
  const url = new URL('/__sandbox/submissions', SANDBOX_URL);
  url.searchParams.set('kind', kind);
  url.searchParams.set('email', email);
  const response = await fetch(url, { headers: SANDBOX_HEADERS });
  return ((await response.json()) as { data: Submission[] }).data;
}

const httpOnly = () => test.skip(test.info().project.name === 'js', 'HTTP-level: same for both');

/** The form-level and field errors of a page, as text. */
async function errorsOf(html: string): Promise<string> {
  return html.replace(/<[^>]+>/g, ' ');
}

test.describe('contact us (/contact-us)', () => {
  test('plain posts: field errors, the honeypot, then the thank-you, the stored case and the guest e-mail kept', async ({
    page,
  }) => {
    httpOnly();
    const email = uniqueEmail('contact');
    const invalid = await page.request.post('/contact-us', {
      form: { ...HONEYPOT, firstName: '', lastName: 'Sweet', email: 'ava@', phone: '555', description: '' },
    });
    expect(invalid.status()).toBe(400);
    const text = await errorsOf(await invalid.text());
    expect(text).toContain('This field is required.');
    expect(text).toContain('Please enter a valid email address.');
    expect(text).toContain('Please enter a valid phone number.');

    const bot = await page.request.post('/contact-us', {
      form: { name__confirm: 'I am a bot', firstName: 'Ava', lastName: 'Sweet', email, description: 'Spam' },
    });
    expect(bot.status()).toBe(400);
    const withoutTrap = await page.request.post('/contact-us', {
      form: { firstName: 'Ava', lastName: 'Sweet', email, description: 'Spam' },
    });
    expect(withoutTrap.status()).toBe(400);
    // A post missing fields (the trap among them) answers the form with its field errors, not an error page.
    const missing = await page.request.post('/contact-us', { form: { firstName: 'Ava' } });
    expect(missing.status()).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('<h1 id="contact-us-title">Contact Us</h1>');
    expect(missingHtml).toMatch(/<form[^>]*action="\/contact-us"/);
    expect(missingHtml).not.toContain('This page doesn’t exist');
    expect(await errorsOf(missingHtml)).toContain('This field is required.');
    expect(missingHtml).toMatch(/name="firstName"[^>]*value="Ava"|value="Ava"[^>]*name="firstName"/);
    expect(await submissions('contact', email)).toHaveLength(0);

    const sent = await page.request.post('/contact-us', {
      form: {
        ...HONEYPOT,
        firstName: 'Ava',
        lastName: 'Sweet',
        email,
        phone: '(415) 555-0100',
        orderNumber: '00090001',
        type: 'Order Status',
        description: 'Where is my fudge?',
      },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
    expect(sent.headers()['location']).toBe('/contact-us?submit=true');
    const thanks = await (await page.request.get('/contact-us?submit=true')).text();
    expect(thanks).toContain('Thanks for contacting us!');
    expect(thanks).toContain('within two business days');

    const [stored] = await submissions('contact', email);
    expect(stored?.data).toMatchObject({
      type: 'Order Status',
      phone: '4155550100',
      orderNumber: '00090001',
      priority: 'Medium',
      status: 'Open',
    });
    expect((await latestMail(email, 'contact-confirmation')).subject).toContain('Thanks for contacting us!');
    // Content spec §6: the guest's e-mail fills in later forms.
    expect(await (await page.request.get('/emailsignup')).text()).toContain(`value="${email}"`);
  });

  test('filled in and sent in the browser', async ({ page }) => {
    const email = uniqueEmail('contact-ui');
    await page.goto('/contact-us');
    await page.getByLabel('First Name').fill('Ava');
    await page.getByLabel('Last Name').fill('Sweet');
    await page.getByLabel('Email').fill(email);
    await expect(page.getByLabel('Type')).toHaveValue('General Information');
    await page.getByLabel('Comment').fill('Do you ship to Hawaii?');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Thanks for contacting us!')).toBeVisible();
    await expect(page).toHaveURL(/\/contact-us\?submit=true$/);
    expect((await submissions('contact', email))[0]?.data).toMatchObject({
      type: 'General Information',
      description: 'Do you ship to Hawaii?',
    });
  });
});

test.describe('the Sweet List (/emailsignup)', () => {
  const signup = (email: string) => ({
    ...HONEYPOT,
    email,
    firstName: 'Ava',
    lastName: 'Sweet',
    zipCode: '94105',
    birthDay: '02/29/1996',
  });

  test('plain posts: the preference and birthday rules, then the lists pipe-joined and the phone stripped', async ({
    page,
  }) => {
    httpOnly();
    const email = uniqueEmail('signup');
    const none = await page.request.post('/emailsignup', {
      form: { ...signup(email), birthDay: '02/30/1996', phoneNumber: '1'.repeat(26) },
    });
    expect(none.status()).toBe(400);
    const text = await errorsOf(await none.text());
    expect(text).toContain('At least one option must be selected');
    expect(text).toContain('Please enter a valid birthday');
    expect(text).toContain('Phone number should be up to 25 characters including non-numeric characters');

    const done = await page.request.post('/emailsignup', {
      form: {
        ...signup(email),
        phoneNumber: '(415) 555-0100 ext 7',
        fundraisingPrograms: 'on',
        corporateGiftsAndEvents: 'on',
      },
    });
    expect(done.status()).toBe(200);
    const html = await done.text();
    expect(html).toContain('Thanks for joining The Sweet List!');
    expect(html).toContain('Continue Shopping');
    expect((await submissions('newsletter', email))[0]?.data).toMatchObject({
      subscribelist: 'fundraising|businessgifts',
      phone: '4155550100ext7',
      birthday: '02/29/1996',
    });
    expect((await latestMail(email, 'newsletter-welcome')).subject).toBe('Welcome to The Sweet List');
  });

  test('filled in and sent in the browser (the footer leads here)', async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail('signup-ui');
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'SIGN UP', exact: true }).click();
    await expect(page).toHaveURL(/\/emailsignup$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First Name').fill('Ava');
    await page.getByLabel('Last Name').fill('Sweet');
    await page.getByLabel('Zip Code').fill('94105');
    const birthday = page.getByLabel('Birthday');
    if (javaScriptEnabled) {
      // Spec §5: the slashes come as the digits are typed; submit waits for a preference.
      await birthday.pressSequentially('07041990');
      await expect(birthday).toHaveValue('07/04/1990');
      await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    } else {
      await birthday.fill('07/04/1990');
    }
    await page.getByLabel('Offers, Promotions & Updates').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Thanks for joining The Sweet List!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    expect((await submissions('newsletter', email))[0]?.data).toMatchObject({ subscribelist: 'offersupdates' });
  });
});

test.describe('gift-card balance (/gift-card-balance)', () => {
  const check = (page: Page, giftCardNumber: string, securityCode: string) =>
    page.request.post('/gift-card-balance', { form: { ...HONEYPOT, giftCardNumber, securityCode } });

  test('plain posts: the rules, the server message and the per-card limit', async ({ page }) => {
    httpOnly();
    const invalid = await check(page, '7777', '12');
    expect(invalid.status()).toBe(400);
    const text = await errorsOf(await invalid.text());
    expect(text).toContain('Please enter a gift card number');
    expect(text).toContain('Please enter a valid security code');

    // A card of its own, so the per-card limit starts empty: the sandbox knows no such card.
    const unknown = `7777${String(Date.now()).slice(-12)}999`;
    const [perCard] = RATE_LIMITS.giftCardBalance.rules;
    for (let i = 0; i < perCard.limit; i++) {
      const refused = await check(page, unknown, '1234');
      expect(refused.status(), `check ${i + 1}`).toBe(200);
      expect(await refused.text()).toContain('The gift card number or security code is incorrect.');
    }
    const limited = await check(page, unknown, '1234');
    expect(limited.status()).toBe(429);
    expect(await limited.text()).toMatch(/Too many attempts/);

    const balance = await check(page, '7777 0000 0000 0025 001', '1225');
    expect(await balance.text()).toContain('Your gift card balance is $25.00.');
  });

  test('checked in the browser: the balance shows and the fields are cleared', async ({ page }) => {
    await page.goto('/gift-card-balance');
    await page.getByLabel('Gift Card Number').fill('7777000000000025001');
    await page.getByLabel('Security Code').fill('1225');
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await expect(page.getByTestId('gift-card-balance-answer')).toContainText('Your gift card balance is $25.00.');
    await expect(page.getByLabel('Gift Card Number')).toHaveValue('');
    await expect(page.getByLabel('Security Code')).toHaveValue('');
  });
});

test.describe('catalog request (/catalog-request) and Find a Concierge', () => {
  const person = (email: string) => ({
    ...HONEYPOT,
    firstName: 'Ava',
    lastName: 'Sweet',
    email,
    phone: '(415) 555-0100',
    countryCode: 'US',
    marketingOptIn: 'on',
  });

  test('plain posts: the rules, the address confirmation step, the digital catalog link', async ({ page }) => {
    httpOnly();
    const email = uniqueEmail('catalog');
    const invalid = await page.request.post('/catalog-request', {
      form: { ...HONEYPOT, kind: 'postal', countryCode: 'US', firstName: 'Ava', phone: '12', postalCode: '1' },
    });
    expect(invalid.status()).toBe(400);
    const text = await errorsOf(await invalid.text());
    expect(text).toContain('Please select a state.');
    expect(text).toContain('Invalid phone number. Should be 10 digits with optional extension.');
    expect(text).toContain('Please enter a valid zip code.');

    const address = { address1: '1 Main St', city: 'Beverly Hills', stateCode: 'CA', postalCode: '90000' };
    const step = await (
      await page.request.post('/catalog-request', { form: { ...person(email), kind: 'postal', ...address } })
    ).text();
    expect(await errorsOf(step)).toMatch(
      /Confirm Your Address[\s\S]*You Entered[\s\S]*90000[\s\S]*Suggested[\s\S]*90210/,
    );
    expect(await submissions('marketing-lead', email)).toHaveLength(0);
    const kept = await page.request.post('/catalog-request', {
      form: { ...person(email), kind: 'postal', ...address, postalCode: '90210', verify: 'keep' },
    });
    expect(await kept.text()).toContain('Your free catalog subscription is confirmed');
    expect((await submissions('marketing-lead', email))[0]?.data).toMatchObject({
      reason: 'PostalCatalog',
      postalCode: '90210',
      consent: false,
      subscribelist: 'offersupdates',
    });

    const digital = await (
      await page.request.post('/catalog-request', { form: { ...person(email), kind: 'digital', postalCode: '94105' } })
    ).text();
    expect(digital).toMatch(/href="[^"]+\/catalogs\/sweet-shop-digital-catalog\.pdf"[^>]*>Download PDF/);
    expect((await submissions('marketing-lead', email))[0]?.data).toMatchObject({
      reason: 'DigitalDownload',
      address1: '',
    });
  });

  test('a US address with a suggestion: the confirmation (dialog with JavaScript), then the suggestion sent', async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail('catalog-ui');
    await page.goto('/catalog-request');
    await page.getByLabel('First Name').fill('Ava');
    await page.getByLabel('Last Name').fill('Sweet');
    await page.getByLabel('Address', { exact: true }).fill('1 Main St');
    await page.getByLabel('City').fill('Beverly Hills');
    await page.getByLabel('State').selectOption('CA');
    await page.getByLabel('Zip Code').fill('90000');
    await page.getByLabel('Phone').fill('415 555 0100');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Subscribe for Free' }).click();
    if (javaScriptEnabled) {
      // Dismissed, the dialog leaves the focus on the address it was about; sent again, it asks again.
      await expect(page.getByTestId('catalog-address-dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('catalog-address-dialog')).toHaveCount(0);
      await expect(page.getByLabel('Address', { exact: true })).toBeFocused();
      await page.getByRole('button', { name: 'Subscribe for Free' }).click();
    }
    await page.getByRole('button', { name: 'Use Suggested Address' }).click();
    await expect(page.getByTestId('catalog-request-done')).toContainText('Your free catalog subscription is confirmed');
    expect((await submissions('marketing-lead', email))[0]?.data).toMatchObject({
      postalCode: '90210',
      city: 'Beverly Hills',
    });
  });

  test('the catalog request page’s "Download a Digital Catalog" sheet: opens, sends, closes on Escape (a link to the page without JavaScript)', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'the page behind the link is tested by the plain posts above');
    const email = uniqueEmail('catalog-sheet');
    await page.goto('/catalog-request');
    const opener = page.getByRole('main').getByRole('link', { name: 'Download a Digital Catalog' });
    await expect(opener).toHaveAttribute('href', '/catalog-request?type=digital');
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Download a Digital Catalog' });
    await sheet.getByLabel('First Name').fill('Ava');
    await sheet.getByLabel('Last Name').fill('Sweet');
    await sheet.getByLabel('Zip Code').fill('94105');
    await sheet.getByLabel('Phone').fill('415 555 0100');
    await sheet.getByLabel('Email', { exact: true }).fill(email);
    await sheet.getByRole('button', { name: 'Get the Digital Catalog' }).click();
    await expect(sheet.getByTestId('catalog-request-done')).toContainText('Your digital catalog is ready to download');
    await expect(sheet.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      /\/catalogs\/sweet-shop-digital-catalog\.pdf$/,
    );
    await expect(page).toHaveURL(/\/catalog-request$/);
    expect((await submissions('marketing-lead', email))[0]?.data).toMatchObject({ reason: 'DigitalDownload' });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('Find a Concierge: a sheet with JavaScript, a page without', async ({ page, javaScriptEnabled }) => {
    await page.goto('/catalog-request');
    await page.getByRole('link', { name: 'Find a Concierge' }).click();
    const sheet = page.getByRole('dialog', { name: 'Find a Concierge' });
    if (javaScriptEnabled) await expect(sheet).toBeVisible();
    else await expect(page).toHaveURL(/\/find-a-concierge$/);
    const within = javaScriptEnabled ? sheet : page.getByRole('main');
    await within.getByLabel('Zip Code').fill('99999');
    await within.getByRole('button', { name: 'Find My Concierge' }).click();
    await expect(page.getByTestId('concierge-answer')).toContainText('We don’t have a concierge for this area yet.');
    await within.getByLabel('Zip Code').fill('90210');
    await within.getByRole('button', { name: 'Find My Concierge' }).click();
    await expect(page.getByTestId('concierge-answer')).toContainText('Margaret Ellison');
    await expect(
      page.getByTestId('concierge-answer').getByRole('link', { name: 'margaret.ellison@sweetshop.example' }),
    ).toBeVisible();
  });
});

test.describe('campaign and sweepstakes pages (/campaign/{id})', () => {
  const entry = (email: string) => ({
    ...HONEYPOT,
    firstName: 'Ava',
    lastName: 'Sweet',
    email,
    phone: '(415) 555-0100',
    address1: '415 Mission St',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    countryCode: 'US',
  });

  test('plain posts: each kind’s opt-in and terms messages, the entry stored, maxAllowed per e-mail', async ({
    page,
  }) => {
    httpOnly();
    const email = uniqueEmail('campaign');
    const sweepstakes = await errorsOf(
      await (await page.request.post('/campaign/campaign-holiday-sweepstakes', { form: entry(email) })).text(),
    );
    expect(sweepstakes).toContain('*Opt-in is required to enter sweepstakes.');
    expect(sweepstakes).toContain('*Please confirm agreement.');
    const plain = await errorsOf(
      await (await page.request.post('/campaign/campaign-spring-tasting', { form: entry(email) })).text(),
    );
    expect(plain).toContain('At least one option must be selected');
    expect(plain).toContain('Please confirm agreement');

    const entered = await page.request.post('/campaign/campaign-spring-tasting', {
      form: { ...entry(email), fundraisingPrograms: 'on', agreeToTerms: 'on' },
    });
    expect(await entered.text()).toContain('You’re on the list!');
    expect((await submissions('campaign-entry', email))[0]?.data).toMatchObject({
      eventId: 'spring-tasting-2027',
      eventPhase: '1',
      maxAllowed: 1,
      fundraisingPrograms: true,
    });
    // maxAllowed is 1 for this campaign: a second entry is refused with the server's message.
    const again = await page.request.post('/campaign/campaign-spring-tasting', {
      form: { ...entry(email), fundraisingPrograms: 'on', agreeToTerms: 'on' },
    });
    expect(again.status()).toBe(400);
    expect(await again.text()).toContain('has already entered this campaign the maximum number of times (1)');
    expect(await submissions('campaign-entry', email)).toHaveLength(1);
    expect((await page.request.get('/campaign/no-such-campaign')).status()).toBe(404);
  });

  test('the sweepstakes entered in the browser, the newsletter opt-in ticked from the start', async ({ page }) => {
    const email = uniqueEmail('sweeps-ui');
    await page.goto('/campaign/campaign-holiday-sweepstakes');
    const values = entry(email);
    await page.getByLabel('First Name').fill(values.firstName);
    await page.getByLabel('Last Name').fill(values.lastName);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone').fill(values.phone);
    await page.getByLabel('Street Address').fill(values.address1);
    await page.getByLabel('City').fill(values.city);
    await page.getByLabel('State').selectOption('CA');
    await page.getByLabel('Zip Code').fill(values.postalCode);
    await expect(page.getByLabel(/sign me up for The Sweet List/)).toBeChecked();
    await page.getByLabel(/over 18 years of age/).check();
    await page.getByRole('button', { name: 'Enter Now' }).click();
    await expect(page.getByTestId('campaign-done')).toContainText('You’re entered!');
    expect((await submissions('campaign-entry', email))[0]?.data).toMatchObject({
      eventId: 'holiday-sweepstakes-2026',
      sweepstakes: true,
      offersPromotionsUpdates: true,
    });
  });
});

test.describe('inside a content page (placeholder blocks)', () => {
  const PAGE = '/help/customer-service';

  /**
   * The page's forms load as a chunk of their own once the page hydrates (`splitComponent`): until it is in, a click
   * posts the form as without JavaScript, and the test once ran ahead of it. With JavaScript the network has gone quiet
   * and the browser idle first.
   */
  async function openPage(page: Page, javaScriptEnabled: boolean): Promise<void> {
    await page.goto(PAGE);
    if (!javaScriptEnabled) return;
    await page.waitForLoadState('networkidle');
    await hydrated(page);
  }

  test('each form renders server-side with its constraints, posting to its own route; the page stays publicly cacheable', async ({
    page,
  }) => {
    httpOnly();
    const response = await page.request.get(PAGE);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('public');
    const html = await response.text();
    for (const action of ['/contact-us', '/emailsignup', '/gift-card-balance', '/catalog-request'])
      expect.soft(html).toContain(`action="${action}"`);
    expect(html).toContain('name="name__confirm"');
    expect(html).toMatch(/data-placeholder="contact-us-form"[^]*?id="contact-us"[^]*?required=""/);
    expect(html).toMatch(/data-placeholder="find-a-shop-accordion"[^]*?<details/);
    // The sales tools page embeds the materials, the campaign block its campaign's form.
    expect(await (await page.request.get('/sales-tools')).text()).toContain('Limit of 2 per order');
    expect(await (await page.request.get('/content-blocks/campaign-placeholder')).text()).toMatch(
      /action="\/campaign\/campaign-holiday-sweepstakes"[^]*?name="agreeToTerms"/,
    );
  });

  test('the contact form sent from a content page lands on the thank-you; a balance checked there shows', async ({
    page,
    javaScriptEnabled,
  }) => {
    await openPage(page, javaScriptEnabled !== false);
    const balance = page.locator('[data-placeholder="gift-card-balance-form"]');
    await balance.getByLabel('Gift Card Number').fill('7777000000000025001');
    await balance.getByLabel('Security Code').fill('1225');
    await balance.getByRole('button', { name: 'Check Balance' }).click();
    await expect(page.getByText(/Your gift card balance is \$/)).toBeVisible();
    // With JavaScript the answer shows in place; without, on the form's own page.
    await expect(page).toHaveURL(javaScriptEnabled ? /\/help\/customer-service$/ : /\/gift-card-balance$/);

    await openPage(page, javaScriptEnabled !== false);
    const email = uniqueEmail(`contact-embedded-${javaScriptEnabled ? 'js' : 'nojs'}`);
    const contact = page.locator('[data-placeholder="contact-us-form"]');
    await contact.getByLabel('First Name').fill('Ava');
    await contact.getByLabel('Last Name').fill('Sweet');
    await contact.getByLabel('Email').fill(email);
    await contact.getByLabel('Comment').fill('Sent from the help page.');
    await contact.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Thanks for contacting us!')).toBeVisible();
    await expect(page).toHaveURL(/\/contact-us\?submit=true$/);
    expect((await submissions('contact', email))[0]?.data).toMatchObject({
      description: 'Sent from the help page.',
      priority: 'Medium',
      status: 'Open',
    });
  });
});
