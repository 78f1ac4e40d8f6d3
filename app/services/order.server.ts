/**
 * Placing the order (checkout spec §4 "Placing an order"), reading it back for the confirmation, and
 * finding an order for tracking. Placing is idempotent per basket: the session marks the basket
 * being ordered under its lock, so of any number of simultaneous submits one places the order and
 * the others wait for its outcome (models/order.ts `placeOrderRole`).
 */
import { failureOfFlashes, type CheckoutFailure } from '~/models/checkout-error.ts';
import { furthestCheckoutPath } from '~/models/checkout-step.ts';
import { ORDER_REQUEST_BUDGET_MS, PLACING_ORDER_POLL_MS } from '~/models/constants.ts';
import { MESSAGES } from '~/models/messages.ts';
import {
  isGiftCardInstrument,
  isPlaced,
  lastDigits,
  orderFailure,
  PAYMENT_METHOD,
  placeOrderRole,
  placingOutcome,
  type Order,
  type OrderPaymentInstrument,
  type PlacingOrderMark,
} from '~/models/order.ts';
import type { SiteId } from '~/models/sites.ts';
import { storefrontApis } from './app-token.server.ts';
import { currentBasket, rememberBasket } from './basket.server.ts';
import { checkoutState, failureOfProblem, setCheckoutError } from './checkout.server.ts';
import { commerceProblem, isResponse, shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperApis } from './commerce.server.ts';
import { setRequestBudgetMs } from './server-timing.server.ts';
import type { CheckoutSecrets, ShopperSession } from './session.server.ts';

/** Where the shopper goes after a submit of "Place order". */
export type PlaceOrderTarget = '/order-confirmation' | '/shipping' | '/billing' | '/revieworder' | '/cart';

type Outcome = { placed: Order } | { failed: CheckoutFailure; target: PlaceOrderTarget };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One submit of "Place order". Answers where to send the shopper: the confirmation once the order
 * is placed (also for a second submit of the same basket), /billing with the checkout error when
 * payment failed (the basket is back, under the same id), or the step the basket is at.
 */
export async function placeOrder(session: ShopperSession): Promise<PlaceOrderTarget> {
  // Creating, paying and (when refused) failing the order must not be cut off between two calls.
  setRequestBudgetMs(ORDER_REQUEST_BUDGET_MS);
  // The basket id comes from the session, not from a basket read: once the first submit has
  // created the order the basket is gone, and the others must still recognise it.
  const known = session.basketId === undefined ? ((await currentBasket(session))?.basketId ?? null) : session.basketId;
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
  return lead(session, decision.mark);
}

/** This submit places the order; any way out leaves the mark in a state the next submit understands. */
async function lead(session: ShopperSession, mark: PlacingOrderMark): Promise<PlaceOrderTarget> {
  let orderNo = mark.orderNo;
  try {
    const apis = await session.apis();
    let order: Order;
    const resumed = orderNo ? await orderToResume(apis, orderNo) : null;
    if (resumed) {
      // An earlier submit created the order and stopped before it was paid: resume paying it.
      order = resumed;
    } else {
      const created = await createOrder(session, apis, mark);
      if ('target' in created) return created.target;
      order = created.order;
      orderNo = order.orderNo!;
      await session.update((data) => ({ ...data, placingOrder: { ...mark, orderNo } }));
    }
    const outcome = await payOrder(apis, order, await session.checkoutSecrets(mark.basketId));
    if ('placed' in outcome) {
      await recordPlaced(session, mark, outcome.placed);
      return '/order-confirmation';
    }
    await setCheckoutError(session, outcome.failed);
    await releaseMark(session, mark, 'clear');
    return outcome.target;
  } catch (error) {
    // A redirect (expired session, maintenance), an outage or a time-out: the next submit resumes
    // the order when there is one, instead of waiting for this one.
    await releaseMark(session, { ...mark, ...(orderNo ? { orderNo } : {}) }, orderNo ? 'release' : 'clear');
    throw error;
  }
}

/** The order an earlier submit created, or null when SCAPI does not show it to this shopper (then the basket decides). */
async function orderToResume(apis: ShopperApis, orderNo: string): Promise<Order | null> {
  try {
    return (await apis.orders.getOrder({ parameters: { orderNo } })) as Order;
  } catch (error) {
    await shopperFacingProblem(error);
    return null;
  }
}

