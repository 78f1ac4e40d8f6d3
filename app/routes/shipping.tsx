import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/shipping';
import { AddressVerificationDialog, AddressVerificationStep, useVerificationAsStep } from '~/components/checkout/address-verification.tsx';
import type { AddressVerification } from '~/components/checkout/address-verification-choices.tsx';
import { CheckoutSignIn } from '~/components/checkout/checkout-sign-in.tsx';
import { ShippingForm, type ShippingFormDefaults } from '~/components/checkout/shipping-form.tsx';
import { COUNTRIES, defaultCountry, isCountryCode, REGIONS, type AddressInput } from '~/models/address-rules.ts';
import { verificationPrompt } from '~/models/address-verification.ts';
import { chosenShippingMethodId, shippingShipment } from '~/models/basket.ts';
import { MESSAGES } from '~/models/messages.ts';
import { chooseShippingMethod } from '~/models/shipping-method.ts';
import { customerShippingSchema, guestShippingSchema, NEW_ADDRESS } from '~/models/shipping-form.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { assertSameCustomer, checkoutState, clearCheckoutError, failureOfProblem, setCheckoutError } from '~/services/checkout.server.ts';
import { shopperFacingProblem } from '~/services/commerce-errors.server.ts';
import { readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimitHeaders } from '~/services/rate-limit.server.ts';
import type { ShopperSession } from '~/services/session.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { signInFromForm } from '~/services/sign-in.server.ts';
import { addressInputOf, saveShippingStep, savedAddresses, shippingMethods, verifyAddress } from '~/services/shipping.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Shipping | Checkout | Sweet Shop' }, { name: 'robots', content: 'noindex' }];

export const headers = rateLimitHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const { basket, customerKey } = await checkoutState(session);
  const [methods, addresses] = await Promise.all([shippingMethods(session, basket), savedAddresses(session)]);
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
    defaults,
    savedAddresses: addresses,
    methods,
    currency: basket.currency ?? 'USD',
    constraint: session.isRegistered ? FORM_CONSTRAINTS.customerShipping : FORM_CONSTRAINTS.guestShipping,
    loginConstraint: FORM_CONSTRAINTS.login,
  };
}

type ShippingActionData = { intent: 'login'; result: SubmissionResult<string[]> } | { intent: 'shipping'; result: SubmissionResult<string[]>; verification?: AddressVerification };

/** Spec §4: a customer signs in with a password at checkout; the guest's bag is merged (session.signIn). */
async function signInAtCheckout(request: Request, session: ShopperSession, form: FormData) {
  const outcome = await signInFromForm(request, session, form);
  if (!outcome.signedIn) return data<ShippingActionData>({ intent: 'login', result: outcome.result }, outcome.init);
  throw redirect('/shipping');
}

/** The form's fields as posted (first value of each), for the verification choices to post again. */
function postedFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && name !== 'verify' && !(name in fields)) fields[name] = value;
  return fields;
}

/**
 * The step: the address (a saved one, or the entered one once verified — spec §4), then the basket
 * (services/shipping.server.ts), then /billing. Input errors and a backend's refusal show on the
 * page with the shopper's input kept (400).
 */
async function saveShipping(session: ShopperSession, form: FormData) {
  const submission = parseWithZod(form, { schema: session.isRegistered ? customerShippingSchema : guestShippingSchema });
  if (submission.status !== 'success') return data<ShippingActionData>({ intent: 'shipping', result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const { basket } = await checkoutState(session);
  const savedAddressId = 'savedAddressId' in value && value.savedAddressId !== NEW_ADDRESS ? value.savedAddressId : undefined;

  let address: AddressInput;
  if (session.isRegistered && savedAddressId) {
    const saved = (await savedAddresses(session)).find((entry) => entry.addressId === savedAddressId);
    if (!saved) return data<ShippingActionData>({ intent: 'shipping', result: submission.reply({ formErrors: [MESSAGES.savedAddressGone] }) }, { status: 400 });
    address = saved.address;
  } else {
    address = addressInputOf(value);
    // "Edit Address": back to the form, filled in as entered.
    if (value.verify === 'edit') return data<ShippingActionData>({ intent: 'shipping', result: submission.reply() });
    if (value.verify !== 'keep') {
      const prompt = verificationPrompt(await verifyAddress(session, address), address);
      if (value.verify === 'accept' && prompt.kind === 'recommend') address = prompt.recommended;
      else if (prompt.kind !== 'none' && value.verify !== 'accept') {
        return data<ShippingActionData>({ intent: 'shipping', result: submission.reply(), verification: { prompt, fields: postedFields(form) } });
      }
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
    if (!outcome.saved) return data<ShippingActionData>({ intent: 'shipping', result: submission.reply({ formErrors: [MESSAGES.noShippingMethod] }) }, { status: 400 });
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    await setCheckoutError(session, failureOfProblem(problem));
    return data<ShippingActionData>({ intent: 'shipping', result: submission.reply() }, { status: 400 });
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
  if (intent === 'shipping') return saveShipping(session, form);
  return data<ShippingActionData>({ intent: 'shipping', result: { status: 'error', error: { '': [MESSAGES.formInvalid] } } }, { status: 400 });
}

export default function Shipping() {
  const { registered, customerKey, defaults, savedAddresses: addresses, methods, currency, constraint, loginConstraint } = useLoaderData<typeof loader>();
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
          />
          <AddressVerificationDialog verification={verification} />
        </>
      )}
    </div>
  );
}
