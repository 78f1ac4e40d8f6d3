import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import { Field } from '~/components/ui/field.tsx';

type TextField = FieldMetadata<string | undefined>;

/**
 * The name, e-mail and phone fields every form that asks who the shopper is shares (contact, the Sweet List,
 * campaigns, catalog requests, registration): the same labels, autocomplete tokens and error wiring everywhere.
 * The names come as a pair without a wrapper, so each form lays them out in its own grid.
 */
export function NameFields({ firstName, lastName }: { firstName: TextField; lastName: TextField }) {
  return (
    <>
      <Field
        label="First Name"
        inputProps={{ ...getInputProps(firstName, { type: 'text' }), autoComplete: 'given-name' }}
        errors={firstName.errors}
        errorId={firstName.errorId}
      />
      <Field
        label="Last Name"
        inputProps={{ ...getInputProps(lastName, { type: 'text' }), autoComplete: 'family-name' }}
        errors={lastName.errors}
        errorId={lastName.errorId}
      />
    </>
  );
}

export function EmailField({ field }: { field: TextField }) {
  return (
    <Field
      label="Email"
      inputProps={{ ...getInputProps(field, { type: 'email' }), autoComplete: 'email' }}
      errors={field.errors}
      errorId={field.errorId}
    />
  );
}

/** `label` says whether it is optional; `onBlur` lets a form show the number formatted once left. */
export function PhoneField({
  field,
  label = 'Phone',
  onBlur,
}: {
  field: TextField;
  label?: string;
  onBlur?: InputHTMLAttributes<HTMLInputElement>['onBlur'];
}) {
  return (
    <Field
      label={label}
      inputProps={{ ...getInputProps(field, { type: 'tel' }), autoComplete: 'tel', ...(onBlur ? { onBlur } : {}) }}
      errors={field.errors}
      errorId={field.errorId}
    />
  );
}
