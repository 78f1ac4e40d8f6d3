/**
 * The catalog's constants: listings, the product page, quantities, recently viewed products, the custom mix and the
 * catalog cache. Values the spec gives are cited; values it leaves "not shown" are chosen here, once, and marked as
 * such.
 */

/** Not shown: the cookie holding a browser's recently viewed product ids (signed; no server session needed). */
export const RECENTLY_VIEWED_COOKIE = 'sweet_rv';

/** Not shown: how long that cookie lasts after the last product view (as long as a guest's session). */
export const RECENTLY_VIEWED_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Not shown: how long catalog reads (and the pages rendered from them) are cached on the server (CATALOG_CACHE_TTL_SECONDS overrides). */
export const CATALOG_CACHE_TTL_SECONDS = 300;

/**
 * Not shown: how long after it expired a catalog answer may still be served when the backend fails to
 * give a fresh one (stale-if-error, services/cache.server.ts), and how long such a failure is trusted
 * before the backend is asked again.
 */
export const CATALOG_STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
export const CATALOG_STALE_RETRY_SECONDS = 15;

/** Catalog spec §9: quantity bounds (step 1). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;

/** Catalog spec §5: the limited-inventory notice shows when stock is below 10 (and not zero). */
export const LIMITED_INVENTORY_BELOW = 10;

/** Catalog spec §9: listing defaults — page size 12, sort featured-items, offset 0. */
export const LISTING_PAGE_SIZE = 12;

/** Not shown: the largest page size a shopper may ask for (SCAPI's product-search limit is 200; the spec also uses 24). */
export const LISTING_MAX_PAGE_SIZE = 48;
export const DEFAULT_SORT = 'featured-items';

/** Not shown: reviews per page of a product's all-reviews page (/product/{id}/reviews). */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * Listing refinements the storefront understands (URL `refineN=name=value`); any other attribute name
 * is dropped. Spec §4: price, c_isSale and c_isNew take one value, the others several. `cgid` only
 * appears on search pages (a category page's path carries its category).
 */
export const LISTING_REFINEMENTS = ['cgid', 'price', 'c_isSale', 'c_isNew', 'c_size', 'brand'] as const;
export const SINGLE_SELECT_REFINEMENTS = ['price', 'c_isSale', 'c_isNew'] as const;

/** Not shown: the longest refinement value kept from a URL, and how many values one attribute may carry. */
export const REFINEMENT_VALUE_MAX_LENGTH = 100;
export const REFINEMENT_MAX_VALUES = 20;

/** Not shown: the deepest offset asked for (the sandbox, like SCAPI, refuses offsets above 10,000). */
export const LISTING_MAX_OFFSET = 10_000;

/** Catalog spec §9: the long description is truncated at 55 words; 25 recently viewed products are kept. */
export const DESCRIPTION_WORD_LIMIT = 55;
export const RECENTLY_VIEWED_LIMIT = 25;

/** Catalog spec §9: products are fetched in batches of 24 ids. */
export const PRODUCT_BATCH_SIZE = 24;

/** Catalog spec §2: the heat-sensitive notice links to the shipping rates; the kosher marks to a certificate (its address is not shown). */
export const SHIPPING_RATES_PATH = '/help/shipping-rates';
export const KOSHER_CERTIFICATE_PATH = '/help/kosher-certificate';

/** Not shown: how many "Customers Also Love" products the product page offers (spec §9: carousels show 2 to 4 at a time). */
export const ALSO_LOVE_LIMIT = 8;

/** Sites that sell at volume prices (catalog spec: the volume-savings site): tiers on the product page and tiles. */
export const TIERED_PRICE_SITES: readonly string[] = ['volume-savings'];

/** Catalog §9: the custom-mix box's capacity (units), 30 when its candies come from one category, and the unit increment. */
export const CUSTOM_MIX_CAPACITY = 100;
export const CUSTOM_MIX_SINGLE_CATEGORY_CAPACITY = 30;
export const CUSTOM_MIX_UNIT_INCREMENT = 5;

/** Catalog §5: the flavour limit when the box product sets none (the spec leaves the value open). */
export const CUSTOM_MIX_FLAVOR_LIMIT = 8;

/** Boxes in progress kept in one session (the oldest goes when another is started). */
export const CUSTOM_MIX_BOXES_PER_SESSION = 5;

/**
 * Not shown: the daily cut-off of the product page's shipping estimate ("Order by 2 PM ET today for
 * delivery by …") and of the shipping methods' delivery dates: orders placed before it on a business
 * day leave the kitchen that day.
 */
export const SHIPPING_CUTOFF = { hour: 14, timeZone: 'America/New_York', label: '2 PM ET' } as const;

/** Not shown: business days the estimate allows, the slow end of the default method ("Ground (discounted)", 5-7 business days). */
export const SHIPPING_ESTIMATE_BUSINESS_DAYS = 7;

/** Not shown: the line beside "Heat Sensitive" that says it is packed cold (the dialog tells the rest). */
export const COLD_PACK_NOTE = 'Ships cold-packed with ice packs in warm weather';
