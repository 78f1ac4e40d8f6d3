/**
 * Business constants. Values the spec gives are cited; values it leaves "not shown" are chosen here,
 * once, and marked as such.
 */

/** Spec: an access token is valid while more than 60 s remain; at 60 s or less it is refreshed. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 60;

/** Spec: refresh tokens are kept 90 days; the server-side session lives as long. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** Spec: the bag badge shows --- above 99. */
export const BAG_COUNT_MAX = 99;
export const BAG_COUNT_OVERFLOW = '---';

/** Spec: the consent cookie equals '1' once the shopper agreed. The cookie's name is not shown. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_VALUE = '1';

/** Not shown: the cookie holding the chosen locale. */
export const LOCALE_COOKIE = 'locale';

/** Not shown: the session cookie's name. */
export const SESSION_COOKIE = 'sweet_sid';

/** Not shown: how long a commerce call may take before the page gives up (the failure tests want an answer within 2 s). */
export const COMMERCE_TIMEOUT_MS = 1500;

/** Not shown: how long catalog reads for the header and menu are cached on the server. */
export const CATALOG_CACHE_TTL_SECONDS = 300;

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
