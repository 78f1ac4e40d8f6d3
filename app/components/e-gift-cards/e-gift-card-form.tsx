import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { TextareaField } from '~/components/ui/form-controls.tsx';
import {
  E_GIFT_CARD_AMOUNTS,
  E_GIFT_CARD_CUSTOM,
  E_GIFT_CARD_DESIGNS,
  E_GIFT_CARD_LIMITS,
} from '~/models/e-gift-card.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';

const loadSchema = () => import('~/models/e-gift-card-form.ts').then((module) => module.eGiftCardSchema());

const CHOICE =
  'flex cursor-pointer items-center gap-2 rounded border-2 border-chocolate px-3 py-2 has-checked:bg-cream-dark';

/** Design, amount (fixed or custom), number of cards, recipient, sender, message and delivery date of an e-gift card. */
export function EGiftCardForm({
  constraint,
  lastResult,
  dates,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  dates: { min: string; max: string };
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('e-gift-card', {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: { design: E_GIFT_CARD_DESIGNS[0].id, amount: '50', quantity: '1', deliveryDate: dates.min },
  });
  const pending = navigation.state !== 'idle' && navigation.formAction === '/e-gift-cards';
  const amount = String(fields.amount.value ?? fields.amount.initialValue ?? '50');
  const design = String(fields.design.value ?? fields.design.initialValue ?? E_GIFT_CARD_DESIGNS[0].id);
  return (
    <Form method="post" action="/e-gift-cards" {...getFormProps(form)} className="space-y-6">
      <ErrorSummary form={form} />
      <fieldset className="space-y-2">
        <legend className="mb-1 font-semibold">Design</legend>
        <div className="flex flex-wrap gap-2">
          {E_GIFT_CARD_DESIGNS.map((option) => (
            <label key={option.id} className={CHOICE}>
              <input
                type="radio"
                name={fields.design.name}
                value={option.id}
                defaultChecked={design === option.id}
                className="size-5 accent-chocolate"
              />
              {option.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2" aria-describedby={fields.amount.errors ? fields.amount.errorId : undefined}>
        <legend className="mb-1 font-semibold">Amount</legend>
        <div className="flex flex-wrap gap-2">
          {E_GIFT_CARD_AMOUNTS.map((value) => (
            <label key={value} className={CHOICE}>
              <input
                type="radio"
                name={fields.amount.name}
                value={String(value)}
                defaultChecked={amount === String(value)}
                className="size-5 accent-chocolate"
              />
              ${value}
            </label>
          ))}
          <label className={CHOICE}>
            <input
              type="radio"
              name={fields.amount.name}
              value="custom"
              defaultChecked={amount === 'custom'}
              className="size-5 accent-chocolate"
            />
            Other amount
          </label>
        </div>
        <Field
          label={`Other amount ($${E_GIFT_CARD_CUSTOM.min}–$${E_GIFT_CARD_CUSTOM.max})`}
          inputProps={{ ...getInputProps(fields.customAmount, { type: 'text' }), inputMode: 'numeric' }}
          errors={fields.customAmount.errors}
          errorId={fields.customAmount.errorId}
        />
      </fieldset>
      <Field
        label={`Number of cards (up to ${E_GIFT_CARD_LIMITS.quantityPerLine})`}
        inputProps={getInputProps(fields.quantity, { type: 'number' })}
        errors={fields.quantity.errors}
        errorId={fields.quantity.errorId}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Recipient's name"
          inputProps={{ ...getInputProps(fields.recipientName, { type: 'text' }), autoComplete: 'off' }}
          errors={fields.recipientName.errors}
          errorId={fields.recipientName.errorId}
        />
        <Field
          label="Recipient's email"
          inputProps={{ ...getInputProps(fields.recipientEmail, { type: 'email' }), autoComplete: 'off' }}
          errors={fields.recipientEmail.errors}
          errorId={fields.recipientEmail.errorId}
        />
        <Field
          label="From"
          inputProps={{ ...getInputProps(fields.senderName, { type: 'text' }), autoComplete: 'name' }}
          errors={fields.senderName.errors}
          errorId={fields.senderName.errorId}
        />
        <Field
          label="Delivery date"
          inputProps={{ ...getInputProps(fields.deliveryDate, { type: 'date' }), min: dates.min, max: dates.max }}
          errors={fields.deliveryDate.errors}
          errorId={fields.deliveryDate.errorId}
        />
      </div>
      <TextareaField
        label="Message (optional)"
        textareaProps={getTextareaProps(fields.message)}
        errors={fields.message.errors}
        errorId={fields.message.errorId}
      />
      <Button type="submit" size="lg" pending={pending}>
        Add to bag
      </Button>
    </Form>
  );
}
