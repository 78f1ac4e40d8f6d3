import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field } from '~/components/ui/field.tsx';
import { passwordRules } from '~/models/password-policy.ts';

/** A new-password field with the policy listed under it, so the rules are known before submitting. */
export function NewPasswordField({ label, field }: { label: string; field: FieldMetadata<string> }) {
  const hintId = `${field.id}-policy`;
  const inputProps = getInputProps(field, { type: 'password' });
  return (
    <Field
      label={label}
      inputProps={{ ...inputProps, autoComplete: 'new-password', 'aria-describedby': [inputProps['aria-describedby'], hintId].filter(Boolean).join(' ') }}
      errors={field.errors}
      errorId={field.errorId}
      hintId={hintId}
      hint={
        <ul className="list-disc pl-5">
          {passwordRules()
            .filter((rule) => !rule.text.startsWith('At most'))
            .map((rule) => (
              <li key={rule.text}>{rule.text}</li>
            ))}
        </ul>
      }
    />
  );
}

/** The repeat of a new password (the schema checks that both match). */
export function ConfirmPasswordField({ label, field }: { label: string; field: FieldMetadata<string> }) {
  return <Field label={label} inputProps={{ ...getInputProps(field, { type: 'password' }), autoComplete: 'new-password' }} errors={field.errors} errorId={field.errorId} />;
}
