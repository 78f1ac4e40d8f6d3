/**
 * The storefront's view of a product, normalised from a SCAPI shopper-products Product or a
 * shopper-search hit. Every page (tiles, product page, quick view, carousels, JSON-LD) reads this
 * shape, never the raw SCAPI document, so the `c_` attribute names live in one place.
 */
import { sameOriginImageSrc } from './image-url.ts';
import { IMAGE_QUALITY, RESPONSIVE_IMAGE_WIDTHS } from './image-constants.ts';
import { priceTiersOf, type PriceTier } from './price-tiers.ts';

export interface ProductImage {
  src: string;
  alt: string;
  /** A raster image's scaled renditions (the image service's `sw`), for `srcset`; none for a vector image. */
  srcSet?: string;
}

/** Large images for some variation values (SCAPI image groups with `variationAttributes`): shown when the selection has them. */
export interface VariationImages {
  /** Each attribute with the values the images are for ({ id: 'color', values: ['cherry'] }). */
  variation: Array<{ id: string; values: string[] }>;
  images: ProductImage[];
}

export interface VariationValue {
  value: string;
  name: string;
  /** Some orderable variant carries this value (SCAPI's `orderable` on the value). */
  orderable: boolean;
  swatch?: ProductImage;
}

export interface VariationAttribute {
  id: string;
  name: string;
  values: VariationValue[];
}

export interface Variant {
  productId: string;
  orderable: boolean;
  variationValues: Record<string, string>;
  price?: number;
  /** The variant's own volume tiers (the volume-savings site). */
  tieredPrices?: PriceTier[];
}

export interface Promotion {
  id: string;
  callout: string;
}

export interface Crumb {
  id: string;
  name: string;
}

export interface FundraisingPrice {
  suggestedPrice: number;
  earn: number;
  percent: number;
}

/** The spec's product flags (catalog §3) that drive availability, badges and buttons. */
export interface ProductFlags {
  isOutOfStock: boolean;
  isComingSoon: boolean;
  isInShopOnly: boolean;
  isPickupOnly: boolean;
  isOnlineOnly: boolean;
  isShowBackInStock: boolean;
  isKosher: boolean;
  isDairyFree: boolean;
  isMeltable: boolean;
  isOnSale: boolean;
  isNew: boolean;
  isCustomMix: boolean;
  isCustomMixPiece: boolean;
  isGiftCard: boolean;
  /** Sales materials (catalog, order forms): the basket threshold does not count them (checkout spec §4). */
  isCollateral: boolean;
  unsellable: boolean;
  /** Catalog §3 availableForInStorePickup: the product may be collected in a shop. */
  availableForInStorePickup?: boolean;
}

export type ProductKind = 'master' | 'variant' | 'item';

export interface ProductReview {
  id: string;
  author: string;
  /** Whole stars, 1-5. */
  rating: number;
  title: string;
  text: string;
  /** YYYY-MM-DD. */
  submittedOn: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** Shoppers' reviews as the catalog sends them (`c_reviews`, the custom API product/reviews), malformed ones left out. */
export function reviewsOf(value: unknown): ProductReview[] | undefined {
  const reviews = list(value).flatMap((entry): ProductReview[] => {
    const rating = optionalNumber(entry.rating);
    const submittedOn = text(entry.submittedOn);
    if (
      !text(entry.id) ||
      !text(entry.text) ||
      rating === undefined ||
      rating < 1 ||
      rating > 5 ||
      !ISO_DAY.test(submittedOn)
    )
      return [];
    return [
      {
        id: text(entry.id),
        author: text(entry.author),
        rating: Math.round(rating),
        title: text(entry.title),
        text: text(entry.text),
        submittedOn: submittedOn.slice(0, 10),
      },
    ];
  });
  return reviews.length ? reviews : undefined;
}

/** `c_ratingCounts` ({ '1': n, …, '5': n }) as counts by star, index 0 for one star; absent unless all five are counts. */
function ratingCountsOf(value: unknown): number[] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const counts = [1, 2, 3, 4, 5].map((star) => (value as Record<string, unknown>)[star]);
  return counts.every((count) => Number.isInteger(count) && (count as number) >= 0) ? (counts as number[]) : undefined;
}

function pieceCountsOf(value: unknown): Record<string, number> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const counts = Object.entries(value).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isInteger(entry[1]) && entry[1] > 0,
  );
  return counts.length ? Object.fromEntries(counts) : undefined;
}

