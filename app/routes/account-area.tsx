import { Outlet } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx';

/** The account pages as one area: only the error boundary, so an error shows inside the page shell (see catalog-area.tsx). */
export default function AccountArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
