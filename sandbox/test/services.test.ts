import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpers } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import {
  clientConfig,
  loginGuest,
  outbox,
  privateClientHeaders,
  problemOf,
  siteToken,
  startTestSandbox,
} from './harness.ts';

let sandbox: RunningSandbox;
let accessToken: string;

beforeAll(async () => {
  sandbox = await startTestSandbox('services');
  accessToken = (await loginGuest(sandbox)).access_token;
});
afterAll(async () => sandbox?.close());

interface CallOptions {
  method?: 'GET' | 'POST';
  parameters?: Record<string, string>;
  body?: unknown;
  /** Sends this text as the body as is (malformed JSON tests). */
  rawBody?: string;
}

/** A custom API call through the SDK helper, as the storefront makes it. */
async function custom<T = Record<string, unknown>>(
  apiName: string,
  endpointPath: string,
  options: CallOptions = {},
): Promise<T> {
  const siteId = options.parameters?.siteId;
  const token = siteId ? await siteToken(sandbox, siteId) : accessToken;
  const config = clientConfig(sandbox, { accessToken: token });
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return helpers.callCustomEndpoint({
    options: {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      parameters: options.parameters ?? {},
      ...(body === undefined ? {} : { body }),
    },
    clientConfig: {
      ...config,
      headers: { authorization: `Bearer ${token}` },
      parameters: { ...config.parameters, apiName, endpointPath },
    },
  }) as Promise<T>;
}

/** The sandbox's own listing of stored form submissions. */
async function submissions(
  kind: string,
  email: string,
): Promise<Array<{ kind: string; data: Record<string, unknown> }>> {
  const url = new URL('/__sandbox/submissions', sandbox.url);
  url.searchParams.set('kind', kind);
  url.searchParams.set('email', email);
  return (
    (await (await fetch(url, { headers: privateClientHeaders(sandbox) })).json()) as {
      data: Array<{ kind: string; data: Record<string, unknown> }>;
    }
  ).data;
}

interface Verification {
  confidence: string;
  validation_detail: string[];
  addresses_formatted: Array<{ address: Record<string, string> }>;
}

const verify = (address: Record<string, string>) =>
  custom<Verification>('shipping', 'shipping-address', { parameters: address });

describe('address verification (custom API shipping v1 shipping-address)', () => {
  const base = {
    address1: '1 Main St',
    address2: '',
    city: 'Los Angeles',
    stateCode: 'CA',
    postalCode: '90036',
    countryCode: 'US',
  };

  it('verifies an ordinary address with no detail (GET)', async () => {
    expect(await verify(base)).toEqual({
      confidence: 'verified',
      validation_detail: [],
      addresses_formatted: [
        {
          address: {
            LINE_1: '1 Main St',
            LINE_2: '',
            LINE_3: 'Los Angeles',
            LINE_4: 'CA',
            LINE_5: '90036',
            CITY_NAME: 'Los Angeles',
            STATE_CODE: 'CA',
            COUNTRY_CODE: 'US',
          },
        },
      ],
    });
  });

  it('answers the same for a POSTed JSON body', async () => {
    const posted = await custom<Verification>('shipping', 'shipping-address', {
      body: { ...base, city: 'Beverly Hills', postalCode: '90000' },
    });
    expect(posted.confidence).toBe('verified');
    expect(posted.validation_detail).toEqual(['zip_code_corrected']);
    expect(posted.addresses_formatted[0]!.address).toMatchObject({
      LINE_1: '1 Main St',
      LINE_5: '90210',
      CITY_NAME: 'Beverly Hills',
      STATE_CODE: 'CA',
    });
  });

  it.each([
    ['999 Nowhere Lane', '', 'no match', 0],
    ['100 Multiple Way', '', 'multiple matches', 3],
    ['1 Partial Street', '', 'street partial', 1],
    ['2 Premises Road', '', 'premises partial', 1],
    ['2 Premises Road', 'Apt 4', 'verified', 1],
    ['3 Interaction Ave', '', 'interaction required', 1],
  ])('"%s" / "%s" → %s', async (address1, address2, confidence, suggestions) => {
    const result = await verify({ ...base, address1, address2 });
    expect(result.confidence).toBe(confidence);
    expect(result.addresses_formatted).toHaveLength(suggestions);
  });

  it('works for Canadian addresses, correcting a postal code outside the city', async () => {
    const result = await verify({
      address1: '220 Yonge St',
      city: 'Toronto',
      stateCode: 'ON',
      postalCode: 'V6B 1A1',
      countryCode: 'CA',
    });
    expect(result).toMatchObject({ confidence: 'verified', validation_detail: ['zip_code_corrected'] });
    expect(result.addresses_formatted[0]!.address).toMatchObject({
      LINE_5: 'M5B 2H1',
      COUNTRY_CODE: 'CA',
      STATE_CODE: 'ON',
    });
  });

  it('rejects a missing required field or malformed JSON with 400 problem+json', async () => {
    const missing = await problemOf(verify({ ...base, address1: '' }));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ title: 'Bad Request', detail: 'This field is required.', field: 'address1' });
    const malformed = await problemOf(
      custom('shipping', 'shipping-address', { method: 'POST', rawBody: '{"address1":' }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('The request body is not valid JSON.');
    const tooLong = await problemOf(
      custom('shipping', 'shipping-address', { body: { ...base, city: 'x'.repeat(101) } }),
    );
    expect(tooLong.body).toMatchObject({ field: 'city', detail: 'Please enter no more than 100 characters.' });
  });
});

