/**
 * What the product page shows for a product and a selection (catalog spec §2 "Product page", §4
 * availability and selection, §5 quantity, §9 limits): the derived state the page, the quick view
 * and the structured data read — pure, so the loader, the components and the tests share it.
 */
import {
  AVAILABILITY_TEXT,
  availabilityStatus,
  isAvailableAndOrderable,
  isLimitedInventory,
  isOutOfStock,
  type AvailabilityStatus,
} from './availability.ts';
import { DESCRIPTION_WORD_LIMIT, QUANTITY_MAX, RECENTLY_VIEWED_LIMIT } from './catalog-constants.ts';
import type { Product, ProductFlags, Variant } from './product.ts';
import { canonicalPath } from './product-paths.ts';
import { effectiveSelection, selectedVariant, type Selection } from './variants.ts';

export interface ProductPageView {
  /** The master or item the page is about. */
  product: Product;
  /** The choice the pickers show (URL selection, completed). */
  selection: Selection;
  /** The variant that goes into the bag, if any. */
  variant?: Variant;
  /** The id that goes into the bag: the selected variant, else the item itself. */
  orderId: string;
  status: AvailabilityStatus;
  /** Spec: "Coming soon", "In Shops Only", "Out of stock"; none when in stock. */
  stockMessage?: string;
  /** Spec: variant orderable and product not out of stock, coming soon or in-shop-only. */
  availableAndOrderable: boolean;
  /** Spec §5: stock below 10 and not zero, unless out of stock. */
  limitedInventory: boolean;
  /** Online stock of what goes into the bag (999 when the backend does not say). */
  stock: number;
  quantityLimit?: number;
  /** Spec §4: out of stock with notify enabled shows the e-mail form. */
  showBackInStock: boolean;
  /** Spec: custom mixes are started in the builder, not added directly (only when in stock). */
  customMix: boolean;
  canonicalPath: string;
}

/** Flags that take a product off sale, read from the master and from the chosen variant. */
const BLOCKING_FLAGS = ['isOutOfStock', 'isComingSoon', 'isInShopOnly', 'unsellable'] as const satisfies ReadonlyArray<
  keyof ProductFlags
>;

/**
 * The product as far as buying the chosen variant goes: the master's texts and flags with the
 * variant's own stock, orderability and ship-through date (a master's stock is the sum of its
 * variants', which would hide a variant with 3 left).
 */
export function purchasable(product: Product, variantProduct: Product | null | undefined): Product {
  if (!variantProduct) return product;
  const flags = { ...product.flags };
  for (const name of BLOCKING_FLAGS) flags[name] = product.flags[name] || variantProduct.flags[name];
  const merged: Product = { ...product, stock: variantProduct.stock, orderable: variantProduct.orderable, flags };
  const shipThrough = variantProduct.shipThrough ?? product.shipThrough;
  if (shipThrough) merged.shipThrough = shipThrough;
  const quantityLimit = variantProduct.quantityLimit ?? product.quantityLimit;
  if (quantityLimit !== undefined) merged.quantityLimit = quantityLimit;
  return merged;
}

/**
 * The page's state for a product, the URL's selection and (for a master) the selected variant's own
 * product document.
 */
export function productPageView(
  product: Product,
  urlSelection: Selection,
  variantProduct?: Product | null,
  today = new Date(),
): ProductPageView {
  const selection = effectiveSelection(product, urlSelection, today);
  const variant = selectedVariant(product, selection, today);
  const buying = purchasable(product, variant && variantProduct?.id === variant.productId ? variantProduct : null);
  const status = availabilityStatus(buying, today);
  const outOfStock = isOutOfStock(buying, today);
  const stock = buying.stock ?? QUANTITY_MAX;
  const view: ProductPageView = {
    product,
    selection,
    orderId: variant?.productId ?? product.id,
    status,
    availableAndOrderable: isAvailableAndOrderable(buying, variant, today) && !product.flags.isCustomMix,
    limitedInventory: isLimitedInventory(stock, outOfStock),
    stock,
    showBackInStock: status === 'out-of-stock' && product.flags.isShowBackInStock,
    customMix: product.flags.isCustomMix && !outOfStock,
    canonicalPath: canonicalPath(product),
  };
  if (variant) view.variant = variant;
  if (status !== 'in-stock') view.stockMessage = AVAILABILITY_TEXT[status];
  if (buying.quantityLimit !== undefined) view.quantityLimit = buying.quantityLimit;
  return view;
}

