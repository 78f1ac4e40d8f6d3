import { Link } from 'react-router';
import { SiteLogo } from '~/components/layout/site-header.tsx';
import { CUSTOMER_SERVICE_PHONE } from '~/models/constants.ts';

/** The reduced header of the checkout pages: no menu or search, just the way back to the bag and help by phone. */
export function CheckoutHeader() {
  return (
    <header className="border-b border-cream-dark bg-white">
      <div className="mx-auto grid max-w-header grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 py-3">
        <Link
          to="/cart"
          className="flex items-center gap-1 justify-self-start text-sm font-semibold text-chocolate underline-offset-4 hover:underline"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5 shrink-0"
          >
            <path d="m15 6-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Back To Bag
        </Link>
        <SiteLogo />
        <a
          href={`tel:${CUSTOMER_SERVICE_PHONE}`}
          className="flex min-h-11 items-center gap-1.5 justify-self-end text-sm font-semibold text-chocolate underline-offset-4 hover:underline"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5 shrink-0"
          >
            <path
              d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z"
              strokeLinejoin="round"
            />
          </svg>
          <span className="sr-only">Customer Service: </span>
          {/* Narrow screens show the icon only; the number stays in the link's name. */}
          <span className="max-sm:sr-only">{CUSTOMER_SERVICE_PHONE}</span>
        </a>
      </div>
    </header>
  );
}
