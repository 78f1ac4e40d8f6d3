import { BackInStockForm } from './back-in-stock-form.tsx';

/** "Tue, Nov 2, 2027" for a YYYY-MM-DD day (a calendar day: no time zone shift). */
function arrivalDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

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
          Arriving <time dateTime={inStockDate}>{arrivalDay(inStockDate)}</time>
        </p>
      ) : null}
      <BackInStockForm productId={productId} prompt="Email me when this item arrives." />
    </div>
  );
}
