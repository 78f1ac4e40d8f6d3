import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { DrawerMenuIsland } from '~/components/layout/menu-islands.tsx';
import { SUB_LINK_CLASSES } from '~/components/layout/menu-classes.ts';
import { ShopSelector } from '~/components/pickup/shop-selector.tsx';
import { CloseIcon } from '~/components/ui/icons/close-icon.tsx';
import { MenuIcon } from '~/components/ui/icons/menu-icon.tsx';
import { CUSTOMER_SERVICE_PHONE, formatBagCount } from '~/models/site-constants.ts';
import type { ShellData } from '~/models/layout.ts';
import { accountLink, bagItemsText } from '~/models/shell-links.ts';

/** Makes everything in the page but `keep` (and its ancestors) inert; the returned function undoes it. */
function inertOutside(keep: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (
        sibling !== node &&
        sibling instanceof HTMLElement &&
        !sibling.inert &&
        !(sibling instanceof HTMLScriptElement)
      ) {
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
export function MobileDrawer({ shell, menuVersion }: { shell: ShellData; menuVersion: string }) {
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
          hydrated
            ? ''
            : 'group-open/drawer:fixed group-open/drawer:right-2 group-open/drawer:top-2 group-open/drawer:z-20'
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
            <button
              type="button"
              onClick={close}
              className="flex size-11 items-center justify-center rounded text-chocolate"
            >
              <CloseIcon className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          ) : null}
        </div>

        <div className="flex flex-col gap-4 px-4 py-4">
          <ul className="grid grid-cols-2 gap-2">
            <li>
              <Link
                to={account.to}
                aria-label={account.ariaLabel}
                className="block rounded bg-cream px-3 py-3 text-center font-semibold text-chocolate"
              >
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

          <DrawerMenuIsland menu={shell.menu} version={menuVersion} />

          <ul className="space-y-1">
            <li>
              <Link to="/chocolateshops" className={SUB_LINK_CLASSES}>
                {shell.texts.findShopLabel}
              </Link>
            </li>
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
