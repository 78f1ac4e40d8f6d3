import { Link } from 'react-router';
import { ChevronIcon } from '~/components/ui/icons/chevron-icon.tsx';
import { ChevronLeftIcon } from '~/components/ui/icons/chevron-left-icon.tsx';
import { pageHref, pagination, type ListingQuery } from '~/models/listing.ts';

const LINK_CLASSES =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded px-2 font-semibold text-chocolate hover:bg-cream-dark aria-[current=page]:bg-chocolate aria-[current=page]:text-white';

/** A listing's pages. */
export function PaginationNav({ pathname, query, total }: { pathname: string; query: ListingQuery; total: number }) {
  return (
    <PageLinks
      total={total}
      offset={query.offset}
      limit={query.limit}
      hrefOf={(number) => pageHref(pathname, query, number)}
    />
  );
}

/** Previous, the page numbers (runs far from the current page folded into "…") and next; all plain links. */
export function PageLinks({
  total,
  offset,
  limit,
  hrefOf,
}: {
  total: number;
  offset: number;
  limit: number;
  hrefOf: (page: number) => string;
}) {
  const { page, pageCount, previous, next, pages } = pagination(total, offset, limit);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {previous ? (
          <li>
            <Link to={hrefOf(previous)} rel="prev" className={LINK_CLASSES}>
              <ChevronLeftIcon className="size-4" />
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pages.map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-cocoa">
              …
            </li>
          ) : (
            <li key={number}>
              <Link to={hrefOf(number)} aria-current={number === page ? 'page' : undefined} className={LINK_CLASSES}>
                <span className="sr-only">Page </span>
                {number}
              </Link>
            </li>
          ),
        )}
        {next ? (
          <li>
            <Link to={hrefOf(next)} rel="next" className={LINK_CLASSES}>
              Next<span className="sr-only"> page</span>
              <ChevronIcon className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
