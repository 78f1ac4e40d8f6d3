/**
 * Volume (tiered) prices of the volume-savings site: SCAPI's `tieredPrices` (a product's price table,
 * `[{ quantity, price, pricebook }]`, on getProduct and on search hits) as the product page's table
 * ("quantity – price each") and a tile's "as low as". The bag shows the tier the backend applied
 * (the line's basePrice), so the storefront never prices a line itself.
 */
import { TIERED_PRICE_SITES } from './catalog-constants.ts';
import type { SiteId } from './sites.ts';

export interface PriceTier {
  /** The least quantity the price applies from. */
  quantity: number;
  /** The price of each unit from that quantity on. */
  price: number;
}

export interface PriceTierRow extends PriceTier {
  /** The quantities the row covers: "1–11", or "48+" for the last. */
  quantities: string;
}

/** Whether a site shows volume prices. */
export function showsPriceTiers(siteId: SiteId): boolean {
  return TIERED_PRICE_SITES.includes(siteId);
}

/**
 * The tiers of a SCAPI `tieredPrices` value: entries with a positive whole quantity and a price,
 * one per quantity (the lowest price wins), by quantity. A table of one tier is just the price: none.
 */
export function priceTiersOf(raw: unknown): PriceTier[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const byQuantity = new Map<number, number>();
  for (const entry of raw as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { quantity, price } = entry as Record<string, unknown>;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue;
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) continue;
    byQuantity.set(quantity, Math.min(price, byQuantity.get(quantity) ?? price));
  }
  const tiers = [...byQuantity]
    .map(([quantity, price]) => ({ quantity, price }))
    .sort((a, b) => a.quantity - b.quantity);
  return tiers.length > 1 ? tiers : undefined;
}

/** The product page's table rows: each tier with the quantities it covers (up to the next tier's). */
export function priceTierRows(tiers: readonly PriceTier[]): PriceTierRow[] {
  return tiers.map((tier, index) => {
    const next = tiers[index + 1];
    const quantities = !next
      ? `${tier.quantity}+`
      : next.quantity - 1 === tier.quantity
        ? String(tier.quantity)
        : `${tier.quantity}–${next.quantity - 1}`;
    return { ...tier, quantities };
  });
}

/** A tile's "as low as": the lowest price of any tier. */
export function lowestTierPrice(tiers: readonly PriceTier[]): number | undefined {
  return tiers.length ? Math.min(...tiers.map((tier) => tier.price)) : undefined;
}
