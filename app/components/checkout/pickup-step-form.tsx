import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { ContactEmailSection } from '~/components/checkout/contact-email-section.tsx';
import { CustomerKeyInput } from '~/components/checkout/customer-key-input.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { Button } from '~/components/ui/button.tsx';
import { ErrorSummary } from '~/components/ui/error-summary.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';
import type { PickupPerson, PickupShopView } from '~/models/pickup.ts';
import type { guestPickupSchema } from '~/models/pickup-forms.ts';
import { PICKUP_PERSON_LABELS, PickupPersonSection } from './pickup-person-section.tsx';

// The guest's schema holds every field of the customer's (who gives no e-mail here).
type PickupSchema = typeof guestPickupSchema;
const loadGuestSchema = () => import('~/models/pickup-forms.ts').then((module) => module.guestPickupSchema);
const loadCustomerSchema = () =>
  import('~/models/pickup-forms.ts').then((module) => module.customerPickupSchema as unknown as PickupSchema);

/**
 * The shipping step of a bag that is only collected (intent `pickup`): a guest's e-mail and the
 * pick-up person — no address, no shipping method. A plain post without JavaScript; with it, checked
 * as the shopper goes and sent without a reload.
 */
export function PickupStepForm({
  registered,
  customerKey,
  constraint,
  lastResult,
  email,
  person,
  shop,
}: {
  registered: boolean;
  customerKey: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  email: string;
  person: PickupPerson;
  shop: PickupShopView;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm('pickup', {
    constraint,
    loadSchema: registered ? loadCustomerSchema : loadGuestSchema,
    lastResult,
    defaultValue: { ...person, ...(registered ? {} : { email }) },
  });
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pickup';
  return (
    <Form method="post" action="/shipping" {...getFormProps(form)} className="space-y-8">
      <input type="hidden" name="intent" value="pickup" />
      <CustomerKeyInput value={customerKey} />
      <ErrorSummary form={form} labels={PICKUP_PERSON_LABELS} />
      {registered ? null : <ContactEmailSection field={fields.email} />}
      <PickupPersonSection shop={shop} fields={fields} />
      <Button type="submit" size="lg" pending={pending} className="w-full sm:w-auto">
        Continue to Billing
      </Button>
    </Form>
  );
}
