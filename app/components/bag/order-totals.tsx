import { useId } from 'react';
import { useShopLocale } from '~/components/product/use-shop-locale.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import { formatMoney } from '~/models/money.ts';
import type { TotalsView } from '~/models/bag.ts';

/**
 * The order's totals (checkout spec §3): subtotal, discounts with their promotions' texts, shipping
 * and tax once the basket knows them, gift cards, and the total. Shared by the bag and the checkout
 * pages; it reads a plain totals view (models/bag.ts `totalsView`), never the basket.
 */
export function OrderTotals({
  totals,
  title = 'Order Summary',
  headingLevel = 2,
}: {
  totals: TotalsView;
  title?: string;
  headingLevel?: 2 | 3;
}) {
  const { locale } = useShopLocale();
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, totals.currency, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-white p-5 shadow-sm" data-testid="order-totals">
      <Heading id={titleId} className="mb-3 text-xl font-bold">
        {title}
      </Heading>
      <dl className="space-y-2 text-sm">
        <Row label="Subtotal" value={money(totals.subtotal)} testId="totals-subtotal" />
        {totals.discounts.map((discount, index) => (
          <Row
            key={`${discount.label}-${index}`}
            label={discount.label}
            value={money(discount.amount)}
            highlight
            testId="totals-discount"
          />
        ))}
        <Row
          label={totals.shippingMethod ? `Shipping (${totals.shippingMethod})` : 'Shipping'}
          value={
            totals.shipping === null
              ? BAG_MESSAGES.calculatedAtCheckout
              : totals.shipping === 0
                ? 'Free'
                : money(totals.shipping)
          }
          testId="totals-shipping"
        />
        <Row
          label="Tax"
          value={totals.tax === null ? BAG_MESSAGES.calculatedAtCheckout : money(totals.tax)}
          testId="totals-tax"
        />
        {totals.giftCards.map((giftCard, index) => (
          <Row
            key={`${giftCard.label}-${index}`}
            label={giftCard.label}
            value={money(giftCard.amount)}
            testId="totals-gift-card"
          />
        ))}
        <div className="flex justify-between gap-4 border-t border-caramel pt-3 text-base font-bold">
          <dt>{totals.totalIsEstimate ? 'Estimated Total' : 'Order Total'}</dt>
          <dd data-testid="totals-total">{money(totals.total)}</dd>
        </div>
        {totals.amountDue !== undefined ? (
          <div className="flex justify-between gap-4 font-semibold">
            <dt>Amount Due</dt>
            <dd data-testid="totals-amount-due">{money(totals.amountDue)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Row({
  label,
  value,
  highlight = false,
  testId,
}: {
  label: string;
  value: string;
  highlight?: boolean;
  testId: string;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${highlight ? 'font-semibold text-candy-dark' : ''}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}
