import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { SpamTrap } from '~/components/forms/spam-trap.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { Field } from '~/components/ui/field.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { ChoiceField } from '~/components/ui/form-controls.tsx';
import type { Campaign } from '~/models/campaign.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { autoSlashBirthday, SIGNUP_PREFERENCES } from '~/models/service-form-rules.ts';
import { EmailField, NameFields, PhoneField } from '~/components/forms/person-fields.tsx';
import { PostalAddressFields } from '~/components/forms/postal-address-fields.tsx';

/** The path a campaign's form posts to. */
export const campaignAction = (campaign: Pick<Campaign, 'id'>) => `/campaign/${campaign.id}`;

/** Spec §4: submit is enabled once the terms are agreed and an opt-in is chosen (the schema checks the rest). */
function readyToSend(form: HTMLFormElement, sweepstakes: boolean): boolean {
  const values = new FormData(form);
  const optedIn = sweepstakes
    ? values.get('offersPromotionsUpdates') === 'on'
    : SIGNUP_PREFERENCES.some((preference) => values.get(preference.name) === 'on');
  return optedIn && values.get('agreeToTerms') === 'on';
}

/**
 * A campaign or sweepstakes form (delivery keys `campaign-data-collection-form` and
 * `campaign-data-collection-form-sweepstakes`): a plain post to /campaign/{content item id}. The
 * sweepstakes form starts with the newsletter opt-in ticked and requires it.
 */
export function CampaignForm({
  campaign,
  constraint,
  lastResult,
}: {
  campaign: Campaign;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const action = campaignAction(campaign);
  const loadSchema = () => import('~/models/campaign.ts').then((module) => module.campaignSchema(campaign.sweepstakes));
  const [form, fields] = useZodForm(`campaign-${campaign.id}`, {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: { countryCode: 'US', ...(campaign.sweepstakes ? { offersPromotionsUpdates: 'on' } : {}) },
  });
  const [ready, setReady] = useState(false);
  const pending = navigation.state !== 'idle' && navigation.formAction === action;
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'birthdate') target.value = autoSlashBirthday(target.value);
    setReady(readyToSend(event.currentTarget, campaign.sweepstakes));
  };
  const optInErrors = form.allErrors.optIns;
  return (
    <Form method="post" action={action} {...getFormProps(form)} onInput={onInput} className="space-y-4">
      <ErrorSummary form={form} />
      <SpamTrap />
      <input type="hidden" name="countryCode" value="US" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields firstName={fields.firstName} lastName={fields.lastName} />
        <EmailField field={fields.email} />
        <PhoneField field={fields.phone} />
      </div>
      <PostalAddressFields
        countryCode="US"
        address1={fields.address1}
        address1Label="Street Address"
        city={fields.city}
        region={fields.state}
        postalCode={fields.postalCode}
      />
      <Field
        label="Birthday (optional)"
        hint="MM/DD/YYYY"
        inputProps={{
          ...getInputProps(fields.birthdate, { type: 'text' }),
          autoComplete: 'bday',
          inputMode: 'numeric',
          placeholder: 'MM/DD/YYYY',
        }}
        errors={fields.birthdate.errors}
        errorId={fields.birthdate.errorId}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">
          {campaign.sweepstakes ? 'Newsletter' : 'I’d like to hear about'}
        </legend>
        {(campaign.sweepstakes ? SIGNUP_PREFERENCES.slice(0, 1) : SIGNUP_PREFERENCES).map((preference) => (
          <ChoiceField
            key={preference.name}
            label={
              campaign.sweepstakes
                ? 'Yes, sign me up for The Sweet List: offers, promotions and updates by email.'
                : preference.label
            }
            inputProps={getInputProps(fields[preference.name], { type: 'checkbox' })}
            errors={fields[preference.name].errors}
            errorId={fields[preference.name].errorId}
          />
        ))}
        {optInErrors?.length ? <p className="text-sm font-medium text-red-700">{optInErrors[0]}</p> : null}
      </fieldset>
      <ChoiceField
        label={`I confirm that I am over 18 years of age and agree to the ${campaign.sweepstakes ? 'Official Sweepstakes Rules' : 'terms of this campaign'} and the Privacy Policy.`}
        inputProps={getInputProps(fields.agreeToTerms, { type: 'checkbox' })}
        errors={fields.agreeToTerms.errors}
        errorId={fields.agreeToTerms.errorId}
      />
      <Button type="submit" pending={pending} disabled={hydrated && !ready} className="w-full sm:w-auto">
        {campaign.sweepstakes ? 'Enter Now' : 'Sign up'}
      </Button>
    </Form>
  );
}
