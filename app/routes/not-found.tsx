import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '~/components/error-page.tsx';
import { notFoundRecentlyViewed } from '~/services/recommendations.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** Unknown paths and /404: the "Oh fudge!" page with the shopper's recently viewed products, answered with HTTP 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data({ recentlyViewed: await notFoundRecentlyViewed(request, context, { stream: true }) }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <ErrorPage status={404} recentlyViewed={loaderData.recentlyViewed} />;
}
