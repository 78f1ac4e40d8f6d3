import { Link } from 'react-router';
import { CustomerServicePhone } from '~/components/layout/customer-service-phone.tsx';

/** The reduced footer of the checkout pages. */
export function CheckoutFooter({ year }: { year: number }) {
  return (
    <footer className="surface-dark text-sm">
      <div className="mx-auto flex max-w-header flex-col items-center gap-2 px-4 py-6 text-center md:flex-row md:justify-between md:text-left">
        <p>© {year} Sweet Shop. All rights reserved.</p>
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/company-info/privacy-policy" className="inline-flex min-h-tap items-center underline-offset-4 hover:underline">
            Privacy Policy
          </Link>
          <span>
            <CustomerServicePhone linkClassName="inline-flex min-h-tap items-center underline-offset-4 hover:underline" />
          </span>
        </p>
      </div>
    </footer>
  );
}
