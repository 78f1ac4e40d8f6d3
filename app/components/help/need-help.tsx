import { Link, useRouteLoaderData } from 'react-router';
import {
  CUSTOMER_SERVICE_EMAIL,
  CUSTOMER_SERVICE_HOURS,
  CUSTOMER_SERVICE_PHONE,
  FAQ_PATH,
} from '~/models/site-constants.ts';
import { SHIPPING_RATES_PATH } from '~/models/catalog-constants.ts';
import type { loader as rootLoader } from '~/root.tsx';

const LINK_CLASSES = 'inline-flex min-h-tap items-center underline underline-offset-4';

/** Not shown: where the help pages the sheet offers lead. */
const HELP_LINKS = [
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Help & FAQ', to: FAQ_PATH },
  { label: 'Track Your Order', to: '/track-order' },
  { label: 'Shipping Rates', to: SHIPPING_RATES_PATH },
] as const;

/**
 * The "Need Help" sheet's body (catalog spec §2 side sheets), on its page and in the dialog: customer service's
 * phone line with its hours (the editable site text the footer shows), its e-mail and the help pages. Clicks on the
 * phone and e-mail links are help events (`data-help`, components/layout/analytics.tsx).
 */
export function NeedHelpBody() {
  const hours = useRouteLoaderData<typeof rootLoader>('root')?.shell.texts.serviceHours ?? CUSTOMER_SERVICE_HOURS;
  return (
    <div className="space-y-4" data-testid="need-help">
      <p>Questions about an order, our treats or your account? Our customer service team is happy to help.</p>
      <dl className="space-y-3">
        <div>
          <dt className="font-semibold">Call us</dt>
          <dd>
            <a href={`tel:${CUSTOMER_SERVICE_PHONE}`} data-help="phone" className={LINK_CLASSES}>
              {CUSTOMER_SERVICE_PHONE}
            </a>
            <span className="block text-sm text-cocoa">{hours}</span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Email us</dt>
          <dd>
            <a href={`mailto:${CUSTOMER_SERVICE_EMAIL}`} data-help="email" className={LINK_CLASSES}>
              {CUSTOMER_SERVICE_EMAIL}
            </a>
          </dd>
        </div>
      </dl>
      <nav aria-label="Help pages">
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          {HELP_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={LINK_CLASSES}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
