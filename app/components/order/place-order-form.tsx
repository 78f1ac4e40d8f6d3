import { Form, useNavigation } from 'react-router';
import { CustomerKeyInput } from '~/components/checkout/customer-key-input.tsx';
import { Button } from '~/components/ui/button.tsx';
import { MESSAGES } from '~/models/messages.ts';

/**
 * "Place order": a plain form post (intent `place-order`, the checkout's customer key and the
 * digest of the review shown, so a bag changed since is refused instead of ordered). With
 * JavaScript the button turns busy on the first click so a double click sends one request; the
 * server makes sure that any number of posts still place one order.
 */
export function PlaceOrderForm({ customerKey, reviewDigest, error }: { customerKey: string; reviewDigest: string; error?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formAction === '/revieworder';
  return (
    <Form method="post" action="/revieworder" className="space-y-3" aria-describedby={error ? 'place-order-error' : undefined}>
      <input type="hidden" name="intent" value="place-order" />
      <CustomerKeyInput value={customerKey} />
      <input type="hidden" name="reviewDigest" value={reviewDigest} />
      {error ? (
        <p id="place-order-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" pending={pending} className="w-full">
        {MESSAGES.placeOrder}
      </Button>
    </Form>
  );
}
