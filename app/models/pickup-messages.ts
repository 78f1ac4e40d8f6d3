/**
 * The shop search's and the shop change's texts (catalog spec §2 "Pick-Up In Shop"), apart from models/pickup.ts: that
 * module is in every page's shell chunk (the header and the checkout use it), and these show only in the pick-up sheet
 * and on /pickup.
 */
export const SHOP_SEARCH_MESSAGES = {
  noShops: 'No Shops were found in your selected zip and range. Please check your zip code or widen your search range.',
  enterZip: 'Enter your zip code above to select a preferred shop.',
  changeWarning: 'If you change your shop now, all items in your cart in pick-up section will be deleted.',
} as const;
