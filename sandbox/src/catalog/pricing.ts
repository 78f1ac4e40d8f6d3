import type { PriceEntry } from './lookup.ts';
import type { FundraisingEntry, TierEntry } from './build.ts';
import type { Catalog, ProductRecord } from './store.ts';
import type { SiteDefinition } from '../sites.ts';

type SiteKind = SiteDefinition['kind'];

/**
 * Prices and availability of catalog documents, shared by the product and search APIs.
 * A master has no prices of its own: its price is the range over its variants.
 */

export interface EffectivePrice {
  list: number;
  sale?: number;
  /** What the shopper pays: the sale price when there is one, else the list price. */
  price: number;
}

export function effectivePrice(doc: Record<string, unknown>, currency: string): EffectivePrice | undefined {
  const entry = (doc._prices as Record<string, PriceEntry> | undefined)?.[currency];
  if (!entry) return undefined;
  return { ...entry, price: entry.sale ?? entry.list };
}

export function pricebookId(currency: string, kind: 'list' | 'sale' | 'volume'): string {
  return `${currency.toLowerCase()}-${kind}-prices`;
}

/** The sellable products behind a product: its variants for a master, itself otherwise. */
export function sellableRecords(catalog: Catalog, record: ProductRecord): ProductRecord[] {
  if (record.kind !== 'master') return [record];
  return (catalog.variantIds.get(record.id) ?? [])
    .map((id) => catalog.products.get(id))
    .filter((item): item is ProductRecord => Boolean(item));
}

export interface PriceSummary {
  price: number;
  priceMax?: number;
  /** Per pricebook (perPricebook): a price for items and variants, a range for masters. */
  prices: Record<string, number>;
  priceRanges: Array<{ pricebook: string; minPrice: number; maxPrice: number }>;
  pricePerUnit?: number;
  pricePerUnitMax?: number;
  /** The sellable record with the lowest price (a master's cheapest variant). */
  cheapest: ProductRecord;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function summarizePrices(catalog: Catalog, record: ProductRecord, currency: string): PriceSummary | undefined {
  const priced = sellableRecords(catalog, record)
    .map((item) => ({ item, price: effectivePrice(item.doc, currency) }))
    .filter((entry): entry is { item: ProductRecord; price: EffectivePrice } => Boolean(entry.price));
  if (!priced.length) return undefined;
  const values = priced.map((entry) => entry.price.price);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const cheapest = priced.find((entry) => entry.price.price === min)!.item;
  const lists = priced.map((entry) => entry.price.list);
  const sales = priced.flatMap((entry) => (entry.price.sale === undefined ? [] : [entry.price.sale]));
  const prices: Record<string, number> = {};
  const priceRanges: PriceSummary['priceRanges'] = [];
  const listBook = pricebookId(currency, 'list');
  const saleBook = pricebookId(currency, 'sale');
  if (record.kind === 'master') {
    priceRanges.push({ pricebook: listBook, minPrice: Math.min(...lists), maxPrice: Math.max(...lists) });
    if (sales.length)
      priceRanges.push({ pricebook: saleBook, minPrice: Math.min(...sales), maxPrice: Math.max(...sales) });
  } else {
    prices[listBook] = lists[0]!;
    if (sales.length) prices[saleBook] = sales[0]!;
  }
  const summary: PriceSummary = { price: min, prices, priceRanges, cheapest };
  if (max !== min) summary.priceMax = max;
  const perUnit = priced
    .filter((entry) => typeof entry.item.doc._ounces === 'number')
    .map((entry) => round2(entry.price.price / (entry.item.doc._ounces as number)));
  if (perUnit.length) {
    summary.pricePerUnit = Math.min(...perUnit);
    if (record.kind === 'master' && Math.max(...perUnit) !== summary.pricePerUnit)
      summary.pricePerUnitMax = Math.max(...perUnit);
  }
  return summary;
}

/**
 * The price a product's tile shows on a kind of site, which sorting by price follows: on the fundraising site the
 * suggested selling price of its cheapest item when there is one (the tile's fundraising panel), else the lowest price.
 */
export function shownPrice(
  catalog: Catalog,
  record: ProductRecord,
  currency: string,
  siteKind: SiteKind,
): number | undefined {
  const summary = summarizePrices(catalog, record, currency);
  if (!summary) return undefined;
  const fundraising = siteKind === 'fundraising' ? fundraisingPrice(summary.cheapest.doc, currency) : undefined;
  return fundraising?.suggestedSellingPrice ?? summary.price;
}

/** Volume-savings tiers of a sellable document, in SCAPI's ProductPriceTable shape. */
export function tieredPrices(
  doc: Record<string, unknown>,
  currency: string,
): Array<{ quantity: number; price: number; pricebook: string }> | undefined {
  const tiers = (doc._tieredPrices as Record<string, TierEntry[]> | undefined)?.[currency];
  return tiers?.map((tier) => ({
    quantity: tier.quantity,
    price: tier.price,
    pricebook: pricebookId(currency, 'volume'),
  }));
}

export function fundraisingPrice(
  doc: Record<string, unknown>,
  currency: string,
): (FundraisingEntry & { currency: string }) | undefined {
  const entry = (doc._fundraising as Record<string, FundraisingEntry> | undefined)?.[currency];
  return entry ? { ...entry, currency } : undefined;
}

/** Online orderability of a sellable product: stock to sell and not flagged unsellable. */
export function isOrderable(doc: Record<string, unknown>, ats: number): boolean {
  return ats > 0 && doc.c_unsellable !== true;
}

export interface Availability {
  ats: number;
  orderable: boolean;
}

/** Availability of a product; a master sums its variants and is orderable when any variant is. */
export function availabilityOf(catalog: Catalog, record: ProductRecord, inventory: Map<string, number>): Availability {
  const items = sellableRecords(catalog, record);
  let ats = 0;
  let orderable = false;
  for (const item of items) {
    const itemAts = inventory.get(item.id) ?? 0;
    ats += itemAts;
    orderable ||= isOrderable(item.doc, itemAts);
  }
  return { ats, orderable };
}
