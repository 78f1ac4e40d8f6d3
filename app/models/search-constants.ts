/**
 * Search's constants: the term and the header's suggestions. Values the spec gives are cited; values it leaves "not
 * shown" are chosen here, once, and marked as such.
 */

/** Catalog spec §4, §9: suggestions need 3 characters; 6 products are suggestions, the rest recommended. */
export const SEARCH_MIN_CHARS = 3;
export const SUGGESTED_PRODUCTS = 6;

/** Search-term rows in the dropdown (not shown in the spec). */
export const SUGGESTED_SEARCH_TERMS = 3;

/** Not shown: how many products the suggestion call asks for (6 suggestions + one row of 4 recommended). */
export const SUGGESTION_FETCH_LIMIT = 10;

/** Not shown: the pause after the last keystroke before suggestions are fetched. */
export const SUGGESTION_DEBOUNCE_MS = 250;

/** Not shown: how long browsers and shared caches may keep a suggestion answer. */
export const SUGGESTION_CACHE_SECONDS = 60;

/** Not shown: the longest search term sent (SCAPI's product-search and suggestions refuse more than 50 characters). */
export const SEARCH_MAX_CHARS = 50;

/** Catalog spec §8: what a failed search (the header's suggestions) logs. */
export const SEARCH_FAILURE_LOG = 'Failed to fetch';
