import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/order-details';
import { ReorderForm } from '~/components/account/order-summary-list.tsx';
import { OrderOverview } from '~/components/order/order-overview.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { orderView } from '~/models/order-view.ts';
import { orderDate } from '~/models/order-history.ts';
import { customerOrder } from '~/services/customer.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Order ${params.orderId} | Sweet Shop` },
  { name: 'robots', content: 'noindex' },
];

/** Order numbers are short; a longer id is no order (and is not sent on). */
const ORDER_NO = /^[A-Za-z0-9_-]{1,50}$/;

/** One of the customer's orders (checkout spec §2 /order-details/{orderId}); any other id is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const order = ORDER_NO.test(params.orderId) ? await customerOrder(session, params.orderId) : null;
  if (!order) throw data(ACCOUNT_MESSAGES.orderNotYours, { status: 404 });
  return { order: orderView(order) };
}

export default function OrderDetails() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="order-title" className="space-y-6">
      {/* A link button is a box of its own (a bare link is inline: the section's spacing would not reach the heading). */}
      <ButtonLink to="/orders" variant="link">
        Back to Order History
      </ButtonLink>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="order-title" className="text-3xl font-bold">
          Order <span data-testid="order-number">{order.orderNo}</span>
        </h1>
        <ReorderForm orderNo={order.orderNo} />
      </div>
      <dl className="flex flex-wrap gap-x-8 gap-y-1">
        <div>
          <dt className="inline font-semibold">Placed: </dt>
          <dd className="inline">{orderDate(order.creationDate)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Status: </dt>
          <dd className="inline" data-testid="order-status">
            {order.status}
          </dd>
        </div>
      </dl>
      <OrderOverview order={order} />
    </section>
  );
}
