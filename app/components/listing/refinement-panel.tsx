import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '~/components/ui/icons.tsx';
import { isRefinementSelected, isSingleSelect, refinementToggleHref, type ListingQuery } from '~/models/listing.ts';
import type { Refinement, RefinementValue } from '~/services/catalog.server.ts';

const VALUE_CLASSES = 'group flex min-h-9 items-center gap-2 rounded px-1 py-1 text-sm text-chocolate underline-offset-4 hover:underline aria-[current=true]:font-semibold';

/** A check box (several values) or radio dot (one value) drawn beside the link; the link carries the state. */
function Indicator({ selected, single }: { selected: boolean; single: boolean }) {
  const shape = single ? 'rounded-full' : 'rounded-sm';
  return (
    <span aria-hidden="true" className={`flex size-4 shrink-0 items-center justify-center border-2 border-cocoa ${shape} ${selected ? 'bg-chocolate' : 'bg-white'}`}>
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

function RefinementGroup({ refinement, values, pathname, query }: { refinement: Refinement; values: RefinementValue[]; pathname: string; query: ListingQuery }) {
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
 * single-select). Below md it folds into a "Filter" disclosure; from md up the disclosure's content is
 * always shown (::details-content), so one element serves both without JavaScript.
 */
export function RefinementPanel({ pathname, query, refinements }: { pathname: string; query: ListingQuery; refinements: Refinement[] }) {
  const categoryPage = Boolean(query.categoryId);
  const groups = refinements.map((refinement) => ({ refinement, values: refinement.values.filter((value) => value.hitCount > 0) })).filter((group) => group.values.length > 0);
  if (!groups.length) return null;
  const selectedCount = query.refinements.reduce((sum, refinement) => sum + refinement.values.length, 0);
  return (
    <nav aria-label="Filters" className="md:w-60 md:shrink-0">
      <details className="group/filters rounded-lg bg-white px-4 shadow-sm md:bg-transparent md:px-0 md:shadow-none md:[&::details-content]:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-semibold md:hidden [&::-webkit-details-marker]:hidden">
          <span>
            Filter
            {selectedCount ? <span className="ml-1 text-sm font-normal text-cocoa">({selectedCount} selected)</span> : null}
          </span>
          <ChevronDownIcon className="size-5 transition-transform group-open/filters:rotate-180" />
        </summary>
        <h2 className="sr-only md:not-sr-only md:mb-1 md:text-lg md:font-bold">Filter</h2>
        {groups.map(({ refinement, values }) =>
          refinement.attributeId === 'cgid' && categoryPage ? (
            <SubcategoryLinks key={refinement.attributeId} values={values} />
          ) : (
            <RefinementGroup key={refinement.attributeId} refinement={refinement} values={values} pathname={pathname} query={query} />
          ),
        )}
      </details>
    </nav>
  );
}
