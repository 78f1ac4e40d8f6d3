import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import { truncateWords } from '~/models/product-page.ts';

/** The query parameter that shows the whole description without JavaScript. */
const MORE_PARAM = 'more';

/**
 * The long description, truncated at 55 words with "View more..." / "View less" (spec). Without
 * JavaScript the toggle is a link to the same page with `?more=1` (and back); with JavaScript it is
 * a button that toggles in place.
 */
export function ProductDescription({ text }: { text: string }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const contentId = useId();
  const params = new URLSearchParams(location.search);
  const [expanded, setExpanded] = useState(params.get(MORE_PARAM) === '1');
  const { head, tail } = truncateWords(text);
  if (!head) return null;

  const toggledHref = () => {
    const next = new URLSearchParams(params);
    if (expanded) next.delete(MORE_PARAM);
    else next.set(MORE_PARAM, '1');
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ''}#product-description`;
  };
  const label = expanded ? CATALOG_MESSAGES.viewLess : CATALOG_MESSAGES.viewMore;
  const toggleClass = 'font-semibold underline underline-offset-4 hover:text-candy';
  return (
    <div
      id="product-description"
      className="max-w-prose scroll-mt-32 text-base leading-relaxed"
      data-testid="product-description"
    >
      <p id={contentId}>
        {head}
        {tail ? (expanded ? ` ${tail}` : '…') : null}
      </p>
      {tail ? (
        hydrated ? (
          <button
            type="button"
            className={`mt-1 ${toggleClass}`}
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded(!expanded)}
          >
            {label}
          </button>
        ) : (
          <Link to={toggledHref()} replace preventScrollReset className={`mt-1 inline-block ${toggleClass}`}>
            {label}
          </Link>
        )
      ) : null}
    </div>
  );
}
