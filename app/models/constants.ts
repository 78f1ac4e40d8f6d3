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
/** Not shown: the footer's "Lite mode" choice ('lite' or 'full'; without it the browser's Save-Data decides). */
export const LITE_MODE_COOKIE = 'lite_mode';

/** Not shown: the cookie holding the chosen locale. */
export const LOCALE_COOKIE = 'locale';

/** Not shown: the session cookie's name. */
export const SESSION_COOKIE = 'sweet_sid';

/**
 * Not shown: the embedded session store's ceiling. Beyond it the store drops expired sessions first,
 * then by class — anonymous ones with something worth keeping, then basket-holding, then signed-in —
 * and within a class the least recently used one created more than SESSION_STORE_PROTECTED_MS ago,
 * before any newer one (services/session-store.server.ts).
 */
export const SESSION_STORE_MAX_SESSIONS = 100_000;
/**
 * Not shown: how long a new session is protected from eviction in favour of older ones of its class
 * or below (a flood of sessions that keep coming back cannot push out the visitor who arrived a minute ago).
 */
export const SESSION_STORE_PROTECTED_MS = 10 * 60 * 1000;
/** Not shown: at the ceiling, the embedded store looks for expired sessions at most this often (the sweep is a full pass). */
export const SESSION_STORE_SWEEP_MS = 1000;
/**
 * Not shown: how long the checkout's secrets (card security code, gift-card numbers and PINs) are
 * kept after the shopper last entered one (minutes, never the session's 30–90 days).
 */
export const CHECKOUT_SECRETS_TTL_SECONDS = 15 * 60;
/** Not shown: the cookie carrying a one-shot message to the next page for a visitor without a stored session (signed). */
export const FLASH_COOKIE = 'sweet_flash';
/** Not shown: how long that message waits for the next page (the redirect that follows the post shows it at once). */
export const FLASH_COOKIE_MAX_AGE_SECONDS = 5 * 60;
/** Not shown: the cookie holding a browser's recently viewed product ids (signed; no server session needed). */
export const RECENTLY_VIEWED_COOKIE = 'sweet_rv';
/** Not shown: how long that cookie lasts after the last product view (as long as a guest's session). */
export const RECENTLY_VIEWED_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Not shown: how long a commerce call may take before the page gives up (the failure tests want an answer within 2 s). */
export const COMMERCE_TIMEOUT_MS = 1500;
/** Not shown: how long all commerce calls of one request may take together (the page still answers within 2 s). */
export const COMMERCE_REQUEST_BUDGET_MS = 1700;

/**
 * Not shown: rate limits (issue 6), per client (IP address; an IPv6 client by its /64), per account
 * (the e-mail, lower-cased; for gift cards the card number) or per client and account together.
 * Each rule is a sliding window; an attempt counts in every rule of its action and is refused with
 * 429 and Retry-After as soon as one of them is full (a refused attempt is not counted). Sign-in
 * counts failed attempts only, so shoppers behind one shared address are not locked out by the
 * sign-ins of others, and gift-card checks count refused ones; everything else counts every attempt
 * that reaches the commerce API.
 */
