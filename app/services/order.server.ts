/**
 * Placing the order (checkout spec §4 "Placing an order"), reading it back for the confirmation, and
 * finding an order for tracking. Placing is idempotent per basket: the session marks the basket
 * being ordered under its lock, so of any number of simultaneous submits one places the order and
 * the others wait for its outcome (models/order-placement.ts `placeOrderRole`). Only the basket the shopper
 * reviewed is ordered (its digest, models/order-placement.ts `reviewDigest`), and an order whose createOrder
 * answer was lost is found again and paid, never left behind unpaid.
 */
import { redirect, type MiddlewareFunction } from 'react-router';
import { failureOfFlashes, type CheckoutFailure } from '~/models/checkout-error.ts';
import { furthestCheckoutPath } from '~/models/checkout-step.ts';
import { LOST_ORDER_CLOCK_SKEW_MS, PLACING_ORDER_POLL_MS } from '~/models/checkout-constants.ts';
import { ORDER_CALL_TIMEOUT_MS, ORDER_REQUEST_BUDGET_MS } from '~/models/commerce-constants.ts';
import { isGiftCardInstrument, paymentSplit } from '~/models/gift-card.ts';
import {
  approvalMatches,
  choiceOfMethodId,
  isTransactionLockout,
  orderTokenFields,
  PAY_BY_CHECK_METHOD,
} from '~/models/payment-methods.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import type { Order } from '~/models/order-view.ts';
import { lastDigits, PAYMENT_METHOD, type OrderPaymentInstrument } from '~/models/order-payment-lines.ts';
import {
  isPlaced,
  orderFailure,
  pendingOrderTakeover,
  placeOrderRole,
  placingOutcome,
  reviewDigest,
  type PlacingOrderMark,
} from '~/models/order-placement.ts';
import type { CatalogScope } from './catalog.server.ts';
import { storefrontApis } from './app-token.server.ts';
import { requestBasket, type RequestBasket } from './basket.server.ts';
import { checkoutState, failureOfProblem, setCheckoutError } from './checkout.server.ts';
import { MAINTENANCE_PATH } from './commerce-calls.server.ts';
import { commerceProblem, passesThrough, shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperApis } from './commerce.server.ts';
import { shopperSession } from './session-middleware.server.ts';
import type { CheckoutSecrets, ShopperSession } from './session.server.ts';

/** Where the shopper goes after a submit of "Place order". */
export type PlaceOrderTarget = '/order-confirmation' | '/shipping' | '/billing' | '/revieworder' | '/cart' | '/login';

