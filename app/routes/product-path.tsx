import { data } from 'react-router';
import type { Route } from './+types/product-path';
import { ErrorPage } from '~/components/error-page.tsx';
import { ProductPage, productMeta } from '~/components/product/product-page.tsx';
import { publicPageHeaders } from '~/models/http-cache.ts';
import { productIdFromPath } from '~/models/product-paths.ts';
import { loadProductPage } from '~/services/product-page.server.ts';

/**
 * Every other path (catalog spec §2): one ending in /{digits}.html is a product page in one of its
 * route shapes (/{category}/{name}/{id}.html, /product/{name}/{id}.html, /{id}.html, …); anything
 * else is the "Oh fudge!" page with HTTP 404, as routes/not-found.tsx answers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = productIdFromPath(new URL(request.url).pathname);
  if (!id) return data(null, { status: 404 });
  return loadProductPage(request, context, id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => productMeta(loaderData);

export const headers = publicPageHeaders;

export default function ProductPathRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <ProductPage data={loaderData} /> : <ErrorPage status={404} />;
}
