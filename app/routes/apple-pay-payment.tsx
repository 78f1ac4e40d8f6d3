import { redirect } from 'react-router';
import type { Route } from './+types/apple-pay-payment';
import { applePayPaymentSchema } from '~/models/apple-pay.ts';
import { chosenShippingMethodId, shippingShipment } from '~/models/basket.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { payWithApplePay } from '~/services/apple-pay.server.ts';
import { assertSameCustomer, checkoutState } from '~/services/checkout.server.ts';
import { readFormData } from '~/services/form.server.ts';
import { PaymentRefused } from '~/services/payment.server.ts';
import { rateLimit } from '~/services/rate-limit.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

/** Nothing to show by GET: Apple Pay starts on the billing page. */
export function loader() {
  throw redirect('/billing');
}

/**
 * Apple Pay's payment authorisation (the button's `onpaymentauthorized`): a form post with the
 * payment token as JSON (`token`, at most APPLE_PAY_TOKEN_MAX_CHARS) and the total the sheet showed.
 * The order is placed as "Place order" does; the answer is JSON: `{ redirectTo }` with status 200 once
 * placed (the confirmation), else 402 with the checkout error waiting on the page it names; a
 * refused post is 400 `{ error }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  const parsed = applePayPaymentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return Response.json({ error: CHECKOUT_MESSAGES.applePayTokenInvalid }, { status: 400 });
  await assertSameCustomer(session, form);
  const { basket } = await checkoutState(session, requestBasket(context));
  if (!chosenShippingMethodId(shippingShipment(basket)))
    return Response.json({ error: CHECKOUT_MESSAGES.chooseShippingFirst, redirectTo: '/shipping' }, { status: 400 });
  const attempt = await rateLimit(request, 'applePayPayment');
  if (!attempt.allowed) return Response.json({ error: attempt.message }, attempt.init);
  let target;
  try {
    target = await payWithApplePay(session, requestBasket(context), basket, parsed.data);
  } catch (error) {
    if (error instanceof PaymentRefused) return Response.json({ error: error.message }, { status: 400 });
    throw error;
  }
  if (target !== '/order-confirmation') return Response.json({ redirectTo: target }, { status: 402 });
  await attempt.succeeded();
  return Response.json({ redirectTo: target });
}
