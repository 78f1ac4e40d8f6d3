import { useEffect, useRef } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/checkout';
import { CheckoutOrderSummary } from '~/components/checkout/checkout-order-summary.tsx';
import { CheckoutSteps } from '~/components/checkout/checkout-steps.tsx';
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx';
import { CheckoutFooter } from '~/components/layout/checkout-footer.tsx';
import { CheckoutHeader } from '~/components/layout/checkout-header.tsx';
import type { ShellHandle } from '~/components/layout/shell-handle.ts';
import { errorTitle } from '~/components/error-page.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { checkoutRedirect, furthestCheckoutPath } from '~/models/checkout-step.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { checkoutState, orderSummaryOf } from '~/services/checkout.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

// The reduced header and footer load with the checkout, not on every page; the flash message keeps to this layout's column.
export const handle: ShellHandle = {
  shell: { kind: 'checkout', Header: CheckoutHeader, Footer: CheckoutFooter },
  column: 'layout',
};

/** A step's own meta gives the title; when the error boundary below shows instead, the title is the error page's. */
export const meta: Route.MetaFunction = ({ error }) => [
  ...(error ? [{ title: errorTitle(isRouteErrorResponse(error) ? error.status : 500) }] : []),
  { name: 'robots', content: 'noindex' },
];

/** Checkout pages belong to one shopper: never stored by any cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'no-store' };
}

/**
 * The checkout layout (DESIGN §2): loads the basket, derives the step (checkout spec §4) and sends a
 * request for a page ahead of it back to the step. The children read the same basket (one SCAPI read
 * per request, basket.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const { basket, step, customerKey } = await checkoutState(session, requestBasket(context));
  const ahead = checkoutRedirect(new URL(request.url).pathname, step);
  if (ahead) throw redirect(ahead);
  return {
    step,
    furthest: furthestCheckoutPath(step),
    customerKey,
    checkoutError: session.checkoutError ?? null,
    summary: await orderSummaryOf(catalogScope(context), basket),
  };
}

/**
 * Spec §2: the customer changed (another tab signed in or out) while on /shipping or /billing → back to the bag. The
 * root re-checks the session on window focus (root.tsx), which brings the change here.
 */
function useCustomerChangeGuard(customerKey: string) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const first = useRef(customerKey);
  useEffect(() => {
    if (customerKey !== first.current && (pathname === '/shipping' || pathname === '/billing'))
      void navigate('/cart', { replace: true });
  }, [customerKey, pathname, navigate]);
}

/** Spec §8: a new checkout error scrolls the page to the top, where it shows. */
function useScrollToError(checkoutError: string | null) {
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!checkoutError) return;
    window.scrollTo({ top: 0 });
    errorRef.current?.focus();
  }, [checkoutError]);
  return errorRef;
}

export default function CheckoutLayout() {
  const { furthest, customerKey, checkoutError, summary } = useLoaderData<typeof loader>();
  useCustomerChangeGuard(customerKey);
  const errorRef = useScrollToError(checkoutError);
  return (
    <div className="mx-auto max-w-6xl">
      <CheckoutSteps furthest={furthest} />
      {checkoutError ? (
        <div className="mb-6 focus:outline-none" id="checkout-error" ref={errorRef} tabIndex={-1}>
          <Alert kind="error">{checkoutError}</Alert>
        </div>
      ) : null}
      {/* The summary comes first on a phone (a bar above the step), beside the step from md up. */}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <CheckoutOrderSummary summary={summary} className="md:order-last md:sticky md:top-4" />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** An error in a step keeps the checkout shell and, once the step is known, the step navigation. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('routes/checkout');
  return (
    <div className="mx-auto max-w-5xl">
      {data ? <CheckoutSteps furthest={data.furthest} /> : null}
      <GeneralErrorBoundary />
    </div>
  );
}
