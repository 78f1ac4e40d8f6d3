import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';

/** What the sheet a SheetLink opens is given: where the focus goes back to, and how it closes. */
export interface SheetControls {
  returnFocusTo: HTMLElement;
  onClose: () => void;
}

/**
 * A link that opens a sheet: without JavaScript — or with a modifier key, for a new tab or window —
 * it is a link to the sheet's page; with it, a click opens the sheet, whose code (`preload`) is
 * fetched as the shopper points at or focuses the link. The sheet is open for the location it was
 * opened on, so it closes on a route change.
 */
export function SheetLink({
  to,
  preload,
  sheet,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  to: string;
  preload: () => unknown;
  /** The sheet, a lazy component rendered inside this link's Suspense boundary. */
  sheet: (controls: SheetControls) => ReactNode;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState<{ key: string; opener: HTMLElement } | null>(null);
  return (
    <>
      <Link
        to={to}
        className={className}
        aria-label={ariaLabel}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpen({ key: location.key, opener: event.currentTarget });
        }}
      >
        {children}
      </Link>
      {open && open.key === location.key ? (
        <Suspense fallback={null}>{sheet({ returnFocusTo: open.opener, onClose: () => setOpen(null) })}</Suspense>
      ) : null}
    </>
  );
}
