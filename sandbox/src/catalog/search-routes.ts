import { currencyOf, intParam, mountScapi, siteOf, type SandboxApp, type SandboxContext } from '../http/context.ts';
import { badRequest, invalidParameter, missingParameter } from '../http/problem.ts';
import { expandParam } from './params.ts';
import { booleanParam } from '../http/context.ts';
import { resolveExpand } from './product-view.ts';
import { summarizePrices } from './pricing.ts';
import {
  DEFAULT_SORT,
  isRefinable,
  matchesQuery,
  normalizeWords,
  parseRefine,
  RefineError,
  relevance,
  runSearch,
  searchIndex,
  SORTING_OPTIONS,
  suggestedPhrase,
  suggestTerms,
  type Refinement,
} from './search.ts';
import { SEARCH_EXPANDS, viewHit, type SearchExpand } from './search-view.ts';
import { loadCatalog, locationInventory, onlineInventory } from './store.ts';

/** shopper-search v1: product-search and search-suggestions. */

const MAX_QUERY_LENGTH = 50;
const SUGGESTION_MIN_LENGTH = 3;

/** refine may repeat, and SCAPI also accepts refine_1 … refine_9. */
function refinements(c: SandboxContext): Refinement[] {
  const raw = [
    ...(c.req.queries('refine') ?? []),
    ...Array.from({ length: 9 }, (_, index) => c.req.queries(`refine_${index + 1}`) ?? []).flat(),
  ];
  const parsed: Refinement[] = [];
  for (const value of raw.filter((entry) => entry.trim())) {
    try {
      parsed.push(parseRefine(value));
    } catch (error) {
      if (error instanceof RefineError) throw invalidParameter('refine', error.message);
      throw error;
    }
  }
  // Repeating an attribute widens it: the values are combined with OR, as pipes do.
  const merged = new Map<string, Refinement>();
  for (const refinement of parsed) {
    const existing = merged.get(refinement.attributeId);
    merged.set(
      refinement.attributeId,
      existing
        ? {
            attributeId: refinement.attributeId,
            raw: `${existing.raw}|${refinement.raw}`,
            values: [...new Set([...existing.values, ...refinement.values])],
          }
        : refinement,
    );
  }
  return [...merged.values()];
}

function queryParam(c: SandboxContext): string {
  const q = (c.req.query('q') ?? '').trim();
  if (q.length > MAX_QUERY_LENGTH)
    throw invalidParameter('q', `The search phrase must not be longer than ${MAX_QUERY_LENGTH} characters.`);
  return q;
}

