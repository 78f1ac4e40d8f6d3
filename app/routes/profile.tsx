import { getFormProps, getInputProps } from '@conform-to/react';
import { useEffect, type FormEvent } from 'react';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/profile';
import { NewPasswordField } from '~/components/account/password-field.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import {
  birthdayFromIso,
  insertBirthdaySlashes,
  passwordChangeSchema,
  profileChange,
  profileSchema,
} from '~/models/account-forms.ts';
import { formRefusal } from '~/models/action-result.ts';
import { defaultCountry } from '~/models/address-rules.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { changePassword, customerOrNull, updateProfile } from '~/services/customer.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Profile | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

type Intent = 'profile' | 'password';

/** Profile (checkout spec §2 /profile, §3 Customer, §5 phone and birth date) and the password change. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const customer = await customerOrNull(request, session);
  return {
    constraints: { profile: FORM_CONSTRAINTS.profile, password: FORM_CONSTRAINTS.passwordChange },
    profile: customer
      ? {
          firstName: customer.firstName ?? '',
          lastName: customer.lastName ?? '',
          email: customer.email ?? customer.login ?? '',
          phone: customer.phoneHome ?? '',
          birthday: birthdayFromIso(customer.birthday),
          companyName: customer.companyName ?? '',
        }
      : null,
  };
}

/** Two forms, told apart by `intent`: `profile` and `password`. Each answers with its own reply. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  const intent = form.get('intent');
  if (intent === 'password') {
    const submission = parseForm(form, { schema: passwordChangeSchema });
    const hidden = { hideFields: ['currentPassword', 'password'] };
    if (submission.status !== 'success')
      return data({ intent: 'password' as Intent, result: submission.reply(hidden), saved: false }, { status: 400 });
    const outcome = await changePassword(session, submission.value.currentPassword, submission.value.password);
    if (outcome.refused)
      return data(
        {
          intent: 'password' as Intent,
          result: submission.reply({ ...hidden, fieldErrors: { currentPassword: [outcome.refused] } }),
          saved: false,
        },
        { status: 400 },
      );
    return { intent: 'password' as Intent, result: submission.reply({ resetForm: true }), saved: true };
  }
  if (intent !== 'profile')
    return data({ intent: null, result: formRefusal(MESSAGES.formInvalid), saved: false }, { status: 400 });
  const submission = parseForm(form, { schema: profileSchema });
  const hidden = { hideFields: ['currentPassword'] };
  if (submission.status !== 'success')
    return data({ intent: 'profile' as Intent, result: submission.reply(hidden), saved: false }, { status: 400 });
  const change = profileChange(submission.value, defaultCountry(catalogScope(context).locale));
  const outcome = await updateProfile(session, change);
  if (outcome.refused)
    return data(
      {
        intent: 'profile' as Intent,
        result: submission.reply({ ...hidden, fieldErrors: { [outcome.field!]: [outcome.refused] } }),
        saved: false,
      },
      { status: 400 },
    );
  return { intent: 'profile' as Intent, result: submission.reply(hidden), saved: true, phone: change.phoneHome };
}

const loadProfileSchema = () => import('~/models/account-forms.ts').then((module) => module.profileSchema);
const loadPasswordSchema = () => import('~/models/account-forms.ts').then((module) => module.passwordChangeSchema);

/** Spec §5: slashes go into the birth date as it is typed (without JavaScript it is accepted as typed). */
function onBirthdayInput(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const typed = input.value;
  // Deleting a slash must stay possible: only digits typed at the end are reformatted.
  if (/^[\d/]*$/.test(typed) && input.selectionStart === typed.length) input.value = insertBirthdaySlashes(typed);
}

export default function Profile() {
  const { constraints, profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [profileForm, fields] = useZodForm('profile', {
    constraint: constraints.profile,
    loadSchema: loadProfileSchema,
    lastResult: actionData?.intent === 'profile' ? actionData.result : null,
    defaultValue: profile ?? {},
  });
  const [passwordForm, passwordFields] = useZodForm('password', {
    constraint: constraints.password,
    loadSchema: loadPasswordSchema,
    lastResult: actionData?.intent === 'password' ? actionData.result : null,
  });
  const savedPhone = actionData && 'phone' in actionData ? actionData.phone : undefined;
  // The stored phone is formatted (spec §5): show it so once saved.
  useEffect(() => {
    if (savedPhone === undefined) return;
    const input = document.getElementById(fields.phone.id) as HTMLInputElement | null;
    if (input) input.value = savedPhone;
  }, [savedPhone, fields.phone.id]);
  if (!profile)
    return (
      <section className="space-y-4">
        <h1 className="text-3xl font-bold">Profile</h1>
        <Alert kind="error">{ACCOUNT_MESSAGES.customerInfoUnavailable}</Alert>
      </section>
    );
  return (
    <div className="max-w-xl space-y-8">
      <section aria-labelledby="profile-title" className="space-y-4">
        <h1 id="profile-title" className="text-3xl font-bold">
          Profile
        </h1>
        <div aria-live="polite">
          {actionData?.intent === 'profile' && actionData.saved ? (
            <Alert kind="success">{ACCOUNT_MESSAGES.profileSaved}</Alert>
          ) : null}
        </div>
        <Form method="post" {...getFormProps(profileForm)} className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <input type="hidden" name="intent" value="profile" />
          <ErrorSummary form={profileForm} />
          <Field
            label="First Name"
            inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
            errors={fields.firstName.errors}
          />
          <Field
            label="Last Name"
            inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
            errors={fields.lastName.errors}
          />
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.email.errors}
            hint="Your email address is also your login."
          />
          <Field
            label="Current Password (only to change your email)"
            inputProps={{
              ...getInputProps(fields.currentPassword, { type: 'password' }),
              autoComplete: 'current-password',
            }}
            errors={fields.currentPassword.errors}
          />
          <Field
            label="Phone (optional)"
            inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
            errors={fields.phone.errors}
            hint="10 digits, with an optional extension (x 123)."
          />
          <Field
            label="Birthday (optional)"
            inputProps={{
              ...getInputProps(fields.birthday, { type: 'text' }),
              inputMode: 'numeric',
              placeholder: 'MM/DD/YYYY',
              autoComplete: 'bday',
              onInput: onBirthdayInput,
            }}
            errors={fields.birthday.errors}
            hint="MM/DD/YYYY"
          />
          <Field
            label="Company (optional)"
            inputProps={{ ...getInputProps(fields.companyName, { type: 'text' }), autoComplete: 'organization' }}
            errors={fields.companyName.errors}
          />
          <Button type="submit" pending={pendingIntent === 'profile'}>
            Save Profile
          </Button>
        </Form>
      </section>
      <section aria-labelledby="password-title" className="space-y-4">
        <h2 id="password-title" className="text-2xl font-bold">
          Change Password
        </h2>
        <div aria-live="polite">
          {actionData?.intent === 'password' && actionData.saved ? (
            <Alert kind="success">{ACCOUNT_MESSAGES.passwordChanged}</Alert>
          ) : null}
        </div>
        <Form method="post" {...getFormProps(passwordForm)} className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <input type="hidden" name="intent" value="password" />
          <ErrorSummary form={passwordForm} />
          <Field
            label="Current Password"
            inputProps={{
              ...getInputProps(passwordFields.currentPassword, { type: 'password' }),
              autoComplete: 'current-password',
            }}
            errors={passwordFields.currentPassword.errors}
          />
          <NewPasswordField label="New Password" field={passwordFields.password} />
          <Button type="submit" pending={pendingIntent === 'password'}>
            Change Password
          </Button>
        </Form>
      </section>
    </div>
  );
}