/** A failed payment names the card when the card was declined (it is then taken off the basket). */
type Outcome =
  { placed: Order } | { failed: CheckoutFailure; target: PlaceOrderTarget; declinedCard?: string; lockedOut?: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One submit of "Place order" for the review whose digest is `reviewed`. Answers where to send the
 * shopper: the confirmation once the order is placed (also for a second submit of the same basket),
 * /billing with the checkout error when payment failed (the basket is back, under the same id), the
 * fresh review when the bag changed since, or the step the basket is at.
 */
export async function placeOrder(
  session: ShopperSession,
  requestBasket: RequestBasket,
  reviewed: string,
): Promise<PlaceOrderTarget> {
  // Creating, paying and (when refused) failing the order must not be cut off between two calls,
  // nor createOrder after the backend created the order: not the page reads' limits.
  session.calls.setBudget(ORDER_REQUEST_BUDGET_MS, ORDER_CALL_TIMEOUT_MS);
  // The basket id comes from the session, not from a basket read: once the first submit has
  // created the order the basket is gone, and the others must still recognise it.
  const known = session.basketId === undefined ? ((await requestBasket.current())?.basketId ?? null) : session.basketId;
  let decision = placeOrderRole({}, null, Date.now());
  await session.update((data) => {
    decision = placeOrderRole(data, data.basketId ?? known ?? null, Date.now());
    return decision.role === 'place' ? { ...data, placingOrder: decision.mark } : data;
  });
  if (decision.role === 'done') return '/order-confirmation';
  if (decision.role === 'wait') return awaitOutcome(session, decision.mark);
  if (!decision.mark.basketId) {
    await releaseMark(session, decision.mark, 'clear');
    return '/cart';
  }
  return lead(session, requestBasket, decision.mark, reviewed);
}

/**
 * This request places the order; any way out leaves the mark in a state the next submit (or page
 * view) understands. `reviewed` null: a page view finishing an attempt whose answer was lost, which
 * never creates an order — when none exists, nothing was ordered and the shopper is told so.
 */
async function lead(
  session: ShopperSession,
  requestBasket: RequestBasket,
  mark: PlacingOrderMark,
  reviewed: string | null,
): Promise<PlaceOrderTarget> {
  let current = mark;
  try {
    const apis = await session.apis();
    let order: Order | null = null;
    if (current.orderNo) {
      // An earlier submit created the order and stopped before it was paid: resume paying it.
      order = await orderToResume(apis, current.orderNo);
    } else if (current.orderRequestedAt) {
      // An earlier submit's createOrder never answered: its order may exist.
      const found = await lostOrder(session, apis, current).catch(() => 'unknown' as const);
      if (found === 'unknown') return await outcomeUnknown(session, current);
      order = found;
    }
    if (!order) {
      if (reviewed === null) return await nothingOrdered(session, current);
      const created = await createOrder(
        session,
        requestBasket,
        apis,
        current,
        reviewed,
        (requested) => (current = requested),
      );
      if ('target' in created) return created.target;
      order = created.order;
    }
    if (order.orderNo !== current.orderNo) {
      current = { ...current, orderNo: order.orderNo! };
      const recorded = current;
      await session.update((data) => ({ ...data, placingOrder: recorded }));
    }
    const outcome = await payOrder(apis, order, await session.checkoutSecrets(current.basketId));
    if ('placed' in outcome) {
      await recordPlaced(session, requestBasket, current, outcome.placed);
      return '/order-confirmation';
    }
    if (outcome.declinedCard) await forgetDeclinedCard(apis, current.basketId, outcome.declinedCard);
    if (outcome.lockedOut) {
      // Spec §8: the unauthorized title on a payment logs the shopper out with "Too many transaction attempts."
      await releaseMark(session, current, 'clear');
      await session.signOut();
      await session.setFlash({ kind: 'error', text: CHECKOUT_MESSAGES.tooManyTransactionAttempts });
      return '/login';
    }
    await setCheckoutError(session, outcome.failed);
    await releaseMark(session, current, 'clear');
    return outcome.target;
  } catch (error) {
    // A redirect (expired session, maintenance), an outage or a time-out: the next submit resumes
    // the order when there is one (or looks for it), instead of waiting for this one.
    await releaseMark(session, current, current.orderNo || current.orderRequestedAt ? 'release' : 'clear');
    throw error;
  }
}

/**
 * A page view of a session whose order attempt never reported back (see `pendingOrderTakeover`):
 * finishes it as the submit would have — the order found is paid and the confirmation shown, or
 * failed with its basket reopened and the checkout error on /billing — and tells the shopper.
 * Answers where to send them, or null when there was nothing to finish (another request took it).
 */
export async function finishPendingOrder(
  session: ShopperSession,
  requestBasket: RequestBasket,
): Promise<PlaceOrderTarget | null> {
  let taken = null as PlacingOrderMark | null;
  await session.update((data) => {
    taken = pendingOrderTakeover(data, Date.now());
    return taken ? { ...data, placingOrder: taken } : data;
  });
  if (!taken) return null;
  // Paying (or failing) the order must not be cut off half-way by a page's limits either.
  session.calls.setBudget(ORDER_REQUEST_BUDGET_MS, ORDER_CALL_TIMEOUT_MS);
  const target = await lead(session, requestBasket, taken, null);
  if (target === '/order-confirmation')
    await session.setFlash({ kind: 'info', text: CHECKOUT_MESSAGES.orderPlacedAfterInterruption });
  return target;
}

/** Root route middleware: a page view (GET) of a session with a pending order attempt finishes it first. */
export const pendingOrderMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = shopperSession(context);
  const path = new URL(request.url).pathname;
  // A field read: sessions without a pending attempt (and visitors without a session) go straight on.
  if (request.method !== 'GET' || path === MAINTENANCE_PATH || !pendingOrderTakeover(session.current ?? {}, Date.now()))
    return next();
  let target: PlaceOrderTarget | null = null;
  try {
    target = await finishPendingOrder(session, requestBasket(context));
  } catch (error) {
    if (error instanceof Response) throw error;
    // The backend failed half-way (maintenance included: the maintenance middleware redirects): the
    // mark was released, so the next page view tries again; this one shows what it can.
    console.warn('[order] finishing a pending order failed:', (error as Error)?.message ?? error);
  }
  return target && target !== path ? redirect(target) : next();
};

