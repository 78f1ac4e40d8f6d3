import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';

const loadSchema = () => import('~/models/order-forms.ts').then((module) => module.trackOrderSchema);

/** Find an order by its number and the e-mail address it was placed with. */
export function TrackOrderForm({
  constraint,
  lastResult,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('track-order', { constraint, loadSchema, lastResult });
  const pending = navigation.state !== 'idle' && navigation.formAction === '/track-order';
  return (
    <Form method="post" action="/track-order" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary form={form} />
      <Field
        label="Order Number"
        inputProps={{ ...getInputProps(fields.orderNo, { type: 'text' }), autoComplete: 'off', inputMode: 'text' }}
        errors={fields.orderNo.errors}
        errorId={fields.orderNo.errorId}
      />
      <Field
        label="Email"
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Button type="submit" pending={pending} className="w-full">
        Track Order
      </Button>
    </Form>
  );
}
