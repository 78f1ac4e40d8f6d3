import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { SpamTrap } from '~/components/forms/spam-trap.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { SelectField, TextareaField } from '~/components/ui/form-controls.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { CONTACT_TYPES, DEFAULT_CONTACT_TYPE, type ContactType } from '~/models/service-form-rules.ts';
import { EmailField, NameFields, PhoneField } from '~/components/forms/person-fields.tsx';

const loadSchema = () => import('~/models/service-forms.ts').then((module) => module.contactSchema);

export const CONTACT_ACTION = '/contact-us';

/**
 * Content spec §3 "Contact form" (delivery key `contact-us-form`): a plain post to /contact-us,
 * which answers with /contact-us?submit=true; with JavaScript the fields are checked as they are
 * left and the button shows the submission pending. Renders inside any page.
 */
export function ContactForm({
  constraint,
  lastResult,
  email,
  type = DEFAULT_CONTACT_TYPE,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  email?: string;
  /** The type chosen beforehand (the page's `?type=`). */
  type?: ContactType;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('contact-us', {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: { email, type },
  });
  const pending = navigation.state !== 'idle' && navigation.formAction === CONTACT_ACTION;
  return (
    <Form
      method="post"
      action={CONTACT_ACTION}
      {...getFormProps(form)}
      className="relative space-y-4"
      aria-busy={pending || undefined}
    >
      <ErrorSummary form={form} />
      <SpamTrap />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields firstName={fields.firstName} lastName={fields.lastName} />
      </div>
      <EmailField field={fields.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField field={fields.phone} label="Phone (optional)" />
        <Field
          label="Order Number (optional)"
          inputProps={{ ...getInputProps(fields.orderNumber, { type: 'text' }), autoComplete: 'off' }}
          errors={fields.orderNumber.errors}
          errorId={fields.orderNumber.errorId}
        />
      </div>
      <SelectField
        label="Type"
        selectProps={getSelectProps(fields.type)}
        options={CONTACT_TYPES.map((type) => ({ value: type, label: type }))}
        errors={fields.type.errors}
        errorId={fields.type.errorId}
      />
      <TextareaField
        label="Comment"
        textareaProps={{ ...getTextareaProps(fields.description), rows: 6 }}
        errors={fields.description.errors}
        errorId={fields.description.errorId}
      />
      <Button type="submit" pending={pending} className="w-full sm:w-auto">
        Submit
      </Button>
      {pending ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 cursor-wait rounded bg-white/60"
          data-testid="form-loading"
        />
      ) : null}
    </Form>
  );
}