/** The order an earlier submit created, or null when SCAPI does not show it to this shopper (then the basket decides). */
async function orderToResume(apis: ShopperApis, orderNo: string): Promise<Order | null> {
  try {
    return (await apis.orders.getOrder({ parameters: { orderNo } })) as Order;
  } catch (error) {
    await shopperFacingProblem(error);
    return null;
  }
}

/**
 * The order of a createOrder whose answer was lost, or null when there is none (then nothing was
 * ordered). A registered shopper's is among their orders (shopper-customers getCustomerOrders):
 * the unpaid one created since the call — every order the storefront heard of is paid or failed at
 * once. A guest has no order list: the custom API `orders/order-by-basket` finds the shopper's own
 * order by the basket id recorded before the call. Throws when the backend does not answer.
 */
async function lostOrder(session: ShopperSession, apis: ShopperApis, mark: PlacingOrderMark): Promise<Order | null> {
  if (session.isRegistered) {
    const from = new Date((mark.orderRequestedAt ?? mark.startedAt) - LOST_ORDER_CLOCK_SKEW_MS).toISOString();
    const orders = await apis.customers.getCustomerOrders({
      parameters: { customerId: await session.customerId(), from, status: 'created', limit: 10 },
    });
    const newest = (orders.data ?? []).find((order) => order.status === 'created' && order.orderNo);
    return newest ? orderToResume(apis, newest.orderNo!) : null;
  }
  try {
    return await apis.custom<Order>('orders', 'order-by-basket', { parameters: { basketId: mark.basketId } });
  } catch (error) {
    if ((await shopperFacingProblem(error)).status === 404) return null;
    throw error;
  }
}

/**
 * Neither createOrder nor the search for its order answered: say so, and leave the mark so the
 * next submit looks for the order again before creating one (and pays it if it exists).
 */
async function outcomeUnknown(session: ShopperSession, mark: PlacingOrderMark): Promise<PlaceOrderTarget> {
  await releaseMark(session, mark, 'release');
  await session.setFlash({ kind: 'error', text: CHECKOUT_MESSAGES.orderOutcomeUnknown });
  return '/cart';
}

/**
 * A page view finishing an attempt found no order of it: createOrder never reached the backend, so
 * the basket is as it was (or gone, when the basket id is unknown to SCAPI) and nothing was charged.
 */
async function nothingOrdered(session: ShopperSession, mark: PlacingOrderMark): Promise<PlaceOrderTarget> {
  await releaseMark(session, mark, 'clear');
  await session.setFlash({ kind: 'error', text: CHECKOUT_MESSAGES.orderNotPlacedTryAgain });
  return '/cart';
}

/**
 * Step 1: the order from the basket, once the basket is at the review step and still what the
 * shopper reviewed. The time of the call is recorded first (`requested`): should its answer be
 * lost, the order is looked for instead of given up on.
 */
