import { Link } from 'react-router';
import { NEED_HELP_TITLE } from '~/components/help/need-help-title.ts';
import { CustomerServicePhone } from '~/components/layout/customer-service-phone.tsx';
import { NEED_HELP_PATH } from '~/models/site-constants.ts';

/** The reduced footer of the checkout pages. */
export function CheckoutFooter({ year }: { year: number }) {
  return (
    <footer className="surface-dark text-sm">
      <div className="mx-auto flex max-w-header flex-col items-center gap-2 px-4 py-6 text-center md:flex-row md:justify-between md:text-left">
        <p>© {year} Sweet Shop. All rights reserved.</p>
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link
            to="/company-info/privacy-policy"
            className="inline-flex min-h-tap items-center underline-offset-4 hover:underline"
          >
            Privacy Policy
          </Link>
          <span>
            <CustomerServicePhone linkClassName="inline-flex min-h-tap items-center underline-offset-4 hover:underline" />
          </span>
          {/* A link to the page, not the bag's sheet: the sheet's code would weigh on every checkout step. */}
          <Link to={NEED_HELP_PATH} className="inline-flex min-h-tap items-center underline underline-offset-4">
            {`${NEED_HELP_TITLE}?`}
          </Link>
        </p>
      </div>
    </footer>
  );
}
