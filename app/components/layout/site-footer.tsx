import type { ComponentType } from 'react';
import { CustomerServicePhone } from '~/components/layout/customer-service-phone.tsx';
import { buttonClasses } from '~/components/ui/button.tsx';
import { ChevronDownIcon } from '~/components/ui/icons/chevron-down-icon.tsx';
import type { IconProps } from '~/components/ui/icons/icon.tsx';
import {
  FacebookIcon,
  InstagramIcon,
  PinterestIcon,
  TikTokIcon,
  XTwitterIcon,
  YouTubeIcon,
} from '~/components/ui/social-icons.tsx';
import { ACCESSIBILITY_PHONE, CUSTOMER_SERVICE_EMAIL, FEEDBACK_PATH, SOCIAL_LINKS } from '~/models/site-constants.ts';
import type { ShellData } from '~/models/layout.ts';
import { DISCOVER_ROUTE, REDIRECT_TO_FIELD } from '~/models/static-island.ts';
import type { SiteTexts } from '~/models/site-texts.ts';
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
      // Plain links: the sheets' opener would add its code to every page (the catalog request page offers the sheet).
      { label: 'Download a Digital Catalog', to: '/catalog-request?type=digital' },
      { label: 'Request a Free Catalog', to: '/catalog-request' },
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

const LINK_CLASSES = 'inline-flex min-h-tap items-center text-cream underline-offset-4 hover:underline';
/** Links inside running text are underlined so they do not rely on colour alone. */
// Contacts sit in sentences; inline-flex gives them the 24 px tap target without breaking the line.
const INLINE_LINK_CLASSES =
  'inline-flex min-h-tap items-center whitespace-nowrap text-cream underline underline-offset-4';

/** Simplified brand marks; decorative, the link's hidden text names the network. */
const SOCIAL_ICONS: Record<SocialId, ComponentType<IconProps>> = {
  instagram: InstagramIcon,
  'x-twitter': XTwitterIcon,
  facebook: FacebookIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
  pinterest: PinterestIcon,
};

function SocialIcon({ id }: { id: SocialId }) {
  const Icon = SOCIAL_ICONS[id];
  return <Icon className="size-6" />;
}

function SignUpBlock({ texts }: { texts: SiteTexts }) {
  return (
    <section aria-labelledby="footer-sign-up" className="bg-candy-soft text-chocolate">
      <div className="mx-auto flex max-w-header flex-col items-center gap-4 px-4 py-8 text-center md:flex-row md:justify-between md:text-left">
        <div>
          <h2 id="footer-sign-up" className="font-display text-2xl font-bold">
            {texts.signUpTitle}
          </h2>
          <p className="mt-1">{texts.signUpText}</p>
        </div>
        <a href="/emailsignup" {...DISCOVER_ROUTE} className={buttonClasses({ variant: 'primary' })}>
          SIGN UP
        </a>
      </div>
    </section>
  );
}

function ColumnLinks({ column }: { column: FooterColumn }) {
  return (
    <ul className="space-y-2">
      {column.links.map((link) => (
        <li key={link.to}>
          <a href={link.to} {...DISCOVER_ROUTE} className={LINK_CLASSES}>
            {link.label}
          </a>
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
              <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
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

function CustomerServiceLines({ hours }: { hours: string }) {
  return (
    <div className="space-y-1 text-sm">
      <p>
        <CustomerServicePhone linkClassName={INLINE_LINK_CLASSES} />
      </p>
      <p>{hours}</p>
      <p>
        <a href={`mailto:${CUSTOMER_SERVICE_EMAIL}`} className={INLINE_LINK_CLASSES}>
          {CUSTOMER_SERVICE_EMAIL}
        </a>
      </p>
    </div>
  );
}

/** Country and language; the action stores the choice and redirects back to `redirectTo`. */
function LocaleChooser({ locale, redirectTo }: Pick<ShellData, 'locale'> & { redirectTo: string }) {
  return (
    <form method="post" action="/locale" {...DISCOVER_ROUTE} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name={REDIRECT_TO_FIELD} value={redirectTo} />
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
    </form>
  );
}

/**
 * "Lite mode" / "Full site": never the router's post (`data-reload-document`), so the page reloads whole —
 * with or without its scripts.
 */
function LiteModeSwitch({ lite, redirectTo }: Pick<ShellData, 'lite'> & { redirectTo: string }) {
  return (
    <form method="post" action="/lite-mode" data-reload-document className="text-sm">
      <input type="hidden" name={REDIRECT_TO_FIELD} value={redirectTo} />
      <input type="hidden" name="mode" value={lite ? 'full' : 'lite'} />
      <p className="mb-1">{lite ? 'Lite mode is on: pages load without scripts.' : 'On a slow connection?'}</p>
      <button
        type="submit"
        className="min-h-11 rounded border-2 border-cream px-4 font-semibold text-cream hover:bg-chocolate"
      >
        {lite ? 'Full site' : 'Lite mode'}
      </button>
    </form>
  );
}

/** What the footer is made of: its version (models/static-island.ts) is taken from exactly these. */
export type SiteFooterInputs = Pick<ShellData, 'texts' | 'locale' | 'lite' | 'year'>;

/**
 * The site footer: sign-up pitch, link columns, social links, service lines, locale chooser and copyright.
 * Plain links and forms, no router: the browser keeps it as static markup (site-footer-island.tsx).
 */
export function SiteFooter({ shell, redirectTo }: { shell: SiteFooterInputs; redirectTo: string }) {
  return (
    <footer>
      <SignUpBlock texts={shell.texts} />
      <div className="surface-dark">
        <div className="mx-auto flex max-w-header flex-col gap-8 px-4 py-10">
          <FooterMenu />
          {/* Content spec §2: a Give Feedback button on mobile. */}
          <a
            href={FEEDBACK_PATH}
            {...DISCOVER_ROUTE}
            className={buttonClasses({ variant: 'secondary' }, 'self-center md:hidden')}
            data-testid="give-feedback"
          >
            Give Feedback
          </a>
          <div className="grid gap-8 md:grid-cols-3">
            <div className="space-y-4">
              <SocialLinks />
              <CustomerServiceLines hours={shell.texts.serviceHours} />
            </div>
            <p className="text-sm">
              If you are using a screen reader and having difficulty with this website, please call{' '}
              <a href={`tel:${ACCESSIBILITY_PHONE}`} className={INLINE_LINK_CLASSES}>
                {ACCESSIBILITY_PHONE}
              </a>
              .
            </p>
            <div className="space-y-4">
              <LocaleChooser locale={shell.locale} redirectTo={redirectTo} />
              <LiteModeSwitch lite={shell.lite} redirectTo={redirectTo} />
            </div>
          </div>
          <p className="border-t border-cocoa pt-6 text-sm text-caramel">
            © {shell.year} Sweet Shop. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
