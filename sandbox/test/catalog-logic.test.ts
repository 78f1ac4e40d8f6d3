import { describe, expect, it } from 'vitest';
import { buildCatalog, fundraisingEntry, salePrice, toCad, volumeTiers } from '../src/catalog/build.ts';
import { categoryAndDescendants, categoryPath } from '../src/catalog/category-view.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { escapeXml } from '../src/catalog/images.ts';
import { tieredUnitPrice, unitPrice, type SellableProduct } from '../src/catalog/lookup.ts';
import { availabilityOf, summarizePrices } from '../src/catalog/pricing.ts';
import { parseImgTypes, resolveExpand, PRODUCT_EXPANDS } from '../src/catalog/product-view.ts';
import {
  computeRefinements,
  editDistance,
  inPriceRange,
  matchesQuery,
  normalizeWords,
  parsePriceRange,
  parseRefine,
  RefineError,
  runSearch,
  suggestedPhrase,
  suggestTerms,
  wordMatches,
} from '../src/catalog/search.ts';
import type { Catalog, CategoryRecord, ProductRecord } from '../src/catalog/store.ts';

/** The seeded catalog, parsed the way store.ts parses it. */
function seededCatalog(): { catalog: Catalog; inventory: Map<string, number> } {
  const rows = buildCatalog();
  const categories = new Map<string, CategoryRecord>(rows.categories.map((row) => [row.id, { ...row, childIds: [] }]));
  for (const row of [...rows.categories].sort((a, b) => a.position - b.position)) {
    if (row.parentId) categories.get(row.parentId)!.childIds.push(row.id);
  }
  const products = new Map<string, ProductRecord>(rows.products.map((row) => [row.id, row]));
  const variantIds = new Map<string, string[]>();
  for (const row of rows.products)
    if (row.masterId) variantIds.set(row.masterId, [...(variantIds.get(row.masterId) ?? []), row.id]);
  const catalog: Catalog = { version: 'test', categories, products, variantIds, categoryOrder: [...categories.keys()] };
  return { catalog, inventory: new Map(rows.inventory.map((row) => [row.productId, row.ats])) };
}

const { catalog, inventory } = seededCatalog();
const rows = buildCatalog();
const docs = rows.products.map((row) => row.doc);

