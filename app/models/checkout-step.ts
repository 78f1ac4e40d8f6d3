/**
 * The checkout step a basket is at (checkout spec §4 "Checkout step"), and which checkout page that
 * allows. The parent checkout loader derives it on every load; a page ahead of it redirects back.
 */
import { chosenShippingMethodId, isShippingAddressComplete, shippingShipment, type Basket } from './basket.ts';
import { allAddressesComplete, allMethodsChosen, isMultiShip } from './multi-ship.ts';
import { isCollectedOnly, isPickupPersonComplete, pickupShipmentWithItems } from './pickup.ts';

export type CheckoutStep = 'shipping' | 'payment' | 'review' | 'confirmation';

/** The checkout pages in order; the spec calls /billing "Payment" in the step logic. */
export const CHECKOUT_PAGES = [
  { step: 'shipping', path: '/shipping', label: 'Shipping' },
  { step: 'payment', path: '/billing', label: 'Billing' },
  { step: 'review', path: '/revieworder', label: 'Review' },
] as const satisfies readonly { step: CheckoutStep; path: string; label: string }[];

export type CheckoutPagePath = (typeof CHECKOUT_PAGES)[number]['path'];

/**
 * The hidden field of every checkout form naming the customer the page was shown to, so a form sent
 * after another tab signed in or out is not applied to the new customer's basket (spec §2).
 */
export const CUSTOMER_KEY_FIELD = 'checkoutCustomer';

function hasPaymentMethod(basket: Basket): boolean {
  return (basket.paymentInstruments ?? []).some((instrument) => Boolean(instrument.paymentMethodId));
}

/**
 * Spec §4, in its order:
 * - Shipping: no customer e-mail, or the shipping address lacks any of firstName, lastName, address1,
 *   city, stateCode, countryCode, postalCode.
 * - Payment: the address is complete but there is no shipping method.
 * - Review: a shipping method, a payment method and a billing address all exist.
 * - Confirmation: otherwise.
 *
 * A bag with pick-up lines (spec §5 "Store pickup"): the pick-up shipment counts as complete once its
 * pick-up person is (first and last name, phone, e-mail), so the step stays Shipping until then; a
 * bag that is only collected needs no shipping address and no shipping method.
 *
 * "Otherwise" is read together with the basket's life: an open basket that has its address and
 * method but still lacks payment or a billing address is at the payment step (nothing has been
 * confirmed yet); a basket that is gone — ordered — is at confirmation.
 */
export function checkoutStep(basket: Basket | null | undefined): CheckoutStep {
  if (!basket) return 'confirmation';
  // Multi-ship: the same rule over every recipient's shipment.
  if (isMultiShip(basket)) {
    if (!basket.customerInfo?.email?.trim() || !allAddressesComplete(basket)) return 'shipping';
    if (!allMethodsChosen(basket)) return 'payment';
    return hasPaymentMethod(basket) && isBillingAddressPresent(basket) ? 'review' : 'payment';
  }
  if (!basket.customerInfo?.email?.trim()) return 'shipping';
  const pickup = pickupShipmentWithItems(basket);
  if (pickup && !isPickupPersonComplete(pickup)) return 'shipping';
  if (!isCollectedOnly(basket)) {
    const shipment = shippingShipment(basket);
    if (!isShippingAddressComplete(shipment?.shippingAddress)) return 'shipping';
    if (!chosenShippingMethodId(shipment)) return 'payment';
  }
  if (hasPaymentMethod(basket) && basket.billingAddress && isBillingAddressPresent(basket)) return 'review';
  return 'payment';
}

function isBillingAddressPresent(basket: Basket): boolean {
  const address = basket.billingAddress;
  return Boolean(address?.address1?.trim() && address.lastName?.trim());
}

/** The furthest checkout page a step allows. */
export function furthestCheckoutPath(step: CheckoutStep): CheckoutPagePath {
  if (step === 'shipping') return '/shipping';
  if (step === 'payment') return '/billing';
  return '/revieworder';
}

/**
 * Where a request for a checkout page must go instead, or null when the page may be shown: a page
 * ahead of the basket's step redirects back to the step. Pages behind it stay open, so the shopper
 * can edit what was entered.
 */
export function checkoutRedirect(pathname: string, step: CheckoutStep): CheckoutPagePath | null {
  const requested = CHECKOUT_PAGES.findIndex((page) => page.path === pathname);
  if (requested < 0) return null;
  const allowed = CHECKOUT_PAGES.findIndex((page) => page.path === furthestCheckoutPath(step));
  return requested > allowed ? CHECKOUT_PAGES[allowed]!.path : null;
}
