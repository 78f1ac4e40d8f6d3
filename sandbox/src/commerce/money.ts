/**
 * Money arithmetic. Amounts are numbers in the currency's major unit (SCAPI's wire format), rounded
 * to 2 decimals half away from zero after every operation, so 0.1 + 0.2 is 0.3 and 2.675 is 2.68.
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7);
  const rounded = (Math.sign(amount) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** Sum of amounts, rounded. */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += Math.round(roundMoney(amount) * 100);
  return cents / 100;
}

/** amount × rate (a percentage as a fraction, a tax rate), rounded. */
export function multiplyMoney(amount: number, factor: number): number {
  return roundMoney(amount * factor);
}

/**
 * Splits a (negative or positive) total across weights in proportion, in cents, so the parts add up
 * exactly to the total; the rounding remainder goes to the largest weights first.
 */
export function prorate(total: number, weights: readonly number[]): number[] {
  const totalCents = Math.round(roundMoney(total) * 100);
  const weightSum = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (weightSum <= 0 || weights.length === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalCents * Math.max(0, weight)) / weightSum);
  const parts = exact.map((value) => Math.trunc(value));
  let remainder = totalCents - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: Math.abs(value - Math.trunc(value)), weight: weights[index]! }))
    .sort((a, b) => b.fraction - a.fraction || b.weight - a.weight);
  const step = Math.sign(remainder);
  for (let i = 0; remainder !== 0 && order.length > 0; i = (i + 1) % order.length) {
    parts[order[i]!.index]! += step;
    remainder -= step;
  }
  return parts.map((cents) => cents / 100);
}

/** Integer cents, for exact arithmetic on balances and payment amounts. */
export const toCents = (amount: number): number => Math.round(amount * 100);

export const fromCents = (cents: number): number => cents / 100;

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}
