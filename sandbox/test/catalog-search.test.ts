import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { clients, loginGuest, problemOf, siteToken, startTestSandbox } from './harness.ts';

type SearchResult = ShopperSearchTypes.ProductSearchResult;

let sandbox: RunningSandbox;
let api: ReturnType<typeof clients>;
let accessToken: string;

beforeAll(async () => {
  sandbox = await startTestSandbox('catalog_search');
  accessToken = (await loginGuest(sandbox)).access_token;
  api = clients(sandbox, { accessToken });
});
afterAll(async () => sandbox?.close());

const search = (parameters: {
  q?: string;
  refine?: string[];
  sort?: string;
  limit?: number;
  offset?: number;
  currency?: string;
  expand?: never[];
}) => api.search.productSearch({ parameters });
const ids = (result: SearchResult) => result.hits.map((hit) => hit.productId);
const refinement = (result: SearchResult, attributeId: string) =>
  result.refinements.find((entry) => entry.attributeId === attributeId)?.values ?? [];
const hitCount = (result: SearchResult, attributeId: string, value: string) =>
  refinement(result, attributeId).find((entry) => entry.value === value)?.hitCount;

describe('shopper-search product-search: text', () => {
  it('finds products whose text matches every word, case-insensitively, with masters rolled up', async () => {
    const truffles = await search({ q: 'truffles', limit: 200 });
    expect(truffles.total).toBeGreaterThanOrEqual(10);
    expect(truffles.query).toBe('truffles');
    expect(ids(truffles)).toContain(DEMO_PRODUCTS.master);
    expect(ids(truffles)).not.toContain(DEMO_PRODUCTS.variant);
    expect(truffles.hits.every((hit) => hit.productId.length === 5)).toBe(true);
    const upper = await search({ q: 'TRUFFLES', limit: 200 });
    expect(ids(upper)).toEqual(ids(truffles));
    const dark = await search({ q: 'dark truffles', limit: 200 });
    expect(dark.total).toBeLessThan(truffles.total);
    expect(ids(dark)).toEqual(expect.arrayContaining(['10101', '10102', '10103', '10104', '10105']));
    expect(ids(dark)).not.toContain('10111');
  });

  it('ranks name matches first and shapes tile hits', async () => {
    const result = await search({ q: 'peppermint bark' });
    expect(result.hits[0]).toMatchObject({
      productId: '10304',
      productName: 'Peppermint Bark',
      productType: { master: true },
      currency: 'USD',
      price: 14.95,
      orderable: true,
      c_isBackIn: true,
      c_badge: 'Back In Stock',
      representedProduct: { id: '1030401' },
      image: { link: `${sandbox.url}/images/products/10304-1-large.svg`, alt: 'Peppermint Bark, image 1' },
    });
    expect(result.hits[0]!.priceMax).toBeGreaterThan(14.95);
    expect(result.hits[0]!.variationAttributes?.map((attribute) => attribute.id)).toEqual(['size', 'wrap']);
  });

  it('matches brand, description and category names', async () => {
    expect(ids(await search({ q: 'heritage', limit: 200 }))).toEqual(
      expect.arrayContaining(['20301', '20302', '20304']),
    );
    expect(ids(await search({ q: 'kettles hand', limit: 200 })).length).toBeGreaterThan(10);
    expect(ids(await search({ q: 'swirl pops', limit: 200 }))).toEqual(
      expect.arrayContaining(['20101', '20102', '20103', '20104']),
    );
  });

  it('leaves out unsellable products and keeps sales materials to their category', async () => {
    expect(ids(await search({ q: 'easter bunny' }))).toEqual([]);
    expect(ids(await search({ q: 'order form' }))).toEqual([]);
    const materials = await search({ refine: ['cgid=order-forms'], limit: 50 });
    expect(materials.total).toBe(8);
    expect(ids(materials)).toContain(DEMO_PRODUCTS.collateral);
    expect(materials.hits.find((hit) => hit.productId === DEMO_PRODUCTS.collateral)).toMatchObject({
      c_isCollateral: true,
      c_quantityLimit: 50,
      price: 0,
    });
  });

  it('suggests a corrected phrase when nothing matches', async () => {
    const result = await search({ q: 'trufles' });
    expect(result.total).toBe(0);
    expect(result.hits).toEqual([]);
    expect(result.searchPhraseSuggestions.suggestedPhrases?.[0]).toEqual({ phrase: 'truffles', exactMatch: false });
    expect(result.searchPhraseSuggestions.suggestedTerms[0]?.originalTerm).toBe('trufles');
    expect(result.searchPhraseSuggestions.suggestedTerms[0]?.terms?.[0]).toMatchObject({
      value: 'truffles',
      corrected: true,
      completed: false,
    });
  });
});

