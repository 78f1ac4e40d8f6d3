import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field } from '~/components/ui/field.tsx';
import { passwordChecklist } from '~/models/password-policy.ts';

/**
 * A new-password field with the policy as one checklist under it: known before submitting, and after a
 * check each rule marked met or not (the broken rules are not listed a second time as errors).
 */
export function NewPasswordField({ label, field }: { label: string; field: FieldMetadata<string> }) {
  const hintId = `${field.id}-policy`;
  const inputProps = getInputProps(field, { type: 'password' });
  const { rules, otherErrors } = passwordChecklist(field.errors);
  return (
    <Field
      label={label}
      inputProps={{
        ...inputProps,
        autoComplete: 'new-password',
        'aria-describedby': [inputProps['aria-describedby'], hintId].filter(Boolean).join(' '),
      }}
      errors={otherErrors}
      errorId={field.errorId}
      hintId={hintId}
      hint={
        <ul className="space-y-0.5">
          {rules.map((rule) => (
            <li key={rule.text} className={rule.state === 'unmet' ? 'font-medium text-red-700' : undefined}>
              <span aria-hidden="true" className="inline-block w-5">
                {rule.state === 'unmet' ? '✗' : rule.state === 'met' ? '✓' : '•'}
              </span>
              {rule.text}
              {rule.state === 'unchecked' ? null : (
                <span className="sr-only">{rule.state === 'met' ? ' (met)' : ' (not met)'}</span>
              )}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** The repeat of a new password (the schema checks that both match). */
export function ConfirmPasswordField({ label, field }: { label: string; field: FieldMetadata<string> }) {
  return (
    <Field
      label={label}
      inputProps={{ ...getInputProps(field, { type: 'password' }), autoComplete: 'new-password' }}
      errors={field.errors}
      errorId={field.errorId}
    />
  );
}
