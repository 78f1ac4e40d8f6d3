import type { Destination } from './types.ts';

/**
 * Sales tax by destination (taxation "net": prices exclude tax). US rates are the state base rate
 * (New York and California with typical local rates); Canada is GST/HST plus provincial sales tax.
 * Candy is taxable everywhere in this table.
 */
const US_RATES: Record<string, number> = {
  AL: 0.04,
  AK: 0,
  AZ: 0.056,
  AR: 0.065,
  CA: 0.0725,
  CO: 0.029,
  CT: 0.0635,
  DE: 0,
  DC: 0.06,
  FL: 0.06,
  GA: 0.04,
  HI: 0.04,
  ID: 0.06,
  IL: 0.0625,
  IN: 0.07,
  IA: 0.06,
  KS: 0.065,
  KY: 0.06,
  LA: 0.0445,
  ME: 0.055,
  MD: 0.06,
  MA: 0.0625,
  MI: 0.06,
  MN: 0.06875,
  MS: 0.07,
  MO: 0.04225,
  MT: 0,
  NE: 0.055,
  NV: 0.0685,
  NH: 0,
  NJ: 0.06625,
  NM: 0.05125,
  NY: 0.08875,
  NC: 0.0475,
  ND: 0.05,
  OH: 0.0575,
  OK: 0.045,
  OR: 0,
  PA: 0.06,
  RI: 0.07,
  SC: 0.06,
  SD: 0.042,
  TN: 0.07,
  TX: 0.0625,
  UT: 0.061,
  VT: 0.06,
  VA: 0.053,
  WA: 0.065,
  WV: 0.06,
  WI: 0.05,
  WY: 0.04,
  PR: 0.115,
};

/** US states that tax delivery charges on taxable goods. */
const US_SHIPPING_TAXABLE = new Set([
  'AR',
  'CT',
  'DC',
  'GA',
  'HI',
  'IN',
  'KS',
  'KY',
  'MI',
  'MN',
  'MS',
  'NE',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'VT',
  'WA',
  'WV',
  'WI',
  'WY',
]);

const CA_RATES: Record<string, number> = {
  AB: 0.05,
  BC: 0.12,
  MB: 0.12,
  NB: 0.15,
  NL: 0.15,
  NS: 0.14,
  NT: 0.05,
  NU: 0.05,
  ON: 0.13,
  PE: 0.15,
  QC: 0.14975,
  SK: 0.11,
  YT: 0.05,
};

/** Whether tax can be computed: the country, and for the US and Canada a known state or province. */
export function isTaxJurisdictionKnown(destination: Destination): boolean {
  const { countryCode, stateCode } = destination;
  if (countryCode === 'US') return Boolean(stateCode && stateCode in US_RATES);
  if (countryCode === 'CA') return Boolean(stateCode && stateCode in CA_RATES);
  return false;
}

/** The tax rate (a fraction: 0.0725 for 7.25 %) on merchandise for a destination; 0 when unknown. */
export function taxRateFor(destination: Destination): number {
  const stateCode = destination.stateCode ?? '';
  if (destination.countryCode === 'US') return US_RATES[stateCode] ?? 0;
  if (destination.countryCode === 'CA') return CA_RATES[stateCode] ?? 0;
  return 0;
}

/** Whether shipping charges are taxed at the destination (always in Canada; some US states). */
export function isShippingTaxable(destination: Destination): boolean {
  if (destination.countryCode === 'CA') return isTaxJurisdictionKnown(destination);
  if (destination.countryCode === 'US') return US_SHIPPING_TAXABLE.has(destination.stateCode ?? '');
  return false;
}