export const RATE_LIMITS = {
  /**
   * Sign-in also limits each account across all clients (many addresses guessing one password are
   * slowed to 20 guesses per 15 minutes), with a short window so the owner is not locked out for
   * long, and not at all from an address their sign-in to the account succeeded from in the last
   * 30 days (known clients are held only by the per-client rules).
   */
  signIn: {
    failuresOnly: true,
    knownClientSeconds: 30 * 24 * 60 * 60,
    rules: [
      { scope: 'client+account', limit: 10, windowSeconds: 15 * 60 },
      { scope: 'client', limit: 50, windowSeconds: 15 * 60 },
      { scope: 'account', limit: 20, windowSeconds: 15 * 60, exceptKnownClients: true },
    ],
  },
  register: {
    failuresOnly: false,
    rules: [
      { scope: 'client', limit: 5, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 5, windowSeconds: 60 * 60 },
    ],
  },
  /**
   * A reset request is limited per client; the address only bounds the mails it gets (3 per 30
   * minutes, the life of a reset link): past that the request answers the same "sent" page and sends
   * nothing, so others asking for the owner's address never lock the owner out — and whenever a mail
   * is withheld, recent ones with a link are in the owner's inbox.
   */
  passwordReset: {
    failuresOnly: false,
    rules: [
      { scope: 'client+account', limit: 5, windowSeconds: 60 * 60 },
      { scope: 'client', limit: 20, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 3, windowSeconds: 30 * 60, withholdsMail: true },
    ],
  },
  newPassword: {
    failuresOnly: false,
    rules: [
      { scope: 'account', limit: 5, windowSeconds: 60 * 60 },
      { scope: 'client', limit: 20, windowSeconds: 60 * 60 },
    ],
  },
  /**
   * The checkout's gift-card check; the account is the card number. Only refused checks (a wrong
   * code, an unknown or empty card) count: guessing codes is the attack, and the holder of a card
   * may apply it to several baskets. The per-card backstop holds only clients that guessed wrong at
   * that card themselves, so others' guesses never refuse the holder's right code.
   */
  giftCardBalance: {
    failuresOnly: true,
    rules: [
      { scope: 'client+account', limit: 5, windowSeconds: 15 * 60 },
      { scope: 'client', limit: 10, windowSeconds: 15 * 60 },
      { scope: 'account', limit: 5, windowSeconds: 15 * 60, exceptCleanClients: true },
    ],
  },
  /** "Send a new link" at /account-confirmation: each sends a verification mail, as a password reset does. */
  resendVerification: {
    failuresOnly: false,
    rules: [
      { scope: 'account', limit: 5, windowSeconds: 60 * 60 },
      { scope: 'client', limit: 20, windowSeconds: 60 * 60 },
    ],
  },
  /** Apple Pay's merchant validation (each asks Apple for a merchant session) and payment authorisation (each places an order). */
  applePaySession: {
    failuresOnly: false,
    rules: [{ scope: 'client', limit: 20, windowSeconds: 15 * 60 }],
  },
  applePayPayment: {
    failuresOnly: true,
    rules: [{ scope: 'client', limit: 10, windowSeconds: 15 * 60 }],
  },
  /**
   * Order tracking (/track-order); the account is the order number. Only lookups that find nothing
   * count; the per-order backstop (one order probed with many e-mails) holds only clients that
   * missed at that order themselves, so the owner's right e-mail is never refused because of others.
   */
  trackOrder: {
    failuresOnly: true,
    rules: [
      { scope: 'client+account', limit: 5, windowSeconds: 15 * 60 },
      { scope: 'client', limit: 20, windowSeconds: 15 * 60 },
      { scope: 'account', limit: 10, windowSeconds: 15 * 60, exceptCleanClients: true },
    ],
  },
  /**
   * The service forms (content spec): each sends a lead and most a mail to the address typed in, so
   * each client gets a few per hour, and each mailbox (the account) one confirmation a day whoever
   * posts: later posts still go through, without the mail.
   */
  contactForm: {
    failuresOnly: false,
    rules: [
      { scope: 'client', limit: 10, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 1, windowSeconds: 24 * 60 * 60, withholdsMail: true },
    ],
  },
  emailSignup: {
    failuresOnly: false,
    rules: [
      { scope: 'client', limit: 10, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 1, windowSeconds: 24 * 60 * 60, withholdsMail: true },
    ],
  },
  catalogRequest: {
    failuresOnly: false,
    rules: [
      { scope: 'client', limit: 10, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 1, windowSeconds: 24 * 60 * 60, withholdsMail: true },
    ],
  },
  campaignEntry: {
    failuresOnly: false,
    rules: [{ scope: 'client', limit: 10, windowSeconds: 60 * 60 }],
  },
  /** "Find a Concierge" answers a name and contact per zip: enough to look up a few, not to list them all. */
  conciergeLookup: {
    failuresOnly: false,
    rules: [{ scope: 'client', limit: 30, windowSeconds: 15 * 60 }],
  },
  /** Wrong content-preview secrets (/admin/preview?secret=): a few per client, so the secret cannot be guessed. */
  previewSecret: {
    failuresOnly: true,
    rules: [{ scope: 'client', limit: 10, windowSeconds: 15 * 60 }],
  },
} as const;

