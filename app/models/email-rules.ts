/**
 * The e-mail field's rules without zod (re-exported by field-rules.ts), so a browser-side check can
 * use them without pulling zod into a page's JavaScript.
 */

/** Contact spec §5: word characters, dots, percent, plus and hyphen, an at sign, a domain, a 2-6 letter suffix. */
export const EMAIL_PATTERN = /^[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,6}$/;

/** Content spec §9: e-mail addresses on forms are at most 50 characters. */
export const EMAIL_MAX_LENGTH = 50;
