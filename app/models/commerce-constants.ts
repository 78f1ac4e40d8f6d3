/**
 * The time budgets of the commerce calls (README glossary) and of the payment providers' calls. Values the spec gives
 * are cited; values it leaves "not shown" are chosen here, once, and marked as such.
 */

/** Not shown: how long a commerce call may take before the page gives up (the failure tests want an answer within 2 s). */
export const COMMERCE_TIMEOUT_MS = 1500;

/** Not shown: how long all commerce calls of one request may take together (the page still answers within 2 s). */
export const COMMERCE_REQUEST_BUDGET_MS = 1700;

/**
 * Not shown: the commerce budget of the place-order action. Placing an order is several calls in a
 * row (create the order, find it when that answer was lost, redeem each gift card, authorise the
 * card, fail the order if one step is refused) and must not be cut off half-way by
 * COMMERCE_REQUEST_BUDGET_MS, the budget of page reads.
 */
export const ORDER_REQUEST_BUDGET_MS = 12_000;

/**
 * Not shown: how long one call of the place-order action may take (instead of COMMERCE_TIMEOUT_MS):
 * a createOrder cut off after the backend created the order leaves an order to be found,
 * so it gets time enough to answer.
 */
export const ORDER_CALL_TIMEOUT_MS = 5000;

/** Not shown: how long a provider (PayPal, Klarna) may take to answer the storefront, per call. */
export const PAYMENT_PROVIDER_TIMEOUT_MS = 5000;
