import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpers } from 'commerce-sdk-isomorphic';
import type { RunningSandbox } from '../src/index.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { callCustom, clientConfig, clients, loginGuest, problemOf, siteToken, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
let accessToken: string;
let api: ReturnType<typeof clients>;

beforeAll(async () => {
  sandbox = await startTestSandbox('catalog');
  accessToken = (await loginGuest(sandbox)).access_token;
  api = clients(sandbox, { accessToken });
});
afterAll(async () => sandbox?.close());

const siteApi = async (siteId: string) => clients(sandbox, { accessToken: await siteToken(sandbox, siteId), siteId });

/** Every key in a JSON value, at any depth. */
function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allKeys(item, keys));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      keys.add(key);
      allKeys(child, keys);
    }
  }
  return keys;
}

describe('shopper-products getProduct', () => {
  it('returns a master with its variations, price range, images and availability', async () => {
    const product = await api.products.getProduct({
      parameters: { id: DEMO_PRODUCTS.master, allImages: true, perPricebook: true },
    });
    expect(product).toMatchObject({
      id: '10101',
      name: 'Dark Chocolate Sea Salt Truffles',
      brand: 'Sweet Shop Signature',
      type: { master: true },
      primaryCategoryId: 'dark-truffles',
      currency: 'USD',
      price: 24.95,
      priceMax: 89.95,
      c_isKosher: true,
      c_isMeltable: true,
      c_badge: 'Best Seller',
      master: { masterId: '10101', orderable: true, price: 24.95 },
      inventory: { id: 'online', orderable: true },
    });
    expect(product.priceRanges).toEqual([{ pricebook: 'usd-list-prices', minPrice: 24.95, maxPrice: 89.95 }]);
    expect(product.variationAttributes?.map((attribute) => attribute.id)).toEqual(['size', 'wrap']);
    expect(
      product.variationAttributes?.[0]?.values?.map((value) => [value.value, value.name, value.orderable]),
    ).toEqual([
      ['8oz', '8 oz', true],
      ['1lb', '1 lb', true],
      ['2lb', '2 lb', true],
    ]);
    expect(product.variants).toHaveLength(6);
    expect(product.variants?.[0]).toEqual({
      productId: '1010101',
      orderable: true,
      price: 24.95,
      variationValues: { size: '8oz', wrap: 'standard' },
    });
    const large = product.imageGroups?.find((group) => group.viewType === 'large' && !group.variationAttributes);
    expect(large?.images).toHaveLength(6);
    expect(large?.images[0]?.link).toBe(`${sandbox.url}/images/products/10101-1-large.svg`);
    expect(large?.images[0]?.disBaseLink).toBe(`${sandbox.url}/images/dis/products/10101-1-large.jpg`);
    const swatches = product.imageGroups?.filter((group) => group.viewType === 'swatch') ?? [];
    expect(swatches.map((group) => group.variationAttributes?.[0]?.values?.[0]?.value)).toEqual(['standard', 'gift']);
    expect(product.productPromotions?.map((promotion) => promotion.promotionId)).toEqual([
      'truffles-3-for-2',
      'free-shipping-75',
    ]);
    expect(product.longDescription!.split(/\s+/).length).toBeGreaterThan(55);
    expect([...allKeys(product)].filter((key) => key.startsWith('_'))).toEqual([]);
  });

  it('returns a variant with its master, own price per pricebook and low online stock', async () => {
    const product = await api.products.getProduct({
      parameters: { id: DEMO_PRODUCTS.lowStockVariant, perPricebook: true },
    });
    expect(product).toMatchObject({
      id: '1010104',
      type: { variant: true },
      price: 50.95,
      prices: { 'usd-list-prices': 50.95 },
      variationValues: { size: '1lb', wrap: 'gift' },
      master: { masterId: '10101', orderable: true, price: 24.95, priceMax: 89.95 },
      inventory: { ats: 3, stockLevel: 3, orderable: true, backorderable: false, preorderable: false },
    });
    expect(product.pricePerUnit).toBe(3.18);
    expect(product.variants).toHaveLength(6);
  });

  it('prices in CAD with list and sale pricebooks', async () => {
    const variant = await api.products.getProduct({
      parameters: { id: DEMO_PRODUCTS.variant, currency: 'CAD', perPricebook: true },
    });
    expect(variant).toMatchObject({ currency: 'CAD', price: 33.99, prices: { 'cad-list-prices': 33.99 } });
    const sale = await api.products.getProduct({
      parameters: { id: DEMO_PRODUCTS.lowStockItem, currency: 'CAD', perPricebook: true },
    });
    expect(sale).toMatchObject({
      currency: 'CAD',
      price: 5.59,
      prices: { 'cad-list-prices': 7.99, 'cad-sale-prices': 5.59 },
      c_isOnSale: true,
    });
    const usd = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.lowStockItem, perPricebook: true } });
    expect(usd).toMatchObject({
      currency: 'USD',
      price: 3.68,
      prices: { 'usd-list-prices': 5.25, 'usd-sale-prices': 3.68 },
      inventory: { ats: 4 },
    });
  });

  it('includes only the expanded parts', async () => {
    const pricesOnly = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.master, expand: ['prices'] } });
    expect(pricesOnly.price).toBe(24.95);
    expect(pricesOnly.imageGroups).toBeUndefined();
    expect(pricesOnly.inventory).toBeUndefined();
    expect(pricesOnly.variants).toBeUndefined();
    expect(pricesOnly.productPromotions).toBeUndefined();
    const none = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.master, expand: ['none'] } });
    expect(none).toMatchObject({ id: '10101', name: 'Dark Chocolate Sea Salt Truffles', type: { master: true } });
    expect(none.price).toBeUndefined();
    const tags = await api.products.getProduct({
      parameters: { id: DEMO_PRODUCTS.master, expand: ['page_meta_tags', 'availability'] },
    });
    expect(tags.pageMetaTags?.find((tag) => tag.id === 'title')?.value).toBe(
      'Dark Chocolate Sea Salt Truffles | Sweet Shop Signature',
    );
    expect(tags.inventory?.orderable).toBe(true);
    expect(tags.imageGroups).toBeUndefined();
  });

  it('without allImages leaves out variation-specific image groups', async () => {
    const product = await api.products.getProduct({
      parameters: { id: DEMO_PRODUCTS.colorMaster, expand: ['images'] },
    });
    expect(product.imageGroups?.map((group) => group.viewType)).toEqual(['large', 'medium', 'small']);
    const all = await api.products.getProduct({
      parameters: { id: DEMO_PRODUCTS.colorMaster, expand: ['images'], allImages: true },
    });
    expect(all.imageGroups!.length).toBeGreaterThan(3);
    const cherry = all.imageGroups!.find(
      (group) => group.viewType === 'large' && group.variationAttributes?.[0]?.values?.[0]?.value === 'cherry',
    );
    expect(cherry?.variationAttributes?.[0]?.id).toBe('color');
    expect(cherry?.images.map((image) => image.link.replace(sandbox.url, ''))).toEqual(
      [1, 2, 3, 4, 5, 6].map((shot) => `/images/products/${DEMO_PRODUCTS.colorMaster}-color-cherry-${shot}-large.svg`),
    );
    const wrapped = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.master, allImages: true } });
    const gift = wrapped.imageGroups!.find(
      (group) => group.viewType === 'large' && group.variationAttributes?.[0]?.values?.[0]?.value === 'gift',
    );
    expect(gift?.images[0]?.link).toMatch(/-wrap-gift-2-large\.svg$/);
  });

  it('reports out-of-stock and coming-soon products as not orderable', async () => {
    const outOfStock = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.outOfStockItem } });
    expect(outOfStock).toMatchObject({ c_isOutOfStock: true, inventory: { ats: 0, orderable: false } });
    const master = await api.products.getProduct({ parameters: { id: '10113' } });
    expect(master).toMatchObject({
      c_isOutOfStock: true,
      c_isShowBackInStock: true,
      inventory: { ats: 0, orderable: false },
    });
    expect(master.variationAttributes?.[0]?.values?.every((value) => value.orderable === false)).toBe(true);
    const comingSoon = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.comingSoon } });
    expect(comingSoon).toMatchObject({ c_isComingSoon: true, inventory: { ats: 0, orderable: false } });
  });

  it('exposes review texts (c_reviews), piece counts per size (c_pieceCounts) and a coming-soon arrival date (inventory.inStockDate)', async () => {
    const master = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.master } });
    const reviews = master.c_reviews as Array<Record<string, unknown>>;
    expect(reviews).toHaveLength(Math.min(3, master.c_reviewCount as number));
    for (const review of reviews) {
      expect(review).toEqual({
        id: expect.stringMatching(/^10101-r\d$/),
        author: expect.any(String),
        rating: expect.any(Number),
        title: expect.any(String),
        text: expect.any(String),
        submittedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    // Newest first, and the same on every read (seeded, not random per request).
    expect(reviews.map((review) => review.submittedOn)).toEqual(
      reviews
        .map((review) => review.submittedOn)
        .sort()
        .reverse(),
    );
    expect((await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.master } })).c_reviews).toEqual(reviews);
    expect(master.c_pieceCounts).toEqual({ '8oz': 12, '1lb': 24, '2lb': 48 });
    const comingSoon = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.comingSoon } });
    expect(comingSoon.inventory).toMatchObject({ orderable: false, inStockDate: '2027-11-02' });
    expect(master.inventory).not.toHaveProperty('inStockDate');
    // Listings do not carry the product page's texts.
    const search = await api.search.productSearch({ parameters: { q: 'truffles' } });
    expect(search.hits?.some((hit) => 'c_reviews' in hit || 'c_pieceCounts' in hit)).toBe(false);
  });

  it('serves every review (custom API product/reviews) and the count per star (c_ratingCounts), consistent with the rating', async () => {
    const master = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.master } });
    const count = master.c_reviewCount as number;
    const all = await callCustom<{
      productId: string;
      total: number;
      data: Array<{ id: string; rating: number; submittedOn: string }>;
    }>(sandbox, accessToken, 'product', 'reviews', { parameters: { c_productId: DEMO_PRODUCTS.master } });
    expect(all.total).toBe(count);
    expect(all.data).toHaveLength(count);
    // The product's few texts are the newest of them; ids are unique; newest first.
    expect(all.data.slice(0, 3)).toEqual(master.c_reviews);
    expect(new Set(all.data.map((review) => review.id)).size).toBe(count);
    const days = all.data.map((review) => review.submittedOn);
    expect(days).toEqual([...days].sort().reverse());
    // The counts per star are those of the list, and its average is the product's rating.
    const counts = master.c_ratingCounts as Record<string, number>;
    for (const star of [1, 2, 3, 4, 5])
      expect(counts[star], `${star} stars`).toBe(all.data.filter((review) => review.rating === star).length);
    const average = all.data.reduce((sum, review) => sum + review.rating, 0) / count;
    expect(Math.abs(average - (master.c_rating as number))).toBeLessThan(0.05);
    // A variant answers for its master; listings do not carry the counts; an unknown product is a 404.
    const variant = await callCustom<{ productId: string; total: number }>(sandbox, accessToken, 'product', 'reviews', {
      parameters: { c_productId: DEMO_PRODUCTS.variant },
    });
    expect(variant).toMatchObject({ productId: DEMO_PRODUCTS.master, total: count });
    const search = await api.search.productSearch({ parameters: { q: 'truffles' } });
    expect(search.hits?.some((hit) => 'c_ratingCounts' in hit)).toBe(false);
    expect(
      (await problemOf(callCustom(sandbox, accessToken, 'product', 'reviews', { parameters: { c_productId: 'nope' } })))
        .status,
    ).toBe(404);
  });

  it('carries the flags the storefront needs', async () => {
    const { data } = await api.products.getProducts({
      parameters: {
        ids: [
          DEMO_PRODUCTS.collateral,
          DEMO_PRODUCTS.giftCard,
          DEMO_PRODUCTS.pickupOnly,
          DEMO_PRODUCTS.inShopOnly,
          DEMO_PRODUCTS.shipThroughPassed,
          DEMO_PRODUCTS.customMixPiece,
          DEMO_PRODUCTS.caseProduct,
        ],
      },
    });
    const byId = Object.fromEntries(data.map((product) => [product.id, product]));
    expect(byId['60101']).toMatchObject({
      c_isCollateral: true,
      c_quantityLimit: 50,
      c_collateralGroup: 'Seasonal Materials',
      price: 0,
    });
    expect(byId['50102']).toMatchObject({ c_isGiftCard: true, price: 50, c_availableForInStorePickup: false });
    expect(byId['10406']).toMatchObject({ c_isPickupOnly: true, c_availableForInStorePickup: true });
    expect(byId['30601']).toMatchObject({ c_isInShopOnly: true });
    expect(byId['20104']).toMatchObject({ c_shipThrough: '2024-12-20', c_isMeltable: false });
    expect(byId['40201']).toMatchObject({
      c_isCustomMixPiece: true,
      c_customMixCode: 'CHOC',
      c_customMixUnitIncrement: 5,
      c_customMixUnitType: 'percent',
      c_maxPiecesUnits: 100,
    });
    expect(byId['30501']).toMatchObject({ c_isCase: true, c_caseQuantity: 12 });
    const box = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.customMixBox } });
    expect(box.c_isCustomMix).toBe(true);
    expect(box.variationAttributes?.map((attribute) => attribute.id)).toEqual(['candyWeightVariation']);
    const pops = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.lollipopMixBox } });
    expect(
      pops.variationAttributes?.map((attribute) => [attribute.id, attribute.values?.map((value) => value.value)]),
    ).toEqual([['size', ['12ct', '24ct']]]);
  });

  it('adds tiered prices on the volume-savings site and the fundraising panel on the fundraising site', async () => {
    const main = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.simpleItem } });
    expect(main.tieredPrices).toBeUndefined();
    expect(main.c_fundraisingPrice).toBeUndefined();
    const volume = await (
      await siteApi('volume-savings')
    ).products.getProduct({ parameters: { id: DEMO_PRODUCTS.simpleItem } });
    expect(volume.tieredPrices).toEqual([
      { quantity: 1, price: 4.95, pricebook: 'usd-volume-prices' },
      { quantity: 12, price: 4.46, pricebook: 'usd-volume-prices' },
      { quantity: 48, price: 3.96, pricebook: 'usd-volume-prices' },
    ]);
    const fundraising = await (
      await siteApi('fundraising')
    ).products.getProduct({ parameters: { id: DEMO_PRODUCTS.simpleItem } });
    expect(fundraising.c_fundraisingPrice).toEqual({
      suggestedSellingPrice: 6,
      earn: 1.05,
      percent: 18,
      currency: 'USD',
    });
  });

  it('reports per-location availability for inventoryIds', async () => {
    await sandbox.db.query(
      `INSERT INTO inventory (product_id, location_id, ats) VALUES ($1, 'catalog-test-shop', 7) ON CONFLICT (product_id, location_id) DO UPDATE SET ats = 7`,
      [DEMO_PRODUCTS.simpleItem],
    );
    const product = await api.products.getProduct({
      parameters: { id: DEMO_PRODUCTS.simpleItem, inventoryIds: ['catalog-test-shop'] },
    });
    expect(product.inventories).toEqual([
      { id: 'catalog-test-shop', ats: 7, stockLevel: 7, orderable: true, preorderable: false, backorderable: false },
    ]);
  });

  it('answers 404 problem+json for an unknown product and 400 for bad parameters', async () => {
    const missing = await problemOf(api.products.getProduct({ parameters: { id: '99999' } }));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      title: 'Product Not Found',
      type: expect.stringMatching(/product-not-found$/),
    });
    const badExpand = await problemOf(
      api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.master, expand: ['everything' as never] } }),
    );
    expect(badExpand.status).toBe(400);
    const badCurrency = await problemOf(
      api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.master, currency: 'EUR' } }),
    );
    expect(badCurrency).toMatchObject({ status: 400, body: { parameterName: 'currency' } });
    const noIds = await problemOf(api.products.getProducts({ parameters: { ids: [] } }));
    expect(noIds).toMatchObject({ status: 400, body: { parameterName: 'ids' } });
  });
});