/**
 * Not shown: how long a failed sign-in takes, so an unknown e-mail (which the backend refuses without
 * checking a password) answers no faster than a wrong password: every failure is held to
 * the slowest recent failure, which sinks back to `floorMs` with `halfLifeMs`; never beyond
 * `ceilingMs` (slower failures, timeouts, set nothing), plus up to `jitterMs` at random.
 */
export const SIGN_IN_FAILURE_TIME = { floorMs: 250, ceilingMs: 1000, jitterMs: 50, halfLifeMs: 60 * 1000 } as const;

/** Not shown: the largest form post the server reads (forms carry a few kilobytes; 100 KB fields still fit). */
export const FORM_BODY_MAX_BYTES = 1024 * 1024;

/** Not shown: how long catalog reads (and the pages rendered from them) are cached on the server (CATALOG_CACHE_TTL_SECONDS overrides). */
export const CATALOG_CACHE_TTL_SECONDS = 300;
/** Not shown: the memory the rendered-page cache (server/page-cache.ts) may hold, over all pages (PAGE_CACHE_MAX_BYTES overrides; 0 turns it off). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Not shown: how long after it expired a catalog answer may still be served when the backend fails to
 * give a fresh one (stale-if-error, services/cache.server.ts), and how long such a failure is trusted
 * before the backend is asked again.
 */
export const CATALOG_STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
export const CATALOG_STALE_RETRY_SECONDS = 15;

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

/** Catalog spec §4, §9: suggestions need 3 characters; 6 products are suggestions, the rest recommended. */
export const SEARCH_MIN_CHARS = 3;
export const SUGGESTED_PRODUCTS = 6;
/** Search-term rows in the dropdown (not shown in the spec). */
export const SUGGESTED_SEARCH_TERMS = 3;
/** Not shown: how many products the suggestion call asks for (6 suggestions + one row of 4 recommended). */
export const SUGGESTION_FETCH_LIMIT = 10;
/** Not shown: the pause after the last keystroke before suggestions are fetched. */
export const SUGGESTION_DEBOUNCE_MS = 250;
/** Not shown: how long browsers and shared caches may keep a suggestion answer. */
export const SUGGESTION_CACHE_SECONDS = 60;
/** Not shown: the longest search term sent (SCAPI's product-search and suggestions refuse more than 50 characters). */
export const SEARCH_MAX_CHARS = 50;

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

/** DESIGN §2 (Caching): pages without personal data. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, must-revalidate, s-maxage=900';

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

/** Content slot holding the home page's blocks (the sandbox's content custom API). */
export const HOME_CONTENT_SLOT = 'home-main';
/** The home slot's best-sellers carousel, also offered when a search finds nothing. */
export const BEST_SELLERS_CONTENT_ID = 'home-best-sellers';

/** Catalog spec §2: the heat-sensitive notice links to the shipping rates; the kosher marks to a certificate (its address is not shown). */
export const SHIPPING_RATES_PATH = '/help/shipping-rates';
export const KOSHER_CERTIFICATE_PATH = '/help/kosher-certificate';

/** Not shown: how many "Customers Also Love" products the product page offers (spec §9: carousels show 2 to 4 at a time). */
export const ALSO_LOVE_LIMIT = 8;

// — Bag (/cart) —

