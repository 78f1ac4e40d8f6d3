import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { CatalogKind } from '~/models/catalog-request.ts';
import { CATALOG_REQUEST_TITLES, catalogRequestHref } from '~/models/service-form-rules.ts';

const loadModal = () => import('./catalog-request-modal.tsx');
const CatalogRequestModal = lazy(loadModal);

/**
 * An opener of the "Download a Digital Catalog" or "Subscribe for Free" sheet (catalog spec §2): a
 * link to /catalog-request without JavaScript, the sheet with it (its code fetched as the shopper
 * reaches for the link). The sheet is open for the location it was opened on, so it closes on a
 * route change.
 */
export function CatalogRequestLink({ kind, className, children }: { kind: CatalogKind; className?: string; children?: ReactNode }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState<{ key: string; opener: HTMLElement } | null>(null);
  return (
    <>
      <Link
        to={catalogRequestHref(kind)}
        className={className}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={(event) => {
          if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpen({ key: location.key, opener: event.currentTarget });
        }}
      >
        {children ?? CATALOG_REQUEST_TITLES[kind]}
      </Link>
      {open && open.key === location.key ? (
        <Suspense fallback={null}>
          <CatalogRequestModal kind={kind} returnFocusTo={open.opener} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
