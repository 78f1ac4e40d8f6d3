/**
 * Pick-up in a shop's constants (catalog spec §8). Values the spec gives are cited; values it leaves "not shown" are
 * chosen here, once, and marked as such.
 */

/** Spec: the chosen shop is kept under the key SELECTED_SHOP (here the plain cookie for visitors without a session). */
export const SELECTED_SHOP_COOKIE = 'SELECTED_SHOP';

/** Spec (catalog §8): the pick-up sheet's ranges in miles, 10 by default. */
export const PICKUP_RANGES = [10, 20, 50, 100] as const;
export const PICKUP_DEFAULT_RANGE = 10;

/** Spec: the zip or postal code field takes at most 10 characters. */
export const PICKUP_ZIP_MAX = 10;

/** Not shown: the id of the store-pickup shipment the storefront creates. */
export const PICKUP_SHIPMENT_ID = 'pickup';

/** Not shown: the sites that offer pick-up in a shop (the shop selector shows there only). */
export const PICKUP_SITES: readonly string[] = ['sweet-shop'];
