import { redirect } from 'react-router';
import type { Route } from './+types/apple-pay-session';
import { applePaySessionSchema } from '~/models/apple-pay.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { merchantSession } from '~/services/apple-pay.server.ts';
import { assertSameCustomer, checkoutState } from '~/services/checkout.server.ts';
import { readFormData } from '~/services/form.server.ts';
import { sitePublicOrigin } from '~/services/public-origin.server.ts';
import { rateLimit } from '~/services/rate-limit.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

/** Nothing to show by GET: Apple Pay starts on the billing page. */
export function loader() {
  throw redirect('/billing');
}

/**
 * Apple Pay's merchant validation (the button's `onvalidatemerchant`): a form post with the checkout's
 * customer key; answers Apple's merchant session as JSON for `completeMerchantValidation`, for the
 * site's configured domain. Only with a basket at the billing step.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  const parsed = applePaySessionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return Response.json({ error: MESSAGES.formInvalid }, { status: 400 });
  await assertSameCustomer(session, form);
  await checkoutState(session, requestBasket(context));
  const attempt = await rateLimit(request, 'applePaySession');
  if (!attempt.allowed) return Response.json({ error: attempt.message }, attempt.init);
  const merchant = await merchantSession(sitePublicOrigin(request));
  if (!merchant) return Response.json({ error: CHECKOUT_MESSAGES.applePayUnavailable }, { status: 502 });
  return Response.json(merchant, { headers: { 'cache-control': 'no-store' } });
}
