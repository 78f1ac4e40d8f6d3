import {
  currencyOf,
  intParam,
  listParam,
  mountCustomApi,
  mountScapi,
  siteOf,
  type SandboxApp,
  type SandboxContext,
} from '../http/context.ts';
import { invalidParameter, missingParameter, notFound } from '../http/problem.ts';
import { viewCategory } from './category-view.ts';
import { serveCategoryImage, serveMaterialPdf, serveProductImage, serveProductRendition } from './image-routes.ts';
import { availabilityOf } from './pricing.ts';
import {
  parseImgTypes,
  PRODUCT_EXPANDS,
  resolveExpand,
  viewProduct,
  type ProductExpand,
  type ProductViewOptions,
} from './product-view.ts';
import { allProductReviews } from './reviews-data.ts';
import { registerSearchRoutes } from './search-routes.ts';
import { expandParam } from './params.ts';
import { booleanParam } from '../http/context.ts';
import { CATALOG_EPOCH } from './build.ts';
import { loadCatalog, locationInventory, onlineInventory, type Catalog, type ProductRecord } from './store.ts';

/** shopper-products (products, categories), shopper-search, the scapi products-inventory custom API and /images. */

const MAX_PRODUCT_IDS = 24;
const MAX_CATEGORY_IDS = 50;
const MAX_INVENTORY_IDS = 5;
const MAX_INVENTORY_PRODUCTS = 50;
/** SCAPI documents 0..2; the storefront's mega menu reads root with levels=4. */
const MAX_CATEGORY_LEVELS = 4;

async function productViewOptions(
  c: SandboxContext,
  products: ProductRecord[],
  catalog: Catalog,
): Promise<ProductViewOptions> {
  const site = siteOf(c);
  const currency = currencyOf(c, site);
  const expand = resolveExpand(expandParam<ProductExpand>(c, PRODUCT_EXPANDS), PRODUCT_EXPANDS);
  const imgTypes = parseImgTypes(c.req.query('imgTypes'));
  if (imgTypes === 'invalid')
    throw invalidParameter('imgTypes', `The parameter 'imgTypes' must look like large:2,small:1.`);
  const inventoryIds = listParam(c, 'inventoryIds');
  if (inventoryIds.length > MAX_INVENTORY_IDS)
    throw invalidParameter('inventoryIds', `At most ${MAX_INVENTORY_IDS} inventory list ids can be requested.`);
  const ids = new Set<string>();
  for (const product of products) {
    ids.add(product.id);
    const master = product.kind === 'variant' ? product.masterId : product.kind === 'master' ? product.id : undefined;
    if (master) {
      ids.add(master);
      catalog.variantIds.get(master)?.forEach((id) => ids.add(id));
    }
  }
  const db = c.var.sb.db;
  return {
    expand,
    currency,
    site,
    allImages: booleanParam(c, 'allImages'),
    perPricebook: booleanParam(c, 'perPricebook'),
    imgTypes,
    origin: c.var.sb.origin(),
    inventory: await onlineInventory(db, [...ids]),
    locations: inventoryIds.length ? await locationInventory(db, inventoryIds, [...ids]) : new Map(),
  };
}

function productNotFound(id: string) {
  return notFound('product-not-found', 'Product Not Found', `No product with ID '${id}' could be found.`, {
    productId: id,
  });
}

function findProduct(catalog: Catalog, id: string): ProductRecord {
  const product = catalog.products.get(id);
  if (!product) throw productNotFound(id);
  return product;
}

