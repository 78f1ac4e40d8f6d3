/**
 * The account's constants: signing in, the order history, the overview. Values the spec gives are cited; values it
 * leaves "not shown" are chosen here, once, and marked as such.
 */

/**
 * Not shown: how long a failed sign-in takes, so an unknown e-mail (which the backend refuses without
 * checking a password) answers no faster than a wrong password: every failure is held to
 * the slowest recent failure, which sinks back to `floorMs` with `halfLifeMs`; never beyond
 * `ceilingMs` (slower failures, timeouts, set nothing), plus up to `jitterMs` at random.
 */
export const SIGN_IN_FAILURE_TIME = { floorMs: 250, ceilingMs: 1000, jitterMs: 50, halfLifeMs: 60 * 1000 } as const;

/** Checkout spec §9: the order history's page size ("a constant, value not shown"). */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** Not shown: how many recent orders the account overview lists. */
export const RECENT_ORDERS_ON_DASHBOARD = 3;
