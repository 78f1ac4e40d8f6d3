/**
 * User-facing messages of sign-in, registration, password reset and the account area (orders, addresses, wallet,
 * subscriptions, wish list). Where the spec gives a text it is used word for word (with its section); texts the spec
 * leaves open are marked "not shown". Shared messages: app/models/messages.ts.
 */
export const ACCOUNT_MESSAGES = {
  /** Not shown: wrong e-mail or password (SLAS answers Bad Request / Unauthorized / Invalid Password). */
  loginFailed: 'The email or password you entered is incorrect. Please try again.',
  /** Not shown: the passwords of the new-password form differ. */
  passwordMismatch: 'The passwords do not match.',
  /** Not shown: the account-confirmation states. */
  verificationRequired: 'Please check your email. We sent you a link to verify your email address.',
  /** The same for every address, so the answer does not tell whether it has an account. */
  verificationSent:
    'If this address has an account waiting for verification, we sent it a new link. Please check your email.',
  verified: 'Your email address has been verified. Please sign in.',
  tokenExpired: 'This verification link has expired. Request a new one below.',
  verificationFailed: 'We could not verify your email address. Request a new link below.',
  /** Not shown: password reset. */
  resetEmailSent: 'If an account exists for this email address, we sent a link to reset your password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  signedOut: 'You have been signed out.',
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
