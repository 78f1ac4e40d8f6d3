import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { CustomerKeyInput } from '~/components/checkout/customer-key-input.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { formatMoney } from '~/models/money.ts';
import type { BillingSplit } from '~/models/gift-card.ts';

const loadSchema = () => import('~/models/billing-form.ts').then((module) => module.giftCardSchema);

/** The hidden fields every billing form carries: its intent and the customer it was rendered for (spec §2). */
export function BillingHiddenFields({ intent, customerKey }: { intent: string; customerKey: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <CustomerKeyInput value={customerKey} />
    </>
  );
}

/** Which billing form is being sent right now (JS on), for its pending state. */
export function usePendingIntent(): string | null {
  const navigation = useNavigation();
  const intent = navigation.state === 'idle' ? null : navigation.formData?.get('intent');
  return typeof intent === 'string' ? intent : null;
}

/**
 * Gift cards (checkout spec §5): the cards applied, each with its amount and a remove button, and the
 * form to apply another (19–21 digit number, 4-digit code) while something is left to pay. Behind
 * "Have a gift card?" (a `<details>`, so it opens without JavaScript), open when cards are applied or
 * the last try was refused.
 */
export function GiftCards({
  customerKey,
  currency,
  split,
  constraint,
  lastResult,
}: {
  customerKey: string;
  currency: string;
  split: BillingSplit;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const pendingIntent = usePendingIntent();
  const navigation = useNavigation();
  const [form, fields] = useZodForm('gift-card', { constraint, loadSchema, lastResult });
  const removing = pendingIntent === 'remove-gift-card' ? navigation.formData?.get('paymentInstrumentId') : null;
  const refused = Object.values(lastResult?.error ?? {}).some((errors) => (errors?.length ?? 0) > 0);

  return (
    <details
      open={refused || split.giftCards.length > 0}
      className="group/gift rounded-lg bg-white shadow-sm"
      data-testid="gift-cards"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-6 py-3 [&::-webkit-details-marker]:hidden">
        <h2 className="text-lg font-bold">Have a gift card?</h2>
        <span aria-hidden="true" className="text-2xl leading-none transition-transform group-open/gift:rotate-45">
          +
        </span>
      </summary>
      <div className="space-y-4 px-6 pb-6">
        <div aria-live="polite" className="space-y-3">
          {split.giftCards.length > 0 ? (
            <ul className="divide-y divide-cream-dark" aria-label="Applied gift cards">
              {split.giftCards.map((card) => (
                <li
                  key={card.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-2"
                  data-testid="applied-gift-card"
                >
                  <span>
                    Gift card {card.number}: <strong>{formatMoney(card.amount, currency)}</strong>
                  </span>
                  <Form method="post">
                    <BillingHiddenFields intent="remove-gift-card" customerKey={customerKey} />
                    <input type="hidden" name="paymentInstrumentId" value={card.id} />
                    <Button
                      type="submit"
                      variant="link"
                      size="sm"
                      pending={removing === card.id}
                      aria-label={`Remove gift card ${card.number}`}
                    >
                      Remove
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : null}
          {split.giftCards.length > 0 && split.total !== null && split.rest !== null ? (
            <p data-testid="payment-split">
              Order total {formatMoney(split.total, currency)}.{' '}
              {split.covered
                ? 'Your gift cards pay the whole order.'
                : `Left to pay by card: ${formatMoney(split.rest, currency)}.`}
            </p>
          ) : null}
        </div>
        {split.covered ? null : (
          <Form method="post" {...getFormProps(form)} className="space-y-4" aria-labelledby="gift-card-apply-title">
            <h3 id="gift-card-apply-title" className="text-lg font-semibold">
              Apply a gift card
            </h3>
            <BillingHiddenFields intent="apply-gift-card" customerKey={customerKey} />
            <ErrorSummary form={form} />
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              <Field
                label="Gift Card Number"
                inputProps={{
                  ...getInputProps(fields.giftCardNumber, { type: 'text' }),
                  inputMode: 'numeric',
                  autoComplete: 'off',
                }}
                errors={fields.giftCardNumber.errors}
                errorId={fields.giftCardNumber.errorId}
                hint="19 to 21 digits"
              />
              <Field
                label="Gift Card Security Code"
                inputProps={{
                  ...getInputProps(fields.giftCardPin, { type: 'text' }),
                  inputMode: 'numeric',
                  autoComplete: 'off',
                }}
                errors={fields.giftCardPin.errors}
                errorId={fields.giftCardPin.errorId}
                hint="4 digits"
              />
            </div>
            <Button type="submit" variant="secondary" pending={pendingIntent === 'apply-gift-card'}>
              Apply Gift Card
            </Button>
          </Form>
        )}
      </div>
    </details>
  );
}
