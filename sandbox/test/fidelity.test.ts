/**
 * SCAPI/SLAS fidelity: the sandbox answers as the APIs document (commerce-sdk-isomorphic's type docs and
 * Salesforce's API reference), so a storefront written for real Salesforce Commerce runs on it unchanged.
 * One describe per documented behaviour.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { helpers, ShopperConsents, ShopperExperience, ShopperLogin } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { hashPassword } from '../src/slas/passwords.ts';
import {
  clientConfig,
  clients,
  guestClients,
  loginGuest,
  loginRegistered,
  problemOf,
  REDIRECT_URI,
  siteToken,
  startTestSandbox,
} from './harness.ts';

let sandbox: RunningSandbox;
const PASSWORD = 'Toffee!Apple42';
const FIONA = { id: 'fidelityCustomer0000000001', no: '99200001', email: 'fiona.fidelity@example.com' };
const FRED = { id: 'fidelityCustomer0000000002', no: '99200002', email: 'fred.fidelity@example.com' };

beforeAll(async () => {
  sandbox = await startTestSandbox('fidelity');
  const hash = await hashPassword(PASSWORD);
  for (const [customer, firstName] of [
    [FIONA, 'Fiona'],
    [FRED, 'Fred'],
  ] as const) {
    await sandbox.db.query(
      `INSERT INTO customers (id, customer_no, login, password_hash, email_verified, doc) VALUES ($1, $2, $3, $4, true, $5::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        customer.id,
        customer.no,
        customer.email,
        hash,
        JSON.stringify({ firstName, lastName: 'Fidelity', email: customer.email, login: customer.email }),
      ],
    );
  }
});
afterAll(async () => sandbox?.close());

async function signIn(email: string, usid?: string) {
  const token = await loginRegistered(sandbox, email, PASSWORD, usid);
  return { token, ...clients(sandbox, { accessToken: token.access_token }) };
}

describe('2. empty-bodied answers say Content-Length: 0', () => {
  it('answers authorize and login with a 303 whose empty body has Content-Length: 0', async () => {
    const challenge = await helpers.generateCodeChallenge(helpers.createCodeVerifier());
    const base = `/shopper/auth/v1/organizations/${sandbox.config.organizationId}/oauth2`;
    const authorize = new URL(`${base}/authorize`, sandbox.url);
    authorize.search = new URLSearchParams({
      client_id: sandbox.config.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      hint: 'guest',
      code_challenge: challenge,
      channel_id: 'sweet-shop',
    }).toString();
    const guest = await fetch(authorize, { redirect: 'manual' });
    expect(guest.status).toBe(303);
    expect(guest.headers.get('content-length')).toBe('0');
    expect(guest.headers.get('transfer-encoding')).toBeNull();

    const login = await fetch(new URL(`${base}/login`, sandbox.url), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${btoa(`${FIONA.email}:${PASSWORD}`)}`,
      },
      body: new URLSearchParams({
        client_id: sandbox.config.clientId,
        redirect_uri: REDIRECT_URI,
        channel_id: 'sweet-shop',
        code_challenge: challenge,
      }),
    });
    expect(login.status).toBe(303);
    expect(login.headers.get('content-length')).toBe('0');
  });

  it("logs a guest in with the SDK's default helpers (PKCE) and no fetch of our own", async () => {
    const { fetch: _own, ...config } = clientConfig(sandbox);
    void _own;
    const token = await helpers.loginGuestUser({
      slasClient: new ShopperLogin(config),
      parameters: { redirectURI: REDIRECT_URI },
    });
    expect(token.access_token).toBeTruthy();
  });
});

describe('3. basket transfer and merge when there is nothing to move', () => {
  it('answers transfer with 204 No Content when neither shopper has a basket', async () => {
    const guest = await loginGuest(sandbox);
    const registered = await signIn(FIONA.email, guest.usid);
    const response = await registered.baskets.transferBasket({ parameters: { merge: true } }, true);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const plain = await registered.baskets.transferBasket({}, true);
    expect(plain.status).toBe(204);
  });

  it('answers merge without a guest basket with 409, as the Shopper Baskets OAS documents, with or without a basket of its own', async () => {
    const guest = await loginGuest(sandbox);
    const registered = await signIn(FRED.email, guest.usid);
    const refused = await problemOf(registered.baskets.mergeBasket({ parameters: { createDestinationBasket: true } }));
    expect(refused.status).toBe(409);
    expect(refused.body.type).toMatch(/\/basket-merge-failed$/);
    const own = await registered.baskets.createBasket({ body: {} });
    expect((await problemOf(registered.baskets.mergeBasket({}))).status).toBe(409);
    // Transfer with merge=true keeps the shopper's own basket (case c); without merge there is nothing to transfer (409).
    expect((await registered.baskets.transferBasket({ parameters: { merge: true } })).basketId).toBe(own.basketId);
    expect((await problemOf(registered.baskets.transferBasket({}))).status).toBe(409);
    await registered.baskets.deleteBasket({ parameters: { basketId: own.basketId! } });
  });

  it('refuses merge and transfer to a guest token with 403', async () => {
    const guest = await guestClients(sandbox);
    expect((await problemOf(guest.baskets.mergeBasket({}))).status).toBe(403);
    expect((await problemOf(guest.baskets.transferBasket({}))).status).toBe(403);
  });
});

describe('4. a token is bound to its site (SLAS channel)', () => {
  it("refuses a sweet-shop token on another site's SCAPI and custom APIs with 403", async () => {
    const token = await loginGuest(sandbox);
    const own = clients(sandbox, { accessToken: token.access_token });
    expect((await own.products.getProduct({ parameters: { id: DEMO_PRODUCTS.simpleItem } })).id).toBe(
      DEMO_PRODUCTS.simpleItem,
    );
    const other = clients(sandbox, { accessToken: token.access_token, siteId: 'fundraising' });
    const refused = await problemOf(other.products.getProduct({ parameters: { id: DEMO_PRODUCTS.simpleItem } }));
    expect(refused.status).toBe(403);
    expect(refused.body.title).toBe('Forbidden');
    expect((await problemOf(other.baskets.createBasket({ body: {} }))).status).toBe(403);
    expect((await problemOf(other.search.productSearch({ parameters: { q: 'fudge' } }))).status).toBe(403);
  });

  it("serves the same shopper on another site with that site's own token", async () => {
    const { login } = clients(sandbox, { siteId: 'fundraising' });
    const token = await helpers.loginGuestUser({ slasClient: login, parameters: { redirectURI: REDIRECT_URI } });
    expect(decodeJwt(token.access_token).isb).toContain('::chid:fundraising');
    const fundraising = clients(sandbox, { accessToken: token.access_token, siteId: 'fundraising' });
    expect((await fundraising.products.getProduct({ parameters: { id: DEMO_PRODUCTS.simpleItem } })).id).toBe(
      DEMO_PRODUCTS.simpleItem,
    );
  });
});

describe("5. another shopper's resources: 400 customer and basket, 404 order", () => {
  it('answers with the documented codes, never the resource', async () => {
    const fiona = await signIn(FIONA.email);
    const fred = await signIn(FRED.email);
    const customer = await problemOf(fred.customers.getCustomer({ parameters: { customerId: FIONA.id } }));
    expect(customer.status).toBe(400);
    expect(customer.body.type).toMatch(/\/invalid-customer$/);

    const { basketId } = await fiona.baskets.createBasket({ body: {} });
    const basket = await problemOf(fred.baskets.getBasket({ parameters: { basketId: basketId! } }));
    expect(basket).toMatchObject({ status: 400, body: { title: 'Bad Request', detail: 'The customer is invalid.' } });
    expect(JSON.stringify(basket.body)).not.toContain(FIONA.email);

    const unknownOrder = await problemOf(fred.orders.getOrder({ parameters: { orderNo: '00000000' } }));
    expect(unknownOrder.status).toBe(404);
    await fiona.baskets.deleteBasket({ parameters: { basketId: basketId! } });
  });
});

describe('6. token claims as SLAS forms them', () => {
  it('names the tenant (organization id without f_ecom_) in sub, iss and aud', async () => {
    const token = await loginGuest(sandbox);
    const claims = decodeJwt(token.access_token);
    expect(claims.sub).toBe(`cc-slas::swet_001::scid:${sandbox.config.clientId}::usid:${token.usid}`);
    expect(claims.iss).toBe('slas/prod/swet_001');
    expect(claims.aud).toBe('commercecloud/prod/swet_001');
  });

  it('sends enc_user_id as the upper-case MD5 of the customer id, and an id_token for a registered login', async () => {
    const guest = await loginGuest(sandbox);
    expect(guest.enc_user_id).toBe(createHash('md5').update(guest.customer_id).digest('hex').toUpperCase());
    expect(guest.id_token).toBe('');
    const { token } = await signIn(FIONA.email);
    expect(token.enc_user_id).toBe(createHash('md5').update(FIONA.id).digest('hex').toUpperCase());
    const id = decodeJwt(token.id_token);
    expect(id).toMatchObject({
      iss: 'slas/prod/swet_001',
      aud: sandbox.config.clientId,
      email: FIONA.email,
      given_name: 'Fiona',
    });
    expect((id.exp as number) - (id.iat as number)).toBe(1800);
  });
});

describe('1. system refinements of product-search', () => {
  const search = async (refine: string[]) => {
    const { search: api } = await guestClients(sandbox);
    return api.productSearch({ parameters: { refine, limit: 200, expand: ['promotions'] as never } });
  };

  it('orderable_only=true leaves out unavailable products instead of matching nothing', async () => {
    const all = await search([]);
    const orderable = await search(['orderable_only=true']);
    expect(orderable.total).toBeGreaterThan(0);
    expect(orderable.total).toBeLessThan(all.total);
    const ids = (result: typeof all) => (result.hits ?? []).map((hit) => hit.productId);
    expect(ids(all)).toContain(DEMO_PRODUCTS.outOfStockItem);
    expect(ids(orderable)).not.toContain(DEMO_PRODUCTS.outOfStockItem);
    expect((await search(['orderable_only=false'])).total).toBe(all.total);
    expect((await search(['cgid=chocolate', 'orderable_only=true'])).total).toBeGreaterThan(0);
  });

  it('htype keeps the given hit types', async () => {
    const all = await search([]);
    const masters = await search(['htype=master']);
    const products = await search(['htype=product']);
    expect(masters.total).toBeGreaterThan(0);
    expect(masters.hits?.every((hit) => hit.hitType === 'master')).toBe(true);
    expect(products.hits?.every((hit) => hit.hitType === 'product')).toBe(true);
    expect(masters.total + products.total).toBe(all.total);
    expect((await search(['htype=master|product'])).total).toBe(all.total);
    expect((await search(['htype=bundle'])).total).toBe(0);
  });

  it('pmid keeps the products of a promotion; price ranges refine too', async () => {
    const all = await search([]);
    const promoted = all.hits?.find((hit) => hit.productPromotions?.length);
    const promotionId = promoted!.productPromotions![0]!.promotionId!;
    const byPromotion = await search([`pmid=${promotionId}`]);
    expect(byPromotion.total).toBeGreaterThan(0);
    expect(
      byPromotion.hits?.every((hit) =>
        hit.productPromotions?.some((promotion) => promotion.promotionId === promotionId),
      ),
    ).toBe(true);
    expect((await search(['pmid=no-such-promotion'])).total).toBe(0);
    const cheap = await search(['price=(0..10)']);
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
  });

  it('ilids keeps products in stock in the given inventory lists', async () => {
    const online = await search(['ilids=online']);
    expect(online.total).toBeGreaterThan(0);
    expect((online.hits ?? []).map((hit) => hit.productId)).not.toContain(DEMO_PRODUCTS.outOfStockItem);
    expect((await search(['ilids=no-such-list'])).total).toBe(0);
  });

  it('ignores refinements it has no definition for, as SCAPI does', async () => {
    const all = await search([]);
    const unknown = await search(['c_noSuchAttribute=yes', 'colour=red']);
    expect(unknown.total).toBe(all.total);
    expect(unknown.selectedRefinements ?? {}).toEqual({});
  });
});

describe('7. Baskets v2 temporary baskets', () => {
  it('creates temporary baskets beside the open basket, outside its quota and the customer baskets list', async () => {
    const guest = await guestClients(sandbox);
    const cart = await guest.baskets.createBasket({ body: {} });
    const temporary = await guest.basketsV2.createBasket({ parameters: { temporary: true }, body: {} });
    expect(temporary.temporaryBasket).toBe(true);
    expect(temporary.basketId).not.toBe(cart.basketId);
    const filled = await guest.basketsV2.addItemToBasket({
      parameters: { basketId: temporary.basketId! },
      body: [{ productId: DEMO_PRODUCTS.simpleItem, quantity: 2 }],
    });
    expect(filled.productSubTotal).toBeGreaterThan(0);
    expect((await guest.baskets.getBasket({ parameters: { basketId: cart.basketId! } })).productItems ?? []).toEqual(
      [],
    );

    // The one-open-basket quota still holds for ordinary baskets, and the cart is still the one listed.
    expect((await problemOf(guest.basketsV2.createBasket({ body: {} }))).status).toBe(400);
    const listed = await guest.customers.getCustomerBaskets({ parameters: { customerId: guest.token.customer_id } });
    expect(listed.baskets?.map((basket) => basket.basketId)).toEqual([cart.basketId]);
  });

  it('allows four temporary baskets per shopper and refuses a fifth with 400', async () => {
    const guest = await guestClients(sandbox);
    for (let count = 0; count < 3; count += 1)
      await guest.basketsV2.createBasket({ parameters: { temporary: true }, body: {} });
    const fourth = await guest.basketsV2.createBasket({ parameters: { temporary: true }, body: {} });
    const refused = await problemOf(guest.basketsV2.createBasket({ parameters: { temporary: true }, body: {} }));
    expect(refused.status).toBe(400);
    await guest.basketsV2.deleteBasket({ parameters: { basketId: fourth.basketId! } });
    expect((await guest.basketsV2.createBasket({ parameters: { temporary: true }, body: {} })).temporaryBasket).toBe(
      true,
    );
  });
});

describe('8. create calls answer with the status the Shopper Customers OAS documents (200)', () => {
  it('creates an address, a product list and a list item with 200 and the created resource', async () => {
    const fiona = await signIn(FIONA.email);
    const customerId = FIONA.id;
    const address = await fiona.customers.createCustomerAddress(
      {
        parameters: { customerId },
        body: {
          addressId: 'Fidelity',
          firstName: 'Fiona',
          lastName: 'Fidelity',
          address1: '1 Candy Lane',
          city: 'Portland',
          postalCode: '97201',
          stateCode: 'OR',
          countryCode: 'US',
        },
      },
      true,
    );
    expect(address.status).toBe(200);
    expect(await address.json()).toMatchObject({ addressId: 'Fidelity' });
    const list = await fiona.customers.createCustomerProductList(
      { parameters: { customerId }, body: { type: 'wish_list', name: 'Fidelity' } },
      true,
    );
    expect(list.status).toBe(200);
    const { id: listId } = (await list.json()) as { id: string };
    const item = await fiona.customers.createCustomerProductListItem(
      {
        parameters: { customerId, listId },
        body: { productId: DEMO_PRODUCTS.simpleItem, quantity: 1, public: false, priority: 1, type: 'product' },
      },
      true,
    );
    expect(item.status).toBe(200);
    expect(await item.json()).toMatchObject({ productId: DEMO_PRODUCTS.simpleItem });
  });
});

describe('9. Shopper Experience pages and Shopper Consents', () => {
  const experience = async (siteId = 'sweet-shop') =>
    new ShopperExperience(clientConfig(sandbox, { accessToken: await siteToken(sandbox, siteId), siteId }));
  const consents = (accessToken: string) => new ShopperConsents(clientConfig(sandbox, { accessToken }));

  it('serves the homepage as a Page Designer page built from the home content slot', async () => {
    const api = await experience();
    const page = await api.getPage({ parameters: { pageId: 'homepage' } });
    expect(page).toMatchObject({ id: 'homepage', typeId: 'storePage', visible: true });
    const components = page.regions?.[0]?.components ?? [];
    expect(components.map((component) => component.typeId)).toContain('sweet_shop.hero');
    expect(components.every((component) => component.id && component.data)).toBe(true);
    const carousel = components.find((component) => component.typeId === 'sweet_shop.productCarousel');
    expect((carousel?.data as { productIds?: string[] }).productIds?.length).toBeGreaterThan(0);
    const missing = await problemOf(api.getPage({ parameters: { pageId: 'no-such-page' } }));
    expect(missing).toMatchObject({ status: 404, body: { title: 'Page Not Found' } });
  });

  it('answers pages by aspect type with the documented results and errors', async () => {
    const api = await experience();
    expect(await api.getPages({ parameters: { aspectTypeId: 'pdp', productId: DEMO_PRODUCTS.master } })).toEqual({
      data: [],
    });
    expect(await api.getPages({ parameters: { aspectTypeId: 'plp', categoryId: 'chocolate' } })).toEqual({ data: [] });
    expect(
      await problemOf(api.getPages({ parameters: { aspectTypeId: 'nope', categoryId: 'chocolate' } })),
    ).toMatchObject({
      status: 404,
      body: { title: 'Aspect Type Not Found' },
    });
    expect(await problemOf(api.getPages({ parameters: { aspectTypeId: 'plp' } }))).toMatchObject({
      status: 400,
      body: { title: 'Business Object ID Invalid' },
    });
    expect(
      (await problemOf(api.getPages({ parameters: { aspectTypeId: 'plp', categoryId: 'no-such-category' } }))).status,
    ).toBe(400);
  });

  it("lists the site's newsletter subscriptions and records the shopper's consent", async () => {
    const guest = await loginGuest(sandbox);
    const api = consents(guest.access_token);
    const { data } = await api.getSubscriptions({});
    expect(data.map((entry) => entry.subscriptionId)).toEqual(['offersupdates']);
    expect(data[0]).toMatchObject({ channels: ['email'], consentType: 'marketing', defaultStatus: 'opt_out' });
    expect(data[0]!.consentStatus).toBeUndefined();
    expect((await api.getSubscriptions({ parameters: { tags: ['no-such-tag'] } })).data).toEqual([]);

    const update = {
      subscriptionId: 'offersupdates',
      channel: 'email' as const,
      contactPointValue: 'fiona.fidelity@example.com',
      status: 'opt_in' as const,
    };
    expect(await api.updateSubscription({ body: update })).toEqual(update);
    const expanded = await api.getSubscriptions({ parameters: { expand: ['consentStatus'] } });
    expect(expanded.data[0]!.consentStatus).toEqual([
      { channel: 'email', contactPointValue: update.contactPointValue, status: 'opt_in' },
    ]);
    expect(
      (await problemOf(api.updateSubscription({ body: { ...update, contactPointValue: 'not-an-email' } }))).status,
    ).toBe(400);

    const bulk = await api.updateSubscriptions(
      {
        body: {
          subscriptions: [
            { ...update, status: 'opt_out' },
            { ...update, subscriptionId: 'sms-alerts' },
          ],
        },
      },
      true,
    );
    expect(bulk.status).toBe(207);
    const { results } = (await bulk.json()) as { results: Array<{ success: boolean; error?: { code: string } }> };
    expect(results.map((result) => result.success)).toEqual([true, false]);
    expect(results[1]!.error?.code).toBe('INVALID_SUBSCRIPTION');
  });
});

describe('10. raster renditions on the image service (disBaseLink)', () => {
  it('serves product images as JPEG, PNG and WebP, scaled by sw/sh, with the SVG kept as link', async () => {
    const { products } = await guestClients(sandbox);
    const product = await products.getProduct({ parameters: { id: DEMO_PRODUCTS.simpleItem, expand: ['images'] } });
    const image = product.imageGroups!.find((group) => group.viewType === 'large')!.images[0]!;
    expect(image.link).toMatch(/\/images\/products\/[^/]+\.svg$/);
    expect(image.disBaseLink).toMatch(/\/images\/dis\/products\/[^/]+\.jpg$/);
    expect((await fetch(image.link)).headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    const jpeg = await fetch(`${image.disBaseLink}?sw=640&q=70`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const jpegBytes = new Uint8Array(await jpeg.arrayBuffer());
    expect([...jpegBytes.slice(0, 2)]).toEqual([0xff, 0xd8]);

    const png = await fetch(`${image.disBaseLink}?sw=828&sh=640&fmt=png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    const pngBytes = Buffer.from(await png.arrayBuffer());
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: fitted inside 828 × 640, the square image is 640 × 640.
    expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([640, 640]);

    const webp = Buffer.from(await (await fetch(`${image.disBaseLink}?sw=640&fmt=webp`)).arrayBuffer());
    expect([webp.subarray(0, 4).toString(), webp.subarray(8, 12).toString()]).toEqual(['RIFF', 'WEBP']);

    // Deterministic: the same request gives the same bytes.
    expect(new Uint8Array(await (await fetch(`${image.disBaseLink}?sw=640&q=70`)).arrayBuffer())).toEqual(jpegBytes);
  });

  it('redirects a size or quality it does not render to the nearest one it does, and answers malformed parameters with 400 and unknown images with 404', async () => {
    const base = `${sandbox.url}/images/dis/products/${DEMO_PRODUCTS.simpleItem}-1-large.jpg`;
    const location = async (query: string) => {
      const response = await fetch(`${base}?${query}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      return response.headers.get('location');
    };
    const path = new URL(base).pathname;
    expect(await location('sw=64&q=70')).toBe(`${path}?sw=640&q=70`);
    expect(await location('sw=5000&fmt=webp')).toBe(`${path}?sw=3000&fmt=webp`);
    expect(await location('sw=1080&q=101')).toBe(`${path}?sw=1080&q=90`);
    expect(await location('sw=700&sh=1000&q=55')).toBe(`${path}?sw=750&sh=1080&q=60`);
    expect((await fetch(`${base}?sw=abc`)).status).toBe(400);
    expect((await fetch(`${base}?fmt=gif`)).status).toBe(400);
    expect((await fetch(`${base}?q=1e3`)).status).toBe(400);
    expect((await fetch(`${sandbox.url}/images/dis/products/99999-1-large.jpg`)).status).toBe(404);
  });
});
