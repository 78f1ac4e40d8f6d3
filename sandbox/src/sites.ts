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
  /** Site preference recipientLimit (checkout spec §9): the most shipments with an address a basket may ship to. */
  recipientLimit: number;
}

export const SITES: SiteDefinition[] = [
  {
    id: 'sweet-shop',
    label: 'Sweet Shop',
    defaultCurrency: 'USD',
    currencies: ['USD', 'CAD'],
    kind: 'main',
    recipientLimit: 10,
  },
  {
    id: 'volume-savings',
    label: 'Volume Savings',
    defaultCurrency: 'USD',
    currencies: ['USD', 'CAD'],
    kind: 'volume',
    recipientLimit: 25,
  },
  {
    id: 'fundraising',
    label: 'Fundraising',
    defaultCurrency: 'USD',
    currencies: ['USD', 'CAD'],
    kind: 'fundraising',
    recipientLimit: 10,
  },
];

export const DEFAULT_SITE_ID = 'sweet-shop';

/** Locale en-US means US and USD; any other locale means Canada and CAD (spec: checkout §1). */
export function currencyForLocale(locale: string | undefined): string {
  return !locale || locale === 'en-US' || locale === 'default' ? 'USD' : 'CAD';
}
