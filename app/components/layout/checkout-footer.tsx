import { Link } from 'react-router';
import { CUSTOMER_SERVICE_PHONE } from '~/models/constants.ts';

/** The reduced footer of the checkout pages. */
export function CheckoutFooter({ year }: { year: number }) {
  return (
    <footer className="surface-dark text-sm">
      <div className="mx-auto flex max-w-header flex-col items-center gap-2 px-4 py-6 text-center md:flex-row md:justify-between md:text-left">
        <p>© {year} Sweet Shop. All rights reserved.</p>
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/company-info/privacy-policy" className="underline-offset-4 hover:underline">
            Privacy Policy
          </Link>
          <span>
            Customer Service:{' '}
            <a href={`tel:${CUSTOMER_SERVICE_PHONE}`} className="underline-offset-4 hover:underline">
              {CUSTOMER_SERVICE_PHONE}
            </a>
          </span>
        </p>
      </div>
    </footer>
  );
}
