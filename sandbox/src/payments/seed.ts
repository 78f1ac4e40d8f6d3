import type { Db } from '../db/client.ts';

/**
 * Demo gift cards (listed in docs/demo-data.md). Numbers are 19 to 21 digits, security codes 4 digits.
 * Balances are restored by re-seeding (npm run sandbox:reset).
 */
export const SEED_GIFT_CARDS = [
  { number: '7777000000000025001', pin: '1225', currency: 'USD', balanceCents: 2_500, note: '$25.00' },
  { number: '7777000000000100002', pin: '1100', currency: 'USD', balanceCents: 10_000, note: '$100.00' },
  {
    number: '7777000000999999003',
    pin: '9999',
    currency: 'USD',
    balanceCents: 1_000_000,
    note: '$10,000.00, covers any order',
  },
  { number: '7777000000000000004', pin: '0000', currency: 'USD', balanceCents: 0, note: '$0.00, empty' },
  { number: '77770000000000750005', pin: '7575', currency: 'USD', balanceCents: 7_500, note: '$75.00 (20 digits)' },
  {
    number: '777700000000005000006',
    pin: '5050',
    currency: 'CAD',
    balanceCents: 5_000,
    note: 'CA$50.00 (21 digits, Canadian dollars)',
  },
  {
    number: '7777000000000020007',
    pin: '2007',
    currency: 'USD',
    balanceCents: 2_000,
    note: '$20.00 (the gift card + PayPal test, JS on)',
  },
  {
    number: '7777000000000020008',
    pin: '2008',
    currency: 'USD',
    balanceCents: 2_000,
    note: '$20.00 (the gift card + PayPal test, JS off)',
  },
  {
    number: '7777000000000020009',
    pin: '2009',
    currency: 'USD',
    balanceCents: 2_000,
    note: '$20.00 (the gift card + Apple Pay test)',
  },
] as const;

export async function seedPayments(db: Db): Promise<void> {
  for (const card of SEED_GIFT_CARDS) {
    await db.query(
      `INSERT INTO gift_cards (number, pin, currency, balance_cents) VALUES ($1, $2, $3, $4) ON CONFLICT (number) DO NOTHING`,
      [card.number, card.pin, card.currency, card.balanceCents],
    );
  }
}
