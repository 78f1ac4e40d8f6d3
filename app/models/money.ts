/**
 * Rounds an amount (in the currency's major unit, SCAPI's wire format) to cents, half away from zero
 * as the commerce backend does (its totals are what the shopper pays, so our estimates must agree):
 * 2.675 → 2.68 and -1.005 → -1.01. The tiny nudge absorbs binary artefacts (1.005 * 100 is
 * 100.49999…); "+ Number.EPSILON" is too small for amounts above a few dollars (10.075 would give
 * 10.07) and rounding half up moves negative amounts the wrong way.
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7);
  const rounded = (Math.sign(amount) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** Prices as shoppers read them: "$24.95" in the US, "$33.99" for Canadian dollars ("CA$" only when ambiguous). */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, formatter);
  }
  return formatter.format(Number.isFinite(amount) ? amount : 0);
}
