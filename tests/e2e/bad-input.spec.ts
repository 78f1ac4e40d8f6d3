/**
 * Bad input to every action: missing fields, wrong types, oversized values, unknown intents, unicode,
 * markup, repeated fields, and bodies that are not forms at all. Each answers with a 4xx and a clear
 * message (a re-rendered form, the error page or a plain-text refusal) or a Post/Redirect/Get to a
 * page of the site — never a 5xx — and the shopper's bag is unchanged afterwards (the header's count, as the server
 * renders it). The posts are HTTP-level, so each action's round runs in the no-JS project only.
 */
import type { APIResponse, Page } from '@playwright/test';
import { FORM_POST_MESSAGES } from '../../app/models/form-post.ts';
import { ACCOUNT_MESSAGES } from '../../app/models/account-messages.ts';
import { BAG_MESSAGES } from '../../app/models/bag-messages.ts';
import { CATALOG_MESSAGES } from '../../app/models/catalog-messages.ts';
import { CHECKOUT_MESSAGES } from '../../app/models/checkout-messages.ts';
import { MESSAGES } from '../../app/models/messages.ts';
import { SERVICE_MESSAGES } from '../../app/models/service-messages.ts';
import { expect, test } from './fixtures.ts';
import { addToBag, bagCount, landing } from './http-helpers.ts';
import { STOREFRONT_URL } from './env.ts';

/**
 * Every action and the fields its form has. Checkout forms carry the key of the customer they were
 * shown to (without it they only redirect to the bag), so those bodies get the real key too.
 */
const ACTIONS: Array<{ path: string; fields: string[]; customerKey?: true }> = [
  { path: '/login', fields: ['email', 'password', 'redirectTo'] },
  { path: '/register', fields: ['firstName', 'lastName', 'email', 'password', 'redirectTo'] },
  { path: '/reset-password', fields: ['email'] },
  { path: '/new-password-form', fields: ['token', 'email', 'password', 'confirmPassword'] },
  { path: '/account-confirmation', fields: ['email'] },
  { path: '/consent', fields: ['redirectTo'] },
  { path: '/locale', fields: ['locale', 'redirectTo'] },
  { path: '/lite-mode', fields: ['mode', 'redirectTo'] },
  { path: '/pickup', fields: ['storeId', 'pid', 'zip', 'range', 'redirectTo', 'confirm'] },
  {
    path: '/recipients',
    fields: [
      'intent',
      'firstName',
      'lastName',
      'address1',
      'city',
      'stateCode',
      'postalCode',
      'countryCode',
      'shipmentId',
      'shipmentIds',
    ],
  },
  { path: '/cart/add-to-shipments', fields: ['pid', 'quantity', 'shipmentIds', 'redirectTo'] },
  { path: '/logout', fields: [] },
  { path: '/cart/add', fields: ['pid', 'quantity', 'redirectTo', 'response'] },
  { path: '/back-in-stock', fields: ['pid', 'email', 'redirectTo', 'response'] },
  { path: '/cart', fields: ['intent', 'itemId', 'quantity', 'code', 'couponItemId', 'response'] },
  { path: '/products/10301', fields: ['itemId', 'pid', 'quantity'] },
  {
    path: '/shipping',
    fields: [
      'intent',
      'email',
      'password',
      'firstName',
      'lastName',
      'companyName',
      'address1',
      'address2',
      'city',
      'stateCode',
      'postalCode',
      'countryCode',
      'phone',
      'savedAddressId',
      'shippingMethodId',
      'isGift',
      'giftMessage',
      'deliveryInstructions',
      'verify',
    ],
    customerKey: true,
  },
  {
    path: '/billing',
    fields: [
      'intent',
      'giftCardNumber',
      'giftCardPin',
      'paymentInstrumentId',
      'paymentMethod',
      'cardNumber',
      'cardHolder',
      'expiry',
      'securityCode',
      'savedCardId',
      'billingSameAsShipping',
      'firstName',
      'lastName',
      'address1',
      'city',
      'stateCode',
      'postalCode',
      'countryCode',
      'phone',
    ],
    customerKey: true,
  },
  { path: '/revieworder', fields: ['intent', 'reviewDigest'], customerKey: true },
  { path: '/order-confirmation', fields: ['intent', 'password', 'confirmPassword'] },
  { path: '/track-order', fields: ['orderNo', 'email'] },
  { path: '/reorder', fields: ['orderNo'] },
  {
    path: '/addressbook',
    fields: [
      'intent',
      'firstName',
      'lastName',
      'companyName',
      'address1',
      'address2',
      'city',
      'stateCode',
      'postalCode',
      'countryCode',
      'phone',
      'addressId',
      'preferred',
      'verify',
    ],
  },
  {
    path: '/wallet',
    fields: [
      'intent',
      'cardNumber',
      'cardHolder',
      'expirationMonth',
      'expirationYear',
      'securityCode',
      'makeDefault',
      'paymentInstrumentId',
    ],
  },
  {
    path: '/profile',
    fields: [
      'intent',
      'firstName',
      'lastName',
      'email',
      'phone',
      'birthday',
      'companyName',
      'currentPassword',
      'password',
    ],
  },
  { path: '/preferences', fields: ['offersupdates', 'fundraising', 'businessgifts'] },
  { path: '/wishlist', fields: ['intent', 'itemId', 'quantity'] },
  { path: '/wishlist/heart', fields: ['intent', 'productId', 'color', 'redirectTo', 'response'] },
  { path: '/subscriptions', fields: ['intent', 'subscriptionId', 'frequency'] },
  { path: '/repeat-delivery', fields: ['pid', 'intent', 'frequency', 'redirectTo', 'response'] },
  {
    path: '/e-gift-cards',
    fields: [
      'design',
      'amount',
      'customAmount',
      'recipientName',
      'recipientEmail',
      'senderName',
      'message',
      'deliveryDate',
    ],
  },
  { path: '/billing/apple-pay/session', fields: ['checkoutCustomer'] },
  { path: '/billing/apple-pay/payment', fields: ['checkoutCustomer', 'token', 'total'] },
  { path: '/build-a-box/base', fields: ['box', 'variant'] },
  { path: '/build-a-box/select-item', fields: ['box', 'category'] },
  { path: '/build-a-box/select-candies', fields: ['box', 'pid'] },
  { path: '/build-a-box/set-quantities', fields: ['box', 'pid', 'intent', 'qty'] },
  { path: '/build-a-box/review-box', fields: ['box'] },
  { path: '/lollipops/build-a-box/base', fields: ['box', 'variant'] },
  {
    path: '/contact-us',
    fields: ['firstName', 'lastName', 'email', 'phone', 'orderNumber', 'type', 'description', 'name__confirm'],
  },
  {
    path: '/emailsignup',
    fields: [
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
      'zipCode',
      'birthDay',
      'offersPromotionsUpdates',
      'fundraisingPrograms',
      'corporateGiftsAndEvents',
      'name__confirm',
    ],
  },
  { path: '/gift-card-balance', fields: ['giftCardNumber', 'securityCode', 'name__confirm'] },
  {
    path: '/catalog-request',
    fields: [
      'kind',
      'companyName',
      'organizationType',
      'firstName',
      'lastName',
      'email',
      'countryCode',
      'address1',
      'address2',
      'city',
      'stateCode',
      'postalCode',
      'phone',
      'phoneExt',
      'marketingOptIn',
      'verify',
      'name__confirm',
    ],
  },
  { path: '/find-a-concierge', fields: ['postalCode', 'name__confirm'] },
  {
    path: '/campaign/campaign-holiday-sweepstakes',
    fields: [
      'firstName',
      'lastName',
      'email',
      'birthdate',
      'phone',
      'address1',
      'city',
      'state',
      'countryCode',
      'postalCode',
      'offersPromotionsUpdates',
      'agreeToTerms',
      'name__confirm',
    ],
  },
];

