import { useLocation } from 'react-router';
import type { ShellData } from '~/models/layout.ts';
import { PICKUP_MESSAGES, pickupHref } from '~/models/pickup.ts';
import { ShopSelectionLink } from './shop-selection-link.tsx';

/**
 * Catalog spec §2: the shop selector of the dark strip and the mobile drawer — the chosen shop's name
 * with "Change", or "Select your preferred shop"; either opens the shop selection (`/pickup`; the sheet with JavaScript).
 */
export function ShopSelector({ shell, tone = 'dark' }: { shell: ShellData; tone?: 'dark' | 'light' }) {
  const location = useLocation();
  if (!shell.pickupEnabled) return null;
  const href = pickupHref(`${location.pathname}${location.search}`);
  const link =
    tone === 'dark' ? 'text-cream underline underline-offset-4' : 'text-chocolate underline underline-offset-4';
  return (
    <p
      className="flex min-h-9 min-w-0 flex-wrap items-center gap-x-2 px-3 py-2 text-sm sm:px-4"
      data-testid="shop-selector"
    >
      {shell.selectedShop ? (
        <>
          <span className="min-w-0 truncate font-semibold">{shell.selectedShop.name}</span>
          <ShopSelectionLink
            href={href}
            className={link}
            aria-label={`Change your preferred shop (${shell.selectedShop.name})`}
          >
            Change
          </ShopSelectionLink>
        </>
      ) : (
        <ShopSelectionLink href={href} className={link}>
          {PICKUP_MESSAGES.selectPrompt}
        </ShopSelectionLink>
      )}
    </p>
  );
}
