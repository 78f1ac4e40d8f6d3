import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/account';
import { OrderSummaryList } from '~/components/account/order-summary-list.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { businessAccount, defaultAddressLines, defaultCardLabel } from '~/models/account-overview.ts';
import { RECENT_ORDERS_ON_DASHBOARD } from '~/models/account-constants.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { AddressLines } from '~/components/order/order-details.tsx';
import { customerOrNull, orderHistory } from '~/services/customer.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'My Account | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** The account overview (checkout spec §2 /account): greeting, recent orders, default address and card. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const [customer, history] = await Promise.all([
    customerOrNull(request, session),
    orderHistory(session, 1, RECENT_ORDERS_ON_DASHBOARD),
  ]);
  return {
    customer: customer
      ? {
          firstName: customer.firstName ?? '',
          lastName: customer.lastName ?? '',
          email: customer.email ?? customer.login ?? '',
          address: defaultAddressLines(customer.addresses),
          card: defaultCardLabel(customer.paymentInstruments),
          business: businessAccount(customer as Record<string, unknown>),
        }
      : null,
    history,
  };
}

export default function Account() {
  const { customer, history } = useLoaderData<typeof loader>();
  const name = customer ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') : '';
  return (
    <section aria-labelledby="account-title" className="space-y-6">
      <h1 id="account-title" className="text-3xl font-bold">
        My Account
      </h1>
      {customer ? (
        <p className="text-lg">Hello, {customer.firstName || name}!</p>
      ) : (
        <Alert kind="error">{ACCOUNT_MESSAGES.customerInfoUnavailable}</Alert>
      )}
      {customer ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-lg bg-white p-5 shadow-sm">
            <h2 className="mb-2 text-xl font-semibold">Profile</h2>
            <p>{name}</p>
            <p className="wrap-anywhere">{customer.email}</p>
            <Link to="/profile" className="mt-2 inline-block font-semibold underline underline-offset-4">
              Edit profile
            </Link>
          </div>
          <div className="rounded-lg bg-white p-5 shadow-sm">
            <h2 className="mb-2 text-xl font-semibold">Default Address</h2>
            {customer.address.length ? <AddressLines lines={customer.address} /> : <p>No saved address yet.</p>}
            <Link to="/addressbook" className="mt-2 inline-block font-semibold underline underline-offset-4">
              Manage addresses
            </Link>
          </div>
          {customer.business ? (
            <div className="rounded-lg bg-white p-5 shadow-sm" data-testid="business-account">
              <h2 className="mb-2 text-xl font-semibold">Business Account</h2>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
                {customer.business.organizationType ? (
                  <>
                    <dt className="font-semibold">Organization type</dt>
                    <dd>{customer.business.organizationType}</dd>
                  </>
                ) : null}
                {customer.business.details.map((detail) => (
                  <div key={detail.label} className="contents">
                    <dt className="font-semibold">{detail.label}</dt>
                    <dd className="wrap-anywhere">{detail.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          {customer.card ? (
            <div className="rounded-lg bg-white p-5 shadow-sm">
              <h2 className="mb-2 text-xl font-semibold">Default Card</h2>
              <p>{customer.card}</p>
            </div>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="recent-orders-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-orders-title" className="text-2xl font-bold">
            Recent Orders
          </h2>
          <Link to="/orders" className="font-semibold underline underline-offset-4">
            View all orders
          </Link>
        </div>
        {'error' in history ? (
          <Alert kind="error">{history.error}</Alert>
        ) : history.orders.length ? (
          <OrderSummaryList orders={history.orders} />
        ) : (
          <p>You have not placed any orders yet.</p>
        )}
      </section>
    </section>
  );
}
