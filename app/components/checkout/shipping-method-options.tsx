import type { FieldMetadata } from '@conform-to/react';
import { formatMoney } from '~/models/money.ts';
import { shippingMethodPrice, type ShippingMethodOption } from '~/models/shipping-method.ts';

/**
 * The shipping methods offered for the shipment's current address, as radio buttons with prices. A
 * new address may offer others: the step then applies the default rule (spec §4) to the shopper's choice.
 */
export function ShippingMethodOptions({
  field,
  methods,
  selected,
  currency,
}: {
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  methods: readonly ShippingMethodOption[];
  selected: string | undefined;
  currency: string;
}) {
  const errors = field.errors ?? [];
  return (
    <fieldset aria-describedby={errors.length > 0 ? field.errorId : undefined} className="space-y-2">
      <legend className="mb-2 text-xl font-bold">Shipping Method</legend>
      {methods.length === 0 ? (
        <p className="text-sm text-cocoa">Shipping methods appear once your address is known.</p>
      ) : null}
      {methods.map((method) => {
        const id = `${field.id}-${method.id}`;
        const price = shippingMethodPrice(method);
        const discounted = method.price !== undefined && price !== undefined && price < method.price;
        return (
          <div key={method.id} className="flex items-start gap-3 rounded border border-caramel bg-white p-3">
            <input
              type="radio"
              id={id}
              name={field.name}
              value={method.id}
              defaultChecked={method.id === selected}
              className="mt-1 size-5 shrink-0 accent-chocolate"
            />
            <label htmlFor={id} className="flex flex-1 flex-wrap justify-between gap-x-4">
              {/* The spaces between the parts keep them apart for screen readers (the label is read as one text). */}
              <span>
                <span className="font-semibold">{method.name ?? method.id}</span>{' '}
                {method.arrives ? (
                  <span className="block text-sm font-semibold text-chocolate" data-testid="method-arrives">
                    {method.arrives}
                  </span>
                ) : null}{' '}
                {method.c_estimatedArrivalTime ? (
                  <span className="block text-sm text-cocoa">{method.c_estimatedArrivalTime}</span>
                ) : null}
              </span>{' '}
              <span className="font-semibold">
                {discounted ? (
                  <>
                    <s className="mr-1 font-normal text-cocoa">
                      <span className="sr-only">Was </span>
                      {formatMoney(method.price!, currency)}
                    </s>{' '}
                  </>
                ) : null}
                {price === undefined ? null : price === 0 ? 'Free' : formatMoney(price, currency)}
              </span>
            </label>
          </div>
        );
      })}
      {errors.length > 0 ? (
        <ul id={field.errorId} className="text-sm font-medium text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
