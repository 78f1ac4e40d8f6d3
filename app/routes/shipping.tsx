import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/shipping';
import { AddressVerificationDialog, AddressVerificationStep, useVerificationAsStep } from '~/components/checkout/address-verification.tsx';
import type { AddressVerification } from '~/components/checkout/address-verification-choices.tsx';
import { CheckoutSignIn } from '~/components/checkout/checkout-sign-in.tsx';
import { PickupStepForm } from '~/components/checkout/pickup-step-form.tsx';
import { ShippingForm, type ShippingFormDefaults } from '~/components/checkout/shipping-form.tsx';
import { MultiShipShippingForm } from '~/components/multi-ship/multi-ship-shipping-form.tsx';
import { repostedFields } from '~/models/form-fields.ts';
import { isMultiShip } from '~/models/multi-ship.ts';
import { multiShipShippingSchema } from '~/models/multi-ship-forms.ts';
import { MULTI_SHIP_CONSTRAINTS, saveMultiShipStep, shipmentsForCheckout } from '~/services/multi-ship.server.ts';
import { COUNTRIES, defaultCountry, isCountryCode, REGIONS, type AddressInput } from '~/models/address-rules.ts';
import { afterVerification, verificationPrompt } from '~/models/address-verification.ts';
import { chosenShippingMethodId, shippingShipment, type BasketShipment } from '~/models/basket.ts';
import { isCollectedOnly, pickupPersonOf, pickupShipmentWithItems, type PickupPerson } from '~/models/pickup.ts';
import { customerPickupSchema, customerShippingWithPickupSchema, guestPickupSchema, guestShippingWithPickupSchema } from '~/models/pickup-forms.ts';
import { withDeliveryDates } from '~/models/delivery-estimate.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { chooseShippingMethod } from '~/models/shipping-method.ts';
import { customerShippingSchema, guestShippingSchema, NEW_ADDRESS } from '~/models/shipping-form.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { assertSameCustomer, checkoutState, clearCheckoutError, failureOfProblem, setCheckoutError, type CheckoutState } from '~/services/checkout.server.ts';
import { shopperFacingProblem } from '~/services/commerce-errors.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimitHeaders } from '~/services/rate-limit.server.ts';
import type { ShopperSession } from '~/services/session.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { signInFromForm } from '~/services/sign-in.server.ts';
import { saveToAddressBook } from '~/services/customer.server.ts';
import { addressInputOf, saveShippingStep, savedAddresses, shippingMethodsAhead, verifyAddress } from '~/services/shipping.server.ts';
import { pickupStepShop, savePickupPerson } from '~/services/pickup-checkout.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Shipping | Checkout | Sweet Shop' }, { name: 'robots', content: 'noindex' }];

export const headers = rateLimitHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const methodsOf = shippingMethodsAhead(session);
  const { basket, customerKey } = await checkoutState(session);
  // Checkout spec §5 "Store pickup": collected lines ask who picks them up; a bag only collected asks no address or method.
  const pickupShipment = pickupShipmentWithItems(basket);
  const collectedOnly = isCollectedOnly(basket);
  const [methods, addresses, pickupShop] = await Promise.all([
    collectedOnly ? [] : methodsOf(basket),
    collectedOnly ? [] : savedAddresses(session),
    pickupShipment ? pickupStepShop(catalogScope(context), pickupShipment) : null,
  ]);
  const shipment = shippingShipment(basket);
  const shipped = addressInputOf(shipment?.shippingAddress);
  const hasAddress = Boolean(shipped.address1);
  // A saved address is preselected when the shipment came from it, or, before any address, the preferred one.
  const savedId = hasAddress ? shipment?.shippingAddress?.c_selectedAddressID : addresses[0]?.addressId;
  const savedAddressId = savedId && addresses.some((entry) => entry.addressId === savedId) ? savedId : NEW_ADDRESS;
  const defaults: ShippingFormDefaults = {
    email: session.isRegistered ? '' : (basket.customerInfo?.email ?? ''),
    savedAddressId,
    ...shipped,
    countryCode: isCountryCode(shipped.countryCode) ? shipped.countryCode : defaultCountry(catalogScope(context).locale),
    shippingMethodId: chooseShippingMethod(methods, chosenShippingMethodId(shipment)) ?? '',
    isGift: Boolean(shipment?.gift),
    giftMessage: shipment?.giftMessage ?? '',
    deliveryInstructions: shipment?.c_DeliveryInstructions ?? '',
  };
  return {
    registered: session.isRegistered,
    customerKey,
    pickup: pickupShipment && pickupShop ? { shop: pickupShop, person: pickupPersonOf(pickupShipment), collectedOnly } : null,
    // Checkout spec §4: a multi-ship basket's step is per recipient shipment.
    multiShip: isMultiShip(basket) ? { shipments: await shipmentsForCheckout(session, basket), constraint: MULTI_SHIP_CONSTRAINTS.shipping } : null,
    defaults,
    savedAddresses: addresses,
    methods: withDeliveryDates(methods, new Date()),
    currency: basket.currency ?? 'USD',
    constraint: stepConstraint(session.isRegistered, pickupShipment ? (collectedOnly ? 'collected' : 'mixed') : 'shipped'),
    loginConstraint: FORM_CONSTRAINTS.login,
  };
}

