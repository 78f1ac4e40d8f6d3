import type { SubmissionResult } from '@conform-to/react';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { Button } from '~/components/ui/button.tsx';
import { ChevronDownIcon } from '~/components/ui/icons/chevron-down-icon.tsx';
import type { PromoCodeView } from '~/models/bag.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { replyField, replyForm, replyFormProps, replyInputProps } from '~/models/form-reply.ts';
import type { action as bagAction } from '~/routes/cart.tsx';
import {
  createHandoff,
  PROMO_CODE_FETCHER,
  PROMO_CODE_FORM_ID,
  PromoCodeFields,
  type Handoff,
} from './promo-code-fields.tsx';

type Reply = SubmissionResult<string[]> | null;
type LiveForm = ComponentType<{ constraint: FormConstraint; lastResult: Reply; handoff: Handoff }>;

/**
 * Promo codes (checkout spec §4, §5): the codes in the bag, each with its "Hooray! Your order
 * qualified for …" and a remove button, and the form to apply one. Plain form posts without
 * JavaScript; fetchers with it. Refusals show under the field with the code kept. The form folds
 * behind "Have a promo code?" (a `<details>`, so no JavaScript is needed), open when a code is
 * applied or was just refused.
 *
 * Most shoppers never open it, so Conform (10 KB of the bag's JavaScript, gzip) loads when the form
 * opens: until then the plain form (the server's reply read without Conform, models/form-reply.ts)
 * is sent through the same fetcher, and Conform's form takes over with what was typed.
 */
export function PromoCodes({
  codes,
  constraint,
  lastResult,
}: {
  codes: PromoCodeView[];
  constraint: FormConstraint;
  lastResult?: Reply;
}) {
  const fetcher = useFetcher<typeof bagAction>({ key: PROMO_CODE_FETCHER });
  const reply = fetcher.data?.result ?? lastResult ?? null;
  const refused = Object.keys(replyForm(PROMO_CODE_FORM_ID, reply).allErrors).length > 0;
  // Opens on a refusal or an applied code and then stays as the shopper leaves it: editing the code
  // clears the error, which must not fold the field away under the cursor.
  const wantsOpen = refused || codes.length > 0;
  const [open, setOpen] = useState(wantsOpen);
  const [wanted, setWanted] = useState(wantsOpen);
  if (wantsOpen !== wanted) {
    setWanted(wantsOpen);
    if (wantsOpen) setOpen(true);
  }
  const [Live, setLive] = useState<LiveForm | null>(null);
  const requested = useRef(false);
  const [handoff] = useState(createHandoff);
  useEffect(() => {
    if (!open || requested.current) return;
    requested.current = true;
    import('./promo-code-form.tsx').then(
      ({ PromoCodeForm }) => startTransition(() => setLive(() => PromoCodeForm)),
      // Not loaded (a dropped connection): the plain form stays, and the next opening tries again.
      () => (requested.current = false),
    );
  }, [open]);
  return (
    <section aria-labelledby="promo-code-title" className="rounded-lg bg-white p-5 shadow-sm" data-testid="promo-codes">
      <h2 id="promo-code-title" className="mb-3 text-xl font-bold">
        Promo Code
      </h2>
      {/* The live region wraps the list: a list may not take the status role (axe: aria-allowed-role). */}
      <div role="status" aria-live="polite">
        <ul className="mb-3 space-y-2" data-testid="promo-code-list">
          {codes.map((code) => (
            <li
              key={code.couponItemId}
              className="rounded border border-green-700 bg-green-50 p-3 text-sm"
              data-testid="promo-code"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="font-bold">{code.code}</span>
                <RemoveCode code={code} />
              </div>
              {code.message ? <p className="mt-1 text-green-950">{code.message}</p> : null}
            </li>
          ))}
        </ul>
      </div>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group/promo">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-semibold underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          Have a promo code?
          <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open/promo:rotate-180" />
        </summary>
        {Live ? (
          <Live constraint={constraint} lastResult={lastResult ?? null} handoff={handoff} />
        ) : (
          <PlainPromoCodeForm constraint={constraint} reply={reply} handoff={handoff} />
        )}
      </details>
    </section>
  );
}

/**
 * The form as the server renders it, without Conform: the browser checks the HTML constraints, the server the rest.
 * When Conform's form replaces it, it leaves what the field holds in `handoff`.
 */
function PlainPromoCodeForm({
  constraint,
  reply,
  handoff,
}: {
  constraint: FormConstraint;
  reply: Reply;
  handoff: Handoff;
}) {
  const fetcher = useFetcher<typeof bagAction>({ key: PROMO_CODE_FETCHER });
  const hydrated = useHydrated();
  const form = replyForm(PROMO_CODE_FORM_ID, reply);
  const field = replyField(form, 'code', reply);
  const reset = reply?.initialValue === null;
  useLayoutEffect(() => {
    const input = document.getElementById(field.id) as HTMLInputElement | null;
    if (!input) return;
    let focused = document.activeElement === input;
    const onFocus = () => (focused = true);
    const onBlur = () => (focused = false);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      handoff.leave({
        value: input.value,
        focused,
        selectionStart: input.selectionStart,
        selectionEnd: input.selectionEnd,
      });
    };
  }, [field.id, handoff]);
  // An applied code empties the field, as Conform's reset does.
  useEffect(() => {
    if (!reset) return;
    const input = document.getElementById(field.id) as HTMLInputElement | null;
    if (input) input.value = '';
  }, [reset, reply, field.id]);
  return (
    <PromoCodeFields
      fetcher={fetcher}
      formProps={replyFormProps(form)}
      form={form}
      inputProps={replyInputProps(field, constraint)}
      errors={field.errors}
      errorId={field.errorId}
      hydrated={hydrated}
    />
  );
}

function RemoveCode({ code }: { code: PromoCodeView }) {
  const fetcher = useFetcher<typeof bagAction>();
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action="/cart">
      <input type="hidden" name="intent" value="remove-coupon" />
      <input type="hidden" name="couponItemId" value={code.couponItemId} />
      {hydrated ? <input type="hidden" name="response" value="fetch" /> : null}
      <Button variant="link" size="sm" pending={fetcher.state !== 'idle'} aria-label={`Remove promo code ${code.code}`}>
        Remove
      </Button>
    </fetcher.Form>
  );
}
