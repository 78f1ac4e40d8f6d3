/**
 * Catalog reads shared by every shopper — categories, products, search, suggestions and content —
 * made with the storefront's own token (no shopper session needed, so crawlers cost no guest
 * login) and cached with a TTL. Prices depend on the site and the currency, so both are in every
 * cache key. A read that concurrent requests share counts against the commerce calls of the request
 * that started it.
 */
import { MENU_CATEGORY_LEVELS, LOCALE_COOKIE } from '~/models/site-constants.ts';
import { PRODUCT_BATCH_SIZE } from '~/models/catalog-constants.ts';
import type { Refinement } from '~/models/listing.ts';
import { menuFromCategoryTree, type CategoryNode, type MenuItem } from '~/models/navigation.ts';
import { toProduct, type Crumb, type Product } from '~/models/product.ts';
import { readCookie } from '~/models/cookies.ts';
import { currencyForLocale, parseLocale, siteForHost, type Locale, type SiteId } from '~/models/sites.ts';
import { toContentBlocks, type ContentBlock } from '~/models/content.ts';
import { suggestedSearchTerms, type SuggestedTerms } from '~/models/search-suggestions.ts';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { storefrontApis } from './app-token.server.ts';
import { cached, catalogTtlSeconds } from './cache.server.ts';
import { storefrontEnv } from './env.server.ts';
import { commerceCalls, type CommerceCalls } from './commerce-calls.server.ts';
import { commerceProblem } from './commerce-errors.server.ts';

/**
 * Which catalog a request sees — its site, and the locale that picks the currency — and the
 * request's commerce calls, which every read made for it counts against.
 */
export interface CatalogScope {
  siteId: SiteId;
  locale: Locale;
  currency: 'USD' | 'CAD';
  calls: CommerceCalls;
}

/** The scope of `request` (read once per request by scopeMiddleware; `calls` outside a request in tests). */
export function scopeOfRequest(request: Request, calls: CommerceCalls): CatalogScope {
  const locale = parseLocale(readCookie(request.headers.get('cookie'), LOCALE_COOKIE));
  return { siteId: siteForHost(new URL(request.url).host).id, locale, currency: currencyForLocale(locale), calls };
}

const scopeContext = createContext<CatalogScope>();

/** Root route middleware: the request's scope, read from its host and locale cookie once. */
export const scopeMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(scopeContext, scopeOfRequest(request, commerceCalls(context)));
  return next();
};

/** This request's catalog scope (set by the root middleware). */
export function catalogScope(context: Readonly<RouterContextProvider>): CatalogScope {
  return context.get(scopeContext);
}

const scopeKey = (scope: CatalogScope) => `${scope.siteId}:${scope.locale}:${scope.currency}`;

/** A 404 from SCAPI as null; anything else propagates (the error boundary shows it). */
export async function unlessNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if ((await commerceProblem(error))?.status === 404) return null;
    throw error;
  }
}

/** The root category with its levels, as the mega menu and drawer show it. */
export function menuCategories(scope: CatalogScope): Promise<MenuItem[]> {
  const { siteId, locale } = scope;
  return cached(`menu:${siteId}:${locale}`, catalogTtlSeconds, async () => {
    const { products } = await storefrontApis(scope);
    // The SDK's type lists levels 0-2 (SCAPI's documented range); the spec's menu asks for 4.
    const root = await products.getCategory({
      parameters: { id: 'root', levels: MENU_CATEGORY_LEVELS as never, locale },
    });
    return menuFromCategoryTree(root as CategoryNode, storefrontEnv().imageUpstream);
  });
}

export interface Category {
  id: string;
  name: string;
  description?: string;
  pageTitle?: string;
  pageDescription?: string;
  /** The category and its ancestors, top first. */
  path: Crumb[];
  children: Array<{ id: string; name: string }>;
}

