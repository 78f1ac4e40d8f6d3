import { categoryAndDescendants } from './category-view.ts';
import { availabilityOf, effectivePrice, sellableRecords, shownPrice } from './pricing.ts';
import type { Catalog, CategoryRecord, ProductRecord } from './store.ts';
import type { SiteDefinition } from '../sites.ts';

type SiteKind = SiteDefinition['kind'];

/**
 * Product search over the in-memory catalog: text matching, refinements with hit counts and sorting.
 * Pure: it takes the catalog and returns product records; the route shapes hits from them.
 */

export interface SearchEntry {
  record: ProductRecord;
  /** Normalised words of the name, brand, descriptions and category names. */
  words: string[];
  nameWords: string[];
  categoryIds: Set<string>;
  /** Shown only when refining by one of its categories (e.g. sales materials in a hidden category). */
  hiddenUnlessRefined: boolean;
}

export interface SearchIndex {
  entries: SearchEntry[];
  /** Every word in the index, for completions and corrections. */
  vocabulary: string[];
}

/** Lower-cased words without accents or punctuation. */
export function normalizeWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9%]+/)
    .filter(Boolean);
}

/** A query word matches a product word it starts, or the word is the query's singular ("boxes" finds "box"). */
export function wordMatches(queryWord: string, word: string): boolean {
  if (word.startsWith(queryWord)) return true;
  if (queryWord.length <= 3) return false;
  const singulars = [queryWord.replace(/ies$/, 'y'), queryWord.replace(/es$/, ''), queryWord.replace(/s$/, '')];
  return singulars.some((singular) => singular !== queryWord && singular === word);
}

/** Every query word must match some word of the product. */
export function matchesQuery(queryWords: string[], words: string[]): boolean {
  return queryWords.every((queryWord) => words.some((word) => wordMatches(queryWord, word)));
}

/** Relevance for best-matches: name matches count most. */
export function relevance(queryWords: string[], entry: Pick<SearchEntry, 'words' | 'nameWords'>): number {
  let score = 0;
  for (const queryWord of queryWords) {
    if (entry.nameWords.some((word) => word === queryWord)) score += 4;
    else if (entry.nameWords.some((word) => wordMatches(queryWord, word))) score += 3;
    score += Math.min(entry.words.filter((word) => wordMatches(queryWord, word)).length, 3) * 0.1;
  }
  return score;
}

const indexes = new WeakMap<Catalog, SearchIndex>();

function isSearchable(record: ProductRecord): boolean {
  return record.kind !== 'variant' && record.doc.c_unsellable !== true;
}

export function searchIndex(catalog: Catalog): SearchIndex {
  const cached = indexes.get(catalog);
  if (cached) return cached;
  const entries: SearchEntry[] = [];
  const vocabulary = new Set<string>();
  for (const record of catalog.products.values()) {
    if (!isSearchable(record)) continue;
    const categoryIds = new Set((record.doc._categoryIds as string[] | undefined) ?? []);
    const categories = [...categoryIds]
      .map((id) => catalog.categories.get(id))
      .filter((category): category is CategoryRecord => Boolean(category));
    const nameWords = normalizeWords(String(record.doc.name ?? ''));
    const words = [
      ...nameWords,
      ...normalizeWords(String(record.doc.brand ?? '')),
      ...normalizeWords(String(record.doc.shortDescription ?? '')),
      ...normalizeWords(String(record.doc.longDescription ?? '')),
      ...categories.flatMap((category) => normalizeWords(String(category.doc.name ?? ''))),
    ];
    words.forEach((word) => vocabulary.add(word));
    entries.push({
      record,
      words: [...new Set(words)],
      nameWords,
      categoryIds,
      hiddenUnlessRefined: categories.length > 0 && categories.every((category) => category.doc.c_showInMenu === false),
    });
  }
  const index = { entries, vocabulary: [...vocabulary].sort() };
  indexes.set(catalog, index);
  return index;
}

// Refinements ---------------------------------------------------------------------------------

export interface PriceRange {
  min?: number;
  max?: number;
}

