/**
 * Listing pages (category and search, catalog spec §2, §4, §9): the URL's query parameters read into a
 * product search, and every link the page shows built back from it. The URL is the whole state, so
 * each control can be a plain link or GET form and the listing works without JavaScript.
 *
 * URL shape: `q` (searches), `refine1`, `refine2`, … each `name=value` with several values joined by
 * `|`, `sort` (`srule` accepted as an alias), `start` (offset) and `sz` (page size). Links leave out
 * what equals the default, so the plain path is the canonical first page.
 */
import {
  DEFAULT_SORT,
  LISTING_MAX_OFFSET,
  LISTING_MAX_PAGE_SIZE,
  LISTING_PAGE_SIZE,
  LISTING_REFINEMENTS,
  REFINEMENT_MAX_VALUES,
  REFINEMENT_VALUE_MAX_LENGTH,
  SINGLE_SELECT_REFINEMENTS,
} from './catalog-constants.ts';
import type { Product } from './product.ts';
import { normalizeSearchTerm } from './search-term.ts';

export { normalizeSearchTerm };

export interface SelectedRefinement {
  attributeId: string;
  /** In the order the shopper chose them. */
  values: string[];
}

export interface ListingQuery {
  /** The search term on search pages; null on category pages. */
  q: string | null;
  /** The category of a category page; null on search pages. */
  categoryId: string | null;
  offset: number;
  limit: number;
  sort: string;
  /** One entry per attribute, in URL order (refine1 first). */
  refinements: SelectedRefinement[];
}

/** What the catalog service's `searchProducts` takes. */
export interface ListingSearch {
  q?: string;
  refine: string[];
  sort: string;
  offset: number;
  limit: number;
}

/** One value of a search refinement, as the catalog answers it. */
export interface RefinementValue {
  value: string;
  label: string;
  hitCount: number;
}

/** A search refinement (an attribute and its values), as the catalog answers it. */
export interface Refinement {
  attributeId: string;
  label: string;
  values: RefinementValue[];
}

/** What a listing route hands the layout (the loader's data, already trimmed to what the page shows). */
export interface ListingView {
  pathname: string;
  query: ListingQuery;
  total: number;
  hits: Product[];
  refinements: Refinement[];
  sortingOptions: Array<{ id: string; label: string }>;
}

const REFINE_PARAM = /^refine([1-9]\d?)$/;
/** SCAPI sorting-rule ids: lowercase words and dashes. */
const SORT_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
/** Category ids as the catalog uses them (letters, digits, dashes, underscores, dots). */
const CATEGORY_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
/** SCAPI's price refinement, `(min..max)`; either bound may be left out, not both. */
const PRICE_RANGE = /^\((\d+(?:\.\d+)?)?\.\.(\d+(?:\.\d+)?)?\)$/;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const known = new Set<string>(LISTING_REFINEMENTS);
const single = new Set<string>(SINGLE_SELECT_REFINEMENTS);

/** Spec §4: price, c_isSale and c_isNew allow one value; a category (search pages) is a drill-down, so one too. */
export function isSingleSelect(attributeId: string): boolean {
  return single.has(attributeId) || attributeId === 'cgid';
}

