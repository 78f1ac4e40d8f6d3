import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';

const loadSchema = () => import('~/models/auth-forms.ts').then((module) => module.loginSchema);

/** The e-mail and password fields of a sign-in form (here and at checkout). */
export function CredentialFields({
  email,
  password,
}: {
  email: FieldMetadata<string>;
  password: FieldMetadata<string>;
}) {
  return (
    <>
      <Field
        label="Email"
        inputProps={{ ...getInputProps(email, { type: 'email' }), autoComplete: 'email' }}
        errors={email.errors}
        errorId={email.errorId}
      />
      <Field
        label="Password"
        inputProps={{ ...getInputProps(password, { type: 'password' }), autoComplete: 'current-password' }}
        errors={password.errors}
        errorId={password.errorId}
      />
    </>
  );
}

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
  const [form, fields] = useZodForm('login', {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: { email: defaultEmail },
  });
  const pending = navigation.state !== 'idle' && navigation.formAction === '/login';
  return (
    <Form method="post" action="/login" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary form={form} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <CredentialFields email={fields.email} password={fields.password} />
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
