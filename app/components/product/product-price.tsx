import { formatMoney } from '~/models/money.ts';
import type { Product, Variant } from '~/models/product.ts';
import { useShopLocale } from './use-shop-locale.ts';

/**
 * The price as the spec shows it: the sale price beside the struck-through standard price, a range
 * for masters before a choice, and on the fundraising site the fundraising panel instead.
 */
export function ProductPrice({
  product,
  variant,
  size = 'md',
}: {
  product: Product;
  variant?: Variant;
  size?: 'md' | 'lg';
}) {
  const { siteId, locale } = useShopLocale();
  const money = (amount: number) => formatMoney(amount, product.currency, locale);
  const fundraising = siteId === 'fundraising' ? product.fundraisingPrice : undefined;
  if (fundraising) {
    return (
      <dl
        className="grid grid-cols-3 gap-1 rounded border border-caramel bg-cream-dark p-2 text-center text-xs"
        data-testid="fundraising-price"
      >
        <div>
          <dt>Suggested price</dt>
          <dd className="text-base font-bold">{money(fundraising.suggestedPrice)}</dd>
        </div>
        <div>
          <dt>You earn</dt>
          <dd className="text-base font-bold text-candy">{money(fundraising.earn)}</dd>
        </div>
        <div>
          <dt>Profit</dt>
          <dd className="text-base font-bold">{fundraising.percent}%</dd>
        </div>
      </dl>
    );
  }
  const textSize = size === 'lg' ? 'text-2xl' : 'text-base';
  const price = variant?.price ?? product.price;
  const standard = variant ? undefined : product.standardPrice;
  const range = !variant && product.priceMax !== undefined;
  return (
    <p className={`${textSize} font-bold text-chocolate`} data-testid="price">
      {standard !== undefined ? (
        <>
          <span className="sr-only">Sale price </span>
          <span className="text-candy">{money(price)}</span> <span className="sr-only">, was </span>
          <s className="text-sm font-normal text-cocoa">{money(standard)}</s>
        </>
      ) : range ? (
        <>
          {money(price)} – {money(product.priceMax!)}
        </>
      ) : (
        money(price)
      )}
    </p>
  );
}
