import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { useState } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';
import { describedBy, Field } from '~/components/ui/field.tsx';
import { SelectField } from '~/components/ui/form-controls.tsx';
import type { AddressFieldName, Choice } from '~/models/address-rules.ts';
import { MESSAGES } from '~/models/messages.ts';

// The same look as the shared select (components/ui/form-controls.tsx); this one needs option groups.
const SELECT_CLASSES =
  'w-full rounded border border-cocoa bg-white px-3 py-2 text-base text-chocolate aria-invalid:border-2 aria-invalid:border-red-700';

export type AddressFieldsMetadata = {
  [Name in AddressFieldName]: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
};

const REGION_LABEL: Record<string, string> = { US: 'State', CA: 'Province' };
const POSTAL_LABEL: Record<string, string> = { US: 'Zip Code', CA: 'Postal Code' };

/**
 * The inputs of one address (checkout spec §5 rules, validated by the form's schema), shared by
 * every address form: shipping, billing. It is given the Conform fields of the address names and
 * the countries with their states or provinces.
 *
 * Without JavaScript the shopper may change the country and pick a province in the same post, so
 * the state list holds every country's regions in groups; once hydrated it holds the chosen
 * country's only, and a state of another country is cleared as the country changes.
 */
export function AddressFields({
  fields,
  countries,
  regions,
  autoCompleteSection,
}: {
  fields: AddressFieldsMetadata;
  countries: readonly Choice[];
  regions: Readonly<Record<string, readonly Choice[]>>;
  /** The autocomplete section and address kind (a recipient's and the address book's are shipping addresses). */
  autoCompleteSection: 'shipping' | 'billing';
}) {
  const hydrated = useHydrated();
  const initialCountry = fields.countryCode.initialValue ?? countries[0]?.value ?? '';
  const [country, setCountry] = useState(initialCountry);
  const [stateCode, setStateCode] = useState(fields.stateCode.initialValue ?? '');
  const auto = (token: string) => `section-${autoCompleteSection} ${autoCompleteSection} ${token}`;
  const text = (name: AddressFieldName, label: string, autoComplete: string, type: 'text' | 'tel' = 'text') => (
    <Field
      label={label}
      inputProps={{ ...getInputProps(fields[name], { type }), autoComplete: auto(autoComplete) }}
      errors={fields[name].errors}
      errorId={fields[name].errorId}
    />
  );
  const shownRegions = hydrated ? { [country]: regions[country] ?? [] } : regions;
  const regionLabel = hydrated ? (REGION_LABEL[country] ?? 'State') : 'State/Province';
  const stateField = fields.stateCode;
  const stateErrors = stateField.errors ?? [];
  const { key: stateKey, ...stateSelect } = getSelectProps(stateField);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName', 'First Name', 'given-name')}
      {text('lastName', 'Last Name', 'family-name')}
      <div className="sm:col-span-2">{text('companyName', 'Company (optional)', 'organization')}</div>
      <div className="sm:col-span-2">{text('address1', 'Address', 'address-line1')}</div>
      <div className="sm:col-span-2">{text('address2', 'Apt, Suite, Building (optional)', 'address-line2')}</div>
      <SelectField
        label="Country"
        selectProps={{
          ...getSelectProps(fields.countryCode),
          autoComplete: auto('country'),
          onChange: (event) => {
            const next = event.currentTarget.value;
            setCountry(next);
            if (!(regions[next] ?? []).some((region) => region.value === stateCode)) setStateCode('');
          },
        }}
        options={countries}
        errors={fields.countryCode.errors}
        errorId={fields.countryCode.errorId}
      />
      {text('city', 'City', 'address-level2')}
      <div className="flex flex-col gap-1">
        <label htmlFor={stateSelect.id} className="text-sm font-semibold">
          {regionLabel}
        </label>
        <select
          key={stateKey ?? undefined}
          {...stateSelect}
          // Controlled once hydrated, so a country change can clear a state of the other country.
          {...(hydrated
            ? {
                value: stateCode,
                defaultValue: undefined,
                onChange: (event) => setStateCode(event.currentTarget.value),
              }
            : { defaultValue: stateSelect.defaultValue ?? '' })}
          autoComplete={auto('address-level1')}
          aria-invalid={stateErrors.length > 0 || undefined}
          aria-describedby={describedBy(stateErrors.length > 0 ? stateField.errorId : undefined)}
          className={SELECT_CLASSES}
        >
          <option value="" disabled>
            {MESSAGES.selectPlaceholder}
          </option>
          {Object.entries(shownRegions).map(([code, list]) =>
            Object.keys(shownRegions).length > 1 ? (
              <optgroup key={code} label={countries.find((choice) => choice.value === code)?.label ?? code}>
                {list.map((region) => (
                  <option key={region.value} value={region.value}>
                    {region.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              list.map((region) => (
                <option key={region.value} value={region.value}>
                  {region.label}
                </option>
              ))
            ),
          )}
        </select>
        {stateErrors.length > 0 ? (
          <ul id={stateField.errorId} className="text-sm font-medium text-red-700">
            {stateErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {text('postalCode', hydrated ? (POSTAL_LABEL[country] ?? 'Zip Code') : 'Zip/Postal Code', 'postal-code')}
      {text('phone', 'Phone', 'tel', 'tel')}
    </div>
  );
}
