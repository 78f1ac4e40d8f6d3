/**
 * "Find a shop" (content spec §2 key `find-a-shop-accordion`, §8) and the store locator
 * `/chocolateshops` (catalog spec §1): shops grouped by state code (states in name order, shops by
 * city then name inside a state). Every site's list holds only US shops of type quantity_discount
 * that are not international (content spec §9), the main shop's included.
 */
export interface ShopListItem {
  id: string;
  name: string;
  address: string;
  address2?: string;
  city: string;
  stateCode: string;
  c_stateName?: string;
  postalCode: string;
  country?: string;
  countryCode: string;
  phone?: string;
  c_storeType?: string;
  c_isInternational?: boolean;
  storeDetailsLink?: string;
  mapDirectionsLink?: string;
}

export interface ShopStateGroup {
  stateCode: string;
  stateName: string;
  shops: ShopListItem[];
}

/** The shops "Find a shop" lists. */
export const isListedShop = (shop: ShopListItem) =>
  shop.countryCode === 'US' && shop.c_storeType === 'quantity_discount' && shop.c_isInternational !== true;

export function groupShopsByState(shops: readonly ShopListItem[]): ShopStateGroup[] {
  const groups = new Map<string, ShopStateGroup>();
  for (const shop of shops.filter(isListedShop)) {
    const group = groups.get(shop.stateCode) ?? {
      stateCode: shop.stateCode,
      stateName: shop.c_stateName || shop.stateCode,
      shops: [],
    };
    group.shops.push(shop);
    groups.set(shop.stateCode, group);
  }
  const byText = (a: string, b: string) => a.localeCompare(b, 'en');
  return [...groups.values()]
    .sort((a, b) => byText(a.stateName, b.stateName))
    .map((group) => ({
      ...group,
      shops: group.shops.sort((a, b) => byText(a.city, b.city) || byText(a.name, b.name)),
    }));
}

/** Only links the storefront trusts: a site path, or the map's https address. */
export function safeShopLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  return /^https:\/\/www\.google\.com\/maps\//.test(link) ? link : undefined;
}
