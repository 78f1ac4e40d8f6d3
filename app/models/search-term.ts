/**
 * The search term as the header's form, the search page and the suggestions read it (catalog spec §4).
 * Kept apart from the listing model: the header needs these few lines on every page.
 */
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from './search-constants.ts';

/** A search term as sent: control characters dropped, spaces collapsed, at most SEARCH_MAX_CHARS; null when empty. */
export function normalizeSearchTerm(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const term = raw
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_CHARS)
    .trim();
  return term || null;
}

/** Spec §4: suggestions are only asked for at 3 characters or more; null when the term is shorter (or empty). */
export function suggestionTerm(raw: string | null | undefined): string | null {
  const term = normalizeSearchTerm(raw);
  return term && term.length >= SEARCH_MIN_CHARS ? term : null;
}

/**
 * Spec §4: submitting an empty query or the same query as the current one goes home; otherwise to
 * the search page. `current` is the term of the page the shopper is on (null off the search page).
 */
export function searchSubmitTarget(raw: string | null | undefined, current: string | null | undefined): string {
  const term = normalizeSearchTerm(raw);
  if (!term) return '/';
  const now = normalizeSearchTerm(current);
  if (now && now.toLowerCase() === term.toLowerCase()) return '/';
  return `/search?q=${encodeURIComponent(term)}`;
}
