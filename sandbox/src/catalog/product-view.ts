import type { SiteDefinition } from '../sites.ts';
import { publicDoc } from './lookup.ts';
import {
  availabilityOf,
  fundraisingPrice,
  isOrderable,
  sellableRecords,
  summarizePrices,
  tieredPrices,
} from './pricing.ts';
import type { Catalog, ProductRecord } from './store.ts';
import { categoryPath } from './category-view.ts';
import { disPath } from './images.ts';

/**
 * Shapes a stored product document into the SCAPI Product of shopper-products, honouring
 * expand, allImages, imgTypes, perPricebook, currency, inventoryIds and the site.
 */
export const PRODUCT_EXPANDS = [
  'availability',
  'bundled_products',
  'links',
  'promotions',
  'options',
  'images',
  'prices',
  'variations',
  'set_products',
  'recommendations',
  'shipping_methods',
  'page_meta_tags',
  'primary_category',
] as const;
export type ProductExpand = (typeof PRODUCT_EXPANDS)[number];

/** The online inventory list's id, as SCAPI names inventory lists in `inventory.id`. */
export const ONLINE_INVENTORY_ID = 'online';

export interface ProductViewOptions {
  expand: ReadonlySet<ProductExpand>;
  currency: string;
  site: SiteDefinition;
  allImages: boolean;
  perPricebook: boolean;
  /** viewType -> max images (undefined: all); only with the images expand. */
  imgTypes?: Map<string, number | undefined>;
  origin: string;
  inventory: Map<string, number>;
  /** inventoryIds: location -> product -> ats. */
  locations: Map<string, Map<string, number>>;
}

type Doc = Record<string, unknown>;
type ImageDoc = { link: string; disBaseLink?: string; [key: string]: unknown };
type ImageGroupDoc = { viewType: string; images: ImageDoc[]; variationAttributes?: unknown[] };

/** Structural fields that the view builds itself rather than copying from the document. */
const BUILT_FIELDS = new Set(['imageGroups', 'variants', 'variationAttributes', 'master', 'type']);

/** An image with absolute links; a product image's disBaseLink is its raster rendition on the image service. */
export function absoluteImage(image: ImageDoc, origin: string): ImageDoc {
  return { ...image, link: origin + image.link, disBaseLink: origin + disPath(image.disBaseLink ?? image.link) };
}

/** Expand values: none given means every allowed value but page_meta_tags; "none" means none. */
export function resolveExpand<T extends string>(values: string[], allowed: readonly T[]): Set<T> {
  if (!values.length) return new Set(allowed.filter((value) => value !== 'page_meta_tags'));
  if (values.includes('none')) return new Set();
  return new Set(values.filter((value): value is T => allowed.includes(value as T)));
}

/** Parses imgTypes ("large:2,small") into viewType -> limit; undefined for malformed input. */
export function parseImgTypes(raw: string | undefined): Map<string, number | undefined> | undefined | 'invalid' {
  if (!raw) return undefined;
  const result = new Map<string, number | undefined>();
  for (const part of raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const match = /^([a-z_-]+)(?::(\d{1,3}))?$/i.exec(part);
    if (!match) return 'invalid';
    result.set(match[1]!, match[2] === undefined ? undefined : Number(match[2]));
  }
  return result;
}

export function viewImageGroups(
  doc: Doc,
  options: Pick<ProductViewOptions, 'allImages' | 'imgTypes' | 'origin'>,
): ImageGroupDoc[] {
  const groups = (doc.imageGroups as ImageGroupDoc[] | undefined) ?? [];
  return groups
    .filter((group) => options.allImages || !group.variationAttributes)
    .filter((group) => !options.imgTypes || options.imgTypes.has(group.viewType))
    .map((group) => {
      const limit = options.imgTypes?.get(group.viewType);
      const images = (limit === undefined ? group.images : group.images.slice(0, limit)).map((image) =>
        absoluteImage(image, options.origin),
      );
      return { ...group, images };
    });
}

/** The first large image (or any), absolute: search hits and suggestions show one image. */
export function primaryImage(doc: Doc, origin: string): ImageDoc | undefined {
  const groups = (doc.imageGroups as ImageGroupDoc[] | undefined) ?? [];
  const group =
    groups.find((candidate) => candidate.viewType === 'large' && !candidate.variationAttributes) ?? groups[0];
  const image = group?.images[0];
  return image ? absoluteImage(image, origin) : undefined;
}

/** variationAttributes with `orderable` per value: some orderable variant carries the value. */
export function variationAttributesView(
  catalog: Catalog,
  master: ProductRecord,
  inventory: Map<string, number>,
  origin: string,
): unknown[] {
  const attributes =
    (master.doc.variationAttributes as
      Array<{ id: string; name: string; values: Array<Doc & { value: string }> }> | undefined) ?? [];
  const variants = sellableRecords(catalog, master);
  return attributes.map((attribute) => ({
    id: attribute.id,
    name: attribute.name,
    values: attribute.values.map((value) => {
      const orderable = variants.some(
        (variant) =>
          (variant.doc.variationValues as Record<string, string>)[attribute.id] === value.value &&
          isOrderable(variant.doc, inventory.get(variant.id) ?? 0),
      );
      const entry: Doc = { ...value, orderable };
      if (value.imageSwatch) entry.imageSwatch = absoluteImage(value.imageSwatch as ImageDoc, origin);
      return entry;
    }),
  }));
}

