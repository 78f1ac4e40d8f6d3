import { Form, useNavigation } from 'react-router';
import { CustomerKeyInput } from '~/components/checkout/customer-key-input.tsx';
import { Button } from '~/components/ui/button.tsx';
import { MobileActionBar } from '~/components/layout/mobile-action-bar.tsx';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { formatMoney } from '~/models/money.ts';

/**
 * "Place order": a plain form post (intent `place-order`, the checkout's customer key and the
 * digest of the review shown, so a bag changed since is refused instead of ordered). With
 * JavaScript the button turns busy on the first click so a double click sends one request; the
 * server makes sure that any number of posts still place one order.
 */
/** The form's id: the mobile action bar's button submits it from outside. */
const PLACE_ORDER_FORM_ID = 'place-order-form';

function usePlacing(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formAction === '/revieworder';
}

export function PlaceOrderForm({
  customerKey,
  reviewDigest,
  error,
}: {
  customerKey: string;
  reviewDigest: string;
  error?: string;
}) {
  const pending = usePlacing();
  return (
    <Form
      id={PLACE_ORDER_FORM_ID}
      method="post"
      action="/revieworder"
      className="space-y-3"
      aria-describedby={error ? 'place-order-error' : undefined}
    >
      <input type="hidden" name="intent" value="place-order" />
      <CustomerKeyInput value={customerKey} />
      <input type="hidden" name="reviewDigest" value={reviewDigest} />
      {error ? (
        <p id="place-order-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" pending={pending} className="w-full">
        {CHECKOUT_MESSAGES.placeOrder}
      </Button>
    </Form>
  );
}

/** Phones: the order total and "Place order" pinned to the bottom of the review; the button submits the form above. */
export function PlaceOrderBar({ total, currency }: { total: number; currency: string }) {
  const pending = usePlacing();
  return (
    <MobileActionBar label="Order Total" amount={formatMoney(total, currency)} testId="place-order-bar">
      <Button type="submit" form={PLACE_ORDER_FORM_ID} size="lg" pending={pending}>
        {CHECKOUT_MESSAGES.placeOrder}
      </Button>
    </MobileActionBar>
  );
}
