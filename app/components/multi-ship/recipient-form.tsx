import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { AddressFields, type AddressFieldsMetadata } from '~/components/checkout/address-fields.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { AddressInput, Choice } from '~/models/address-rules.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';

const loadAddSchema = () => import('~/models/multi-ship-forms.ts').then((module) => module.recipientSchema);
const loadEditSchema = () => import('~/models/multi-ship-forms.ts').then((module) => module.editRecipientSchema);

/**
 * "Add a recipient", or with `editing` a recipient's new name and address (checkout spec §5): a plain
 * post to /recipients, checked as the shopper goes with JavaScript.
 */
export function RecipientForm({
  constraint,
  lastResult,
  countries,
  regions,
  defaultCountry,
  redirectTo,
  editing,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  countries: readonly Choice[];
  regions: Readonly<Record<string, readonly Choice[]>>;
  defaultCountry: string;
  redirectTo?: string;
  /** The recipient being changed, and where "Cancel" goes. */
  editing?: { shipmentId: string; address: AddressInput; cancelHref: string };
}) {
  const navigation = useNavigation();
  const intent = editing ? 'edit-recipient' : 'add-recipient';
  const [form, fields] = useZodForm(editing ? `edit-recipient-${editing.shipmentId}` : 'add-recipient', {
    constraint,
    // Both schemas share the address fields the form renders; the edit one adds the hidden shipmentId.
    loadSchema: (editing ? loadEditSchema : loadAddSchema) as typeof loadAddSchema,
    lastResult,
    defaultValue: editing
      ? { ...editing.address, countryCode: editing.address.countryCode || defaultCountry }
      : { countryCode: defaultCountry },
  });
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" action="/recipients" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {editing ? <input type="hidden" name="shipmentId" value={editing.shipmentId} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <ErrorSummary form={form} />
      {/* The optional fields are preprocessed (blank → undefined), which widens their input type; the names are the same. */}
      <AddressFields
        fields={fields as unknown as AddressFieldsMetadata}
        countries={countries}
        regions={regions}
        autoCompleteSection="shipping"
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" pending={pending}>
          {editing ? 'Save Recipient' : 'Add Recipient'}
        </Button>
        {editing ? (
          <Link to={editing.cancelHref} className="font-semibold underline">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
