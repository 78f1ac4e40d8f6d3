import { Link } from 'react-router';
import { ContentGlobalBanner } from '~/components/content/global-banner.tsx';
import { MegaMenu } from '~/components/layout/mega-menu.tsx';
import { MobileDrawer } from '~/components/layout/mobile-drawer.tsx';
import { SiteSearch } from '~/components/search/site-search.tsx';
import { SiteLogo } from '~/components/layout/site-logo.tsx';
import { SiteTabs } from '~/components/layout/site-tabs.tsx';
import { ShopSelector } from '~/components/pickup/shop-selector.tsx';
import { AccountIcon } from '~/components/ui/icons/account-icon.tsx';
import { BagIcon } from '~/components/ui/icons/bag-icon.tsx';
import { PhoneIcon } from '~/components/ui/icons/phone-icon.tsx';
import { SearchIcon } from '~/components/ui/icons/search-icon.tsx';
import { ShopIcon } from '~/components/ui/icons/shop-icon.tsx';
import { CUSTOMER_SERVICE_PHONE, formatBagCount } from '~/models/site-constants.ts';
import type { ShellData } from '~/models/layout.ts';
import { accountLink, bagItemsText } from '~/models/shell-links.ts';
import { MAIN_SITE } from '~/models/sites.ts';
import { islandVersion } from '~/models/static-island.ts';

const ICON_CLASSES = 'size-5 shrink-0';
const QUICK_LINK_CLASSES =
  'flex items-center gap-1.5 text-sm font-semibold text-chocolate underline-offset-4 hover:underline';

/** An optional content-managed line above everything else. */
function GlobalBanner({ text }: { text: string }) {
  return (
    <section aria-label="Announcement" className="bg-candy px-4 py-2 text-center text-sm font-semibold text-white">
      <p>{text}</p>
    </section>
  );
}

/** The bag icon with its count badge (none while the bag is empty); the badge is visual, the link's hidden text says the same in words. */
function BagLink({ count }: { count: number }) {
  return (
    <Link to="/cart" className="relative flex size-11 items-center justify-center text-chocolate">
      <BagIcon className="size-7 shrink-0" />
      <span
        data-testid="bag-count"
        aria-hidden="true"
        hidden={count === 0}
        className="absolute right-0 top-0 min-w-5 rounded-full bg-candy px-1 text-center text-xs font-bold leading-5 text-white"
      >
        {formatBagCount(count)}
      </span>
      <span className="sr-only">Bag, {bagItemsText(count)}</span>
    </Link>
  );
}

/**
 * The phone's search toggle (catalog spec §2: below md the field hides behind it). A link to the search form, whose
 * `:target` shows it, with JavaScript or without; with it the field also takes the focus, once the link has been
 * followed (a task later: the form shows only then).
 */
function SearchToggle() {
  return (
    <a
      href="#site-search"
      aria-label="Search"
      onClick={() => setTimeout(() => document.getElementById('site-search-q')?.focus())}
      className="flex size-11 items-center justify-center text-chocolate md:hidden"
    >
      <SearchIcon className={ICON_CLASSES} />
    </a>
  );
}

/** Phone, shop finder and account on desktop; the bag everywhere (on mobile the rest lives in the drawer). */
function QuickLinks({ shell }: { shell: ShellData }) {
  const account = accountLink(shell);
  return (
    <nav aria-label="Quick links">
      <ul className="flex items-center gap-5">
        <li className="max-md:hidden">
          <a href={`tel:${CUSTOMER_SERVICE_PHONE}`} className={QUICK_LINK_CLASSES}>
            <PhoneIcon className={ICON_CLASSES} />
            {CUSTOMER_SERVICE_PHONE}
          </a>
        </li>
        <li className="max-md:hidden">
          <Link to="/chocolateshops" className={QUICK_LINK_CLASSES}>
            <ShopIcon className={ICON_CLASSES} />
            {shell.texts.findShopLabel}
          </Link>
        </li>
        <li className="max-md:hidden">
          <Link
            to={account.to}
            data-testid="account-link"
            aria-label={account.ariaLabel}
            className={QUICK_LINK_CLASSES}
          >
            <AccountIcon className={ICON_CLASSES} />
            {account.label}
          </Link>
        </li>
        <li>
          <BagLink count={shell.bagCount} />
        </li>
      </ul>
    </nav>
  );
}

/**
 * The page header: optional banner, site tabs, then the sticky header with logo, search, quick links and the
 * menu (mega menu from md up, drawer below). Returns siblings: only the last part sticks, so render it as a
 * direct child of a tall container (e.g. `<body>`), not inside an element with `overflow: hidden`.
 */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const siteLabel = shell.siteId === MAIN_SITE.id ? null : shell.siteLabel;
  const menuVersion = islandVersion(shell.menu);
  return (
    <>
      {shell.contentBanner ? (
        <ContentGlobalBanner block={shell.contentBanner} />
      ) : shell.banner ? (
        <GlobalBanner text={shell.banner} />
      ) : null}
      <div className="surface-dark flex flex-wrap items-center justify-between">
        <SiteTabs tabs={shell.siteTabs} />
        {/* A landmark of its own: nothing on the page lies outside one (axe `region`). */}
        <section aria-label="Your shop" className="max-md:hidden">
          <ShopSelector shell={shell} />
        </section>
      </div>
      <header className="sticky top-0 z-header border-b border-cream-dark bg-white">
        <div className="mx-auto grid max-w-header grid-cols-[1fr_auto_1fr] items-center gap-x-4 gap-y-2 px-4 py-2 md:grid-cols-[auto_minmax(0,1fr)_auto] md:gap-x-8 md:py-3">
          <div className="md:hidden">
            <MobileDrawer shell={shell} menuVersion={menuVersion} />
          </div>
          <div className="justify-self-center md:justify-self-start">
            <SiteLogo siteLabel={siteLabel} />
          </div>
          <div className="order-last col-span-3 max-md:hidden max-md:has-[:target]:block md:order-none md:col-span-1 md:w-full md:max-w-xl md:justify-self-center">
            <SiteSearch />
          </div>
          <div className="flex items-center gap-2 justify-self-end">
            <SearchToggle />
            <QuickLinks shell={shell} />
          </div>
        </div>
        <div className="hidden border-t border-cream-dark md:block">
          <MegaMenu menu={shell.menu} version={menuVersion} />
        </div>
      </header>
    </>
  );
}
