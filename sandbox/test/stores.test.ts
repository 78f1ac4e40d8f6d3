import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpers, ShopperStores } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { clientConfig, guestClients, problemOf, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
let accessToken: string;
let stores: ShopperStores<ReturnType<typeof clientConfig>['parameters']>;

beforeAll(async () => {
  sandbox = await startTestSandbox('stores');
  const guest = await guestClients(sandbox);
  accessToken = guest.token.access_token;
  stores = guest.stores;
});
afterAll(async () => sandbox?.close());

/** GET on the custom API `stores` v1 through the SDK helper, as the storefront calls it. */
function storesApi<T>(endpointPath: string, parameters: Record<string, string> = {}): Promise<T> {
  const config = clientConfig(sandbox, { accessToken });
  return helpers.callCustomEndpoint({
    options: { method: 'GET', parameters },
    clientConfig: {
      ...config,
      headers: { authorization: `Bearer ${accessToken}` },
      parameters: { ...config.parameters, apiName: 'stores', endpointPath },
    },
  }) as Promise<T>;
}

async function shopAts(productId: string, storeId: string): Promise<number> {
  const rows = await sandbox.db.query<{ ats: number }>(
    `SELECT ats FROM inventory WHERE product_id = $1 AND location_id = $2`,
    [productId, storeId],
  );
  return rows[0]?.ats ?? 0;
}

interface CustomStore {
  id: string;
  name: string;
  distance: number;
  distanceUnit: string;
  c_weeklyHours: Record<string, { open: string; close: string } | null>;
  c_pickupEnabled: boolean;
  inventory: Record<string, number>;
}

describe('shopper-stores v1 store search', () => {
  it('finds the shops within a radius of a ZIP code, nearest first, in miles', async () => {
    const result = await stores.searchStores({
      parameters: { countryCode: 'US', postalCode: '90401', distanceUnit: 'mi', maxDistance: 10 },
    });
    expect(result.total).toBe(4);
    expect(result.limit).toBe(25);
    expect(result.offset).toBe(0);
    expect(result.data!.map((store) => store.id)).toEqual(['1001', '1003', '1002', '1020']);
    const distances = result.data!.map((store) => store.distance!);
    expect(distances[0]).toBe(0);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances.every((distance) => distance <= 10)).toBe(true);
    expect(result.data![0]).toMatchObject({
      id: '1001',
      name: 'Sweet Shop — Santa Monica Place',
      address1: '395 Santa Monica Place',
      address2: 'Suite 120',
      city: 'Santa Monica',
      stateCode: 'CA',
      postalCode: '90401',
      countryCode: 'US',
      latitude: 34.0135,
      longitude: -118.4951,
      phone: '(310) 555-0101',
      email: 'santamonicaplace@sweetshop.example',
      inventoryId: 'inventory_m_store_1001',
      posEnabled: true,
      storeLocatorEnabled: true,
      distanceUnit: 'mi',
      c_storeType: 'retail',
      c_isInternational: false,
      c_stateName: 'California',
      c_pickupEnabled: true,
      c_weeklyHours: { monday: { open: '10:00', close: '21:00' }, sunday: { open: '11:00', close: '19:00' } },
    });
    expect(result.data![0]!.storeHours).toContain('Mon–Sat:</span> 10:00 AM – 9:00 PM');
    expect(result.data![0]!.storeEvents).toContain('tasting');
  });

  it('measures in kilometres by default, as SCAPI does', async () => {
    const inMiles = await stores.searchStores({
      parameters: { countryCode: 'US', postalCode: '90401', distanceUnit: 'mi', maxDistance: 10 },
    });
    const inKm = await stores.searchStores({ parameters: { countryCode: 'US', postalCode: '90401', maxDistance: 10 } });
    expect(inKm.data!.every((store) => store.distanceUnit === 'km')).toBe(true);
    expect(inKm.data!.map((store) => store.id)).toEqual(['1001', '1003']);
    const westwoodMiles = inMiles.data!.find((store) => store.id === '1003')!.distance!;
    const westwoodKm = inKm.data!.find((store) => store.id === '1003')!.distance!;
    expect(westwoodKm).toBeCloseTo(westwoodMiles * 1.609344, 1);
  });

  it('searches around coordinates and pages with limit and offset', async () => {
    const all = await stores.searchStores({
      parameters: { latitude: 34.05, longitude: -118.25, distanceUnit: 'mi', maxDistance: 40 },
    });
    expect(all.total).toBeGreaterThan(6);
    const page = await stores.searchStores({
      parameters: { latitude: 34.05, longitude: -118.25, distanceUnit: 'mi', maxDistance: 40, limit: 2, offset: 3 },
    });
    expect(page).toMatchObject({ total: all.total, limit: 2, offset: 3 });
    expect(page.data!.map((store) => store.id)).toEqual(all.data!.slice(3, 5).map((store) => store.id));
  });

  it('finds Canadian shops by postal code', async () => {
    const result = await stores.searchStores({
      parameters: { countryCode: 'CA', postalCode: 'V6B 1A1', maxDistance: 20 },
    });
    expect(result.data!.map((store) => [store.id, store.c_isInternational, store.c_stateName])).toEqual([
      ['1031', true, 'British Columbia'],
      ['1032', true, 'British Columbia'],
    ]);
  });

  it('answers an empty result for a postal code the geolocation mappings do not know', async () => {
    const result = await stores.searchStores({
      parameters: { countryCode: 'US', postalCode: '59801', maxDistance: 100, distanceUnit: 'mi' },
    });
    expect(result).toEqual({ limit: 25, offset: 0, total: 0 });
  });

  it('leaves shops that are not in the store locator out of searches', async () => {
    const result = await stores.searchStores({
      parameters: { countryCode: 'US', postalCode: '90045', maxDistance: 3, distanceUnit: 'mi' },
    });
    expect(result.data?.map((store) => store.id) ?? []).not.toContain('1019');
  });

  it('rejects bad search parameters with problem+json', async () => {
    const missingCountry = await problemOf(stores.searchStores({ parameters: { postalCode: '90401' } }));
    expect(missingCountry.status).toBe(400);
    expect(missingCountry.body).toMatchObject({ title: 'Missing Parameter', parameterName: 'countryCode' });
    const unit = await problemOf(
      stores.searchStores({ parameters: { countryCode: 'US', postalCode: '90401', distanceUnit: 'yd' as 'mi' } }),
    );
    expect(unit.body).toMatchObject({ title: 'Invalid Parameter', parameterName: 'distanceUnit' });
    const limit = await problemOf(
      stores.searchStores({ parameters: { countryCode: 'US', postalCode: '90401', limit: 201 } }),
    );
    expect(limit.body).toMatchObject({ parameterName: 'limit' });
    const halfCoordinates = await problemOf(stores.searchStores({ parameters: { latitude: 34 } }));
    expect(halfCoordinates.body).toMatchObject({ title: 'Missing Parameter', parameterName: 'longitude' });
  });

  it('requires a shopper token', async () => {
    const anonymous = new ShopperStores({ ...clientConfig(sandbox), headers: {} });
    const { status, body } = await problemOf(
      anonymous.searchStores({ parameters: { countryCode: 'US', postalCode: '90401' } }),
    );
    expect(status).toBe(401);
    expect(body.title).toBe('Unauthorized');
  });
});

