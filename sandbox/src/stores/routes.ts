import { SPEC_MESSAGES } from '../messages.ts';
import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { intParam, listParam, mountCustomApi, mountScapi, siteOf } from '../http/context.ts';
import { invalidParameter, missingParameter } from '../http/problem.ts';
import { findConcierge } from './concierges.ts';
import { shopListItem, type StoreDoc } from './docs.ts';
import { geocodePostalCode, HALF_EARTH_CIRCUMFERENCE, parsePostalCode } from './geo.ts';
import { inventoryIndex, loadShopInventory } from './inventory.ts';
import { loadAllStores, loadStoresByIds } from './repository.ts';
import { nearbyStores } from './search.ts';

/** Pickup-sheet ranges in miles (spec: 10, 20, 50, 100; default 10). */
export const PICKUP_RADII = [10, 20, 50, 100] as const;
const MAX_IDS = 50;

function numberParam(c: SandboxContext, name: string, min: number, max: number): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw invalidParameter(name, `The parameter '${name}' must be a number between ${min} and ${max}.`);
  }
  return value;
}

function idsParam(c: SandboxContext, name: string): string[] {
  const ids = [...new Set(listParam(c, name))];
  if (!ids.length) throw missingParameter(name);
  if (ids.length > MAX_IDS) throw invalidParameter(name, `At most ${MAX_IDS} IDs can be requested in '${name}'.`);
  if (ids.some((id) => id.length > 256))
    throw invalidParameter(name, `An ID in '${name}' is longer than 256 characters.`);
  return ids;
}

/** Known product ids among the requested ones (unknown ids are left out of inventory answers). */
async function existingProductIds(c: SandboxContext, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await c.var.sb.db.query<{ id: string }>(`SELECT id FROM products WHERE id = ANY($1::text[])`, [ids]);
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => known.has(id));
}

/**
 * shopper-stores v1 (SCAPI) — store-search and stores by id, as documented for B2C Commerce:
 * distanceUnit defaults to km, maxDistance to half the earth's circumference, limit to 25 (max 200);
 * a postal code the geolocation mappings do not know yields an empty result (no `data`).
 */
function registerShopperStores(app: SandboxApp): void {
  const api = mountScapi(app, '/store/shopper-stores/v1');

  api.get('/store-search', async (c) => {
    siteOf(c);
    const unit = c.req.query('distanceUnit') || 'km';
    if (unit !== 'mi' && unit !== 'km') {
      throw invalidParameter('distanceUnit', `The distance unit '${unit}' is not supported. Use 'mi' or 'km'.`);
    }
    const limit = intParam(c, 'limit', 25, 1, 200);
    const offset = intParam(c, 'offset', 0, 0, 100_000);
    const maxDistance = numberParam(c, 'maxDistance', 0, 1_000_000) ?? HALF_EARTH_CIRCUMFERENCE[unit];
    const latitude = numberParam(c, 'latitude', -90, 90);
    const longitude = numberParam(c, 'longitude', -180, 180);

    let origin;
    if (latitude !== undefined || longitude !== undefined) {
      if (latitude === undefined) throw missingParameter('latitude');
      if (longitude === undefined) throw missingParameter('longitude');
      origin = { latitude, longitude };
    } else {
      const countryCode = c.req.query('countryCode');
      const postalCode = c.req.query('postalCode');
      if (!countryCode) throw missingParameter('countryCode');
      if (!postalCode) throw missingParameter('postalCode');
      if (!/^[A-Z]{2}$/.test(countryCode))
        throw invalidParameter(
          'countryCode',
          `The country code '${countryCode}' is not a valid ISO 3166-1 alpha-2 code.`,
        );
      origin = geocodePostalCode(countryCode, postalCode);
    }

    const hits = origin ? nearbyStores(await loadAllStores(c.var.sb.db), origin, maxDistance, unit) : [];
    const page = hits
      .slice(offset, offset + limit)
      .map(({ store, distance }) => ({ ...store, distance, distanceUnit: unit }));
    return c.json({ limit, offset, total: hits.length, ...(page.length ? { data: page } : {}) });
  });

  api.get('/stores', async (c) => {
    siteOf(c);
    const ids = idsParam(c, 'ids');
    const stores = await loadStoresByIds(c.var.sb.db, ids);
    return c.json({ limit: ids.length, total: stores.length, ...(stores.length ? { data: stores } : {}) });
  });
}

