import { shortCalendarDay } from '~/models/calendar-day.ts';
import { BackInStockForm } from './lazy-back-in-stock-form.ts';

/**
 * A coming-soon product (catalog spec: not buyable yet): when it arrives, if the catalog says
 * (`inventory.inStockDate`), and an e-mail sign-up for its arrival instead of a disabled "Add to bag".
 * The sign-up is the back-in-stock form (the same list: a mail when it can be bought).
 */
export function ComingSoon({ productId, inStockDate }: { productId: string; inStockDate?: string | undefined }) {
  return (
    <div className="space-y-3" data-testid="coming-soon">
      {inStockDate ? (
        <p className="font-semibold" data-testid="coming-soon-date">
          Arriving <time dateTime={inStockDate}>{shortCalendarDay(inStockDate)}</time>
        </p>
      ) : null}
      <BackInStockForm productId={productId} prompt="Email me when this item arrives." />
    </div>
  );
}