/** A whole, non-negative number written only with digits, else null ("12.5", "-1", "1e3", "" are junk). */
function wholeNumber(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** Spec §9: page size default 12; the shopper may ask for 1 to LISTING_MAX_PAGE_SIZE. */
export function parsePageSize(raw: string | null): number {
  const size = wholeNumber(raw);
  if (size === null) return LISTING_PAGE_SIZE;
  return Math.min(Math.max(size, 1), LISTING_MAX_PAGE_SIZE);
}

/** Spec §9: default offset 0; junk reads as 0, and very deep offsets stop where the search API does. */
export function parseOffset(raw: string | null): number {
  const offset = wholeNumber(raw);
  return offset === null ? 0 : Math.min(offset, LISTING_MAX_OFFSET);
}

/** Spec §9: default sort featured-items; `srule` is the name used in one place. */
export function parseSort(params: URLSearchParams): string {
  const raw = (params.get('sort') ?? params.get('srule') ?? '').trim();
  return SORT_ID.test(raw) ? raw : DEFAULT_SORT;
}

/** A value is kept when it is short, printable and valid for its attribute. */
function validValue(attributeId: string, value: string): boolean {
  if (!value || value.length > REFINEMENT_VALUE_MAX_LENGTH || CONTROL_CHARACTERS.test(value)) return false;
  switch (attributeId) {
    case 'price': {
      const match = PRICE_RANGE.exec(value);
      return Boolean(match && (match[1] !== undefined || match[2] !== undefined));
    }
    case 'c_isSale':
    case 'c_isNew':
      return value === 'true' || value === 'false';
    case 'cgid':
      return CATEGORY_ID.test(value);
    default:
      return true;
  }
}

/** One `refineN` value (`name=value1|value2`) as an attribute and its valid values, or null. */
function parseRefine(raw: string): SelectedRefinement | null {
  const separator = raw.indexOf('=');
  if (separator <= 0) return null;
  const attributeId = raw.slice(0, separator).trim();
  if (!known.has(attributeId)) return null;
  const values = raw
    .slice(separator + 1)
    .split('|')
    .map((value) => value.trim())
    .filter((value) => validValue(attributeId, value));
  return values.length ? { attributeId, values } : null;
}

/**
 * The refinements of a URL: `refine1`, `refine2`, … in number order (gaps allowed). The same attribute
 * twice is merged; unknown attributes, invalid and over-long values are dropped; single-select
 * attributes keep their first value; `cgid` is dropped on category pages, whose path names the category.
 */
export function parseRefinements(params: URLSearchParams, { categoryPage = false } = {}): SelectedRefinement[] {
  const numbered: Array<{ index: number; raw: string }> = [];
  for (const [name, raw] of params) {
    const match = REFINE_PARAM.exec(name);
    if (match) numbered.push({ index: Number(match[1]), raw });
  }
  numbered.sort((a, b) => a.index - b.index);
  const byAttribute = new Map<string, string[]>();
  for (const { raw } of numbered) {
    const refinement = parseRefine(raw);
    if (!refinement || (categoryPage && refinement.attributeId === 'cgid')) continue;
    const values = byAttribute.get(refinement.attributeId) ?? [];
    for (const value of refinement.values) if (!values.includes(value)) values.push(value);
    byAttribute.set(refinement.attributeId, values);
  }
  return [...byAttribute].map(([attributeId, values]) => ({
    attributeId,
    values: isSingleSelect(attributeId) ? values.slice(0, 1) : values.slice(0, REFINEMENT_MAX_VALUES),
  }));
}

/** A listing URL's query: a category page when `categoryId` is given, else a search page (`q`). */
export function parseListingQuery(
  params: URLSearchParams,
  { categoryId = null }: { categoryId?: string | null } = {},
): ListingQuery {
  return {
    q: categoryId ? null : normalizeSearchTerm(params.get('q')),
    categoryId,
    offset: parseOffset(params.get('start')),
    limit: parsePageSize(params.get('sz')),
    sort: parseSort(params),
    refinements: parseRefinements(params, { categoryPage: Boolean(categoryId) }),
  };
}

/** The product search for a listing: the category page's category first (`cgid`), then the shopper's refinements. */
export function listingSearch(query: ListingQuery): ListingSearch {
  const refine = query.refinements.map((refinement) => `${refinement.attributeId}=${refinement.values.join('|')}`);
  if (query.categoryId) refine.unshift(`cgid=${query.categoryId}`);
  return { ...(query.q ? { q: query.q } : {}), refine, sort: query.sort, offset: query.offset, limit: query.limit };
}

/**
 * Spec §2: `/category/{pageLink}` is the menu's fallback link and listing pages take a categoryId
 * parameter; both read as a category id. A pasted page link (`/category/x`, `category/x/`) is
 * reduced to its id; anything that cannot be an id is null (the page answers 404).
 */
export function categoryIdFromParam(raw: string | undefined): string | null {
  if (!raw) return null;
  const id = raw
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/^category\//i, '');
  return CATEGORY_ID.test(id) ? id : null;
}

// Links ---------------------------------------------------------------------------------------

/** The query parameters of a listing state, defaults left out, refinements renumbered from 1. */
export function listingParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  query.refinements
    .filter((refinement) => refinement.values.length && !(query.categoryId && refinement.attributeId === 'cgid'))
    .forEach((refinement, index) =>
      params.set(`refine${index + 1}`, `${refinement.attributeId}=${refinement.values.join('|')}`),
    );
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.offset > 0) params.set('start', String(query.offset));
  if (query.limit !== LISTING_PAGE_SIZE) params.set('sz', String(query.limit));
  return params;
}

