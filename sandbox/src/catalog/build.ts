import { createRandom } from '../seed/random.ts';
import { CATEGORY_SPECS, type CategorySpec } from './categories-data.ts';
import { FAMILIES, VARIATION_SCHEMES, type VariationAttributeSpec, type VariationValueSpec } from './families.ts';
import { artKind } from './flavours.ts';
import { CATEGORY_PROMOTIONS, PRODUCT_SPECS, type ProductSpec } from './products-data.ts';
import type { PriceEntry } from './lookup.ts';
import { allProductReviews, ratingCounts, REVIEWS_PER_PRODUCT } from './reviews-data.ts';

/**
 * Turns the written-out catalog (categories-data.ts, products-data.ts) into rows in the storage
 * contract of lookup.ts. Pure and deterministic: the same specs always give the same rows.
 */

/** Stored in meta.catalog_version; the API caches the parsed catalog under it. Bump when the data changes. */
export const CATALOG_VERSION = 'sweet-shop-catalog-2';

/** Dates in the data are relative to this constant, never to the clock. */
export const CATALOG_EPOCH = Date.UTC(2025, 5, 1);
const DAY_MS = 24 * 3600 * 1000;
/** When coming-soon products arrive (SCAPI `inventory.inStockDate`): 2027-11-02, relative to the epoch like every date here. */
const COMING_SOON_IN_STOCK_DATE = new Date(CATALOG_EPOCH + 884 * DAY_MS).toISOString().slice(0, 10);
/**
 * Pieces per ounce of the families sold by weight in pieces: the size buttons say "about N pieces"
 * (`c_pieceCounts`, size value -> pieces). Bars, bark and hard candy are not counted in pieces.
 */
const PIECES_PER_OUNCE: Partial<Record<ProductSpec['family'], number>> = {
  truffle: 1.5,
  assortment: 2,
  covered: 2.5,
  fudge: 0.5,
};

export interface CategoryRow {
  id: string;
  parentId: string | null;
  position: number;
  doc: Record<string, unknown>;
}

export interface ProductRow {
  id: string;
  masterId: string | null;
  kind: 'master' | 'variant' | 'item';
  position: number;
  doc: Record<string, unknown>;
}

export interface CatalogRows {
  categories: CategoryRow[];
  products: ProductRow[];
  inventory: Array<{ productId: string; ats: number }>;
}

export type Currency = 'USD' | 'CAD';
export const CURRENCIES: Currency[] = ['USD', 'CAD'];

export interface TierEntry {
  quantity: number;
  price: number;
}