const MARKUP = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const HUNDRED_KB = 'a'.repeat(100 * 1024);
const UNICODE = [
  'Ünïcödé@exämple.com',
  '名前',
  '😀🍫🍭',
  '\u202Egnp.exe',
  'Z̴̡̛a̶͓l̷g̵o',
  '\u0000',
  '\uFEFF',
  'ß'.repeat(60),
  '١٢٣',
];

type Body =
  | { label: string; form: Record<string, string> }
  | { label: string; raw: string; contentType?: string }
  | { label: string; multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> };

function badBodies(fields: string[]): Body[] {
  const every = (value: string) => Object.fromEntries(fields.map((field) => [field, value]));
  const repeated = fields.flatMap((field) => [`${field}=a%40example.com`, `${field}=%3Cb%3E`]).join('&') || 'x=1&x=2';
  return [
    { label: 'no fields at all', form: {} },
    { label: 'empty fields', form: every('') },
    { label: 'an unknown intent', form: { ...every(''), intent: 'drop-all-tables' } },
    { label: 'an unknown intent with numbers for every field', form: { ...every('12345'), intent: '__proto__' } },
    { label: 'wrong types: numbers and booleans as text', form: { ...every('true'), quantity: '-1e309', pid: '0x1F' } },
    { label: 'whitespace only', form: every(' \t\r\n ') },
    { label: 'oversized values (100 KB each)', form: every(HUNDRED_KB) },
    { label: 'markup', form: every(MARKUP) },
    ...UNICODE.map((value) => ({ label: `unicode ${JSON.stringify(value.slice(0, 8))}`, form: every(value) })),
    { label: 'every field twice (field=a&field=b)', raw: repeated },
    {
      label: 'array and object notation',
      raw: fields.map((field) => `${field}[]=a&${field}[x]=b`).join('&') || 'a[]=1',
    },
    { label: 'a broken percent-encoding', raw: fields.map((field) => `${field}=%E0%A4%A`).join('&') || 'x=%' },
    {
      label: 'a file where text belongs',
      multipart: Object.fromEntries(
        fields.map((field) => [field, { name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]),
      ),
    },
    {
      label: 'a JSON body instead of a form',
      raw: JSON.stringify(every('a@example.com')),
      contentType: 'application/json',
    },
    { label: 'a text/plain body', raw: 'email=a@example.com', contentType: 'text/plain' },
    {
      label: 'an XML body',
      raw: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      contentType: 'application/xml',
    },
    { label: 'an empty body without a type', raw: '', contentType: '' },
    { label: 'a broken multipart body', raw: '--nope\r\ngarbage', contentType: 'multipart/form-data; boundary=xyz' },
  ];
}

async function send(page: Page, path: string, body: Body): Promise<APIResponse> {
  const options = { maxRedirects: 0, timeout: 60_000 };
  if ('form' in body) return page.request.post(path, { ...options, form: body.form });
  if ('multipart' in body) return page.request.post(path, { ...options, multipart: body.multipart });
  const headers: Record<string, string> =
    body.contentType === undefined
      ? { 'content-type': 'application/x-www-form-urlencoded' }
      : body.contentType
        ? { 'content-type': body.contentType }
        : {};
  return page.request.post(path, { ...options, headers, data: body.raw });
}

/** Texts that say what was wrong (or that the request could not be taken): the app's messages and the server's refusals. */
const CLEAR: string[] = [
  ...Object.values(FORM_POST_MESSAGES),
  ...[MESSAGES, CATALOG_MESSAGES, BAG_MESSAGES, CHECKOUT_MESSAGES, ACCOUNT_MESSAGES, SERVICE_MESSAGES].flatMap(
    (messages) =>
      Object.values(messages as Record<string, unknown>).filter(
        (message): message is string => typeof message === 'string',
      ),
  ),
  'Please enter a valid name',
];

async function expectHandled(response: APIResponse, label: string): Promise<void> {
  const status = response.status();
  expect(status, `${label}: never a 5xx`).toBeLessThan(500);
  if (status >= 300 && status < 400) {
    // Post/Redirect/Get: back to a page of the site.
    expect(landing(response.headers()['location'] ?? '').origin, label).toBe(new URL(STOREFRONT_URL).origin);
    return;
  }
  const body = await response.text();
  // Pages never echo markup unescaped (data answers of the enhanced forms are script data, not HTML).
  if (!/\.data$/.test(new URL(response.url()).pathname))
    expect(body, `${label}: markup is never echoed unescaped`).not.toContain(MARKUP);
  expect(body, `${label}: no stack trace`).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)|node_modules/);
  if (status >= 400) {
    const html = body
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    const clear = CLEAR.some((message) => html.includes(message)) || /role="alert"[^>]*>\s*<(ul|div|svg)/.test(body);
    expect(clear, `${label}: answers ${status} with a message that says what went wrong`).toBe(true);
  }
}

