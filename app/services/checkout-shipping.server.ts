/**
 * The shipping step's forms (checkout spec §4, §5 "Store pickup"), one function per intent of /shipping: the sign-in,
 * the address step (with the pick-up person when some lines are collected, or only that for a bag only collected) and
 * the multi-ship step. Each answers the form (400 with the input kept for input errors and a backend's refusal) or
 * goes on to /billing; routes/shipping.tsx sends the answer.
 */
import type { SubmissionResult } from '@conform-to/react';
import type { FormOutcome } from '~/models/action-result.ts';
import type { AddressInput } from '~/models/address-rules.ts';
import type { AddressVerification } from '~/models/address-verification.ts';
import type { BasketShipment } from '~/models/basket.ts';
import {
  ADDRESS_STEP_SCHEMAS,
  addressStepForm,
  chosenSavedAddressId,
  owesEmail,
  PICKUP_STEP_SCHEMAS,
  pickupStepForm,
  shippingStepKind,
} from '~/models/checkout-shipping.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { shipmentDelivery, type ShipmentDelivery } from '~/models/delivery-date.ts';
import { MESSAGES } from '~/models/messages.ts';
import { multiShipShippingSchema, type MultiShipShippingForm } from '~/models/multi-ship-forms.ts';
import type { ShippingMethodOption } from '~/models/shipping-method.ts';
import { pickupShipmentWithItems, type PickupPerson } from '~/models/pickup.ts';
import { verifyPostedAddress } from './address-verification.server.ts';
import type { RequestBasket } from './basket.server.ts';
import {
  checkoutState,
  clearCheckoutError,
  failureOfProblem,
  setCheckoutError,
  type CheckoutState,
} from './checkout.server.ts';
import { shopperFacingProblem } from './commerce-errors.server.ts';
import { saveToAddressBook } from './customer.server.ts';
import { parseForm } from './form.server.ts';
import { saveMultiShipStep } from './multi-ship.server.ts';
import { savePickupPerson } from './pickup-checkout.server.ts';
import type { ShopperSession } from './session.server.ts';
import { addressInputOf, savedAddresses, saveShippingStep, shippingMethods } from './shipping.server.ts';
import { signInFromForm } from './sign-in.server.ts';

/** What /shipping answers when it does not redirect: the form that was posted, and its reply. */
export type ShippingAnswer =
  | { intent: 'login'; result: SubmissionResult<string[]> }
  | { intent: 'shipping'; result: SubmissionResult<string[]>; verification?: AddressVerification }
  | { intent: 'pickup'; result: SubmissionResult<string[]> }
  | { intent: 'multi-ship'; result: SubmissionResult<string[]> };

type ShippingOutcome = FormOutcome<ShippingAnswer>;

const TO_BILLING: ShippingOutcome = { redirectTo: '/billing' };
const REFUSED = { status: 400 } satisfies ResponseInit;

/** A commerce refusal nobody's field owns: the checkout error atop the page (spec §8). */
async function refusedByBackend(session: ShopperSession, error: unknown): Promise<void> {
  await setCheckoutError(session, failureOfProblem(await shopperFacingProblem(error)));
}

/** Spec §4: a customer signs in with a password at checkout; the guest's bag is merged (sign-in.server.ts `signIn`). */
export async function signInAtCheckout(
  request: Request,
  session: ShopperSession,
  form: FormData,
): Promise<ShippingOutcome> {
  const outcome = await signInFromForm(request, session, form);
  if (!outcome.signedIn) return { answer: { intent: 'login', result: outcome.result }, init: outcome.init };
  return { redirectTo: '/shipping' };
}

