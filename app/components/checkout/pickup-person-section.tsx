import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field } from '~/components/ui/field.tsx';
import { pickUpAt, type PickupPerson, type PickupShopView } from '~/models/pickup.ts';

export type PickupPersonFields = {
  [Name in keyof PickupPerson]: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
};

/** The summary's names for the pick-up person's fields (the address form's share the labels). */
export const PICKUP_PERSON_LABELS: Record<keyof PickupPerson, string> = {
  pickupFirstName: 'Pick-up person’s first name',
  pickupLastName: 'Pick-up person’s last name',
  pickupPhone: 'Pick-up person’s phone',
  pickupEmail: 'Pick-up person’s email',
};

/**
 * The pick-up part of the shipping step (checkout spec §5 "Store pickup"): the shop with its address,
 * phone and hours, and who collects the order — first and last name, phone, e-mail, all required.
 * No shipping method: the shipment is collected. Part of the step's form (its Conform fields).
 */
export function PickupPersonSection({ shop, fields }: { shop: PickupShopView; fields: PickupPersonFields }) {
  const text = (name: keyof PickupPerson, label: string, type: 'text' | 'tel' | 'email', autoComplete: string) => (
    <Field
      label={label}
      inputProps={{ ...getInputProps(fields[name], { type }), autoComplete: `section-pickup ${autoComplete}` }}
      errors={fields[name].errors}
      errorId={fields[name].errorId}
    />
  );
  return (
    <section aria-labelledby="pickup-title" className="space-y-4" data-testid="pickup-step">
      <h2 id="pickup-title" className="text-xl font-bold">
        {pickUpAt(shop.name)}
      </h2>
      <div className="grid gap-4 rounded border border-caramel bg-white p-4 sm:grid-cols-2" data-testid="pickup-shop">
        <div>
          <address className="not-italic">
            {shop.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {shop.phone ? (
              <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} className="mt-1 block underline underline-offset-4">
                {shop.phone}
              </a>
            ) : null}
          </address>
          {shop.status ? <p className="mt-2 text-sm font-semibold">{shop.status}</p> : null}
        </div>
        {shop.hours.length ? (
          <div>
            <h3 className="text-sm font-semibold">Shop hours</h3>
            <ul className="text-sm">
              {shop.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold">Who will pick up the order?</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('pickupFirstName', 'First Name', 'text', 'given-name')}
          {text('pickupLastName', 'Last Name', 'text', 'family-name')}
          {text('pickupPhone', 'Phone', 'tel', 'tel')}
          {text('pickupEmail', 'Email', 'email', 'email')}
        </div>
      </fieldset>
    </section>
  );
}
