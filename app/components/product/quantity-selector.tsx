import { useId, useState } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';
import { QUANTITY_MIN } from '~/models/catalog-constants.ts';
import {
  canIncrease,
  checkQuantity,
  increaseMessage,
  maxQuantity,
  normalizeQuantityInput,
  parseQuantity,
  type QuantityBounds,
} from '~/models/quantity.ts';

const STEP_BUTTON =
  'flex size-11 items-center justify-center rounded border-2 border-chocolate bg-white text-xl font-bold disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The quantity field of the product page and quick view (spec §4 "Quantity selector", §5): a number
 * input from 1 to the most that can be sold, named `quantity` for the add-to-bag form. Without
 * JavaScript the browser enforces the bounds; with it the minus and plus buttons appear and the
 * spec's messages explain a quantity that was refused or reduced. `defaultQuantity` prefills it
 * (a bag line's quantity when the page edits that line).
 */
export function QuantitySelector({
  stock,
  quantityLimit,
  disabled = false,
  defaultQuantity = QUANTITY_MIN,
}: QuantityBounds & { disabled?: boolean; defaultQuantity?: number }) {
  const hydrated = useHydrated();
  const id = useId();
  const messageId = `${id}-message`;
  const bounds: QuantityBounds = quantityLimit === undefined ? { stock } : { stock, quantityLimit };
  const max = Math.max(QUANTITY_MIN, maxQuantity(bounds));
  const [value, setValue] = useState(String(defaultQuantity));
  const [message, setMessage] = useState<string | undefined>();
  const current = parseQuantity(value) ?? QUANTITY_MIN;

  const change = (raw: string) => {
    const requested = parseQuantity(raw);
    if (requested === null || requested < QUANTITY_MIN) {
      setValue(raw);
      setMessage(undefined);
      return;
    }
    const check = checkQuantity(requested, bounds);
    // Above 999 stays as typed (the browser refuses to submit it); above the stock is reduced to it.
    setValue(check.accepted ? String(check.quantity) : raw);
    setMessage(check.message);
  };
  const step = (delta: 1 | -1) => {
    const next = Math.min(max, Math.max(QUANTITY_MIN, current + delta));
    setValue(String(next));
    setMessage(delta > 0 ? increaseMessage(next, bounds) : undefined);
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Quantity
      </label>
      <div className="flex items-center gap-2">
        {hydrated ? (
          <button
            type="button"
            className={STEP_BUTTON}
            aria-label="Decrease quantity"
            aria-controls={id}
            disabled={disabled || current <= QUANTITY_MIN}
            onClick={() => step(-1)}
          >
            −
          </button>
        ) : null}
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={max}
          step={1}
          required
          disabled={disabled}
          value={value}
          onChange={(event) => change(event.currentTarget.value)}
          // Spec: outside a cart the minimum is 1 and leaving the field at 0 resets it to 1.
          onBlur={() => setValue(String(normalizeQuantityInput(value)))}
          aria-describedby={message ? messageId : undefined}
          className="h-11 w-20 rounded border border-cocoa bg-white px-2 text-center text-base"
        />
        {hydrated ? (
          <button
            type="button"
            className={STEP_BUTTON}
            aria-label="Increase quantity"
            aria-controls={id}
            disabled={disabled || !canIncrease(current, bounds)}
            onClick={() => step(1)}
          >
            +
          </button>
        ) : null}
      </div>
      <p id={messageId} role="status" className="min-h-5 text-sm font-medium text-candy-dark">
        {message}
      </p>
    </div>
  );
}
