import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '~/components/error-page.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Page not found | Sweet Shop' }, { name: 'robots', content: 'noindex' }];

/** Unknown paths and /404: the "Oh fudge!" page, answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