/** The step form's constraints: the address form, the pick-up person's, or both. */
function stepConstraint(registered: boolean, kind: 'shipped' | 'mixed' | 'collected') {
  if (kind === 'collected') return registered ? FORM_CONSTRAINTS.customerPickup : FORM_CONSTRAINTS.guestPickup;
  if (kind === 'mixed') return registered ? FORM_CONSTRAINTS.customerShippingWithPickup : FORM_CONSTRAINTS.guestShippingWithPickup;
  return registered ? FORM_CONSTRAINTS.customerShipping : FORM_CONSTRAINTS.guestShipping;
}

type ShippingActionData =
  | { intent: 'login'; result: SubmissionResult<string[]> }
  | { intent: 'shipping'; result: SubmissionResult<string[]>; verification?: AddressVerification }
  | { intent: 'pickup'; result: SubmissionResult<string[]> }
  | { intent: 'multi-ship'; result: SubmissionResult<string[]> };

/** Spec §4: a customer signs in with a password at checkout; the guest's bag is merged (session.signIn). */
async function signInAtCheckout(request: Request, session: ShopperSession, form: FormData) {
  const outcome = await signInFromForm(request, session, form);
  if (!outcome.signedIn) return data<ShippingActionData>({ intent: 'login', result: outcome.result }, outcome.init);
  throw redirect('/shipping');
}

/**
 * The step: the address (a saved one, or the entered one once verified — spec §4), then the basket
 * (services/shipping.server.ts), then /billing. Input errors and a backend's refusal show on the
 * page with the shopper's input kept (400).
 */
