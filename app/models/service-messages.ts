/**
 * User-facing messages of the customer-service forms (content spec §5, §8). Where the spec gives a text it is used word
 * for word (with its section); texts the spec leaves open are marked "not shown". Shared messages:
 * app/models/messages.ts.
 */
export const SERVICE_MESSAGES = {
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
  conciergeNotFound:
    'We don’t have a concierge for this area yet. Please call our corporate gifts team at 1-800-555-0142 and we’ll be happy to help.',
  /** Not shown: the catalog request's thank-you states. */
  postalCatalogThanks:
    'Thank you! Your free catalog subscription is confirmed: look for our next catalog in your mailbox.',
  digitalCatalogThanks: 'Thank you! Your digital catalog is ready to download. We have also emailed you the link.',
} as const;
