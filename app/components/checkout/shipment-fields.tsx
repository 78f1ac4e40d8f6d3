import { getTextareaProps, type FieldMetadata } from '@conform-to/react';
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
  return <TextareaField label={label} textareaProps={getTextareaProps(field)} errors={field.errors} errorId={field.errorId} />;
}
