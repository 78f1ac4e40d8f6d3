import { data, redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/category';
import { ListingPage } from '~/components/listing/listing-page.tsx';
import { publicPageHeaders } from '~/models/http-cache.ts';
import { categoryIdFromParam, isListingVariant, pageHref, pagination, parseListingQuery } from '~/models/listing.ts';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import { catalogScope, getCategory } from '~/services/catalog.server.ts';
import { categoryTilesKey } from '~/models/listing-tiles.ts';
import { listingTiles } from '~/services/content.server.ts';
import { loadListing } from '~/services/listing.server.ts';
import { sitePublicOrigin } from '~/services/public-origin.server.ts';

/** The same listing for every anonymous visitor; the session middleware makes it private for shoppers with a session. */
export const headers = publicPageHeaders;

/**
 * /category/{categoryId}: the category's products (spec §2). The parameter is also the menu's
 * `/category/{pageLink}` fallback, read as a category id; an unknown one is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const categoryId = categoryIdFromParam(params.categoryId);
  // The root category is the whole catalog, not a page of its own.
  if (!categoryId || categoryId === 'root') throw data(null, { status: 404 });
  const pathname = `/category/${encodeURIComponent(categoryId)}`;
  // A pasted page link (`/category/%2Fcategory%2Fx`) gets the one address its links are built on.
  if (url.pathname !== pathname) throw redirect(`${pathname}${url.search}`, 301);

  const scope = catalogScope(context);
  const query = parseListingQuery(url.searchParams, { categoryId });
  // Category and search side by side; the search's answer only matters once the category exists.
  const listing = loadListing(scope, pathname, query);
  listing.catch(() => undefined);
  const tiles = listingTiles(request, context, categoryTilesKey(categoryId));
  const category = await getCategory(scope, categoryId);
  if (!category) throw data(null, { status: 404 });
  const { view } = await listing;
  return {
    category: {
      id: category.id,
      name: category.name,
      description: category.description ?? '',
      pageTitle: category.pageTitle ?? '',
      pageDescription: category.pageDescription ?? '',
      path: category.path,
    },
    view,
    tiles: await tiles,
    origin: sitePublicOrigin(request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Page not found | Sweet Shop' }, { name: 'robots', content: 'noindex' }];
  const { category, view, origin } = loaderData;
  const description = category.pageDescription || category.description;
  const { previous, next } = pagination(view.total, view.query.offset, view.query.limit);
  return [
    { title: category.pageTitle || `${category.name} | Sweet Shop` },
    ...(description ? [{ name: 'description', content: description }] : []),
    // Refined, sorted and paged variants point at the category itself and stay out of the index.
    { tagName: 'link', rel: 'canonical', href: `${origin}${view.pathname}` },
    ...(isListingVariant(view.query) ? [{ name: 'robots', content: 'noindex,follow' }] : []),
    ...(previous
      ? [{ tagName: 'link', rel: 'prev', href: `${origin}${pageHref(view.pathname, view.query, previous)}` }]
      : []),
    ...(next ? [{ tagName: 'link', rel: 'next', href: `${origin}${pageHref(view.pathname, view.query, next)}` }] : []),
  ];
};

export default function CategoryPage() {
  const { category, view, tiles } = useLoaderData<typeof loader>();
  // Breadcrumbs: the category's ancestors as links; the page itself last, not a link.
  const crumbs = category.path.map((crumb) => ({
    name: crumb.name,
    href: `/category/${encodeURIComponent(crumb.id)}`,
  }));
  if (!crumbs.length) crumbs.push({ name: category.name, href: view.pathname });
  return (
    <ListingPage
      view={view}
      tiles={tiles}
      title={category.name}
      crumbs={crumbs}
      intro={category.description ? <p className="text-cocoa">{category.description}</p> : null}
      empty={<p>{CATALOG_MESSAGES.emptyCategory}</p>}
    />
  );
}