describe('shopper-products getProducts', () => {
  it('returns the known products in request order and leaves unknown ids out', async () => {
    const result = await api.products.getProducts({
      parameters: { ids: [DEMO_PRODUCTS.variant, 'nope', DEMO_PRODUCTS.simpleItem], perPricebook: true },
    });
    expect(result.total).toBe(2);
    expect(result.data.map((product) => [product.id, product.price])).toEqual([
      ['1010101', 24.95],
      ['10301', 4.95],
    ]);
  });

  it('refuses more than 24 ids', async () => {
    const ids = Array.from({ length: 25 }, (_, index) => String(10000 + index));
    const problem = await problemOf(api.products.getProducts({ parameters: { ids } }));
    expect(problem).toMatchObject({ status: 400, body: { parameterName: 'ids' } });
  });
});

describe('shopper-products categories', () => {
  it('returns root with four levels for the mega menu', async () => {
    const root = await api.products.getCategory({ parameters: { id: 'root', levels: 4 as never } });
    expect(root.categories?.map((category) => category.id)).toEqual([
      'chocolate',
      'lollipops',
      'gifts',
      'custom-mixes',
      'gift-cards',
      'sale',
      'order-forms',
    ]);
    const chocolate = root.categories![0]!;
    expect(chocolate).toMatchObject({
      name: 'Chocolate',
      pageTitle: 'Chocolate | Sweet Shop',
      c_showInMenu: true,
      c_menuTextColor: '#3b2314',
      image: `${sandbox.url}/images/categories/chocolate.svg`,
      c_menuBanner: {
        title: 'Truffle Season',
        textLink: '/category/truffles',
        linkText: 'Shop truffles',
        image: `${sandbox.url}/images/categories/banner-truffles.svg`,
      },
    });
    const darkTruffles = chocolate.categories?.[0]?.categories?.[0]?.categories?.[0];
    expect(darkTruffles).toMatchObject({
      id: 'dark-truffles',
      parentCategoryTree: [{ id: 'chocolate' }, { id: 'chocolate-boxes' }, { id: 'truffles' }, { id: 'dark-truffles' }],
    });
    expect(root.categories!.find((category) => category.id === DEMO_CATEGORIES.salesMaterials)).toMatchObject({
      c_showInMenu: false,
    });
    expect(root.categories!.find((category) => category.id === 'custom-mixes')).toMatchObject({
      c_pageLink: '/build-a-box?piece=40101',
    });
  });

  it('returns one level by default with parentCategoryTree, and none with levels 0', async () => {
    const truffles = await api.products.getCategory({ parameters: { id: 'truffles' } });
    expect(truffles).toMatchObject({
      id: 'truffles',
      name: 'Truffles',
      parentCategoryId: 'chocolate-boxes',
      parentCategoryTree: [
        { id: 'chocolate', name: 'Chocolate' },
        { id: 'chocolate-boxes', name: 'Boxed Chocolates' },
        { id: 'truffles', name: 'Truffles' },
      ],
      onlineSubCategoriesCount: 2,
    });
    expect(truffles.categories?.map((category) => category.id)).toEqual(['dark-truffles', 'milk-truffles']);
    expect(truffles.categories?.[0]?.categories).toBeUndefined();
    const flat = await api.products.getCategory({ parameters: { id: 'chocolate', levels: 0 } });
    expect(flat.categories).toBeUndefined();
    const two = await api.products.getCategory({ parameters: { id: 'chocolate', levels: 2 } });
    expect(two.categories?.[0]?.categories?.map((category) => category.id)).toEqual(['truffles', 'assortments']);
  });

  it('gets several categories, 404s an unknown one and refuses a deep levels value', async () => {
    const result = await api.products.getCategories({
      parameters: { ids: ['sale', 'gift-cards', 'unknown'], levels: 0 },
    });
    expect(result.data.map((category) => category.name)).toEqual(['Sale', 'Gift Cards']);
    expect(result.total).toBe(2);
    const missing = await problemOf(api.products.getCategory({ parameters: { id: 'no-such-category' } }));
    expect(missing).toMatchObject({ status: 404, body: { title: 'Category Not Found' } });
    const deep = await problemOf(api.products.getCategory({ parameters: { id: 'root', levels: 9 as never } }));
    expect(deep).toMatchObject({ status: 400, body: { parameterName: 'levels' } });
  });
});