describe('shopper-stores v1 stores by id', () => {
  it('returns the known shops in the order asked, including shops hidden from the locator', async () => {
    const result = await stores.getStores({ parameters: { ids: '1034,nope,1019' } });
    expect(result.total).toBe(2);
    expect(result.limit).toBe(3);
    expect(result.data!.map((store) => [store.id, store.storeLocatorEnabled, store.c_pickupEnabled])).toEqual([
      ['1034', true, true],
      ['1019', false, false],
    ]);
    expect(result.data![0]!.distance).toBeUndefined();
    expect(result.data![0]!.c_weeklyHours.monday).toEqual({ open: '07:00', close: '18:00' });
  });

  it('needs ids', async () => {
    const { status, body } = await problemOf(stores.getStores({ parameters: { ids: '' } }));
    expect(status).toBe(400);
    expect(body.parameterName).toBe('ids');
  });
});

describe('custom API stores v1', () => {
  const { pickupOnly, inShopOnly, onlineOnly, variant } = DEMO_PRODUCTS;

  it('store-search: shops by ZIP and radius with distance in miles, weekly hours and shop inventory', async () => {
    const result = await storesApi<{
      lookup: string;
      radius: number;
      distanceUnit: string;
      total: number;
      stores: CustomStore[];
    }>('store-search', {
      lookup: '90401',
      radius: '10',
      c_productIds: [pickupOnly, inShopOnly, onlineOnly, variant, 'no-such-product'].join(','),
    });
    expect(result).toMatchObject({ lookup: '90401', countryCode: 'US', radius: 10, distanceUnit: 'mi', total: 4 });
    const scapi = await stores.searchStores({
      parameters: { countryCode: 'US', postalCode: '90401', distanceUnit: 'mi', maxDistance: 10 },
    });
    expect(result.stores.map((store) => [store.id, store.distance])).toEqual(
      scapi.data!.map((store) => [store.id, store.distance]),
    );
    for (const store of result.stores) {
      expect(store.distanceUnit).toBe('mi');
      expect(Object.keys(store.inventory).sort()).toEqual([pickupOnly, inShopOnly, onlineOnly, variant].sort());
      for (const productId of [pickupOnly, inShopOnly, onlineOnly, variant]) {
        expect(store.inventory[productId]).toBe(await shopAts(productId, store.id));
      }
      expect(store.inventory[pickupOnly]).toBeGreaterThan(0);
      expect(store.inventory[inShopOnly]).toBeGreaterThan(0);
      expect(store.inventory[onlineOnly]).toBe(0);
    }
    const flagship = result.stores[0]!;
    expect(flagship).toMatchObject({
      id: '1001',
      c_pickupEnabled: true,
      c_weeklyHours: { saturday: { open: '10:00', close: '21:00' } },
    });
    expect(flagship.inventory[variant]).toBeGreaterThanOrEqual(10);
  });

  it('store-search: a wider range finds more shops, an unknown ZIP finds none', async () => {
    const wide = await storesApi<{ total: number; stores: CustomStore[] }>('store-search', {
      lookup: '90401',
      radius: '20',
    });
    expect(wide.total).toBeGreaterThan(4);
    expect(wide.stores.every((store) => store.distance <= 20)).toBe(true);
    expect(wide.stores[0]!.inventory).toEqual({});
    const none = await storesApi<{ total: number; stores: CustomStore[] }>('store-search', {
      lookup: '59801',
      radius: '100',
    });
    expect(none).toMatchObject({ total: 0, stores: [] });
  });

  it('store-search: Canadian postal codes work too', async () => {
    const result = await storesApi<{ stores: CustomStore[] }>('store-search', { lookup: 'm5b2h1', radius: '50' });
    expect(result.stores.map((store) => store.id)).toEqual(['1034', '1035']);
  });

  it('store-search: rejects a bad ZIP or range with the spec messages', async () => {
    const badZip = await problemOf(storesApi('store-search', { lookup: '1234', radius: '10' }));
    expect(badZip.status).toBe(400);
    expect(badZip.body).toMatchObject({ parameterName: 'lookup', detail: 'Please enter a valid zip or postal code' });
    const badRange = await problemOf(storesApi('store-search', { lookup: '90401', radius: '15' }));
    expect(badRange.body).toMatchObject({ parameterName: 'radius', detail: 'Please select a range type.' });
    const missing = await problemOf(storesApi('store-search', { radius: '10' }));
    expect(missing.body).toMatchObject({ title: 'Missing Parameter', parameterName: 'lookup' });
  });

  it('store-details: shops by id in the order asked', async () => {
    const result = await storesApi<{
      total: number;
      stores: Array<{ id: string; name: string; c_weeklyHours: unknown }>;
    }>('store-details', { storeIDs: '1010,1001' });
    expect(result.stores.map((store) => [store.id, store.name])).toEqual([
      ['1010', 'Sweet Shop — Union Square'],
      ['1001', 'Sweet Shop — Santa Monica Place'],
    ]);
    expect(result.stores[0]!.c_weeklyHours).toMatchObject({ friday: { open: '09:30', close: '21:00' } });
  });

  it('store-products-inventory: keyed by product id then store id', async () => {
    const result = await storesApi<
      Record<
        string,
        Record<string, { ats: number; inStock: boolean; storeCode: string; inventoryList: string; rioCode: string }>
      >
    >('store-products-inventory', {
      productIDs: `${pickupOnly},${onlineOnly},unknown-product`,
      storeIDs: '1001,1002,unknown-store',
    });
    expect(Object.keys(result).sort()).toEqual([onlineOnly, pickupOnly].sort());
    expect(Object.keys(result[pickupOnly]!)).toEqual(['1001', '1002']);
    expect(result[pickupOnly]!['1002']).toEqual({
      ats: await shopAts(pickupOnly, '1002'),
      inStock: true,
      storeCode: '1002',
      inventoryList: 'inventory_m_store_1002',
      rioCode: pickupOnly,
    });
    expect(result[onlineOnly]!['1001']).toMatchObject({ ats: 0, inStock: false });
  });

  it('store-products-inventory: the demo bar is sold out at Beverly Hills, low at Westwood, stocked at the flagship', async () => {
    const bar = DEMO_PRODUCTS.simpleItem;
    const result = await storesApi<Record<string, Record<string, { ats: number; inStock: boolean }>>>(
      'store-products-inventory',
      { productIDs: bar, storeIDs: '1001,1002,1003' },
    );
    expect(result[bar]!['1002']).toMatchObject({ ats: 0, inStock: false });
    expect(result[bar]!['1003']).toMatchObject({ ats: 3, inStock: true });
    expect(result[bar]!['1001']!.ats).toBeGreaterThanOrEqual(10);
    const zeros = await sandbox.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM inventory WHERE location_id <> 'online' AND ats = 0`,
    );
    expect(zeros[0]!.n).toBeGreaterThan(100);
  });

  it('shop-list: every shop, ready for the "Find a shop" filter and grouping', async () => {
    type Item = {
      id: string;
      countryCode: string;
      stateCode: string;
      c_storeType: string;
      c_isInternational: boolean;
      storeDetailsLink: string;
      mapDirectionsLink: string;
    };
    const result = await storesApi<{ total: number; stores: Item[] }>('shop-list');
    expect(result.total).toBe(35);
    expect(result.stores).toHaveLength(35);
    const listed = result.stores.filter(
      (store) => store.countryCode === 'US' && store.c_storeType === 'quantity_discount' && !store.c_isInternational,
    );
    const byState: Record<string, string[]> = {};
    for (const store of listed) (byState[store.stateCode] ??= []).push(store.id);
    expect(byState).toEqual({
      CA: ['1020', '1021', '1022'],
      AZ: ['1023'],
      TX: ['1024'],
    });
    expect(result.stores.find((store) => store.id === '1035')).toMatchObject({
      c_storeType: 'quantity_discount',
      c_isInternational: true,
      countryCode: 'CA',
    });
    expect(result.stores[0]).toMatchObject({ storeDetailsLink: '/chocolateshops?storeId=1001' });
    expect(result.stores[0]!.mapDirectionsLink).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=395%20Santa%20Monica%20Place/,
    );
  });

  it('find-concierge: found by postal-code territory, or none', async () => {
    expect(await storesApi('find-concierge', { postalCode: '90401' })).toEqual({
      concierge: { name: 'Margaret Ellison', phone: '(213) 555-0180', email: 'margaret.ellison@sweetshop.example' },
    });
    expect(await storesApi('find-concierge', { postalCode: 'T2H 0K8' })).toMatchObject({
      concierge: { name: 'Claire Fontaine' },
    });
    expect(await storesApi('find-concierge', { postalCode: '10001' })).toEqual({ concierge: null });
    const invalid = await problemOf(storesApi('find-concierge', { postalCode: 'abc' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ parameterName: 'postalCode', detail: 'Please enter a valid zip code.' });
  });
});
