/**
 * The checkout's constants: shipping, payment (gift cards, pay later, pay by check, Apple Pay) and placing the order.
 * Values the spec gives are cited; values it leaves "not shown" are chosen here, once, and marked as such.
 */

/** Not shown: the checkout order summary's line image size (CSS pixels). */
export const SUMMARY_IMAGE_SIZE = 64;

/** Checkout spec §5: gift card numbers have 19 to 21 digits, their security codes 4. */
export const GIFT_CARD_NUMBER_LENGTH = { min: 19, max: 21 } as const;
export const GIFT_CARD_PIN_LENGTH = 4;

/** Not shown: how many gift cards one order may use. */
export const GIFT_CARDS_PER_ORDER = 5;

/**
 * Not shown: how long a place-order submit counts as in progress. A second submit for the same basket
 * within it waits for the first one's outcome; after it, the first is taken to have stopped half-way
 * and the second resumes its order (a double submit never creates a second order).
 */
export const PLACING_ORDER_WAIT_MS = 30_000;

/** Not shown: how often a waiting place-order submit looks at the session for the first one's outcome. */
export const PLACING_ORDER_POLL_MS = 100;

/**
 * Not shown: when a registered shopper's createOrder answer was lost, their unpaid orders created
 * since the call (less this much, for clocks that differ between the storefront and the backend)
 * are taken to be the lost one.
 */
export const LOST_ORDER_CLOCK_SKEW_MS = 60_000;

/** Checkout spec §9 "Buy-now-pay-later minimum amount: not shown": Klarna's Pay in 4 from $35 (C$35). */
export const BNPL_MINIMUM_AMOUNT = 35;

/** Not shown: Pay in 4 — four interest-free payments, two weeks apart. */
export const BNPL_INSTALMENTS = 4;
export const BNPL_INSTALMENT_DAYS = 14;

/** Not shown: where and to whom a pay-by-check order's check goes. */
export const PAY_BY_CHECK_PAYEE = 'Sweet Shop, Inc.';
export const PAY_BY_CHECK_ADDRESS = ['Sweet Shop Payments', 'PO Box 2400', 'San Francisco, CA 94126'];

/** Not shown: the largest Apple Pay payment token accepted (a device's EC_v1 token is 2–4 KB of JSON). */
export const APPLE_PAY_TOKEN_MAX_CHARS = 10_000;

/** The Apple Pay JS API version the button asks for (3: Safari 11.1 and later, enough for these fields). */
export const APPLE_PAY_VERSION = 3;

/** Checkout spec §9: a gift message holds at most 150 characters. */
export const GIFT_MESSAGE_MAX_LENGTH = 150;

/**
 * Not shown: a dated delivery (c_DATE_WANTED) is packed and scheduled, so its earliest day is this many
 * business days after the method's own arrival from today's ship day ("ship now" is faster).
 */
export const DELIVERY_DATE_PROCESSING_DAYS = 1;

/** Not shown: the transit of a method whose arrival text names no business days (the slow end of ground). */
export const DELIVERY_DATE_DEFAULT_TRANSIT_DAYS = 7;

/** Not shown: how far ahead of the first ship day a shopper may ask for delivery (calendar days; candy keeps that long). */
export const DELIVERY_DATE_WINDOW_DAYS = 60;
