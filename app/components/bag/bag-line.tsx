import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { BoxContents } from '~/components/boxes/box-contents.tsx';
import { SubscriptionOffer } from '~/components/subscriptions/subscription-offer.tsx';
import { useShopLocale } from '~/components/product/use-shop-locale.ts';
import { Button, buttonClasses } from '~/components/ui/button.tsx';
import { Spinner } from '~/components/ui/spinner.tsx';
import { formError } from '~/models/action-result.ts';
import { fillMessage, type BagLine as Line } from '~/models/bag.ts';
import { BAG_IMAGE_SIZE, QUANTITY_DEBOUNCE_MS } from '~/models/bag-constants.ts';
import { QUANTITY_MIN } from '~/models/catalog-constants.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { formatMoney } from '~/models/money.ts';
import { canIncrease, increaseMessage, parseQuantity } from '~/models/quantity.ts';
import type { action as bagAction } from '~/routes/cart.tsx';
import { addedOfLimitText, perOrderLimitText } from '~/models/sales-materials.ts';

const loadRemoveDialog = () => import('./remove-dialog.tsx');
const RemoveDialog = lazy(loadRemoveDialog);

/** Fetchers of one line share a key, so the bag can tell which line is busy and what it said. */
export const lineFetcherKey = (itemId: string) => `bag-line-${itemId}`;
/** Removals go through one fetcher the bag reads, since the line itself disappears. */
export const BAG_REMOVE_FETCHER = 'bag-remove';

const STEP_BUTTON =
  'flex size-10 items-center justify-center rounded border-2 border-chocolate bg-white text-lg font-bold disabled:cursor-not-allowed disabled:opacity-40';

/** A quantity the shopper typed that cannot be sent, with the spec's message; null when it can. */
function quantityProblem(raw: string): string | null {
  const quantity = parseQuantity(raw);
  if (quantity === null || quantity < QUANTITY_MIN) return MESSAGES.quantityInvalid;
  if (quantity > 999) return MESSAGES.quantityExceedsMax;
  return null;
}

/**
 * One bag line: image, name (linked), variation, prices, stock notes, the quantity form, remove and
 * edit. Without JavaScript the quantity is a number field with "Update", and "Remove" opens the
 * confirmation page (/cart?remove=…). With it, changes are sent 400 ms after the last one through a
 * fetcher (no reload), and minus at 1 or "Remove" asks in a dialog.
 */
