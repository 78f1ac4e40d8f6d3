/**
 * User-facing messages. Where the spec gives a text it is used word for word (with its section);
 * texts the spec leaves open are marked "not shown".
 */
export const MESSAGES = {
  /** Checkout spec §2, content spec §8. */
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  /** Checkout spec §8: the default when the server gives no message. */
  unexpected: 'Oh fudge! Something unexpected went wrong! Please try again or contact us.',
  /** Checkout spec §8. */
  genericError: 'Something went wrong. Please try again later.',
  /** Checkout spec §8: registration with an unexpected status. */
  unexpectedRegistration: 'Oops! Unexpected error occurred.',
  /** Checkout spec §5: generic field messages. */
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  password: 'Please enter a valid password.',
  invalidField: 'Invalid field value',
  /** Catalog spec §2 and the wording: the 404 page. */
  notFoundTitle: 'Oh fudge!',
  notFoundText: 'This page doesn’t exist.',
  /** Not shown: wrong e-mail or password (SLAS answers Bad Request / Unauthorized / Invalid Password). */
  loginFailed: 'The email or password you entered is incorrect. Please try again.',
  /** Not shown: the passwords of the new-password form differ. */
  passwordMismatch: 'The passwords do not match.',
  /** Not shown: the account-confirmation states. */
  verificationRequired: 'Please check your email. We sent you a link to verify your email address.',
  verificationSent: 'We sent a new verification link. Please check your email.',
  verified: 'Your email address has been verified. Please sign in.',
  tokenExpired: 'This verification link has expired. Request a new one below.',
  verificationFailed: 'We could not verify your email address. Request a new link below.',
  /** Not shown: password reset. */
  resetEmailSent: 'If an account exists for this email address, we sent a link to reset your password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  signedOut: 'You have been signed out.',
  /** Catalog spec §8: quantity. */
  quantityExceedsMax: 'Please enter a value less than 1,000. Contact customer support if you want to order larger quantities.',
  quantitiesLimited: 'Quantities are limited, last few items of stock remaining.',
  quantitiesReduced: 'Quantity reduced based on remaining stock available.',
  /** Catalog spec §2, §4: side sheet titles and product-page texts. */
  addedToBag: 'Added to Your Bag',
  pickItemOptions: 'Pick Item Options',
  /** Not shown: a product that cannot be added (out of stock, coming soon, in shops only, a master without a choice). */
  cannotAddToBag: 'Sorry, this item can’t be added to your bag right now.',
  /** Not shown: a product id that does not exist, posted to add to bag. */
  productUnavailable: 'Sorry, this product is no longer available.',
  /** Not shown: the quantity field of add to bag is not a whole number from 1 to 999. */
  quantityInvalid: 'Please enter a quantity from 1 to 999.',
  /** Not shown: back-in-stock sign-up (spec §4: a thank-you after sign-up; §5 the e-mail must be valid). */
  backInStockThanks: 'Thank you! We will email you when this item is back in stock.',
  /** Catalog spec §8: a form submit that could not be read. */
  formInvalid: 'Sorry there was a problem submitting your request, please try again',
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
  heatSensitiveText: 'This candy is heat sensitive. In warmer months we ship it with ice packs in insulated packaging so it arrives in perfect condition.',
  warmWeatherFriendlyText: 'This candy is warm weather friendly: it ships without insulated packaging, even in warmer months.',
  viewIngredients: 'View Ingredients',
  viewMore: 'View more...',
  viewLess: 'View less',
  addToBagProductPage: 'Add To Bag',
  startCustomMix: 'Start a custom mix',
  customersAlsoLove: 'Customers Also Love',
  recentlyViewed: 'Recently Viewed',
  /** Not shown: the back-in-stock form's lead-in and button. */
  backInStockPrompt: 'Email me when this item is back in stock.',
  backInStockSubmit: 'Notify Me',
} as const;