describe('shopper-search product-search: refinements', () => {
  it('lists a category with an empty query, including its subcategories', async () => {
    const result = await search({ refine: ['cgid=truffles'], limit: 200 });
    expect(result.total).toBe(11);
    expect(ids(result)).toEqual(expect.arrayContaining(['10101', '10111', '30103']));
    expect(result.selectedRefinements).toEqual({ cgid: 'truffles' });
    expect(refinement(result, 'cgid')).toEqual([
      { value: 'dark-truffles', label: 'Dark Chocolate Truffles', hitCount: 5 },
      { value: 'milk-truffles', label: 'Milk Chocolate Truffles', hitCount: 6 },
    ]);
  });

  it('combines several refine parameters with AND', async () => {
    const lollipops = await search({ refine: ['cgid=lollipops'], limit: 200 });
    const newLollipops = await search({ refine: ['cgid=lollipops', 'c_isNew=true'], limit: 200 });
    expect(newLollipops.total).toBeGreaterThan(0);
    expect(newLollipops.total).toBeLessThan(lollipops.total);
    expect(newLollipops.hits.every((hit) => hit.c_isNew === true)).toBe(true);
    expect(hitCount(lollipops, 'c_isNew', 'true')).toBe(newLollipops.total);
    expect(newLollipops.selectedRefinements).toEqual({ cgid: 'lollipops', c_isNew: 'true' });
  });

  it('treats pipe-separated values as OR, with disjunctive hit counts', async () => {
    const heritage = await search({ refine: ['brand=Heritage Candy Co.'], limit: 200 });
    const cocoa = await search({ refine: ['brand=Cocoa Fields'], limit: 200 });
    const both = await search({ refine: ['brand=Heritage Candy Co.|Cocoa Fields'], limit: 200 });
    expect(heritage.total).toBe(8);
    expect(cocoa.total).toBe(4);
    expect(both.total).toBe(heritage.total + cocoa.total);
    expect(hitCount(both, 'brand', 'Sweet Shop')).toBeGreaterThan(0);
    expect(hitCount(both, 'brand', 'Cocoa Fields')).toBe(4);
    const categories = await search({ refine: ['cgid=hard-candy|swirl-pops'], limit: 200 });
    const hard = await search({ refine: ['cgid=hard-candy'], limit: 200 });
    const swirl = await search({ refine: ['cgid=swirl-pops'], limit: 200 });
    expect(categories.total).toBe(hard.total + swirl.total);
  });

  it('refines by price range in the request currency', async () => {
    const cheap = await search({ refine: ['price=(0..10)'], limit: 200 });
    expect(cheap.total).toBeGreaterThan(10);
    expect(cheap.hits.every((hit) => (hit.price ?? 99) < 10)).toBe(true);
    const all = await search({ limit: 1 });
    expect(hitCount(all, 'price', '(0..10)')).toBe(cheap.total);
    expect(refinement(all, 'price').map((value) => value.label)).toContain('$0 - $9.99');
    const mid = await search({ refine: ['price=(25..50)', 'cgid=gifts'], limit: 200 });
    expect(mid.hits.every((hit) => (hit.priceMax ?? hit.price!) >= 25 && hit.price! < 50)).toBe(true);
    const cad = await search({ refine: ['price=(0..10)'], currency: 'CAD', limit: 200 });
    expect(cad.total).toBeLessThan(cheap.total);
    expect(cad.hits.every((hit) => hit.currency === 'CAD' && hit.price! < 10)).toBe(true);
  });

  it('refines by sale, size and any c_ flag', async () => {
    const sale = await search({ refine: ['c_isSale=true'], limit: 200 });
    expect(sale.total).toBe(9);
    expect(sale.hits.every((hit) => hit.c_isOnSale === true)).toBe(true);
    const sized = await search({ refine: ['c_size=2lb'], limit: 200 });
    expect(ids(sized)).toContain('10101');
    expect(ids(sized)).not.toContain('10301');
    expect(sized.hits.find((hit) => hit.productId === '10101')?.representedProduct?.id).toBe('1010105');
    const kosher = await search({ refine: ['c_isKosher=true', 'cgid=hard-candy'], limit: 200 });
    expect(ids(kosher).sort()).toEqual(['20303', '20309']);
  });

  it('has hit counts that match the totals of the refined searches', async () => {
    const base = await search({ q: 'chocolate', limit: 1 });
    for (const value of refinement(base, 'cgid')) {
      const refined = await search({ q: 'chocolate', refine: [`cgid=${value.value}`], limit: 1 });
      expect(refined.total, value.value).toBe(value.hitCount);
    }
    for (const value of refinement(base, 'c_size')) {
      const refined = await search({ q: 'chocolate', refine: [`c_size=${value.value}`], limit: 1 });
      expect(refined.total, value.value).toBe(value.hitCount);
    }
    expect(refinement(base, 'cgid').every((value) => value.hitCount > 0)).toBe(true);
  });

  it('refuses malformed refinements', async () => {
    expect(await problemOf(search({ refine: ['cgid'] }))).toMatchObject({
      status: 400,
      body: { parameterName: 'refine' },
    });
    expect(await problemOf(search({ refine: ['price=cheap'] }))).toMatchObject({
      status: 400,
      body: { parameterName: 'refine' },
    });
  });
});