describe('catalog seed data', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildCatalog())).toBe(JSON.stringify(rows));
  });

  it('has about a hundred products, digit ids and a category tree four levels deep', () => {
    const products = rows.products.filter((row) => row.kind !== 'variant');
    expect(products).toHaveLength(100);
    expect(rows.products.every((row) => /^\d+$/.test(row.id))).toBe(true);
    expect(new Set(rows.products.map((row) => row.id)).size).toBe(rows.products.length);
    expect(categoryPath(catalog, DEMO_CATEGORIES.deepest).map((entry) => entry.id)).toEqual([
      'chocolate',
      'chocolate-boxes',
      'truffles',
      'dark-truffles',
    ]);
    for (const doc of docs) {
      expect(catalog.categories.has(String(doc.primaryCategoryId)), String(doc.id)).toBe(true);
      for (const id of doc._categoryIds as string[])
        expect(catalog.categories.has(id), `${doc.id} in ${id}`).toBe(true);
    }
  });

  it('uses every product flag of the spec somewhere', () => {
    const flags = [
      'c_isGiftCard',
      'c_isPickupOnly',
      'c_isOnlineOnly',
      'c_isOutOfStock',
      'c_isComingSoon',
      'c_isInShopOnly',
      'c_isShowBackInStock',
      'c_isKosher',
      'c_isDairyFree',
      'c_isMeltable',
      'c_isOnSale',
      'c_isNew',
      'c_isBackIn',
      'c_isSustainable',
      'c_isCollateral',
      'c_isCase',
      'c_unsellable',
      'c_enableSubscription',
      'c_ogEnableImpulseUpsell',
      'c_availableForInStorePickup',
      'c_isCustomMix',
      'c_isCustomMixPiece',
    ];
    for (const flag of flags)
      expect(
        docs.some((doc) => doc[flag] === true),
        flag,
      ).toBe(true);
    expect(docs.some((doc) => doc.c_isMeltable === false)).toBe(true);
    for (const field of [
      'c_customMixUnitType',
      'c_customMixCode',
      'c_customMixUnitIncrement',
      'c_customMixFlavorLimit',
      'c_maxPiecesUnits',
      'c_quantityLimit',
      'c_badge',
      'c_rating',
      'c_reviewCount',
      'c_productIngredients',
    ]) {
      expect(
        docs.some((doc) => doc[field] !== undefined),
        field,
      ).toBe(true);
    }
    expect(new Set(docs.map((doc) => doc.c_collateralGroup).filter(Boolean))).toEqual(
      new Set(['Seasonal Materials', 'All Year Materials', 'Other Sales Tools']),
    );
    expect(docs.some((doc) => typeof doc.c_shipThrough === 'string' && doc.c_shipThrough < '2025-06-01')).toBe(true);
    expect(docs.some((doc) => typeof doc.c_shipThrough === 'string' && doc.c_shipThrough > '2030-01-01')).toBe(true);
  });

  it('varies images, descriptions and stock', () => {
    const largeCounts = new Set(
      rows.products
        .filter((row) => row.kind !== 'variant')
        .map((row) => (row.doc.imageGroups as Array<{ viewType: string; images: unknown[] }>)[0]!.images.length),
    );
    expect(largeCounts).toEqual(new Set([1, 3, 6]));
    expect(docs.some((doc) => String(doc.longDescription).split(/\s+/).length > 55)).toBe(true);
    const stock = rows.inventory.map((row) => row.ats);
    expect(stock.filter((ats) => ats === 0).length).toBeGreaterThan(3);
    expect(stock.filter((ats) => ats > 0 && ats < 10).length).toBeGreaterThan(3);
    expect(stock.filter((ats) => ats >= 25).length / stock.length).toBeGreaterThan(0.8);
    expect(rows.products.filter((row) => row.kind === 'master').every((row) => !row.doc._prices)).toBe(true);
    expect(rows.products.filter((row) => row.kind !== 'master').every((row) => row.doc._prices)).toBe(true);
  });

  it('matches the documented demo products', () => {
    expect(inventory.get(DEMO_PRODUCTS.lowStockVariant)).toBe(3);
    expect(inventory.get(DEMO_PRODUCTS.outOfStockItem)).toBe(0);
    expect(inventory.get(DEMO_PRODUCTS.outOfStockVariant)).toBe(0);
    expect(inventory.get(DEMO_PRODUCTS.comingSoon)).toBe(0);
    expect(inventory.get(DEMO_PRODUCTS.lowStockItem)).toBe(4);
    expect(inventory.get(DEMO_PRODUCTS.collateralSmallLimit)).toBe(6);
    expect(catalog.products.get(DEMO_PRODUCTS.variant)!.masterId).toBe(DEMO_PRODUCTS.master);
    expect(catalog.products.get(DEMO_PRODUCTS.collateral)!.doc).toMatchObject({
      c_isCollateral: true,
      c_quantityLimit: 50,
    });
    expect(catalog.products.get(DEMO_PRODUCTS.collateralSmallLimit)!.doc).toMatchObject({ c_quantityLimit: 2 });
    expect(catalog.products.get(DEMO_PRODUCTS.giftCard)!.doc).toMatchObject({
      c_isGiftCard: true,
      _prices: { USD: { list: 50 }, CAD: { list: 50 } },
    });
    expect(catalog.products.get(DEMO_PRODUCTS.eGiftCard)!.doc).toMatchObject({
      c_isGiftCard: true,
      c_isOnlineOnly: true,
    });
    expect(catalog.products.get(DEMO_PRODUCTS.unsellable)!.doc.c_unsellable).toBe(true);
    expect(catalog.products.get(DEMO_PRODUCTS.shipThroughPassed)!.doc.c_shipThrough).toBe('2024-12-20');
    expect(catalog.products.get(DEMO_PRODUCTS.subscription)!.doc).toMatchObject({
      c_enableSubscription: true,
      _prices: { USD: { list: 54.95 } },
    });
  });
});

