import { Link, redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/search';
import { ListingPage } from '~/components/listing/listing-page.tsx';
import { publicPageHeaders } from '~/models/http-cache.ts';
import { normalizeSearchTerm, pageHref, pagination, parseListingQuery } from '~/models/listing.ts';
import { MESSAGES } from '~/models/messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { loadListing } from '~/services/listing.server.ts';
import { sitePublicOrigin } from '~/services/public-origin.server.ts';

export const headers = publicPageHeaders;

/** /search?q=: the results for a term (spec §2); an empty or missing term goes home (spec §4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = normalizeSearchTerm(url.searchParams.get('q'));
  if (!q) throw redirect('/');
  const query = parseListingQuery(url.searchParams);
  const { view, suggestedPhrase } = await loadListing(catalogScope(context), url.pathname, query);
  return { q, view, suggestedPhrase: suggestedPhrase ?? null, origin: sitePublicOrigin(request) };
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
    ...(previous ? [{ tagName: 'link', rel: 'prev', href: `${origin}${pageHref(view.pathname, view.query, previous)}` }] : []),
    ...(next ? [{ tagName: 'link', rel: 'next', href: `${origin}${pageHref(view.pathname, view.query, next)}` }] : []),
  ];
};

export default function SearchPage() {
  const { q, view, suggestedPhrase } = useLoaderData<typeof loader>();
  const didYouMean = suggestedPhrase ? (
    <p data-testid="did-you-mean">
      {MESSAGES.didYouMean}{' '}
      <Link to={`/search?q=${encodeURIComponent(suggestedPhrase)}`} className="font-semibold underline underline-offset-4">
        {suggestedPhrase}
      </Link>
      ?
    </p>
  ) : null;
  return (
    <ListingPage
      view={view}
      title={`Search results for “${q}”`}
      crumbs={[{ name: 'Search results' }]}
      intro={didYouMean}
      empty={<p data-testid="no-results">{MESSAGES.noResults}</p>}
    />
  );
}
