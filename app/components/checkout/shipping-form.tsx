import { CustomerKeyInput } from '~/components/checkout/customer-key-input.tsx';
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { Field, FormErrors } from '~/components/ui/field.tsx';
import { ChoiceField, TextareaField } from '~/components/ui/form-controls.tsx';
import { addressLines, isPoBox, type Choice, type SavedAddress } from '~/models/address-rules.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { MESSAGES } from '~/models/messages.ts';
import type { ShippingMethodOption } from '~/models/shipping-method.ts';
import type { customerShippingSchema } from '~/models/shipping-form.ts';
import { AddressFields } from './address-fields.tsx';
import { ShippingMethodOptions } from './shipping-method-options.tsx';

// Each kind of shopper has its own schema; the customer's holds every field of the guest's.
type ShippingSchema = typeof customerShippingSchema;
const loadGuestSchema = () => import('~/models/shipping-form.ts').then((module) => module.guestShippingSchema as unknown as ShippingSchema);
const loadCustomerSchema = () => import('~/models/shipping-form.ts').then((module) => module.customerShippingSchema);

/** The value of `savedAddressId` that asks for a new address (models/shipping-form.ts, without its zod). */
const NEW_ADDRESS = 'new';
const GIFT_MESSAGE_MAX_LENGTH = 150;

export interface ShippingFormDefaults {
  email: string;
  savedAddressId: string;
  firstName: string;
  lastName: string;
  companyName: string;
  address1: string;
  address2: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
  phone: string;
  shippingMethodId: string;
  isGift: boolean;
  giftMessage: string;
  deliveryInstructions: string;
}

/**
 * The shipping step's form (intent `shipping`): the guest's e-mail or the customer's saved addresses,
 * the address, the shipping method, the gift message and delivery instructions. A plain post without
 * JavaScript; with it, checked as the shopper goes and sent without a reload.
 */
export function ShippingForm({
  registered,
  customerKey,
  constraint,
  lastResult,
  defaults,
  savedAddresses,
  methods,
  currency,
  countries,
  regions,
}: {
  registered: boolean;
  customerKey: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaults: ShippingFormDefaults;
  savedAddresses: readonly SavedAddress[];
  methods: readonly ShippingMethodOption[];
  currency: string;
  countries: readonly Choice[];
  regions: Readonly<Record<string, readonly Choice[]>>;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { isGift, ...textDefaults } = defaults;
  const [form, fields] = useZodForm('shipping', {
    constraint,
    loadSchema: registered ? loadCustomerSchema : loadGuestSchema,
    lastResult,
    defaultValue: { ...textDefaults, ...(isGift ? { isGift: 'on' } : {}) },
  });
  const [chosenAddress, setChosenAddress] = useState(fields.savedAddressId.initialValue || defaults.savedAddressId || NEW_ADDRESS);
  const [gift, setGift] = useState(fields.isGift.initialValue === 'on');
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'shipping';
  // Without JavaScript the shopper may pick a saved address or fill in a new one in the same post.
  const showAddressFields = !registered || savedAddresses.length === 0 || !hydrated || chosenAddress === NEW_ADDRESS;

  return (
    <Form method="post" action="/shipping" {...getFormProps(form)} className="space-y-8">
      <input type="hidden" name="intent" value="shipping" />
      <CustomerKeyInput value={customerKey} />
      <FormErrors id={form.errorId} errors={form.errors} />

      {registered ? null : (
        <section aria-labelledby="contact-title" className="space-y-4">
          <h2 id="contact-title" className="text-xl font-bold">
            Contact
          </h2>
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.email.errors}
            errorId={fields.email.errorId}
            hint="We send your order confirmation here."
          />
        </section>
      )}

      <section aria-labelledby="address-title" className="space-y-4">
        <h2 id="address-title" className="text-xl font-bold">
          Shipping Address
        </h2>
        {registered && savedAddresses.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="mb-2 font-semibold">Your saved addresses</legend>
            {savedAddresses.map((saved) => (
              <div key={saved.addressId} className="flex items-start gap-3 rounded border border-caramel bg-white p-3">
                <input
                  type="radio"
                  id={`saved-address-${saved.addressId}`}
                  name={fields.savedAddressId.name}
                  value={saved.addressId}
                  defaultChecked={chosenAddress === saved.addressId}
                  onChange={() => setChosenAddress(saved.addressId)}
                  className="mt-1 size-5 shrink-0 accent-chocolate"
                />
                <label htmlFor={`saved-address-${saved.addressId}`}>
                  <span className="font-semibold">
                    {saved.addressId}
                    {saved.preferred ? ' (preferred)' : ''}
                  </span>
                  <span className="block text-sm">{addressLines(saved.address).join(', ')}</span>
                </label>
              </div>
            ))}
            <div className="flex items-start gap-3 rounded border border-caramel bg-white p-3">
              <input
                type="radio"
                id="saved-address-new"
                name={fields.savedAddressId.name}
                value={NEW_ADDRESS}
                defaultChecked={chosenAddress === NEW_ADDRESS}
                onChange={() => setChosenAddress(NEW_ADDRESS)}
                className="mt-1 size-5 shrink-0 accent-chocolate"
              />
              <label htmlFor="saved-address-new" className="font-semibold">
                Ship to a new address
              </label>
            </div>
          </fieldset>
        ) : null}
        {showAddressFields ? <AddressFields fields={fields} countries={countries} regions={regions} autoCompleteSection="shipping" /> : null}
        <div aria-live="polite">
          {showAddressFields && isPoBox(fields.address1.value, fields.address2.value) ? <p className="rounded bg-candy-soft p-3 text-sm">{MESSAGES.poBoxMethods}</p> : null}
        </div>
      </section>

      <ShippingMethodOptions field={fields.shippingMethodId} methods={methods} selected={fields.shippingMethodId.initialValue ?? defaults.shippingMethodId} currency={currency} />

      <section aria-labelledby="gift-title" className="space-y-4">
        <h2 id="gift-title" className="text-xl font-bold">
          Gift Options
        </h2>
        <ChoiceField
          label="This is a gift"
          inputProps={{ ...getInputProps(fields.isGift, { type: 'checkbox' }), onChange: (event) => setGift(event.currentTarget.checked) }}
          errors={fields.isGift.errors}
          errorId={fields.isGift.errorId}
        />
        {gift || !hydrated ? (
          <TextareaField
            label="Gift message (optional)"
            textareaProps={{ ...getTextareaProps(fields.giftMessage), maxLength: GIFT_MESSAGE_MAX_LENGTH }}
            errors={fields.giftMessage.errors}
            errorId={fields.giftMessage.errorId}
            hint={`Up to ${GIFT_MESSAGE_MAX_LENGTH} letters and numbers.`}
          />
        ) : null}
      </section>

      <section aria-labelledby="instructions-title" className="space-y-4">
        <h2 id="instructions-title" className="text-xl font-bold">
          Delivery Instructions
        </h2>
        <TextareaField
          label="Instructions for the carrier (optional)"
          textareaProps={getTextareaProps(fields.deliveryInstructions)}
          errors={fields.deliveryInstructions.errors}
          errorId={fields.deliveryInstructions.errorId}
        />
      </section>

      <Button type="submit" size="lg" pending={pending} className="w-full sm:w-auto">
        Continue to Billing
      </Button>
    </Form>
  );
}
