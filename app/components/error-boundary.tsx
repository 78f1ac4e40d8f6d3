import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError, type ErrorResponse } from 'react-router';
import { ErrorPage } from './error-page.tsx';

// Only picked out here: the carousel's module checks it, so the check stays out of every page's shell.
const recentlyViewedIn = (data: unknown) =>
  data && typeof data === 'object' ? (data as { recentlyViewed?: unknown }).recentlyViewed : undefined;

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

export type GeneralErrorBoundaryProps = {
  /** Pages for particular statuses of a thrown response (`throw data(null, { status: 404 })`). */
  statusHandlers?: Record<number, StatusHandler>;
  /** Any other thrown response: the "Oh fudge!" page for its status. */
  defaultStatusHandler?: StatusHandler;
  /**
   * A thrown error (a bug, the backend down): the spec's default message. It never receives the stack or
   * the message to render: those are for the server log (entry.server.tsx), not for shoppers.
   */
  unexpectedErrorHandler?: () => ReactNode;
  /** Draw the minimal header of its own, for when the page shell could not be built. */
  standalone?: boolean;
};

/**
 * The one error boundary of every area (root, catalog, checkout, account): the area exports it as its
 * `ErrorBoundary`, so an error shows inside whatever the area keeps around it (the shell, the step navigation).
 */
export function GeneralErrorBoundary({
  statusHandlers,
  standalone = false,
  // A 404 thrown with the shopper's recently viewed products (services/recommendations.server.ts) shows them.
  defaultStatusHandler = ({ error }) => (
    <ErrorPage status={error.status} standalone={standalone} recentlyViewed={recentlyViewedIn(error.data)} />
  ),
  unexpectedErrorHandler = () => <ErrorPage status={500} standalone={standalone} />,
}: GeneralErrorBoundaryProps) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return <>{unexpectedErrorHandler()}</>;
  return <>{(statusHandlers?.[error.status] ?? defaultStatusHandler)({ error })}</>;
}