/** Intents `shipping` and `pickup`: the basket decides which form applies (a page shown before the bag changed may post the other). */
export async function saveShippingOrPickup(
  session: ShopperSession,
  requestBasket: RequestBasket,
  form: FormData,
): Promise<ShippingOutcome> {
  const { basket } = await checkoutState(session, requestBasket);
  const pickupShipment = pickupShipmentWithItems(basket);
  return pickupShipment && shippingStepKind(basket) === 'collected'
    ? savePickup(session, requestBasket, form, basket, pickupShipment)
    : saveShipping(session, requestBasket, form);
}

/**
 * The step: the address (a saved one, or the entered one once verified — spec §4), then the basket
 * (services/shipping.server.ts), then /billing.
 */
async function saveShipping(
  session: ShopperSession,
  requestBasket: RequestBasket,
  form: FormData,
): Promise<ShippingOutcome> {
  const { basket } = await checkoutState(session, requestBasket);
  // A bag with collected lines too: the same form carries the pick-up person (checkout spec §5).
  const pickupShipment = pickupShipmentWithItems(basket);
  const schema = ADDRESS_STEP_SCHEMAS[addressStepForm(session.isRegistered, Boolean(pickupShipment))];
  const submission = parseForm(form, { schema });
  if (submission.status !== 'success')
    return { answer: { intent: 'shipping', result: submission.reply() }, init: REFUSED };
  const value = submission.value;
  const savedAddressId = chosenSavedAddressId(value);
  // The wanted date (checkout spec §3 delivery dates) is checked first (before the address's verification asks anything).
  const checked = shipmentDelivery(value, await shippingMethods(session, basket), new Date());
  if ('error' in checked)
    return {
      answer: { intent: 'shipping', result: submission.reply({ fieldErrors: { wantedDate: [checked.error] } }) },
      init: REFUSED,
    };

  let address: AddressInput;
  if (session.isRegistered && savedAddressId) {
    const saved = (await savedAddresses(session)).find((entry) => entry.addressId === savedAddressId);
    if (!saved)
      return {
        answer: { intent: 'shipping', result: submission.reply({ formErrors: [CHECKOUT_MESSAGES.savedAddressGone] }) },
        init: REFUSED,
      };
    address = saved.address;
  } else {
    const verified = await verifyPostedAddress(session, {
      entered: addressInputOf(value),
      choice: value.verify,
      form,
      schema,
    });
    if ('edit' in verified) return { answer: { intent: 'shipping', result: submission.reply() } };
    if ('ask' in verified)
      return { answer: { intent: 'shipping', result: submission.reply(), verification: verified.ask } };
    address = verified.save;
  }

  try {
    const outcome = await saveShippingStep(session, requestBasket, basket, {
      address,
      ...(savedAddressId ? { savedAddressId } : {}),
      ...(session.isRegistered ? {} : { email: value.email }),
      ...(value.shippingMethodId ? { shippingMethodId: value.shippingMethodId } : {}),
      giftMessage: value.isGift ? (value.giftMessage ?? '') : null,
      deliveryInstructions: value.deliveryInstructions ?? '',
      delivery: checked.delivery,
    });
    if (!outcome.saved)
      return {
        answer: { intent: 'shipping', result: submission.reply({ formErrors: [CHECKOUT_MESSAGES.noShippingMethod] }) },
        init: REFUSED,
      };
    // The schema held the pick-up person's fields whenever the bag has collected lines.
    if (pickupShipment)
      await savePickupPerson(session, requestBasket, basket, pickupShipment, value as typeof value & PickupPerson);
    // "Save this address": into the address book as well (best effort: checkout goes on either way).
    if (session.isRegistered && !savedAddressId && 'saveAddress' in value && value.saveAddress)
      await saveToAddressBook(session, address);
  } catch (error) {
    await refusedByBackend(session, error);
    return { answer: { intent: 'shipping', result: submission.reply() }, init: REFUSED };
  }
  await clearCheckoutError(session);
  return TO_BILLING;
}

