import { lazy, startTransition, Suspense, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '~/components/ui/icons/search-icon.tsx';
import { normalizeSearchTerm, searchSubmitTarget } from '~/models/search-term.ts';
import { PlainSearchField, SEARCH_INPUT_CLASSES } from './plain-search-field.tsx';

// The suggestions' code (combobox, list, fetcher) comes as the shopper reaches for the field, not with every page.
const loadSuggestions = () => import('./search-suggestions.tsx');
const SearchSuggestions = lazy(() => loadSuggestions().then((module) => ({ default: module.SearchSuggestions })));

/**
 * The header's search: a plain GET form to /search, so it works without JavaScript (the server sends
 * an empty term home). With JavaScript (spec §4): suggestions while typing; submitting an empty term
 * or the term of the results page being shown goes home; the field clears after submit. On the
 * results page, with or without JavaScript, the field holds the term searched for. Until the shopper
 * points at or focuses the field it is the plain field the server rendered.
 */
export function SiteSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const shownTerm =
    location.pathname === '/search' ? (normalizeSearchTerm(new URLSearchParams(location.search).get('q')) ?? '') : '';
  const [value, setValue] = useState(shownTerm);
  // A new page: the field shows that page's term (none off the results page).
  const [termOnPage, setTermOnPage] = useState(shownTerm);
  if (termOnPage !== shownTerm) {
    setTermOnPage(shownTerm);
    setValue(shownTerm);
  }
  const [wanted, setWanted] = useState(false);
  // The plain field keeps the focus (and the typing) while the code loads; the combobox takes it over.
  const [focused, setFocused] = useState(false);
  const plainField = useRef<HTMLInputElement>(null);
  const want = () => {
    setFocused(true);
    void loadSuggestions();
    startTransition(() => setWanted(true));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    setValue('');
    navigate(searchSubmitTarget(typeof typed === 'string' ? typed : '', shownTerm));
  };

  return (
    <form
      method="get"
      action="/search"
      role="search"
      id="site-search"
      className="flex w-full"
      onSubmit={onSubmit}
      onPointerEnter={() => void loadSuggestions()}
    >
      <label htmlFor="site-search-q" className="sr-only">
        Search
      </label>
      <Suspense fallback={null}>
        {wanted ? (
          <SearchSuggestions
            id="site-search-q"
            name="q"
            value={value}
            onValueChange={setValue}
            onChoose={() => setValue('')}
            takeFocus={focused}
            selectionFrom={plainField}
            inputClassName={SEARCH_INPUT_CLASSES}
          />
        ) : (
          <PlainSearchField
            id="site-search-q"
            name="q"
            value={value}
            onValueChange={setValue}
            onFocus={want}
            onBlur={() => setFocused(false)}
            fieldRef={plainField}
          />
        )}
      </Suspense>
      <button
        type="submit"
        className="flex min-h-11 items-center justify-center rounded-r bg-chocolate px-4 text-white hover:bg-cocoa"
      >
        <SearchIcon className="size-5 shrink-0" />
        <span className="sr-only">Submit search</span>
      </button>
    </form>
  );
}
