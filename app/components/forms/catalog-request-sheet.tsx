import { lazy, type ReactNode } from 'react';
import { SheetLink } from '~/components/ui/sheet-link.tsx';
import type { CatalogKind } from '~/models/catalog-request.ts';
import { CATALOG_REQUEST_TITLES, catalogRequestHref } from '~/models/service-form-rules.ts';

const loadModal = () => import('./catalog-request-modal.tsx');
const CatalogRequestModal = lazy(loadModal);

/** An opener of the "Download a Digital Catalog" or "Subscribe for Free" sheet (catalog spec §2): /catalog-request without JavaScript. */
export function CatalogRequestLink({
  kind,
  className,
  children,
}: {
  kind: CatalogKind;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <SheetLink
      to={catalogRequestHref(kind)}
      preload={loadModal}
      className={className}
      sheet={(controls) => <CatalogRequestModal kind={kind} {...controls} />}
    >
      {children ?? CATALOG_REQUEST_TITLES[kind]}
    </SheetLink>
  );
}