/** Catalog spec §9: quantity changes in the bag are sent 400 ms after the last one. */
export const QUANTITY_DEBOUNCE_MS = 400;
/** Checkout spec §7, §9: the basket inventory check asks for at most 10 products per request. */
export const INVENTORY_BATCH_SIZE = 10;
/** Not shown: where the approaching-discount banner's "ADD TREATS" button leads (the main category). */
export const ADD_TREATS_PATH = '/category/chocolate';
/** Catalog spec §9: the free-shipping progress is capped at 100 percent. */
export const DISCOUNT_PROGRESS_MAX_PERCENT = 100;
/**
 * Checkout spec §4 (basket threshold): sites that validate a minimum order. Not shown which; the
 * volume-savings site sells at volume prices from a minimum order, the others validate none.
 */
export const BASKET_THRESHOLD_SITES: readonly string[] = ['volume-savings'];
/** Sites that sell at volume prices (catalog spec: the volume-savings site): tiers on the product page and tiles. */
export const TIERED_PRICE_SITES: readonly string[] = ['volume-savings'];
/** Not shown: the rendered size of a bag line's image (square). */
export const BAG_IMAGE_SIZE = 96;
/** Not shown: the checkout order summary's line image size (CSS pixels). */
export const SUMMARY_IMAGE_SIZE = 64;
/** Not shown: the longest promo code accepted (SCAPI coupon codes are short). */
export const PROMO_CODE_MAX_LENGTH = 50;

// — Shipping step —

// — Billing step —
/** Checkout spec §5: gift card numbers have 19 to 21 digits, their security codes 4. */
export const GIFT_CARD_NUMBER_LENGTH = { min: 19, max: 21 } as const;
export const GIFT_CARD_PIN_LENGTH = 4;
/** Not shown: how many gift cards one order may use. */
export const GIFT_CARDS_PER_ORDER = 5;

// — Review, order, confirmation, tracking —

/**
 * Not shown: how long a place-order submit counts as in progress. A second submit for the same basket
 * within it waits for the first one's outcome; after it, the first is taken to have stopped half-way
 * and the second resumes its order (issue 5: a double submit never creates a second order).
 */
export const PLACING_ORDER_WAIT_MS = 30_000;
/** Not shown: how often a waiting place-order submit looks at the session for the first one's outcome. */
export const PLACING_ORDER_POLL_MS = 100;
/**
 * Not shown: the commerce budget of the place-order action. Placing an order is several calls in a
 * row (create the order, find it when that answer was lost, redeem each gift card, authorise the
 * card, fail the order if one step is refused) and must not be cut off half-way by
 * COMMERCE_REQUEST_BUDGET_MS, the budget of page reads.
 */
export const ORDER_REQUEST_BUDGET_MS = 12_000;
/**
 * Not shown: how long one call of the place-order action may take (instead of COMMERCE_TIMEOUT_MS):
 * a createOrder cut off after the backend created the order leaves an order to be found,
 * so it gets time enough to answer.
 */
export const ORDER_CALL_TIMEOUT_MS = 5000;
/**
 * Not shown: when a registered shopper's createOrder answer was lost, their unpaid orders created
 * since the call (less this much, for clocks that differ between the storefront and the backend)
 * are taken to be the lost one.
 */
export const LOST_ORDER_CLOCK_SKEW_MS = 60_000;

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

// — The server's request edge (server/index.ts) —

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
/**
 * Not shown: requests the server works on at once (MAX_IN_FLIGHT_REQUESTS overrides it). Beyond it a
 * request gets a fast 503 with Retry-After instead of waiting in an unbounded queue; health checks
 * and static files are not counted, and a request counts only once its body has been read.
 */
