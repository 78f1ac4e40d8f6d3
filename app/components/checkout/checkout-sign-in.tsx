import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { CredentialFields } from '~/components/account/login-form.tsx';
import { Form, useNavigation } from 'react-router';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';

const loadSchema = () => import('~/models/auth-forms.ts').then((module) => module.loginSchema);

/**
 * "Sign in with a password at checkout" (spec §4): the guest's bag is merged into the customer's and
 * the shopper comes back to /shipping. The post reloads the whole document: the customer changes,
 * and the checkout layout sends a page whose customer changed under it back to the bag (spec §2).
 */
export function CheckoutSignIn({
  constraint,
  lastResult,
  open,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  open: boolean;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('checkout-login', { constraint, loadSchema, lastResult });
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'login';
  return (
    <details open={open} className="rounded-lg bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold">Have an account? Sign in with a password at checkout</summary>
      <Form method="post" action="/shipping" reloadDocument {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="login" />
        <ErrorSummary form={form} />
        <CredentialFields email={fields.email} password={fields.password} />
        <Button type="submit" variant="secondary" pending={pending}>
          Sign In
        </Button>
      </Form>
    </details>
  );
}