async function createOrder(
  session: ShopperSession,
  requestBasket: RequestBasket,
  apis: ShopperApis,
  mark: PlacingOrderMark,
  reviewed: string,
  requested: (mark: PlacingOrderMark) => void,
): Promise<{ order: Order } | { target: PlaceOrderTarget }> {
  const { basket, step } = await checkoutState(session, requestBasket).catch(async (error: unknown) => {
    // No basket with items any more (checkoutState redirects to the bag).
    if (passesThrough(error)) await releaseMark(session, mark, 'clear');
    throw error;
  });
  if (step !== 'review') {
    await releaseMark(session, mark, 'clear');
    return { target: furthestCheckoutPath(step) };
  }
  // Spec §8: a basket with flashes (stock gone, …) would only be refused; say why instead.
  const flagged = failureOfFlashes(basket);
  if (flagged) {
    await setCheckoutError(session, flagged);
    await releaseMark(session, mark, 'clear');
    return { target: '/revieworder' };
  }
  // The bag changed since the review (another tab): the shopper sees the fresh review, not this order.
  if (reviewDigest(basket) !== reviewed) {
    await releaseMark(session, mark, 'clear');
    await session.setFlash({ kind: 'error', text: CHECKOUT_MESSAGES.bagChangedSinceReview });
    return { target: '/revieworder' };
  }
  const secrets = await session.checkoutSecrets(basket.basketId);
  const outdated = outdatedApproval(basket, secrets);
  if (outdated) {
    // A provider approved another amount (the bag changed since) or its token is gone: approve again.
    await forgetDeclinedCard(apis, basket.basketId, outdated.paymentInstrumentId);
    await setCheckoutError(session, { message: outdated.message });
    await releaseMark(session, mark, 'clear');
    return { target: '/billing' };
  }
  const missing = missingSecret(basket.paymentInstruments ?? [], secrets);
  if (missing) {
    await setCheckoutError(session, { message: missing });
    await releaseMark(session, mark, 'clear');
    return { target: '/billing' };
  }
  const sent: PlacingOrderMark = { ...mark, orderRequestedAt: Date.now() };
  await session.update((data) => (sameMark(data.placingOrder, mark) ? { ...data, placingOrder: sent } : data));
  requested(sent);
  let problem: Awaited<ReturnType<typeof commerceProblem>> = null;
  try {
    return { order: (await apis.orders.createOrder({ body: { basketId: basket.basketId } })) as Order };
  } catch (error) {
    if (passesThrough(error)) throw error;
    problem = await commerceProblem(error);
    if (problem && problem.status < 500 && problem.status !== 404) {
      // Refused: the basket stays as it is; the error shows atop the review page.
      await releaseMark(session, sent, 'clear');
      await setCheckoutError(session, failureOfProblem(problem));
      requestBasket.remember(basket);
      return { target: '/revieworder' };
    }
  }
  // No answer (an outage, a time-out, the backend crashed after creating the order), or the basket
  // is gone (404: a submit that never reported back ordered it): the order may exist.
  const found = await lostOrder(session, apis, sent).catch(() => 'unknown' as const);
  if (found === 'unknown') return { target: await outcomeUnknown(session, sent) };
  if (found) return { order: found };
  await releaseMark(session, sent, 'clear');
  if (problem?.status === 404) {
    // The basket is gone and no order of it exists.
    await session.update((data) => ({ ...data, basketId: null }));
    return { target: '/cart' };
  }
  // Nothing was ordered: the basket is as it was; say so atop the review page.
  await setCheckoutError(session, { message: CHECKOUT_MESSAGES.orderNotPlacedTryAgain });
  requestBasket.remember(basket);
  return { target: '/revieworder' };
}

const sameMark = (current: PlacingOrderMark | undefined, mark: PlacingOrderMark) =>
  current?.basketId === mark.basketId && current.startedAt === mark.startedAt;

function secretOfGiftCard(instrument: OrderPaymentInstrument, secrets: CheckoutSecrets | undefined) {
  const cards = secrets?.giftCards ?? [];
  const digits = lastDigits(instrument.giftCard?.maskedCardNumber ?? instrument.maskedGiftCertificateCode);
  return (
    cards.find((card) => card.paymentInstrumentId === instrument.paymentInstrumentId) ??
    cards.find((card) => digits && card.number.endsWith(digits))
  );
}

/** What placing the order would lack: a gift card's number and code, or the card's security code. */
function missingSecret(
  instruments: readonly OrderPaymentInstrument[],
  secrets: CheckoutSecrets | undefined,
): string | null {
  for (const instrument of instruments) {
    if (isGiftCardInstrument(instrument) && (instrument.amount ?? 0) > 0 && !secretOfGiftCard(instrument, secrets))
      return CHECKOUT_MESSAGES.reenterGiftCard;
    if (instrument.paymentMethodId === PAYMENT_METHOD.creditCard && !secrets?.securityCode)
      return CHECKOUT_MESSAGES.reenterSecurityCode;
  }
  return null;
}

/**
 * A PayPal, Venmo or Klarna instrument whose approval no longer pays the basket: none kept (e.g. the
 * session's secrets expired), or one for another amount or currency (the bag changed since).
 */
function outdatedApproval(
  basket: Parameters<typeof paymentSplit>[0] & { basketId: string },
  secrets: CheckoutSecrets | undefined,
) {
  const main = (basket?.paymentInstruments ?? []).find((instrument) => !isGiftCardInstrument(instrument));
  const methodId = main?.paymentMethodId;
  if (!main?.paymentInstrumentId || !methodId || methodId === PAY_BY_CHECK_METHOD || !choiceOfMethodId(methodId))
    return null;
  const amount = paymentSplit(basket).rest ?? basket?.orderTotal ?? 0;
  if (!secrets?.approval)
    return { paymentInstrumentId: main.paymentInstrumentId, message: CHECKOUT_MESSAGES.approvalMissing };
  if (
    !approvalMatches(secrets.approval, methodId, amount, basket?.currency ?? 'USD') ||
    Math.round((main.amount ?? 0) * 100) !== Math.round(amount * 100)
  ) {
    return { paymentInstrumentId: main.paymentInstrumentId, message: CHECKOUT_MESSAGES.approvalOutdated };
  }
  return null;
}

