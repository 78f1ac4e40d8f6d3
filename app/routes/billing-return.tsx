import { redirect } from 'react-router';
import type { Route } from './+types/billing-return';
import { isProviderChoice } from '~/models/payment-methods.ts';
import { clearCheckoutError, setCheckoutError } from '~/services/checkout.server.ts';
import { completeProviderPayment } from '~/services/payment.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

/**
 * The provider's return (and cancel) URL: PayPal, Venmo and Klarna send the browser here after their
 * approval page. What happened is asked of the provider, not read from the query; then the shopper
 * goes on to the review, or back to billing with the reason (the basket as it was).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  // No session: nobody was sent to a provider from this browser (and an anonymous GET creates none).
  if (!session.exists || !isProviderChoice(params.provider)) throw redirect('/cart');
  const result = await completeProviderPayment(session, requestBasket(context), params.provider);
  if (result.ok) {
    await clearCheckoutError(session);
    throw redirect('/revieworder');
  }
  if (result.kind === 'info') {
    await clearCheckoutError(session);
    await session.setFlash({ kind: 'info', text: result.message });
  } else {
    await setCheckoutError(session, { message: result.message });
  }
  throw redirect('/billing');
}
