import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/orders';
import { OrderSummaryList } from '~/components/account/order-summary-list.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { pageParam } from '~/models/order-history.ts';
import { orderHistory } from '~/services/customer.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Order History | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** Order history (checkout spec §2 /orders, §4): a page at a time (`?page=`), more while more records exist. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  return { history: await orderHistory(session, page) };
}

export default function Orders() {
  const { history } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="orders-title" className="space-y-4">
      <h1 id="orders-title" className="text-3xl font-bold">
        Order History
      </h1>
      {'error' in history ? (
        <Alert kind="error">{history.error}</Alert>
      ) : history.orders.length === 0 && history.paging.page > 1 ? (
        <p>
          There are no orders on this page.{' '}
          <Link to="/orders" className="font-semibold underline underline-offset-4">
            See your latest orders
          </Link>
        </p>
      ) : history.orders.length === 0 ? (
        <p>You have not placed any orders yet.</p>
      ) : (
        <>
          <OrderSummaryList orders={history.orders} headingLevel={2} />
          <nav aria-label="Order history pages" className="flex flex-wrap items-center justify-between gap-3">
            {history.paging.hasPrevious ? (
              <Link
                to={`/orders?page=${history.paging.page - 1}`}
                className="font-semibold underline underline-offset-4"
                rel="prev"
              >
                Previous page
              </Link>
            ) : (
              <span />
            )}
            <p data-testid="order-page">
              Page {history.paging.page} of {Math.max(history.paging.pageCount, history.paging.page)}
            </p>
            {history.paging.hasNext ? (
              <Link
                to={`/orders?page=${history.paging.page + 1}`}
                className="font-semibold underline underline-offset-4"
                rel="next"
              >
                Next page
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </>
      )}
    </section>
  );
}