function registerProductRoutes(app: SandboxApp): void {
  const api = mountScapi(app, '/product/shopper-products/v1');

  api.get('/products', async (c) => {
    siteOf(c);
    const ids = [...new Set(listParam(c, 'ids'))];
    if (!ids.length) throw missingParameter('ids');
    if (ids.length > MAX_PRODUCT_IDS)
      throw invalidParameter('ids', `At most ${MAX_PRODUCT_IDS} product ids can be requested at once.`);
    const catalog = await loadCatalog(c.var.sb.db);
    const products = ids
      .map((id) => catalog.products.get(id))
      .filter((product): product is ProductRecord => Boolean(product));
    const options = await productViewOptions(c, products, catalog);
    const data = products.map((product) => viewProduct(catalog, product, options));
    return c.json({ limit: data.length, total: data.length, data });
  });

  api.get('/products/:id', async (c) => {
    const catalog = await loadCatalog(c.var.sb.db);
    siteOf(c);
    const product = findProduct(catalog, c.req.param('id'));
    const options = await productViewOptions(c, [product], catalog);
    return c.json(viewProduct(catalog, product, options));
  });

  api.get('/products/:productId/images', async (c) => {
    const catalog = await loadCatalog(c.var.sb.db);
    siteOf(c);
    const product = findProduct(catalog, c.req.param('productId'));
    const options = await productViewOptions(c, [product], catalog);
    const view = viewProduct(catalog, product, { ...options, expand: new Set(['images']) });
    return c.json({ id: product.id, imageGroups: view.imageGroups });
  });

  api.get('/products/:productId/prices', async (c) => {
    const catalog = await loadCatalog(c.var.sb.db);
    siteOf(c);
    const product = findProduct(catalog, c.req.param('productId'));
    const options = await productViewOptions(c, [product], catalog);
    const view = viewProduct(catalog, product, { ...options, perPricebook: true, expand: new Set(['prices']) });
    const result: Record<string, unknown> = { productId: product.id, currency: view.currency };
    for (const key of [
      'price',
      'priceMax',
      'pricePerUnit',
      'pricePerUnitMax',
      'prices',
      'priceRanges',
      'tieredPrices',
    ]) {
      if (view[key] !== undefined) result[key] = view[key];
    }
    return c.json(result);
  });

  api.get('/products/:productId/promotions', async (c) => {
    const catalog = await loadCatalog(c.var.sb.db);
    siteOf(c);
    const product = findProduct(catalog, c.req.param('productId'));
    const options = await productViewOptions(c, [product], catalog);
    const view = viewProduct(catalog, product, { ...options, expand: new Set(['promotions']) });
    return c.json({ productId: product.id, productPromotions: view.productPromotions ?? [] });
  });

  api.get('/categories', async (c) => {
    siteOf(c);
    const ids = [...new Set(listParam(c, 'ids'))];
    if (!ids.length) throw missingParameter('ids');
    if (ids.length > MAX_CATEGORY_IDS)
      throw invalidParameter('ids', `At most ${MAX_CATEGORY_IDS} category ids can be requested at once.`);
    const levels = intParam(c, 'levels', 1, 0, MAX_CATEGORY_LEVELS);
    const catalog = await loadCatalog(c.var.sb.db);
    const origin = c.var.sb.origin();
    const data = ids.flatMap((id) => {
      const category = catalog.categories.get(id);
      return category ? [viewCategory(catalog, category, levels, origin)] : [];
    });
    return c.json({ limit: data.length, total: data.length, data });
  });

  api.get('/categories/:id', async (c) => {
    siteOf(c);
    const levels = intParam(c, 'levels', 1, 0, MAX_CATEGORY_LEVELS);
    const catalog = await loadCatalog(c.var.sb.db);
    const id = c.req.param('id');
    const category = catalog.categories.get(id);
    if (!category)
      throw notFound('category-not-found', 'Category Not Found', `No category with ID '${id}' could be found.`, {
        categoryId: id,
      });
    return c.json(viewCategory(catalog, category, levels, c.var.sb.origin()));
  });
}

/** Custom API scapi/products-inventory: online ats per product id (masters sum their variants). */
function registerInventoryRoutes(app: SandboxApp): void {
  const api = mountCustomApi(app, 'scapi');
  api.get('/products-inventory', async (c) => {
    siteOf(c);
    const ids = [...new Set(listParam(c, 'c_productIds'))];
    if (!ids.length) throw missingParameter('c_productIds');
    if (ids.length > MAX_INVENTORY_PRODUCTS)
      throw invalidParameter('c_productIds', `At most ${MAX_INVENTORY_PRODUCTS} product ids can be requested at once.`);
    const catalog = await loadCatalog(c.var.sb.db);
    const products = ids
      .map((id) => catalog.products.get(id))
      .filter((product): product is ProductRecord => Boolean(product));
    const lookupIds = products.flatMap((product) =>
      product.kind === 'master' ? (catalog.variantIds.get(product.id) ?? []) : [product.id],
    );
    const inventory = await onlineInventory(c.var.sb.db, lookupIds);
    const result: Record<string, { ats: number; orderable: boolean; inStock: boolean }> = {};
    for (const product of products) {
      const { ats, orderable } = availabilityOf(catalog, product, inventory);
      result[product.id] = { ats, orderable, inStock: ats > 0 };
    }
    return c.json(result);
  });
}

/**
 * Custom API product/reviews?c_productId=: every review of a product (a variant answers for its master),
 * newest first, as `{ productId, total, data }`. Sorting and paging are the storefront's.
 */
function registerReviewRoutes(app: SandboxApp): void {
  const api = mountCustomApi(app, 'product');
  api.get('/reviews', async (c) => {
    siteOf(c);
    const id = c.req.query('c_productId');
    if (!id) throw missingParameter('c_productId');
    const catalog = await loadCatalog(c.var.sb.db);
    const found = catalog.products.get(id);
    const product = found?.masterId ? (catalog.products.get(found.masterId) ?? found) : found;
    if (!product)
      throw notFound('product-not-found', 'Product Not Found', `No product with ID '${id}' could be found.`, {
        productId: id,
      });
    const { c_rating: rating, c_reviewCount: count } = product.doc;
    const data =
      typeof rating === 'number' && typeof count === 'number'
        ? allProductReviews(product.id, rating, count, CATALOG_EPOCH)
        : [];
    return c.json({ productId: product.id, total: data.length, data });
  });
}

export function registerCatalogRoutes(app: SandboxApp): void {
  app.get('/images/products/:file', serveProductImage);
  app.get('/images/dis/products/:file', serveProductRendition);
  app.get('/images/categories/:file', serveCategoryImage);
  app.get('/images/materials/:file', serveMaterialPdf);
  registerProductRoutes(app);
  registerSearchRoutes(app);
  registerInventoryRoutes(app);
  registerReviewRoutes(app);
}
