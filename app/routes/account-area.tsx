import { Outlet } from 'react-router';
import type { Route } from './+types/account-area';
import { AccountNav } from '~/components/account/account-nav.tsx';
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx';
import type { ShellHandle } from '~/components/layout/shell-handle.ts';
import { registeredMiddleware } from '~/services/customer.server.ts';

/**
 * The account pages as one area (checkout spec §2, §6): they need a registered session (a guest or
 * an expired session goes to /login and comes back), are personal (no-store, noindex on each page),
 * and share the side navigation and one error boundary, so an error shows inside the page shell.
 */
// The flash message keeps to this layout's column (root.tsx).
export const handle: ShellHandle = { column: 'layout' };

export const middleware: Route.MiddlewareFunction[] = [registeredMiddleware];

export function headers(): HeadersInit {
  return { 'Cache-Control': 'no-store' };
}

export default function AccountArea() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-[14rem_1fr]">
      <AccountNav />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
