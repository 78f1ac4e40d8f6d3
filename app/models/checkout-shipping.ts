/**
 * The shipping step's decisions (checkout spec §4, §5 "Store pickup"): which form the step shows and takes for the
 * basket and the shopper — the address form, the pick-up person's, or both in one — the saved address a post chose,
 * and whether a multi-ship guest still owes the e-mail. The forms' schemas are named as their constraints
 * (services/form-constraints.server.ts).
 */
import type { Basket } from './basket.ts';
import { isCollectedOnly, pickupShipmentWithItems } from './pickup.ts';
import {
  customerPickupSchema,
  customerShippingWithPickupSchema,
  guestPickupSchema,
  guestShippingWithPickupSchema,
} from './pickup-forms.ts';
import { customerShippingSchema, guestShippingSchema, NEW_ADDRESS } from './shipping-form.ts';

/** What the step asks: an address (nothing collected), an address and the pick-up person, or only the pick-up person. */
export type ShippingStepKind = 'shipped' | 'mixed' | 'collected';

export function shippingStepKind(basket: Basket | null | undefined): ShippingStepKind {
  if (!pickupShipmentWithItems(basket)) return 'shipped';
  return isCollectedOnly(basket) ? 'collected' : 'mixed';
}

/** The address form: a guest's or a customer's, with the pick-up person's fields when some lines are collected. */
export const ADDRESS_STEP_SCHEMAS = {
  guestShipping: guestShippingSchema,
  customerShipping: customerShippingSchema,
  guestShippingWithPickup: guestShippingWithPickupSchema,
  customerShippingWithPickup: customerShippingWithPickupSchema,
};

/** The form of a bag only collected: a guest's e-mail and the pick-up person, or a customer's pick-up person. */
export const PICKUP_STEP_SCHEMAS = { guestPickup: guestPickupSchema, customerPickup: customerPickupSchema };

export function addressStepForm(registered: boolean, withPickup: boolean): keyof typeof ADDRESS_STEP_SCHEMAS {
  if (withPickup) return registered ? 'customerShippingWithPickup' : 'guestShippingWithPickup';
  return registered ? 'customerShipping' : 'guestShipping';
}

export function pickupStepForm(registered: boolean): keyof typeof PICKUP_STEP_SCHEMAS {
  return registered ? 'customerPickup' : 'guestPickup';
}

/** The step's form for the kind of bag. */
export function shippingStepForm(
  registered: boolean,
  kind: ShippingStepKind,
): keyof typeof ADDRESS_STEP_SCHEMAS | keyof typeof PICKUP_STEP_SCHEMAS {
  return kind === 'collected' ? pickupStepForm(registered) : addressStepForm(registered, kind === 'mixed');
}

/** The saved address a customer's post chose; undefined for a new address (and for a guest's post, which has none). */
export function chosenSavedAddressId(value: { savedAddressId?: string | undefined } | object): string | undefined {
  const id = 'savedAddressId' in value ? value.savedAddressId : undefined;
  return id && id !== NEW_ADDRESS ? id : undefined;
}

/** Spec §4: a multi-ship guest gives an e-mail unless the basket holds one already. */
export function owesEmail(registered: boolean, posted: string | undefined, basket: Basket): boolean {
  return !registered && !posted && !basket.customerInfo?.email;
}
