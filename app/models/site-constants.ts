/**
 * The site frame's constants (header, menu, footer, cookie notice, chat) and the choices it keeps in cookies. Values
 * the spec gives are cited; values it leaves "not shown" are chosen here, once, and marked as such.
 */

/** Spec: the bag badge shows --- above 99. */
export const BAG_COUNT_MAX = 99;
export const BAG_COUNT_OVERFLOW = '---';

/** Spec: the consent cookie equals '1' once the shopper agreed. The cookie's name is not shown. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_VALUE = '1';

/** Not shown: the footer's "Lite mode" choice ('lite' or 'full'; without it the browser's Save-Data decides). */
export const LITE_MODE_COOKIE = 'lite_mode';

/** Not shown: the cookie holding the chosen locale. */
export const LOCALE_COOKIE = 'locale';

/** Checkout spec §7: the menu reads the root category with 4 levels. */
export const MENU_CATEGORY_LEVELS = 4;

/** Not shown: the customer-service phone number and hours (fixed text in the header and footer). */
export const CUSTOMER_SERVICE_PHONE = '1-800-555-0142';
export const CUSTOMER_SERVICE_HOURS = 'Monday–Friday, 7 am–6 pm PT';
export const CUSTOMER_SERVICE_EMAIL = 'help@sweetshop.example';

/** Not shown: the phone line for screen-reader assistance named in the footer. */
export const ACCESSIBILITY_PHONE = '1-800-555-0143';

/** Spec (content §2): the footer's social links. The profile addresses are not shown. */
export const SOCIAL_LINKS = [
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { id: 'x-twitter', label: 'X (Twitter)', href: 'https://x.com/' },
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { id: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  { id: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/' },
] as const;

/** The bag count as the header badge shows it. */
export function formatBagCount(count: number): string {
  if (Number.isNaN(count) || count <= 0) return '0';
  return count > BAG_COUNT_MAX ? BAG_COUNT_OVERFLOW : String(Math.floor(count));
}

/** Where the chat button is not shown: the bag and the checkout steps (content-and-forms §2, Footer). */
export const CHAT_HIDDEN_PATHS = ['/cart', '/shipping', '/billing', '/revieworder'];

/** Not shown: the paths that skip the cookie notice (COOKIE_NOTICE_SKIP_PATHS overrides): the policy it links to stays readable. */
export const COOKIE_NOTICE_SKIP_PATHS_DEFAULT = ['/company-info/privacy-policy'];

/** Not shown: how long the pointer rests on a menu entry before its dropdown opens, and how long it may leave before it closes. */
export const MENU_OPEN_DELAY_MS = 150;
export const MENU_CLOSE_DELAY_MS = 250;

/** Catalog spec §2 (side sheets): the "Need Help" sheet's page; the help pages it links to (their addresses are not shown). */
export const NEED_HELP_PATH = '/need-help';
export const FAQ_PATH = '/help/faq';

/**
 * Content spec §2 (footer): where the mobile "Give Feedback" button leads. Not shown: the contact form (with its
 * rate limit and spam checks) with the type "Other" chosen, rather than a third-party survey.
 */
export const FEEDBACK_PATH = '/contact-us?type=Other';

/** Catalog spec §2: the site-exit warning's page, where another site's tab leads without JavaScript (its address is not shown). */
export const SITE_EXIT_PATH = '/site-exit';
