import type { Route } from './+types/product-reviews';
import { AllReviews, allReviewsMeta } from '~/components/product/all-reviews.tsx';
import { publicPageHeaders } from '~/models/http-cache.ts';
import { loadAllReviews } from '~/services/reviews.server.ts';

/** Every review of a product at /product/{id}/reviews, sorted (?sort=) and paged (?page=); unknown products 404. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAllReviews(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => allReviewsMeta(loaderData);

export const headers = publicPageHeaders;

export default function ProductReviewsRoute({ loaderData }: Route.ComponentProps) {
  return <AllReviews data={loaderData} />;
}
