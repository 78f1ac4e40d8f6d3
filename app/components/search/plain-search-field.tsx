import { useEffect, useRef, type RefObject } from 'react';

/** The search field's look, shared with the suggestions' combobox that takes its place. */
export const SEARCH_INPUT_CLASSES =
  'min-h-11 w-full min-w-0 rounded-l border border-r-0 border-cocoa bg-white px-3 text-base text-chocolate placeholder:text-cocoa';

/**
 * The header's search field as the server renders it: a plain search input of the GET form. The
 * suggestions' combobox (search-suggestions.tsx) replaces it once the shopper reaches for it.
 */
export function PlainSearchField({
  id,
  name,
  value,
  onValueChange,
  onFocus,
  onBlur,
  fieldRef,
}: {
  id: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  /** The input, for the combobox that replaces it to take over its selection. */
  fieldRef?: RefObject<HTMLInputElement | null>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Text typed before the page was hydrated is in the field but not yet in the state.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) onValueChange(typed);
    // Once, at hydration.
  }, []);
  return (
    <div className="relative w-full min-w-0">
      <input
        ref={(element) => {
          inputRef.current = element;
          // Kept once the field is gone: the combobox reads its selection as it takes the field's place.
          if (element && fieldRef) fieldRef.current = element;
        }}
        id={id}
        type="search"
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        placeholder="Search"
        enterKeyHint="search"
        className={SEARCH_INPUT_CLASSES}
      />
    </div>
  );
}
