import { describe, expect, it } from 'vitest';
import { findConcierge } from '../src/stores/concierges.ts';
import { shopListItem, storeDocFor } from '../src/stores/docs.ts';
import { distanceBetween, geocodePostalCode, parsePostalCode } from '../src/stores/geo.ts';
import { formatStoreHoursHtml, formatTime12h, toPacificHours, type WeeklyHours } from '../src/stores/hours.ts';
import { inventoryIndex, isCarriedInShops, planShopInventory } from '../src/stores/inventory.ts';
import { nearbyStores } from '../src/stores/search.ts';
import { SHOPS } from '../src/stores/shops.ts';
import { createRandom } from '../src/seed/random.ts';

const shop = (id: string) => SHOPS.find((candidate) => candidate.id === id)!;

const WEEK: WeeklyHours = {
  monday: { open: '10:00', close: '21:00' },
  tuesday: { open: '10:00', close: '21:00' },
  wednesday: { open: '10:00', close: '21:00' },
  thursday: { open: '10:00', close: '21:00' },
  friday: { open: '10:00', close: '21:00' },
  saturday: { open: '10:00', close: '18:30' },
  sunday: null,
};

describe('shop hours', () => {
  it('formats 24-hour times as 12-hour times', () => {
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('09:30')).toBe('9:30 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('21:05')).toBe('9:05 PM');
  });

  it('groups consecutive days with the same hours in the storeHours markup and marks closed days', () => {
    expect(formatStoreHoursHtml(WEEK, 'PT')).toBe(
      '<ul class="store-hours">' +
        '<li><span class="store-hours-days">Mon–Fri:</span> 10:00 AM – 9:00 PM</li>' +
        '<li><span class="store-hours-days">Sat:</span> 10:00 AM – 6:30 PM</li>' +
        '<li><span class="store-hours-days">Sun:</span> Closed</li>' +
        '</ul><p class="store-hours-zone">All hours PT.</p>',
    );
  });

  it('expresses local hours in Pacific time', () => {
    expect(toPacificHours(WEEK, 'America/Los_Angeles')).toEqual(WEEK);
    const chicago = toPacificHours(WEEK, 'America/Chicago');
    expect(chicago.monday).toEqual({ open: '08:00', close: '19:00' });
    expect(chicago.sunday).toBeNull();
    expect(toPacificHours(WEEK, 'Pacific/Honolulu').saturday).toEqual({ open: '12:00', close: '20:30' });
    expect(toPacificHours(WEEK, 'America/Toronto').friday).toEqual({ open: '07:00', close: '18:00' });
  });

  it('refuses hours that would cross midnight in Pacific time', () => {
    const late: WeeklyHours = { ...WEEK, friday: { open: '10:00', close: '23:30' } };
    expect(() => toPacificHours(late, 'Pacific/Honolulu')).toThrow(/midnight/);
  });
});

describe('postal codes and distances', () => {
  it('parses US ZIP codes (5, 5+4, 9 digits) and Canadian postal codes', () => {
    expect(parsePostalCode('90210')).toEqual({ countryCode: 'US', code: '90210' });
    expect(parsePostalCode('90210-1234')).toEqual({ countryCode: 'US', code: '90210' });
    expect(parsePostalCode('902101234')).toEqual({ countryCode: 'US', code: '90210' });
    expect(parsePostalCode('v6b1a1')).toEqual({ countryCode: 'CA', code: 'V6B 1A1' });
    expect(parsePostalCode(' M5B 2H1 ')).toEqual({ countryCode: 'CA', code: 'M5B 2H1' });
    expect(parsePostalCode('9021')).toBeUndefined();
    expect(parsePostalCode('W1A 1A1')).toBeUndefined();
    expect(parsePostalCode('D5B 2H1')).toBeUndefined();
    expect(parsePostalCode('90210', 'CA')).toBeUndefined();
    expect(parsePostalCode('M5B 2H1', 'US')).toBeUndefined();
  });

  it('geocodes shop postal codes exactly, others by ZIP prefix or FSA, and knows nothing else', () => {
    expect(geocodePostalCode('US', '90401')).toEqual({ latitude: 34.0135, longitude: -118.4951 });
    expect(geocodePostalCode('US', '94110')).toEqual({ latitude: 37.7749, longitude: -122.4194 });
    expect(geocodePostalCode('CA', 'V6E 3T5')).toEqual({ latitude: 49.2827, longitude: -123.1207 });
    expect(geocodePostalCode('US', '59801')).toBeUndefined();
    expect(geocodePostalCode('CA', '90401')).toBeUndefined();
    expect(geocodePostalCode('US', 'not a zip')).toBeUndefined();
  });

  it('computes great-circle distances in miles and kilometres', () => {
    const la = { latitude: 34.0522, longitude: -118.2437 };
    const sf = { latitude: 37.7749, longitude: -122.4194 };
    expect(distanceBetween(la, sf, 'mi')).toBeCloseTo(347.4, 0);
    expect(distanceBetween(la, sf, 'km')).toBeCloseTo(559.1, 0);
    expect(distanceBetween(sf, la, 'mi')).toBe(distanceBetween(la, sf, 'mi'));
    expect(distanceBetween(la, la, 'km')).toBe(0);
  });
});

