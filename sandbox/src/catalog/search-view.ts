import type { SiteDefinition } from '../sites.ts';
import {
  availabilityOf,
  fundraisingPrice,
  isOrderable,
  sellableRecords,
  summarizePrices,
  tieredPrices,
} from './pricing.ts';
import { primaryImage, variationAttributesView, viewImageGroups } from './product-view.ts';
import type { SearchEntry, Refinement } from './search.ts';
import type { Catalog, ProductRecord } from './store.ts';

/** Shapes search entries into SCAPI ProductSearchHits. */

export const SEARCH_EXPANDS = [
  'availability',
  'images',
  'prices',
  'represented_products',
  'variations',
  'promotions',
  'custom_properties',
  'page_meta_tags',
  'slug',
] as const;
export type SearchExpand = (typeof SEARCH_EXPANDS)[number];

export interface HitOptions {
  expand: ReadonlySet<SearchExpand>;
  currency: string;
  site: SiteDefinition;
  allImages: boolean;
  perPricebook: boolean;
  origin: string;
  inventory: Map<string, number>;
  refinements: Refinement[];
}

/** Long text and product-page-only attributes that tiles do not need. */
const TILE_EXCLUDED = new Set([
  'c_productIngredients',
  'c_productIngredientsLinks',
  'c_variantName',
  'c_reviews',
  'c_ratingCounts',
  'c_pieceCounts',
]);

export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The variant a master hit stands for: the first orderable one matching the refined variation values. */
function representedVariant(catalog: Catalog, record: ProductRecord, options: HitOptions): ProductRecord {
  if (record.kind !== 'master') return record;
  const variants = sellableRecords(catalog, record);
  const sizes = options.refinements.find((refinement) => refinement.attributeId === 'c_size')?.values;
  const matching = variants.filter(
    (variant) => !sizes || sizes.includes((variant.doc.variationValues as Record<string, string>).size ?? ''),
  );
  const candidates = matching.length ? matching : variants;
  return (
    candidates.find((variant) => isOrderable(variant.doc, options.inventory.get(variant.id) ?? 0)) ??
    candidates[0] ??
    record
  );
}

export function viewHit(catalog: Catalog, entry: SearchEntry, options: HitOptions): Record<string, unknown> {
  const { record } = entry;
  const { expand, currency, origin } = options;
  const hit: Record<string, unknown> = {
    productId: record.id,
    productName: record.doc.name,
    productType: record.kind === 'master' ? { master: true } : { item: true },
    hitType: record.kind === 'master' ? 'master' : 'product',
    currency,
  };
  const represented = representedVariant(catalog, record, options);
  if (expand.has('represented_products')) {
    hit.representedProduct = { id: represented.id };
    hit.representedProducts = sellableRecords(catalog, record).map((item) => ({ id: item.id }));
  }
  if (expand.has('prices')) {
    const prices = summarizePrices(catalog, record, currency);
    if (prices) {
      hit.price = prices.price;
      if (prices.priceMax !== undefined) hit.priceMax = prices.priceMax;
      if (prices.pricePerUnit !== undefined) hit.pricePerUnit = prices.pricePerUnit;
      if (options.perPricebook) {
        hit.priceRanges =
          record.kind === 'master'
            ? prices.priceRanges
            : Object.entries(prices.prices).map(([pricebook, price]) => ({
                pricebook,
                minPrice: price,
                maxPrice: price,
              }));
      }
      if (options.site.kind === 'volume') {
        const tiers = tieredPrices(prices.cheapest.doc, currency);
        if (tiers) hit.tieredPrices = tiers;
      }
      if (options.site.kind === 'fundraising') {
        const fundraising = fundraisingPrice(prices.cheapest.doc, currency);
        if (fundraising) hit.c_fundraisingPrice = fundraising;
      }
    }
  }
  if (expand.has('images')) {
    const image = primaryImage(record.doc, origin);
    if (image) hit.image = image;
    if (options.allImages) hit.imageGroups = viewImageGroups(record.doc, { allImages: true, origin });
  }
  if (expand.has('availability') || expand.has('prices') || expand.has('images')) {
    hit.orderable = availabilityOf(catalog, record, options.inventory).orderable;
  }
  if (expand.has('variations') && record.kind === 'master') {
    hit.variationAttributes = variationAttributesView(catalog, record, options.inventory, origin);
    hit.variants = sellableRecords(catalog, record).map((variant) => ({
      productId: variant.id,
      orderable: isOrderable(variant.doc, options.inventory.get(variant.id) ?? 0),
      price: summarizePrices(catalog, variant, currency)?.price,
      variationValues: variant.doc.variationValues,
    }));
  }
  if (expand.has('promotions')) {
    const promotions = record.doc._productPromotions as Array<{ promotionId: string; calloutMsg: string }> | undefined;
    if (promotions?.length) hit.productPromotions = promotions.map((promotion) => ({ ...promotion }));
  }
  if (expand.has('slug')) hit.slug = slugOf(String(record.doc.name ?? record.id));
  if (expand.has('custom_properties')) {
    for (const [key, value] of Object.entries(record.doc)) {
      if (key.startsWith('c_') && !TILE_EXCLUDED.has(key)) hit[key] = value;
    }
    if (typeof hit.c_pdfURL === 'string') hit.c_pdfURL = origin + hit.c_pdfURL;
    hit.c_primaryCategoryId = record.doc.primaryCategoryId;
    hit.c_isSale = record.doc.c_isOnSale === true;
  }
  return hit;
}
