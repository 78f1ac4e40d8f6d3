import { Outlet } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx';

/**
 * The catalog pages (home, listings, search, product pages) as one area: no loader and no markup, only the
 * error boundary, so an error shows inside the page shell. A boundary on this pathless layout rather than
 * on each page keeps the pages' `headers` (public caching) and `meta` out of the error's answer.
 */
export default function CatalogArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
