import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/revieworder';
import { PaymentDetails, ShipmentDetails } from '~/components/order/order-details.tsx';
import { OrderLines } from '~/components/order/order-lines.tsx';
import { PlaceOrderBar, PlaceOrderForm } from '~/components/order/place-order-form.tsx';
import { formError, type ActionResult } from '~/models/action-result.ts';
import { MESSAGES } from '~/models/messages.ts';
import { placeOrderSchema } from '~/models/order-forms.ts';
import { addressLines } from '~/models/address-rules.ts';
import { orderLines, orderTotals, shipmentViews, withDestinations } from '~/models/order-view.ts';
import { paymentLines } from '~/models/order-payment-lines.ts';
import { reviewDigest } from '~/models/order-placement.ts';
import { assertSameCustomer, checkoutState } from '~/services/checkout.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { placeOrder } from '~/services/order.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { candyNames } from '~/services/custom-mix.server.ts';
import { subscriptionOptins } from '~/models/subscription.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Review Order | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** Checkout pages belong to one shopper: never stored by any cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'no-store' };
}

/** Spec §4 (checkout step 3): everything entered so far, each part with its edit link, then "Place order". */
export async function loader({ context }: Route.LoaderArgs) {
  const { basket, customerKey } = await checkoutState(shopperSession(context), requestBasket(context));
  const shipments = shipmentViews(basket).filter((shipment) => shipment.lineIds.length > 0);
  return {
    customerKey,
    email: basket.customerInfo?.email ?? '',
    lines: withDestinations(
      orderLines(
        basket.productItems,
        await candyNames(catalogScope(context), basket.productItems),
        subscriptionOptins(basket.c_subscriptionOptins),
      ),
      basket,
    ),
    shipments,
    billingAddress: addressLines(basket.billingAddress, { phone: true }),
    payments: paymentLines(basket.paymentInstruments),
    totals: orderTotals(basket),
    reviewDigest: reviewDigest(basket),
  };
}

/**
 * "Place order" (intent `place-order`): see services/order.server.ts; always a redirect
 * (Post/Redirect/Get). A bag that no longer matches the review's digest goes back to the fresh
 * review with the reason atop it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  const submission = parseForm(form, { schema: placeOrderSchema });
  if (submission.status !== 'success')
    return data<ActionResult>({ result: submission.reply({ formErrors: [MESSAGES.formInvalid] }) }, { status: 400 });
  await assertSameCustomer(session, form);
  throw redirect(await placeOrder(session, requestBasket(context), submission.value.reviewDigest));
}

export default function ReviewOrder() {
  const { customerKey, email, lines, shipments, billingAddress, payments, totals, reviewDigest } =
    useLoaderData<typeof loader>();
  const error = formError(useActionData<typeof action>()?.result);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Review Your Order</h1>
      <section aria-labelledby="review-details-title" className="space-y-4">
        <h2 id="review-details-title" className="sr-only">
          Shipping and payment
        </h2>
        {email ? (
          <p className="wrap-anywhere">
            <span className="font-semibold">Email:</span> {email}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <ShipmentDetails shipments={shipments} editTo="/shipping" />
          <PaymentDetails
            payments={payments}
            billingAddress={billingAddress}
            currency={totals.currency}
            editTo="/billing"
          />
        </div>
      </section>
      <div>
        <OrderLines lines={lines} currency={totals.currency} title="Items in Your Bag" />
        <p className="mt-2">
          <Link to="/cart" className="font-semibold underline underline-offset-4">
            Edit bag
          </Link>
        </p>
      </div>
      {/* The totals are the checkout layout's order summary, beside this column (above it on a phone). */}
      <PlaceOrderForm customerKey={customerKey} reviewDigest={reviewDigest} {...(error ? { error } : {})} />
      {totals.total !== undefined ? <PlaceOrderBar total={totals.total} currency={totals.currency} /> : null}
    </div>
  );
}
