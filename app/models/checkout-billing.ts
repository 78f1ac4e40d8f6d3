/**
 * The billing step's decisions (checkout spec §5 "Billing", §8): whether the step can take a payment yet, the billing
 * address a payment goes with, and the fields never sent back to the page.
 */
import type { Address } from './address.ts';
import { chosenShippingMethodId, shippingShipment, type Basket, type BasketAddress } from './basket.ts';
import { billingAddressOf } from './billing-form.ts';
import { isCollectedOnly } from './pickup.ts';

/** Never echoed in a reply: the card number and the security codes. */
export const SECRET_PAYMENT_FIELDS = ['cardNumber', 'securityCode'];
export const SECRET_GIFT_CARD_FIELDS = ['giftCardPin'];

/** The shipping step is not done: a shipped bag without a shipping method (a bag only collected needs none). */
export function lacksShippingMethod(basket: Basket): boolean {
  return !isCollectedOnly(basket) && !chosenShippingMethodId(shippingShipment(basket));
}

/**
 * The billing address of a payment: the one entered, else ("Same as shipping address") the shipping address. Null when
 * the post chose the shipping address of a bag that ships nothing, a choice the form does not offer then.
 */
export function paymentBillingAddress(basket: Basket, entered: Address | undefined): BasketAddress | null {
  if (entered) return entered;
  if (isCollectedOnly(basket)) return null;
  return billingAddressOf(shippingShipment(basket)?.shippingAddress);
}
