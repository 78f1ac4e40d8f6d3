import type { Route } from './+types/product';
import { ProductPage, productMeta } from '~/components/product/product-page.tsx';
import { publicPageHeaders } from '~/models/http-cache.ts';
import { loadProductPage } from '~/services/product-page.server.ts';

/** The product page at /product/{id} (catalog spec §2); without an id it answers 400 with the not-found page. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductPage(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => productMeta(loaderData);

/** Public unless the response turns out personal (the session middleware decides: a session, or the recently-viewed cookie). */
export const headers = publicPageHeaders;

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData} />;
}