export const MAX_IN_FLIGHT_REQUESTS = 256;
/**
 * Not shown: the Node server's deadlines for a client (server/app.ts). Its request's headers must have
 * arrived within REQUEST_HEADERS_TIMEOUT_SECONDS, the whole request — headers and body — within
 * REQUEST_TIMEOUT_SECONDS (past either: 408 and the connection closed), and an idle kept-alive connection
 * is closed after KEEP_ALIVE_TIMEOUT_SECONDS (behind a load balancer, set it above the balancer's own idle
 * timeout, or the balancer reuses connections the server is closing). Each overridable by the variable of
 * its name. A form of this shop is a few kilobytes: a body that takes longer than this is not a shopper's.
 */
export const REQUEST_HEADERS_TIMEOUT_SECONDS = 10;
export const REQUEST_TIMEOUT_SECONDS = 30;
export const KEEP_ALIVE_TIMEOUT_SECONDS = 5;
/** Not shown: how often the Node server looks for connections past those deadlines. */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1000;
/**
 * Not shown: request bodies one client address may be sending at once (MAX_BODY_READS_PER_CLIENT overrides
 * it). A body being read holds no in-flight slot (MAX_IN_FLIGHT_REQUESTS counts a request once its body is
 * in), so this is what keeps one client's slow posts few; one more is refused with 429.
 */
export const MAX_BODY_READS_PER_CLIENT = 8;
/** Not shown: the plain-text answers to a body that came too slowly, and to one too many from one client. */
export const REQUEST_BODY_MESSAGES = {
  timeout: 'This form took too long to arrive. Please send it again.',
  tooManyAtOnce: 'Too many forms are being sent from your address at once. Please try again in a few seconds.',
} as const;
/** Not shown: the Retry-After (seconds) of the overload answer. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;
/** Not shown: how long `/readyz` reuses its last look at the commerce backend, and how long one look may take. */
export const READINESS_CACHE_MS = 5000;
export const READINESS_TIMEOUT_MS = 2000;
/** Not shown: how long a starting server may spend asking itself for its first pages before `/readyz` says ready anyway. */
export const WARM_UP_TIMEOUT_MS = 15000;

/** Checkout spec §9 "Buy-now-pay-later minimum amount: not shown": Klarna's Pay in 4 from $35 (C$35). */
export const BNPL_MINIMUM_AMOUNT = 35;
/** Not shown: Pay in 4 — four interest-free payments, two weeks apart. */
export const BNPL_INSTALMENTS = 4;
export const BNPL_INSTALMENT_DAYS = 14;
/** Not shown: how long a provider (PayPal, Klarna) may take to answer the storefront, per call. */
export const PAYMENT_PROVIDER_TIMEOUT_MS = 5000;
/** Not shown: where and to whom a pay-by-check order's check goes. */
export const PAY_BY_CHECK_PAYEE = 'Sweet Shop, Inc.';
export const PAY_BY_CHECK_ADDRESS = ['Sweet Shop Payments', 'PO Box 2400', 'San Francisco, CA 94126'];
// — Content blocks and pages (content-and-forms §2, §4, §9) —

