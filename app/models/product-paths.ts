/**
 * Product URLs (catalog spec §2): the route shapes a product page answers to, the link tiles and
 * search use, and the canonical path.
 */
import type { Product } from './product.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

/** Product ids as SCAPI allows them, bounded (the sandbox's are digits); cookie-safe too, '~' never occurs in one. */
export const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** Spec: the product id is read from a path ending in /{digits}.html. */
const PRODUCT_PATH = /\/(\d+)\.html$/;

export function productIdFromPath(pathname: string): string | null {
  return PRODUCT_PATH.exec(pathname)?.[1] ?? null;
}

/** "Dark Chocolate Sea Salt Truffles" → "dark-chocolate-sea-salt-truffles". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A site path from a URL or path (its origin dropped), or null when it points elsewhere or nowhere. */
function sitePath(raw: string | undefined): string | null {
  if (!raw) return null;
  const path = /^https?:\/\//i.test(raw) ? raw.replace(/^https?:\/\/[^/]+/i, '') || '/' : raw;
  const safe = safeRedirectTarget(path, '');
  return safe && safe !== '/' ? safe : null;
}

/**
 * Spec: the product's canonical URL with any leading /s/{site} segment removed, otherwise
 * /{primaryCategoryId}/{masterId}.html (the product route when there is no primary category).
 */
export function canonicalPath(product: Pick<Product, 'canonicalUrl' | 'primaryCategoryId' | 'masterId'>): string {
  const own = sitePath(product.canonicalUrl);
  if (own) return own.replace(/^\/s\/[^/]+(?=\/)/, '') || '/';
  if (product.primaryCategoryId)
    return `/${encodeURIComponent(product.primaryCategoryId)}/${encodeURIComponent(product.masterId)}.html`;
  return `/product/${encodeURIComponent(product.masterId)}`;
}

/**
 * Spec: search and tiles link to /{primaryCategoryId}/{name-lowercased-with-dashes}/{id}.html unless
 * the product has its own path.
 */
export function productHref(product: Pick<Product, 'id' | 'name' | 'path' | 'primaryCategoryId'>, query = ''): string {
  const own = sitePath(product.path);
  if (own) return own + query;
  const slug = slugify(product.name) || 'product';
  if (product.primaryCategoryId)
    return `/${encodeURIComponent(product.primaryCategoryId)}/${slug}/${encodeURIComponent(product.id)}.html${query}`;
  return `/product/${encodeURIComponent(product.id)}${query}`;
}
