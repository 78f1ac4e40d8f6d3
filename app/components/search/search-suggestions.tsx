import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '~/components/ui/icons/search-icon.tsx';
import { IMAGE_SIZES } from '~/models/image-constants.ts';
import { SUGGESTION_DEBOUNCE_MS } from '~/models/search-constants.ts';
import type { SuggestedCategory, SuggestedProduct, SuggestionsView } from '~/models/search-suggestions.ts';
import { suggestionTerm } from '~/models/search-term.ts';

type Option =
  | { kind: 'term'; term: string }
  | { kind: 'suggestion' | 'recommended'; product: SuggestedProduct }
  | { kind: 'category'; category: SuggestedCategory };

const optionHref = (option: Option) =>
  option.kind === 'term'
    ? `/search?q=${encodeURIComponent(option.term)}`
    : option.kind === 'category'
      ? option.category.href
      : option.product.href;
const optionKey = (option: Option) =>
  option.kind === 'term'
    ? `t-${option.term}`
    : option.kind === 'category'
      ? `c-${option.category.id}`
      : `${option.kind}-${option.product.id}`;

interface SearchSuggestionsProps {
  id: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen (the field clears, as after a submit). */
  onChoose: () => void;
  /** The plain field it replaces had the focus: the combobox takes it, with that field's selection, and opens. */
  takeFocus?: boolean;
  /** The plain field it replaces (gone from the page by then, its selection still readable). */
  selectionFrom?: RefObject<HTMLInputElement | null>;
  /** The field's look, the plain field's (passed in, so this module shares no code with the page's shell). */
  inputClassName: string;
}

/**
 * The header's search field as an ARIA combobox (spec §4), in place of the plain field once the
 * shopper reaches for it: from 3 characters, after a pause in typing, it loads
 * suggestions and shows search-term rows, the first 6 products (price or price range), matching
 * categories and the rest as "Recommended products"; a line says when they are loading or there are
 * none. Arrow keys move through them, Enter or a click opens the chosen one, Escape, a click outside
 * or a choice close the list.
 */
