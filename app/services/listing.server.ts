/**
 * The data of a listing page (category or search): the product search for the URL's query, trimmed to
 * what the page draws. Shared by routes/category.tsx and routes/search.tsx.
 */
import { redirect } from 'react-router';
import { listingHref, listingSearch, offsetPastEnd, type ListingQuery, type ListingView } from '~/models/listing.ts';
import { tileProduct } from '~/models/product.ts';
import { searchProducts, type CatalogScope } from './catalog.server.ts';

export interface ListingData {
  view: ListingView;
  /** The engine's "did you mean" phrases (none when it has none). */
  suggestedPhrases: string[];
}

/**
 * Runs the listing's search. An offset past the last page (an old link, a hand-made URL) redirects to
 * the last page rather than showing an empty grid.
 */
export async function loadListing(scope: CatalogScope, pathname: string, query: ListingQuery): Promise<ListingData> {
  const result = await searchProducts(scope, listingSearch(query));
  const lastPage = offsetPastEnd(result.total, query.offset, query.limit);
  if (lastPage !== null) throw redirect(listingHref(pathname, { ...query, offset: lastPage }));
  return {
    view: {
      pathname,
      query,
      total: result.total,
      hits: result.hits.map(tileProduct),
      refinements: result.refinements,
      sortingOptions: result.sortingOptions,
    },
    suggestedPhrases: result.suggestedPhrases,
  };
}