export function registerSearchRoutes(app: SandboxApp): void {
  const api = mountScapi(app, '/search/shopper-search/v1');

  api.get('/product-search', async (c) => {
    const site = siteOf(c);
    const currency = currencyOf(c, site);
    const q = queryParam(c);
    const requested = refinements(c);
    const limit = intParam(c, 'limit', 25, 1, 200);
    const offset = intParam(c, 'offset', 0, 0, 10_000);
    const expand = resolveExpand(expandParam<SearchExpand>(c, SEARCH_EXPANDS), SEARCH_EXPANDS);
    const requestedSort = c.req.query('sort');
    const sort = SORTING_OPTIONS.some((option) => option.id === requestedSort) ? requestedSort! : DEFAULT_SORT;
    const allImages = booleanParam(c, 'allImages');
    const perPricebook = booleanParam(c, 'perPricebook');

    const catalog = await loadCatalog(c.var.sb.db);
    const refine = requested.filter((refinement) => isRefinable(catalog, refinement.attributeId));
    const inventory = await onlineInventory(c.var.sb.db);
    const listIds = refine.find((refinement) => refinement.attributeId === 'ilids')?.values ?? [];
    if (listIds.length > 10)
      throw invalidParameter('refine', 'The ilids refinement supports up to 10 inventory list IDs.');
    const lists = listIds.length
      ? await locationInventory(c.var.sb.db, listIds, [...catalog.products.keys()])
      : new Map<string, Map<string, number>>();
    const outcome = runSearch(catalog, {
      q,
      refinements: refine,
      sort,
      currency,
      siteKind: site.kind,
      stock: { online: inventory, lists },
    });
    const page = outcome.entries.slice(offset, offset + limit);
    const hitOptions = {
      expand,
      currency,
      site,
      allImages,
      perPricebook,
      origin: c.var.sb.origin(),
      inventory,
      refinements: refine,
    };
    const terms = suggestTerms(searchIndex(catalog).vocabulary, outcome.queryWords);
    const phrase = outcome.entries.length ? undefined : suggestedPhrase(terms);
    const selectedRefinements = Object.fromEntries(
      refine.map((refinement) => [refinement.attributeId, refinement.values.join('|')]),
    );

    return c.json({
      limit,
      offset,
      total: outcome.entries.length,
      query: q,
      hits: page.map((entry) => viewHit(catalog, entry, hitOptions)),
      refinements: outcome.refinements,
      searchPhraseSuggestions: {
        suggestedTerms: terms,
        ...(phrase && !phrase.exactMatch ? { suggestedPhrases: [phrase] } : {}),
      },
      selectedRefinements,
      selectedSortingOption: sort,
      sortingOptions: SORTING_OPTIONS.map((option) => ({ ...option })),
    });
  });

  api.get('/search-suggestions', async (c) => {
    const site = siteOf(c);
    const currency = currencyOf(c, site);
    const raw = c.req.query('q');
    if (raw === undefined) throw missingParameter('q');
    const q = raw.trim();
    if (q.length < SUGGESTION_MIN_LENGTH) {
      throw badRequest(
        `The search phrase must be at least ${SUGGESTION_MIN_LENGTH} characters long.`,
        'invalid-parameter',
        { parameterName: 'q' },
      );
    }
    if (q.length > MAX_QUERY_LENGTH)
      throw invalidParameter('q', `The search phrase must not be longer than ${MAX_QUERY_LENGTH} characters.`);
    const limit = intParam(c, 'limit', 5, 1, 50);
    const catalog = await loadCatalog(c.var.sb.db);
    const index = searchIndex(catalog);
    const words = normalizeWords(q);
    const terms = suggestTerms(index.vocabulary, words);
    const phrase = suggestedPhrase(terms);
    const suggestedPhrases = phrase ? [phrase] : [];

    const products = index.entries
      .filter((entry) => !entry.hiddenUnlessRefined && words.length > 0 && matchesQuery(words, entry.words))
      .sort((a, b) => relevance(words, b) - relevance(words, a) || a.record.position - b.record.position)
      .slice(0, limit)
      .map((entry) => ({
        productId: entry.record.id,
        productName: String(entry.record.doc.name),
        currency,
        price: summarizePrices(catalog, entry.record, currency)?.price ?? 0,
      }));

    const categories = catalog.categoryOrder
      .map((id) => catalog.categories.get(id)!)
      .filter(
        (category) =>
          category.id !== 'root' &&
          category.doc.c_showInMenu !== false &&
          matchesQuery(words, normalizeWords(String(category.doc.name))),
      )
      .slice(0, limit)
      .map((category) => ({
        id: category.id,
        name: String(category.doc.name),
        parentCategoryName: String(catalog.categories.get(category.parentId ?? '')?.doc.name ?? ''),
      }));

    const brands = [...new Set(index.entries.map((entry) => String(entry.record.doc.brand ?? '')).filter(Boolean))]
      .filter((brand) => matchesQuery(words, normalizeWords(brand)))
      .slice(0, limit);

    return c.json({
      searchPhrase: q,
      productSuggestions: { products, suggestedPhrases, suggestedTerms: terms },
      categorySuggestions: { categories, suggestedPhrases, suggestedTerms: terms },
      brandSuggestions: {
        suggestedPhrases: brands.map((brand) => ({
          phrase: brand,
          exactMatch: brand.toLowerCase() === q.toLowerCase(),
        })),
        suggestedTerms: terms,
      },
    });
  });
}