describe('newsletter sign-up (marketing v1 newsletter-subscribe)', () => {
  const signup = {
    email: 'sweet.lister@example.com',
    firstName: 'Sweet',
    lastName: 'Lister',
    phone: '(310) 555-0142',
    postal: '90401',
    birthday: '04/12/1988',
    subscribelist: 'offersupdates|fundraising',
    recaptchaToken: 'any-token-the-sandbox-ignores',
  };

  it('subscribes, stores the sign-up and sends a welcome mail', async () => {
    expect(await custom('marketing', 'newsletter-subscribe', { body: signup })).toEqual({
      success: true,
      email: 'sweet.lister@example.com',
      subscribelist: 'offersupdates|fundraising',
    });
    const stored = await submissions('newsletter', signup.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({
      siteId: 'sweet-shop',
      phone: '3105550142',
      postal: '90401',
      birthday: '04/12/1988',
      subscribelist: 'offersupdates|fundraising',
      isRegistered: false,
    });
    const [mail] = await outbox(sandbox, signup.email, 'newsletter-welcome');
    expect(mail!.subject).toBe('Welcome to The Sweet List');
  });

  it('answers 400 with the field and the spec message when invalid', async () => {
    const noList = await problemOf(
      custom('marketing', 'newsletter-subscribe', { body: { ...signup, subscribelist: '' } }),
    );
    expect(noList.status).toBe(400);
    expect(noList.body).toMatchObject({ detail: 'At least one option must be selected', field: 'subscribelist' });
    const badBirthday = await problemOf(
      custom('marketing', 'newsletter-subscribe', { body: { ...signup, birthday: '13/45/1990' } }),
    );
    expect(badBirthday.body).toMatchObject({ detail: 'Please enter a valid birthday', field: 'birthday' });
    const longEmail = await problemOf(
      custom('marketing', 'newsletter-subscribe', { body: { ...signup, email: `${'a'.repeat(40)}@example.com` } }),
    );
    expect(longEmail.body).toMatchObject({ detail: 'Please enter a valid email address.', field: 'email' });
    const several = await problemOf(custom('marketing', 'newsletter-subscribe', { body: { email: 'x@example.com' } }));
    expect((several.body.fieldErrors as Array<{ field: string }>).map((error) => error.field)).toEqual([
      'firstName',
      'lastName',
      'postal',
      'birthday',
      'subscribelist',
    ]);
  });
});

describe('catalog request (marketing v1 marketing-lead)', () => {
  const lead = {
    reason: 'PostalCatalog',
    companyName: 'Acme Treats',
    organizationType: 'Business 1-100 employees',
    firstName: 'Rita',
    lastName: 'Request',
    address1: '742 Evergreen Terrace',
    address2: '',
    city: 'Springfield',
    stateCode: 'OR',
    postalCode: '97477',
    phone: '541-555-0177',
    phoneExt: '',
    email: 'rita.request@example.com',
    countryCode: 'US',
    consent: false,
    recaptchaToken: 'ignored',
  };

  it('records a postal catalog request', async () => {
    const result = await custom<{ success: boolean; leadId: string; reason: string }>('marketing', 'marketing-lead', {
      body: lead,
    });
    expect(result).toMatchObject({ success: true, reason: 'PostalCatalog' });
    expect(result.leadId).toMatch(/^LEAD-\d{6}$/);
    const stored = await submissions('marketing-lead', lead.email);
    expect(stored[0]!.data).toMatchObject({
      reason: 'PostalCatalog',
      city: 'Springfield',
      stateCode: 'OR',
      phone: '5415550177',
    });
  });

  it('answers a digital download with a link to a PDF the sandbox serves', async () => {
    const digital = {
      reason: 'DigitalDownload',
      firstName: 'Dee',
      lastName: 'Download',
      postalCode: '90401',
      phone: '3105550100',
      email: 'dee.download@example.com',
    };
    const result = await custom<{ downloadUrl: string }>('marketing', 'marketing-lead', { body: digital });
    expect(result.downloadUrl).toBe(`${sandbox.url}/images/catalogs/sweet-shop-digital-catalog.pdf`);
    const pdf = await fetch(result.downloadUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const [mail] = await outbox(sandbox, digital.email, 'digital-catalog');
    expect(mail!.data.downloadUrl).toBe(result.downloadUrl);
  });

  it('rejects invalid fields with the spec messages', async () => {
    const state = await problemOf(custom('marketing', 'marketing-lead', { body: { ...lead, stateCode: '' } }));
    expect(state.body).toMatchObject({ detail: 'Please select a state.', field: 'stateCode' });
    const city = await problemOf(
      custom('marketing', 'marketing-lead', { body: { ...lead, city: 'Springfield Gardens' } }),
    );
    expect(city.body).toMatchObject({ detail: 'Please enter no more than 16 characters.', field: 'city' });
    const reason = await problemOf(
      custom('marketing', 'marketing-lead', { body: { ...lead, reason: 'Carrier Pigeon' } }),
    );
    expect(reason.body).toMatchObject({ detail: 'Invalid field value', field: 'reason' });
  });

  it('requires company name and organization type on the volume-savings site', async () => {
    const { companyName: _company, organizationType: _type, ...withoutCompany } = lead;
    const { status, body } = await problemOf(
      custom('marketing', 'marketing-lead', { parameters: { siteId: 'volume-savings' }, body: withoutCompany }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ detail: 'This field is required.', field: 'companyName' });
    expect(body.fieldErrors).toEqual([
      { field: 'companyName', message: 'This field is required.' },
      { field: 'organizationType', message: 'Please select a organization type.' },
    ]);
    expect(await custom('marketing', 'marketing-lead', { body: withoutCompany })).toMatchObject({ success: true });
  });
});

describe('contact us (marketing v1 contact)', () => {
  const contact = {
    firstName: 'Carl',
    lastName: 'Contact',
    email: 'carl.contact@example.com',
    phone: '(310) 555-0199',
    orderNumber: '00001234',
    type: 'Order Status',
    description: 'Where is my order?',
  };

  it('opens a case and answers its number', async () => {
    const result = await custom<{ success: boolean; caseNumber: string }>('marketing', 'contact', { body: contact });
    expect(result.success).toBe(true);
    expect(result.caseNumber).toMatch(/^\d{8}$/);
    const stored = await submissions('contact', contact.email);
    expect(stored[0]!.data).toMatchObject({
      type: 'Order Status',
      priority: 'Medium',
      status: 'Open',
      orderNumber: '00001234',
    });
    const [mail] = await outbox(sandbox, contact.email, 'contact-confirmation');
    expect(mail!.text).toContain('Thanks for contacting us!');
    expect(mail!.data.caseNumber).toBe(result.caseNumber);
  });

  it('defaults the type to General Information', async () => {
    await custom('marketing', 'contact', { body: { ...contact, email: 'general@example.com', type: undefined } });
    expect((await submissions('contact', 'general@example.com'))[0]!.data.type).toBe('General Information');
  });

  it('rejects an unknown type, a short phone and a missing description', async () => {
    const type = await problemOf(custom('marketing', 'contact', { body: { ...contact, type: 'Complaint' } }));
    expect(type.body).toMatchObject({ detail: 'Invalid field value', field: 'type' });
    const phone = await problemOf(custom('marketing', 'contact', { body: { ...contact, phone: '555-0199' } }));
    expect(phone.body).toMatchObject({
      detail: 'Invalid phone number. Should be 10 digits with optional extension.',
      field: 'phone',
    });
    const description = await problemOf(custom('marketing', 'contact', { body: { ...contact, description: '' } }));
    expect(description.body).toMatchObject({ detail: 'This field is required.', field: 'description' });
  });
});

describe('campaign and sweepstakes entries (marketing v1 campaign-entries)', () => {
  const entry = {
    eventId: 'summer-sweeps',
    maxAllowed: 2,
    email: 'erin.entrant@example.com',
    offersPromotionsUpdates: true,
    agreeToTerms: true,
    firstName: 'Erin',
    lastName: 'Entrant',
    birthdate: '07/04/1990',
    phone: '(503) 555-0165',
    address1: '700 SW 5th Ave',
    city: 'Portland',
    state: 'OR',
    postalCode: '97204',
    recaptchaToken: 'ignored',
  };

  it('accepts entries up to maxAllowed per e-mail and event, then answers 409', async () => {
    expect(await custom('marketing', 'campaign-entries', { body: entry })).toMatchObject({
      success: true,
      eventId: 'summer-sweeps',
      eventPhase: '1',
      entryCount: 1,
      maxAllowed: 2,
    });
    expect(
      await custom('marketing', 'campaign-entries', { body: { ...entry, email: 'ERIN.ENTRANT@example.com' } }),
    ).toMatchObject({ entryCount: 2 });
    const third = await problemOf(custom('marketing', 'campaign-entries', { body: entry }));
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({
      title: 'Entry Limit Reached',
      detail: 'erin.entrant@example.com has already entered this campaign the maximum number of times (2).',
      eventId: 'summer-sweeps',
      maxAllowed: 2,
    });
    expect(
      await custom('marketing', 'campaign-entries', { body: { ...entry, email: 'someone.else@example.com' } }),
    ).toMatchObject({ entryCount: 1 });
    expect(await custom('marketing', 'campaign-entries', { body: { ...entry, eventPhase: '2' } })).toMatchObject({
      eventPhase: '2',
      entryCount: 1,
    });
    expect(await submissions('campaign-entry', entry.email)).toHaveLength(3);
  });

  it('lets only one of two simultaneous entries through when one is allowed', async () => {
    const single = { ...entry, eventId: 'one-shot', maxAllowed: 1, email: 'racer@example.com' };
    const outcomes = await Promise.allSettled([
      custom('marketing', 'campaign-entries', { body: single }),
      custom('marketing', 'campaign-entries', { body: single }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await submissions('campaign-entry', 'racer@example.com')).toHaveLength(1);
  });

  it('rejects a plain entry without agreement or opt-ins, and a sweepstakes entry without the newsletter opt-in', async () => {
    const plain = await problemOf(
      custom('marketing', 'campaign-entries', {
        body: { ...entry, agreeToTerms: false, offersPromotionsUpdates: false },
      }),
    );
    expect(plain.status).toBe(400);
    expect(plain.body.fieldErrors).toEqual([
      { field: 'optIns', message: 'At least one option must be selected' },
      { field: 'agreeToTerms', message: 'Please confirm agreement' },
    ]);
    const sweepstakes = await problemOf(
      custom('marketing', 'campaign-entries', {
        body: { ...entry, sweepstakes: true, offersPromotionsUpdates: false, fundraisingPrograms: true },
      }),
    );
    expect(sweepstakes.body).toMatchObject({
      detail: '*Opt-in is required to enter sweepstakes.',
      field: 'offersPromotionsUpdates',
    });
    const state = await problemOf(custom('marketing', 'campaign-entries', { body: { ...entry, state: 'Oregon' } }));
    expect(state.body).toMatchObject({ detail: 'Please select a state.', field: 'state' });
    const phone = await problemOf(custom('marketing', 'campaign-entries', { body: { ...entry, phone: '555' } }));
    expect(phone.body).toMatchObject({ detail: 'Please enter a valid phone number', field: 'phone' });
  });
});

describe('back in stock (product v1 back-in-stock)', () => {
  const pid = DEMO_PRODUCTS.outOfStockVariant;

  it('stores one sign-up per product and e-mail', async () => {
    expect(await custom('product', 'back-in-stock', { body: { pid, email: 'waiting@example.com' } })).toEqual({
      success: true,
      pid,
      email: 'waiting@example.com',
    });
    await custom('product', 'back-in-stock', { body: { pid, email: 'Waiting@Example.com' } });
    const stored = await submissions('back-in-stock', 'waiting@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ pid, siteId: 'sweet-shop' });
  });

  it('answers 404 for an unknown product and 400 for an invalid e-mail', async () => {
    const unknown = await problemOf(
      custom('product', 'back-in-stock', { body: { pid: 'no-such-product', email: 'waiting@example.com' } }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ title: 'Product Not Found' });
    const email = await problemOf(custom('product', 'back-in-stock', { body: { pid, email: 'waiting@' } }));
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({ detail: 'Please enter a valid email address.', field: 'email' });
  });
});

describe('bad input never causes a server error', () => {
  const endpoints: Array<[string, string]> = [
    ['shipping', 'shipping-address'],
    ['marketing', 'newsletter-subscribe'],
    ['marketing', 'marketing-lead'],
    ['marketing', 'contact'],
    ['marketing', 'campaign-entries'],
    ['product', 'back-in-stock'],
  ];
  const bodies: unknown[] = [
    [],
    [1, 2],
    { email: { nested: true }, firstName: ['a'], postal: 90401, subscribelist: 7, maxAllowed: 'many', agreeToTerms: 1 },
    { address1: null, city: 12, postalCode: false, description: 'x'.repeat(100_000), pid: 42 },
  ];

  it.each(endpoints)('%s %s answers 400 problem+json for wrongly typed bodies', async (apiName, endpointPath) => {
    for (const body of bodies) {
      const { status, body: problem } = await problemOf(custom(apiName, endpointPath, { body }));
      expect(status).toBe(400);
      expect(problem).toMatchObject({ title: 'Bad Request' });
    }
  });
});
