import { TotalsList } from '~/components/checkout/order-summary.tsx';
import type { CheckoutSummary } from '~/models/checkout-summary.ts';
import { SUMMARY_IMAGE_SIZE } from '~/models/checkout-constants.ts';
import { formatMoney } from '~/models/money.ts';

/**
 * The order summary beside shipping, billing and review (checkout spec §4): the lines with their images,
 * the progress toward free shipping and the totals. From md up it sits beside the step and stays in
 * view (sticky); on a phone it folds into a "Show order summary · $X" bar. The bar is a `<details>`
 * whose open state shows the summary next to it through CSS `:has()`, so it works without JavaScript
 * and the desktop column needs no second copy.
 */
export function CheckoutOrderSummary({ summary, className = '' }: { summary: CheckoutSummary; className?: string }) {
  const { currency } = summary.totals;
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <aside
      aria-labelledby="checkout-summary-title"
      className={`group/summary ${className}`}
      data-testid="checkout-summary"
    >
      <details className="group/bar rounded-lg border border-cream-dark bg-white md:hidden" data-testid="summary-bar">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
          <span>
            <span className="group-open/bar:hidden">Show</span>
            <span className="hidden group-open/bar:inline">Hide</span> order summary
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {money(summary.amount)}
          </span>
          <span aria-hidden="true" className="text-xl leading-none transition-transform group-open/bar:rotate-180">
            ▾
          </span>
        </summary>
      </details>
      <div className="mt-2 hidden space-y-4 rounded-lg bg-white p-5 shadow-sm group-has-[[open]]/summary:block md:mt-0 md:block">
        <h2 id="checkout-summary-title" className="text-xl font-bold">
          Order Summary{' '}
          <span className="text-base font-normal text-cocoa">
            ({summary.itemCount} {summary.itemCount === 1 ? 'item' : 'items'})
          </span>
        </h2>
        <ul className="divide-y divide-cream-dark" aria-label="Items in your bag" data-testid="summary-lines">
          {summary.lines.map((line) => (
            <li key={line.id} className="flex items-start gap-3 py-3 first:pt-0">
              <span className="relative shrink-0">
                {line.image ? (
                  <img
                    src={line.image.src}
                    alt=""
                    width={SUMMARY_IMAGE_SIZE}
                    height={SUMMARY_IMAGE_SIZE}
                    loading="lazy"
                    className="size-16 rounded border border-cream-dark bg-cream object-cover"
                  />
                ) : (
                  <span className="block size-16 rounded border border-cream-dark bg-cream" />
                )}
                <span
                  aria-hidden="true"
                  className="absolute -right-2 -top-2 min-w-6 rounded-full bg-chocolate px-1.5 text-center text-xs font-bold leading-6 text-white"
                >
                  {line.quantity}
                </span>
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words">{line.name}</span>
                {line.variation ? <span className="block text-sm text-cocoa">{line.variation}</span> : null}
                <span className="block text-sm text-cocoa">Quantity: {line.quantity}</span>
              </span>
              {line.price !== undefined ? (
                <span className="shrink-0 text-right">
                  {line.basePrice !== undefined ? (
                    <s className="block text-sm text-cocoa">
                      <span className="sr-only">Was </span>
                      {money(line.basePrice)}
                    </s>
                  ) : null}
                  {money(line.price)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {summary.banner ? (
          <div className="rounded border border-caramel bg-cream-dark p-3" data-testid="summary-free-shipping">
            <p className="text-sm font-semibold">{summary.banner.text}</p>
            <div
              role="progressbar"
              aria-label="Progress toward the discount"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={summary.banner.percent}
              className="mt-2 h-2 overflow-hidden rounded-full bg-white"
            >
              <div className="h-full rounded-full bg-candy" style={{ width: `${summary.banner.percent}%` }} />
            </div>
          </div>
        ) : null}
        <TotalsList totals={summary.totals} />
      </div>
    </aside>
  );
}
