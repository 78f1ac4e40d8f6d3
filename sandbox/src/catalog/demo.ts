/**
 * Well-known catalog ids for other areas' seeds and tests, and for docs/demo-data.md.
 * They are checked by the catalog tests, so a change to the data that breaks one fails loudly.
 */
export const DEMO_PRODUCTS = {
  /** Standalone item, plenty in stock, USD 4.95 / CAD 6.73. */
  simpleItem: '10301',
  /** Master with size (8oz, 1lb, 2lb) and wrap (standard, gift) variants. */
  master: '10101',
  /** Its 8 oz standard-box variant: USD 24.95 / CAD 33.99, plenty in stock. */
  variant: '1010101',
  /** Its 1 lb gift-wrapped variant (USD 50.95) with only 3 left online. */
  lowStockVariant: '1010104',
  /** Variant of master 10113 (c_isOutOfStock, c_isShowBackInStock): every variant has ats 0. */
  outOfStockVariant: '1011301',
  /** Standalone item with ats 0 and c_isOutOfStock. */
  outOfStockItem: '10308',
  /** Standalone item with only 4 left online, on sale (USD 5.25 list, 3.68 sale). */
  lowStockItem: '10305',
  /** Coming soon (c_isComingSoon), ats 0. */
  comingSoon: '30302',
  /** Sales material with c_quantityLimit 50 (c_isCollateral, price 0). */
  collateral: '60101',
  /** Sales material with c_quantityLimit 2 and only 6 in stock. */
  collateralSmallLimit: '60301',
  /** $50 physical gift card (c_isGiftCard), and the $50 e-gift card (also c_isOnlineOnly). */
  giftCard: '50102',
  eGiftCard: '50104',
  /** Pickup-only (c_isPickupOnly). */
  pickupOnly: '10406',
  /** In shops only (c_isInShopOnly). */
  inShopOnly: '30601',
  /** Online only (c_isOnlineOnly, not available for in-store pickup). */
  onlineOnly: '10207',
  /** Ship-through date already passed (c_shipThrough 2024-12-20). */
  shipThroughPassed: '20104',
  /** Case product (c_isCase, c_caseQuantity 12). */
  caseProduct: '30501',
  /** Subscription-eligible (c_enableSubscription) item, USD 54.95. */
  subscription: '30402',
  /** Not sellable (c_unsellable); absent from search. */
  unsellable: '30304',
  /** Custom-mix chocolate box (candyWeightVariation 1lb, 2lb, 3lb) and a piece for it. */
  customMixBox: '40101',
  customMixPiece: '40201',
  /** Custom-mix lollipop box (size 12ct, 24ct). */
  lollipopMixBox: '40102',
  /** Lollipop master with color and size variants. */
  colorMaster: '20101',
} as const;

export const DEMO_CATEGORIES = {
  root: 'root',
  chocolate: 'chocolate',
  /** Four levels below root: root > chocolate > chocolate-boxes > truffles > dark-truffles. */
  deepest: 'dark-truffles',
  lollipops: 'lollipops',
  gifts: 'gifts',
  customMixes: 'custom-mixes',
  giftCards: 'gift-cards',
  sale: 'sale',
  /** Hidden sales-materials category (c_showInMenu false). */
  salesMaterials: 'order-forms',
} as const;