export interface Product {
  id: string;
  /** The master's id for masters and variants; the product's own id otherwise. */
  masterId: string;
  kind: ProductKind;
  name: string;
  brand: string;
  shortDescription: string;
  longDescription: string;
  pageTitle?: string;
  pageDescription?: string;
  /** The product's own canonical URL or path, when the catalog sets one. */
  canonicalUrl?: string;
  /** The product's own link path, when the catalog sets one (used by tiles instead of the default). */
  path?: string;
  primaryCategoryId?: string;
  /** Primary category and its ancestors, top first (for breadcrumbs). */
  categoryPath: Crumb[];
  /** Large images, in order. */
  images: ProductImage[];
  /** The large images of colours and wraps (models/variants.ts galleryImages chooses); absent when there are none. */
  variationImages?: VariationImages[];
  badge?: string;
  rating?: number;
  reviewCount?: number;
  /** A few shoppers' reviews, newest first (the product custom attribute `c_reviews`). */
  reviews?: ProductReview[];
  /** How many reviews gave each star, index 0 for one star (`c_ratingCounts`). */
  ratingCounts?: number[];
  /** Pieces in each size, by size value (`c_pieceCounts`), for the products sold in pieces. */
  pieceCounts?: Record<string, number>;
  /** When a coming-soon product arrives (SCAPI inventory.inStockDate, YYYY-MM-DD). */
  inStockDate?: string;
  currency: string;
  /** What the shopper pays now (sale wins, else standard, else 0) — the lowest for a master. */
  price: number;
  /** The highest price of a master's variants, when it differs. */
  priceMax?: number;
  /** The standard (list) price when the product is on sale for less. */
  standardPrice?: number;
  fundraisingPrice?: FundraisingPrice;
  /** Volume tiers (SCAPI tieredPrices; the volume-savings site), by quantity; the cheapest variant's for a master. */
  tieredPrices?: PriceTier[];
  promotions: Promotion[];
  variationAttributes: VariationAttribute[];
  variants: Variant[];
  /** A variant's own values ({ size: '1lb', wrap: 'gift' }); empty for masters and items. */
  variationValues: Record<string, string>;
  /** Online stock (SCAPI inventory.ats); null when the source does not say (search hits). */
  stock: number | null;
  orderable: boolean;
  flags: ProductFlags;
  /** ISO date after which the product no longer ships (spec: out of stock once passed). */
  shipThrough?: string;
  /** Per-order limit (sales materials). */
  quantityLimit?: number;
  /** Sales materials: the printable PDF (an absolute http(s) URL) and the group it is listed under. */
  pdfUrl?: string;
  collateralGroup?: string;
  /** Product's minimum and step quantities (SCAPI). */
  minOrderQuantity: number;
  stepQuantity: number;
  ingredients?: string;
  ingredientsLinks: Array<{ name: string; ingredients: string }>;
  /** Catalog §3 custom-mix fields of a custom-mix box or piece (models/custom-mix.ts applies them). */
  customMix?: CustomMixSettings;
  /** Repeat delivery (catalog §3 enableSubscription, ogEnableImpulseUpsell), when either is set. */
  subscription?: { enabled: boolean; impulseUpsell: boolean };
}

/** Catalog §3: customMixCode, customMixUnitType, customMixUnitIncrement, customMixFlavorLimit, maxPiecesUnits. */
export interface CustomMixSettings {
  code: string;
  unitType?: string;
  unitIncrement?: number;
  flavorLimit?: number;
  maxPiecesUnits?: number;
}

type Doc = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;
const optionalNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const flag = (doc: Doc, name: string): boolean => doc[name] === true;
const list = (value: unknown): Doc[] =>
  Array.isArray(value) ? (value.filter((entry) => entry && typeof entry === 'object') as Doc[]) : [];

/**
 * An image of the backend's image host, as its same-origin path (models/image-url.ts). The full-size
 * `link` comes first: `disBaseLink` is the image service's base for scaled renditions, offered at the
 * spec's responsive widths when the image is raster (a vector image is sharp at any size as it is).
 */
function image(raw: unknown, fallbackAlt: string, imageBase: string | undefined): ProductImage | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const doc = raw as Doc;
  const src = optionalText(doc.link) ?? optionalText(doc.disBaseLink);
  if (!src) return undefined;
  const srcSet = responsiveSrcSet(src, optionalText(doc.disBaseLink), imageBase);
  return {
    src: sameOriginImageSrc(src, imageBase),
    alt: optionalText(doc.alt) ?? fallbackAlt,
    ...(srcSet ? { srcSet } : {}),
  };
}

