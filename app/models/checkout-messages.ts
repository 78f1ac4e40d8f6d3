/**
 * User-facing messages of the checkout: its steps, payment providers, placing the order, the confirmation and order
 * tracking. Where the spec gives a text it is used word for word (with its section); texts the spec leaves open are
 * marked "not shown". Shared messages: app/models/messages.ts.
 */
export const CHECKOUT_MESSAGES = {
  /** Checkout spec §5: the gift message, word for word. */
  giftMessageCharacters:
    'Messages can only contain letters and numbers. Please remove any special characters to continue.',
  /** Not shown: a gift message over 150 characters (spec §9). */
  giftMessageTooLong: 'Messages can be at most 150 characters long.',
  /** Not shown: delivery instructions with characters other than printable ASCII and line breaks (spec §5). */
  deliveryInstructionsCharacters:
    'Delivery instructions can only contain letters, numbers, spaces and standard punctuation.',
  /** Not shown: delivery instructions that are too long. */
  deliveryInstructionsTooLong: 'Delivery instructions can be at most 250 characters long.',
  /** Not shown: no shipping method is offered for the address. */
  noShippingMethod: 'Sorry, we can’t ship to this address. Please enter another address.',
  /** Not shown: the notice for PO boxes (the shop sends neither Ground nor Express nor Overnight there). */
  poBoxMethods: 'We ship to PO boxes by Standard shipping only.',
  /** Not shown: a saved address that no longer exists was chosen. */
  savedAddressGone: 'This saved address is no longer available. Please choose another one or enter a new address.',
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
  orderNotPlacedTryAgain:
    'We couldn’t place your order: our shop didn’t answer in time. Nothing was charged and your bag is unchanged. Please try again.',
  /**
   * Not shown: the backend never answered whether the order was created, and it could not be looked
   * up either. The next page of the session finishes it (services/order.server.ts `finishPendingOrder`).
   */
  orderOutcomeUnknown:
    'We couldn’t confirm whether your order was placed. Nothing was charged yet. Please reload this page in a moment: we’ll finish your order then, and you won’t be charged twice.',
  /** Not shown: a page of the session found an order whose answer was lost (the backend or the connection dropped) and placed it. */
  orderPlacedAfterInterruption:
    'Your order has been placed. The connection dropped while we were placing it, so we finished it for you: here is your confirmation.',
  /** Not shown: creating an account from the order confirmation. */
  createAccountIntro:
    'Save your details for next time: choose a password to create an account with this email address.',
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
  payByCheckInstructions:
    'Your order is placed and will ship once your check arrives. Please write your order number on the check.',
} as const;
