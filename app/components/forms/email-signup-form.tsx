import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { SpamTrap } from '~/components/forms/spam-trap.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Alert } from '~/components/ui/alert.tsx';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { ChoiceField } from '~/components/ui/form-controls.tsx';
import { formatPhone } from '~/models/address-rules.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';
import { autoSlashBirthday, SIGNUP_PREFERENCES } from '~/models/service-form-rules.ts';
import { EmailField, NameFields, PhoneField } from '~/components/forms/person-fields.tsx';

const loadSchema = () => import('~/models/service-forms.ts').then((module) => module.emailSignupSchema);

export const EMAIL_SIGNUP_ACTION = '/emailsignup';

/** What /emailsignup answers: the form's reply, and `done` once the shopper is on the list. */
export interface EmailSignupResult {
  result: SubmissionResult<string[]>;
  done?: boolean;
}

/** Spec §4: submit is enabled once the required fields are filled and a preference is chosen (the schema checks the rest). */
function readyToSend(form: HTMLFormElement): boolean {
  const values = new FormData(form);
  const filled = ['email', 'firstName', 'lastName', 'zipCode', 'birthDay'].every(
    (name) => String(values.get(name) ?? '').trim() !== '',
  );
  return filled && SIGNUP_PREFERENCES.some((preference) => values.get(preference.name) === 'on');
}

/**
 * The Sweet List sign-up (content spec §3–§5; delivery key `email-signup-form`, and the footer's
 * SIGN UP): a plain post to /emailsignup without JavaScript; with it the answer shows in place, the
 * birthday gets its slashes as typed, the phone shows as a US number once left, and submit waits
 * for the required fields and a preference.
 */
export function EmailSignupForm({
  constraint,
  lastResult,
  done: doneBefore,
  email,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  done?: boolean;
  email?: string;
}) {
  const fetcher = useFetcher<EmailSignupResult>();
  const hydrated = useHydrated();
  const top = useRef<HTMLDivElement>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const done = answer ? Boolean(answer.done) : Boolean(doneBefore);
  const [form, fields] = useZodForm('email-signup', {
    constraint,
    loadSchema,
    lastResult: answer?.result ?? lastResult,
    defaultValue: { email },
  });
  const [ready, setReady] = useState(false);
  const pending = fetcher.state !== 'idle';

  // Spec §4: the page scrolls to the top once the answer is in.
  useEffect(() => {
    if (answer) top.current?.scrollIntoView({ block: 'start' });
  }, [answer]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'birthDay') target.value = autoSlashBirthday(target.value);
    setReady(readyToSend(event.currentTarget));
  };

  if (done) {
    return (
      <div ref={top} className="space-y-4" data-testid="email-signup-done">
        <Alert kind="success">{SERVICE_MESSAGES.signupThanks}</Alert>
        <ButtonLink to="/">{SERVICE_MESSAGES.continueShopping}</ButtonLink>
      </div>
    );
  }
  const preferenceErrors = form.allErrors.preferences;
  return (
    <div ref={top}>
      <fetcher.Form
        method="post"
        action={EMAIL_SIGNUP_ACTION}
        {...getFormProps(form)}
        onInput={onInput}
        className="space-y-4"
      >
        <ErrorSummary form={form} />
        <SpamTrap />
        <EmailField field={fields.email} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields firstName={fields.firstName} lastName={fields.lastName} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <PhoneField
            field={fields.phoneNumber}
            label="Phone (optional)"
            onBlur={(event) => {
              event.currentTarget.value = formatPhone(event.currentTarget.value, 'US');
            }}
          />
          <Field
            label="Zip Code"
            inputProps={{
              ...getInputProps(fields.zipCode, { type: 'text' }),
              autoComplete: 'postal-code',
              inputMode: 'numeric',
            }}
            errors={fields.zipCode.errors}
            errorId={fields.zipCode.errorId}
          />
          <Field
            label="Birthday"
            hint="MM/DD/YYYY"
            inputProps={{
              ...getInputProps(fields.birthDay, { type: 'text' }),
              autoComplete: 'bday',
              inputMode: 'numeric',
              placeholder: 'MM/DD/YYYY',
            }}
            errors={fields.birthDay.errors}
            errorId={fields.birthDay.errorId}
          />
        </div>
        <fieldset
          className="space-y-2"
          aria-describedby={preferenceErrors?.length ? 'email-signup-preferences-error' : undefined}
        >
          <legend className="mb-1 text-sm font-semibold">I’d like to hear about</legend>
          {SIGNUP_PREFERENCES.map((preference) => (
            <ChoiceField
              key={preference.name}
              label={preference.label}
              inputProps={{ ...getInputProps(fields[preference.name], { type: 'checkbox' }) }}
            />
          ))}
          {preferenceErrors?.length ? (
            <p id="email-signup-preferences-error" className="text-sm font-medium text-red-700">
              {preferenceErrors[0]}
            </p>
          ) : null}
        </fieldset>
        <p className="text-sm">
          By signing up you agree to receive emails from us. See our{' '}
          <a
            href="/company-info/privacy-policy"
            target="_blank"
            rel="noreferrer"
            className="underline underline-offset-4"
          >
            Privacy Policy
          </a>
          .
        </p>
        <Button type="submit" pending={pending} disabled={hydrated && !ready} className="w-full sm:w-auto">
          Sign up
        </Button>
      </fetcher.Form>
    </div>
  );
}
