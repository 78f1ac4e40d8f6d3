/**
 * Variant selection (catalog spec §4): the selected variant, the default variant, which picker
 * values are disabled, and the links each picker value points to (pickers work as plain links).
 */
import { isOutOfStock } from './availability.ts';
import type { Product, ProductImage, Variant } from './product.ts';

export type Selection = Record<string, string>;

/** The variation values chosen in the URL (`?size=1lb&wrap=gift`, `?color=cherry`), known attributes only. */
export function selectionFromSearch(product: Pick<Product, 'variationAttributes'>, search: URLSearchParams): Selection {
  const selection: Selection = {};
  for (const attribute of product.variationAttributes) {
    const value = search.get(attribute.id);
    if (value && attribute.values.some((entry) => entry.value === value)) selection[attribute.id] = value;
  }
  return selection;
}

function matches(variant: Variant, selection: Selection): boolean {
  return Object.entries(selection).every(([attribute, value]) => variant.variationValues[attribute] === value);
}

/**
 * Spec: default-variant lookups exclude out-of-stock products (unless coming soon), custom-mix and
 * custom-mix-piece products and in-shop-only products, and require an orderable variant.
 */
export function defaultVariant(product: Product, today = new Date()): Variant | undefined {
  const { flags } = product;
  if (flags.isCustomMix || flags.isCustomMixPiece || flags.isInShopOnly) return undefined;
  if (isOutOfStock(product, today) && !flags.isComingSoon) return undefined;
  return product.variants.find((variant) => variant.orderable);
}

/** Spec: the sole variant if only one; else the one matching all selections; else the default variant. */
export function selectedVariant(product: Product, selection: Selection, today = new Date()): Variant | undefined {
  const { variants } = product;
  if (variants.length === 1) return variants[0];
  const attributeCount = product.variationAttributes.length;
  if (attributeCount && Object.keys(selection).length === attributeCount) {
    const match = variants.find((variant) => matches(variant, selection));
    if (match) return match;
  }
  return defaultVariant(product, today);
}

/**
 * The selection the page shows: what the URL chose, completed so the pickers always show a whole,
 * buyable choice. A partial choice (`?size=2lb`, spec: "a size query parameter gives the initial
 * size") is completed from an orderable variant that carries it — completing it from the default
 * variant would show 2 lb while the bag got the default's 8 oz. Without such a variant, the
 * selected variant's values fill the gaps.
 */
export function effectiveSelection(product: Product, selection: Selection, today = new Date()): Selection {
  const chosen = Object.keys(selection).length;
  if (chosen && chosen < product.variationAttributes.length) {
    const completing = product.variants.find((variant) => variant.orderable && matches(variant, selection));
    if (completing) return { ...completing.variationValues, ...selection };
  }
  const variant = selectedVariant(product, selection, today);
  return { ...(variant?.variationValues ?? {}), ...selection };
}

/** Spec: a value is disabled when no orderable variant carries it. */
export function isValueDisabled(product: Product, attributeId: string, value: string): boolean {
  return !product.variants.some((variant) => variant.orderable && variant.variationValues[attributeId] === value);
}

/**
 * The selection a picker value leads to: the other choices kept when that combination can be
 * ordered, else those of the first orderable variant with the value. Choosing a colour keeps only
 * the colour (spec: it rewrites the query to ?color=).
 */
export function selectionWith(product: Product, current: Selection, attributeId: string, value: string): Selection {
  if (attributeId === 'color') return { color: value };
  const wanted = { ...current, [attributeId]: value };
  const exact = product.variants.find((variant) => variant.orderable && matches(variant, wanted));
  if (exact) return { ...exact.variationValues };
  const fallback = product.variants.find(
    (variant) => variant.orderable && variant.variationValues[attributeId] === value,
  );
  return fallback ? { ...fallback.variationValues } : wanted;
}

/**
 * What a size button says beside its name: the pieces in that size (when the product is counted in
 * pieces) and the price of the variant choosing it leads to (the other choices kept where they can be).
 */
export function sizeOffer(product: Product, current: Selection, value: string): { pieces?: number; price?: number } {
  const next = selectionWith(product, current, 'size', value);
  const price = product.variants.find((variant) => matches(variant, next))?.price;
  const pieces = product.pieceCounts?.[value];
  return { ...(pieces ? { pieces } : {}), ...(price !== undefined ? { price } : {}) };
}

/** The query string of a selection, in the attributes' order (`?size=1lb&wrap=gift`). */
export function selectionQuery(product: Pick<Product, 'variationAttributes'>, selection: Selection): string {
  const params = new URLSearchParams();
  for (const attribute of product.variationAttributes) {
    const value = selection[attribute.id];
    if (value) params.set(attribute.id, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The gallery's images for a selection: the first variation-specific set whose every attribute
 * carries the selected value (a colour's or a gift wrap's pictures), else the product's own images.
 */
export function galleryImages(
  product: Pick<Product, 'images' | 'variationImages'>,
  selection: Selection,
): ProductImage[] {
  const chosen = product.variationImages?.find((set) =>
    set.variation.every((attribute) => attribute.values.includes(selection[attribute.id] ?? '')),
  );
  return chosen?.images ?? product.images;
}