/** One category with its direct children, or null when there is none with this id. */
export function getCategory(scope: CatalogScope, id: string): Promise<Category | null> {
  return cached(`category:${scopeKey(scope)}:${id}`, catalogTtlSeconds, async () => {
    const { products } = await storefrontApis(scope);
    const raw = (await unlessNotFound(
      products.getCategory({ parameters: { id, levels: 1, locale: scope.locale } }),
    )) as Record<string, unknown> | null;
    if (!raw) return null;
    const crumbs = (raw.parentCategoryTree as Crumb[] | undefined) ?? [];
    const children = ((raw.categories as CategoryNode[] | undefined) ?? []).filter(
      (child) => child.c_showInMenu !== false,
    );
    const optional = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const category: Category = {
      id: String(raw.id),
      name: optional(raw.name) ?? String(raw.id),
      path: crumbs.map((crumb) => ({ id: crumb.id, name: crumb.name || crumb.id })),
      children: children.map((child) => ({ id: child.id, name: child.name ?? child.id })),
    };
    for (const key of ['description', 'pageTitle', 'pageDescription'] as const) {
      const value = optional(raw[key]);
      if (value) category[key] = value;
    }
    return category;
  });
}

/** A SCAPI product or search hit as the storefront's Product, its images on our own origin (models/image-url.ts). */
export function productFrom(raw: unknown, scope: CatalogScope): Product {
  return toProduct(raw, scope.currency, storefrontEnv().imageUpstream);
}

/** One product with everything the product page shows, or null when it does not exist. */
export function getProduct(scope: CatalogScope, id: string): Promise<Product | null> {
  return cached(`product:${scopeKey(scope)}:${id}`, catalogTtlSeconds, async () => {
    const { products } = await storefrontApis(scope);
    const raw = await unlessNotFound(
      products.getProduct({
        parameters: { id, allImages: true, perPricebook: true, currency: scope.currency, locale: scope.locale },
      }),
    );
    return raw ? productFrom(raw, scope) : null;
  });
}

/** Products by id, in the order asked, unknown ids left out; fetched in batches of 24 (spec §9). */
export async function getProducts(scope: CatalogScope, ids: readonly string[]): Promise<Product[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (!unique.length) return [];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += PRODUCT_BATCH_SIZE)
    batches.push(unique.slice(start, start + PRODUCT_BATCH_SIZE));
  const found = await Promise.all(
    batches.map((batch) =>
      cached(`products:${scopeKey(scope)}:${batch.join(',')}`, catalogTtlSeconds, async () => {
        const { products } = await storefrontApis(scope);
        const reply = await products.getProducts({
          parameters: {
            ids: batch,
            allImages: true,
            perPricebook: true,
            currency: scope.currency,
            locale: scope.locale,
          },
        });
        return (reply.data ?? []).map((raw) => productFrom(raw, scope));
      }),
    ),
  );
  const byId = new Map(found.flat().map((product) => [product.id, product]));
  return unique.map((id) => byId.get(id)).filter((product): product is Product => Boolean(product));
}

/** Products as they are now, uncached (stock is read fresh before a box goes into the bag or gets more of it). */
export async function freshProducts(scope: CatalogScope, ids: readonly string[]): Promise<Product[]> {
  if (!ids.length) return [];
  const { products } = await storefrontApis(scope);
  const reply = await products.getProducts({
    parameters: { ids: [...ids], currency: scope.currency, locale: scope.locale },
  });
  return (reply.data ?? []).map((raw) => productFrom(raw, scope));
}

export interface SearchRequest {
  q?: string;
  /** SCAPI refine values (`cgid=chocolate`, `price=(10..25)`, `c_size=8oz|1lb`). */
  refine: string[];
  sort?: string;
  offset: number;
  limit: number;
}

export interface SearchResult {
  total: number;
  offset: number;
  limit: number;
  query: string;
  hits: Product[];
  refinements: Refinement[];
  selectedRefinements: Record<string, string>;
  sortingOptions: Array<{ id: string; label: string }>;
  selectedSort?: string;
  /** "Did you mean" phrases: the engine's suggested phrase, then the typed words completed or corrected. */
  suggestedPhrases: string[];
}

