/**
 * The rate limits of the actions that can be abused (models/rate-limit.ts applies them). Values the spec gives are
 * cited; values it leaves "not shown" are chosen here, once, and marked as such.
 */

/**
 * Not shown: rate limits (docs/security.md "Rate limits"), per client (IP address; an IPv6 client by its /64), per account
 * (the e-mail, lower-cased; for gift cards the card number) or per client and account together.
 * Each rule is a sliding window; an attempt counts in every rule of its action and is refused with
 * 429 and Retry-After as soon as one of them is full (a refused attempt is not counted). Sign-in
 * counts failed attempts only, so shoppers behind one shared address are not locked out by the
 * sign-ins of others, and gift-card checks count refused ones; everything else counts every attempt
 * that reaches the commerce API.
 */
export const RATE_LIMITS = {
  /**
   * Sign-in also limits each account across all clients (many addresses guessing one password are
   * slowed to 20 guesses per 15 minutes), with a short window so the owner is not locked out for
   * long, and not at all from an address their sign-in to the account succeeded from in the last
   * 30 days (known clients are held only by the per-client rules).
   */
  signIn: {
    failuresOnly: true,
    knownClientSeconds: 30 * 24 * 60 * 60,
    rules: [
      { scope: 'client+account', limit: 10, windowSeconds: 15 * 60 },
      { scope: 'client', limit: 50, windowSeconds: 15 * 60 },
      { scope: 'account', limit: 20, windowSeconds: 15 * 60, exceptKnownClients: true },
    ],
  },
  register: {
    failuresOnly: false,
    rules: [
      { scope: 'client', limit: 5, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 5, windowSeconds: 60 * 60 },
    ],
  },
  /**
   * A reset request is limited per client; the address only bounds the mails it gets (3 per 30
   * minutes, the life of a reset link): past that the request answers the same "sent" page and sends
   * nothing, so others asking for the owner's address never lock the owner out — and whenever a mail
   * is withheld, recent ones with a link are in the owner's inbox.
   */
  passwordReset: {
    failuresOnly: false,
    rules: [
      { scope: 'client+account', limit: 5, windowSeconds: 60 * 60 },
      { scope: 'client', limit: 20, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 3, windowSeconds: 30 * 60, withholdsMail: true },
    ],
  },
  newPassword: {
    failuresOnly: false,
    rules: [
      { scope: 'account', limit: 5, windowSeconds: 60 * 60 },
      { scope: 'client', limit: 20, windowSeconds: 60 * 60 },
    ],
  },
  /**
   * The checkout's gift-card check; the account is the card number. Only refused checks (a wrong
   * code, an unknown or empty card) count: guessing codes is the attack, and the holder of a card
   * may apply it to several baskets. The per-card backstop holds only clients that guessed wrong at
   * that card themselves, so others' guesses never refuse the holder's right code.
   */
  giftCardBalance: {
    failuresOnly: true,
    rules: [
      { scope: 'client+account', limit: 5, windowSeconds: 15 * 60 },
      { scope: 'client', limit: 10, windowSeconds: 15 * 60 },
      { scope: 'account', limit: 5, windowSeconds: 15 * 60, exceptCleanClients: true },
    ],
  },
  /** "Send a new link" at /account-confirmation: each sends a verification mail, as a password reset does. */
  resendVerification: {
    failuresOnly: false,
    rules: [
      { scope: 'account', limit: 5, windowSeconds: 60 * 60 },
      { scope: 'client', limit: 20, windowSeconds: 60 * 60 },
    ],
  },
  /** Apple Pay's merchant validation (each asks Apple for a merchant session) and payment authorisation (each places an order). */
  applePaySession: {
    failuresOnly: false,
    rules: [{ scope: 'client', limit: 20, windowSeconds: 15 * 60 }],
  },
  applePayPayment: {
    failuresOnly: true,
    rules: [{ scope: 'client', limit: 10, windowSeconds: 15 * 60 }],
  },
  /**
   * Order tracking (/track-order); the account is the order number. Only lookups that find nothing
   * count; the per-order backstop (one order probed with many e-mails) holds only clients that
   * missed at that order themselves, so the owner's right e-mail is never refused because of others.
   */
  trackOrder: {
    failuresOnly: true,
    rules: [
      { scope: 'client+account', limit: 5, windowSeconds: 15 * 60 },
      { scope: 'client', limit: 20, windowSeconds: 15 * 60 },
      { scope: 'account', limit: 10, windowSeconds: 15 * 60, exceptCleanClients: true },
    ],
  },
  /**
   * The service forms (content spec): each sends a lead and most a mail to the address typed in, so
   * each client gets a few per hour, and each mailbox (the account) one confirmation a day whoever
   * posts: later posts still go through, without the mail.
   */
  contactForm: {
    failuresOnly: false,
    rules: [
      { scope: 'client', limit: 10, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 1, windowSeconds: 24 * 60 * 60, withholdsMail: true },
    ],
  },
  emailSignup: {
    failuresOnly: false,
    rules: [
      { scope: 'client', limit: 10, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 1, windowSeconds: 24 * 60 * 60, withholdsMail: true },
    ],
  },
  catalogRequest: {
    failuresOnly: false,
    rules: [
      { scope: 'client', limit: 10, windowSeconds: 60 * 60 },
      { scope: 'account', limit: 1, windowSeconds: 24 * 60 * 60, withholdsMail: true },
    ],
  },
  campaignEntry: {
    failuresOnly: false,
    rules: [{ scope: 'client', limit: 10, windowSeconds: 60 * 60 }],
  },
  /** "Find a Concierge" answers a name and contact per zip: enough to look up a few, not to list them all. */
  conciergeLookup: {
    failuresOnly: false,
    rules: [{ scope: 'client', limit: 30, windowSeconds: 15 * 60 }],
  },
  /** Wrong content-preview secrets (/admin/preview?secret=): a few per client, so the secret cannot be guessed. */
  previewSecret: {
    failuresOnly: true,
    rules: [{ scope: 'client', limit: 10, windowSeconds: 15 * 60 }],
  },
  /** A carousel's view and click events (routes/recommendation-event.tsx): a few per page seen; a flood is not passed on to Einstein. */
  recoEvent: {
    failuresOnly: false,
    rules: [{ scope: 'client', limit: 120, windowSeconds: 60 }],
  },
} as const;