export interface FundraisingEntry {
  suggestedSellingPrice: number;
  earn: number;
  percent: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Prices that end in .95, as a candy shop would print them. */
function shelfPrice(value: number): number {
  if (value < 5) return round2(value);
  return Math.round(value) - 0.05;
}

/** Canadian prices: about 36% more, ending in .99 (small amounts rounded to the cent). Gift cards keep their face value. */
export function toCad(usd: number, faceValue = false): number {
  if (usd === 0 || faceValue) return usd;
  if (usd < 5) return round2(usd * 1.36);
  return Math.ceil(usd * 1.36) - 0.01;
}

export function salePrice(list: number, percentOff: number): number {
  return round2(list * (1 - percentOff / 100));
}

/** Volume-savings tiers: 10% off from 12 units, 20% off from 48. */
export function volumeTiers(price: number): TierEntry[] {
  return [
    { quantity: 1, price },
    { quantity: 12, price: round2(price * 0.9) },
    { quantity: 48, price: round2(price * 0.8) },
  ];
}

export function fundraisingEntry(suggestedSellingPrice: number, cost: number): FundraisingEntry {
  const earn = round2(suggestedSellingPrice - cost);
  return { suggestedSellingPrice, earn, percent: Math.round((earn / suggestedSellingPrice) * 100) };
}

export function productImagePath(productId: string, index: number, viewType: string): string {
  return `/images/products/${productId}-${index}-${viewType}.svg`;
}

/** A variation value's image: `shot` is the product image (1-based) it shows in the value's colour or wrap; swatches have none. */
export function variationImagePath(
  productId: string,
  attributeId: string,
  value: string,
  viewType: string,
  shot?: number,
): string {
  return `/images/products/${productId}-${attributeId}-${value}${shot === undefined ? '' : `-${shot}`}-${viewType}.svg`;
}

export function categoryImagePath(categoryId: string): string {
  return `/images/categories/${categoryId}.svg`;
}

/** Sales materials come with a printable PDF (generated and served like the images). */
export function materialPdfPath(productId: string): string {
  return `/images/materials/${productId}.pdf`;
}

export const VIEW_TYPES = ['large', 'medium', 'small'] as const;

function buildCategory(spec: CategorySpec, position: number): CategoryRow {
  const doc: Record<string, unknown> = {
    id: spec.id,
    name: spec.name,
    description: spec.description,
    pageTitle: spec.id === 'root' ? 'Sweet Shop | Chocolates, Lollipops & Candy Gifts' : `${spec.name} | Sweet Shop`,
    pageDescription: spec.description,
    pageKeywords: `${spec.name.toLowerCase()}, candy, chocolate, gifts`,
    image: categoryImagePath(spec.id),
    thumbnail: categoryImagePath(spec.id),
    c_showInMenu: spec.showInMenu,
    c_menuTextColor: spec.menuTextColor ?? '#3b2314',
  };
  if (spec.parentId) doc.parentCategoryId = spec.parentId;
  if (spec.pageLink) doc.c_pageLink = spec.pageLink;
  if (spec.banner) doc.c_menuBanner = { ...spec.banner };
  return { id: spec.id, parentId: spec.parentId, position, doc };
}

interface VariantPlan {
  id: string;
  values: VariationValueSpec[];
  attributes: VariationAttributeSpec[];
}

function variantPlans(spec: ProductSpec): VariantPlan[] {
  const attributes = spec.variation ? VARIATION_SCHEMES[spec.variation] : [];
  let combos: VariationValueSpec[][] = [[]];
  for (const attribute of attributes)
    combos = combos.flatMap((combo) => attribute.values.map((value) => [...combo, value]));
  return combos.map((values, index) => ({ id: `${spec.id}${String(index + 1).padStart(2, '0')}`, values, attributes }));
}

function priceOf(spec: ProductSpec, values: VariationValueSpec[]): number {
  const multiplier = values.reduce((product, value) => product * (value.multiplier ?? 1), 1);
  const add = values.reduce((sum, value) => sum + (value.add ?? 0), 0);
  const raw = spec.usd * multiplier + add;
  return multiplier === 1 && add === 0 ? spec.usd : shelfPrice(raw);
}

function pricesFor(spec: ProductSpec, usdList: number): Record<Currency, PriceEntry> {
  const faceValue = spec.family === 'giftCard';
  const entry = (list: number): PriceEntry =>
    spec.salePercent ? { list, sale: salePrice(list, spec.salePercent) } : { list };
  return { USD: entry(usdList), CAD: entry(toCad(usdList, faceValue)) };
}

/**
 * The image numbers (shots, product-art.ts) a variation value's groups show: a colour shows every
 * image in its colour; a gift wrap leads with the packaging shot (image 2), so choosing it changes the
 * picture, and a product with one image gets its packaging shot too.
 */
export function variationShots(attributeId: string, value: string, count: number): number[] {
  if (attributeId !== 'wrap') return Array.from({ length: count }, (_, index) => index + 1);
  const shots = Array.from({ length: Math.max(count, 2) }, (_, index) => index + 1);
  return value === 'standard' ? shots : [2, ...shots.filter((shot) => shot !== 2)];
}

function imageGroups(spec: ProductSpec, attributes: VariationAttributeSpec[]): Array<Record<string, unknown>> {
  const count = spec.images ?? 1;
  const image = (link: string, title: string) => ({ alt: title, title, link, disBaseLink: link });
  const numbered = (title: string, index: number, total: number) =>
    total > 1 ? `${title}, image ${index + 1}` : title;
  const groups: Array<Record<string, unknown>> = VIEW_TYPES.map((viewType) => ({
    viewType,
    images: Array.from({ length: count }, (_, index) =>
      image(productImagePath(spec.id, index + 1, viewType), numbered(spec.name, index, count)),
    ),
  }));
  for (const attribute of attributes.filter((candidate) => candidate.id === 'color' || candidate.id === 'wrap')) {
    for (const value of attribute.values) {
      const variationAttributes = [{ id: attribute.id, values: [{ value: value.value }] }];
      const shots = variationShots(attribute.id, value.value, count);
      for (const viewType of VIEW_TYPES) {
        groups.push({
          viewType,
          variationAttributes,
          images: shots.map((shot, index) =>
            image(
              variationImagePath(spec.id, attribute.id, value.value, viewType, shot),
              numbered(`${spec.name}, ${value.name}`, index, shots.length),
            ),
          ),
        });
      }
      groups.push({
        viewType: 'swatch',
        variationAttributes,
        images: [image(variationImagePath(spec.id, attribute.id, value.value, 'swatch'), value.name)],
      });
    }
  }
  return groups;
}

/** The groups a variant shows: the general ones plus those of its own variation values. */
function groupsForValues(
  groups: Array<Record<string, unknown>>,
  values: Record<string, string>,
): Array<Record<string, unknown>> {
  return groups.filter((group) => {
    const attributes = group.variationAttributes as Array<{ id: string; values: Array<{ value: string }> }> | undefined;
    return (
      !attributes ||
      attributes.every((attribute) => attribute.values.some((value) => values[attribute.id] === value.value))
    );
  });
}

function describe(spec: ProductSpec): { shortDescription: string; longDescription: string } {
  const family = FAMILIES[spec.family];
  const shortDescription = `${spec.name}: ${family.tagline}.`;
  const sentences = spec.long ? family.story : family.story.slice(0, 1);
  return { shortDescription, longDescription: [`${spec.name} — ${family.tagline}.`, ...sentences].join(' ') };
}

function ingredientLinks(spec: ProductSpec): Array<{ name: string; ingredients: string }> | undefined {
  if (spec.family !== 'gift') return undefined;
  return [
    { name: 'Milk Chocolate Truffles', ingredients: FAMILIES.truffle.ingredients },
    { name: 'Chocolate Assortment', ingredients: FAMILIES.assortment.ingredients },
    { name: 'Hard Candy', ingredients: FAMILIES.hardCandy.ingredients },
  ];
}

/** A category and its ancestors up to root. */
function withAncestors(categoryId: string): string[] {
  const result: string[] = [];
  for (
    let id: string | null | undefined = categoryId;
    id && !result.includes(id);
    id = CATEGORY_SPECS.find((spec) => spec.id === id)?.parentId
  )
    result.push(id);
  return result;
}

function categoryPromotions(categoryIds: string[]): Array<{ promotionId: string; calloutMsg: string }> {
  const reached = new Set(categoryIds.flatMap(withAncestors));
  return CATEGORY_PROMOTIONS.filter((promotion) => reached.has(promotion.categoryId)).map(
    ({ promotionId, calloutMsg }) => ({ promotionId, calloutMsg }),
  );
}

function stockFor(spec: ProductSpec, index: number, random: ReturnType<typeof createRandom>): number {
  const fallback = random.int(25, 400);
  if (spec.stock === undefined) return fallback;
  if (typeof spec.stock === 'number') return spec.stock;
  return spec.stock[index] ?? fallback;
}

function buildProduct(
  spec: ProductSpec,
  position: number,
): { rows: ProductRow[]; inventory: Array<{ productId: string; ats: number }> } {
  const family = FAMILIES[spec.family];
  const random = createRandom(`catalog:${spec.id}`);
  const plans = variantPlans(spec);
  const attributes = plans[0]!.attributes;
  const isMaster = attributes.length > 0;
  const flags = new Set(spec.flags ?? []);
  const stocks = plans.map((_, index) => stockFor(spec, index, random));
  const soldOut = stocks.every((ats) => ats === 0) && !flags.has('c_isComingSoon') && !flags.has('c_unsellable');
  if (soldOut) flags.add('c_isOutOfStock');
  const categories = [...spec.categories, ...(flags.has('c_isOnSale') ? ['sale'] : [])];
  const isNew = flags.has('c_isNew');
  const created = CATALOG_EPOCH - (isNew ? random.int(1, 30) : random.int(60, 900)) * DAY_MS;
  const unitsSold = random.int(10, 4000) + (spec.badge === 'Best Seller' ? 6000 : 0);
  const rated = spec.family !== 'collateral' && spec.family !== 'giftCard';
  const badge =
    spec.badge ??
    (flags.has('c_isComingSoon')
      ? 'Coming Soon'
      : isNew
        ? 'New'
        : flags.has('c_isBackIn')
          ? 'Back In Stock'
          : flags.has('c_isOnSale')
            ? 'Sale'
            : undefined);
  const groups = imageGroups(spec, attributes);
  // The draw that once picked the image's hue: kept so the seeded ratings and review counts stay as they were.
  random.next();
  const { shortDescription, longDescription } = describe(spec);
  const noPickup = flags.has('c_isOnlineOnly') || ['giftCard', 'collateral', 'piece', 'popPiece'].includes(spec.family);

  const shared: Record<string, unknown> = {
    name: spec.name,
    brand: spec.brand ?? family.brand,
    primaryCategoryId: categories[0],
    shortDescription,
    longDescription,
    pageDescription: shortDescription,
    pageKeywords: [spec.name, family.tagline].join(', ').toLowerCase(),
    minOrderQuantity: 1,
    stepQuantity: 1,
    c_isMeltable: spec.meltable ?? family.meltable,
    c_availableForInStorePickup: !noPickup,
    ...Object.fromEntries([...flags].map((flag) => [flag, true])),
    ...spec.attrs,
    _categoryIds: categories,
    _createdAt: new Date(created).toISOString(),
    _unitsSold: unitsSold,
    _art: { kind: artKind(spec.family, spec.name) },
  };
  if (flags.has('c_isCollateral')) shared.c_pdfURL = materialPdfPath(spec.id);
  if (spec.long) shared.pageTitle = `${spec.name} | ${spec.brand ?? family.brand}`;
  if (badge) shared.c_badge = badge;
  if (family.ingredients) shared.c_productIngredients = family.ingredients;
  const links = ingredientLinks(spec);
  if (links) shared.c_productIngredientsLinks = links;
  if (rated) {
    shared.c_rating = Math.round((3.6 + random.next() * 1.4) * 10) / 10;
    shared.c_reviewCount = random.int(0, 480);
    const reviews = allProductReviews(
      spec.id,
      shared.c_rating as number,
      shared.c_reviewCount as number,
      CATALOG_EPOCH,
    );
    if (reviews.length) {
      shared.c_reviews = reviews.slice(0, REVIEWS_PER_PRODUCT);
      shared.c_ratingCounts = ratingCounts(reviews);
    }
  }
  if (flags.has('c_isComingSoon')) shared._inStockDate = COMING_SOON_IN_STOCK_DATE;
  const perOunce = PIECES_PER_OUNCE[spec.family];
  const sizes = attributes.find((attribute) => attribute.id === 'size');
  if (perOunce && sizes?.values.every((value) => value.ounces)) {
    shared.c_pieceCounts = Object.fromEntries(
      sizes.values.map((value) => [value.value, Math.round(value.ounces! * perOunce)]),
    );
  }
  const promotions = [...categoryPromotions(categories), ...(spec.promotions ?? [])];
  if (promotions.length) shared._productPromotions = promotions;

  const sellableDoc = (id: string, values: VariationValueSpec[]): Record<string, unknown> => {
    const usd = priceOf(spec, values);
    const prices = pricesFor(spec, usd);
    const doc: Record<string, unknown> = { _prices: prices };
    const ounces = values.find((value) => value.ounces)?.ounces;
    if (ounces) doc._ounces = ounces;
    if (spec.tiered)
      doc._tieredPrices = Object.fromEntries(
        CURRENCIES.map((currency) => [currency, volumeTiers(prices[currency].sale ?? prices[currency].list)]),
      );
    if (spec.fundraisingUsd) {
      const multiplier = values.reduce((product, value) => product * (value.multiplier ?? 1), 1);
      const suggested = multiplier === 1 ? spec.fundraisingUsd : shelfPrice(spec.fundraisingUsd * multiplier);
      doc._fundraising = Object.fromEntries(
        CURRENCIES.map((currency) => [
          currency,
          fundraisingEntry(
            currency === 'USD' ? suggested : toCad(suggested),
            prices[currency].sale ?? prices[currency].list,
          ),
        ]),
      );
    }
    return { id, ...doc };
  };

  if (!isMaster) {
    const doc = { ...shared, ...sellableDoc(spec.id, []), id: spec.id, type: { item: true }, imageGroups: groups };
    return {
      rows: [{ id: spec.id, masterId: null, kind: 'item', position, doc }],
      inventory: [{ productId: spec.id, ats: stocks[0]! }],
    };
  }

  const variationAttributes = attributes.map((attribute) => ({
    id: attribute.id,
    name: attribute.name,
    values: attribute.values.map((value) => {
      const entry: Record<string, unknown> = { value: value.value, name: value.name };
      if (attribute.id === 'color' || attribute.id === 'wrap') {
        const link = variationImagePath(spec.id, attribute.id, value.value, 'swatch');
        entry.imageSwatch = { alt: value.name, title: value.name, link, disBaseLink: link };
      }
      return entry;
    }),
  }));
  const variants = plans.map((plan) => ({
    productId: plan.id,
    variationValues: Object.fromEntries(plan.values.map((value, index) => [plan.attributes[index]!.id, value.value])),
  }));
  const masterDoc: Record<string, unknown> = {
    ...shared,
    id: spec.id,
    type: { master: true },
    imageGroups: groups,
    variationAttributes,
    variants,
    master: { masterId: spec.id },
  };
  const rows: ProductRow[] = [{ id: spec.id, masterId: null, kind: 'master', position, doc: masterDoc }];
  plans.forEach((plan, index) => {
    const variationValues = variants[index]!.variationValues;
    const nameSuffix = plan.values.map((value) => value.name).join(', ');
    rows.push({
      id: plan.id,
      masterId: spec.id,
      kind: 'variant',
      position,
      doc: {
        ...shared,
        ...sellableDoc(plan.id, plan.values),
        id: plan.id,
        c_variantName: `${spec.name} (${nameSuffix})`,
        type: { variant: true },
        master: { masterId: spec.id },
        variationValues,
        imageGroups: groupsForValues(groups, variationValues),
      },
    });
  });
  return { rows, inventory: plans.map((plan, index) => ({ productId: plan.id, ats: stocks[index]! })) };
}

export function buildCatalog(): CatalogRows {
  const categories = CATEGORY_SPECS.map((spec) => {
    const siblings = CATEGORY_SPECS.filter((candidate) => candidate.parentId === spec.parentId);
    return buildCategory(spec, siblings.indexOf(spec));
  });
  const products: ProductRow[] = [];
  const inventory: CatalogRows['inventory'] = [];
  PRODUCT_SPECS.forEach((spec, position) => {
    const built = buildProduct(spec, position);
    products.push(...built.rows);
    inventory.push(...built.inventory);
  });
  return { categories, products, inventory };
}
