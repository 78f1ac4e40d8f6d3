/**
 * Search suggestions (catalog spec §4): from 3 characters, the first 6 products are "suggestions" and
 * the rest "Recommended products". The dropdown gets only what it draws — name, link, one image and a
 * formatted price — never whole product documents.
 */
import { SUGGESTED_PRODUCTS } from './constants.ts';
import { formatMoney } from './money.ts';
import { productHref } from './product-paths.ts';
import type { Product } from './product.ts';

export interface SuggestedProduct {
  id: string;
  name: string;
  href: string;
  price: string;
  image?: { src: string; alt: string };
}

export interface SuggestedCategory {
  id: string;
  name: string;
  href: string;
  parentName?: string;
}

export interface SuggestionsView {
  /** The term the suggestions are for (normalised), '' when none were looked up. */
  q: string;
  suggestions: SuggestedProduct[];
  recommended: SuggestedProduct[];
  categories: SuggestedCategory[];
}

export const NO_SUGGESTIONS: SuggestionsView = { q: '', suggestions: [], recommended: [], categories: [] };

function suggestedProduct(product: Product, locale: string): SuggestedProduct {
  const image = product.images[0];
  return {
    id: product.id,
    name: product.name,
    href: productHref(product),
    price: formatMoney(product.price, product.currency, locale),
    ...(image ? { image: { src: image.src, alt: image.alt || product.name } } : {}),
  };
}

/** The dropdown's data: the first 6 products as suggestions, the rest as recommended products. */
export function suggestionsView(q: string, found: { products: Product[]; categories: Array<{ id: string; name: string; parentName?: string }> }, locale: string): SuggestionsView {
  const products = found.products.map((product) => suggestedProduct(product, locale));
  return {
    q,
    suggestions: products.slice(0, SUGGESTED_PRODUCTS),
    recommended: products.slice(SUGGESTED_PRODUCTS),
    categories: found.categories.map((category) => ({
      id: category.id,
      name: category.name,
      href: `/category/${encodeURIComponent(category.id)}`,
      ...(category.parentName ? { parentName: category.parentName } : {}),
    })),
  };
}