/** Spec: hero autoplay delay is the rotation speed (seconds) × 1000, else 4000 ms. */
export const HERO_AUTOPLAY_DEFAULT_MS = 4000;
/** The delivery key of the global header banner's content item. */
export const GLOBAL_BANNER_KEY = 'global-banner';
/** Spec §8: the text of a slot whose content is missing. */
export const MISSING_SLOT_CONTENT = 'Missing slotContent';
/** Not shown: external hosts content may link to (social profiles, the jobs board); every other link must be on this site. */
export const CONTENT_LINK_HOSTS = ['www.instagram.com', 'x.com', 'www.facebook.com', 'www.tiktok.com', 'www.youtube.com', 'www.pinterest.com', 'jobs.sweetshop.example'];
/** Not shown: origins a custom HTML block may frame (the logo sleeve form); set CONTENT_IFRAME_ORIGINS to change. */
export const CONTENT_IFRAME_ORIGINS_DEFAULT = ['https://forms.sweetshop.example'];
/** The only video host a video block loads, after the shopper's click (no cookies until played). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** Not shown: the longest path the catch-all looks up as a delivery key (longer ones are 404 without a call). */
export const CONTENT_KEY_MAX_LENGTH = 150;
/** The preview cookie (a signed flag of the editor's browser, never the shopper session) and how long it lasts. */
export const PREVIEW_COOKIE = '__content_preview';
export const PREVIEW_MAX_AGE_SECONDS = 8 * 60 * 60;
/** Customer groups the preview drawer offers (Personalization); "None selected" is the empty value. */
export const PREVIEW_CUSTOMER_GROUPS = ['Registered', 'Fundraising', 'VIP'];
/** Catalog §9: the custom-mix box's capacity (units), 30 when its candies come from one category, and the unit increment. */
export const CUSTOM_MIX_CAPACITY = 100;
export const CUSTOM_MIX_SINGLE_CATEGORY_CAPACITY = 30;
export const CUSTOM_MIX_UNIT_INCREMENT = 5;
/** Catalog §5: the flavour limit when the box product sets none (the spec leaves the value open). */
export const CUSTOM_MIX_FLAVOR_LIMIT = 8;
/** Boxes in progress kept in one session (the oldest goes when another is started). */
export const CUSTOM_MIX_BOXES_PER_SESSION = 5;
/** Checkout spec §9: the order history's page size ("a constant, value not shown"). */
export const ORDER_HISTORY_PAGE_SIZE = 10;
/** Not shown: how many recent orders the account overview lists. */
export const RECENT_ORDERS_ON_DASHBOARD = 3;
/** The honeypot field of the public forms (remix-utils' default name): empty for people, filled by bots. */
export const HONEYPOT_FIELD = 'name__confirm';

/** Content spec §3 and §9: a contact request opens a case with priority Medium and status Open. */
export const CONTACT_CASE = { priority: 'Medium', status: 'Open' } as const;

/** Catalog spec §7: the content item whose `cta.ctaLink` is the digital catalog's PDF. */
export const DIGITAL_CATALOG_CONTENT_ID = 'online-catalog';

/** Not shown: the largest Apple Pay payment token accepted (a device's EC_v1 token is 2–4 KB of JSON). */
export const APPLE_PAY_TOKEN_MAX_CHARS = 10_000;
/** Where the chat button is not shown: the bag and the checkout steps (content-and-forms §2, Footer). */
export const CHAT_HIDDEN_PATHS = ['/cart', '/shipping', '/billing', '/revieworder'];
/** Not shown: the paths that skip the cookie notice (COOKIE_NOTICE_SKIP_PATHS overrides): the policy it links to stays readable. */
export const COOKIE_NOTICE_SKIP_PATHS_DEFAULT = ['/company-info/privacy-policy'];

/** The Apple Pay JS API version the button asks for (3: Safari 11.1 and later, enough for these fields). */
export const APPLE_PAY_VERSION = 3;

// — Product page merchandising (issue 22) —

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

/** Not shown: the heading of a form's error summary, and what the page title starts with while it shows errors. */
export const ERROR_SUMMARY_TITLE = 'There is a problem';
export const ERROR_TITLE_PREFIX = 'Error: ';

/** Not shown: the toggle beside password fields (pressed while the password is visible). */
export const SHOW_PASSWORD_LABEL = 'Show password';

/** Not shown: how long the pointer rests on a menu entry before its dropdown opens, and how long it may leave before it closes. */
export const MENU_OPEN_DELAY_MS = 150;
export const MENU_CLOSE_DELAY_MS = 250;

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

/** Checkout spec §9: a gift message holds at most 150 characters. */
export const GIFT_MESSAGE_MAX_LENGTH = 150;

/** Catalog spec §8: what a failed search (the header's suggestions) logs. */
export const SEARCH_FAILURE_LOG = 'Failed to fetch';