interface StoreInventoryEntry {
  ats: number;
  inStock: boolean;
  storeCode: string;
  inventoryList: string;
  rioCode: string;
}

function inventoryEntry(productId: string, store: StoreDoc, ats: number): StoreInventoryEntry {
  return { ats, inStock: ats > 0, storeCode: store.id, inventoryList: store.inventoryId, rioCode: productId };
}

/**
 * Custom API `stores` v1 — what the pickup sheet, the store locator and "Find a shop" use.
 *   GET store-search?lookup={zip}&radius={10|20|50|100}&c_productIds=a,b
 *   GET store-details?storeIDs=a,b
 *   GET store-products-inventory?productIDs=a,b&storeIDs=x,y
 *   GET shop-list
 *   GET find-concierge?postalCode=
 */
function registerStoresCustomApi(app: SandboxApp): void {
  const api = mountCustomApi(app, 'stores');

  api.get('/store-search', async (c) => {
    siteOf(c);
    const lookup = (c.req.query('lookup') ?? '').trim();
    if (!lookup) throw missingParameter('lookup');
    const postal = lookup.length <= 10 ? parsePostalCode(lookup) : undefined;
    if (!postal) throw invalidParameter('lookup', 'Please enter a valid zip or postal code');
    const radiusRaw = c.req.query('radius') || '10';
    const radius = Number(radiusRaw);
    if (!(PICKUP_RADII as readonly number[]).includes(radius) || !/^\d+$/.test(radiusRaw)) {
      throw invalidParameter('radius', 'Please select a range type.');
    }
    const requestedProducts = [...new Set(listParam(c, 'c_productIds'))];
    if (requestedProducts.length > MAX_IDS)
      throw invalidParameter('c_productIds', `At most ${MAX_IDS} IDs can be requested in 'c_productIds'.`);

    const db = c.var.sb.db;
    const origin = geocodePostalCode(postal.countryCode, postal.code);
    const hits = origin ? nearbyStores(await loadAllStores(db), origin, radius, 'mi') : [];
    const productIds = await existingProductIds(c, requestedProducts);
    const atsOf = inventoryIndex(
      await loadShopInventory(
        db,
        productIds,
        hits.map((hit) => hit.store.id),
      ),
    );
    return c.json({
      lookup: postal.code,
      countryCode: postal.countryCode,
      radius,
      distanceUnit: 'mi',
      total: hits.length,
      stores: hits.map(({ store, distance }) => ({
        ...store,
        distance,
        distanceUnit: 'mi',
        inventory: Object.fromEntries(productIds.map((productId) => [productId, atsOf(productId, store.id)])),
      })),
    });
  });

  api.get('/store-details', async (c) => {
    siteOf(c);
    const stores = await loadStoresByIds(c.var.sb.db, idsParam(c, 'storeIDs'));
    return c.json({ total: stores.length, stores });
  });

  api.get('/store-products-inventory', async (c) => {
    siteOf(c);
    const requestedProducts = idsParam(c, 'productIDs');
    const stores = await loadStoresByIds(c.var.sb.db, idsParam(c, 'storeIDs'));
    const productIds = await existingProductIds(c, requestedProducts);
    const atsOf = inventoryIndex(
      await loadShopInventory(
        c.var.sb.db,
        productIds,
        stores.map((store) => store.id),
      ),
    );
    return c.json(
      Object.fromEntries(
        productIds.map((productId) => [
          productId,
          Object.fromEntries(
            stores.map((store) => [store.id, inventoryEntry(productId, store, atsOf(productId, store.id))]),
          ),
        ]),
      ),
    );
  });

  api.get('/shop-list', async (c) => {
    siteOf(c);
    const stores = await loadAllStores(c.var.sb.db);
    return c.json({ total: stores.length, stores: stores.map(shopListItem) });
  });

  api.get('/find-concierge', (c) => {
    siteOf(c);
    const postalCode = (c.req.query('postalCode') ?? '').trim();
    if (!postalCode) throw missingParameter('postalCode');
    if (postalCode.length > 10 || !parsePostalCode(postalCode)) throw invalidParameter('postalCode', SPEC_MESSAGES.zip);
    return c.json({ concierge: findConcierge(postalCode) });
  });
}

export function registerStoreRoutes(app: SandboxApp): void {
  registerShopperStores(app);
  registerStoresCustomApi(app);
}