export interface PageCrumb {
  name: string;
  href?: string;
}

/** Spec: the breadcrumb starts with Home (the component adds it), then the primary category path, the product last and not a link. */
export function productCrumbs(product: Pick<Product, 'categoryPath' | 'name'>): PageCrumb[] {
  return [
    ...product.categoryPath.map((crumb) => ({ name: crumb.name, href: `/category/${encodeURIComponent(crumb.id)}` })),
    { name: product.name },
  ];
}

/** Spec: the page title falls back to the display name plus the brand. */
export function productTitle(product: Pick<Product, 'pageTitle' | 'name' | 'brand'>): string {
  if (product.pageTitle) return product.pageTitle;
  return product.brand ? `${product.name} | ${product.brand}` : product.name;
}

export function productDescription(product: Pick<Product, 'pageDescription' | 'shortDescription' | 'name'>): string {
  return product.pageDescription || product.shortDescription || product.name;
}

export interface TruncatedText {
  /** The first words (all of them when short enough). */
  head: string;
  /** The remaining words; empty when nothing was cut. */
  tail: string;
}

/** Spec §9: the long description is truncated at 55 words ("View more..." shows the rest). */
export function truncateWords(text: string, limit = DESCRIPTION_WORD_LIMIT): TruncatedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return { head: words.join(' '), tail: '' };
  return { head: words.slice(0, limit).join(' '), tail: words.slice(limit).join(' ') };
}

/** Spec §9: the 25 most recently viewed product ids, newest first, without repeats. */
export function withRecentlyViewed(
  list: readonly string[] | undefined,
  productId: string,
  limit = RECENTLY_VIEWED_LIMIT,
): string[] {
  return [productId, ...(list ?? []).filter((id) => id !== productId)].slice(0, limit);
}

/**
 * Spec §4 Recommendations: out-of-stock items are filtered out unless coming soon. The product
 * itself is never recommended on its own page.
 */
export function recommendable(
  products: readonly Product[],
  excludeId: string,
  limit: number,
  today = new Date(),
): Product[] {
  return products
    .filter(
      (product) =>
        product.id !== excludeId &&
        product.masterId !== excludeId &&
        (!isOutOfStock(product, today) || product.flags.isComingSoon),
    )
    .slice(0, limit);
}

/** Schema.org Product data for search engines (spec §2: name, sku, image, description, brand, availability, price, currency, rating, review count). */
export function productJsonLd(view: ProductPageView, origin: string): Record<string, unknown> {
  const { product, variant } = view;
  const absolute = (src: string) => (/^https?:\/\//i.test(src) ? src : new URL(src, origin).href);
  const price = variant?.price ?? product.price;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: view.orderId,
    image: product.images.map((image) => absolute(image.src)),
    description: product.shortDescription || product.pageDescription || product.name,
    offers: {
      '@type': 'Offer',
      url: new URL(view.canonicalPath, origin).href,
      availability: view.status === 'in-stock' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      price: price.toFixed(2),
      priceCurrency: product.currency,
    },
  };
  if (product.brand) jsonLd.brand = { '@type': 'Brand', name: product.brand };
  if (product.rating !== undefined && product.reviewCount) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
    };
  }
  return jsonLd;
}

/** JSON for an inline `<script>`: `<` escaped so no text in it can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
