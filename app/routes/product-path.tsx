import { data } from 'react-router';
import type { Route } from './+types/product-path';
import { ContentPageView, contentPageMeta } from '~/components/content/content-page.tsx';
import { ErrorPage } from '~/components/error-page.tsx';
import { ProductPage, productMeta } from '~/components/product/product-page.tsx';
import { PRIVATE_CACHE_CONTROL, publicPageHeaders } from '~/models/http-cache.ts';
import { productIdFromPath } from '~/models/product-paths.ts';
import { loadContentPage } from '~/services/content.server.ts';
import { loadProductPage } from '~/services/product-page.server.ts';
import { notFoundRecentlyViewed } from '~/services/recommendations.server.ts';

/**
 * Every other path (catalog spec §2, content-and-forms §2 catch-all): one ending in /{digits}.html is
 * a product page in one of its route shapes (/{category}/{name}/{id}.html, /product/{name}/{id}.html,
 * /{id}.html, …); any other is the content page whose delivery key is the path (`/help/faq` →
 * `help/faq`); with neither, the "Oh fudge!" page with HTTP 404, as routes/not-found.tsx answers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const id = productIdFromPath(pathname);
  if (id) return { product: await loadProductPage(request, context, id), content: null, recentlyViewed: null };
  const content = await loadContentPage(request, context, pathname.replace(/^\/+|\/+$/g, ''));
  if (!content)
    return data(
      {
        product: null,
        content: null,
        recentlyViewed: await notFoundRecentlyViewed(request, context, { stream: true }),
      },
      { status: 404 },
    );
  // A preview page is the editor's alone (staging content, maybe a customer group's variation).
  return data(
    { product: null, content, recentlyViewed: null },
    content.preview ? { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } } : undefined,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.content ? contentPageMeta(loaderData.content) : productMeta(loaderData?.product);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const declared = loaderHeaders.get('Cache-Control');
  return declared ? { 'Cache-Control': declared } : publicPageHeaders();
};

export default function ProductPathRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.product) return <ProductPage data={loaderData.product} />;
  if (loaderData.content) return <ContentPageView data={loaderData.content} />;
  return <ErrorPage status={404} recentlyViewed={loaderData.recentlyViewed} />;
}
