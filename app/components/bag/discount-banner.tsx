import { lazy } from 'react';
import { ButtonLink, buttonClasses } from '~/components/ui/button.tsx';
import { SheetLink } from '~/components/ui/sheet-link.tsx';
import type { DiscountBanner as Banner } from '~/models/bag.ts';
import { ADD_TREATS_PATH } from '~/models/bag-constants.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';

const loadSheet = () => import('./add-treats-modal.tsx');
const AddTreatsModal = lazy(loadSheet);

/**
 * Catalog spec §4 (shipping promotions sheet): "Add $X for {item text}" with a progress bar toward
 * the nearest threshold (capped at 100 percent) and the "ADD TREATS" button; once qualified, the
 * congratulations instead. The button (`opener`) opens the "Add Treats" sheet (its page without
 * JavaScript), is a plain link to that page from inside another sheet, and is left out on the sheet itself.
 */
export function DiscountBanner({ banner, opener = 'sheet' }: { banner: Banner; opener?: 'sheet' | 'link' | 'none' }) {
  const button =
    banner.qualified || opener === 'none' ? null : opener === 'link' ? (
      <ButtonLink to={ADD_TREATS_PATH} size="sm" variant="secondary">
        {BAG_MESSAGES.addTreats}
      </ButtonLink>
    ) : (
      <SheetLink
        to={ADD_TREATS_PATH}
        preload={loadSheet}
        className={buttonClasses({ size: 'sm', variant: 'secondary' })}
        sheet={(controls) => <AddTreatsModal {...controls} />}
      >
        {BAG_MESSAGES.addTreats}
      </SheetLink>
    );
  return (
    <section
      aria-label="Discounts"
      className="rounded-lg border border-caramel bg-cream-dark p-4"
      data-testid="discount-banner"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold" data-testid="discount-banner-text">
          {banner.text}
        </p>
        {button}
      </div>
      <div
        role="progressbar"
        aria-label="Progress toward the discount"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={banner.percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white"
        data-testid="discount-progress"
      >
        <div className="h-full rounded-full bg-candy" style={{ width: `${banner.percent}%` }} />
      </div>
    </section>
  );
}