/** The checkout forms' hidden customer key, as the shipping page renders it. */
async function checkoutCustomerKey(page: Page): Promise<string> {
  const html = await (await page.request.get('/shipping')).text();
  const key = /name="checkoutCustomer" value="([^"]+)"/.exec(html)?.[1];
  expect(key, 'the shipping page carries the customer key').toBeTruthy();
  return key!;
}

for (const { path, fields, customerKey } of ACTIONS) {
  test(`${path}: bad input gets a 4xx with a message (or a redirect on the site), never a 5xx, and the bag is kept`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled !== false, 'HTTP-level posts: the same with JavaScript on');
    await addToBag(page);
    const before = await bagCount(page);
    expect(before).toBe('1');
    const key = customerKey ? await checkoutCustomerKey(page) : undefined;
    for (const body of badBodies(fields)) {
      const keyed = key && 'form' in body ? { ...body, form: { ...body.form, checkoutCustomer: key } } : body;
      await expectHandled(await send(page, path, keyed), `${path} with ${body.label}`);
    }
    // The data route of the enhanced forms answers the same way.
    await expectHandled(
      await send(page, `${path}.data`, { label: 'JSON', raw: '{"a":1}', contentType: 'application/json' }),
      `${path}.data with JSON`,
    );
    await expectHandled(
      await send(page, `${path}.data`, { label: 'markup', form: { x: MARKUP } }),
      `${path}.data with markup`,
    );

    expect(await bagCount(page), 'the bag is unchanged').toBe(before);
  });
}

test('a form with bad input is re-rendered with the input kept and the messages shown', async ({ page }) => {
  await page.goto('/register');
  const response = await page.request.post('/register', {
    form: { firstName: MARKUP, lastName: '😀', email: 'not-an-email', password: 'short' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain('Please enter a valid name');
  expect(html).toContain(MESSAGES.email);
  expect(html).toContain('&lt;script&gt;');
  expect(html).not.toContain(MARKUP);
});

test('a streamed form of unknown length (chunked, no Content-Length) is refused with 411 before any action reads it', async () => {
  const { request } = await import('node:http');
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = request(
      new URL('/login', STOREFRONT_URL),
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    // Written in two pieces without a length: Node sends it chunked.
    outgoing.write('email=a%40example.com&');
    outgoing.end('password=x');
  });
  expect(status).toBe(411);
});
