import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { AddressFields, type AddressFieldsMetadata } from '~/components/checkout/address-fields.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { AddressInput, Choice } from '~/models/address-rules.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';

const loadSchema = () => import('~/models/address-book.ts').then((module) => module.addressBookSchema);

/** Add or edit an address of the book: the checkout's address fields, plus "make this my primary address". */
export function AddressBookForm({
  constraint,
  lastResult,
  editing,
  countries,
  regions,
}: {
  constraint: FormConstraint;
  lastResult: SubmissionResult<string[]> | null;
  /** The address being edited, or the defaults of a new one (its country). */
  editing: { addressId?: string; preferred: boolean; address: Partial<AddressInput> };
  countries: readonly Choice[];
  regions: Readonly<Record<string, readonly Choice[]>>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('address-book', {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: { ...editing.address, preferred: editing.preferred ? 'on' : '' },
  });
  const { key: preferredKey, ...preferred } = getInputProps(fields.preferred, { type: 'checkbox' });
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const title = editing.addressId ? `Edit Address: ${editing.addressId}` : 'Add New Address';
  return (
    <section aria-labelledby="address-form-title" className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="address-form-title" className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      <Form method="post" action="/addressbook" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {editing.addressId ? <input type="hidden" name="addressId" value={editing.addressId} /> : null}
        <ErrorSummary form={form} />
        {/* The optional fields' input type is `unknown` (empty text is no value); the inputs are text all the same. */}
        <AddressFields
          fields={fields as unknown as AddressFieldsMetadata}
          countries={countries}
          regions={regions}
          autoCompleteSection="shipping"
        />
        <div className="flex items-center gap-2">
          <input key={preferredKey} {...preferred} className="size-5" />
          <label htmlFor={preferred.id}>Make this my primary address</label>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" pending={pending}>
            Save Address
          </Button>
          <Link to="/addressbook" className="font-semibold underline underline-offset-4">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
