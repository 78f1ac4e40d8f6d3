import { formatMoney } from '~/models/money.ts';
import { totalsRows, type OrderTotals } from '~/models/order-view.ts';

/**
 * The totals of a basket or an order (review page, confirmation, tracking): merchandise, discounts,
 * shipping, tax — rows that add up to the total (models/order-view.ts `totalsRows`) — and what gift cards pay.
 */
export function OrderSummary({ totals, title = 'Order Summary' }: { totals: OrderTotals; title?: string }) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="order-summary-title" className="mb-3 text-xl font-bold">
        {title}
      </h2>
      <TotalsList totals={totals} />
    </section>
  );
}

/** The totals rows alone, for the checkout's order summary. */
export function TotalsList({ totals }: { totals: OrderTotals }) {
  const money = (amount: number) => formatMoney(amount, totals.currency);
  return (
    <dl className="space-y-2" data-testid="order-totals">
      {totalsRows(totals).map((row) => (
        <Row
          key={row.label}
          label={row.label}
          value={
            row.amount < 0
              ? `−${money(-row.amount)}`
              : row.label === 'Shipping' && row.amount === 0
                ? 'Free'
                : money(row.amount)
          }
        />
      ))}
      {totals.shipping === undefined ? <Row label="Shipping" value="Calculated at checkout" /> : null}
      {totals.tax === undefined ? <Row label="Tax" value="Calculated at checkout" /> : null}
      {totals.total !== undefined ? (
        <Row label="Order Total" value={money(totals.total)} strong testId="order-total" />
      ) : null}
      {totals.giftCards > 0 ? <Row label="Paid by gift card" value={`−${money(totals.giftCards)}`} /> : null}
      {totals.remaining !== undefined ? <Row label="Remaining to pay" value={money(totals.remaining)} strong /> : null}
    </dl>
  );
}

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-cream-dark pt-2 text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
