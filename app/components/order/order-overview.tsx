import { OrderSummary } from '~/components/checkout/order-summary.tsx';
import { OrderLines } from '~/components/order/order-lines.tsx';
import { PaymentDetails, ShipmentDetails } from '~/components/order/order-details.tsx';
import type { OrderView } from '~/models/order-view.ts';

/** An order's lines, shipments, payments and totals (confirmation and tracking). */
export function OrderOverview({ order, showPayments = true }: { order: OrderView; showPayments?: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
      <div className="space-y-6">
        <OrderLines lines={order.lines} currency={order.totals.currency} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ShipmentDetails shipments={order.shipments} />
          {showPayments ? (
            <PaymentDetails
              payments={order.payments}
              billingAddress={order.billingAddress}
              currency={order.totals.currency}
            />
          ) : null}
        </div>
      </div>
      <div>
        <OrderSummary totals={order.totals} />
      </div>
    </div>
  );
}
