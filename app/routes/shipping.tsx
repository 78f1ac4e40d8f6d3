import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/shipping';
import {
  AddressVerificationDialog,
  AddressVerificationStep,
  useVerificationAsStep,
} from '~/components/checkout/address-verification.tsx';
import { CheckoutSignIn } from '~/components/checkout/checkout-sign-in.tsx';
import { PickupStepForm } from '~/components/checkout/pickup-step-form.tsx';
import { ShippingForm, type ShippingFormDefaults } from '~/components/checkout/shipping-form.tsx';
import { MultiShipShippingForm } from '~/components/multi-ship/multi-ship-shipping-form.tsx';
import { isMultiShip } from '~/models/multi-ship.ts';
import { MULTI_SHIP_CONSTRAINTS, shipmentsForCheckout } from '~/services/multi-ship.server.ts';
import { COUNTRIES, defaultCountry, isCountryCode, REGIONS } from '~/models/address-rules.ts';
import { chosenShippingMethodId, shippingShipment } from '~/models/basket.ts';
import { isCollectedOnly, pickupPersonOf, pickupShipmentWithItems } from '~/models/pickup.ts';
import { withDeliveryDates } from '~/models/delivery-estimate.ts';
import { deliveryChoiceView } from '~/models/delivery-date.ts';
import { formRefusal } from '~/models/action-result.ts';
import { shippingStepForm, shippingStepKind } from '~/models/checkout-shipping.ts';
import { MESSAGES } from '~/models/messages.ts';
import { chooseShippingMethod } from '~/models/shipping-method.ts';
import { NEW_ADDRESS } from '~/models/shipping-form.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { assertSameCustomer, checkoutState } from '~/services/checkout.server.ts';
import {
  saveMultiShip,
  saveShippingOrPickup,
  signInAtCheckout,
  type ShippingAnswer,
} from '~/services/checkout-shipping.server.ts';
import { answerForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { addressInputOf, savedAddresses, shippingMethodsAhead } from '~/services/shipping.server.ts';
import { pickupStepShop } from '~/services/pickup-checkout.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Shipping | Checkout | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const headers = rateLimitHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const methodsOf = shippingMethodsAhead(session);
  const { basket, customerKey } = await checkoutState(session, requestBasket(context));
  // Checkout spec §5 "Store pickup": collected lines ask who picks them up; a bag only collected asks no address or method.
  const pickupShipment = pickupShipmentWithItems(basket);
  const collectedOnly = isCollectedOnly(basket);
  const [methods, addresses, pickupShop] = await Promise.all([
    collectedOnly ? [] : methodsOf(basket),
    collectedOnly ? [] : savedAddresses(session),
    pickupShipment ? pickupStepShop(catalogScope(context), pickupShipment) : null,
  ]);
  const shipment = shippingShipment(basket);
  const now = new Date();
  const { deliveryChoice, wantedDate, ...dateRange } = deliveryChoiceView(shipment, methods, now);
  const shipped = addressInputOf(shipment?.shippingAddress);
  const hasAddress = Boolean(shipped.address1);
  // A saved address is preselected when the shipment came from it, or, before any address, the preferred one.
  const savedId = hasAddress ? shipment?.shippingAddress?.c_selectedAddressID : addresses[0]?.addressId;
  const savedAddressId = savedId && addresses.some((entry) => entry.addressId === savedId) ? savedId : NEW_ADDRESS;
  const defaults: ShippingFormDefaults = {
    email: session.isRegistered ? '' : (basket.customerInfo?.email ?? ''),
    savedAddressId,
    ...shipped,
    countryCode: isCountryCode(shipped.countryCode)
      ? shipped.countryCode
      : defaultCountry(catalogScope(context).locale),
    shippingMethodId: chooseShippingMethod(methods, chosenShippingMethodId(shipment)) ?? '',
    isGift: Boolean(shipment?.gift),
    giftMessage: shipment?.giftMessage ?? '',
    deliveryInstructions: shipment?.c_DeliveryInstructions ?? '',
    deliveryChoice,
    wantedDate,
  };
  return {
    registered: session.isRegistered,
    customerKey,
    pickup:
      pickupShipment && pickupShop ? { shop: pickupShop, person: pickupPersonOf(pickupShipment), collectedOnly } : null,
    // Checkout spec §4: a multi-ship basket's step is per recipient shipment.
    multiShip: isMultiShip(basket)
      ? { shipments: await shipmentsForCheckout(session, basket, now), constraint: MULTI_SHIP_CONSTRAINTS.shipping }
      : null,
    defaults,
    savedAddresses: addresses,
    methods: withDeliveryDates(methods, now),
    dateRange,
    currency: basket.currency ?? 'USD',
    constraint: FORM_CONSTRAINTS[shippingStepForm(session.isRegistered, shippingStepKind(basket))],
    loginConstraint: FORM_CONSTRAINTS.login,
  };
}

/** The step's forms by `intent` (services/checkout-shipping.server.ts does each one's work). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  const intent = form.get('intent');
  if (intent === 'login') return answerForm(await signInAtCheckout(request, session, form));
  // Spec §2: every other form of the step belongs to the customer it was shown to.
  await assertSameCustomer(session, form);
  if (intent === 'shipping' || intent === 'pickup')
    return answerForm(await saveShippingOrPickup(session, requestBasket(context), form));
  if (intent === 'multi-ship') return answerForm(await saveMultiShip(session, requestBasket(context), form));
  return data<ShippingAnswer>({ intent: 'shipping', result: formRefusal(MESSAGES.formInvalid) }, { status: 400 });
}

export default function Shipping() {
  const {
    registered,
    customerKey,
    multiShip,
    pickup,
    defaults,
    savedAddresses: addresses,
    methods,
    dateRange,
    currency,
    constraint,
    loginConstraint,
  } = useLoaderData<typeof loader>();
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
            <CheckoutSignIn
              constraint={loginConstraint}
              lastResult={actionData?.intent === 'login' ? actionData.result : null}
              open={actionData?.intent === 'login'}
            />
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
              dateRange={dateRange}
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
