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
