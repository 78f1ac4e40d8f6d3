import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { MenuBannerCard } from '~/components/layout/mega-menu.tsx';
import { ShopSelector } from '~/components/pickup/shop-selector.tsx';
import { ChevronIcon, CloseIcon, MenuIcon } from '~/components/ui/icons.tsx';
import { CUSTOMER_SERVICE_PHONE, formatBagCount } from '~/models/constants.ts';
import type { ShellData } from '~/models/layout.ts';
import type { MenuItem } from '~/models/navigation.ts';
import { accountLink, bagItemsText } from '~/models/shell-links.ts';

const ROW_CLASSES = 'flex w-full items-center justify-between gap-4 py-3 text-left font-semibold text-chocolate';
const SUMMARY_CLASSES = `${ROW_CLASSES} cursor-pointer list-none [&::-webkit-details-marker]:hidden`;
const SUB_LINK_CLASSES = 'block py-2 text-cocoa underline-offset-4 hover:underline';
const CHEVRON_CLASSES = 'size-5 shrink-0 transition-transform';

/** A plain link row in the drawer's lists. */
function SubLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={SUB_LINK_CLASSES}>
        {children}
      </Link>
    </li>
  );
}

/** Third level: a second-level category with entries opens its own list; otherwise it is a link. */
function DrawerSubEntry({ item }: { item: MenuItem }) {
  if (item.children.length === 0) return <SubLink to={item.href}>{item.name}</SubLink>;
  return (
    <li>
      <details className="group/sub">
        <summary className={`${SUMMARY_CLASSES} py-2 font-medium`}>
          {item.name}
          <ChevronIcon className={`${CHEVRON_CLASSES} group-open/sub:rotate-90`} />
        </summary>
        <ul className="border-l-2 border-cream-dark pb-2 pl-4">
          <SubLink to={item.href}>Shop All {item.name}</SubLink>
          {item.children.map((child) => (
            <SubLink key={child.id} to={child.href}>
              {child.name}
            </SubLink>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Second level: a top-level entry with children opens its list (and banner); otherwise it is a link. */
function DrawerEntry({ item }: { item: MenuItem }) {
  const colour = item.color ? { color: item.color } : undefined;
  if (item.children.length === 0) {
    return (
      <li>
        <Link to={item.href} style={colour} className={`${ROW_CLASSES} uppercase tracking-wide`}>
          {item.name}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <details className="group/entry">
        <summary style={colour} className={`${SUMMARY_CLASSES} uppercase tracking-wide`}>
          {item.name}
          <ChevronIcon className={`${CHEVRON_CLASSES} group-open/entry:rotate-90`} />
        </summary>
        <ul className="pb-4 pl-4">
          <SubLink to={item.href}>Shop All {item.name}</SubLink>
          {item.children.map((child) => (
            <DrawerSubEntry key={child.id} item={child} />
          ))}
          {item.banner ? (
            <li className="max-w-56 pt-3">
              <MenuBannerCard banner={item.banner} />
            </li>
          ) : null}
        </ul>
      </details>
    </li>
  );
}

/** Makes everything in the page but `keep` (and its ancestors) inert; the returned function undoes it. */
function inertOutside(keep: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert && !(sibling instanceof HTMLScriptElement)) {
        sibling.inert = true;
        made.push(sibling);
      }
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

/**
 * The mobile menu. A `<details>` so it opens and closes without JavaScript; the open panel covers the page.
 * Without JS the summary itself moves onto the panel as its close control; with JS a close button takes that
 * role, the page behind it is inert, Escape closes the drawer from anywhere, and it closes after every navigation.
 */
export function MobileDrawer({ shell }: { shell: ShellData }) {
  const drawerRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const { key: locationKey } = useLocation();
  const shownLocationKey = useRef(locationKey);
  const account = accountLink(shell);

  // Close on route change only: a drawer opened before hydration finished must stay open.
  useEffect(() => {
    if (shownLocationKey.current === locationKey) return;
    shownLocationKey.current = locationKey;
    if (drawerRef.current) drawerRef.current.open = false;
  }, [locationKey]);

  function close() {
    if (drawerRef.current) drawerRef.current.open = false;
    summaryRef.current?.focus();
  }

  // While open, the page behind the drawer is inert (no focus, no clicks, out of the accessibility tree)
  // and Escape closes the drawer wherever the focus is.
  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    let released: (() => void) | null = null;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && drawer.open) close();
    };
    const toggled = () => {
      released?.();
      released = drawer.open ? inertOutside(drawer) : null;
      if (drawer.open) document.addEventListener('keydown', closeOnEscape);
      else document.removeEventListener('keydown', closeOnEscape);
    };
    drawer.addEventListener('toggle', toggled);
    // A drawer opened before hydration.
    if (drawer.open) toggled();
    return () => {
      drawer.removeEventListener('toggle', toggled);
      document.removeEventListener('keydown', closeOnEscape);
      released?.();
    };
  }, []);

  return (
    <details ref={drawerRef} data-mobile-drawer="" className="group/drawer">
      <summary
        ref={summaryRef}
        className={`flex size-11 cursor-pointer list-none items-center justify-center rounded text-chocolate [&::-webkit-details-marker]:hidden ${
          hydrated ? '' : 'group-open/drawer:fixed group-open/drawer:right-2 group-open/drawer:top-2 group-open/drawer:z-20'
        }`}
      >
        <MenuIcon className={hydrated ? 'size-6' : 'size-6 group-open/drawer:hidden'} />
        {hydrated ? null : <CloseIcon className="size-6 hidden group-open/drawer:block" />}
        <span className="sr-only">Menu</span>
      </summary>

      <div className="fixed inset-0 z-10 flex flex-col overflow-y-auto overscroll-contain bg-white">
        <div className="flex min-h-15 items-center justify-between border-b border-cream-dark px-4">
          <span className="font-display text-xl font-bold text-chocolate">Menu</span>
          {hydrated ? (
            <button type="button" onClick={close} className="flex size-11 items-center justify-center rounded text-chocolate">
              <CloseIcon className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          ) : null}
        </div>

        <div className="flex flex-col gap-4 px-4 py-4">
          <ul className="grid grid-cols-2 gap-2">
            <li>
              <Link to={account.to} aria-label={account.ariaLabel} className="block rounded bg-cream px-3 py-3 text-center font-semibold text-chocolate">
                {account.label}
              </Link>
            </li>
            <li>
              <Link to="/cart" className="block rounded bg-cream px-3 py-3 text-center font-semibold text-chocolate">
                Bag <span aria-hidden="true">({formatBagCount(shell.bagCount)})</span>
                <span className="sr-only">, {bagItemsText(shell.bagCount)}</span>
              </Link>
            </li>
          </ul>

          <ShopSelector shell={shell} tone="light" />

          <nav aria-label="Main">
            <ul className="divide-y divide-cream-dark border-y border-cream-dark">
              {shell.menu.map((item) => (
                <DrawerEntry key={item.id} item={item} />
              ))}
            </ul>
          </nav>

          <ul className="space-y-1">
            <SubLink to="/chocolateshops">{shell.texts.findShopLabel}</SubLink>
            <li>
              <a href={`tel:${CUSTOMER_SERVICE_PHONE}`} className={SUB_LINK_CLASSES}>
                Call {CUSTOMER_SERVICE_PHONE}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </details>
  );
}
