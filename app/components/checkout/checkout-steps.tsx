import { Link, useLocation } from 'react-router';
import { CHECKOUT_PAGES } from '~/models/checkout-step.ts';

/** The step navigation: the steps up to `furthest` are links, the current one is marked, later ones are plain text. */
export function CheckoutSteps({ furthest }: { furthest: string }) {
  const { pathname } = useLocation();
  const reachable = CHECKOUT_PAGES.findIndex((page) => page.path === furthest);
  return (
    <nav aria-label="Checkout steps" className="mb-6">
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {CHECKOUT_PAGES.map((page, index) => {
          const current = page.path === pathname;
          const label = `${index + 1}. ${page.label}`;
          return (
            <li key={page.path}>
              {current || index > reachable ? (
                <span
                  aria-current={current ? 'step' : undefined}
                  className={current ? 'font-bold text-chocolate' : 'text-cocoa'}
                >
                  {label}
                </span>
              ) : (
                <Link to={page.path} className="font-semibold underline underline-offset-4">
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
