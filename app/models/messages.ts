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
} as const;
