/**
 * User-facing messages shared across the shop: forms, errors, quantities, adding to the bag. Where the spec gives a text
 * it is used word for word (with its section); texts the spec leaves open are marked "not shown". Each area's own
 * messages have a module of their own (catalog-, bag-, checkout-, account- and service-messages.ts), so that a page's
 * JavaScript carries only the messages of the areas it shows.
 */
export const MESSAGES = {
  /** Catalog spec §5: a select starts on this disabled placeholder. */
  selectPlaceholder: 'Select an option',
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
  /** Catalog spec §8: quantity. */
  quantityExceedsMax:
    'Please enter a value less than 1,000. Contact customer support if you want to order larger quantities.',
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
} as const;
