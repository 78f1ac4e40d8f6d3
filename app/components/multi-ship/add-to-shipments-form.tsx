import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { Form, Link, useNavigation, type FetcherWithComponents } from 'react-router';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import { Field } from '~/components/ui/field.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { RECIPIENT_LIST_SCROLL_ABOVE, type Recipient } from '~/models/multi-ship.ts';

const loadSchema = () => import('~/models/multi-ship-forms.ts').then((module) => module.addToShipmentsSchema);

/**
 * "Add Item to Shipments" (catalog spec §4): the recipients to send the item to, each getting the
 * quantity. The button stays disabled until a recipient is selected (with JavaScript; without it the
 * server says so). The recipients chosen last time are selected.
 */
export function AddToShipmentsForm({
  productId,
  quantity,
  recipients,
  redirectTo,
  addRecipientHref,
  action,
  constraint,
  lastResult,
  fetcher,
}: {
  productId: string;
  quantity: number;
  recipients: readonly Recipient[];
  redirectTo: string;
  addRecipientHref: string;
  /** This page's own URL: after a refusal the page is shown again for the same product. */
  action: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  /** In the sheet: the form posts through this fetcher and asks for the added line back (`response=sheet`). */
  fetcher?: FetcherWithComponents<unknown>;
}) {
  const navigation = useNavigation();
  const FormElement = fetcher ? fetcher.Form : Form;
  const [form, fields] = useZodForm('add-to-shipments', {
    constraint,
    loadSchema,
    lastResult,
    defaultValue: { quantity: String(quantity) },
  });
  const [chosen, setChosen] = useState(
    () => new Set(recipients.filter((recipient) => recipient.isSelected).map((recipient) => recipient.shipmentId)),
  );
  const pending = fetcher
    ? fetcher.state !== 'idle'
    : navigation.state !== 'idle' && navigation.formAction?.startsWith('/cart/add-to-shipments') === true;
  const scrolls = recipients.length > RECIPIENT_LIST_SCROLL_ABOVE;
  const toggle = (shipmentId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(shipmentId);
      else next.delete(shipmentId);
      return next;
    });
  return (
    <FormElement method="post" action={action} {...getFormProps(form)} className="space-y-6">
      {fetcher ? <input type="hidden" name="response" value="sheet" /> : null}
      <input type="hidden" name="pid" value={productId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <ErrorSummary form={form} />
      <fieldset
        className="space-y-2"
        aria-describedby={fields.shipmentIds.errors?.length ? fields.shipmentIds.errorId : undefined}
      >
        <legend className="mb-2 font-semibold">Ship to</legend>
        <div className={`space-y-2 ${scrolls ? 'max-h-96 overflow-y-auto pr-1' : ''}`} data-testid="recipient-choices">
          {recipients.map((recipient) => (
            <div
              key={recipient.shipmentId}
              className="flex items-start gap-3 rounded border border-caramel bg-white p-3"
            >
              <input
                type="checkbox"
                id={`recipient-${recipient.shipmentId}`}
                name="shipmentIds"
                value={recipient.shipmentId}
                defaultChecked={recipient.isSelected}
                onChange={(event) => toggle(recipient.shipmentId, event.currentTarget.checked)}
                className="mt-1 size-5 shrink-0 accent-chocolate"
              />
              <label htmlFor={`recipient-${recipient.shipmentId}`} className="min-w-0">
                <span className="block font-semibold">{recipient.fullName}</span>
                <span className="block text-sm break-words">{recipient.address}</span>
              </label>
            </div>
          ))}
        </div>
        {fields.shipmentIds.errors?.length ? (
          <p id={fields.shipmentIds.errorId} className="text-sm font-semibold text-red-700">
            {fields.shipmentIds.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <p>
        <Link to={addRecipientHref} className="font-semibold underline">
          Add a recipient
        </Link>
      </p>
      <div className="max-w-40">
        <Field
          label="Quantity for each recipient"
          inputProps={{ ...getInputProps(fields.quantity, { type: 'number' }), min: 1, inputMode: 'numeric' }}
          errors={fields.quantity.errors}
          errorId={fields.quantity.errorId}
        />
      </div>
      {/* Disabled until a recipient is chosen; before hydration every box may be unticked, so the server checks too. */}
      <Button type="submit" size="lg" pending={pending} disabled={chosen.size === 0} className="w-full sm:w-auto">
        Add Item to Shipments
      </Button>
    </FormElement>
  );
}
