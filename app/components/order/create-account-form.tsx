import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { ConfirmPasswordField, NewPasswordField } from '~/components/account/password-field.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';

const loadSchema = () => import('~/models/order-forms.ts').then((module) => module.createAccountSchema);

/** A guest's account from the order confirmation: the order's e-mail, a password chosen here. */
export function CreateAccountForm({
  email,
  constraint,
  lastResult,
}: {
  email: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('create-account', { constraint, loadSchema, lastResult });
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create-account';
  return (
    <section aria-labelledby="create-account-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="create-account-title" className="mb-2 text-xl font-bold">
        Create an Account
      </h2>
      <p className="mb-4">{CHECKOUT_MESSAGES.createAccountIntro}</p>
      {/* An address is one long word: it breaks anywhere rather than widen the page on a phone. */}
      <p className="mb-4 wrap-anywhere">
        <span className="font-semibold">Email:</span> {email}
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="create-account" />
        <ErrorSummary form={form} />
        <NewPasswordField label="Password" field={fields.password} />
        <ConfirmPasswordField label="Confirm Password" field={fields.confirmPassword} />
        <Button type="submit" pending={pending} className="w-full">
          Create Account
        </Button>
      </Form>
    </section>
  );
}