describe('scapi products-inventory custom API', () => {
  const inventory = (ids: string[]) =>
    helpers.callCustomEndpoint({
      options: {
        method: 'GET',
        customApiPathParameters: { apiName: 'scapi', endpointPath: 'products-inventory' },
        parameters: { c_productIds: ids.join(',') },
      },
      clientConfig: { ...clientConfig(sandbox), headers: { authorization: `Bearer ${accessToken}` } },
    }) as Promise<Record<string, { ats: number; orderable: boolean; inStock: boolean }>>;

  it('answers ats, orderable and inStock per id; a master sums its variants; unknown ids are left out', async () => {
    const result = await inventory([
      DEMO_PRODUCTS.lowStockVariant,
      DEMO_PRODUCTS.outOfStockItem,
      DEMO_PRODUCTS.collateralSmallLimit,
      '10113',
      'unknown',
    ]);
    expect(result).toEqual({
      '1010104': { ats: 3, orderable: true, inStock: true },
      '10308': { ats: 0, orderable: false, inStock: false },
      '60301': { ats: 6, orderable: true, inStock: true },
      '10113': { ats: 0, orderable: false, inStock: false },
    });
    const master = await inventory([DEMO_PRODUCTS.master]);
    const variants = await inventory(['1010101', '1010102', '1010103', '1010104', '1010105', '1010106']);
    expect(master['10101']!.ats).toBe(Object.values(variants).reduce((sum, entry) => sum + entry.ats, 0));
  });

  it('requires c_productIds', async () => {
    const problem = await problemOf(inventory([]));
    expect(problem).toMatchObject({ status: 400, body: { parameterName: 'c_productIds' } });
  });
});

