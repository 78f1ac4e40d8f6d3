import { formatMoney } from '~/models/money.ts';
import type { BnplPlan } from '~/models/payment-methods.ts';
import { useShopLocale } from '~/components/product/use-shop-locale.ts';

/**
 * Buy-now-pay-later messaging (catalog spec §2): "4 interest-free payments of $X", computed on the
 * server, and its schedule in a `<details>` that opens without JavaScript. No third-party script.
 */
export function BnplMessage({ plan, currency }: { plan: BnplPlan; currency: string }) {
  const { locale } = useShopLocale();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <details className="group rounded border border-cream-dark bg-white p-3 text-sm" data-testid="bnpl-message">
      <summary className="cursor-pointer rounded">
        or {plan.payments.length} interest-free payments of <strong>{money(plan.amount)}</strong> with Klarna.{' '}
        <span className="underline underline-offset-2">See the payment schedule</span>
      </summary>
      <div className="mt-3 space-y-2">
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Payment schedule">
          {plan.payments.map((payment) => (
            <li key={payment.when} className="rounded bg-cream px-2 py-1 text-center">
              <span className="block text-cocoa">{payment.when}</span>
              <span className="block font-semibold">{money(payment.amount)}</span>
            </li>
          ))}
        </ol>
        <p className="text-cocoa">
          No interest and no fees when you pay on time. Choose Klarna at checkout; not available for subscription items.
        </p>
      </div>
    </details>
  );
}