export function listingHref(pathname: string, query: ListingQuery): string {
  const search = listingParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

export function isRefinementSelected(query: ListingQuery, attributeId: string, value: string): boolean {
  return query.refinements.some(
    (refinement) => refinement.attributeId === attributeId && refinement.values.includes(value),
  );
}

/** The state with one attribute's values replaced (the attribute removed when none are left). */
function withValues(query: ListingQuery, attributeId: string, values: string[]): ListingQuery {
  const exists = query.refinements.some((refinement) => refinement.attributeId === attributeId);
  const refinements = exists
    ? query.refinements.map((refinement) =>
        refinement.attributeId === attributeId ? { attributeId, values } : refinement,
      )
    : [...query.refinements, { attributeId, values }];
  // Spec §4: selecting a refinement removes the offset.
  return { ...query, offset: 0, refinements: refinements.filter((refinement) => refinement.values.length) };
}

/**
 * The link of one refinement value: selecting it (single-select attributes replace their value,
 * others add it) or, when it is selected, removing it. Always back to the first page.
 */
export function refinementToggleHref(
  pathname: string,
  query: ListingQuery,
  attributeId: string,
  value: string,
): string {
  const current = query.refinements.find((refinement) => refinement.attributeId === attributeId)?.values ?? [];
  let values: string[];
  if (current.includes(value)) values = current.filter((entry) => entry !== value);
  else values = isSingleSelect(attributeId) ? [value] : [...current, value];
  return listingHref(pathname, withValues(query, attributeId, values));
}

/** The link that removes one selected value (the "selected filters" list). */
export function refinementRemoveHref(
  pathname: string,
  query: ListingQuery,
  attributeId: string,
  value: string,
): string {
  const current = query.refinements.find((refinement) => refinement.attributeId === attributeId)?.values ?? [];
  return listingHref(
    pathname,
    withValues(
      query,
      attributeId,
      current.filter((entry) => entry !== value),
    ),
  );
}

/** Another order starts again on the first page (the old offset points into a different list). */
export function sortHref(pathname: string, query: ListingQuery, sort: string): string {
  return listingHref(pathname, { ...query, sort: SORT_ID.test(sort) ? sort : DEFAULT_SORT, offset: 0 });
}

/** Page `page` (1-based) at the current page size. */
export function pageHref(pathname: string, query: ListingQuery, page: number): string {
  const offset = Math.min(Math.max(0, Math.floor(page) - 1) * query.limit, LISTING_MAX_OFFSET);
  return listingHref(pathname, { ...query, offset });
}

/** Spec §2: clearing all refinements returns to the current path, keeping q for searches and optionally sort. */
export function clearAllHref(pathname: string, query: ListingQuery, { keepSort = true } = {}): string {
  return listingHref(pathname, {
    ...query,
    refinements: [],
    offset: 0,
    limit: LISTING_PAGE_SIZE,
    sort: keepSort ? query.sort : DEFAULT_SORT,
  });
}

/**
 * The hidden fields of the sort form (a GET form whose `<select name="sort">` is the only visible
 * field): everything the listing keeps when the order changes, i.e. all but the offset and the sort.
 */
export function sortFormFields(query: ListingQuery): Array<[string, string]> {
  const params = listingParams({ ...query, offset: 0, sort: DEFAULT_SORT });
  return [...params];
}

/** Refined, re-sorted, paged or resized: a variant of the listing that search engines should not index. */
export function isListingVariant(query: ListingQuery): boolean {
  return (
    query.refinements.length > 0 || query.sort !== DEFAULT_SORT || query.offset > 0 || query.limit !== LISTING_PAGE_SIZE
  );
}

// Paging --------------------------------------------------------------------------------------

export interface Pagination {
  /** 1-based. */
  page: number;
  pageCount: number;
  previous: number | null;
  next: number | null;
  /** The page numbers to show, with null where a run of pages is left out. */
  pages: Array<number | null>;
}

/** Pages of `limit` over `total` hits at `offset`: first, last and two either side of the current one. */
export function pagination(total: number, offset: number, limit: number): Pagination {
  const size = Math.max(1, limit);
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / size));
  const page = Math.min(Math.floor(Math.max(0, offset) / size) + 1, pageCount);
  const shown = new Set([1, pageCount]);
  for (let near = page - 2; near <= page + 2; near++) if (near >= 1 && near <= pageCount) shown.add(near);
  const pages: Array<number | null> = [];
  let last = 0;
  for (const number of [...shown].sort((a, b) => a - b)) {
    // A gap of one page shows that page rather than an ellipsis standing for it.
    if (number - last === 2) pages.push(number - 1);
    else if (number - last > 2) pages.push(null);
    pages.push(number);
    last = number;
  }
  return { page, pageCount, previous: page > 1 ? page - 1 : null, next: page < pageCount ? page + 1 : null, pages };
}

/** The last page's offset when `offset` lies past the end of the results (a stale or hand-made link), else null. */
export function offsetPastEnd(total: number, offset: number, limit: number): number | null {
  if (total <= 0 || offset < total) return null;
  return (pagination(total, 0, limit).pageCount - 1) * Math.max(1, limit);
}