describe('store search', () => {
  const stores = SHOPS.map(storeDocFor);

  it('lists locator shops within the radius, nearest first', () => {
    const hits = nearbyStores(stores, geocodePostalCode('US', '90401')!, 10, 'mi');
    expect(hits.map((hit) => hit.store.id)).toEqual(['1001', '1003', '1002', '1020']);
    expect(hits[0]!.distance).toBe(0);
    expect(hits.every((hit, index) => index === 0 || hits[index - 1]!.distance <= hit.distance)).toBe(true);
    expect(hits.every((hit) => hit.distance <= 10)).toBe(true);
  });

  it('leaves out shops that are not in the store locator', () => {
    const airport = shop('1019');
    const hits = nearbyStores(stores, airport, 1, 'mi');
    expect(hits).toEqual([]);
  });
});

describe('shop documents', () => {
  it('has about thirty shops with unique ids whose postal codes geocode to the shop', () => {
    expect(SHOPS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SHOPS.map((entry) => entry.id)).size).toBe(SHOPS.length);
    for (const entry of SHOPS) {
      expect(geocodePostalCode(entry.countryCode, entry.postalCode)).toEqual({
        latitude: entry.latitude,
        longitude: entry.longitude,
      });
    }
    expect(SHOPS.filter((entry) => entry.storeType === 'quantity_discount').length).toBeGreaterThanOrEqual(5);
  });

  it('builds SCAPI store documents with the shop custom attributes', () => {
    const toronto = storeDocFor(shop('1034'));
    expect(toronto).toMatchObject({
      id: '1034',
      name: 'Sweet Shop — CF Toronto Eaton Centre',
      countryCode: 'CA',
      stateCode: 'ON',
      postalCode: 'M5B 2H1',
      email: 'cftorontoeatoncentre@sweetshop.example',
      inventoryId: 'inventory_m_store_1034',
      posEnabled: true,
      storeLocatorEnabled: true,
      c_storeType: 'retail',
      c_isInternational: true,
      c_stateName: 'Ontario',
      c_pickupEnabled: true,
      c_timeZone: 'America/Toronto',
    });
    expect(toronto.c_weeklyHours.monday).toEqual({ open: '07:00', close: '18:00' });
    expect(toronto.storeHours).toContain('Mon–Sat:</span> 10:00 AM – 9:00 PM');
    expect(toronto.storeHours).toContain('All hours ET.');
    const qdc = storeDocFor(shop('1020'));
    expect(qdc).toMatchObject({
      c_storeType: 'quantity_discount',
      c_isInternational: false,
      c_pickupEnabled: false,
      email: 'qdc.losangeles@sweetshop.example',
    });
    expect(qdc.c_weeklyHours.sunday).toBeNull();
  });

  it('derives the shop-list item with storefront and directions links', () => {
    expect(shopListItem(storeDocFor(shop('1010')))).toEqual({
      id: '1010',
      name: 'Sweet Shop — Union Square',
      address: '350 Powell St',
      city: 'San Francisco',
      stateCode: 'CA',
      c_stateName: 'California',
      postalCode: '94102',
      country: 'United States',
      countryCode: 'US',
      phone: '(415) 555-0110',
      c_storeType: 'retail',
      c_isInternational: false,
      c_pickupEnabled: true,
      storeDetailsLink: '/chocolateshops?storeId=1010',
      mapDirectionsLink:
        'https://www.google.com/maps/dir/?api=1&destination=350%20Powell%20St%2C%20San%20Francisco%2C%20CA%2094102%2C%20United%20States',
    });
  });
});

