/**
 * Forms' constants: the limits of a form post (models/form-post.ts), the honeypot field, the error summary's and the
 * password field's texts. Values the spec gives are cited; values it leaves "not shown" are chosen here, once, and
 * marked as such.
 */

/** Not shown: the largest form post the server reads (forms carry a few kilobytes; 100 KB fields still fit). */
export const FORM_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Not shown: the most fields one form post may carry, and how often one field name may repeat in it.
 * The largest form of the shop (billing) has a few dozen fields and no name repeats; a body beyond
 * these is refused before anything parses it (Conform's parsing of repeated names is quadratic:
 * 30,000 repeats kept the process busy for seconds).
 */
export const FORM_MAX_FIELDS = 1000;
export const FORM_MAX_REPEATS_PER_NAME = 50;

/**
 * Not shown: the shape of a form field's name. Conform fills a list up to the index a name gives
 * (`a[99999999]` ran the heap out) and walks every `.` of it, so names beyond these are refused before
 * it sees them; the shop's longest list has 50 rows (multi-ship), its longest name 34 characters and its
 * deepest 3 parts (`shipments[49].deliveryInstructions`; tests/unit/form-post.test.ts checks every form).
 */
export const FORM_MAX_LIST_INDEX = 99;
export const FORM_MAX_NAME_LENGTH = 100;
export const FORM_MAX_NAME_DEPTH = 4;

/** The honeypot field of the public forms (remix-utils' default name): empty for people, filled by bots. */
export const HONEYPOT_FIELD = 'name__confirm';

/** Not shown: the heading of a form's error summary, and what the page title starts with while it shows errors. */
export const ERROR_SUMMARY_TITLE = 'There is a problem';
export const ERROR_TITLE_PREFIX = 'Error: ';

/** Not shown: the toggle beside password fields (pressed while the password is visible). */
export const SHOW_PASSWORD_LABEL = 'Show password';
