/**
 * Images' constants: their rendered sizes, the widths and qualities they are offered in, and the image proxy's limits
 * and caching. Values the spec gives are cited; values it leaves "not shown" are chosen here, once, and marked as
 * such.
 */

/** Catalog spec §9 (images): rendered sizes, so images reserve their space before they load. */
export const IMAGE_SIZES = { tile: 400, gallery: 636, thumbnail: 78, swatch: 64 } as const;

/** Catalog spec §9 (images): the widths a raster image is offered in (`srcset`), and its quality. */
export const RESPONSIVE_IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3000] as const;
export const IMAGE_QUALITY = 80;

/** The qualities the image proxy passes on (models/image-url.ts): IMAGE_QUALITY and a few others, never any number. */
export const IMAGE_QUALITIES = [60, 70, IMAGE_QUALITY, 90] as const;

/** The `sizes` of a product tile (two to four columns) and of the product page's main image (at most 636 px). */
export const TILE_IMAGE_SIZES = '(min-width: 1024px) 25vw, 50vw';
export const GALLERY_IMAGE_SIZES = '(min-width: 768px) 636px, 100vw';

/**
 * Not shown: the same-origin image path (server/image-proxy.ts). Images bigger than this are not
 * passed on; an upstream answer slower than the timeout is a 504; the proxy keeps up to this many
 * images (and bytes) in memory, each for as long as its Cache-Control allows.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPSTREAM_TIMEOUT_MS = 5000;
export const IMAGE_CACHE_MAX_ENTRIES = 1000;
export const IMAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Not shown: browsers and shared caches keep an unversioned image a day; a versioned URL never changes. */
export const IMAGE_MAX_AGE_SECONDS = 24 * 60 * 60;
export const IMAGE_IMMUTABLE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
