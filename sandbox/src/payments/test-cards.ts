import type { CardBrand } from './cards.ts';

/**
 * The sandbox's payment processor: test card numbers with a fixed authorisation outcome (listed in
 * docs/demo-data.md). Every other card number that passes validation is approved.
 */
export type AuthorisationOutcome = 'approved' | 'declined' | 'insufficient_funds';

export interface TestCard {
  number: string;
  brand: CardBrand;
  outcome: AuthorisationOutcome;
  note: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', outcome: 'approved', note: 'Visa, approved' },
  { number: '4242424242424242', brand: 'visa', outcome: 'approved', note: 'Visa, approved' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'approved', note: 'Mastercard, approved' },
  { number: '2223003122003222', brand: 'mastercard', outcome: 'approved', note: 'Mastercard 2-series, approved' },
  {
    number: '378282246310005',
    brand: 'americanexpress',
    outcome: 'approved',
    note: 'American Express, approved (4-digit CVV)',
  },
  { number: '6011111111111117', brand: 'discover', outcome: 'approved', note: 'Discover, approved' },
  { number: '6445644564456445', brand: 'discover', outcome: 'approved', note: 'Discover 644 range, approved' },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'declined',
    note: 'Visa, tokenises but is declined at authorisation',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'insufficient_funds',
    note: 'Visa, tokenises but fails at authorisation with insufficient funds',
  },
];

export function authorisationOutcomeFor(cardNumber: string): AuthorisationOutcome {
  return TEST_CARDS.find((card) => card.number === cardNumber)?.outcome ?? 'approved';
}

/** Shopper-facing messages of a failed authorisation (the order's PaymentTransactionFailed flash). */
export const AUTHORISATION_MESSAGES: Record<Exclude<AuthorisationOutcome, 'approved'>, string> = {
  declined: 'Your payment was declined. Please check your card details or use a different card.',
  insufficient_funds: 'Your card has insufficient funds for this order. Please use a different card.',
};
