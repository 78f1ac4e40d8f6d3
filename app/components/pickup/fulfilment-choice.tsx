import { useLocation } from 'react-router';
import { pickupHref, withPickupChoice, type Fulfilment } from '~/models/pickup.ts';
import type { PageFulfilment } from '~/services/shops.server.ts';
import { ShopSelectionLink } from './shop-selection-link.tsx';

/**
 * Catalog spec §4 "Fulfillment choice": Ship it / Pick up in shop as radios of the add-to-bag form
 * (a plain post without JavaScript), the spec's disabled states and pick-up messages, and the way to
 * choose or change the shop for this product.
 */
export function FulfilmentChoice({
  fulfilment,
  productId,
  value,
  onChange,
}: {
  fulfilment: PageFulfilment;
  productId: string;
  value: Fulfilment;
  onChange: (value: Fulfilment) => void;
}) {
  const location = useLocation();
  const back = withPickupChoice(`${location.pathname}${location.search}`);
  const option = (id: Fulfilment, label: string, disabled: boolean) => (
    <label className={`flex min-h-11 items-center gap-2 font-semibold ${disabled ? 'text-cocoa opacity-60' : ''}`}>
      <input
        type="radio"
        name="fulfillment"
        value={id}
        checked={value === id}
        disabled={disabled}
        onChange={() => onChange(id)}
        className="size-5 accent-candy"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-1" data-testid="fulfilment-choice">
      <legend className="text-sm font-semibold">How would you like to get it?</legend>
      <div className="flex flex-wrap gap-x-6">
        {option('shipping', 'Ship it', fulfilment.shippingDisabled)}
        {option('pickup', 'Pick up in shop', fulfilment.pickupDisabled)}
      </div>
      {fulfilment.pickupMessage ? (
        <p className="text-sm" data-testid="pickup-message">
          {fulfilment.pickupMessage}
        </p>
      ) : null}
      <p className="text-sm">
        <ShopSelectionLink href={pickupHref(back, productId)} className="underline underline-offset-4">
          {fulfilment.shop ? 'Change shop' : 'Select your preferred shop'}
        </ShopSelectionLink>
      </p>
    </fieldset>
  );
}
