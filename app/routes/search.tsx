import { Link, redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/search';
import { ListingPage } from '~/components/listing/listing-page.tsx';
import { ProductCarousel } from '~/components/product/product-carousel.tsx';
import { publicPageHeaders } from '~/models/http-cache.ts';
import { normalizeSearchTerm, pageHref, pagination, parseListingQuery } from '~/models/listing.ts';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { SEARCH_TILES_KEY } from '~/models/listing-tiles.ts';
import { listingTiles } from '~/services/content.server.ts';
import { loadListing } from '~/services/listing.server.ts';
import { noResultsHelp } from '~/services/search-help.server.ts';
import { sitePublicOrigin } from '~/services/public-origin.server.ts';

export const headers = publicPageHeaders;

/** /search?q=: the results for a term (spec §2); an empty or missing term goes home (spec §4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = normalizeSearchTerm(url.searchParams.get('q'));
  if (!q) throw redirect('/');
  const query = parseListingQuery(url.searchParams);
  const scope = catalogScope(context);
  const [{ view, suggestedPhrases }, tiles] = await Promise.all([
    loadListing(scope, url.pathname, query),
    listingTiles(request, context, SEARCH_TILES_KEY),
  ]);
  // Nothing found: somewhere else to go (categories, best sellers) beside the "did you mean" phrases.
  const help = view.total === 0 ? await noResultsHelp(scope) : null;
  return { q, view, tiles, suggestedPhrases, help, origin: sitePublicOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Search | Sweet Shop' }, { name: 'robots', content: 'noindex' }];
  const { q, view, origin } = loaderData;
  const { previous, next } = pagination(view.total, view.query.offset, view.query.limit);
  return [
    { title: `Search results for “${q}” | Sweet Shop` },
    // Result pages are for shoppers; crawlers may follow them to products but should not index them.
    { name: 'robots', content: 'noindex,follow' },
    { tagName: 'link', rel: 'canonical', href: `${origin}/search?q=${encodeURIComponent(q)}` },
    ...(previous
      ? [{ tagName: 'link', rel: 'prev', href: `${origin}${pageHref(view.pathname, view.query, previous)}` }]
      : []),
    ...(next ? [{ tagName: 'link', rel: 'next', href: `${origin}${pageHref(view.pathname, view.query, next)}` }] : []),
  ];
};

const searchHref = (phrase: string) => `/search?q=${encodeURIComponent(phrase)}`;

export default function SearchPage() {
  const { q, view, tiles, suggestedPhrases, help } = useLoaderData<typeof loader>();
  return (
    <ListingPage
      view={view}
      tiles={tiles}
      title={`Search results for “${q}”`}
      crumbs={[{ name: 'Search results' }]}
      empty={
        <div className="space-y-6">
          <p data-testid="no-results">{CATALOG_MESSAGES.noResults}</p>
          {suggestedPhrases.length ? (
            <p data-testid="did-you-mean">
              {CATALOG_MESSAGES.didYouMean}{' '}
              {suggestedPhrases.map((phrase, index) => (
                <span key={phrase}>
                  {index > 0 ? (index === suggestedPhrases.length - 1 ? ' or ' : ', ') : null}
                  <Link to={searchHref(phrase)} className="font-semibold underline underline-offset-4">
                    {phrase}
                  </Link>
                </span>
              ))}
              ?
            </p>
          ) : null}
          {help?.categories.length ? (
            <nav aria-labelledby="search-categories" data-testid="search-categories">
              <h2 id="search-categories" className="mb-2 font-display text-xl font-bold">
                Shop by Category
              </h2>
              <ul className="flex flex-wrap gap-2">
                {help.categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={category.href}
                      className="inline-flex min-h-11 items-center rounded-full border border-cocoa px-4 font-semibold hover:bg-cream-dark"
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {help?.bestSellers ? (
            <ProductCarousel title={help.bestSellers.title} products={help.bestSellers.products} />
          ) : null}
        </div>
      }
    />
  );
}