export interface Refinement {
  attributeId: string;
  /** The raw value as given (echoed in selectedRefinements). */
  raw: string;
  values: string[];
}

export class RefineError extends Error {}

/** Parses "attr=value1|value2" (or "price=(10..25)"). */
export function parseRefine(raw: string): Refinement {
  const separator = raw.indexOf('=');
  if (separator <= 0 || separator === raw.length - 1)
    throw new RefineError(`The refinement '${raw}' must have the form attribute=value.`);
  const attributeId = raw.slice(0, separator).trim();
  const value = raw.slice(separator + 1).trim();
  const values = value
    .split('|')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!values.length) throw new RefineError(`The refinement '${raw}' has no value.`);
  if (attributeId === 'price') values.forEach(parsePriceRange);
  return { attributeId, raw: value, values };
}

/** "(10..25)": min inclusive, max exclusive; either bound may be left out. */
export function parsePriceRange(value: string): PriceRange {
  const match = /^\(\s*(\d+(?:\.\d+)?)?\s*\.\.\s*(\d+(?:\.\d+)?)?\s*\)$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined))
    throw new RefineError(`The price refinement '${value}' must look like (10..25).`);
  const range: PriceRange = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  return range;
}

export function inPriceRange(price: number, range: PriceRange): boolean {
  return (range.min === undefined || price >= range.min) && (range.max === undefined || price < range.max);
}

/** The variation values a product offers for an attribute (a master's variants' values). */
function variationValues(catalog: Catalog, record: ProductRecord, attributeId: string): string[] {
  return sellableRecords(catalog, record)
    .map((item) => (item.doc.variationValues as Record<string, string> | undefined)?.[attributeId])
    .filter((value): value is string => Boolean(value));
}

function pricesOf(catalog: Catalog, record: ProductRecord, currency: string): number[] {
  return sellableRecords(catalog, record)
    .map((item) => effectivePrice(item.doc, currency)?.price)
    .filter((price): price is number => price !== undefined);
}

/**
 * Stock a search refines on: online ats per product (`orderable_only`) and, per inventory list asked
 * for with `ilids`, ats per product.
 */
export interface SearchStock {
  online: Map<string, number>;
  lists: Map<string, Map<string, number>>;
}

const NO_STOCK: SearchStock = { online: new Map(), lists: new Map() };

/** SCAPI's system refinements (shopper-search `refine` docs), besides the catalog's own attributes. */
export const SYSTEM_REFINEMENTS = ['cgid', 'price', 'htype', 'orderable_only', 'ilids', 'pmid', 'pmpt'] as const;
/** Attributes the catalog defines as refinements although no product document carries them under that name. */
const CATALOG_REFINEMENTS = ['brand', 'c_isSale', 'c_isNew', 'c_size'];

/**
 * Whether SCAPI would refine on an attribute: a system refinement or one the catalog knows. Any other
 * attribute is ignored, as SCAPI ignores refinements it has no definition for (not "no match").
 */
export function isRefinable(catalog: Catalog, attributeId: string): boolean {
  if ((SYSTEM_REFINEMENTS as readonly string[]).includes(attributeId) || CATALOG_REFINEMENTS.includes(attributeId))
    return true;
  return attributeId.startsWith('c_') && [...catalog.products.values()].some((record) => attributeId in record.doc);
}

/** A search hit's type for `htype`: masters, standalone products; the catalog has no sets, bundles or variation groups. */
function hitType(record: ProductRecord): string {
  return record.kind === 'master' ? 'master' : record.kind === 'variant' ? 'variant' : 'product';
}