/** `srcset` of the image service's renditions (`sw`, `q`) of a raster image; undefined for SVG or without `disBaseLink`. */
export function responsiveSrcSet(
  link: string,
  disBaseLink: string | undefined,
  imageBase: string | undefined,
): string | undefined {
  if (!disBaseLink || /\.svg(?:$|\?)/i.test(link) || /\.svg(?:$|\?)/i.test(disBaseLink)) return undefined;
  const joiner = disBaseLink.includes('?') ? '&' : '?';
  return RESPONSIVE_IMAGE_WIDTHS.map(
    (width) => `${sameOriginImageSrc(`${disBaseLink}${joiner}sw=${width}&q=${IMAGE_QUALITY}`, imageBase)} ${width}w`,
  ).join(', ');
}

function largeImages(doc: Doc, name: string, imageBase: string | undefined): ProductImage[] {
  const groups = list(doc.imageGroups);
  const group =
    groups.find((entry) => entry.viewType === 'large' && !entry.variationAttributes) ??
    groups.find((entry) => entry.viewType === 'large');
  const images = list(group?.images)
    .map((entry) => image(entry, name, imageBase))
    .filter((entry): entry is ProductImage => Boolean(entry));
  if (images.length) return images;
  const single = image(doc.image, name, imageBase);
  return single ? [single] : [];
}

function variationImagesOf(doc: Doc, name: string, imageBase: string | undefined): VariationImages[] {
  return list(doc.imageGroups)
    .filter((group) => group.viewType === 'large' && Array.isArray(group.variationAttributes))
    .map((group) => ({
      variation: list(group.variationAttributes).map((attribute) => ({
        id: text(attribute.id),
        values: list(attribute.values).map((value) => text(value.value)),
      })),
      images: list(group.images)
        .map((entry) => image(entry, name, imageBase))
        .filter((entry): entry is ProductImage => Boolean(entry)),
    }))
    .filter((set) => set.variation.length && set.images.length);
}

function kindOf(doc: Doc): ProductKind {
  const type = (doc.type ?? doc.productType) as Doc | undefined;
  if (type?.master) return 'master';
  if (type?.variant) return 'variant';
  return 'item';
}

/** Standard price from the price books: the highest list price book entry, when above the price paid. */
function standardPriceOf(doc: Doc, price: number): number | undefined {
  // SCAPI's perPricebook `prices` is a map of price book id to price ({ "usd-list-prices": 5.25 });
  // a list of { pricebook, price } entries is read too.
  const books = Array.isArray(doc.prices)
    ? list(doc.prices).map((entry) => ({ book: text(entry.pricebook), price: optionalNumber(entry.price) }))
    : Object.entries(doc.prices && typeof doc.prices === 'object' ? (doc.prices as Doc) : {}).map(([book, value]) => ({
        book,
        price: optionalNumber(value),
      }));
  for (const range of list(doc.priceRanges))
    books.push({ book: text(range.pricebook), price: optionalNumber(range.minPrice) });
  const listPrice = books
    .filter((entry) => /list/i.test(entry.book))
    .map((entry) => entry.price)
    .find((value) => value !== undefined);
  return listPrice !== undefined && listPrice > price ? listPrice : undefined;
}

function categoryPathOf(doc: Doc): Crumb[] {
  const primary = doc.primaryCategory as Doc | undefined;
  return list(primary?.parentCategoryTree)
    .map((entry) => ({ id: text(entry.id), name: text(entry.name) || text(entry.id) }))
    .filter((entry) => entry.id);
}

function fundraisingOf(raw: unknown): FundraisingPrice | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const doc = raw as Doc;
  const suggestedPrice = optionalNumber(doc.suggestedSellingPrice ?? doc.suggestedPrice);
  const earn = optionalNumber(doc.earn);
  const percent = optionalNumber(doc.percent);
  return suggestedPrice !== undefined && earn !== undefined && percent !== undefined
    ? { suggestedPrice, earn, percent }
    : undefined;
}

