import { lazy, type ReactNode } from 'react';
import { SheetLink } from '~/components/ui/sheet-link.tsx';

const loadDialog = () => import('./shop-selection-dialog.tsx');
const ShopSelectionDialog = lazy(loadDialog);

/** An opener of the shop selection: `/pickup` without JavaScript, the "Pick-Up In Shop" sheet with it (choosing a shop reloads the page, which closes it). */
export function ShopSelectionLink({
  href,
  className,
  children,
  ...aria
}: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <SheetLink
      to={href}
      preload={loadDialog}
      className={className}
      sheet={(controls) => <ShopSelectionDialog href={href} {...controls} />}
      {...aria}
    >
      {children}
    </SheetLink>
  );
}