/** Does a product satisfy one refinement (any of its values)? */
export function matchesRefinement(
  catalog: Catalog,
  entry: SearchEntry,
  refinement: Refinement,
  currency: string,
  stock: SearchStock = NO_STOCK,
): boolean {
  const { record } = entry;
  switch (refinement.attributeId) {
    case 'orderable_only':
      // "Unavailable products are excluded from the search results if true is set."
      return refinement.values[0] !== 'true' || availabilityOf(catalog, record, stock.online).orderable;
    case 'htype':
      return refinement.values.includes(hitType(record));
    case 'pmid': {
      const promotions = (record.doc._productPromotions as Array<{ promotionId: string }> | undefined) ?? [];
      return promotions.some((promotion) => refinement.values.includes(promotion.promotionId));
    }
    case 'pmpt':
      // Only meaningful with pmid ("ignored" without it); the catalog records no promotion product roles.
      return true;
    case 'ilids':
      return refinement.values.some((listId) =>
        sellableRecords(catalog, record).some((item) => (stock.lists.get(listId)?.get(item.id) ?? 0) > 0),
      );
    case 'cgid':
      return refinement.values.some((categoryId) =>
        [...categoryAndDescendants(catalog, categoryId)].some((id) => entry.categoryIds.has(id)),
      );
    case 'price': {
      const prices = pricesOf(catalog, record, currency);
      return refinement.values.some((value) => prices.some((price) => inPriceRange(price, parsePriceRange(value))));
    }
    case 'brand':
      return refinement.values.includes(String(record.doc.brand ?? ''));
    case 'c_isSale':
      return refinement.values.includes(String(record.doc.c_isOnSale === true));
    case 'c_isNew':
      return refinement.values.includes(String(record.doc.c_isNew === true));
    case 'c_size': {
      const sizes = variationValues(catalog, record, 'size');
      return refinement.values.some((value) => sizes.includes(value));
    }
    default:
      // Any other attribute refines on the document's value; a missing flag counts as false.
      return refinement.values.includes(String(record.doc[refinement.attributeId] ?? false));
  }
}

// Sorting -------------------------------------------------------------------------------------

// The shop's default sorting rule is "featured-items" (spec catalog §9): merchandised order, relevance first when searching.
export const SORTING_OPTIONS = [
  { id: 'featured-items', label: 'Featured' },
  { id: 'best-matches', label: 'Best Matches' },
  { id: 'price-low-to-high', label: 'Price Low To High' },
  { id: 'price-high-to-low', label: 'Price High To Low' },
  { id: 'product-name-ascending', label: 'Product Name A - Z' },
  { id: 'product-name-descending', label: 'Product Name Z - A' },
  { id: 'newest', label: 'Newest Arrivals' },
  { id: 'top-sellers', label: 'Top Sellers' },
] as const;
export const DEFAULT_SORT = 'featured-items';

export function sortEntries(
  catalog: Catalog,
  entries: SearchEntry[],
  sort: string,
  queryWords: string[],
  currency: string,
  siteKind: SiteKind = 'main',
): SearchEntry[] {
  // By the price the tile shows on this site (pricing.ts `shownPrice`); looked up once per entry, not per comparison.
  const shown = sort.startsWith('price-')
    ? new Map(
        entries.map((entry) => [
          entry,
          shownPrice(catalog, entry.record, currency, siteKind) ?? Number.POSITIVE_INFINITY,
        ]),
      )
    : undefined;
  const minPrice = (entry: SearchEntry) => shown!.get(entry)!;
  const name = (entry: SearchEntry) => String(entry.record.doc.name ?? '');
  const byPosition = (a: SearchEntry, b: SearchEntry) => a.record.position - b.record.position;
  const comparators: Record<string, (a: SearchEntry, b: SearchEntry) => number> = {
    'featured-items': (a, b) => relevance(queryWords, b) - relevance(queryWords, a) || byPosition(a, b),
    'best-matches': (a, b) => relevance(queryWords, b) - relevance(queryWords, a) || byPosition(a, b),
    'price-low-to-high': (a, b) => minPrice(a) - minPrice(b) || byPosition(a, b),
    'price-high-to-low': (a, b) => minPrice(b) - minPrice(a) || byPosition(a, b),
    'product-name-ascending': (a, b) => name(a).localeCompare(name(b), 'en'),
    'product-name-descending': (a, b) => name(b).localeCompare(name(a), 'en'),
    newest: (a, b) =>
      String(b.record.doc._createdAt).localeCompare(String(a.record.doc._createdAt)) || byPosition(a, b),
    'top-sellers': (a, b) =>
      Number(b.record.doc._unitsSold ?? 0) - Number(a.record.doc._unitsSold ?? 0) || byPosition(a, b),
  };
  return [...entries].sort(comparators[sort] ?? comparators[DEFAULT_SORT]!);
}

