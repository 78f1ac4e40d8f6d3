/**
 * The seeded products, written out so the data reads like a real candy shop's assortment.
 * build.ts turns each spec into SCAPI product documents (master, variants, item) and inventory.
 * Ids are digits: the storefront reads a product id from a path ending in /{digits}.html.
 */
export type FamilyId = 'truffle' | 'assortment' | 'bar' | 'covered' | 'lollipop' | 'hardCandy' | 'gift' | 'piece' | 'popPiece' | 'giftCard' | 'collateral' | 'fudge';

/** Variation schemes: which attributes a master varies on. */
export type VariationScheme = 'size-wrap' | 'size' | 'wrap' | 'color-size' | 'candy-weight' | 'pop-count';

export type Flag =
  | 'c_isGiftCard'
  | 'c_isPickupOnly'
  | 'c_isOnlineOnly'
  | 'c_isOutOfStock'
  | 'c_isComingSoon'
  | 'c_isInShopOnly'
  | 'c_isShowBackInStock'
  | 'c_isKosher'
  | 'c_isDairyFree'
  | 'c_isOnSale'
  | 'c_isNew'
  | 'c_isBackIn'
  | 'c_isSustainable'
  | 'c_isCollateral'
  | 'c_isCase'
  | 'c_unsellable'
  | 'c_enableSubscription'
  | 'c_ogEnableImpulseUpsell'
  | 'c_isCustomMix'
  | 'c_isCustomMixPiece';

export interface ProductSpec {
  id: string;
  name: string;
  family: FamilyId;
  /** First is the primary category. Sale items are also put in `sale` automatically. */
  categories: string[];
  /** USD list price of the smallest variant, or of the item. */
  usd: number;
  /** Percent off the list price in the sale pricebooks. */
  salePercent?: number;
  variation?: VariationScheme;
  /** Images per view type (large, medium, small). */
  images?: number;
  flags?: Flag[];
  brand?: string;
  badge?: string;
  /** Online ats: one number for every variant (or the item), or per variant index (0-based). */
  stock?: number | Record<number, number>;
  /** A long description of more than 55 words. */
  long?: boolean;
  /** Not meltable even though the family usually is (or the reverse). */
  meltable?: boolean;
  /** Tiered prices for the volume-savings site. */
  tiered?: boolean;
  /** Fundraising price panel (suggested selling price) for the fundraising site. */
  fundraisingUsd?: number;
  /** Order-promotion callouts; category promotions (CATEGORY_PROMOTIONS) are added by build.ts. */
  promotions?: Array<{ promotionId: string; calloutMsg: string }>;
  /** Extra c_ attributes. */
  attrs?: Record<string, unknown>;
}

export const BRANDS = {
  house: 'Sweet Shop',
  signature: 'Sweet Shop Signature',
  heritage: 'Heritage Candy Co.',
  lolly: 'Lolly & Co.',
  cocoa: 'Cocoa Fields',
} as const;

const FREE_SHIPPING = { promotionId: 'free-shipping-75', calloutMsg: 'Free standard shipping on orders over $75' };

/**
 * Callouts of the automatic product promotions (commerce/seed.ts), shown on every product in the
 * category or below it. Ids and messages match the promotions the basket applies.
 */
export const CATEGORY_PROMOTIONS: Array<{ categoryId: string; promotionId: string; calloutMsg: string }> = [
  { categoryId: 'truffles', promotionId: 'truffles-3-for-2', calloutMsg: 'Buy 3 truffle boxes, get the cheapest free' },
  { categoryId: 'lollipops-classic', promotionId: 'lollipops-20-off', calloutMsg: '20% off all lollipops this week' },
  { categoryId: 'hard-candy', promotionId: 'hard-candy-buy2-save3', calloutMsg: 'Buy 2 hard candy tins, save $3' },
];

