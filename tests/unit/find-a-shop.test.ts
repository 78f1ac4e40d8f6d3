import { describe, expect, it } from 'vitest';
import { groupShopsByState, isListedShop, safeShopLink, type ShopListItem } from '~/models/find-a-shop.ts';

const shop = (over: Partial<ShopListItem>): ShopListItem => ({
  id: 'x',
  name: 'Shop',
  address: '1 Main St',
  city: 'Town',
  stateCode: 'CA',
  c_stateName: 'California',
  postalCode: '94000',
  countryCode: 'US',
  c_storeType: 'quantity_discount',
  c_isInternational: false,
  ...over,
});

describe('find a shop (content spec §8)', () => {
  it('lists only US quantity-discount shops that are not international', () => {
    expect(isListedShop(shop({}))).toBe(true);
    expect(isListedShop(shop({ c_storeType: 'retail' }))).toBe(false);
    expect(isListedShop(shop({ c_isInternational: true }))).toBe(false);
    expect(isListedShop(shop({ countryCode: 'CA' }))).toBe(false);
  });

  it('groups by state code, states by name, shops by city', () => {
    const groups = groupShopsByState([
      shop({ id: 'sf', city: 'San Francisco' }),
      shop({ id: 'nv', stateCode: 'NV', c_stateName: 'Nevada', city: 'Reno' }),
      shop({ id: 'la', city: 'Los Angeles' }),
      shop({ id: 'retail', city: 'Anaheim', c_storeType: 'retail' }),
      shop({ id: 'az', stateCode: 'AZ', c_stateName: 'Arizona', city: 'Tucson' }),
    ]);
    expect(groups.map((group) => [group.stateCode, group.stateName, group.shops.map((s) => s.id)])).toEqual([
      ['AZ', 'Arizona', ['az']],
      ['CA', 'California', ['la', 'sf']],
      ['NV', 'Nevada', ['nv']],
    ]);
  });

  it('falls back to the state code without a state name; no shops, no groups', () => {
    expect(groupShopsByState([shop({ c_stateName: undefined })])[0]?.stateName).toBe('CA');
    expect(groupShopsByState([shop({ c_storeType: 'retail' })])).toEqual([]);
  });

  it('keeps only site paths and map links', () => {
    expect(safeShopLink('/chocolateshops?storeId=1')).toBe('/chocolateshops?storeId=1');
    expect(safeShopLink('https://www.google.com/maps/dir/?api=1&destination=x')).toMatch(/^https:/);
    expect(safeShopLink('//evil.example')).toBeUndefined();
    expect(safeShopLink('javascript:alert(1)')).toBeUndefined();
    expect(safeShopLink(undefined)).toBeUndefined();
  });
});
