/**
 * Rounds an amount (in the currency's major unit, SCAPI's wire format) to cents, half away from zero
 * as the commerce backend does (its totals are what the shopper pays, so our estimates must agree):
 * 2.675 → 2.68 and -1.005 → -1.01. The tiny nudge absorbs binary artefacts (1.005 * 100 is
 * 100.49999…); "+ Number.EPSILON" is too small for amounts above a few dollars (10.075 would give
 * 10.07) and rounding half up moves negative amounts the wrong way.
 */
/** An amount as SCAPI sends it, when it is one (a finite number). */
export const amountOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7);
  const rounded = (Math.sign(amount) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}

/**
 * How the shop's locales write an amount of dollars (US or Canadian), as `Intl.NumberFormat` with `currencyDisplay:
 * 'narrowSymbol'` writes it: "$1,234.50" (en-US, en-CA), "1 234,50 $" (fr-CA, no-break spaces).
 */
const DOLLAR_LAYOUTS: Record<string, { group: string; decimal: string; symbolAfter: boolean }> = {
  'en-US': { group: ',', decimal: '.', symbolAfter: false },
  'en-CA': { group: ',', decimal: '.', symbolAfter: false },
  'fr-CA': { group: '\u00a0', decimal: ',', symbolAfter: true },
};
const DOLLARS = new Set(['USD', 'CAD']);
/** Past this, whole cents no longer fit a double exactly. */
const LARGEST_BY_HAND = 1e13;

/**
 * An amount's whole units and cents, rounded as Intl rounds: half away from zero on the shortest decimal that reads
 * back as the same number (1.005 → 1.01, where `toFixed` gives 1.00).
 */
function unitsAndCents(amount: number): { units: string; cents: string } {
  const text = String(Math.abs(amount));
  // Exponent form only below 1e-6 here (the caller keeps larger amounts to Intl): that is zero cents.
  const [whole = '0', fraction = ''] = text.includes('e') ? ['0'] : text.split('.');
  const digits = fraction.padEnd(3, '0');
  const total = Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits[2]! >= '5' ? 1 : 0);
  return { units: String(Math.floor(total / 100)), cents: String(total % 100).padStart(2, '0') };
}

/** Prices as shoppers read them: "$24.95" in the US, "$33.99" for Canadian dollars ("CA$" only when ambiguous). */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const layout = DOLLAR_LAYOUTS[locale];
  // Written by hand for the shop's own currencies and locales: a browser's first currency formatter loads ICU's
  // currency data: 25-45 ms of one task while the page hydrates.
  if (layout && DOLLARS.has(currency) && Math.abs(value) < LARGEST_BY_HAND) {
    const { units, cents } = unitsAndCents(value);
    const number = `${units.replace(/\B(?=(\d{3})+(?!\d))/g, layout.group)}${layout.decimal}${cents}`;
    // Intl's sign: any negative amount, negative zero and amounts that round to zero included.
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    return layout.symbolAfter ? `${sign}${number}\u00a0$` : `${sign}$${number}`;
  }
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