export function SearchSuggestions({
  id,
  name,
  value,
  onValueChange,
  onChoose,
  takeFocus = false,
  selectionFrom,
  inputClassName,
}: SearchSuggestionsProps) {
  const fetcher = useFetcher<SuggestionsView>();
  const navigate = useNavigate();
  const location = useLocation();
  const listboxId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = suggestionTerm(value);

  // Debounced: one request once typing pauses, and only for 3 characters or more.
  const { load } = fetcher;
  useEffect(() => {
    if (!term) return;
    const timer = setTimeout(() => load(`/search/suggestions?q=${encodeURIComponent(term)}`), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, load]);

  // Another page: the list closes.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.key]);

  // Once, as it replaces the focused plain field (whose removal left the focus on the page): in the commit that
  // swaps them, as a passive effect would leave a frame in which a key pressed (Enter) lands on the page, lost.
  const tookFocus = useRef(false);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!takeFocus || !input || (document.activeElement && document.activeElement !== document.body)) return;
    input.focus();
    // Where the shopper's caret or selection was: on a results page the field holds the term, and a shopper who
    // selected it to type anew must replace it, not type after it. Without one, the caret at the end.
    const plain = selectionFrom?.current;
    const end = input.value.length;
    input.setSelectionRange(
      plain?.selectionStart ?? end,
      plain?.selectionEnd ?? end,
      plain?.selectionDirection ?? undefined,
    );
    tookFocus.current = true;
  }, []);
  // Then the list opens: after the effect above, which closes it on mount too.
  useEffect(() => {
    if (tookFocus.current) setOpen(true);
  }, []);

  // Only the answer for what is typed now; an older one may still be arriving.
  const view = term && fetcher.data?.q === term ? fetcher.data : null;
  const options: Option[] = view
    ? [
        ...view.terms.map((suggested) => ({ kind: 'term' as const, term: suggested })),
        ...view.suggestions.map((product) => ({ kind: 'suggestion' as const, product })),
        ...view.categories.map((category) => ({ kind: 'category' as const, category })),
        ...view.recommended.map((product) => ({ kind: 'recommended' as const, product })),
      ]
    : [];
  const shown = open && options.length > 0;
  // While the answer for the typed term is on its way, and when it has nothing: a line under the field.
  const loading = Boolean(term) && !view;
  const noMatches = Boolean(view) && options.length === 0;
  const message =
    open && term ? (loading ? 'Loading suggestions…' : noMatches ? `No matches for “${term}”` : null) : null;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  useEffect(() => {
    if (!shown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [shown]);

  const choose = (option: Option) => {
    close();
    onChoose();
    navigate(optionHref(option));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && shown && active >= 0 && options[active]) {
      // The active suggestion, not a search for the typed text.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const renderOption = (option: Option, index: number) => {
    const selected = index === active;
    return (
      // The combobox keeps the focus and points at the active option (aria-activedescendant); its keys choose.
      // eslint-disable-next-line jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events
      <div
        key={optionKey(option)}
        id={optionId(index)}
        role="option"
        aria-selected={selected}
        // Keeps the focus in the field while the pointer picks an option.
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => setActive(index)}
        onClick={() => choose(option)}
        className={`cursor-pointer rounded ${selected ? 'bg-cream-dark outline-2 outline-candy' : ''}`}
      >
        {/* No link inside: an option is one thing to choose (axe: nested-interactive); choosing it navigates. */}
        <span
          className={
            option.kind === 'recommended' ? 'flex flex-col gap-1 p-1 text-xs' : 'flex items-center gap-3 p-1.5 text-sm'
          }
        >
          {option.kind === 'term' ? (
            <span>
              <SearchIcon className="mr-2 inline size-4 align-[-2px] text-cocoa" />
              {option.term}
            </span>
          ) : option.kind === 'category' ? (
            <span>
              <span className="font-semibold">{option.category.name}</span>
              {option.category.parentName ? <span className="text-cocoa"> in {option.category.parentName}</span> : null}
            </span>
          ) : (
            <>
              {option.product.image ? (
                <img
                  src={option.product.image.src}
                  alt=""
                  width={option.kind === 'recommended' ? IMAGE_SIZES.tile : IMAGE_SIZES.swatch}
                  height={option.kind === 'recommended' ? IMAGE_SIZES.tile : IMAGE_SIZES.swatch}
                  className={
                    option.kind === 'recommended'
                      ? 'aspect-square h-auto w-full rounded object-cover'
                      : 'size-10 shrink-0 rounded object-cover'
                  }
                />
              ) : null}
              <span className="min-w-0">
                <span className="block font-semibold leading-snug">{option.product.name}</span>
                <span className="block text-cocoa">{option.product.price}</span>
              </span>
            </>
          )}
        </span>
      </div>
    );
  };

  const groups: Array<{ key: Option['kind']; label: string; layout: string }> = [
    { key: 'term', label: 'Search terms', layout: 'grid gap-0.5' },
    { key: 'suggestion', label: 'Suggestions', layout: 'grid gap-0.5' },
    { key: 'category', label: 'Categories', layout: 'grid gap-0.5' },
    // Spec §4: recommended products, four per row.
    { key: 'recommended', label: 'Recommended products', layout: 'grid grid-cols-4 gap-2' },
  ];

  return (
    <div ref={containerRef} className="relative w-full min-w-0">
      <input
        ref={inputRef}
        id={id}
        type="search"
        name={name}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder="Search"
        enterKeyHint="search"
        className={inputClassName}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listboxId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!shown}
        className="absolute left-0 right-0 top-full z-toast mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-cream-dark bg-white p-3 text-chocolate shadow-lg md:-right-12"
      >
        {groups.map((group) => {
          const members = options
            .map((option, index) => ({ option, index }))
            .filter(({ option }) => option.kind === group.key);
          if (!members.length) return null;
          const labelId = `${listboxId}-${group.key}`;
          return (
            <div key={group.key} className="mb-3 last:mb-0">
              <div
                id={labelId}
                role="presentation"
                className="mb-1 text-xs font-bold uppercase tracking-wide text-cocoa"
              >
                {group.label}
              </div>
              <div role="group" aria-labelledby={labelId} className={group.layout}>
                {members.map(({ option, index }) => renderOption(option, index))}
              </div>
            </div>
          );
        })}
      </div>
      {message ? (
        <p
          className="absolute left-0 right-0 top-full z-toast mt-1 rounded-lg border border-cream-dark bg-white p-3 text-sm text-chocolate shadow-lg md:-right-12"
          data-suggestions-state={loading ? 'loading' : 'none'}
        >
          {message}
        </p>
      ) : null}
      <div role="status" className="sr-only">
        {shown
          ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'} available. Use the arrow keys to choose.`
          : noMatches && open
            ? (message ?? '')
            : ''}
      </div>
    </div>
  );
}
