import { Link } from 'react-router';
import { CloseIcon } from '~/components/ui/icons/close-icon.tsx';
import { clearAllHref, refinementRemoveHref, type ListingQuery, type Refinement } from '~/models/listing.ts';
import { useRefinementLabels } from './refinement-labels.ts';

/** The chosen filters, each a link that removes it, and "Clear all" (spec §2: back to the path, keeping q and the sort). */
export function SelectedRefinements({
  pathname,
  query,
  refinements,
}: {
  pathname: string;
  query: ListingQuery;
  refinements: Refinement[];
}) {
  const labels = useRefinementLabels(refinements);
  const chosen = query.refinements.flatMap((refinement) =>
    refinement.values.map((value) => ({ attributeId: refinement.attributeId, value })),
  );
  if (!chosen.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="selected-refinements">
      <h2 className="sr-only">Selected filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chosen.map(({ attributeId, value }) => {
          const attribute = labels.attribute(attributeId);
          const label = labels.value(attributeId, value);
          return (
            <li key={`${attributeId}=${value}`}>
              <Link
                to={refinementRemoveHref(pathname, query, attributeId, value)}
                preventScrollReset
                rel="nofollow"
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-cocoa bg-white px-3 text-sm hover:bg-cream-dark"
              >
                <span className="sr-only">Remove filter </span>
                <span>
                  {attribute}: {label}
                </span>
                <CloseIcon className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to={clearAllHref(pathname, query)}
        preventScrollReset
        className="min-h-9 px-2 text-sm font-semibold underline underline-offset-4"
      >
        Clear all
      </Link>
    </div>
  );
}