describe('generated images', () => {
  it('serves product, swatch and category images as SVG without a token', async () => {
    const product = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.simpleItem, expand: ['images'] } });
    const link = product.imageGroups!.find((group) => group.viewType === 'medium')!.images[0]!.link;
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="400"/);
    expect(svg).toContain('aria-label="Dark Chocolate Bar 70%"');
    expect(svg).not.toContain('<text');
    expect(await (await fetch(link)).text()).toBe(svg);
    const giftWrapped = await fetch(`${sandbox.url}/images/products/10101-wrap-gift-2-large.svg`);
    expect(giftWrapped.status).toBe(200);
    expect(await giftWrapped.text()).not.toBe(
      await (await fetch(`${sandbox.url}/images/products/10101-wrap-standard-2-large.svg`)).text(),
    );
    const swatch = await fetch(`${sandbox.url}/images/products/10101-wrap-gift-swatch.svg`);
    expect(await swatch.text()).toContain('width="64" height="38"');
    const category = await fetch(`${sandbox.url}/images/categories/chocolate.svg`);
    expect(category.headers.get('content-type')).toContain('image/svg+xml');
    expect(await category.text()).not.toContain('<text');
    // The banner's title is its accessible name, never drawn: the storefront sets it in HTML.
    const banner = await (await fetch(`${sandbox.url}/images/categories/banner-truffles.svg`)).text();
    expect(banner).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="270" height="360"/);
    expect(banner).toContain('aria-label="Truffle Season"');
    expect(banner).not.toContain('<text');
  });

  it('serves the printable PDF of a sales material', async () => {
    const material = await api.products.getProduct({ parameters: { id: DEMO_PRODUCTS.collateral, expand: ['none'] } });
    expect(material.c_pdfURL).toBe(`${sandbox.url}/images/materials/60101.pdf`);
    const response = await fetch(material.c_pdfURL as string);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await response.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Holiday Fundraising Order Form) Tj');
    expect((await fetch(`${sandbox.url}/images/materials/${DEMO_PRODUCTS.simpleItem}.pdf`)).status).toBe(404);
  });

  it('answers 404 for images that do not exist', async () => {
    expect((await fetch(`${sandbox.url}/images/products/10301-9-large.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/images/products/99999-1-large.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/images/products/10101-wrap-gift-9-large.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/images/categories/nowhere.svg`)).status).toBe(404);
  });
});