async function saveShipping(session: ShopperSession, form: FormData) {
  const { basket } = await checkoutState(session);
  // A bag with collected lines too: the same form carries the pick-up person (checkout spec §5).
  const pickupShipment = pickupShipmentWithItems(basket);
  const schema = pickupShipment
    ? session.isRegistered
      ? customerShippingWithPickupSchema
      : guestShippingWithPickupSchema
    : session.isRegistered
      ? customerShippingSchema
      : guestShippingSchema;
  const submission = parseForm(form, { schema });
  if (submission.status !== 'success') return data<ShippingActionData>({ intent: 'shipping', result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const savedAddressId = 'savedAddressId' in value && value.savedAddressId !== NEW_ADDRESS ? value.savedAddressId : undefined;

  let address: AddressInput;
  if (session.isRegistered && savedAddressId) {
    const saved = (await savedAddresses(session)).find((entry) => entry.addressId === savedAddressId);
    if (!saved) return data<ShippingActionData>({ intent: 'shipping', result: submission.reply({ formErrors: [CHECKOUT_MESSAGES.savedAddressGone] }) }, { status: 400 });
    address = saved.address;
  } else {
    address = addressInputOf(value);
    // "Edit Address": back to the form, filled in as entered.
    if (value.verify === 'edit') return data<ShippingActionData>({ intent: 'shipping', result: submission.reply() });
    if (value.verify !== 'keep') {
      const next = afterVerification(value.verify, verificationPrompt(await verifyAddress(session, address), address), address);
      if ('ask' in next)
        return data<ShippingActionData>({ intent: 'shipping', result: submission.reply(), verification: { prompt: next.ask, fields: repostedFields(form, schema, 'verify') } });
      address = next.save;
    }
  }

  try {
    const outcome = await saveShippingStep(session, basket, {
      address,
      ...(savedAddressId ? { savedAddressId } : {}),
      ...(session.isRegistered ? {} : { email: value.email }),
      ...(value.shippingMethodId ? { shippingMethodId: value.shippingMethodId } : {}),
      giftMessage: value.isGift ? (value.giftMessage ?? '') : null,
      deliveryInstructions: value.deliveryInstructions ?? '',
    });
    if (!outcome.saved) return data<ShippingActionData>({ intent: 'shipping', result: submission.reply({ formErrors: [CHECKOUT_MESSAGES.noShippingMethod] }) }, { status: 400 });
    // The schema held the pick-up person's fields whenever the bag has collected lines.
    if (pickupShipment) await savePickupPerson(session, basket, pickupShipment, value as typeof value & PickupPerson);
    // "Save this address": into the address book as well (best effort: checkout goes on either way).
    if (session.isRegistered && !savedAddressId && 'saveAddress' in value && value.saveAddress) await saveToAddressBook(session, address);
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    await setCheckoutError(session, failureOfProblem(problem));
    return data<ShippingActionData>({ intent: 'shipping', result: submission.reply() }, { status: 400 });
  }
  await clearCheckoutError(session);
  throw redirect('/billing');
}

/** The step of a bag only collected (checkout spec §5 "Store pickup"): a guest's e-mail and the pick-up person, then /billing. */
async function savePickup(session: ShopperSession, form: FormData, basket: CheckoutState['basket'], shipment: BasketShipment) {
  const submission = parseForm(form, { schema: session.isRegistered ? customerPickupSchema : guestPickupSchema });
  if (submission.status !== 'success') return data<ShippingActionData>({ intent: 'pickup', result: submission.reply() }, { status: 400 });
  const value = submission.value;
  try {
    await savePickupPerson(session, basket, shipment, value, 'email' in value && typeof value.email === 'string' ? value.email : undefined);
  } catch (error) {
    await setCheckoutError(session, failureOfProblem(await shopperFacingProblem(error)));
    return data<ShippingActionData>({ intent: 'pickup', result: submission.reply() }, { status: 400 });
  }
  await clearCheckoutError(session);
  throw redirect('/billing');
}

/** The multi-ship step (checkout spec §4): every shipment's method, gift message and instructions, then /billing. */
async function saveMultiShip(session: ShopperSession, form: FormData) {
  const submission = parseForm(form, { schema: multiShipShippingSchema });
  if (submission.status !== 'success') return data<ShippingActionData>({ intent: 'multi-ship', result: submission.reply() }, { status: 400 });
  const { basket } = await checkoutState(session);
  if (!session.isRegistered && !submission.value.email && !basket.customerInfo?.email) {
    return data<ShippingActionData>({ intent: 'multi-ship', result: submission.reply({ fieldErrors: { email: [MESSAGES.required] } }) }, { status: 400 });
  }
  try {
    if (!(await saveMultiShipStep(session, basket, submission.value))) {
      return data<ShippingActionData>({ intent: 'multi-ship', result: submission.reply({ formErrors: [CHECKOUT_MESSAGES.noShippingMethod] }) }, { status: 400 });
    }
  } catch (error) {
    await setCheckoutError(session, failureOfProblem(await shopperFacingProblem(error)));
    return data<ShippingActionData>({ intent: 'multi-ship', result: submission.reply() }, { status: 400 });
  }
  await clearCheckoutError(session);
  throw redirect('/billing');
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  const intent = form.get('intent');
  if (intent === 'login') return signInAtCheckout(request, session, form);
  // Spec §2: every other form of the step belongs to the customer it was shown to.
  await assertSameCustomer(session, form);
  if (intent === 'shipping' || intent === 'pickup') {
    // The basket decides which form applies (a page shown before the bag changed may post the other).
    const { basket } = await checkoutState(session);
    const pickupShipment = pickupShipmentWithItems(basket);
    return pickupShipment && isCollectedOnly(basket) ? savePickup(session, form, basket, pickupShipment) : saveShipping(session, form);
  }
  if (intent === 'multi-ship') return saveMultiShip(session, form);
  return data<ShippingActionData>({ intent: 'shipping', result: { status: 'error', error: { '': [MESSAGES.formInvalid] } } }, { status: 400 });
}

export default function Shipping() {
  const { registered, customerKey, multiShip, pickup, defaults, savedAddresses: addresses, methods, currency, constraint, loginConstraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const shippingResult = actionData?.intent === 'shipping' ? actionData : null;
  const verification = shippingResult?.verification ?? null;
  const asStep = useVerificationAsStep(verification);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Shipping</h1>
      {asStep && verification ? (
        <AddressVerificationStep verification={verification} />
      ) : (
        <>
          {registered ? null : (
            <CheckoutSignIn constraint={loginConstraint} lastResult={actionData?.intent === 'login' ? actionData.result : null} open={actionData?.intent === 'login'} />
          )}
          {multiShip ? (
            <MultiShipShippingForm
              registered={registered}
              email={defaults.email}
              customerKey={customerKey}
              shipments={multiShip.shipments}
              currency={currency}
              constraint={multiShip.constraint}
              lastResult={actionData?.intent === 'multi-ship' ? actionData.result : null}
            />
          ) : pickup?.collectedOnly ? (
            <PickupStepForm
              registered={registered}
              customerKey={customerKey}
              constraint={constraint}
              lastResult={actionData?.intent === 'pickup' ? actionData.result : null}
              email={defaults.email}
              person={pickup.person}
              shop={pickup.shop}
            />
          ) : (
            <ShippingForm
              registered={registered}
              customerKey={customerKey}
              constraint={constraint}
              lastResult={shippingResult?.result ?? null}
              defaults={defaults}
              savedAddresses={addresses}
              methods={methods}
              currency={currency}
              countries={COUNTRIES}
              regions={REGIONS}
              pickup={pickup}
            />
          )}
          <AddressVerificationDialog verification={verification} />
        </>
      )}
    </div>
  );
}