describe('catalog prices', () => {
  it('converts to CAD, applies sales, tiers and fundraising earnings', () => {
    expect(toCad(24.95)).toBe(33.99);
    expect(toCad(1.25)).toBe(1.7);
    expect(toCad(50, true)).toBe(50);
    expect(toCad(0)).toBe(0);
    expect(salePrice(5.25, 30)).toBe(3.68);
    expect(volumeTiers(10)).toEqual([
      { quantity: 1, price: 10 },
      { quantity: 12, price: 9 },
      { quantity: 48, price: 8 },
    ]);
    expect(fundraisingEntry(6, 4.95)).toEqual({ suggestedSellingPrice: 6, earn: 1.05, percent: 18 });
  });

  it('summarises a master as the range over its variants', () => {
    const master = catalog.products.get(DEMO_PRODUCTS.master)!;
    const summary = summarizePrices(catalog, master, 'USD')!;
    expect(summary).toMatchObject({
      price: 24.95,
      priceMax: 89.95,
      priceRanges: [{ pricebook: 'usd-list-prices', minPrice: 24.95, maxPrice: 89.95 }],
    });
    expect(summary.cheapest.id).toBe(DEMO_PRODUCTS.variant);
    const sale = summarizePrices(catalog, catalog.products.get(DEMO_PRODUCTS.lowStockItem)!, 'USD')!;
    expect(sale).toMatchObject({ price: 3.68, prices: { 'usd-list-prices': 5.25, 'usd-sale-prices': 3.68 } });
    expect(sale.priceMax).toBeUndefined();
  });

  it('gives the lookup contract unit and tier prices', () => {
    const product = (id: string): SellableProduct => ({
      id,
      masterId: undefined,
      kind: 'item',
      name: id,
      doc: catalog.products.get(id)!.doc,
      ats: 1,
    });
    expect(unitPrice(product(DEMO_PRODUCTS.lowStockItem), 'CAD')).toEqual({ list: 7.99, sale: 5.59, price: 5.59 });
    expect(tieredUnitPrice(product(DEMO_PRODUCTS.simpleItem), 'USD', 1)).toBe(4.95);
    expect(tieredUnitPrice(product(DEMO_PRODUCTS.simpleItem), 'USD', 12)).toBe(4.46);
    expect(tieredUnitPrice(product(DEMO_PRODUCTS.simpleItem), 'USD', 100)).toBe(3.96);
    expect(tieredUnitPrice(product(DEMO_PRODUCTS.giftCard), 'USD', 100)).toBeUndefined();
  });

  it('makes a master orderable when one variant is', () => {
    const master = catalog.products.get(DEMO_PRODUCTS.master)!;
    const variants = catalog.variantIds.get(master.id)!;
    const onlyOne = new Map(variants.map((id, index) => [id, index === 2 ? 5 : 0]));
    expect(availabilityOf(catalog, master, onlyOne)).toEqual({ ats: 5, orderable: true });
    expect(availabilityOf(catalog, master, new Map())).toEqual({ ats: 0, orderable: false });
    expect(
      availabilityOf(catalog, catalog.products.get(DEMO_PRODUCTS.unsellable)!, new Map([[DEMO_PRODUCTS.unsellable, 9]]))
        .orderable,
    ).toBe(false);
  });
});

describe('search matching', () => {
  it('normalises words and matches prefixes and plurals', () => {
    expect(normalizeWords("Valentine's Heart-Box, CRÈME")).toEqual(['valentines', 'heart', 'box', 'creme']);
    expect(wordMatches('truf', 'truffles')).toBe(true);
    expect(wordMatches('chocolates', 'chocolate')).toBe(true);
    expect(wordMatches('boxes', 'box')).toBe(true);
    expect(wordMatches('candies', 'candy')).toBe(true);
    expect(wordMatches('bars', 'bark')).toBe(false);
    expect(wordMatches('pop', 'lollipop')).toBe(false);
    expect(matchesQuery(['dark', 'truffles'], ['dark', 'chocolate', 'truffles'])).toBe(true);
    expect(matchesQuery(['dark', 'truffles'], ['milk', 'chocolate', 'truffles'])).toBe(false);
  });

  it('parses refinements and price ranges', () => {
    expect(parseRefine('brand=A|B')).toEqual({ attributeId: 'brand', raw: 'A|B', values: ['A', 'B'] });
    expect(parseRefine('cgid=truffles').values).toEqual(['truffles']);
    expect(() => parseRefine('cgid')).toThrow(RefineError);
    expect(() => parseRefine('cgid=')).toThrow(RefineError);
    expect(() => parseRefine('price=(a..b)')).toThrow(RefineError);
    expect(parsePriceRange('(10..25)')).toEqual({ min: 10, max: 25 });
    expect(parsePriceRange('(100..)')).toEqual({ min: 100 });
    expect(inPriceRange(10, { min: 10, max: 25 })).toBe(true);
    expect(inPriceRange(25, { min: 10, max: 25 })).toBe(false);
    expect(inPriceRange(9.99, { min: 10 })).toBe(false);
  });

  it('includes subcategories in a category and resolves expand and imgTypes', () => {
    expect([...categoryAndDescendants(catalog, 'truffles')].sort()).toEqual([
      'dark-truffles',
      'milk-truffles',
      'truffles',
    ]);
    expect(resolveExpand([], PRODUCT_EXPANDS).has('page_meta_tags')).toBe(false);
    expect(resolveExpand([], PRODUCT_EXPANDS).has('variations')).toBe(true);
    expect(resolveExpand(['none'], PRODUCT_EXPANDS).size).toBe(0);
    expect(parseImgTypes('large:2,small')).toEqual(
      new Map([
        ['large', 2],
        ['small', undefined],
      ]),
    );
    expect(parseImgTypes('large:two')).toBe('invalid');
  });
});