// The search itself ---------------------------------------------------------------------------

export interface SearchRequest {
  q: string;
  refinements: Refinement[];
  sort: string;
  currency: string;
  /** The kind of site searched: sorting by price follows the price its tiles show. */
  siteKind?: SiteKind;
  /** Needed for `orderable_only` and `ilids`. */
  stock?: SearchStock;
}

export interface RefinementValueCount {
  value: string;
  label: string;
  hitCount: number;
  presentationId?: string;
}

export interface RefinementResult {
  attributeId: string;
  label: string;
  values: RefinementValueCount[];
}

export interface SearchOutcome {
  entries: SearchEntry[];
  refinements: RefinementResult[];
  queryWords: string[];
}

export const PRICE_BUCKETS: Array<{ min: number; max: number }> = [
  { min: 0, max: 10 },
  { min: 10, max: 25 },
  { min: 25, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 500 },
];

const money = (amount: number) => `$${amount.toFixed(2).replace(/\.00$/, '')}`;

export function priceBucketLabel(bucket: { min: number; max: number }): string {
  return `${money(bucket.min)} - ${money(bucket.max - 0.01)}`;
}

/**
 * Hit counts are disjunctive, as in B2C Commerce: an attribute's values are counted over the result
 * filtered by the query and every other refinement, so selecting one value still shows the others.
 * Category values are the subcategories of the refined category (or of root), counted over the full result.
 */
export function computeRefinements(catalog: Catalog, base: SearchEntry[], request: SearchRequest): RefinementResult[] {
  const applyExcept = (attributeId: string) =>
    base.filter((entry) =>
      request.refinements.every(
        (refinement) =>
          refinement.attributeId === attributeId ||
          matchesRefinement(catalog, entry, refinement, request.currency, request.stock),
      ),
    );
  const full = applyExcept('');
  const results: RefinementResult[] = [];

  const cgid = request.refinements.find((refinement) => refinement.attributeId === 'cgid');
  const parentId = cgid?.values.length === 1 ? cgid.values[0]! : 'root';
  const parent = catalog.categories.get(parentId);
  const categoryValues = (parent?.childIds ?? [])
    .map((id) => catalog.categories.get(id)!)
    .filter((category) => category.doc.c_showInMenu !== false || cgid?.values.includes(category.id))
    .map((category) => {
      const ids = categoryAndDescendants(catalog, category.id);
      const hitCount = full.filter((entry) => [...entry.categoryIds].some((id) => ids.has(id))).length;
      return { value: category.id, label: String(category.doc.name), hitCount };
    })
    .filter((value) => value.hitCount > 0);
  results.push({ attributeId: 'cgid', label: 'Category', values: categoryValues });

  const priceBase = applyExcept('price');
  results.push({
    attributeId: 'price',
    label: 'Price',
    values: PRICE_BUCKETS.map((bucket) => ({
      value: `(${bucket.min}..${bucket.max})`,
      label: priceBucketLabel(bucket),
      hitCount: priceBase.filter((entry) =>
        pricesOf(catalog, entry.record, request.currency).some((price) => inPriceRange(price, bucket)),
      ).length,
    })).filter((value) => value.hitCount > 0),
  });

  const flagCount = (attributeId: string, flag: string, label: string, valueLabel: string) => {
    const hitCount = applyExcept(attributeId).filter((entry) => entry.record.doc[flag] === true).length;
    results.push({ attributeId, label, values: hitCount ? [{ value: 'true', label: valueLabel, hitCount }] : [] });
  };
  flagCount('c_isSale', 'c_isOnSale', 'Sale', 'On Sale');
  flagCount('c_isNew', 'c_isNew', 'New', 'New Arrivals');

  const sizeBase = applyExcept('c_size');
  const sizes = new Map<string, { label: string; hitCount: number }>();
  for (const entry of sizeBase) {
    const master = entry.record.kind === 'master' ? entry.record : undefined;
    const attribute = (
      master?.doc.variationAttributes as
        Array<{ id: string; values: Array<{ value: string; name: string }> }> | undefined
    )?.find((candidate) => candidate.id === 'size');
    for (const value of attribute?.values ?? []) {
      const current = sizes.get(value.value) ?? { label: value.name, hitCount: 0 };
      current.hitCount += 1;
      sizes.set(value.value, current);
    }
  }
  results.push({
    attributeId: 'c_size',
    label: 'Size',
    values: [...sizes].map(([value, { label, hitCount }]) => ({ value, label, hitCount, presentationId: value })),
  });

  const brandCounts = new Map<string, number>();
  for (const entry of applyExcept('brand')) {
    const brand = String(entry.record.doc.brand ?? '');
    if (brand) brandCounts.set(brand, (brandCounts.get(brand) ?? 0) + 1);
  }
  results.push({
    attributeId: 'brand',
    label: 'Brand',
    values: [...brandCounts]
      .sort(([a], [b]) => a.localeCompare(b, 'en'))
      .map(([value, hitCount]) => ({ value, label: value, hitCount })),
  });
  return results;
}

