import { Link } from 'react-router';
import { SiteLogo } from '~/components/layout/site-logo.tsx';
import { ChevronLeftIcon } from '~/components/ui/icons/chevron-left-icon.tsx';
import { PhoneIcon } from '~/components/ui/icons/phone-icon.tsx';
import { CUSTOMER_SERVICE_PHONE } from '~/models/site-constants.ts';

/** The reduced header of the checkout pages: no menu or search, just the way back to the bag and help by phone. */
export function CheckoutHeader() {
  return (
    <header className="border-b border-cream-dark bg-white">
      <div className="mx-auto grid max-w-header grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 py-3">
        <Link
          to="/cart"
          className="flex items-center gap-1 justify-self-start whitespace-nowrap text-sm font-semibold text-chocolate underline-offset-4 hover:underline"
        >
          <ChevronLeftIcon className="size-5 shrink-0" />
          Back To Bag
        </Link>
        <SiteLogo />
        <a
          href={`tel:${CUSTOMER_SERVICE_PHONE}`}
          className="flex min-h-11 items-center gap-1.5 justify-self-end text-sm font-semibold text-chocolate underline-offset-4 hover:underline"
        >
          <PhoneIcon className="size-5 shrink-0" />
          <span className="sr-only">Customer Service: </span>
          {/* Narrow screens show the icon only; the number stays in the link's name. */}
          <span className="max-sm:sr-only">{CUSTOMER_SERVICE_PHONE}</span>
        </a>
      </div>
    </header>
  );
}
