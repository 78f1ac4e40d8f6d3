import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { Field } from '~/components/ui/field.tsx';
import { TextareaField } from '~/components/ui/form-controls.tsx';
import { GIFT_MESSAGE_MAX_LENGTH } from '~/models/checkout-constants.ts';

type TextField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** A shipment's gift message (checkout spec §5, §9: 150 characters, letters and numbers), on the one-address and the multi-ship shipping step. */
export function GiftMessageField({ field }: { field: TextField }) {
  return (
    <TextareaField
      label="Gift message (optional)"
      textareaProps={{ ...getTextareaProps(field), maxLength: GIFT_MESSAGE_MAX_LENGTH }}
      errors={field.errors}
      errorId={field.errorId}
      hint={`Up to ${GIFT_MESSAGE_MAX_LENGTH} letters and numbers.`}
    />
  );
}

/** A shipment's delivery instructions for the carrier. */
export function DeliveryInstructionsField({ field, label }: { field: TextField; label: string }) {
  return (
    <TextareaField
      label={label}
      textareaProps={getTextareaProps(field)}
      errors={field.errors}
      errorId={field.errorId}
    />
  );
}

/** The days the date field offers (models/delivery-date.ts, worked out by the server) and what it says of them. */
export interface DateRange {
  min: string;
  max: string;
  hint: string;
}

/**
 * A shipment's delivery choice (checkout spec §3 delivery dates, c_shipnow): "Ship now" (the default) or a wanted date from a native
 * calendar bounded by the server's range, which checks the chosen method's own window. Plain HTML, no script:
 * the date field hides while "Ship now" is checked by CSS (app.css, [data-delivery-choice]).
 */
export function DeliveryDateFields({ choice, date, range }: { choice: TextField; date: TextField; range: DateRange }) {
  const dated = choice.initialValue === 'date';
  return (
    <fieldset className="space-y-2" data-delivery-choice="">
      <legend className="mb-2 text-xl font-bold">Delivery Date</legend>
      {(['now', 'date'] as const).map((value) => (
        <div key={value} className="flex items-start gap-3 rounded border border-caramel bg-white p-3">
          <input
            type="radio"
            id={`${choice.id}-${value}`}
            name={choice.name}
            value={value}
            defaultChecked={dated === (value === 'date')}
            className="mt-1 size-5 shrink-0 accent-chocolate"
          />
          <label htmlFor={`${choice.id}-${value}`} className="font-semibold">
            {value === 'now' ? 'Ship now' : 'Deliver by a date I choose'}
          </label>
        </div>
      ))}
      <div className="pt-2 sm:max-w-xs" data-delivery-date="">
        <Field
          label="Delivery date"
          inputProps={{ ...getInputProps(date, { type: 'date' }), min: range.min, max: range.max }}
          errors={date.errors}
          errorId={date.errorId}
          hint={range.hint}
        />
      </div>
    </fieldset>
  );
}
