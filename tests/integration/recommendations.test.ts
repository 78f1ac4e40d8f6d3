/**
 * The recommendations service against a real (in-memory) sandbox's Einstein stand-in: "Customers Also Love" from the
 * recommender, read back as in-stock catalog products without the product itself; a carousel's view and click passed
 * on as Einstein activities (recorded by the sandbox); an Einstein that fails costs the carousel only.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EINSTEIN_SIMULATOR, type RecordedActivity } from '../../sandbox/src/einstein/routes.ts';
import { RECOMMENDERS } from '~/models/recommendations.ts';
import { getProduct, type CatalogScope } from '~/services/catalog.server.ts';
import { CommerceCalls } from '~/services/commerce-calls.server.ts';
import { customersAlsoLove, recentlyViewed, recordRecoEvent } from '~/services/recommendations.server.ts';
import { ShopperSession } from '~/services/session.server.ts';
import { createMemorySessionStore } from '~/services/session-store.server.ts';
import { useSandbox } from './sandbox.ts';

const sandbox = useSandbox();
const scope = (): CatalogScope => ({
  siteId: 'sweet-shop',
  locale: 'en-US',
  currency: 'USD',
  calls: new CommerceCalls(),
});

beforeAll(() => {
  Object.assign(process.env, {
    EINSTEIN_API_URL: `${sandbox().url}/einstein`,
    EINSTEIN_CLIENT_ID: EINSTEIN_SIMULATOR.clientId,
    EINSTEIN_REALM: EINSTEIN_SIMULATOR.realm,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function activities(recoUUID: string): Promise<RecordedActivity[]> {
  const { config, url } = sandbox();
  const authorization = `Basic ${Buffer.from(`${config.privateClientId}:${config.privateClientSecret}`).toString('base64')}`;
  const response = await fetch(`${url}/__sandbox/einstein/activities?recoUUID=${encodeURIComponent(recoUUID)}`, {
    headers: { authorization },
  });
  return ((await response.json()) as { data: RecordedActivity[] }).data;
}

describe('Customers Also Love', () => {
  it("is the recommender's answer for the product, as tiles, without the product itself", async () => {
    const product = (await getProduct(scope(), '10101'))!;
    const carousel = await customersAlsoLove(scope(), product);
    expect(carousel?.recommender).toBe(RECOMMENDERS.customersAlsoLove);
    expect(carousel?.recoUUID).toMatch(/^[0-9a-f-]{36}$/);
    const ids = carousel!.products.map((tile) => tile.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids.length).toBeLessThanOrEqual(8);
    expect(ids).not.toContain('10101');
    // The stand-in ranks products that share the anchor's categories first: the first is a truffle like it.
    expect(carousel!.products[0]!.primaryCategoryId).toBe(product.primaryCategoryId);
  });

  it('fails soft: an Einstein that cannot be reached costs the carousel, not the page', async () => {
    const product = (await getProduct(scope(), '20101'))!;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/einstein/')
        ? Promise.reject(new TypeError('fetch failed'))
        : realFetch(input, init),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(customersAlsoLove(scope(), product)).resolves.toBeNull();
  });
});

describe('a carousel’s events', () => {
  it('reaches Einstein as viewReco (the products shown) and clickReco (the one clicked), with the guest’s usid as cookie id', async () => {
    const viewed = await recentlyViewed(scope(), ['10305', '20101']);
    expect(viewed?.products.map((tile) => tile.id)).toEqual(['10305', '20101']);
    const { recommender, recoUUID } = viewed!;
    const session = await ShopperSession.load(new Request('http://localhost:3000/'), createMemorySessionStore());
    await session.accessToken();
    const usid = session.current?.auth?.usid;
    expect(usid).toBeTruthy();

    await recordRecoEvent(scope(), session, {
      activity: 'viewReco',
      recommender,
      recoUUID,
      productIds: ['10305', '20101'],
    });
    await recordRecoEvent(scope(), session, { activity: 'clickReco', recommender, recoUUID, productIds: ['20101'] });

    const recorded = await activities(recoUUID);
    expect(recorded.map((entry) => entry.activity)).toEqual(['clickReco', 'viewReco']);
    expect(recorded[0]!.siteId).toBe(`${EINSTEIN_SIMULATOR.realm}-sweet-shop`);
    expect(recorded[0]!.body).toMatchObject({
      recommenderName: 'recently-viewed',
      __recoUUID: recoUUID,
      product: { id: '20101' },
      cookieId: usid,
    });
    expect(recorded[1]!.body).toMatchObject({ products: [{ id: '10305' }, { id: '20101' }], cookieId: usid });
  });
});