export const PRODUCT_SPECS: ProductSpec[] = [
  // Dark chocolate truffles
  {
    id: '10101',
    name: 'Dark Chocolate Sea Salt Truffles',
    family: 'truffle',
    categories: ['dark-truffles', 'truffles', 'gifts-25-50'],
    usd: 24.95,
    variation: 'size-wrap',
    images: 6,
    flags: ['c_isKosher', 'c_enableSubscription'],
    brand: BRANDS.signature,
    badge: 'Best Seller',
    long: true,
    stock: { 3: 3 },
    tiered: true,
    fundraisingUsd: 32,
    promotions: [FREE_SHIPPING],
  },
  {
    id: '10102',
    name: 'Espresso Dark Truffles',
    family: 'truffle',
    categories: ['dark-truffles', 'truffles'],
    usd: 26.5,
    variation: 'size-wrap',
    images: 3,
    stock: { 3: 3, 5: 7 },
  },
  {
    id: '10103',
    name: 'Raspberry Dark Truffles',
    family: 'truffle',
    categories: ['dark-truffles', 'truffles', 'thank-you'],
    usd: 24.95,
    variation: 'size-wrap',
    images: 3,
    salePercent: 20,
    flags: ['c_isOnSale'],
  },
  {
    id: '10104',
    name: 'Dark Chocolate Orange Truffles',
    family: 'truffle',
    categories: ['dark-truffles', 'truffles'],
    usd: 25.5,
    variation: 'size',
    images: 1,
    flags: ['c_isDairyFree', 'c_isSustainable'],
    brand: BRANDS.cocoa,
  },
  {
    id: '10105',
    name: 'Midnight Mint Truffles',
    family: 'truffle',
    categories: ['dark-truffles', 'truffles', 'holiday'],
    usd: 23.95,
    variation: 'size-wrap',
    images: 3,
    flags: ['c_isNew'],
  },
  // Milk chocolate truffles
  {
    id: '10111',
    name: 'Milk Chocolate Hazelnut Truffles',
    family: 'truffle',
    categories: ['milk-truffles', 'truffles', 'birthday'],
    usd: 24.95,
    variation: 'size-wrap',
    images: 6,
    flags: ['c_ogEnableImpulseUpsell'],
    long: true,
  },
  {
    id: '10112',
    name: 'Salted Caramel Milk Truffles',
    family: 'truffle',
    categories: ['milk-truffles', 'truffles'],
    usd: 24.95,
    variation: 'size-wrap',
    images: 3,
    badge: 'Best Seller',
    tiered: true,
    fundraisingUsd: 32,
  },
  {
    id: '10113',
    name: 'Champagne Truffles',
    family: 'truffle',
    categories: ['milk-truffles', 'truffles', 'holiday'],
    usd: 29.95,
    variation: 'size',
    images: 3,
    flags: ['c_isOutOfStock', 'c_isShowBackInStock'],
    stock: 0,
  },
  {
    id: '10114',
    name: 'Milk Chocolate Vanilla Truffles',
    family: 'truffle',
    categories: ['milk-truffles', 'truffles', 'gifts-under-25'],
    usd: 19.95,
    variation: 'size',
    images: 1,
    flags: ['c_isKosher'],
  },
  {
    id: '10115',
    name: 'White Chocolate Lemon Truffles',
    family: 'truffle',
    categories: ['milk-truffles', 'truffles'],
    usd: 21.95,
    variation: 'size',
    images: 1,
    flags: ['c_isNew'],
  },
  // Assortments
  {
    id: '10201',
    name: 'Classic Chocolate Assortment',
    family: 'assortment',
    categories: ['assortments', 'chocolate-boxes', 'gifts-25-50'],
    usd: 27.95,
    variation: 'size-wrap',
    images: 6,
    flags: ['c_isKosher', 'c_enableSubscription', 'c_ogEnableImpulseUpsell'],
    badge: 'Best Seller',
    long: true,
    tiered: true,
    fundraisingUsd: 35,
    promotions: [FREE_SHIPPING],
  },
  {
    id: '10202',
    name: 'Nuts & Chews Assortment',
    family: 'assortment',
    categories: ['assortments', 'chocolate-boxes'],
    usd: 28.95,
    variation: 'size-wrap',
    images: 3,
    fundraisingUsd: 36,
  },
  {
    id: '10203',
    name: 'Creams & Caramels Assortment',
    family: 'assortment',
    categories: ['assortments', 'chocolate-boxes', 'thank-you'],
    usd: 27.95,
    variation: 'size-wrap',
    images: 3,
    salePercent: 25,
    flags: ['c_isOnSale'],
  },
  {
    id: '10204',
    name: 'Dark Chocolate Assortment',
    family: 'assortment',
    categories: ['assortments', 'chocolate-boxes'],
    usd: 28.95,
    variation: 'size',
    images: 3,
    flags: ['c_isKosher', 'c_isSustainable'],
    brand: BRANDS.cocoa,
  },
  {
    id: '10205',
    name: 'Signature Sampler',
    family: 'assortment',
    categories: ['assortments', 'chocolate-boxes', 'gifts-under-25'],
    usd: 14.95,
    images: 3,
    flags: ['c_isNew', 'c_ogEnableImpulseUpsell'],
    brand: BRANDS.signature,
  },
  { id: '10206', name: 'Sugar-Free Assortment', family: 'assortment', categories: ['assortments', 'chocolate-boxes'], usd: 26.95, variation: 'size', images: 1, stock: 6 },
  {
    id: '10207',
    name: 'Online Exclusive Mega Sampler',
    family: 'assortment',
    categories: ['assortments', 'chocolate-boxes', 'gifts-over-50'],
    usd: 79.95,
    images: 3,
    flags: ['c_isOnlineOnly', 'c_isNew'],
    long: true,
    attrs: { c_availableForInStorePickup: false },
  },
  {
    id: '10208',
    name: 'Caramel Lovers Assortment',
    family: 'assortment',
    categories: ['assortments', 'chocolate-boxes'],
    usd: 29.95,
    variation: 'size-wrap',
    images: 3,
    salePercent: 10,
    flags: ['c_isOnSale'],
  },
  // Bars and bark
  {
    id: '10301',
    name: 'Dark Chocolate Bar 70%',
    family: 'bar',
    categories: ['chocolate-bars'],
    usd: 4.95,
    images: 3,
    flags: ['c_isDairyFree', 'c_isKosher', 'c_isSustainable'],
    brand: BRANDS.cocoa,
    tiered: true,
    fundraisingUsd: 6,
  },
  { id: '10302', name: 'Milk Chocolate Bar', family: 'bar', categories: ['chocolate-bars', 'gifts-under-25'], usd: 4.5, images: 1, tiered: true, fundraisingUsd: 6 },
  { id: '10303', name: 'Almond Toffee Bark', family: 'bar', categories: ['chocolate-bars'], usd: 12.95, variation: 'size', images: 3, badge: 'Best Seller', tiered: true },
  {
    id: '10304',
    name: 'Peppermint Bark',
    family: 'bar',
    categories: ['chocolate-bars', 'holiday'],
    usd: 14.95,
    variation: 'size-wrap',
    images: 6,
    flags: ['c_isBackIn'],
    attrs: { c_shipThrough: '2031-01-15' },
  },
  { id: '10305', name: 'Sea Salt Caramel Bar', family: 'bar', categories: ['chocolate-bars'], usd: 5.25, images: 1, salePercent: 30, flags: ['c_isOnSale'], stock: 4 },
  { id: '10306', name: 'Cookies & Cream Bar', family: 'bar', categories: ['chocolate-bars'], usd: 4.75, images: 1, flags: ['c_isNew'] },
  {
    id: '10307',
    name: 'Raspberry Dark Bar',
    family: 'bar',
    categories: ['chocolate-bars'],
    usd: 4.95,
    images: 1,
    flags: ['c_isDairyFree', 'c_isSustainable'],
    brand: BRANDS.cocoa,
  },
  { id: '10308', name: 'Honeycomb Crunch Bar', family: 'bar', categories: ['chocolate-bars'], usd: 5.5, images: 3, stock: 0, flags: ['c_isOutOfStock'] },
  { id: '10309', name: 'Toasted Coconut Bark', family: 'bar', categories: ['chocolate-bars'], usd: 11.95, images: 1, flags: ['c_isDairyFree'] },
  { id: '10310', name: 'Mocha Crunch Bar', family: 'bar', categories: ['chocolate-bars'], usd: 5.25, images: 1, fundraisingUsd: 7 },
  // Chocolate covered
  {
    id: '10401',
    name: 'Chocolate Covered Pretzels',
    family: 'covered',
    categories: ['chocolate-covered', 'gifts-under-25'],
    usd: 11.95,
    variation: 'size',
    images: 3,
    flags: ['c_isKosher'],
    tiered: true,
    fundraisingUsd: 15,
  },
  {
    id: '10402',
    name: 'Chocolate Covered Almonds',
    family: 'covered',
    categories: ['chocolate-covered'],
    usd: 13.95,
    variation: 'size',
    images: 3,
    flags: ['c_enableSubscription'],
  },
  { id: '10403', name: 'Chocolate Covered Cherries', family: 'covered', categories: ['chocolate-covered', 'holiday'], usd: 16.95, variation: 'size-wrap', images: 3 },
  { id: '10404', name: 'Chocolate Covered Marshmallows', family: 'covered', categories: ['chocolate-covered'], usd: 12.95, images: 1, salePercent: 15, flags: ['c_isOnSale'] },
  { id: '10405', name: 'Chocolate Covered Graham Crackers', family: 'covered', categories: ['chocolate-covered'], usd: 12.5, images: 1 },
  {
    id: '10406',
    name: 'Chocolate Dipped Strawberries',
    family: 'covered',
    categories: ['chocolate-covered', 'gifts-25-50'],
    usd: 34.95,
    images: 3,
    flags: ['c_isPickupOnly'],
    long: true,
    stock: 40,
  },
  {
    id: '10407',
    name: 'Chocolate Covered Peanuts',
    family: 'covered',
    categories: ['chocolate-covered'],
    usd: 9.95,
    variation: 'size',
    images: 1,
    flags: ['c_isKosher'],
    tiered: true,
  },
  { id: '10408', name: 'Chocolate Covered Potato Chips', family: 'covered', categories: ['chocolate-covered'], usd: 10.95, images: 3, flags: ['c_isNew'] },
  // Swirl pops
  {
    id: '20101',
    name: 'Rainbow Swirl Pop',
    family: 'lollipop',
    categories: ['swirl-pops', 'lollipops-classic', 'birthday'],
    usd: 3.95,
    variation: 'color-size',
    images: 6,
    badge: 'Best Seller',
    tiered: true,
    fundraisingUsd: 5,
  },
  { id: '20102', name: 'Giant Swirl Lollipop', family: 'lollipop', categories: ['swirl-pops', 'lollipops-classic'], usd: 9.95, images: 3, stock: 8 },
  { id: '20103', name: 'Mini Swirl Pops', family: 'lollipop', categories: ['swirl-pops', 'lollipops-classic'], usd: 2.5, variation: 'color-size', images: 3, flags: ['c_isNew'] },
  {
    id: '20104',
    name: 'Candy Cane Swirl Pop',
    family: 'lollipop',
    categories: ['swirl-pops', 'lollipops-classic', 'holiday'],
    usd: 4.5,
    images: 1,
    salePercent: 40,
    flags: ['c_isOnSale'],
    attrs: { c_shipThrough: '2024-12-20' },
  },
  // Classic lollipops
  { id: '20201', name: 'Strawberry Lollipops', family: 'lollipop', categories: ['lollipops-classic'], usd: 1.95, variation: 'color-size', images: 3, tiered: true },
  { id: '20202', name: 'Root Beer Lollipops', family: 'lollipop', categories: ['lollipops-classic'], usd: 1.95, images: 1, flags: ['c_isKosher', 'c_isDairyFree'] },
  { id: '20203', name: 'Sour Apple Lollipops', family: 'lollipop', categories: ['lollipops-classic'], usd: 1.95, images: 1, flags: ['c_isBackIn'] },
  { id: '20204', name: 'Butterscotch Lollipops', family: 'lollipop', categories: ['lollipops-classic'], usd: 1.95, images: 1, brand: BRANDS.heritage },
  {
    id: '20205',
    name: 'Lollipop Bouquet',
    family: 'lollipop',
    categories: ['lollipops-classic', 'birthday', 'gifts-25-50'],
    usd: 29.95,
    variation: 'wrap',
    images: 6,
    long: true,
    flags: ['c_ogEnableImpulseUpsell'],
  },
  {
    id: '20206',
    name: 'Animal Lollipops',
    family: 'lollipop',
    categories: ['lollipops-classic', 'gifts-under-25'],
    usd: 3.5,
    variation: 'color-size',
    images: 3,
    salePercent: 20,
    flags: ['c_isOnSale'],
  },
  { id: '20207', name: 'Watermelon Lollipops', family: 'lollipop', categories: ['lollipops-classic'], usd: 1.95, images: 1, flags: ['c_isKosher', 'c_isDairyFree'] },
  // Hard candy
  {
    id: '20301',
    name: 'Old-Fashioned Rock Candy',
    family: 'hardCandy',
    categories: ['hard-candy'],
    usd: 6.95,
    variation: 'color-size',
    images: 3,
    brand: BRANDS.heritage,
    tiered: true,
  },
  { id: '20302', name: 'Butterscotch Drops', family: 'hardCandy', categories: ['hard-candy'], usd: 7.95, variation: 'size', images: 1, brand: BRANDS.heritage, fundraisingUsd: 10 },
  {
    id: '20303',
    name: 'Lemon Drops',
    family: 'hardCandy',
    categories: ['hard-candy'],
    usd: 7.5,
    variation: 'size',
    images: 1,
    flags: ['c_isKosher', 'c_isDairyFree'],
    brand: BRANDS.heritage,
  },
  { id: '20304', name: 'Cinnamon Buttons', family: 'hardCandy', categories: ['hard-candy'], usd: 6.95, images: 1, flags: ['c_isDairyFree'], brand: BRANDS.heritage },
  { id: '20305', name: 'Peppermint Puffs', family: 'hardCandy', categories: ['hard-candy', 'holiday'], usd: 6.5, images: 3, flags: ['c_isNew'] },
  { id: '20306', name: 'Ribbon Candy', family: 'hardCandy', categories: ['hard-candy', 'holiday'], usd: 9.95, images: 3, stock: 5, brand: BRANDS.heritage },
  { id: '20307', name: 'Horehound Drops', family: 'hardCandy', categories: ['hard-candy'], usd: 7.25, images: 1, brand: BRANDS.heritage, salePercent: 10, flags: ['c_isOnSale'] },
  { id: '20308', name: 'Fruit Sours Tin', family: 'hardCandy', categories: ['hard-candy', 'gifts-under-25'], usd: 8.95, images: 3, flags: ['c_isSustainable'], tiered: true },
  { id: '20309', name: 'Anise Drops', family: 'hardCandy', categories: ['hard-candy'], usd: 7.25, images: 1, flags: ['c_isKosher', 'c_isDairyFree'], brand: BRANDS.heritage },
  // Gifts
  {
    id: '30101',
    name: 'Birthday Gift Box',
    family: 'gift',
    categories: ['birthday', 'gifts-25-50'],
    usd: 39.95,
    variation: 'wrap',
    images: 6,
    badge: 'Best Seller',
    long: true,
    promotions: [FREE_SHIPPING],
  },
  { id: '30102', name: 'Happy Birthday Chocolate Bar', family: 'bar', categories: ['birthday', 'chocolate-bars', 'gifts-under-25'], usd: 6.95, images: 1, flags: ['c_isNew'] },
  { id: '30103', name: 'Birthday Cake Truffles', family: 'truffle', categories: ['birthday', 'milk-truffles'], usd: 22.95, variation: 'size', images: 3 },
  { id: '30201', name: 'Thank You Gift Box', family: 'gift', categories: ['thank-you', 'gifts-25-50'], usd: 34.95, variation: 'wrap', images: 3 },
  { id: '30202', name: 'Thank You Chocolate Tin', family: 'gift', categories: ['thank-you', 'gifts-under-25'], usd: 18.95, images: 1, salePercent: 15, flags: ['c_isOnSale'] },
  { id: '30203', name: 'Teacher Appreciation Box', family: 'gift', categories: ['thank-you', 'gifts-under-25'], usd: 16.95, images: 1, flags: ['c_isNew'] },
  {
    id: '30301',
    name: 'Holiday Gift Tower',
    family: 'gift',
    categories: ['holiday', 'gifts-over-50'],
    usd: 89.95,
    variation: 'wrap',
    images: 6,
    long: true,
    attrs: { c_shipThrough: '2031-12-20' },
    promotions: [FREE_SHIPPING],
  },
  { id: '30302', name: 'Chocolate Advent Calendar', family: 'gift', categories: ['holiday', 'gifts-25-50'], usd: 32.95, images: 3, flags: ['c_isComingSoon', 'c_isNew'], stock: 0 },
  {
    id: '30303',
    name: "Valentine's Heart Box",
    family: 'gift',
    categories: ['holiday', 'gifts-25-50'],
    usd: 29.95,
    variation: 'size',
    images: 3,
    attrs: { c_shipThrough: '2025-02-10' },
  },
  { id: '30304', name: 'Easter Bunny Display', family: 'gift', categories: ['holiday'], usd: 0, images: 1, flags: ['c_unsellable'], stock: 0 },
  {
    id: '30401',
    name: 'Grand Gift Basket',
    family: 'gift',
    categories: ['gifts-over-50'],
    usd: 129.95,
    images: 6,
    long: true,
    flags: ['c_isOnlineOnly'],
    attrs: { c_availableForInStorePickup: false },
  },
  {
    id: '30402',
    name: 'Chocolate of the Month Club',
    family: 'gift',
    categories: ['gifts-over-50', 'assortments'],
    usd: 54.95,
    images: 3,
    flags: ['c_enableSubscription', 'c_ogEnableImpulseUpsell', 'c_isNew'],
    long: true,
  },
  { id: '30403', name: 'Sweet Treats Sampler Tin', family: 'gift', categories: ['gifts-under-25'], usd: 19.95, images: 1, flags: ['c_isKosher'] },
  { id: '30404', name: 'Candy Jar Gift', family: 'gift', categories: ['gifts-25-50'], usd: 27.95, images: 3, flags: ['c_isKosher'] },
  // Business gifts and cases
  {
    id: '30501',
    name: 'Corporate Gift Tin (Case of 12)',
    family: 'gift',
    categories: ['corporate-gifts', 'gifts-over-50'],
    usd: 215.4,
    images: 3,
    flags: ['c_isCase'],
    tiered: true,
    attrs: { c_caseQuantity: 12 },
  },
  {
    id: '30502',
    name: 'Logo Chocolate Bars (Case of 24)',
    family: 'bar',
    categories: ['corporate-gifts'],
    usd: 119.95,
    images: 1,
    flags: ['c_isCase'],
    tiered: true,
    attrs: { c_caseQuantity: 24 },
  },
  {
    id: '30503',
    name: 'Executive Truffle Collection',
    family: 'truffle',
    categories: ['corporate-gifts', 'gifts-over-50'],
    usd: 64.95,
    variation: 'wrap',
    images: 3,
    flags: ['c_ogEnableImpulseUpsell'],
  },
  // Shop-only and pickup specials
  {
    id: '30601',
    name: 'Fresh Fudge by the Pound',
    family: 'fudge',
    categories: ['chocolate-boxes'],
    usd: 18.95,
    images: 3,
    flags: ['c_isInShopOnly'],
    attrs: { c_availableForInStorePickup: true },
  },
  // Custom-mix boxes
  {
    id: '40101',
    name: 'Build Your Own Chocolate Box',
    family: 'assortment',
    categories: ['build-a-box', 'custom-mixes'],
    usd: 24.95,
    variation: 'candy-weight',
    images: 3,
    flags: ['c_isCustomMix'],
    attrs: { c_customMixCode: 'CHOC', c_customMixFlavorLimit: 10, c_maxPiecesUnits: 100, c_customMixUnitIncrement: 5, c_customMixUnitType: 'percent' },
  },
  {
    id: '40102',
    name: 'Build Your Own Lollipop Box',
    family: 'lollipop',
    categories: ['lollipops-custom-mix', 'build-a-box', 'custom-mixes'],
    usd: 19.95,
    variation: 'pop-count',
    images: 3,
    flags: ['c_isCustomMix'],
    attrs: { c_customMixCode: 'POP', c_customMixFlavorLimit: 6, c_maxPiecesUnits: 30, c_customMixUnitIncrement: 1, c_customMixUnitType: 'count' },
  },
  // Custom-mix pieces (chocolate box)
  ...(
    [
      ['40201', 'Dark Sea Salt Caramel Piece', 'mix-caramels-chews'],
      ['40202', 'Milk Hazelnut Cluster Piece', 'mix-nuts-clusters'],
      ['40203', 'Raspberry Cream Piece', 'mix-creams'],
      ['40204', 'Pecan Turtle Piece', 'mix-caramels-chews'],
      ['40205', 'Coconut Haystack Piece', 'mix-nuts-clusters'],
      ['40206', 'Mint Meltaway Piece', 'mix-creams'],
      ['40207', 'Vanilla Buttercream Piece', 'mix-creams'],
      ['40208', 'Almond Butter Crunch Piece', 'mix-caramels-chews'],
    ] as const
  ).map(([id, name, category], index): ProductSpec => ({
    id,
    name,
    family: 'piece',
    // The candy's own category (its primary) groups it in the builder's step 2.
    categories: [category, 'custom-mix-pieces'],
    usd: 1.25,
    images: 1,
    flags: ['c_isCustomMixPiece'],
    stock: index === 5 ? 0 : undefined,
    attrs: { c_customMixCode: 'CHOC', c_customMixUnitType: 'percent', c_customMixUnitIncrement: 5, c_customMixFlavorLimit: 10, c_maxPiecesUnits: 100 },
  })),
  // Custom-mix pieces (lollipop box)
  ...(
    [
      ['40301', 'Cherry Mini Pop'],
      ['40302', 'Blue Raspberry Mini Pop'],
      ['40303', 'Watermelon Mini Pop'],
      ['40304', 'Grape Mini Pop'],
    ] as const
  ).map(([id, name]): ProductSpec => ({
    id,
    name,
    family: 'popPiece',
    categories: ['mix-mini-pops', 'custom-mix-pieces', 'lollipops-custom-mix'],
    usd: 0.75,
    images: 1,
    flags: ['c_isCustomMixPiece'],
    attrs: { c_customMixCode: 'POP', c_customMixUnitType: 'count', c_customMixUnitIncrement: 1, c_customMixFlavorLimit: 6, c_maxPiecesUnits: 30 },
  })),
  // Gift cards
  {
    id: '50101',
    name: '$25 Sweet Shop Gift Card',
    family: 'giftCard',
    categories: ['gift-cards'],
    usd: 25,
    images: 1,
    flags: ['c_isGiftCard'],
    attrs: { c_giftCardType: 'physical', c_availableForInStorePickup: false },
  },
  {
    id: '50102',
    name: '$50 Sweet Shop Gift Card',
    family: 'giftCard',
    categories: ['gift-cards'],
    usd: 50,
    images: 1,
    flags: ['c_isGiftCard'],
    attrs: { c_giftCardType: 'physical', c_availableForInStorePickup: false },
  },
  {
    id: '50103',
    name: '$100 Sweet Shop Gift Card',
    family: 'giftCard',
    categories: ['gift-cards'],
    usd: 100,
    images: 1,
    flags: ['c_isGiftCard'],
    attrs: { c_giftCardType: 'physical', c_availableForInStorePickup: false },
  },
  {
    id: '50104',
    name: '$50 Sweet Shop E-Gift Card',
    family: 'giftCard',
    categories: ['gift-cards'],
    usd: 50,
    images: 1,
    flags: ['c_isGiftCard', 'c_isOnlineOnly'],
    attrs: { c_giftCardType: 'electronic', c_availableForInStorePickup: false },
  },
  // Sales materials (collateral)
  {
    id: '60101',
    name: 'Holiday Fundraising Order Form',
    family: 'collateral',
    categories: ['order-forms'],
    usd: 0,
    images: 1,
    flags: ['c_isCollateral'],
    attrs: { c_quantityLimit: 50, c_collateralGroup: 'Seasonal Materials' },
  },
  {
    id: '60102',
    name: 'Spring Fundraising Order Form',
    family: 'collateral',
    categories: ['order-forms'],
    usd: 0,
    images: 1,
    flags: ['c_isCollateral'],
    attrs: { c_quantityLimit: 50, c_collateralGroup: 'Seasonal Materials' },
  },
  {
    id: '60103',
    name: "Valentine's Day Brochure",
    family: 'collateral',
    categories: ['order-forms'],
    usd: 0,
    images: 1,
    flags: ['c_isCollateral'],
    stock: 0,
    attrs: { c_quantityLimit: 25, c_collateralGroup: 'Seasonal Materials' },
  },
  {
    id: '60201',
    name: 'Year-Round Fundraising Catalog',
    family: 'collateral',
    categories: ['order-forms'],
    usd: 0,
    images: 1,
    flags: ['c_isCollateral'],
    attrs: { c_quantityLimit: 100, c_collateralGroup: 'All Year Materials' },
  },
  {
    id: '60202',
    name: 'Business Gifts Catalog',
    family: 'collateral',
    categories: ['order-forms'],
    usd: 0,
    images: 1,
    flags: ['c_isCollateral'],
    attrs: { c_quantityLimit: 20, c_collateralGroup: 'All Year Materials' },
  },
  {
    id: '60301',
    name: 'Counter Display Poster',
    family: 'collateral',
    categories: ['order-forms'],
    usd: 0,
    images: 1,
    flags: ['c_isCollateral'],
    stock: 6,
    attrs: { c_quantityLimit: 2, c_collateralGroup: 'Other Sales Tools' },
  },
  { id: '60302', name: 'Seller Prize Flyer', family: 'collateral', categories: ['order-forms'], usd: 0, images: 1, flags: ['c_isCollateral'], attrs: { c_quantityLimit: 10 } },
  {
    id: '60303',
    name: 'Table Tent Cards (Pack of 10)',
    family: 'collateral',
    categories: ['order-forms'],
    usd: 0,
    images: 1,
    flags: ['c_isCollateral'],
    attrs: { c_quantityLimit: 5, c_collateralGroup: 'Other Sales Tools' },
  },
];
