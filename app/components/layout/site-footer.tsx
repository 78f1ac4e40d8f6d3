import { Form, Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button.tsx';
import {
  ACCESSIBILITY_PHONE,
  CUSTOMER_SERVICE_EMAIL,
  CUSTOMER_SERVICE_HOURS,
  CUSTOMER_SERVICE_PHONE,
  SOCIAL_LINKS,
} from '~/models/constants.ts';
import type { ShellData } from '~/models/layout.ts';
import { LOCALES, LOCALE_LABELS } from '~/models/sites.ts';

interface FooterColumn {
  title: string;
  links: { label: string; to: string }[];
}

const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Customer Service',
    links: [
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'Track Your Order', to: '/track-order' },
      { label: 'Shipping Rates', to: '/help/shipping-rates' },
      { label: 'Gift Card Balance', to: '/gift-card-balance' },
    ],
  },
  {
    title: 'Shop',
    links: [
      { label: 'E-Gift Cards', to: '/e-gift-cards' },
      { label: 'Find a Shop', to: '/chocolateshops' },
      { label: 'Sign Up for Emails', to: '/emailsignup' },
    ],
  },
  {
    title: 'My Account',
    links: [
      { label: 'Sign In', to: '/login' },
      { label: 'Create Account', to: '/register' },
      { label: 'Order History', to: '/orders' },
    ],
  },
  {
    title: 'About Us',
    links: [{ label: 'Privacy Policy', to: '/company-info/privacy-policy' }],
  },
];

type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

const LINK_CLASSES = 'text-cream underline-offset-4 hover:underline';
/** Links inside running text are underlined so they do not rely on colour alone. */
const INLINE_LINK_CLASSES = 'whitespace-nowrap text-cream underline underline-offset-4';

/** Simplified brand marks; decorative, the link's hidden text names the network. */
function SocialIcon({ id }: { id: SocialId }) {
  const shared = {
    'aria-hidden': true,
    viewBox: '0 0 24 24',
    className: 'size-6',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
  } as const;
  switch (id) {
    case 'instagram':
      return (
        <svg {...shared}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case 'x-twitter':
      return (
        <svg {...shared}>
          <path d="M4 4h4.5L20 20h-4.5L4 4z" strokeLinejoin="round" />
          <path d="M20 4l-6.5 7.2M4 20l6.5-7.2" strokeLinecap="round" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...shared}>
          <path
            d="M15.5 3H13a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5A1 1 0 0 1 13.5 6.5h2V3z"
            strokeLinejoin="round"
          />
        </svg>
      );
    case 'tiktok':
      return (
        <svg {...shared}>
          <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" strokeLinecap="round" />
          <path d="M14 3c.4 2.6 2.3 4.6 5 5" strokeLinecap="round" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...shared}>
          <rect x="2.5" y="5" width="19" height="14" rx="4" />
          <path d="M10 9.5v5l4.5-2.5L10 9.5z" fill="currentColor" strokeLinejoin="round" />
        </svg>
      );
    case 'pinterest':
      return (
        <svg {...shared}>
          <circle cx="12" cy="12" r="9" />
          <path
            d="M11 21l2-8.5M9.6 14a3.5 3.5 0 1 1 3.4 1c-.8 0-1.4-.3-1.7-.7"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      );
  }
}

function SignUpBlock() {
  return (
    <section aria-labelledby="footer-sign-up" className="bg-candy-soft text-chocolate">
      <div className="mx-auto flex max-w-header flex-col items-center gap-4 px-4 py-8 text-center md:flex-row md:justify-between md:text-left">
        <div>
          <h2 id="footer-sign-up" className="font-display text-2xl font-bold">
            Join The Sweet List
          </h2>
          <p className="mt-1">Be the first to hear about new treats, seasonal favorites and special offers.</p>
        </div>
        <ButtonLink to="/emailsignup" variant="primary">
          SIGN UP
        </ButtonLink>
      </div>
    </section>
  );
}

function ColumnLinks({ column }: { column: FooterColumn }) {
  return (
    <ul className="space-y-2">
      {column.links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={LINK_CLASSES}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The link columns: side by side from md up, an accordion of `<details>` below (both rendered, one shown). */
function FooterMenu() {
  return (
    <>
      <nav aria-label="Footer" className="hidden grid-cols-4 gap-8 md:grid">
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 font-semibold uppercase tracking-wide text-caramel">{column.title}</h2>
            <ColumnLinks column={column} />
          </div>
        ))}
      </nav>
      <nav aria-label="Footer" className="divide-y divide-cocoa border-y border-cocoa md:hidden">
        {FOOTER_COLUMNS.map((column) => (
          <details key={column.title} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold uppercase tracking-wide [&::-webkit-details-marker]:hidden">
              {column.title}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                className="size-5 transition-transform group-open:rotate-180"
              >
                <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <div className="pb-4">
              <ColumnLinks column={column} />
            </div>
          </details>
        ))}
      </nav>
    </>
  );
}

function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-3">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.id}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-11 items-center justify-center rounded-full text-cream hover:bg-chocolate"
          >
            <SocialIcon id={social.id} />
            <span className="sr-only">{social.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function CustomerServiceLines() {
  return (
    <div className="space-y-1 text-sm">
      <p>
        Customer Service:{' '}
        <a href={`tel:${CUSTOMER_SERVICE_PHONE}`} className={INLINE_LINK_CLASSES}>
          {CUSTOMER_SERVICE_PHONE}
        </a>
      </p>
      <p>{CUSTOMER_SERVICE_HOURS}</p>
      <p>
        <a href={`mailto:${CUSTOMER_SERVICE_EMAIL}`} className={INLINE_LINK_CLASSES}>
          {CUSTOMER_SERVICE_EMAIL}
        </a>
      </p>
    </div>
  );
}

/** Country and language; the action stores the choice and redirects back to `redirectTo`. */
function LocaleChooser({ locale, currentPath }: Pick<ShellData, 'locale' | 'currentPath'>) {
  return (
    <Form method="post" action="/locale" preventScrollReset className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="redirectTo" value={currentPath} />
      <div className="flex flex-col gap-1">
        <label htmlFor="footer-locale" className="text-sm font-semibold">
          Country and language
        </label>
        <select
          id="footer-locale"
          name="locale"
          defaultValue={locale}
          className="min-h-11 rounded border border-caramel bg-chocolate-dark px-3 text-cream"
        >
          {LOCALES.map((option) => (
            <option key={option} value={option}>
              {LOCALE_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-11 rounded border-2 border-cream px-4 font-semibold text-cream hover:bg-chocolate"
      >
        Update
      </button>
    </Form>
  );
}

/** The site footer: sign-up pitch, link columns, social links, service lines, locale chooser and copyright. */
export function SiteFooter({ shell }: { shell: ShellData }) {
  return (
    <footer>
      <SignUpBlock />
      <div className="surface-dark">
        <div className="mx-auto flex max-w-header flex-col gap-8 px-4 py-10">
          <FooterMenu />
          <div className="grid gap-8 md:grid-cols-3">
            <div className="space-y-4">
              <SocialLinks />
              <CustomerServiceLines />
            </div>
            <p className="text-sm">
              If you are using a screen reader and having difficulty with this website, please call{' '}
              <a href={`tel:${ACCESSIBILITY_PHONE}`} className={INLINE_LINK_CLASSES}>
                {ACCESSIBILITY_PHONE}
              </a>
              .
            </p>
            <LocaleChooser locale={shell.locale} currentPath={shell.currentPath} />
          </div>
          <p className="border-t border-cocoa pt-6 text-sm text-caramel">
            © {shell.year} Sweet Shop. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
