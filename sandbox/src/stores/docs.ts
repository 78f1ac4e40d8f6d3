import { formatStoreHoursHtml, TIME_ZONES, toPacificHours, type WeeklyHours } from './hours.ts';
import { COUNTRY_NAMES, STATE_NAMES, type ShopDefinition, type StoreType } from './shops.ts';

/**
 * A shop as stored in `stores.doc`: the SCAPI ShopperStores Store document (field names as in
 * commerce-sdk-isomorphic's ShopperStoresTypes.Store) with the shop's custom attributes.
 */
export interface StoreDoc extends Pick<
  ShopDefinition,
  | 'id'
  | 'name'
  | 'address1'
  | 'address2'
  | 'city'
  | 'stateCode'
  | 'postalCode'
  | 'countryCode'
  | 'phone'
  | 'latitude'
  | 'longitude'
> {
  email: string;
  inventoryId: string;
  posEnabled: boolean;
  storeLocatorEnabled: boolean;
  storeHours: string;
  storeEvents?: string;
  /** Opening hours in Pacific time, 24-hour; null = closed that day. */
  c_weeklyHours: WeeklyHours;
  c_timeZone: string;
  c_storeType: StoreType;
  c_isInternational: boolean;
  c_stateName: string;
  c_pickupEnabled: boolean;
}

/** A shop's inventory list id is this prefix and the shop's id (SCAPI Store.inventoryId). */
export const STORE_INVENTORY_PREFIX = 'inventory_m_store_';

/** "Sweet Shop — Union Square" → "unionsquare"; quantity discount centres get a "qdc." prefix. */
function emailLocalPart(shop: ShopDefinition): string {
  const place = shop.name
    .split('—')
    .pop()!
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();
  return shop.storeType === 'quantity_discount' ? `qdc.${place}` : place;
}

export function storeDocFor(shop: ShopDefinition): StoreDoc {
  const zone = TIME_ZONES[shop.timeZone];
  return {
    id: shop.id,
    name: shop.name,
    address1: shop.address1,
    ...(shop.address2 ? { address2: shop.address2 } : {}),
    city: shop.city,
    stateCode: shop.stateCode,
    postalCode: shop.postalCode,
    countryCode: shop.countryCode,
    phone: shop.phone,
    email: `${emailLocalPart(shop)}@sweetshop.example`,
    latitude: shop.latitude,
    longitude: shop.longitude,
    inventoryId: `${STORE_INVENTORY_PREFIX}${shop.id}`,
    posEnabled: true,
    storeLocatorEnabled: shop.storeLocatorEnabled ?? true,
    storeHours: formatStoreHoursHtml(shop.hours, zone.abbreviation),
    ...(shop.storeEvents ? { storeEvents: shop.storeEvents } : {}),
    c_weeklyHours: toPacificHours(shop.hours, shop.timeZone),
    c_timeZone: shop.timeZone,
    c_storeType: shop.storeType,
    c_isInternational: shop.countryCode !== 'US',
    c_stateName: STATE_NAMES[shop.stateCode] ?? shop.stateCode,
    c_pickupEnabled: shop.pickupEnabled ?? true,
  };
}

/** Storefront paths and a directions link for the shop list ("Find a shop"). */
export function shopListItem(store: StoreDoc) {
  const oneLine = [
    store.address1,
    store.city,
    `${store.stateCode} ${store.postalCode}`,
    COUNTRY_NAMES[store.countryCode],
  ].join(', ');
  return {
    id: store.id,
    name: store.name,
    address: store.address1,
    ...(store.address2 ? { address2: store.address2 } : {}),
    city: store.city,
    stateCode: store.stateCode,
    c_stateName: store.c_stateName,
    postalCode: store.postalCode,
    country: COUNTRY_NAMES[store.countryCode],
    countryCode: store.countryCode,
    phone: store.phone,
    c_storeType: store.c_storeType,
    c_isInternational: store.c_isInternational,
    c_pickupEnabled: store.c_pickupEnabled,
    storeDetailsLink: `/chocolateshops?storeId=${encodeURIComponent(store.id)}`,
    mapDirectionsLink: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLine)}`,
  };
}
