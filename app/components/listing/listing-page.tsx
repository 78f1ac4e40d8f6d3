import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { InGridTile } from '~/components/content/content-parts.tsx';
import { ProductTile } from '~/components/product/product-tile.tsx';
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs.tsx';
import { Spinner } from '~/components/ui/spinner.tsx';
import { clearAllHref, type ListingView } from '~/models/listing.ts';
import { placeGridTiles, type GridTile } from '~/models/listing-tiles.ts';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import { PaginationNav } from './pagination-nav.tsx';
import { RefinementPanel } from './refinement-panel.tsx';
import { SelectedRefinements } from './selected-refinements.tsx';
import { SortForm } from './sort-form.tsx';

/** Tiles in the first row (four columns on wide screens) load at once; the rest when scrolled near. */
const EAGER_TILES = 4;

function resultCount(total: number): string {
  return `${total} ${total === 1 ? 'product' : 'products'}`;
}

/**
 * A category or search listing: breadcrumbs (Home first, the last crumb not a link), the heading with
 * the result count, the refinements, selected filters with "Clear all", the sort form, the product grid
 * and pagination. Every control is a link or a GET form; with JavaScript the router swaps the results
 * in place and the grid dims while the next page loads.
 */
export function ListingPage({
  view,
  tiles = [],
  title,
  crumbs,
  intro,
  empty,
}: {
  view: ListingView;
  /** The listing's in-grid content tiles, placed among the products by their grid position. */
  tiles?: GridTile[];
  title: ReactNode;
  crumbs: Crumb[];
  /** Under the heading (a category's description, "did you mean"). */
  intro?: ReactNode;
  /** What to say when there is nothing, before any refinement (no search results, an empty category). */
  empty: ReactNode;
}) {
  const { pathname, query, total, hits, refinements, sortingOptions } = view;
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.location?.pathname === pathname;
  const refined = query.refinements.length > 0;
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{title}</h1>
        {/* Announced when filters change the count. */}
        <p className="mt-1 text-cocoa" aria-live="polite" data-testid="result-count">
          {resultCount(total)}
        </p>
        {intro ? <div className="mt-3 max-w-3xl">{intro}</div> : null}
      </header>
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
        <RefinementPanel pathname={pathname} query={query} refinements={refinements} total={total} />
        <section aria-labelledby="listing-results-title" className="min-w-0 flex-1">
          <h2 id="listing-results-title" className="sr-only">
            Products
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <SelectedRefinements pathname={pathname} query={query} refinements={refinements} />
            <div className="ml-auto flex items-center gap-3">
              {pending ? (
                <span role="status" className="flex items-center gap-2 text-sm text-cocoa">
                  <Spinner />
                  Updating results…
                </span>
              ) : null}
              {total > 0 ? <SortForm pathname={pathname} query={query} options={sortingOptions} /> : null}
            </div>
          </div>
          <div
            aria-busy={pending || undefined}
            className={pending ? 'opacity-60 transition-opacity' : 'transition-opacity'}
          >
            {hits.length ? (
              <ul
                className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
                data-testid="product-grid"
                data-item-list=""
              >
                {placeGridTiles(hits, tiles, query.offset, total).map((cell) =>
                  cell.kind === 'product' ? (
                    <li key={cell.product.id}>
                      <ProductTile product={cell.product} headingLevel="h3" eager={cell.index < EAGER_TILES} />
                    </li>
                  ) : (
                    <li
                      key={`content-${cell.tile.gridPosition}`}
                      data-testid="content-tile"
                      data-grid-position={cell.tile.gridPosition}
                      className={cell.tile.kind === 'in-grid-double-tile' ? 'col-span-2' : undefined}
                    >
                      <InGridTile card={cell.tile.card} headingLevel="h3" />
                    </li>
                  ),
                )}
              </ul>
            ) : refined ? (
              <p className="rounded-lg bg-white p-6">
                {CATALOG_MESSAGES.noRefinedResults}{' '}
                <Link to={clearAllHref(pathname, query)} className="font-semibold underline underline-offset-4">
                  Clear all
                </Link>
              </p>
            ) : total > 0 ? (
              // An offset past the end (the loader redirects these; kept as a safety net).
              <p className="rounded-lg bg-white p-6">
                <Link to={clearAllHref(pathname, query)} className="font-semibold underline underline-offset-4">
                  Back to the first page
                </Link>
              </p>
            ) : (
              <div className="rounded-lg bg-white p-6">{empty}</div>
            )}
          </div>
          <PaginationNav pathname={pathname} query={query} total={total} />
        </section>
      </div>
    </>
  );
}
