/**
 * User-facing messages. Where the spec gives a text it is used word for word (with its section);
 * texts the spec leaves open are marked "not shown".
 */
export const MESSAGES = {
  /** Custom-mix builder (not shown): the step forms' refusals. */
  chooseBoxSize: 'Please choose a box size.',
  chooseCandyType: 'Please choose at least one candy type.',
  flavourOutOfStock: 'Sorry, this flavour is out of stock.',
  boxOverfilled: 'That is more than your box holds. Lower another flavour first.',
  boxNotFull: 'Your box isn’t full yet. Fill it to 100 percent to add it to your bag.',
  boxNotFound: 'This box is no longer in progress. Please start again.',
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
  addToBagProductPage: 'Add to bag',
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
  // — Payment providers (PayPal, Venmo, Klarna) and pay by check: not shown —
  providerCancelled: 'You cancelled the payment. Your bag is as you left it: choose how you would like to pay.',
  providerDeclined: 'The payment was declined. Please choose another payment method.',
  /** The bag (its amount) changed after the provider approved the payment: the approval no longer pays it. */
  approvalOutdated: 'Your bag changed since you approved the payment. Please approve the payment again.',
  /** Placing the order without the approval's token (e.g. after a server restart), or a return that matches no approval. */
  approvalMissing: 'Please approve your payment again to place your order.',
  /** Checkout spec §8: the unauthorized title on a payment instrument. */
  tooManyTransactionAttempts: 'Too many transaction attempts.',
  /** Not shown: the Apple Pay authorisation carried no payment token, or not one Apple Pay makes. */
  applePayTokenInvalid: 'Apple Pay did not send a valid payment. Please try again or choose another payment method.',
  /** Not shown: the merchant validation failed (Apple Pay refused or did not answer). */
  applePayUnavailable: 'Apple Pay is not available right now. Please try again or choose another payment method.',
  payByCheckInstructions: 'Your order is placed and will ship once your check arrives. Please write your order number on the check.',
  // — Account —
  /** Checkout spec §8, word for word. */
  orderHistoryFailed: 'Failed to get customer order history list',
  customerInfoUnavailable: 'Customer info is not available',
  addressUpdateFailed: 'Failed to update address',
  newsletterFailed: 'Failed to subscribe to newsletter',
  addCardFailed: 'Failed to add payment instrument',
  subscriptionCardFailed: 'Failed to set payment instrument for subscriptions',
  /** Not shown: an order the customer asked for that is not theirs (or does not exist). */
  orderNotYours: 'We couldn’t find this order in your order history.',
  /** Not shown: a reorder that put nothing into the bag. */
  reorderNothingAdded: 'None of the items of this order can be ordered again.',
  /** Not shown: an address id that is not one of the customer's. */
  addressNotYours: 'We couldn’t find this address in your address book.',
  /** Not shown: the account forms' confirmations. */
  addressSaved: 'Your address has been saved.',
  addressDeleted: 'Your address has been deleted.',
  addressPreferred: 'Your primary address has been changed.',
  cardSaved: 'Your card has been saved.',
  cardDeleted: 'Your card has been deleted.',
  cardForSubscriptions: 'This card will be used for your subscriptions.',
  /** Not shown: a card id that is not one of the customer's. */
  cardNotYours: 'We couldn’t find this card in your wallet.',
  /** Not shown (the spec is silent): the /subscriptions page's texts. */
  subscriptionsFailed: 'We couldn’t load your subscriptions. Please try again later.',
  subscriptionsNone: 'You have no active subscriptions. Choose repeat delivery on an eligible product to start one.',
  subscriptionNotYours: 'We couldn’t find this subscription in your account.',
  subscriptionSkipped: 'Your next delivery has been skipped.',
  subscriptionFrequencyChanged: 'Your delivery frequency has been changed.',
  subscriptionCancelled: 'Your subscription has been cancelled.',
  subscriptionChangeFailed: 'We couldn’t change your subscription. Please try again.',
  repeatDeliveryNotOffered: 'Repeat delivery isn’t available for this product.',
  subscriptionNoCard: 'No card is chosen for subscriptions yet: choose one in your wallet.',
  profileSaved: 'Your profile has been updated.',
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
  preferencesSaved: 'Your preferences have been saved.',
  /** Not shown: the current password was wrong. */
  currentPasswordWrong: 'The current password you entered is incorrect.',
  // — Service forms (content spec §5, §8) —
  /** Not shown: the contact phone (spec §5: 10 to 11 characters). */
  contactPhone: 'Please enter a valid phone number.',
  /** Not shown: a contact comment over the backend's limit. */
  contactDescriptionTooLong: 'Please keep your comment under 2,000 characters.',
  /** Content spec §8: the contact form's success, and its two-business-days line (wording of the line not shown). */
  contactThanks: 'Thanks for contacting us!',
  contactThanksDetail: 'We will get back to you within two business days.',
  /** Content spec §5 "Email signup". */
  signupPhoneLength: 'Phone number should be up to 25 characters including non-numeric characters',
  birthday: 'Please enter a valid birthday',
  atLeastOneOption: 'At least one option must be selected',
  /** Content spec §8: the sign-up's and the campaign form's failure. */
  formSubmitFailed: 'There was an error submitting the form. Please try again.',
  /** Not shown: the Sweet List's success view. */
  signupThanks: 'Thanks for joining The Sweet List! Watch your inbox for sweet deals and news.',
  continueShopping: 'Continue Shopping',
  /** Content spec §8: the gift-card balance check threw. */
  giftCardBalanceError: 'An error occurred while processing your request. Please try again.',
  /** Content spec §8: the marketing lead (catalog request) failed without a message of the server's. */
  marketingLeadFailed: 'Failed to send marketing lead',
  /** Not shown: the "not found" content of Find a Concierge. */
  conciergeNotFound: 'We don’t have a concierge for this area yet. Please call our corporate gifts team at 1-800-555-0142 and we’ll be happy to help.',
  /** Not shown: the catalog request's thank-you states. */
  postalCatalogThanks: 'Thank you! Your free catalog subscription is confirmed: look for our next catalog in your mailbox.',
  digitalCatalogThanks: 'Thank you! Your digital catalog is ready to download. We have also emailed you the link.',
  /** Not shown: the wish list's confirmations and failures. */
  wishListAdded: 'Added to your wish list.',
  wishListRemoved: 'Removed from your wish list.',
  wishListUpdated: 'Your wish list has been updated.',
  wishListMoved: 'Moved to your bag.',
  wishListFailed: 'We couldn’t update your wish list. Please try again.',
  wishListEmpty: 'Your wish list is empty.',
  wishListSignIn: 'Please sign in to save items to your wish list.',
  /** Not shown: a list item id that is not on the customer's wish list. */
  wishListItemNotYours: 'We couldn’t find this item on your wish list.',
} as const;
