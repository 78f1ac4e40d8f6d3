import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { Field } from '~/components/ui/field.tsx';
import { SelectField } from '~/components/ui/form-controls.tsx';
import { REGIONS, type CountryCode } from '~/models/address-rules.ts';

type TextField = FieldMetadata<string | undefined>;

/** The zip or postal code, labelled as the country calls it. */
export function PostalCodeField({ field, countryCode }: { field: TextField; countryCode: CountryCode }) {
  return (
    <Field
      label={countryCode === 'CA' ? 'Postal Code' : 'Zip Code'}
      inputProps={{ ...getInputProps(field, { type: 'text' }), autoComplete: 'postal-code' }}
      errors={field.errors}
      errorId={field.errorId}
    />
  );
}

/**
 * The street address of a form whose country is fixed (the printed catalog request, campaigns): the street line, the
 * optional apartment line, then city, state or province and zip or postal code in a row, labelled and listed for
 * `countryCode`. The lines come without a wrapper, so they stack in the form's own spacing. Checkout and account
 * addresses, where the shopper picks the country, have AddressFields (components/checkout/address-fields.tsx).
 */
export function PostalAddressFields({
  countryCode,
  address1,
  address1Label = 'Address',
  address2,
  city,
  region,
  postalCode,
}: {
  countryCode: CountryCode;
  address1: TextField;
  address1Label?: string;
  /** Left out where the form has no apartment line. */
  address2?: TextField;
  city: TextField;
  region: TextField;
  postalCode: TextField;
}) {
  return (
    <>
      <Field
        label={address1Label}
        inputProps={{ ...getInputProps(address1, { type: 'text' }), autoComplete: 'address-line1' }}
        errors={address1.errors}
        errorId={address1.errorId}
      />
      {address2 ? (
        <Field
          label="Apt, Suite, Building (optional)"
          inputProps={{ ...getInputProps(address2, { type: 'text' }), autoComplete: 'address-line2' }}
          errors={address2.errors}
          errorId={address2.errorId}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="City"
          inputProps={{ ...getInputProps(city, { type: 'text' }), autoComplete: 'address-level2' }}
          errors={city.errors}
          errorId={city.errorId}
        />
        <SelectField
          label={countryCode === 'CA' ? 'Province' : 'State'}
          selectProps={{ ...getSelectProps(region), autoComplete: 'address-level1' }}
          options={REGIONS[countryCode]}
          placeholder
          errors={region.errors}
          errorId={region.errorId}
        />
        <PostalCodeField field={postalCode} countryCode={countryCode} />
      </div>
    </>
  );
}