/** The step of a bag only collected (checkout spec §5 "Store pickup"): a guest's e-mail and the pick-up person, then /billing. */
async function savePickup(
  session: ShopperSession,
  requestBasket: RequestBasket,
  form: FormData,
  basket: CheckoutState['basket'],
  shipment: BasketShipment,
): Promise<ShippingOutcome> {
  const submission = parseForm(form, { schema: PICKUP_STEP_SCHEMAS[pickupStepForm(session.isRegistered)] });
  if (submission.status !== 'success')
    return { answer: { intent: 'pickup', result: submission.reply() }, init: REFUSED };
  const value = submission.value;
  try {
    await savePickupPerson(
      session,
      requestBasket,
      basket,
      shipment,
      value,
      'email' in value && typeof value.email === 'string' ? value.email : undefined,
    );
  } catch (error) {
    await refusedByBackend(session, error);
    return { answer: { intent: 'pickup', result: submission.reply() }, init: REFUSED };
  }
  await clearCheckoutError(session);
  return TO_BILLING;
}

/** Intent `multi-ship` (checkout spec §4): every shipment's method, gift message, instructions and delivery choice, then /billing. */
export async function saveMultiShip(
  session: ShopperSession,
  requestBasket: RequestBasket,
  form: FormData,
): Promise<ShippingOutcome> {
  const submission = parseForm(form, { schema: multiShipShippingSchema });
  if (submission.status !== 'success')
    return { answer: { intent: 'multi-ship', result: submission.reply() }, init: REFUSED };
  const { basket } = await checkoutState(session, requestBasket);
  if (owesEmail(session.isRegistered, submission.value.email, basket)) {
    return {
      answer: { intent: 'multi-ship', result: submission.reply({ fieldErrors: { email: [MESSAGES.required] } }) },
      init: REFUSED,
    };
  }
  const checked = await shipmentDeliveries(session, basket, submission.value.shipments);
  if ('fieldErrors' in checked)
    return {
      answer: { intent: 'multi-ship', result: submission.reply({ fieldErrors: checked.fieldErrors }) },
      init: REFUSED,
    };
  try {
    if (!(await saveMultiShipStep(session, requestBasket, basket, submission.value, checked.deliveries))) {
      return {
        answer: {
          intent: 'multi-ship',
          result: submission.reply({ formErrors: [CHECKOUT_MESSAGES.noShippingMethod] }),
        },
        init: REFUSED,
      };
    }
  } catch (error) {
    await refusedByBackend(session, error);
    return { answer: { intent: 'multi-ship', result: submission.reply() }, init: REFUSED };
  }
  await clearCheckoutError(session);
  return TO_BILLING;
}

/** Each posted shipment's delivery choice checked against its own methods' window (checkout spec §3 delivery dates): what to store, or the date fields' messages. */
async function shipmentDeliveries(
  session: ShopperSession,
  basket: CheckoutState['basket'],
  entries: MultiShipShippingForm['shipments'],
): Promise<{ deliveries: Map<string, ShipmentDelivery> } | { fieldErrors: Record<string, string[]> }> {
  const apis = await session.apis();
  const now = new Date();
  const known = new Set((basket.shipments ?? []).map((shipment) => shipment.shipmentId));
  const deliveries = new Map<string, ShipmentDelivery>();
  const fieldErrors: Record<string, string[]> = {};
  await Promise.all(
    entries.map(async (entry, index) => {
      if (!known.has(entry.shipmentId)) return;
      const offered = await apis.baskets.getShippingMethodsForShipment({
        parameters: { basketId: basket.basketId, shipmentId: entry.shipmentId },
      });
      const checked = shipmentDelivery(entry, (offered.applicableShippingMethods ?? []) as ShippingMethodOption[], now);
      if ('error' in checked) fieldErrors[`shipments[${index}].wantedDate`] = [checked.error];
      else deliveries.set(entry.shipmentId, checked.delivery);
    }),
  );
  return Object.keys(fieldErrors).length ? { fieldErrors } : { deliveries };
}