describe('refinement hit counts', () => {
  const request = (q: string, refine: string[]) => ({
    q,
    refinements: refine.map(parseRefine),
    sort: 'best-matches',
    currency: 'USD',
  });

  it('counts each attribute over the result refined by the other attributes', () => {
    const brandOnly = runSearch(catalog, request('', ['brand=Sweet Shop']));
    const brandCounts = brandOnly.refinements.find((entry) => entry.attributeId === 'brand')!.values;
    const all = runSearch(catalog, request('', []));
    expect(brandCounts).toEqual(all.refinements.find((entry) => entry.attributeId === 'brand')!.values);
    const newCount = brandOnly.refinements.find((entry) => entry.attributeId === 'c_isNew')!.values[0]!.hitCount;
    expect(newCount).toBeGreaterThan(0);
    expect(newCount).toBe(runSearch(catalog, request('', ['brand=Sweet Shop', 'c_isNew=true'])).entries.length);
  });

  it('lists subcategories of the refined category with counts that include their own subcategories', () => {
    const outcome = runSearch(catalog, request('', ['cgid=chocolate']));
    const cgid = computeRefinements(
      catalog,
      runSearch(catalog, request('', [])).entries,
      request('', ['cgid=chocolate']),
    ).find((entry) => entry.attributeId === 'cgid')!;
    expect(cgid.values.map((value) => value.value)).toEqual(['chocolate-boxes', 'chocolate-bars', 'chocolate-covered']);
    const boxes = runSearch(catalog, request('', ['cgid=chocolate-boxes'])).entries.length;
    expect(cgid.values[0]!.hitCount).toBe(boxes);
    expect(outcome.entries.length).toBeGreaterThanOrEqual(boxes);
  });

  it('never counts variants, unsellable products or hidden sales materials in an ordinary search', () => {
    const everything = runSearch(catalog, request('', [])).entries.map((entry) => entry.record);
    expect(everything.some((record) => record.kind === 'variant')).toBe(false);
    expect(everything.some((record) => record.doc.c_unsellable === true)).toBe(false);
    expect(everything.some((record) => record.doc.c_isCollateral === true)).toBe(false);
    expect(runSearch(catalog, request('', ['cgid=order-forms'])).entries).toHaveLength(8);
  });
});

describe('search suggestions', () => {
  const vocabulary = ['bark', 'bar', 'caramel', 'truffle', 'truffles'];

  it('measures edit distance', () => {
    expect(editDistance('trufles', 'truffles')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('completes, keeps exact words and corrects typos', () => {
    expect(suggestTerms(vocabulary, ['bar'])[0]!.terms).toEqual([
      { value: 'bar', completed: false, corrected: false, exactMatch: true },
      { value: 'bark', completed: true, corrected: false, exactMatch: false },
    ]);
    expect(suggestTerms(vocabulary, ['caramle'])[0]!.terms[0]).toMatchObject({ value: 'caramel', corrected: true });
    expect(suggestTerms(vocabulary, ['xyzzy'])[0]!.terms).toEqual([]);
    expect(suggestedPhrase(suggestTerms(vocabulary, ['caramle', 'bar']))).toEqual({
      phrase: 'caramel bar',
      exactMatch: false,
    });
    expect(suggestedPhrase(suggestTerms(vocabulary, ['xyzzy']))).toBeUndefined();
  });
});

describe('generated images', () => {
  it('escapes XML', () => {
    expect(escapeXml(`"'<&`)).toBe('&quot;&apos;&lt;&amp;');
  });
});
