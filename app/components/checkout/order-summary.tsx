import { formatMoney } from '~/models/money.ts';
import type { OrderTotals } from '~/models/order.ts';

/**
 * The totals of a basket or an order (review page, confirmation, tracking): subtotal (spec §9: the
 * total minus shipping minus tax), order discount, shipping, tax, total, and what gift cards pay.
 */
export function OrderSummary({ totals, title = 'Order Summary' }: { totals: OrderTotals; title?: string }) {
  const money = (amount: number) => formatMoney(amount, totals.currency);
  return (
    <section aria-labelledby="order-summary-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="order-summary-title" className="mb-3 text-xl font-bold">
        {title}
      </h2>
      <dl className="space-y-2" data-testid="order-totals">
        <Row label="Subtotal" value={money(totals.subtotal)} />
        {totals.orderDiscount > 0 ? <Row label="Order discount" value={`−${money(totals.orderDiscount)}`} /> : null}
        <Row label="Shipping" value={totals.shipping === undefined ? 'Calculated at checkout' : totals.shipping === 0 ? 'Free' : money(totals.shipping)} />
        <Row label="Tax" value={totals.tax === undefined ? 'Calculated at checkout' : money(totals.tax)} />
        {totals.total !== undefined ? <Row label="Order Total" value={money(totals.total)} strong testId="order-total" /> : null}
        {totals.giftCards > 0 ? <Row label="Paid by gift card" value={`−${money(totals.giftCards)}`} /> : null}
        {totals.remaining !== undefined ? <Row label="Remaining to pay" value={money(totals.remaining)} strong /> : null}
      </dl>
    </section>
  );
}

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-cream-dark pt-2 text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