describe('concierges', () => {
  it('finds the concierge whose territory covers the postal code', () => {
    expect(findConcierge('90401')?.name).toBe('Margaret Ellison');
    expect(findConcierge('92618-1234')?.name).toBe('Priya Raman');
    expect(findConcierge('94102')?.name).toBe('Daniel Okafor');
    expect(findConcierge('98101')?.name).toBe('Tom Whitaker');
    expect(findConcierge('85251')?.name).toBe('Rosa Delgado');
    expect(findConcierge('75225')?.name).toBe('Marcus Bell');
    expect(findConcierge('v6b 1a1')).toEqual({
      name: 'Claire Fontaine',
      phone: '(604) 555-0186',
      email: 'claire.fontaine@sweetshop.example',
    });
    expect(findConcierge('M5B2H1')?.name).toBe('Étienne Gagnon');
  });

  it('has none outside every territory or for a malformed code', () => {
    expect(findConcierge('10001')).toBeNull();
    expect(findConcierge('60611')).toBeNull();
    expect(findConcierge('hello')).toBeNull();
  });
});

describe('shop inventory plan', () => {
  const products = [
    { id: 'regular-1', flags: {} },
    { id: 'regular-2', flags: { c_isKosher: true } },
    { id: 'pickup-only', flags: { c_isPickupOnly: true } },
    { id: 'in-shop-only', flags: { c_isInShopOnly: true } },
    { id: 'online-only', flags: { c_isOnlineOnly: true } },
    { id: 'gift-card', flags: { c_isGiftCard: true } },
    { id: 'collateral', flags: { c_isCollateral: true } },
    { id: 'sold-out', flags: { c_isOutOfStock: true } },
    ...Array.from({ length: 40 }, (_, index) => ({ id: `bulk-${String(index).padStart(2, '0')}`, flags: {} })),
  ];
  const storeIds = SHOPS.map((entry) => entry.id);
  const plan = planShopInventory(storeIds, products, createRandom('test'), '1001');

  it('is deterministic', () => {
    expect(planShopInventory(storeIds, products, createRandom('test'), '1001')).toEqual(plan);
  });

  it('never stocks web exclusives, gift cards or sales materials in shops', () => {
    expect(isCarriedInShops({ id: 'x', flags: { c_isOnlineOnly: true } })).toBe(false);
    const carried = new Set(plan.map((row) => row.productId));
    expect(carried.has('online-only')).toBe(false);
    expect(carried.has('gift-card')).toBe(false);
    expect(carried.has('collateral')).toBe(false);
  });

  it('stocks pickup-only and in-shop-only products in every shop and sold-out products nowhere', () => {
    const atsOf = inventoryIndex(plan);
    for (const storeId of storeIds) {
      expect(atsOf('pickup-only', storeId)).toBeGreaterThan(0);
      expect(atsOf('in-shop-only', storeId)).toBeGreaterThan(0);
      expect(atsOf('sold-out', storeId)).toBe(0);
    }
  });

  it('has everything in the flagship and some sold-out and low-stock shelves elsewhere', () => {
    const regular = plan.filter((row) => row.productId.startsWith('bulk-') || row.productId.startsWith('regular-'));
    expect(regular.filter((row) => row.storeId === '1001').every((row) => row.ats >= 10)).toBe(true);
    expect(regular.some((row) => row.ats === 0)).toBe(true);
    expect(regular.some((row) => row.ats > 0 && row.ats < 10)).toBe(true);
  });
});
