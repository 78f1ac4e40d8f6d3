/**
 * The spec's generic field messages (checkout-and-account §5, content-and-forms §5), word for word,
 * for every API that validates shopper input.
 */
export const SPEC_MESSAGES = {
  required: 'This field is required.',
  invalid: 'Invalid field value',
  email: 'Please enter a valid email address.',
  zip: 'Please enter a valid zip code.',
  phone: 'Invalid phone number. Should be 10 digits with optional extension.',
  giftCardNumber: 'Please enter a gift card number',
  giftCardSecurityCode: 'Please enter a valid security code',
} as const;
