import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { CustomerKeyInput } from '~/components/checkout/customer-key-input.tsx';
import {
  DeliveryDateFields,
  DeliveryInstructionsField,
  GiftMessageField,
  type DateRange,
} from '~/components/checkout/shipment-fields.tsx';
import { ShippingMethodOptions } from '~/components/checkout/shipping-method-options.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { Field } from '~/components/ui/field.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { recipientEditHref, type Recipient } from '~/models/multi-ship.ts';
import type { ShippingMethodOption } from '~/models/shipping-method.ts';

const loadSchema = () => import('~/models/multi-ship-forms.ts').then((module) => module.multiShipShippingSchema);

export interface CheckoutShipment {
  shipmentId: string;
  recipient: Recipient | null;
  items: { name: string; quantity: number }[];
  methods: ShippingMethodOption[];
  shippingMethodId: string;
  giftMessage: string;
  deliveryInstructions: string;
  /** The saved choice and the date field's range (models/delivery-date.ts). */
  delivery: DateRange & { deliveryChoice: 'now' | 'date'; wantedDate: string };
}

/**
 * The shipping step of a multi-ship basket (checkout spec §4, §5): the guest's e-mail, then per
 * recipient its items, method, delivery date, gift message and delivery instructions. The addresses are the
 * recipients' ("Edit address" changes one on /recipients and comes back here).
 */
export function MultiShipShippingForm({
  registered,
  email,
  customerKey,
  shipments,
  currency,
  constraint,
  lastResult,
}: {
  registered: boolean;
  email: string;
  customerKey: string;
  shipments: readonly CheckoutShipment[];
  currency: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('multi-ship-shipping', {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: {
      email,
      shipments: shipments.map(({ shipmentId, shippingMethodId, giftMessage, deliveryInstructions, delivery }) => ({
        shipmentId,
        shippingMethodId,
        giftMessage,
        deliveryInstructions,
        deliveryChoice: delivery.deliveryChoice,
        wantedDate: delivery.wantedDate,
      })),
    } as never,
  });
  const entries = fields.shipments.getFieldList();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'multi-ship';
  return (
    <Form method="post" action="/shipping" {...getFormProps(form)} className="space-y-8">
      <input type="hidden" name="intent" value="multi-ship" />
      <CustomerKeyInput value={customerKey} />
      <ErrorSummary form={form} />
      {registered ? null : (
        <Field
          label="Email"
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', required: true }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
          hint="We send your order confirmation here."
        />
      )}
      {shipments.map((shipment, index) => {
        const entry = entries[index]?.getFieldset();
        if (!entry) return null;
        const titleId = `shipment-${shipment.shipmentId}`;
        return (
          <section
            key={shipment.shipmentId}
            aria-labelledby={titleId}
            className="space-y-4 rounded-lg border border-caramel p-4"
            data-testid="checkout-shipment"
          >
            <input type="hidden" name={entry.shipmentId.name} value={shipment.shipmentId} />
            <div>
              <h2 id={titleId} className="text-xl font-bold">
                Ship to {shipment.recipient?.fullName ?? 'a recipient'}
              </h2>
              <p className="text-sm break-words">{shipment.recipient?.address}</p>
              {shipment.recipient ? (
                <p className="text-sm">
                  <Link
                    to={recipientEditHref(shipment.shipmentId)}
                    className="font-semibold underline"
                    aria-label={`Edit the address for ${shipment.recipient.fullName}`}
                  >
                    Edit address
                  </Link>
                </p>
              ) : null}
              <ul className="mt-2 list-disc pl-5 text-sm">
                {shipment.items.map((item, position) => (
                  <li key={position}>
                    {item.quantity} × {item.name}
                  </li>
                ))}
              </ul>
            </div>
            <ShippingMethodOptions
              field={entry.shippingMethodId}
              methods={shipment.methods}
              selected={entry.shippingMethodId.initialValue ?? shipment.shippingMethodId}
              currency={currency}
            />
            <DeliveryDateFields choice={entry.deliveryChoice} date={entry.wantedDate} range={shipment.delivery} />
            <GiftMessageField field={entry.giftMessage} />
            <DeliveryInstructionsField field={entry.deliveryInstructions} label="Delivery instructions (optional)" />
          </section>
        );
      })}
      <Button type="submit" size="lg" pending={pending} className="w-full sm:w-auto">
        Continue to Billing
      </Button>
    </Form>
  );
}
