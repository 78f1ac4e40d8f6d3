import { data } from 'react-router';
import type { Route } from './+types/search-suggestions';
import { SEARCH_FAILURE_LOG, SUGGESTION_CACHE_SECONDS, SUGGESTION_FETCH_LIMIT } from '~/models/search-constants.ts';
import { NO_SUGGESTIONS, suggestionsView } from '~/models/search-suggestions.ts';
import { suggestionTerm } from '~/models/search-term.ts';
import { catalogScope, searchSuggestions } from '~/services/catalog.server.ts';

/**
 * GET /search/suggestions?q= — the header search's dropdown data (JavaScript only, spec §4): nothing
 * below 3 characters; otherwise the first 6 products as suggestions, the rest as recommended products,
 * and matching categories. Prices follow the locale cookie, hence `Vary: Cookie`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = suggestionTerm(new URL(request.url).searchParams.get('q'));
  const cacheable = { 'Cache-Control': `public, max-age=${SUGGESTION_CACHE_SECONDS}`, Vary: 'Cookie' };
  if (!q) return data(NO_SUGGESTIONS, { headers: cacheable });
  const scope = catalogScope(context);
  try {
    const found = await searchSuggestions(scope, q, SUGGESTION_FETCH_LIMIT);
    return data(suggestionsView(q, found, scope.locale), { headers: cacheable });
  } catch (error) {
    // The dropdown is an extra: when the backend fails it stays empty (the search form still works),
    // and the failure must not reach the page's error boundary through the fetcher.
    // Catalog spec §8: "Search failure logs 'Failed to fetch'."
    console.error(SEARCH_FAILURE_LOG, error);
    return data({ ...NO_SUGGESTIONS, q }, { headers: { 'Cache-Control': 'no-store' } });
  }
}

/** The loader's headers are the answer's (also for the `.data` request a fetcher makes). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
