/**
 * The three storefront sites (SLAS channels). One catalog serves all three; the fundraising site
 * adds fundraising prices, the volume-savings site tiered prices.
 */
export interface SiteDefinition {
  id: string;
  label: string;
  defaultCurrency: string;
  currencies: string[];
  /** Pricebook used for tiered prices, if any. */
  kind: 'main' | 'volume' | 'fundraising';
}

export const SITES: SiteDefinition[] = [
  { id: 'sweet-shop', label: 'Sweet Shop', defaultCurrency: 'USD', currencies: ['USD', 'CAD'], kind: 'main' },
  { id: 'volume-savings', label: 'Volume Savings', defaultCurrency: 'USD', currencies: ['USD', 'CAD'], kind: 'volume' },
  { id: 'fundraising', label: 'Fundraising', defaultCurrency: 'USD', currencies: ['USD', 'CAD'], kind: 'fundraising' },
];

export const DEFAULT_SITE_ID = 'sweet-shop';

/** Locale en-US means US and USD; any other locale means Canada and CAD (spec: checkout §1). */
export function currencyForLocale(locale: string | undefined): string {
  return !locale || locale === 'en-US' || locale === 'default' ? 'USD' : 'CAD';
}