export function BagLineItem({
  line,
  currency,
  serverError,
  serverQuantity,
}: {
  line: Line;
  currency: string;
  serverError?: string;
  serverQuantity?: string;
}) {
  const { locale } = useShopLocale();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof bagAction>({ key: lineFetcherKey(line.itemId) });
  const fieldId = useId();
  const messageId = `${fieldId}-message`;
  const [value, setValue] = useState(serverQuantity ?? String(line.quantity));
  const [clientMessage, setClientMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const removeTrigger = useRef<HTMLElement | null>(null);
  const removal = useFetcher<typeof bagAction>({ key: BAG_REMOVE_FETCHER });
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const removing = removal.state !== 'idle' && removal.formData?.get('itemId') === line.itemId;
  const pending = fetcher.state !== 'idle' || removing;

  // The server's quantity wins once a change has gone through (the inventory check may have changed it).
  useEffect(() => {
    if (fetcher.state === 'idle') setValue(String(line.quantity));
  }, [line.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (quantity: number) => {
    clearTimeout(timer.current);
    void fetcher.submit(
      { intent: 'update-quantity', itemId: line.itemId, quantity: String(quantity), response: 'fetch' },
      { method: 'post', action: '/cart' },
    );
  };
  const schedule = (raw: string) => {
    setValue(raw);
    clearTimeout(timer.current);
    const problem = quantityProblem(raw);
    setClientMessage(problem === MESSAGES.quantityInvalid && raw === '' ? null : problem);
    if (problem) return;
    const quantity = parseQuantity(raw)!;
    if (quantity === line.quantity) return;
    timer.current = setTimeout(() => send(quantity), QUANTITY_DEBOUNCE_MS);
  };
  const current = parseQuantity(value) ?? line.quantity;
  const bounds =
    line.stock === null ? { stock: line.maxQuantity } : { stock: line.stock, quantityLimit: line.maxQuantity };
  const askToRemove = (trigger: HTMLElement) => {
    removeTrigger.current = trigger;
    clearTimeout(timer.current);
    setConfirming(true);
  };

  const data = fetcher.data;
  const error = clientMessage ?? formError(data?.result) ?? serverError;
  const messages =
    (!clientMessage ? data?.messages?.filter((message) => message !== BAG_MESSAGES.bagUpdated) : undefined) ?? [];
  const increaseNote = hydrated && !error ? increaseMessage(current, bounds) : undefined;

  return (
    <li
      className={`grid grid-cols-[auto_1fr] gap-4 border-b border-caramel py-5 sm:grid-cols-[auto_1fr_auto] ${removing ? 'opacity-50' : ''}`}
      data-testid="bag-line"
      data-item-id={line.itemId}
      data-product-id={line.productId}
      aria-busy={pending || undefined}
    >
      {line.image ? (
        <img
          src={line.image.src}
          alt={line.image.alt}
          width={BAG_IMAGE_SIZE}
          height={BAG_IMAGE_SIZE}
          loading="lazy"
          className="size-24 rounded bg-white object-cover"
        />
      ) : (
        <span className="size-24 rounded bg-cream-dark" aria-hidden="true" />
      )}
      <div className="space-y-1">
        <h3 className="font-semibold">
          <Link to={line.href} className="hover:underline" data-testid="bag-line-name">
            {line.name}
          </Link>
        </h3>
        {line.variation ? (
          <p className="text-sm text-cocoa" data-testid="bag-line-variation">
            {line.variation}
          </p>
        ) : null}
        {line.quantityLimit !== undefined ? (
          <p className="text-sm text-cocoa" data-testid="bag-line-limit">
            {perOrderLimitText(line.quantityLimit)} · {addedOfLimitText(line.quantity, line.quantityLimit)}
          </p>
        ) : null}
        {line.boxContents ? <BoxContents contents={line.boxContents} /> : null}
        {line.recipient ? (
          <p className="text-sm" data-testid="bag-line-recipient">
            {line.recipient}
          </p>
        ) : null}
        {line.repeat ? <SubscriptionOffer productId={line.productId} current={line.repeat.current} compact /> : null}
        <p className="text-sm">
          Item #{line.productId} · <span data-testid="bag-line-unit-price">{money(line.unitPrice)}</span> each
        </p>
        {line.promotions.map((text) => (
          <p key={text} className="text-sm font-semibold text-candy-dark">
            {text}
          </p>
        ))}
        {line.outOfStock ? (
          <p className="text-sm font-bold text-red-700">Out of stock</p>
        ) : line.limitedStock ? (
          <p className="text-sm text-candy-dark">{MESSAGES.quantitiesLimited}</p>
        ) : null}

        <Form
          method="post"
          action="/cart"
          className="flex flex-wrap items-end gap-2 pt-2"
          onSubmit={(event) => {
            // With JavaScript the field sends itself; Enter sends it at once.
            if (!hydrated) return;
            event.preventDefault();
            if (!quantityProblem(value)) send(parseQuantity(value)!);
          }}
        >
          <input type="hidden" name="intent" value="update-quantity" />
          <input type="hidden" name="itemId" value={line.itemId} />
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-sm font-semibold">
              Quantity<span className="sr-only"> of {line.name}</span>
            </label>
            <div className="flex items-center gap-2">
              {hydrated ? (
                <button
                  type="button"
                  className={STEP_BUTTON}
                  aria-label={current <= QUANTITY_MIN ? `Remove ${line.name}` : `Decrease quantity of ${line.name}`}
                  aria-controls={fieldId}
                  onClick={(event) =>
                    current <= QUANTITY_MIN ? askToRemove(event.currentTarget) : schedule(String(current - 1))
                  }
                >
                  −
                </button>
              ) : null}
              <input
                id={fieldId}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={QUANTITY_MIN}
                max={line.maxQuantity}
                step={1}
                required
                value={value}
                onChange={(event) => schedule(event.currentTarget.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={messageId}
                className="h-10 w-20 rounded border border-cocoa bg-white px-2 text-center text-base aria-invalid:border-2 aria-invalid:border-red-700"
                data-testid="bag-line-quantity"
              />
              {hydrated ? (
                <button
                  type="button"
                  className={STEP_BUTTON}
                  aria-label={`Increase quantity of ${line.name}`}
                  aria-controls={fieldId}
                  disabled={!canIncrease(current, bounds)}
                  onClick={() => schedule(String(current + 1))}
                >
                  +
                </button>
              ) : (
                <Button size="sm" variant="secondary">
                  Update
                </Button>
              )}
              {pending ? <Spinner className="size-5" /> : null}
            </div>
          </div>
        </Form>
        <div
          id={messageId}
          role="status"
          aria-live="polite"
          className="min-h-5 text-sm font-medium"
          data-testid="bag-line-message"
        >
          {error ? <p className="text-red-700">{error}</p> : null}
          {messages.map((message) => (
            <p key={message} className="text-candy-dark">
              {message}
            </p>
          ))}
          {increaseNote ? <p className="text-candy-dark">{increaseNote}</p> : null}
        </div>
        <p className="flex gap-4 text-sm">
          <Link
            to={`/cart?remove=${encodeURIComponent(line.itemId)}`}
            className={buttonClasses({ variant: 'link', size: 'sm' })}
            aria-label={`Remove ${line.name}`}
            onPointerEnter={hydrated ? () => void loadRemoveDialog() : undefined}
            onClick={
              hydrated
                ? (event) => {
                    event.preventDefault();
                    askToRemove(event.currentTarget);
                  }
                : undefined
            }
          >
            Remove
          </Link>
          <Link
            to={line.editHref}
            className={buttonClasses({ variant: 'link', size: 'sm' })}
            aria-label={`Edit ${line.name}`}
          >
            Edit
          </Link>
        </p>
      </div>
      <p className="col-start-2 text-right font-bold sm:col-start-3" data-testid="bag-line-price">
        {line.adjustedPrice !== undefined ? (
          <>
            <span className="sr-only">Sale price </span>
            <span className="text-candy">{money(line.adjustedPrice)}</span> <span className="sr-only">, was </span>
            <s className="block text-sm font-normal text-cocoa">{money(line.linePrice)}</s>
          </>
        ) : (
          money(line.linePrice)
        )}
      </p>
      {confirming ? (
        <Suspense fallback={null}>
          <RemoveDialog
            question={fillMessage(BAG_MESSAGES.bagRemoveQuestion, { name: line.name })}
            returnFocusTo={removeTrigger.current}
            onClose={() => {
              setConfirming(false);
              setValue(String(line.quantity));
            }}
            onConfirm={() => {
              setConfirming(false);
              void removal.submit(
                { intent: 'update-quantity', itemId: line.itemId, quantity: '0', response: 'fetch' },
                { method: 'post', action: '/cart' },
              );
            }}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