const isAuthorized = (instrument: OrderPaymentInstrument) => instrument.authorizationStatus?.code === 'OK';

/**
 * Steps 2–4: re-apply the gift cards (this redeems them), authorise the main instrument with its
 * token and security code (NO_PAYMENT needs nothing), and read the outcome from status and flashes.
 * A step the backend refuses fails the order with its basket reopened, so nothing is half-placed.
 */
async function payOrder(apis: ShopperApis, created: Order, secrets: CheckoutSecrets | undefined): Promise<Outcome> {
  const orderNo = created.orderNo!;
  let order = created;
  const refused = async (failure: CheckoutFailure): Promise<Outcome> => {
    await apis.orders.failOrder({
      parameters: { orderNo, reopenBasket: true },
      body: { reasonCode: 'payment_auth_failure' },
    });
    return { failed: failure, target: '/billing' };
  };
  let lockedOut = false;
  const attempt = async (call: () => Promise<unknown>): Promise<CheckoutFailure | null> => {
    try {
      order = (await call()) as Order;
      return null;
    } catch (error) {
      const problem = await shopperFacingProblem(error);
      lockedOut ||= isTransactionLockout(problem);
      return failureOfProblem(problem);
    }
  };

  const settled = (): Outcome | null => {
    const failure = orderFailure(order);
    if (failure) return { failed: failure, target: '/billing' };
    return isPlaced(order) ? { placed: order } : null;
  };
  const early = settled();
  if (early) return early;

  for (const instrument of (order.paymentInstruments ?? []).filter(
    (candidate) => isGiftCardInstrument(candidate) && !isAuthorized(candidate),
  )) {
    const secret = secretOfGiftCard(instrument, secrets);
    if (!secret) return refused({ message: CHECKOUT_MESSAGES.reenterGiftCard });
    const failure = await attempt(() =>
      apis.orders.createPaymentInstrumentForOrder({
        parameters: { orderNo },
        body: {
          paymentMethodId: PAYMENT_METHOD.giftCard,
          giftCardRequest: { cardNumber: secret.number, cvc: secret.pin },
        } as never,
      }),
    );
    if (failure) return refused(failure);
  }

  const main = (order.paymentInstruments ?? []).find(
    (instrument) =>
      !isGiftCardInstrument(instrument) &&
      instrument.paymentMethodId !== PAYMENT_METHOD.noPayment &&
      !isAuthorized(instrument),
  );
  if (main?.paymentInstrumentId) {
    const isCard = main.paymentMethodId === PAYMENT_METHOD.creditCard;
    if (isCard && !secrets?.securityCode) return refused({ message: CHECKOUT_MESSAGES.reenterSecurityCode });
    const token = main.c_paymentToken ?? main.paymentCard?.creditCardToken;
    // Spec §4 step 3: an alternative method's approval goes in its own fields (models/payment-methods.ts).
    const alternative = isCard
      ? {}
      : orderTokenFields(
          main.paymentMethodId ?? '',
          secrets?.approval?.methodId === main.paymentMethodId ? secrets?.approval?.token : undefined,
        );
    if (!alternative)
      return {
        ...(await refused({ message: CHECKOUT_MESSAGES.approvalMissing })),
        declinedCard: main.paymentInstrumentId,
      };
    const failure = await attempt(() =>
      apis.orders.updatePaymentInstrumentForOrder({
        parameters: { orderNo, paymentInstrumentId: main.paymentInstrumentId! },
        body: {
          paymentMethodId: main.paymentMethodId,
          ...(isCard
            ? { c_securityCode: secrets!.securityCode, ...(token ? { c_paymentToken: token } : {}) }
            : alternative),
        } as never,
      }),
    );
    // A refused authorisation call (bad token, expired card, a spent or foreign approval) leaves the
    // order unplaced: fail it. The card or approval comes off the basket: it cannot pay again.
    const declined = isCard || Object.keys(alternative).length > 0 ? { declinedCard: main.paymentInstrumentId } : {};
    if (failure) return { ...(await refused(failure)), ...declined, ...(lockedOut ? { lockedOut } : {}) };
    const outcome = settled();
    if (outcome && 'failed' in outcome) return { ...outcome, ...declined };
  }
  // A declined card comes back as a failed order whose basket SCAPI has reopened already.
  return settled() ?? refused({});
}