function variationAttributesOf(doc: Doc, imageBase: string | undefined): VariationAttribute[] {
  return list(doc.variationAttributes).map((attribute) => ({
    id: text(attribute.id),
    name: text(attribute.name) || text(attribute.id),
    values: list(attribute.values).map((value) => {
      const name = text(value.name) || text(value.value);
      const swatch = image(value.imageSwatch, name, imageBase);
      return { value: text(value.value), name, orderable: value.orderable !== false, ...(swatch ? { swatch } : {}) };
    }),
  }));
}

function stringRecord(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(Object.entries(raw as Doc).map(([key, value]) => [key, text(value)]));
}

function variantsOf(doc: Doc): Variant[] {
  return list(doc.variants).map((variant) => {
    const tieredPrices = priceTiersOf(variant.tieredPrices);
    return {
      productId: text(variant.productId),
      orderable: variant.orderable === true,
      variationValues: stringRecord(variant.variationValues),
      ...(optionalNumber(variant.price) !== undefined ? { price: optionalNumber(variant.price) } : {}),
      ...(tieredPrices ? { tieredPrices } : {}),
    };
  });
}

/**
 * A SCAPI Product (shopper-products) or search hit (shopper-search) as the storefront's Product.
 * Images under `imageBase` (the backend's image host) get their same-origin path.
 */
export function toProduct(raw: unknown, fallbackCurrency = 'USD', imageBase?: string): Product {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Doc;
  const id = text(doc.id) || text(doc.productId);
  const name = text(doc.name) || text(doc.productName) || id;
  const kind = kindOf(doc);
  const master = doc.master as Doc | undefined;
  const price = optionalNumber(doc.price) ?? 0;
  const priceMax = optionalNumber(doc.priceMax);
  const inventory = doc.inventory as Doc | undefined;
  const standardPrice = standardPriceOf(doc, price);
  const fundraisingPrice = fundraisingOf(doc.c_fundraisingPrice);
  const quantityLimit = optionalNumber(doc.c_quantityLimit);
  const variationImages = variationImagesOf(doc, name, imageBase);
  const product: Product = {
    id,
    masterId: text(master?.masterId) || id,
    kind,
    name,
    brand: text(doc.brand),
    shortDescription: text(doc.shortDescription),
    longDescription: text(doc.longDescription),
    categoryPath: categoryPathOf(doc),
    images: largeImages(doc, name, imageBase),
    ...(variationImages.length ? { variationImages } : {}),
    currency: text(doc.currency) || fallbackCurrency,
    price,
    promotions: list(doc.productPromotions)
      .map((promotion) => ({ id: text(promotion.promotionId), callout: calloutText(promotion.calloutMsg) }))
      .filter((promotion) => promotion.callout),
    variationAttributes: variationAttributesOf(doc, imageBase),
    variants: variantsOf(doc),
    variationValues: stringRecord(doc.variationValues),
    stock: optionalNumber(inventory?.ats) ?? optionalNumber(inventory?.stockLevel) ?? null,
    orderable: inventory ? inventory.orderable === true : doc.orderable === true,
    flags: {
      isOutOfStock: flag(doc, 'c_isOutOfStock'),
      isComingSoon: flag(doc, 'c_isComingSoon'),
      isInShopOnly: flag(doc, 'c_isInShopOnly'),
      isPickupOnly: flag(doc, 'c_isPickupOnly'),
      isOnlineOnly: flag(doc, 'c_isOnlineOnly'),
      isShowBackInStock: flag(doc, 'c_isShowBackInStock'),
      isKosher: flag(doc, 'c_isKosher'),
      isDairyFree: flag(doc, 'c_isDairyFree'),
      isMeltable: flag(doc, 'c_isMeltable'),
      isOnSale: flag(doc, 'c_isOnSale') || flag(doc, 'c_isSale') || standardPrice !== undefined,
      isNew: flag(doc, 'c_isNew'),
      isCustomMix: flag(doc, 'c_isCustomMix'),
      isCustomMixPiece: flag(doc, 'c_isCustomMixPiece'),
      isGiftCard: flag(doc, 'c_isGiftCard'),
      isCollateral: flag(doc, 'c_isCollateral'),
      unsellable: flag(doc, 'c_unsellable'),
      availableForInStorePickup: flag(doc, 'c_availableForInStorePickup'),
    },
    minOrderQuantity: Math.max(1, optionalNumber(doc.minOrderQuantity) ?? 1),
    stepQuantity: Math.max(1, optionalNumber(doc.stepQuantity) ?? 1),
    ingredientsLinks: list(doc.c_productIngredientsLinks)
      .map((entry) => ({ name: text(entry.name), ingredients: text(entry.ingredients) }))
      .filter((entry) => entry.name && entry.ingredients),
  };
  const optional: Partial<Product> = {
    pageTitle: optionalText(doc.pageTitle),
    pageDescription: optionalText(doc.pageDescription),
    canonicalUrl: optionalText(doc.c_canonicalUrl),
    path: optionalText(doc.c_path),
    primaryCategoryId:
      optionalText(doc.primaryCategoryId) ??
      optionalText(doc.c_primaryCategoryId) ??
      optionalText((doc.primaryCategory as Doc | undefined)?.id),
    badge: optionalText(doc.c_badge),
    rating: optionalNumber(doc.c_rating),
    reviewCount: optionalNumber(doc.c_reviewCount),
    reviews: reviewsOf(doc.c_reviews),
    ratingCounts: ratingCountsOf(doc.c_ratingCounts),
    pieceCounts: pieceCountsOf(doc.c_pieceCounts),
    inStockDate: ISO_DAY.test(text(inventory?.inStockDate)) ? text(inventory?.inStockDate).slice(0, 10) : undefined,
    priceMax: priceMax !== undefined && priceMax > price ? priceMax : undefined,
    standardPrice,
    fundraisingPrice,
    tieredPrices: priceTiersOf(doc.tieredPrices),
    shipThrough: optionalText(doc.c_shipThrough),
    quantityLimit: quantityLimit !== undefined && quantityLimit > 0 ? quantityLimit : undefined,
    pdfUrl: /^https?:\/\//.test(text(doc.c_pdfURL)) ? sameOriginImageSrc(text(doc.c_pdfURL), imageBase) : undefined,
    collateralGroup: optionalText(doc.c_collateralGroup),
    ingredients: optionalText(doc.c_productIngredients),
    customMix: customMixOf(doc),
    subscription:
      flag(doc, 'c_enableSubscription') || flag(doc, 'c_ogEnableImpulseUpsell')
        ? { enabled: flag(doc, 'c_enableSubscription'), impulseUpsell: flag(doc, 'c_ogEnableImpulseUpsell') }
        : undefined,
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) (product as unknown as Doc)[key] = value;
  return product;
}

