import { useEffect, useId, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { Button } from '~/components/ui/button.tsx';
import { formError } from '~/models/action-result.ts';
import { FREQUENCIES, frequencyLabel, frequencyValue, type Frequency } from '~/models/subscription.ts';
import type { action } from '~/routes/repeat-delivery.tsx';

/** Catalog §9: a change is sent 500 ms after the shopper last changed the frequency. */
const CHANGE_DELAY_MS = 500;

/**
 * The repeat-delivery offer (catalog §4) of a product or a bag line: opt in with a frequency, or,
 * once in, change the frequency or opt out. Rendered by the server at once (its own ~89 px block, so
 * nothing moves); a plain form post without JavaScript, a fetcher with it.
 */
export function SubscriptionOffer({
  productId,
  current,
  compact = false,
}: {
  productId: string;
  current?: Frequency | undefined;
  compact?: boolean;
}) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const location = useLocation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const error = formError(fetcher.data?.result);
  const scheduleChange = () => {
    if (!current || !form.current) return;
    clearTimeout(timer.current);
    const data = new FormData(form.current);
    data.set('intent', 'opt-in');
    timer.current = setTimeout(
      () => void fetcher.submit(data, { method: 'post', action: '/repeat-delivery' }),
      CHANGE_DELAY_MS,
    );
  };
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/repeat-delivery"
      className={`min-h-[89px] space-y-2 rounded border border-caramel p-3 ${compact ? 'text-sm' : ''}`}
      data-testid="subscription-offer"
      aria-busy={fetcher.state !== 'idle' || undefined}
    >
      <input type="hidden" name="pid" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="response" value="fetch" /> : null}
      <p className="font-semibold">
        {current ? `Repeat delivery: ${frequencyLabel(current).toLowerCase()}` : 'Deliver it again, automatically'}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-frequency`} className="sr-only">
          How often
        </label>
        <select
          id={`${id}-frequency`}
          name="frequency"
          defaultValue={frequencyValue(current ?? FREQUENCIES[1]!)}
          onChange={scheduleChange}
          className="min-h-9 rounded border border-cocoa bg-white px-2"
        >
          {FREQUENCIES.map((frequency) => (
            <option key={frequencyValue(frequency)} value={frequencyValue(frequency)}>
              {frequencyLabel(frequency)}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="secondary"
          name="intent"
          value="opt-in"
          pending={fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'opt-in'}
        >
          {current ? 'Change' : 'Subscribe'}
        </Button>
        {current ? (
          <Button size="sm" variant="link" name="intent" value="opt-out">
            Stop repeat delivery
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className={error ? 'text-sm text-red-700' : 'text-sm'}>
        {error ?? fetcher.data?.message ?? ''}
      </p>
    </fetcher.Form>
  );
}
