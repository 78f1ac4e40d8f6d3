/**
 * User-facing messages of search, listings and the product page. Where the spec gives a text it is used word for word
 * (with its section); texts the spec leaves open are marked "not shown". Shared messages: app/models/messages.ts.
 */
export const CATALOG_MESSAGES = {
  /** Not shown: a search that finds nothing. */
  noResults: 'Sorry, we couldn’t find anything matching your search. Check the spelling or try a more general term.',
  /** Not shown: the search engine's "did you mean" phrase is offered with this lead-in. */
  didYouMean: 'Did you mean',
  /** Not shown: a listing whose refinements leave no products. */
  noRefinedResults: 'No products match these filters. Remove a filter or clear them all.',
  /** Not shown: a category without any products. */
  emptyCategory: 'There are no products in this category yet.',
  /** Catalog spec §2 (product page): labels and texts. */
  heatSensitive: 'Heat Sensitive',
  warmWeatherFriendly: 'Warm Weather Friendly',
  /** Not shown: the notices' wording (the spec gives their meaning: ice packs and insulation in warmer months, or none). */
  heatSensitiveText:
    'This candy is heat sensitive. In warmer months we ship it with ice packs in insulated packaging so it arrives in perfect condition.',
  warmWeatherFriendlyText:
    'This candy is warm weather friendly: it ships without insulated packaging, even in warmer months.',
  viewIngredients: 'View Ingredients',
  viewMore: 'View more...',
  viewLess: 'View less',
  addToBagProductPage: 'Add to bag',
  startCustomMix: 'Start a custom mix',
  customersAlsoLove: 'Customers Also Love',
  recentlyViewed: 'Recently Viewed',
  /** Not shown: the volume-savings site's price table on the product page (its columns say "quantity – price each") and a tile's lowest tier. */
  priceTiersCaption: 'Volume pricing',
  priceTiersQuantity: 'Quantity',
  priceTiersPriceEach: 'Price each',
  priceTiersAsLowAs: 'As low as',
  priceTiersEach: 'each',
  /** Not shown: the back-in-stock form's lead-in and button. */
  backInStockPrompt: 'Email me when this item is back in stock.',
  backInStockSubmit: 'Notify Me',
} as const;
