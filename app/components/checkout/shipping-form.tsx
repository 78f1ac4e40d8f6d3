import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { ContactEmailSection } from '~/components/checkout/contact-email-section.tsx';
import { CustomerKeyInput } from '~/components/checkout/customer-key-input.tsx';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { ChoiceField } from '~/components/ui/form-controls.tsx';
import { addressLines, isPoBox, type Choice, type SavedAddress } from '~/models/address-rules.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import type { ShippingMethodOption } from '~/models/shipping-method.ts';
import type { customerShippingSchema } from '~/models/shipping-form.ts';
import { AddressFields } from './address-fields.tsx';
import { PICKUP_PERSON_LABELS, PickupPersonSection } from './pickup-person-section.tsx';
import type { PickupPerson, PickupShopView } from '~/models/pickup.ts';
import type { customerShippingWithPickupSchema } from '~/models/pickup-forms.ts';
import { DeliveryDateFields, DeliveryInstructionsField, GiftMessageField, type DateRange } from './shipment-fields.tsx';
import { ShippingMethodOptions } from './shipping-method-options.tsx';

// Each kind of shopper has its own schema; the customer's holds every field of the guest's.
type ShippingSchema = typeof customerShippingSchema;
const loadGuestSchema = () =>
  import('~/models/shipping-form.ts').then((module) => module.guestShippingSchema as unknown as ShippingSchema);
const loadCustomerSchema = () => import('~/models/shipping-form.ts').then((module) => module.customerShippingSchema);
// A bag with a collected line as well: the same schemas with the pick-up person.
type WithPickupSchema = typeof customerShippingWithPickupSchema;
const loadGuestWithPickupSchema = () =>
  import('~/models/pickup-forms.ts').then(
    (module) => module.guestShippingWithPickupSchema as unknown as WithPickupSchema,
  );
const loadCustomerWithPickupSchema = () =>
  import('~/models/pickup-forms.ts').then((module) => module.customerShippingWithPickupSchema);

/** The value of `savedAddressId` that asks for a new address (models/shipping-form.ts, without its zod). */
const NEW_ADDRESS = 'new';

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
  deliveryChoice: 'now' | 'date';
  wantedDate: string;
}

/**
 * The shipping step's form (intent `shipping`): the guest's e-mail or the customer's saved addresses,
 * the address, the shipping method, the delivery date, the gift message and delivery instructions. A plain post without
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
  dateRange,
  currency,
  countries,
  regions,
  pickup,
}: {
  registered: boolean;
  customerKey: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaults: ShippingFormDefaults;
  savedAddresses: readonly SavedAddress[];
  methods: readonly ShippingMethodOption[];
  dateRange: DateRange;
  currency: string;
  countries: readonly Choice[];
  regions: Readonly<Record<string, readonly Choice[]>>;
  /** The bag's pick-up shipment, when some lines are collected: its shop and pick-up person. */
  pickup?: { shop: PickupShopView; person: PickupPerson } | null;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { isGift, ...textDefaults } = defaults;
  const [form, fields] = useZodForm('shipping', {
    constraint,
    loadSchema: pickup
      ? registered
        ? loadCustomerWithPickupSchema
        : loadGuestWithPickupSchema
      : ((registered ? loadCustomerSchema : loadGuestSchema) as () => Promise<WithPickupSchema>),
    lastResult,
    defaultValue: { ...textDefaults, ...(isGift ? { isGift: 'on' } : {}), ...pickup?.person },
  });
  const [chosenAddress, setChosenAddress] = useState(
    fields.savedAddressId.initialValue || defaults.savedAddressId || NEW_ADDRESS,
  );
  const [gift, setGift] = useState(fields.isGift.initialValue === 'on');
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'shipping';
  // Without JavaScript the shopper may pick a saved address or fill in a new one in the same post.
  const showAddressFields = !registered || savedAddresses.length === 0 || !hydrated || chosenAddress === NEW_ADDRESS;

  return (
    <Form method="post" action="/shipping" {...getFormProps(form)} className="space-y-8">
      <input type="hidden" name="intent" value="shipping" />
      <CustomerKeyInput value={customerKey} />
      <ErrorSummary form={form} {...(pickup ? { labels: PICKUP_PERSON_LABELS } : {})} />

      {registered ? null : <ContactEmailSection field={fields.email} />}

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
        {showAddressFields ? (
          <AddressFields fields={fields} countries={countries} regions={regions} autoCompleteSection="shipping" />
        ) : null}
        {registered && showAddressFields ? (
          <ChoiceField label="Save this address" inputProps={getInputProps(fields.saveAddress, { type: 'checkbox' })} />
        ) : null}
        <div aria-live="polite">
          {showAddressFields && isPoBox(fields.address1.value, fields.address2.value) ? (
            <p className="rounded bg-candy-soft p-3 text-sm">{CHECKOUT_MESSAGES.poBoxMethods}</p>
          ) : null}
        </div>
      </section>

      <ShippingMethodOptions
        field={fields.shippingMethodId}
        methods={methods}
        selected={fields.shippingMethodId.initialValue ?? defaults.shippingMethodId}
        currency={currency}
      />

      <DeliveryDateFields choice={fields.deliveryChoice} date={fields.wantedDate} range={dateRange} />

      <section aria-labelledby="gift-title" className="space-y-4">
        <h2 id="gift-title" className="text-xl font-bold">
          Gift Options
        </h2>
        <ChoiceField
          label="This is a gift"
          inputProps={{
            ...getInputProps(fields.isGift, { type: 'checkbox' }),
            onChange: (event) => setGift(event.currentTarget.checked),
          }}
          errors={fields.isGift.errors}
          errorId={fields.isGift.errorId}
        />
        {gift || !hydrated ? <GiftMessageField field={fields.giftMessage} /> : null}
      </section>

      <section aria-labelledby="instructions-title" className="space-y-4">
        <h2 id="instructions-title" className="text-xl font-bold">
          Delivery Instructions
        </h2>
        <DeliveryInstructionsField
          field={fields.deliveryInstructions}
          label="Instructions for the carrier (optional)"
        />
      </section>

      {pickup ? <PickupPersonSection shop={pickup.shop} fields={fields} /> : null}

      <Button type="submit" size="lg" pending={pending} className="w-full sm:w-auto">
        Continue to Billing
      </Button>
    </Form>
  );
}