function inventoryView(id: string, ats: number, orderable: boolean, inStockDate?: unknown): Doc {
  return {
    id,
    ats,
    stockLevel: ats,
    orderable,
    preorderable: false,
    backorderable: false,
    ...(typeof inStockDate === 'string' ? { inStockDate } : {}),
  };
}

function primaryCategoryView(catalog: Catalog, categoryId: unknown): Doc | undefined {
  const category = typeof categoryId === 'string' ? catalog.categories.get(categoryId) : undefined;
  if (!category) return undefined;
  return { id: category.id, name: category.doc.name, parentCategoryTree: categoryPath(catalog, category.id) };
}

/** The `master` block of masters and variants: its id, and its orderability and price range when expanded. */
function masterView(catalog: Catalog, master: ProductRecord, options: ProductViewOptions): Doc {
  const view: Doc = { masterId: master.id };
  if (options.expand.has('availability')) view.orderable = availabilityOf(catalog, master, options.inventory).orderable;
  const prices = options.expand.has('prices') ? summarizePrices(catalog, master, options.currency) : undefined;
  if (prices) {
    view.price = prices.price;
    if (prices.priceMax !== undefined) view.priceMax = prices.priceMax;
  }
  return view;
}

export function viewProduct(catalog: Catalog, record: ProductRecord, options: ProductViewOptions): Doc {
  const { expand, currency, site, origin, inventory } = options;
  const master =
    record.kind === 'variant'
      ? catalog.products.get(record.masterId ?? '')
      : record.kind === 'master'
        ? record
        : undefined;
  const view: Doc = { id: record.id, name: record.doc.name };
  for (const [key, value] of Object.entries(publicDoc(record.doc))) {
    if (!BUILT_FIELDS.has(key)) view[key] = value;
  }
  if (typeof view.c_pdfURL === 'string') view.c_pdfURL = origin + view.c_pdfURL;
  view.type =
    record.kind === 'master' ? { master: true } : record.kind === 'variant' ? { variant: true } : { item: true };

  const prices = summarizePrices(catalog, record, currency);
  if (site.kind === 'fundraising' && prices) {
    const fundraising = fundraisingPrice(prices.cheapest.doc, currency);
    if (fundraising) view.c_fundraisingPrice = fundraising;
  }

  if (expand.has('prices')) view.currency = currency;
  if (expand.has('prices') && prices) {
    view.price = prices.price;
    if (prices.priceMax !== undefined) view.priceMax = prices.priceMax;
    if (prices.pricePerUnit !== undefined) view.pricePerUnit = prices.pricePerUnit;
    if (prices.pricePerUnitMax !== undefined) view.pricePerUnitMax = prices.pricePerUnitMax;
    if (options.perPricebook) {
      if (record.kind === 'master') view.priceRanges = prices.priceRanges;
      else view.prices = prices.prices;
    }
    if (site.kind === 'volume') {
      const tiers = tieredPrices(prices.cheapest.doc, currency);
      if (tiers) view.tieredPrices = tiers;
    }
  }

  if (expand.has('availability')) {
    const availability = availabilityOf(catalog, record, inventory);
    // A coming-soon product's arrival date (SCAPI Inventory.inStockDate), in the online list only.
    view.inventory = inventoryView(
      ONLINE_INVENTORY_ID,
      availability.ats,
      availability.orderable,
      record.doc._inStockDate,
    );
    if (options.locations.size) {
      view.inventories = [...options.locations].map(([locationId, stock]) => {
        const items = sellableRecords(catalog, record);
        const ats = items.reduce((sum, item) => sum + (stock.get(item.id) ?? 0), 0);
        const orderable = items.some((item) => isOrderable(item.doc, stock.get(item.id) ?? 0));
        return inventoryView(locationId, ats, orderable);
      });
    }
  }

  if (expand.has('images')) view.imageGroups = viewImageGroups(record.doc, options);

  if (expand.has('promotions')) {
    const promotions = record.doc._productPromotions as Array<{ promotionId: string; calloutMsg: string }> | undefined;
    if (promotions?.length) view.productPromotions = promotions.map((promotion) => ({ ...promotion }));
  }

  if (master) view.master = masterView(catalog, master, options);

  if (expand.has('variations') && master) {
    view.variationAttributes = variationAttributesView(catalog, master, inventory, origin);
    view.variants = sellableRecords(catalog, master).map((variant) => {
      const entry: Doc = {
        productId: variant.id,
        orderable: isOrderable(variant.doc, inventory.get(variant.id) ?? 0),
        variationValues: variant.doc.variationValues,
      };
      const variantPrice = summarizePrices(catalog, variant, currency);
      if (variantPrice) entry.price = variantPrice.price;
      if (site.kind === 'volume') {
        const tiers = tieredPrices(variant.doc, currency);
        if (tiers) entry.tieredPrices = tiers;
      }
      return entry;
    });
  }

  if (expand.has('page_meta_tags')) {
    view.pageMetaTags = [
      { id: 'title', value: String(record.doc.pageTitle ?? `${record.doc.name} | ${record.doc.brand}`) },
      { id: 'description', value: String(record.doc.pageDescription ?? record.doc.shortDescription ?? '') },
      { id: 'robots', value: 'index,follow' },
    ];
  }

  if (expand.has('primary_category')) {
    const primary = primaryCategoryView(catalog, record.doc.primaryCategoryId);
    if (primary) view.primaryCategory = primary;
  }

  return view;
}
