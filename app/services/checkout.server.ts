/**
 * What every checkout page shares: the basket and its derived step, the checkout error (spec §8) and
 * the customer check (spec §2: a customer change while on /shipping or /billing goes back to /cart).
 */
import { createHash } from 'node:crypto';
import { redirect } from 'react-router';
import { itemCount, type Basket } from '~/models/basket.ts';
import { checkoutErrorText, type CheckoutFailure } from '~/models/checkout-error.ts';
import { checkoutStep, CUSTOMER_KEY_FIELD, type CheckoutStep } from '~/models/checkout-step.ts';
import { checkoutSummary, type CheckoutSummary } from '~/models/checkout-summary.ts';
import { isThresholdMet, lineProducts } from './bag.server.ts';
import type { CatalogScope } from './catalog.server.ts';
import type { RequestBasket } from './basket.server.ts';
import type { CommerceProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';

export interface CheckoutState {
  basket: Basket & { basketId: string };
  step: CheckoutStep;
  /** Names the customer without showing the id (a hash prefix); posted back by checkout forms. */
  customerKey: string;
}

export function customerKey(customerId: string): string {
  return createHash('sha256').update(`checkout:${customerId}`).digest('base64url').slice(0, 16);
}

/**
 * The checkout's basket and step. A shopper without a basket that holds items, or whose basket is
 * below the site's threshold (spec §4, the volume-savings site), is sent to the bag, which says why.
 */
export async function checkoutState(session: ShopperSession, requestBasket: RequestBasket): Promise<CheckoutState> {
  const basket = await requestBasket.current();
  if (!basket?.basketId || itemCount(basket) === 0) throw redirect('/cart');
  if (!(await isThresholdMet(session.scope, basket))) throw redirect('/cart');
  return {
    basket: basket as CheckoutState['basket'],
    step: checkoutStep(basket),
    customerKey: customerKey(await session.customerId()),
  };
}

/** The order summary beside the steps; the lines' products come from the (cached) catalog. */
export async function orderSummaryOf(scope: CatalogScope, basket: Basket): Promise<CheckoutSummary> {
  return checkoutSummary(basket, await lineProducts(scope, basket));
}

/**
 * Spec §2: a checkout form posted for another customer than the one now signed in (another tab
 * signed in or out meanwhile) sends the shopper back to the bag instead of changing the basket.
 */
export async function assertSameCustomer(session: ShopperSession, form: FormData): Promise<void> {
  const posted = form.get(CUSTOMER_KEY_FIELD);
  if (typeof posted !== 'string' || posted !== customerKey(await session.customerId())) throw redirect('/cart');
}

/** What a failed commerce call said, for the checkout error text. */
export function failureOfProblem(problem: CommerceProblem): CheckoutFailure {
  return {
    ...(problem.flashes ? { flashes: problem.flashes } : {}),
    ...(problem.statusMessage ? { statusMessage: problem.statusMessage } : {}),
    message: problem.detail ?? problem.message,
    ...(problem.invalidFields ? { invalidFields: problem.invalidFields } : {}),
  };
}

/** Sets the checkout error (spec §8) from a failure; it shows atop the checkout pages. */
export async function setCheckoutError(session: ShopperSession, failure: CheckoutFailure): Promise<string> {
  const text = checkoutErrorText(failure);
  await session.update((data) => ({ ...data, checkoutError: text }));
  return text;
}

/** Clears the checkout error: "Back To Bag" (the bag page) and every successful step do. */
export async function clearCheckoutError(session: ShopperSession): Promise<void> {
  if (session.checkoutError) await session.update(({ checkoutError: _cleared, ...rest }) => rest);
}