describe('shopper-search product-search: sorting and paging', () => {
  it('offers the sorting options and sorts by price, name, date and sales', async () => {
    const byPrice = await search({ refine: ['cgid=chocolate-bars'], sort: 'price-low-to-high', limit: 200 });
    const prices = byPrice.hits.map((hit) => hit.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.selectedSortingOption).toBe('price-low-to-high');
    expect(byPrice.sortingOptions.map((option) => option.id)).toEqual([
      'featured-items',
      'best-matches',
      'price-low-to-high',
      'price-high-to-low',
      'product-name-ascending',
      'product-name-descending',
      'newest',
      'top-sellers',
    ]);
    const byPriceDesc = await search({ refine: ['cgid=chocolate-bars'], sort: 'price-high-to-low', limit: 200 });
    expect(byPriceDesc.hits.map((hit) => hit.price!)).toEqual([...prices].sort((a, b) => b - a));
    const byName = await search({ refine: ['cgid=hard-candy'], sort: 'product-name-ascending', limit: 200 });
    const names = byName.hits.map((hit) => hit.productName!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Anise Drops');
    const byNameDesc = await search({ refine: ['cgid=hard-candy'], sort: 'product-name-descending', limit: 200 });
    expect(byNameDesc.hits.map((hit) => hit.productName)).toEqual([...names].reverse());
    const newest = await search({ sort: 'newest', limit: 5 });
    expect(newest.hits.every((hit) => hit.c_isNew === true)).toBe(true);
    const topSellers = await search({ sort: 'top-sellers', limit: 6 });
    expect(topSellers.hits.every((hit) => hit.c_badge === 'Best Seller')).toBe(true);
  });

  it('adds tiered prices on the volume-savings site and fundraising prices on the fundraising site', async () => {
    const parameters = { q: 'dark chocolate bar 70' };
    const main = await api.search.productSearch({ parameters });
    expect(main.hits[0]).toMatchObject({ productId: DEMO_PRODUCTS.simpleItem, price: 4.95 });
    expect(main.hits[0]!.tieredPrices).toBeUndefined();
    expect(main.hits[0]!.c_fundraisingPrice).toBeUndefined();
    const volume = await clients(sandbox, {
      accessToken: await siteToken(sandbox, 'volume-savings'),
      siteId: 'volume-savings',
    }).search.productSearch({ parameters });
    expect(volume.hits[0]!.tieredPrices?.map((tier) => [tier.quantity, tier.price])).toEqual([
      [1, 4.95],
      [12, 4.46],
      [48, 3.96],
    ]);
    const fundraising = await clients(sandbox, {
      accessToken: await siteToken(sandbox, 'fundraising'),
      siteId: 'fundraising',
    }).search.productSearch({ parameters });
    expect(fundraising.hits[0]!.c_fundraisingPrice).toEqual({
      suggestedSellingPrice: 6,
      earn: 1.05,
      percent: 18,
      currency: 'USD',
    });
  });

  it('sorts the fundraising site by the price its tiles show: the suggested selling price where there is one', async () => {
    const fundraising = clients(sandbox, {
      accessToken: await siteToken(sandbox, 'fundraising'),
      siteId: 'fundraising',
    });
    // What a tile shows there: the fundraising panel's suggested price, else the price.
    const shown = (hit: SearchResult['hits'][number]) =>
      (hit.c_fundraisingPrice as { suggestedSellingPrice: number } | undefined)?.suggestedSellingPrice ?? hit.price!;
    for (const category of ['chocolate', 'gifts', 'truffles']) {
      const ascending = await fundraising.search.productSearch({
        parameters: { refine: [`cgid=${category}`], sort: 'price-low-to-high', limit: 200 },
      });
      const prices = ascending.hits.map(shown);
      expect(
        ascending.hits.some((hit) => hit.c_fundraisingPrice),
        `${category} has fundraising prices`,
      ).toBe(true);
      expect(prices, category).toEqual([...prices].sort((a, b) => a - b));
      const descending = await fundraising.search.productSearch({
        parameters: { refine: [`cgid=${category}`], sort: 'price-high-to-low', limit: 200 },
      });
      expect(descending.hits.map(shown), category).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it('falls back to the default featured-items rule for an unknown sorting option', async () => {
    const result = await search({ q: 'bar', sort: 'sideways' });
    expect(result.selectedSortingOption).toBe('featured-items');
  });

  it('pages with offset and limit', async () => {
    const all = await search({ limit: 200 });
    expect(all.total).toBeGreaterThan(80);
    expect(all.limit).toBe(200);
    const first = await search({ limit: 10 });
    const second = await search({ limit: 10, offset: 10 });
    expect(first.total).toBe(all.total);
    expect(first).toMatchObject({ limit: 10, offset: 0 });
    expect(second).toMatchObject({ limit: 10, offset: 10 });
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 20));
    expect((await search({ offset: all.total })).hits).toEqual([]);
    expect((await search({})).hits).toHaveLength(25);
    expect(await problemOf(search({ limit: 201 }))).toMatchObject({ status: 400, body: { parameterName: 'limit' } });
  });
});

describe('shopper-search search-suggestions', () => {
  it('suggests products, categories and brands', async () => {
    const result = await api.search.getSearchSuggestions({ parameters: { q: 'truf', limit: 6 } });
    expect(result.searchPhrase).toBe('truf');
    expect(result.productSuggestions?.products).toHaveLength(6);
    expect(result.productSuggestions?.products?.[0]).toMatchObject({
      productId: expect.any(String),
      currency: 'USD',
      price: expect.any(Number),
    });
    expect(result.productSuggestions?.products?.every((product) => /truffle/i.test(product.productName))).toBe(true);
    expect(result.categorySuggestions?.categories?.map((category) => category.id)).toEqual([
      'truffles',
      'dark-truffles',
      'milk-truffles',
    ]);
    expect(result.categorySuggestions?.categories?.[0]).toEqual({
      id: 'truffles',
      name: 'Truffles',
      parentCategoryName: 'Boxed Chocolates',
    });
    expect(result.productSuggestions?.suggestedTerms[0]?.terms?.[0]).toMatchObject({
      value: 'truffle',
      completed: true,
    });
    const brands = await api.search.getSearchSuggestions({ parameters: { q: 'cocoa fie' } });
    expect(brands.brandSuggestions?.suggestedPhrases?.[0]?.phrase).toBe('Cocoa Fields');
    const cad = await api.search.getSearchSuggestions({ parameters: { q: 'peppermint', currency: 'CAD' } });
    expect(cad.productSuggestions?.products?.[0]).toMatchObject({
      productName: 'Peppermint Bark',
      currency: 'CAD',
      price: 20.99,
    });
  });

  it('needs at least three characters', async () => {
    expect(await problemOf(api.search.getSearchSuggestions({ parameters: { q: 'tr' } }))).toMatchObject({
      status: 400,
      body: { parameterName: 'q' },
    });
  });
});
