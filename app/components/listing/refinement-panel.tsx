import { useId, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '~/components/ui/icons/close-icon.tsx';
import {
  isRefinementSelected,
  isSingleSelect,
  refinementToggleHref,
  type ListingQuery,
  type Refinement,
  type RefinementValue,
} from '~/models/listing.ts';

const VALUE_CLASSES =
  'group flex min-h-touch items-center gap-2 rounded px-1 py-1 text-sm text-chocolate underline-offset-4 hover:underline aria-[current=true]:font-semibold';

/** A check box (several values) or radio dot (one value) drawn beside the link; the link carries the state. */
function Indicator({ selected, single }: { selected: boolean; single: boolean }) {
  const shape = single ? 'rounded-full' : 'rounded-sm';
  return (
    <span
      aria-hidden="true"
      className={`flex size-4 shrink-0 items-center justify-center border-2 border-cocoa ${shape} ${selected ? 'bg-chocolate' : 'bg-white'}`}
    >
      {selected ? <span className={`size-1.5 bg-white ${shape}`} /> : null}
    </span>
  );
}

function HitCount({ count }: { count: number }) {
  return (
    <span className="text-cocoa">
      ({count}
      <span className="sr-only"> {count === 1 ? 'product' : 'products'}</span>)
    </span>
  );
}

function RefinementGroup({
  refinement,
  values,
  pathname,
  query,
}: {
  refinement: Refinement;
  values: RefinementValue[];
  pathname: string;
  query: ListingQuery;
}) {
  const headingId = useId();
  const single = isSingleSelect(refinement.attributeId);
  return (
    <section aria-labelledby={headingId} className="border-t border-cream-dark py-3">
      <h3 id={headingId} className="mb-1 text-sm font-bold uppercase tracking-wide">
        {refinement.label}
      </h3>
      <ul>
        {values.map((value) => {
          const selected = isRefinementSelected(query, refinement.attributeId, value.value);
          return (
            <li key={value.value}>
              {/* nofollow: every combination of filters is a URL; crawlers need only the listing itself. */}
              <Link
                to={refinementToggleHref(pathname, query, refinement.attributeId, value.value)}
                preventScrollReset
                rel="nofollow"
                aria-current={selected ? 'true' : undefined}
                data-refinement={refinement.attributeId}
                className={VALUE_CLASSES}
              >
                <Indicator selected={selected} single={single} />
                <span>{value.label}</span>
                <HitCount count={value.hitCount} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A category page's subcategories (the engine's category refinement there): plain links to their own listings. */
function SubcategoryLinks({ values }: { values: RefinementValue[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-cream-dark py-3">
      <h3 id={headingId} className="mb-1 text-sm font-bold uppercase tracking-wide">
        Category
      </h3>
      <ul>
        {values.map((value) => (
          <li key={value.value}>
            <Link to={`/category/${encodeURIComponent(value.value)}`} className={VALUE_CLASSES}>
              <span>{value.label}</span>
              <HitCount count={value.hitCount} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The refinements as lists of links (spec §4: only values with hits; price, c_isSale and c_isNew
 * single-select). From md up they are a side column. Below md a "Filter" button opens them as a
 * full-screen sheet over the results with "Show N results" at its foot. It is a `<details>`, so it
 * opens without JavaScript, and a fixed layer, so it never pushes the products down. Without
 * JavaScript each filter reloads the page with the sheet closed, and "Show N results" (a link to
 * the listing as it is) closes it; with JavaScript the sheet stays open while filters update the
 * count, and "Show N results" or "Close" just close it.
 */
export function RefinementPanel({
  pathname,
  query,
  refinements,
  total,
}: {
  pathname: string;
  query: ListingQuery;
  refinements: Refinement[];
  total: number;
}) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const categoryPage = Boolean(query.categoryId);
  const groups = refinements
    .map((refinement) => ({ refinement, values: refinement.values.filter((value) => value.hitCount > 0) }))
    .filter((group) => group.values.length > 0);
  if (!groups.length) return null;
  const selectedCount = query.refinements.reduce((sum, refinement) => sum + refinement.values.length, 0);
  const here = `${location.pathname}${location.search}`;
  const close = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(false);
  };
  return (
    <nav aria-label="Filters" className="md:w-60 md:shrink-0">
      <details
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        data-filter-sheet=""
        className="md:[&::details-content]:[content-visibility:visible]"
      >
        <summary className="flex min-h-11 w-full cursor-pointer list-none items-center justify-center gap-2 rounded border-2 border-chocolate bg-white px-4 font-semibold md:hidden [&::-webkit-details-marker]:hidden">
          Filter
          {selectedCount ? <span className="text-sm font-normal text-cocoa">({selectedCount} selected)</span> : null}
        </summary>
        <div
          className="max-md:fixed max-md:inset-0 max-md:z-toast max-md:flex max-md:flex-col max-md:bg-cream"
          data-testid="filter-sheet"
        >
          <div className="flex items-center justify-between gap-2 max-md:border-b max-md:border-cream-dark max-md:bg-white max-md:px-4 max-md:py-2">
            <h2 className="text-lg font-bold">Filter</h2>
            <Link
              to={here}
              onClick={close}
              replace
              className="flex size-11 items-center justify-center rounded md:hidden"
              aria-label="Close filters"
            >
              <CloseIcon className="size-6" />
            </Link>
          </div>
          <div className="max-md:flex-1 max-md:overflow-y-auto max-md:px-4">
            {groups.map(({ refinement, values }) =>
              refinement.attributeId === 'cgid' && categoryPage ? (
                <SubcategoryLinks key={refinement.attributeId} values={values} />
              ) : (
                <RefinementGroup
                  key={refinement.attributeId}
                  refinement={refinement}
                  values={values}
                  pathname={pathname}
                  query={query}
                />
              ),
            )}
          </div>
          <div className="border-t border-cream-dark bg-white p-4 md:hidden">
            <Link
              to={here}
              onClick={close}
              replace
              className="flex min-h-12 w-full items-center justify-center rounded bg-chocolate px-8 text-lg font-semibold text-white hover:bg-cocoa"
              data-testid="show-results"
            >
              Show {total} {total === 1 ? 'result' : 'results'}
            </Link>
          </div>
        </div>
      </details>
    </nav>
  );
}
