/**
 * reCAPTCHA Enterprise on the public forms (content spec §5, §8), at the HTTP level. The test server turns it on for the
 * volume-savings site only (RECAPTCHA_ENABLED_SITES in playwright.config.ts), reached through X-Forwarded-Host as the
 * test runner's HTTP client cannot resolve *.localhost; the main shop keeps it off.
 */
import type { APIRequestContext } from '@playwright/test';
import { RECAPTCHA_TEST_TOKENS } from '../../sandbox/src/recaptcha/routes.ts';
import { STOREFRONT_PORT } from './env.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

const VOLUME_SAVINGS = { 'x-forwarded-host': `volume-savings.localhost:${STOREFRONT_PORT}` };
const NETWORK = 'ReCAPTCHA experienced a network problem. Please try again.';
const EXPIRED = 'ReCAPTCHA token expired. Please try again.';

const contact = (email: string, token?: string) => ({
  name__confirm: '',
  firstName: 'Ava',
  lastName: 'Sweet',
  email,
  description: 'Do you ship to Hawaii?',
  ...(token === undefined ? {} : { recaptchaToken: token }),
});

/** Posts the contact form on volume-savings; a refusal comes back to the form with the message shown there. */
async function post(request: APIRequestContext, form: Record<string, string>) {
  const response = await request.post('/contact-us', { form, headers: VOLUME_SAVINGS, maxRedirects: 0 });
  const location = response.headers()['location'] ?? '';
  const page = location ? await (await request.get(location, { headers: VOLUME_SAVINGS })).text() : '';
  return { status: response.status(), location, page };
}

test('off by default: the main shop renders no token field and allows no reCAPTCHA script', async ({ page }) => {
  const response = await page.request.get('/contact-us');
  expect(await response.text()).not.toContain('name="recaptchaToken"');
  expect(response.headers()['content-security-policy']).not.toContain('google.com');
});

test('on for a site: the token field, the no-JS message, the script origin; the token is required and verified', async ({
  page,
}) => {
  const form = await page.request.get('/contact-us', { headers: VOLUME_SAVINGS });
  const html = await form.text();
  expect(html).toContain('name="recaptchaToken"');
  expect(html).toContain(NETWORK);
  expect(form.headers()['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-[^']+' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com;/,
  );

  const noToken = await post(page.request, contact(uniqueEmail('captcha-none')));
  expect(noToken.location).toBe('/contact-us');
  expect(noToken.page).toContain(NETWORK);
  const expired = await post(page.request, contact(uniqueEmail('captcha-expired'), RECAPTCHA_TEST_TOKENS.expired));
  expect(expired.page).toContain(EXPIRED);
  const lowScore = await post(page.request, contact(uniqueEmail('captcha-low'), RECAPTCHA_TEST_TOKENS.lowScore));
  expect(lowScore.page).toContain(NETWORK);

  const passed = await post(page.request, contact(uniqueEmail('captcha-ok'), 'a-widget-token'));
  expect(passed.location).toBe('/contact-us?submit=true');
  expect(passed.page).toContain('Thanks for contacting us!');
});
