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
  /** The same for every address, so the answer does not tell whether it has an account. */
  verificationSent: 'If this address has an account waiting for verification, we sent it a new link. Please check your email.',
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
  // — Bag (/cart) —
  /** Checkout spec §5: promo code refusals ({code} is the code as entered). */
  promoCodeUnknown: 'Promo code "{code}" is unknown.',
  promoCodeCannotBeAdded: 'Promo code "{code}" currently cannot be added to your cart.',
  /** Checkout spec §4: the qualification message's beginning, followed by the promotion's text. */
  promoQualified: 'Hooray! Your order qualified for',
  /** Checkout spec §4: the inventory check's message. */
  quantityUpdated: 'Quantity updated from {old} to {new}',
  /** Catalog spec §4 (shipping promotions sheet): the approaching-discount banner and its button. */
  approachingDiscount: 'Add {amount} for {text}',
  addTreats: 'ADD TREATS',
  /** Not shown: the banner's congratulations once the order qualified for a discount. */
  discountUnlocked: 'Congratulations! You unlocked {text}.',
  /** Not shown: the bag's other texts. */
  bagEmpty: 'Your bag is empty.',
  bagUpdated: 'Your bag has been updated.',
  bagItemRemoved: '{name} was removed from your bag.',
  bagItemGone: 'This item is no longer in your bag.',
  bagRemoveQuestion: 'Remove {name} from your bag?',
  bagQuantityLimit: 'Sorry, you can order at most {limit} of this item.',
  bagThresholdNotMet: 'Your bag has not reached this site’s minimum order yet. Add more treats to check out.',
  promoCodeRemoved: 'Promo code "{code}" was removed.',
  calculatedAtCheckout: 'Calculated at checkout',
  // — Shipping step —
  /** Checkout spec §5: the gift message, word for word. */
  giftMessageCharacters: 'Messages can only contain letters and numbers. Please remove any special characters to continue.',
  /** Not shown: a gift message over 150 characters (spec §9). */
  giftMessageTooLong: 'Messages can be at most 150 characters long.',
  /** Not shown: delivery instructions with characters other than printable ASCII and line breaks (spec §5). */
  deliveryInstructionsCharacters: 'Delivery instructions can only contain letters, numbers, spaces and standard punctuation.',
  /** Not shown: delivery instructions that are too long. */
  deliveryInstructionsTooLong: 'Delivery instructions can be at most 250 characters long.',
  /** Not shown: no shipping method is offered for the address. */
  noShippingMethod: 'Sorry, we can’t ship to this address. Please enter another address.',
  /** Not shown: the notice for PO boxes (the shop sends neither Ground nor Express nor Overnight there). */
  poBoxMethods: 'We ship to PO boxes by Standard shipping only.',
  /** Not shown: a saved address that no longer exists was chosen. */
  savedAddressGone: 'This saved address is no longer available. Please choose another one or enter a new address.',
  // — Billing step —
  /** Checkout spec §5: card rules. */
  unknownCardType: 'Unknown card type',
  cvvLength: 'Invalid CVV length',
  cvvValue: 'Invalid CVV value',
  cardExpired: 'Card is expired',
  /** Not shown: a card number of a known brand that fails its length or check digit (the sandbox's text). */
  invalidCardNumber: 'Invalid card number',
  /** Checkout spec §5 (gift card rules; the sandbox's texts). */
  giftCardNumber: 'Please enter a gift card number',
  giftCardSecurityCode: 'Please enter a valid security code',
  /** Not shown: a saved card that has expired cannot be chosen. */
  savedCardExpired: 'This saved card has expired. Please choose another card or enter a new one.',
  /** Not shown: the saved card posted is not one of the customer's (anymore). */
  savedCardUnknown: 'Please choose one of your saved cards.',
  /** Not shown: "no payment" was posted but the gift cards no longer cover the total. */
  paymentStillDue: 'Your gift cards do not cover the order total. Please enter a card for the rest.',
  /** Not shown: a gift card was applied or removed (announced politely). */
  giftCardApplied: 'Your gift card has been applied.',
  giftCardRemoved: 'Your gift card has been removed.',
  /** Not shown: more gift cards than the shop takes on one order. */
  giftCardLimit: 'This order already has as many gift cards as it can take.',
  /** Not shown: a gift card when the gift cards applied already pay the whole order. */
  giftCardNotNeeded: 'Your gift cards already pay for the whole order.',
  /** Not shown: a gift card the balance check could not use (the sandbox usually says why). */
  giftCardNoBalance: 'This gift card has no remaining balance.',
  /** Not shown: /billing before a shipping method is chosen. */
  chooseShippingFirst: 'Please choose a shipping method before you enter your payment details.',
  // — Review, order, confirmation, tracking —
  /** Not shown: the review page's button and the confirmation's thanks. */
  placeOrder: 'Place Order',
  orderThanks: 'Thank you for your order!',
  /** Not shown: placing the order needs the card's security code or a gift card's code, which the server keeps only until the order (e.g. after a server restart). */
  reenterSecurityCode: 'Please enter your card’s security code again to place your order.',
  reenterGiftCard: 'Please enter your gift card again to place your order.',
  /** Not shown: a submit that waited for another one placing the same order, which has not finished yet. */
  orderStillPlacing: 'Your order is still being placed. Please wait a moment and reload this page.',
  /** Not shown: order tracking. One answer for an unknown number and a wrong e-mail, so orders cannot be probed. */
  orderNotFound: 'We couldn’t find an order with this order number and email address. Please check both and try again.',
  orderNumberInvalid: 'Please enter a valid order number.',
  /** Not shown: "Place order" for a bag that changed (another tab) since the review page showed it; the fresh review follows. */
  bagChangedSinceReview: 'Your bag changed since you reviewed it. Please review your order again.',
  /** Not shown: the backend never answered whether the order was created, and no order of this bag could be found. */
  orderNotPlacedTryAgain: 'We couldn’t place your order: our shop didn’t answer in time. Nothing was charged and your bag is unchanged. Please try again.',
  /** Not shown: the backend never answered whether the order was created, and it could not be looked up either. */
  orderOutcomeUnknown: 'We couldn’t confirm whether your order was placed. Nothing was charged yet. Please place your order again in a moment; you won’t be charged twice.',
  /** Not shown: creating an account from the order confirmation. */
  createAccountIntro: 'Save your details for next time: choose a password to create an account with this email address.',
} as const;
