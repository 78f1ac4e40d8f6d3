import { Form, Link, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { formatMoney } from '~/models/money.ts';
import { orderDate, type OrderSummary } from '~/models/order-history.ts';

/** The reorder button: a plain form post to /reorder, which answers with the bag. */
export function ReorderForm({ orderNo }: { orderNo: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== 'idle' &&
    navigation.formAction === '/reorder' &&
    navigation.formData?.get('orderNo') === orderNo;
  return (
    <Form method="post" action="/reorder">
      <input type="hidden" name="orderNo" value={orderNo} />
      <Button type="submit" variant="secondary" size="sm" pending={pending} aria-label={`Reorder order ${orderNo}`}>
        Reorder
      </Button>
    </Form>
  );
}

/**
 * Orders as the history and the overview list them: number, date, status, total, items and tracking per shipment.
 * Each order's heading is one level below the page's heading above the list (h2 under the history's h1, h3 under
 * the overview's "Recent Orders").
 */
export function OrderSummaryList({ orders, headingLevel = 3 }: { orders: OrderSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="space-y-4" data-testid="order-history">
      {orders.map((order) => (
        <li key={order.orderNo} className="rounded-lg bg-white p-4 shadow-sm" data-testid="order-summary">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Heading className="text-lg font-bold">
              <Link to={`/order-details/${encodeURIComponent(order.orderNo)}`} className="underline underline-offset-4">
                Order {order.orderNo}
              </Link>
            </Heading>
            <span className="font-semibold">
              {order.total !== undefined ? formatMoney(order.total, order.currency) : null}
            </span>
          </div>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">Date</dt>
            <dd>{orderDate(order.creationDate)}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>{order.status}</dd>
            <dt className="font-semibold">Items</dt>
            <dd>{order.itemCount}</dd>
            {order.shipments
              .filter((shipment) => shipment.trackingNumber)
              .map((shipment, index) => (
                <div key={shipment.id} className="contents">
                  <dt className="font-semibold">
                    {order.shipments.length > 1 ? `Tracking (shipment ${index + 1})` : 'Tracking'}
                  </dt>
                  <dd className="wrap-anywhere">
                    {shipment.trackingUrl ? (
                      <a href={shipment.trackingUrl} className="underline" rel="noopener noreferrer" target="_blank">
                        {shipment.trackingNumber}
                        <span className="sr-only"> (opens the carrier’s tracking page in a new tab)</span>
                      </a>
                    ) : (
                      shipment.trackingNumber
                    )}
                  </dd>
                </div>
              ))}
          </dl>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link
              to={`/order-details/${encodeURIComponent(order.orderNo)}`}
              className="self-center font-semibold underline underline-offset-4"
            >
              View details<span className="sr-only"> of order {order.orderNo}</span>
            </Link>
            <ReorderForm orderNo={order.orderNo} />
          </div>
        </li>
      ))}
    </ul>
  );
}
