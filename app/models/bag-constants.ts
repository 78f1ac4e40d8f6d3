/**
 * The bag's constants (/cart). Values the spec gives are cited; values it leaves "not shown" are chosen here, once,
 * and marked as such.
 */

/** Catalog spec §9: quantity changes in the bag are sent 400 ms after the last one. */
export const QUANTITY_DEBOUNCE_MS = 400;

/** Checkout spec §7, §9: the basket inventory check asks for at most 10 products per request. */
export const INVENTORY_BATCH_SIZE = 10;

/** Catalog spec §2 (side sheets): the "Add Treats" sheet's page, where the banner's "ADD TREATS" button leads without JavaScript. */
export const ADD_TREATS_PATH = '/cart/add-treats';

/** Catalog spec §9: the free-shipping progress is capped at 100 percent. */
export const DISCOUNT_PROGRESS_MAX_PERCENT = 100;

/**
 * Checkout spec §4 (basket threshold): sites that validate a minimum order. Not shown which; the
 * volume-savings site sells at volume prices from a minimum order, the others validate none.
 */
export const BASKET_THRESHOLD_SITES: readonly string[] = ['volume-savings'];

/** Not shown: the rendered size of a bag line's image (square). */
export const BAG_IMAGE_SIZE = 96;

/** Not shown: the longest promo code accepted (SCAPI coupon codes are short). */
export const PROMO_CODE_MAX_LENGTH = 50;

/** Not shown: which products the "Add Treats" sheet offers (the main chocolate category), how many it reads and shows. */
export const ADD_TREATS_CATEGORY = 'chocolate';
export const ADD_TREATS_SEARCH_LIMIT = 48;
export const ADD_TREATS_LIMIT = 6;
