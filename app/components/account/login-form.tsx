import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { Field, FormErrors } from '~/components/ui/field.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';

const loadSchema = () => import('~/models/auth-forms.ts').then((module) => module.loginSchema);

/** The sign-in form; it always posts to /login, also when shown on the e-mail confirmation page. */
export function LoginForm({
  constraint,
  lastResult,
  redirectTo,
  defaultEmail,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]>;
  redirectTo?: string;
  defaultEmail?: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('login', { constraint, loadSchema, lastResult, defaultValue: { email: defaultEmail } });
  const pending = navigation.state !== 'idle' && navigation.formAction === '/login';
  return (
    <Form method="post" action="/login" {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field label="Email" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} errorId={fields.email.errorId} />
      <Field
        label="Password"
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
      />
      <p className="text-sm">
        <Link to="/reset-password" className="underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" pending={pending} className="w-full">
        Sign In
      </Button>
    </Form>
  );
}