export function runSearch(catalog: Catalog, request: SearchRequest): SearchOutcome {
  const index = searchIndex(catalog);
  const queryWords = normalizeWords(request.q);
  const refinedCategories = new Set(
    request.refinements
      .filter((refinement) => refinement.attributeId === 'cgid')
      .flatMap((refinement) => refinement.values.flatMap((id) => [...categoryAndDescendants(catalog, id)])),
  );
  const base = index.entries.filter(
    (entry) =>
      (!entry.hiddenUnlessRefined || [...entry.categoryIds].some((id) => refinedCategories.has(id))) &&
      (!queryWords.length || matchesQuery(queryWords, entry.words)),
  );
  const refined = base.filter((entry) =>
    request.refinements.every((refinement) =>
      matchesRefinement(catalog, entry, refinement, request.currency, request.stock),
    ),
  );
  return {
    entries: sortEntries(catalog, refined, request.sort, queryWords, request.currency, request.siteKind),
    refinements: computeRefinements(catalog, base, request),
    queryWords,
  };
}

// Suggestions ---------------------------------------------------------------------------------

/** Levenshtein distance, capped: used to offer "did you mean" corrections. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(previous[j]! + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

export interface SuggestedTerms {
  originalTerm: string;
  terms: Array<{ value: string; completed: boolean; corrected: boolean; exactMatch: boolean }>;
}

/** Per query word: the exact word if known, completions of it, else close corrections. */
export function suggestTerms(vocabulary: string[], queryWords: string[], limit = 3): SuggestedTerms[] {
  return queryWords.map((word) => {
    const terms: SuggestedTerms['terms'] = [];
    if (vocabulary.includes(word)) terms.push({ value: word, completed: false, corrected: false, exactMatch: true });
    for (const candidate of vocabulary) {
      if (terms.length >= limit) break;
      if (candidate !== word && candidate.startsWith(word))
        terms.push({ value: candidate, completed: true, corrected: false, exactMatch: false });
    }
    if (!terms.length && word.length >= 3) {
      const maxDistance = word.length > 5 ? 2 : 1;
      vocabulary
        .map((candidate) => ({ candidate, distance: editDistance(word, candidate) }))
        .filter((entry) => entry.distance <= maxDistance)
        .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
        .slice(0, limit)
        .forEach((entry) =>
          terms.push({ value: entry.candidate, completed: false, corrected: true, exactMatch: false }),
        );
    }
    return { originalTerm: word, terms };
  });
}

/** The phrase made of each word's best term, when it differs from the query ("did you mean"). */
export function suggestedPhrase(terms: SuggestedTerms[]): { phrase: string; exactMatch: boolean } | undefined {
  if (!terms.length || terms.some((entry) => !entry.terms.length)) return undefined;
  const phrase = terms.map((entry) => entry.terms[0]!.value).join(' ');
  const original = terms.map((entry) => entry.originalTerm).join(' ');
  return { phrase, exactMatch: phrase === original };
}
