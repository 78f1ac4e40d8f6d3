import type { SubmissionResult } from '@conform-to/react';
import type { FormConstraint } from './form-constraint.ts';

/**
 * A form and its text fields as Conform's metadata gives them for the server's reply (`lastResult`), computed without
 * Conform: the ids, errors and initial values a form shows before Conform's code has loaded, the same as Conform's
 * `getFormProps`/`getInputProps` give once it has (the promo code form of the bag, components/bag/promo-codes.tsx).
 */
export interface ReplyForm {
  id: string;
  errorId: string;
  status?: 'success' | 'error';
  /** Every name's errors ('' for the form's own), as Conform's `allErrors`. */
  allErrors: Record<string, string[]>;
  errors?: string[];
}

export interface ReplyField {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  initialValue?: string;
}

/** The attributes Conform's `getInputProps` gives a text field. */
export interface ReplyInputProps {
  id: string;
  name: string;
  form: string;
  type: 'text';
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  defaultValue?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

type Reply = SubmissionResult<string[]> | null | undefined;

function errorsOf(reply: Reply): Record<string, string[]> {
  const all: Record<string, string[]> = {};
  for (const [name, errors] of Object.entries(reply?.error ?? {})) if (errors?.length) all[name] = errors;
  return all;
}

export function replyForm(id: string, reply: Reply): ReplyForm {
  const allErrors = errorsOf(reply);
  return { id, errorId: `${id}-error`, status: reply?.status, allErrors, errors: allErrors[''] };
}

/** The attributes Conform's `getFormProps` gives the form, less its submit handler and `noValidate` (Conform's own). */
export function replyFormProps(form: ReplyForm): { id: string; 'aria-describedby'?: string } {
  return form.errors ? { id: form.id, 'aria-describedby': form.errorId } : { id: form.id };
}

/** A field of the form; a reply that resets the form (`initialValue: null`) leaves it empty. */
export function replyField(form: ReplyForm, name: string, reply: Reply): ReplyField {
  const id = `${form.id}-${name}`;
  const initial = reply?.initialValue?.[name];
  return {
    id,
    name,
    formId: form.id,
    errorId: `${id}-error`,
    errors: form.allErrors[name],
    initialValue: typeof initial === 'string' ? initial : undefined,
  };
}

export function replyInputProps(field: ReplyField, constraint: FormConstraint): ReplyInputProps {
  const limits = constraint[field.name] ?? {};
  const props: ReplyInputProps = { id: field.id, name: field.name, form: field.formId, type: 'text' };
  if (limits.required) props.required = true;
  if (limits.minLength !== undefined) props.minLength = limits.minLength;
  if (limits.maxLength !== undefined) props.maxLength = limits.maxLength;
  if (limits.pattern !== undefined) props.pattern = limits.pattern;
  if (field.initialValue !== undefined) props.defaultValue = field.initialValue;
  if (field.errors) {
    props['aria-invalid'] = true;
    props['aria-describedby'] = field.errorId;
  }
  return props;
}