/** A product search (listing or search page). */
export function searchProducts(scope: CatalogScope, search: SearchRequest): Promise<SearchResult> {
  const key = `search:${scopeKey(scope)}:${JSON.stringify([search.q ?? '', search.refine, search.sort ?? '', search.offset, search.limit])}`;
  return cached(key, catalogTtlSeconds, async () => {
    const apis = await storefrontApis(scope);
    const reply = await apis.search.productSearch({
      parameters: {
        ...(search.q ? { q: search.q } : {}),
        refine: search.refine,
        ...(search.sort ? { sort: search.sort } : {}),
        offset: search.offset,
        limit: search.limit,
        currency: scope.currency,
        locale: scope.locale,
        perPricebook: true,
        expand: [
          'availability',
          'images',
          'prices',
          'represented_products',
          'variations',
          'promotions',
          'custom_properties',
        ] as never,
      },
    });
    const phrases = reply.searchPhraseSuggestions;
    const suggestedPhrases = suggestedSearchTerms(
      search.q ?? '',
      phrases?.suggestedPhrases?.[0]?.phrase,
      phrases?.suggestedTerms ?? [],
    );
    return {
      total: reply.total ?? 0,
      offset: reply.offset ?? search.offset,
      limit: reply.limit ?? search.limit,
      query: reply.query ?? search.q ?? '',
      hits: (reply.hits ?? []).map((hit) => productFrom(hit, scope)),
      refinements: (reply.refinements ?? []).map((refinement) => ({
        attributeId: refinement.attributeId,
        label: refinement.label ?? refinement.attributeId,
        values: (refinement.values ?? []).map((value) => ({
          value: value.value,
          label: value.label ?? value.value,
          hitCount: value.hitCount ?? 0,
        })),
      })),
      selectedRefinements: (reply.selectedRefinements ?? {}) as Record<string, string>,
      sortingOptions: (reply.sortingOptions ?? []).map((option) => ({
        id: option.id,
        label: option.label ?? option.id,
      })),
      ...(reply.selectedSortingOption ? { selectedSort: reply.selectedSortingOption } : {}),
      suggestedPhrases,
    };
  });
}

export interface Suggestions {
  products: Product[];
  categories: Array<{ id: string; name: string; parentName?: string }>;
  phrase?: string;
  terms: SuggestedTerms[];
}

/** Search suggestions for a term of 3 or more characters; the suggested products with their details. */
export function searchSuggestions(scope: CatalogScope, q: string, limit: number): Promise<Suggestions> {
  return cached(`suggest:${scopeKey(scope)}:${limit}:${q.toLowerCase()}`, catalogTtlSeconds, async () => {
    const apis = await storefrontApis(scope);
    const reply = await apis.search.getSearchSuggestions({
      parameters: { q, limit, currency: scope.currency, locale: scope.locale },
    });
    const ids = (reply.productSuggestions?.products ?? []).map((product) => product.productId);
    const products = await getProducts(scope, ids);
    const phrase = reply.productSuggestions?.suggestedPhrases?.[0]?.phrase;
    return {
      products,
      categories: (reply.categorySuggestions?.categories ?? []).map((category) => ({
        id: category.id,
        name: category.name ?? category.id,
        ...(category.parentCategoryName ? { parentName: category.parentCategoryName } : {}),
      })),
      ...(phrase ? { phrase } : {}),
      terms: (reply.productSuggestions?.suggestedTerms ?? []).map((word) => ({
        originalTerm: word.originalTerm,
        terms: (word.terms ?? []).map((term) => ({ value: term.value })),
      })),
    };
  });
}

/** A content item as the content custom API serves it; rendered by `type`. */
export type ContentItem = { id: string; type: string } & Record<string, unknown>;

/** The ordered content of a page slot (e.g. the home page's blocks); empty when the slot is unknown. */
export async function contentSlot(scope: CatalogScope, slotId: string): Promise<ContentBlock[]> {
  const items = await cached(`slot:${scopeKey(scope)}:${slotId}`, catalogTtlSeconds, async () => {
    const apis = await storefrontApis(scope);
    const slot = await unlessNotFound(
      apis.custom<{ items?: ContentItem[] }>('content', `slots/${encodeURIComponent(slotId)}`, {
        parameters: { locale: scope.locale },
      }),
    );
    return slot?.items ?? [];
  });
  return toContentBlocks(items, storefrontEnv().imageUpstream);
}

/** Content items by id, in the order asked (unknown ids left out). */
export function contentItems(scope: CatalogScope, ids: readonly string[]): Promise<ContentItem[]> {
  return cached(`content:${scopeKey(scope)}:${ids.join(',')}`, catalogTtlSeconds, async () => {
    const apis = await storefrontApis(scope);
    const reply = await apis.custom<{ data?: ContentItem[] }>('content', 'items', {
      parameters: { ids: ids.join(','), locale: scope.locale },
    });
    const byId = new Map((reply.data ?? []).map((item) => [item.id, item]));
    return ids.map((id) => byId.get(id)).filter((item): item is ContentItem => Boolean(item));
  });
}