/**
 * A declined card comes off the reopened basket, so billing asks for another card instead of
 * offering to keep this one (and the review step is not reached with it). Best effort: when the
 * basket refuses, billing still shows the checkout error.
 */
async function forgetDeclinedCard(apis: ShopperApis, basketId: string, paymentInstrumentId: string): Promise<void> {
  try {
    await apis.baskets.removePaymentInstrumentFromBasket({ parameters: { basketId, paymentInstrumentId } });
  } catch (error) {
    await shopperFacingProblem(error);
  }
}

/** Step 5: the order is placed; the secrets go and the confirmation can show it. */
async function recordPlaced(
  session: ShopperSession,
  requestBasket: RequestBasket,
  mark: PlacingOrderMark,
  order: Order,
): Promise<void> {
  const orderNo = order.orderNo!;
  await session.dropCheckoutSecrets();
  await session.update(({ checkoutError: _cleared, ...data }) => ({
    ...data,
    // The ordered basket is gone; null says so without another lookup (and a reload of the POST
    // still matches the mark, so it shows this confirmation).
    basketId: data.basketId === mark.basketId ? null : data.basketId,
    placingOrder: { ...mark, orderNo },
    lastOrder: {
      orderNo,
      email: order.customerInfo?.email ?? '',
      guest: session.customerKind !== 'registered',
      placedAt: Date.now(),
    },
  }));
  requestBasket.remember(null);
}

/**
 * Takes this submit's mark away: 'clear' removes it (nothing to resume), 'release' keeps the order
 * number (or the time of a createOrder whose answer was lost) but dates the mark back, so the next
 * submit resumes (or looks for) the order at once instead of waiting. Only this submit's own mark
 * is touched.
 */
async function releaseMark(session: ShopperSession, mark: PlacingOrderMark, how: 'clear' | 'release'): Promise<void> {
  await session.update((data) => {
    const current = data.placingOrder;
    if (!current || !sameMark(current, mark)) return data;
    if (how === 'release') {
      const known = {
        ...(mark.orderNo ? { orderNo: mark.orderNo } : {}),
        ...(mark.orderRequestedAt ? { orderRequestedAt: mark.orderRequestedAt } : {}),
      };
      return { ...data, placingOrder: { ...current, ...known, startedAt: 0 } };
    }
    const { placingOrder: _cleared, ...rest } = data;
    return rest;
  });
}

/**
 * A second submit while the first is placing the same basket's order: wait for its outcome in the
 * session and go where it went — the confirmation, or /billing with its checkout error.
 */
async function awaitOutcome(session: ShopperSession, mark: PlacingOrderMark): Promise<PlaceOrderTarget> {
  const deadline = Date.now() + ORDER_REQUEST_BUDGET_MS + 2000;
  while (Date.now() < deadline) {
    await sleep(PLACING_ORDER_POLL_MS);
    // Read under the session's lock, from the store the session lives in (another instance may hold the first submit).
    const outcome = placingOutcome(await session.update((data) => data), mark);
    if (outcome === 'placed') return '/order-confirmation';
    if (outcome === 'failed') return '/billing';
  }
  await session.setFlash({ kind: 'info', text: CHECKOUT_MESSAGES.orderStillPlacing });
  return '/cart';
}

/** The order just placed, for the confirmation; null when the session has none or SCAPI no longer shows it. */
export async function lastPlacedOrder(session: ShopperSession): Promise<Order | null> {
  const last = session.current?.lastOrder;
  if (!last) return null;
  const apis = await session.apis();
  try {
    return (await apis.orders.getOrder({ parameters: { orderNo: last.orderNo } })) as Order;
  } catch (error) {
    const problem = await commerceProblem(error);
    // Another customer's now (signed in or out since): the confirmation is not theirs to see.
    if (problem && (problem.status === 403 || problem.status === 404)) return null;
    throw error;
  }
}

/** Order tracking: the order with this number and e-mail, or null (one answer for both misses). */
export async function findOrder(scope: CatalogScope, orderNo: string, email: string): Promise<Order | null> {
  // The storefront's own token: looking an order up needs no shopper session.
  const apis = await storefrontApis(scope);
  try {
    const order = await apis.custom<Order>('orders', 'order-lookup', { body: { orderNo, email } });
    // A declined attempt (failed) or an order not yet paid is no order to show as placed.
    return isPlaced(order) ? order : null;
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    if (problem.status === 404 || problem.status === 400) return null;
    throw error;
  }
}
