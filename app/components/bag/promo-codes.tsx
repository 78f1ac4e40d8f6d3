import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ChevronDownIcon } from '~/components/ui/icons.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { PromoCodeView } from '~/models/bag.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import type { action as bagAction } from '~/routes/cart.tsx';

const loadSchema = () => import('~/models/bag-forms.ts').then((module) => module.promoCodeSchema);

/**
 * Promo codes (checkout spec §4, §5): the codes in the bag, each with its "Hooray! Your order
 * qualified for …" and a remove button, and the form to apply one. Plain form posts without
 * JavaScript; fetchers with it. Refusals show under the field with the code kept. The form folds
 * behind "Have a promo code?" (a `<details>`, so no JavaScript is needed), open when a code is
 * applied or was just refused.
 */
export function PromoCodes({ codes, constraint, lastResult }: { codes: PromoCodeView[]; constraint: FormConstraint; lastResult?: SubmissionResult<string[]> | null }) {
  const fetcher = useFetcher<typeof bagAction>({ key: 'bag-promo-code' });
  const hydrated = useHydrated();
  const fetched = fetcher.data?.result;
  const [form, fields] = useZodForm('promo-code', { constraint, loadSchema, lastResult: fetched ?? lastResult ?? null });
  const pending = fetcher.state !== 'idle';
  const refused = Boolean(form.errors?.length || fields.code.errors?.length);
  // Opens on a refusal or an applied code and then stays as the shopper leaves it: editing the code
  // clears the error, which must not fold the field away under the cursor.
  const wantsOpen = refused || codes.length > 0;
  const [open, setOpen] = useState(wantsOpen);
  const [wanted, setWanted] = useState(wantsOpen);
  if (wantsOpen !== wanted) {
    setWanted(wantsOpen);
    if (wantsOpen) setOpen(true);
  }
  return (
    <section aria-labelledby="promo-code-title" className="rounded-lg bg-white p-5 shadow-sm" data-testid="promo-codes">
      <h2 id="promo-code-title" className="mb-3 text-xl font-bold">
        Promo Code
      </h2>
      {/* The live region wraps the list: a list may not take the status role (axe: aria-allowed-role). */}
      <div role="status" aria-live="polite">
        <ul className="mb-3 space-y-2" data-testid="promo-code-list">
          {codes.map((code) => (
            <li key={code.couponItemId} className="rounded border border-green-700 bg-green-50 p-3 text-sm" data-testid="promo-code">
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
        <fetcher.Form method="post" action="/cart" {...getFormProps(form)} className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="apply-coupon" />
          {hydrated ? <input type="hidden" name="response" value="fetch" /> : null}
          <ErrorSummary form={form} />
          <Field
            label="Enter promo code"
            inputProps={{ ...getInputProps(fields.code, { type: 'text' }), autoComplete: 'off', autoCapitalize: 'characters' }}
            errors={fields.code.errors}
            errorId={fields.code.errorId}
          />
          <Button variant="secondary" pending={pending} className="w-full">
            Apply
          </Button>
        </fetcher.Form>
      </details>
    </section>
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
