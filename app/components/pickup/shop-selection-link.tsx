import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';

const loadDialog = () => import('./shop-selection-dialog.tsx');
const ShopSelectionDialog = lazy(loadDialog);

/**
 * An opener of the shop selection: a link to `/pickup` without JavaScript, the "Pick-Up In Shop"
 * sheet with it (its code fetched as the shopper reaches for the link). The sheet is open for the
 * location it was opened on, so choosing a shop (which reloads the page) closes it.
 */
export function ShopSelectionLink({ href, className, children, ...aria }: { href: string; className?: string; children: ReactNode; 'aria-label'?: string }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState<{ key: string; opener: HTMLElement } | null>(null);
  return (
    <>
      <Link
        to={href}
        className={className}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={(event) => {
          if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpen({ key: location.key, opener: event.currentTarget });
        }}
        {...aria}
      >
        {children}
      </Link>
      {open && open.key === location.key ? (
        <Suspense fallback={null}>
          <ShopSelectionDialog href={href} returnFocusTo={open.opener} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
