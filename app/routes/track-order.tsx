import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/track-order';
import { OrderOverview } from '~/components/order/order-overview.tsx';
import { TrackOrderForm } from '~/components/order/track-order-form.tsx';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { trackOrderSchema } from '~/models/order-forms.ts';
import { orderView } from '~/models/order-view.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { findOrder } from '~/services/order.server.ts';
import { rateLimit } from '~/services/rate-limit.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Track Your Order | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** A found order is personal: never stored by any cache; a refused lookup keeps its Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

export async function loader() {
  return { constraint: FORM_CONSTRAINTS.trackOrder };
}

/**
 * Finds an order by number and e-mail (a POST, so neither lands in a URL or a log). An unknown
 * number and a wrong e-mail get the same answer, and failed lookups are rate-limited per client and
 * per order number, so orders cannot be probed (RATE_LIMITS.trackOrder).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), { schema: trackOrderSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), order: null }, { status: 400 });
  const { orderNo, email } = submission.value;
  const attempt = await rateLimit(request, 'trackOrder', orderNo);
  if (!attempt.allowed)
    return data({ result: submission.reply({ formErrors: [attempt.message] }), order: null }, attempt.init);
  const order = await findOrder(catalogScope(context), orderNo, email);
  if (!order)
    return data(
      { result: submission.reply({ formErrors: [CHECKOUT_MESSAGES.orderNotFound] }), order: null },
      { status: 404 },
    );
  await attempt.succeeded();
  return { result: submission.reply(), order: orderView(order) };
}

export default function TrackOrder() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const order = actionData?.order;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <section aria-labelledby="track-order-title" className="mx-auto max-w-md">
        <h1 id="track-order-title" className="mb-2 text-3xl font-bold">
          Track Your Order
        </h1>
        <p className="mb-4">Enter your order number and the email address you used at checkout.</p>
        <TrackOrderForm constraint={constraint} lastResult={actionData?.result} />
      </section>
      <div aria-live="polite">
        {order ? (
          <section aria-labelledby="tracked-order-title" className="space-y-4">
            <h2 id="tracked-order-title" className="text-2xl font-bold">
              Order <span data-testid="tracked-order-number">{order.orderNo}</span>
            </h2>
            <dl className="flex flex-wrap gap-x-8 gap-y-1">
              <div>
                <dt className="inline font-semibold">Status: </dt>
                <dd className="inline" data-testid="order-status">
                  {order.status}
                </dd>
              </div>
              {order.shippingStatus ? (
                <div>
                  <dt className="inline font-semibold">Shipping: </dt>
                  <dd className="inline">{order.shippingStatus}</dd>
                </div>
              ) : null}
              {order.creationDate ? (
                <div>
                  <dt className="inline font-semibold">Placed: </dt>
                  <dd className="inline">{order.creationDate.slice(0, 10)}</dd>
                </div>
              ) : null}
            </dl>
            <OrderOverview order={order} showPayments={false} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
