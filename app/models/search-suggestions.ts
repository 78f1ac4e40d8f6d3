/**
 * Search suggestions (catalog spec §4): from 3 characters, the first 6 products are "suggestions" and
 * the rest "Recommended products", with search-term rows (the suggested phrase, the word being typed
 * completed) and categories. The dropdown gets only what it draws — name, link, one image and a
 * formatted price or price range — never whole product documents.
 */
import { SUGGESTED_PRODUCTS, SUGGESTED_SEARCH_TERMS } from './search-constants.ts';
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
  /** Search terms to run instead (lower case), never the typed term itself. */
  terms: string[];
  suggestions: SuggestedProduct[];
  recommended: SuggestedProduct[];
  categories: SuggestedCategory[];
}

export const NO_SUGGESTIONS: SuggestionsView = { q: '', terms: [], suggestions: [], recommended: [], categories: [] };

/** SCAPI's `suggestedTerms`: each typed word with its completions and corrections, best first. */
export interface SuggestedTerms {
  originalTerm: string;
  terms?: Array<{ value: string }>;
}

/**
 * The search-term rows: the suggested phrase, then the typed words with the last one completed each way the
 * catalog knows (the earlier words as corrected); at most SUGGESTED_SEARCH_TERMS, the typed term left out.
 */
export function suggestedSearchTerms(
  q: string,
  phrase: string | undefined,
  suggestedTerms: readonly SuggestedTerms[],
): string[] {
  const rows = new Set<string>();
  if (phrase) rows.add(phrase.toLowerCase());
  const last = suggestedTerms.at(-1);
  if (last) {
    const heads = suggestedTerms.slice(0, -1).map((word) => word.terms?.[0]?.value ?? word.originalTerm);
    for (const completion of last.terms ?? []) rows.add([...heads, completion.value].join(' ').toLowerCase());
  }
  rows.delete(q.toLowerCase());
  return [...rows].slice(0, SUGGESTED_SEARCH_TERMS);
}

function suggestedProduct(product: Product, locale: string): SuggestedProduct {
  const image = product.images[0];
  return {
    id: product.id,
    name: product.name,
    href: productHref(product),
    // A master whose variants cost differently shows its range, as its tile does.
    price:
      product.priceMax !== undefined
        ? `${formatMoney(product.price, product.currency, locale)} – ${formatMoney(product.priceMax, product.currency, locale)}`
        : formatMoney(product.price, product.currency, locale),
    ...(image ? { image: { src: image.src, alt: image.alt || product.name } } : {}),
  };
}

/** The dropdown's data: the search-term rows, the first 6 products as suggestions, the rest as recommended products. */
export function suggestionsView(
  q: string,
  found: {
    products: Product[];
    categories: Array<{ id: string; name: string; parentName?: string }>;
    phrase?: string;
    terms?: SuggestedTerms[];
  },
  locale: string,
): SuggestionsView {
  const products = found.products.map((product) => suggestedProduct(product, locale));
  return {
    q,
    terms: suggestedSearchTerms(q, found.phrase, found.terms ?? []),
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
