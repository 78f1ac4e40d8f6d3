import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import { formatMoney } from '~/models/money.ts';
import { lowestTierPrice, priceTierRows, showsPriceTiers, type PriceTier } from '~/models/price-tiers.ts';
import { useShopLocale } from './use-shop-locale.ts';

/** The product page's volume prices on the volume-savings site: a small table, quantity – price each. */
export function PriceTierTable({ tiers, currency }: { tiers: readonly PriceTier[] | undefined; currency: string }) {
  const { siteId, locale } = useShopLocale();
  if (!tiers || !showsPriceTiers(siteId)) return null;
  return (
    <table className="w-full max-w-xs text-sm" data-testid="price-tiers">
      <caption className="pb-1 text-left font-semibold">{CATALOG_MESSAGES.priceTiersCaption}</caption>
      <thead>
        <tr className="border-b border-caramel text-left">
          <th scope="col" className="py-1 font-semibold">
            {CATALOG_MESSAGES.priceTiersQuantity}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {CATALOG_MESSAGES.priceTiersPriceEach}
          </th>
        </tr>
      </thead>
      <tbody>
        {priceTierRows(tiers).map((row) => (
          <tr key={row.quantity} className="border-b border-cream-dark">
            <td className="py-1">{row.quantities}</td>
            <td className="py-1 text-right font-bold">{formatMoney(row.price, currency, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A tile's lowest volume price on the volume-savings site. */
export function AsLowAs({ tiers, currency }: { tiers: readonly PriceTier[] | undefined; currency: string }) {
  const { siteId, locale } = useShopLocale();
  const lowest = tiers && showsPriceTiers(siteId) ? lowestTierPrice(tiers) : undefined;
  if (lowest === undefined) return null;
  return (
    <p className="text-xs font-semibold text-candy-dark" data-testid="price-tiers-as-low-as">
      {`${CATALOG_MESSAGES.priceTiersAsLowAs} ${formatMoney(lowest, currency, locale)} ${CATALOG_MESSAGES.priceTiersEach}`}
    </p>
  );
}