/** Step 1: the order from the basket, once the basket is at the review step. */
async function createOrder(session: ShopperSession, apis: ShopperApis, mark: PlacingOrderMark): Promise<{ order: Order } | { target: PlaceOrderTarget }> {
  const { basket, step } = await checkoutState(session).catch(async (error: unknown) => {
    // No basket with items any more (checkoutState redirects to the bag).
    if (isResponse(error)) await releaseMark(session, mark, 'clear');
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
  const missing = missingSecret(basket.paymentInstruments ?? [], await session.checkoutSecrets(basket.basketId));
  if (missing) {
    await setCheckoutError(session, { message: missing });
    await releaseMark(session, mark, 'clear');
    return { target: '/billing' };
  }
  try {
    return { order: (await apis.orders.createOrder({ body: { basketId: basket.basketId } })) as Order };
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    await releaseMark(session, mark, 'clear');
    if (problem.status === 404) {
      // The basket was ordered by a submit that never reported back; it is gone.
      await session.update((data) => ({ ...data, basketId: null }));
      return { target: '/cart' };
    }
    // Spec §7 of the issue: the basket stays as it is; the error shows atop the review page.
    await setCheckoutError(session, failureOfProblem(problem));
    rememberBasket(session, basket);
    return { target: '/revieworder' };
  }
}

function secretOfGiftCard(instrument: OrderPaymentInstrument, secrets: CheckoutSecrets | undefined) {
  const cards = secrets?.giftCards ?? [];
  const digits = lastDigits(instrument.giftCard?.maskedCardNumber ?? instrument.maskedGiftCertificateCode);
  return cards.find((card) => card.paymentInstrumentId === instrument.paymentInstrumentId) ?? cards.find((card) => digits && card.number.endsWith(digits));
}

/** What placing the order would lack: a gift card's number and code, or the card's security code. */
function missingSecret(instruments: readonly OrderPaymentInstrument[], secrets: CheckoutSecrets | undefined): string | null {
  for (const instrument of instruments) {
    if (isGiftCardInstrument(instrument) && (instrument.amount ?? 0) > 0 && !secretOfGiftCard(instrument, secrets)) return MESSAGES.reenterGiftCard;
    if (instrument.paymentMethodId === PAYMENT_METHOD.creditCard && !secrets?.securityCode) return MESSAGES.reenterSecurityCode;
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
    await apis.orders.failOrder({ parameters: { orderNo, reopenBasket: true }, body: { reasonCode: 'payment_auth_failure' } });
    return { failed: failure, target: '/billing' };
  };
  const attempt = async (call: () => Promise<unknown>): Promise<CheckoutFailure | null> => {
    try {
      order = (await call()) as Order;
      return null;
    } catch (error) {
      return failureOfProblem(await shopperFacingProblem(error));
    }
  };

  const settled = (): Outcome | null => {
    const failure = orderFailure(order);
    if (failure) return { failed: failure, target: '/billing' };
    return isPlaced(order) ? { placed: order } : null;
  };
  const early = settled();
  if (early) return early;

  for (const instrument of (order.paymentInstruments ?? []).filter((candidate) => isGiftCardInstrument(candidate) && !isAuthorized(candidate))) {
    const secret = secretOfGiftCard(instrument, secrets);
    if (!secret) return refused({ message: MESSAGES.reenterGiftCard });
    const failure = await attempt(() =>
      apis.orders.createPaymentInstrumentForOrder({
        parameters: { orderNo },
        body: { paymentMethodId: PAYMENT_METHOD.giftCard, giftCardRequest: { cardNumber: secret.number, cvc: secret.pin } } as never,
      }),
    );
    if (failure) return refused(failure);
  }

  const main = (order.paymentInstruments ?? []).find(
    (instrument) => !isGiftCardInstrument(instrument) && instrument.paymentMethodId !== PAYMENT_METHOD.noPayment && !isAuthorized(instrument),
  );
  if (main?.paymentInstrumentId) {
    const isCard = main.paymentMethodId === PAYMENT_METHOD.creditCard;
    if (isCard && !secrets?.securityCode) return refused({ message: MESSAGES.reenterSecurityCode });
    const token = main.c_paymentToken ?? main.paymentCard?.creditCardToken;
    const failure = await attempt(() =>
      apis.orders.updatePaymentInstrumentForOrder({
        parameters: { orderNo, paymentInstrumentId: main.paymentInstrumentId! },
        body: {
          paymentMethodId: main.paymentMethodId,
          ...(isCard ? { c_securityCode: secrets!.securityCode, ...(token ? { c_paymentToken: token } : {}) } : {}),
        } as never,
      }),
    );
    // A refused authorisation call (bad token, expired card) leaves the order unplaced: fail it.
    if (failure) return refused(failure);
  }
  // A declined card comes back as a failed order whose basket SCAPI has reopened already.
  return settled() ?? refused({});
}

/** Step 5: the order is placed; the secrets go and the confirmation can show it. */
async function recordPlaced(session: ShopperSession, mark: PlacingOrderMark, order: Order): Promise<void> {
  const orderNo = order.orderNo!;
  await session.dropCheckoutSecrets();
  await session.update(({ checkoutError: _cleared, ...data }) => ({
    ...data,
    // The ordered basket is gone; null says so without another lookup (and a reload of the POST
    // still matches the mark, so it shows this confirmation).
    basketId: data.basketId === mark.basketId ? null : data.basketId,
    placingOrder: { ...mark, orderNo },
    lastOrder: { orderNo, email: order.customerInfo?.email ?? '', guest: session.customerKind !== 'registered', placedAt: Date.now() },
  }));
  rememberBasket(session, null);
}

/**
 * Takes this submit's mark away: 'clear' removes it (nothing to resume), 'release' keeps the order
 * number but dates the mark back, so the next submit resumes the order at once instead of waiting.
 * Only this submit's own mark is touched.
 */
async function releaseMark(session: ShopperSession, mark: PlacingOrderMark, how: 'clear' | 'release'): Promise<void> {
  await session.update((data) => {
    const current = data.placingOrder;
    if (!current || current.basketId !== mark.basketId || current.startedAt !== mark.startedAt) return data;
    if (how === 'release') return { ...data, placingOrder: { ...current, ...(mark.orderNo ? { orderNo: mark.orderNo } : {}), startedAt: 0 } };
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
  await session.setFlash({ kind: 'info', text: MESSAGES.orderStillPlacing });
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
export async function findOrder(siteId: SiteId, orderNo: string, email: string): Promise<Order | null> {
  // The storefront's own token: looking an order up needs no shopper session.
  const apis = await storefrontApis(siteId);
  try {
    return await apis.custom<Order>('orders', 'order-lookup', { body: { orderNo, email } });
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    if (problem.status === 404 || problem.status === 400) return null;
    throw error;
  }
}
