import { Form, Link, useFetcher } from 'react-router';
import { Alert } from '~/components/ui/alert.tsx';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { formError, postedValue, type IntentResult } from '~/models/action-result.ts';
import { fillMessage, type BagLine, type BagView } from '~/models/bag.ts';
import type { FulfilmentGroup } from '~/models/pickup.ts';
import type { BagIntent } from '~/models/bag-forms.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import type { action as bagAction } from '~/routes/cart.tsx';
import { BAG_REMOVE_FETCHER, BagLineItem } from './bag-line.tsx';
import { DiscountBanner } from './discount-banner.tsx';
import { NeedHelpLink } from '~/components/help/need-help-link.tsx';
import { OrderTotals } from './order-totals.tsx';
import { BnplMessage } from '~/components/payment/bnpl-message.tsx';
import type { BnplPlan } from '~/models/payment-methods.ts';
import { PromoCodes } from './promo-codes.tsx';
import { MobileActionBar } from '~/components/layout/mobile-action-bar.tsx';
import { useShopLocale } from '~/components/product/use-shop-locale.ts';
import { formatMoney } from '~/models/money.ts';
import { RecipientGroups } from '~/components/multi-ship/recipient-groups.tsx';
import type { RecipientGroup } from '~/models/multi-ship.ts';

export interface BagPageProps {
  bag: BagView;
  constraint: FormConstraint;
  /** The line whose removal the no-JS confirmation asks about (/cart?remove=…). */
  confirmRemoval: Pick<BagLine, 'itemId' | 'name' | 'variation'> | null;
  /** A refused plain form post, re-rendered by the server. */
  refused?: IntentResult<BagIntent> | null;
  /** Buy-now-pay-later messaging for the total (catalog spec §2), when Klarna can pay it. */
  bnpl?: BnplPlan | null;
  /** "Ship to" / "Pick up at {shop}" once the bag holds pick-up lines (models/pickup.ts). */
  groups?: FulfilmentGroup[] | null;
  /** Multi-ship: the lines by recipient (null: one list). */
  recipientGroups?: readonly RecipientGroup[] | null;
}

