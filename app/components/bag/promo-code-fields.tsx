import type { FetcherWithComponents } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { Field } from '~/components/ui/field.tsx';
import type { ReplyForm } from '~/models/form-reply.ts';

/** Where the field stood when the form's code arrived and the form was rendered anew (components/bag/promo-codes.tsx). */
export interface FieldHandoff {
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

export const PROMO_CODE_FORM_ID = 'promo-code';
/** One fetcher for the plain form and Conform's: an answer on its way reaches the form that is there when it comes. */
export const PROMO_CODE_FETCHER = 'bag-promo-code';

/** The promo code form's markup, the same before and after Conform's code loads. */
export function PromoCodeFields({
  fetcher,
  formProps,
  form,
  inputProps,
  errors,
  errorId,
  hydrated,
}: {
  fetcher: FetcherWithComponents<unknown>;
  formProps: {
    id: string;
    noValidate?: boolean;
    onSubmit?: React.FormEventHandler<HTMLFormElement>;
    'aria-describedby'?: string;
  };
  form: Pick<ReplyForm, 'id' | 'errorId' | 'status' | 'allErrors'>;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: React.Key | null };
  errors?: string[];
  errorId: string;
  hydrated: boolean;
}) {
  return (
    <fetcher.Form method="post" action="/cart" {...formProps} className="mt-2 space-y-3">
      <input type="hidden" name="intent" value="apply-coupon" />
      {hydrated ? <input type="hidden" name="response" value="fetch" /> : null}
      <ErrorSummary form={form} />
      <Field
        label="Enter promo code"
        inputProps={{ ...inputProps, autoComplete: 'off', autoCapitalize: 'characters' }}
        errors={errors}
        errorId={errorId}
      />
      <Button variant="secondary" pending={fetcher.state !== 'idle'} className="w-full">
        Apply
      </Button>
    </fetcher.Form>
  );
}

/** Where the plain form leaves its field's state for Conform's form, which takes it once. */
export interface Handoff {
  leave(state: FieldHandoff): void;
  take(): FieldHandoff | null;
}

export function createHandoff(): Handoff {
  let left: FieldHandoff | null = null;
  return {
    leave: (state) => (left = state),
    take: () => {
      const state = left;
      left = null;
      return state;
    },
  };
}

/** Gives the field back its text, focus and selection after the form was rendered anew. */
export function restoreField(input: HTMLInputElement | null, handoff: FieldHandoff | null) {
  if (!input || !handoff) return;
  input.value = handoff.value;
  if (!handoff.focused) return;
  input.focus();
  if (handoff.selectionStart !== null && handoff.selectionEnd !== null)
    input.setSelectionRange(handoff.selectionStart, handoff.selectionEnd);
}