function customMixOf(doc: Doc): CustomMixSettings | undefined {
  const code = optionalText(doc.c_customMixCode);
  if (!code) return undefined;
  const settings: CustomMixSettings = { code };
  const unitType = optionalText(doc.c_customMixUnitType);
  if (unitType) settings.unitType = unitType;
  const whole = (value: unknown) => {
    const number = optionalNumber(value);
    return number !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
  };
  const unitIncrement = whole(doc.c_customMixUnitIncrement);
  const flavorLimit = whole(doc.c_customMixFlavorLimit);
  const maxPiecesUnits = whole(doc.c_maxPiecesUnits);
  if (unitIncrement) settings.unitIncrement = unitIncrement;
  if (flavorLimit) settings.flavorLimit = flavorLimit;
  if (maxPiecesUnits) settings.maxPiecesUnits = maxPiecesUnits;
  return settings;
}

/** Spec: a callout is text or an object with a default. */
function calloutText(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (raw && typeof raw === 'object') return text((raw as Doc).default);
  return '';
}

/** "1 lb, Gift Wrapped": the names of a variant's values, in the attributes' order. */
export function variationLabel(product: Pick<Product, 'variationAttributes'>, values: Record<string, string>): string {
  return product.variationAttributes
    .map((attribute) => attribute.values.find((entry) => entry.value === values[attribute.id])?.name)
    .filter(Boolean)
    .join(', ');
}

/**
 * A product as a tile needs it (listings, carousels): the page's data is serialised into the HTML for
 * hydration, so the texts, images and variation pickers only the product page shows are dropped (the
 * product page must stay under 30 KB gzipped). A tile tells one variant (added from the tile) from
 * several (picked in the quick view), so the variants stay, without their values and prices. The quick
 * view loads the full product itself.
 */
export function tileProduct(product: Product): Product {
  const { ingredients: _ingredients, variationImages: _variationImages, ...rest } = product;
  return {
    ...rest,
    shortDescription: '',
    longDescription: '',
    images: product.images.slice(0, 1),
    promotions: [],
    ingredientsLinks: [],
    variationAttributes: [],
    variants: product.variants.map(({ productId, orderable }) => ({ productId, orderable, variationValues: {} })),
  };
}