/** The bag page (checkout spec §2 /cart). */
export function BagPage({ bag, constraint, confirmRemoval, refused, bnpl, groups, recipientGroups }: BagPageProps) {
  const removal = useFetcher<typeof bagAction>({ key: BAG_REMOVE_FETCHER });
  const { locale } = useShopLocale();
  const removalMessages = (removal.state === 'idle' ? removal.data?.messages : undefined) ?? [];
  const count = bag.itemCount;
  // The promo code form shows its own reply; any other refusal belongs to the line it names, else atop the bag.
  const promoResult = refused?.intent === 'apply-coupon' ? refused.result : null;
  const lineError = refused && refused.intent !== 'apply-coupon' ? formError(refused.result) : undefined;
  const refusedItemId = postedValue(refused?.result, 'itemId')?.slice(0, 100);
  const refusedQuantity = postedValue(refused?.result, 'quantity')?.slice(0, 20);

  if (confirmRemoval) return <RemoveConfirmation line={confirmRemoval} />;

  const renderLine = (line: BagLine) => (
    <BagLineItem
      key={line.itemId}
      line={line}
      currency={bag.currency}
      {...(refusedItemId === line.itemId && lineError ? { serverError: lineError } : {})}
      {...(refusedItemId === line.itemId && refusedQuantity !== undefined ? { serverQuantity: refusedQuantity } : {})}
    />
  );

  return (
    <div className="space-y-6">
      <h1 id="bag-title" className="font-display text-3xl font-bold">
        Your Bag
        {count ? (
          <>
            {' '}
            <span className="ml-1 text-lg font-normal text-cocoa">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          </>
        ) : null}
      </h1>
      <div role="status" aria-live="polite" data-testid="bag-messages">
        {removalMessages.length ? <Alert kind="success">{removalMessages.join(' ')}</Alert> : null}
      </div>
      {lineError && !bag.lines.some((line) => line.itemId === refusedItemId) ? (
        <Alert kind="error">{lineError}</Alert>
      ) : null}
      {bag.lines.length === 0 ? (
        <EmptyBag />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="bag-lines-title" className="space-y-4">
            <h2 id="bag-lines-title" className="sr-only">
              Items in your bag
            </h2>
            {bag.banner ? <DiscountBanner banner={bag.banner} /> : null}
            {recipientGroups ? (
              <RecipientGroups groups={recipientGroups} lines={bag.lines} renderLine={(line) => renderLine(line)} />
            ) : (
              (groups ?? [{ kind: 'shipping', heading: '', itemIds: bag.lines.map((line) => line.itemId) }]).map(
                (group) => (
                  <div key={group.kind} className="space-y-2" data-fulfilment={groups ? group.kind : undefined}>
                    {group.heading ? <h3 className="font-display text-xl font-bold">{group.heading}</h3> : null}
                    <ul className="rounded-lg bg-white px-5 shadow-sm" data-testid="bag-lines">
                      {bag.lines.filter((line) => group.itemIds.includes(line.itemId)).map((line) => renderLine(line))}
                    </ul>
                  </div>
                ),
              )
            )}
          </section>
          <aside className="space-y-4" aria-label="Bag summary">
            <OrderTotals totals={bag.totals} />
            {bnpl ? <BnplMessage plan={bnpl} currency={bag.totals.currency} /> : null}
            <PromoCodes codes={bag.promoCodes} constraint={constraint} lastResult={promoResult} />
            {bag.thresholdMet ? (
              <ButtonLink to="/shipping" size="lg" className="w-full" data-testid="checkout-link">
                Checkout
              </ButtonLink>
            ) : (
              <Alert kind="info">
                <span data-testid="threshold-not-met">{BAG_MESSAGES.bagThresholdNotMet}</span>
              </Alert>
            )}
            <p className="text-center text-sm">
              <Link to="/recipients" className="underline underline-offset-4">
                {recipientGroups ? 'Manage recipients' : 'Ship to multiple addresses'}
              </Link>
            </p>
            <p className="text-center text-sm">
              <Link to="/" className="underline underline-offset-4">
                Continue Shopping
              </Link>
            </p>
            <p className="text-center text-sm">
              <NeedHelpLink className="inline-flex min-h-tap items-center underline underline-offset-4" />
            </p>
          </aside>
          {bag.thresholdMet ? (
            <MobileActionBar
              label={bag.totals.totalIsEstimate ? 'Estimated Total' : 'Order Total'}
              amount={formatMoney(bag.totals.total, bag.totals.currency, locale)}
            >
              <ButtonLink to="/shipping" size="lg">
                Checkout
              </ButtonLink>
            </MobileActionBar>
          ) : null}
        </div>
      )}
    </div>
  );
}

function EmptyBag() {
  return (
    <section className="rounded-lg bg-white p-8 text-center shadow-sm" data-testid="empty-bag">
      <p className="mb-4 text-lg">{BAG_MESSAGES.bagEmpty}</p>
      <ButtonLink to="/">Continue Shopping</ButtonLink>
    </section>
  );
}

/** Without JavaScript, "Remove" leads here: "Yes" posts quantity 0, "No" goes back to the bag. */
function RemoveConfirmation({ line }: { line: Pick<BagLine, 'itemId' | 'name' | 'variation'> }) {
  return (
    <section
      aria-labelledby="remove-title"
      className="mx-auto max-w-xl space-y-4 rounded-lg bg-white p-6 shadow-sm"
      data-testid="remove-confirmation"
    >
      <h1 id="remove-title" className="text-2xl font-bold">
        {fillMessage(BAG_MESSAGES.bagRemoveQuestion, { name: line.name })}
      </h1>
      {line.variation ? <p className="text-cocoa">{line.variation}</p> : null}
      <div className="flex gap-3">
        <Form method="post" action="/cart">
          <input type="hidden" name="intent" value="update-quantity" />
          <input type="hidden" name="itemId" value={line.itemId} />
          <input type="hidden" name="quantity" value="0" />
          <Button>Yes</Button>
        </Form>
        <ButtonLink to="/cart" variant="secondary">
          No
        </ButtonLink>
      </div>
    </section>
  );
}
