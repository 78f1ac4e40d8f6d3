/**
 * The shipping step's commerce calls: the customer's saved addresses, the shipment's shipping methods,
 * and saving the step — address, e-mail, gift message and delivery instructions together, then the
 * method for the saved address. The address's verification: services/address-verification.server.ts.
 */
import {
  formatPhone,
  isCountryCode,
  isPoBox,
  normalizePostalCode,
  type AddressInput,
  type SavedAddress,
} from '~/models/address-rules.ts';
import {
  DEFAULT_SHIPMENT_ID,
  shippingShipment,
  shippingShipmentId,
  type Basket,
  type BasketAddress,
} from '~/models/basket.ts';
import type { ShipmentDelivery } from '~/models/delivery-date.ts';
import { chooseShippingMethod, type ShippingMethodOption } from '~/models/shipping-method.ts';
import type { RequestBasket } from './basket.server.ts';
import type { ShopperApis } from './commerce.server.ts';
import type { ShopperSession } from './session.server.ts';

/** An address from the basket, the address book or a posted form as the form's text fields, trimmed. */
export function addressInputOf(address: BasketAddress | Record<string, unknown> | undefined): AddressInput {
  const text = (name: string) => {
    const value = (address as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    companyName: text('companyName'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    stateCode: text('stateCode'),
    postalCode: text('postalCode'),
    countryCode: text('countryCode'),
    phone: text('phone'),
  };
}

/** A registered customer's address book, the preferred address first (none for guests). */
export async function savedAddresses(session: ShopperSession): Promise<SavedAddress[]> {
  if (!session.isRegistered) return [];
  const apis = await session.apis();
  const customer = await apis.customers.getCustomer({ parameters: { customerId: await session.customerId() } });
  const list = (customer.addresses ?? []).filter((entry) => isCountryCode(entry.countryCode));
  return list
    .map((entry) => ({
      addressId: entry.addressId,
      preferred: Boolean(entry.preferred),
      address: addressInputOf(entry as unknown as Record<string, unknown>),
    }))
    .sort((a, b) => Number(b.preferred) - Number(a.preferred));
}

/** The methods offered for the basket's shipping shipment (for the address it holds now). */
export async function shippingMethods(
  session: ShopperSession,
  basket: Basket & { basketId: string },
): Promise<ShippingMethodOption[]> {
  return readShippingMethods(session, basket.basketId, shippingShipmentId(basket));
}

async function readShippingMethods(
  session: ShopperSession,
  basketId: string,
  shipmentId: string,
): Promise<ShippingMethodOption[]> {
  const apis = await session.apis();
  const result = await apis.baskets.getShippingMethodsForShipment({ parameters: { basketId, shipmentId } });
  return (result.applicableShippingMethods ?? []) as ShippingMethodOption[];
}

/**
 * `shippingMethods`, asked for before the basket is read: the shipping step's page needs both, and the
 * methods' call needs only the basket's id (in the session) and its shipment's (the default one, but for
 * a few multi-ship and pick-up bags), so the two calls overlap — one round trip to the backend instead of
 * two. The early answer is taken only for the basket and shipment it was asked for; else, or when it
 * failed, the methods are read again for the basket as it is.
 */
export function shippingMethodsAhead(
  session: ShopperSession,
): (basket: Basket & { basketId: string }) => Promise<ShippingMethodOption[]> {
  const basketId = session.basketId;
  // Caught at once: a bag sent back to /cart never waits for it.
  const early = basketId ? readShippingMethods(session, basketId, DEFAULT_SHIPMENT_ID).catch(() => null) : null;
  return async (basket) => {
    const methods =
      early && basket.basketId === basketId && shippingShipmentId(basket) === DEFAULT_SHIPMENT_ID ? await early : null;
    return methods ?? shippingMethods(session, basket);
  };
}

/** The address as the basket stores it: postal code and phone in their display forms, PO boxes marked. */
export function basketAddress(address: AddressInput, savedAddressId?: string): BasketAddress {
  const countryCode = isCountryCode(address.countryCode) ? address.countryCode : 'US';
  const filled = Object.fromEntries(
    Object.entries(address)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value !== ''),
  );
  return {
    ...filled,
    countryCode,
    postalCode: normalizePostalCode(address.postalCode, countryCode),
    phone: formatPhone(address.phone, countryCode),
    fullName: `${address.firstName.trim()} ${address.lastName.trim()}`.trim(),
    // Spec §5: PO boxes are detected; the shop offers neither Ground nor Overnight to them.
    c_isPOBox: isPoBox(address.address1, address.address2),
    ...(savedAddressId ? { c_selectedAddressID: savedAddressId } : {}),
  };
}

export interface ShippingStep {
  address: AddressInput;
  savedAddressId?: string;
  /** A guest's e-mail (registered customers' comes from their account). */
  email?: string;
  shippingMethodId?: string;
  /** The gift message, or null when the shipment is not a gift. */
  giftMessage: string | null;
  deliveryInstructions: string;
  /** Ship now or the wanted date, already checked against its window (models/delivery-date.ts). */
  delivery: ShipmentDelivery;
}

/**
 * Checkout spec §3, §7: each shipment's c_shipnow goes in one updateBasket as a c_actions batch of shipNow
 * actions (null clears it for a dated delivery); the other delivery attributes go with the shipment's update.
 */
export function saveShipNow(
  apis: ShopperApis,
  basketId: string,
  deliveries: readonly { shipmentId: string; delivery: ShipmentDelivery }[],
) {
  if (!deliveries.length) return null;
  const actions = deliveries.map(({ shipmentId, delivery }) => ({
    action: 'shipNow',
    shipmentId,
    c_shipnow: delivery.shipNow,
  }));
  return apis.baskets.updateBasket({ parameters: { basketId }, body: { c_actions: actions } as never });
}

export type SaveOutcome =
  { saved: true; basket: Basket } | { saved: false; basket: Basket; methods: ShippingMethodOption[] };

/**
 * Saves the step. The address, e-mail, gift message, delivery instructions and choice are independent and go
 * together; the methods depend on the saved address, so they follow, and the chosen method last:
 * the shopper's if it is offered for this address, else the default rule (spec §4). With nothing
 * offered the method stays unset and the caller shows the page again.
 */
export async function saveShippingStep(
  session: ShopperSession,
  requestBasket: RequestBasket,
  basket: Basket & { basketId: string },
  step: ShippingStep,
): Promise<SaveOutcome> {
  const apis = await session.apis();
  const basketId = basket.basketId;
  const shipmentId = shippingShipmentId(basket);
  const shipment = shippingShipment(basket);
  const giftMessage = step.giftMessage?.trim() ?? '';
  const giftChanged = giftMessage !== (shipment?.gift ? (shipment.giftMessage ?? '') : '');
  const instructions = step.deliveryInstructions.trim();
  const emailChanged = step.email !== undefined && step.email !== basket.customerInfo?.email;

  await Promise.all([
    apis.baskets.updateShippingAddressForShipment({
      parameters: { basketId, shipmentId, useAsBilling: false },
      body: basketAddress(step.address, step.savedAddressId) as never,
    }),
    emailChanged
      ? apis.baskets.updateCustomerForBasket({ parameters: { basketId }, body: { email: step.email! } })
      : null,
    giftChanged
      ? apis.custom('shipping', 'gift-message', {
          method: 'POST',
          parameters: { basketId },
          body: [{ shipment_id: shipmentId, giftMessage }],
        })
      : null,
    apis.custom('shipping', 'update', {
      method: 'POST',
      parameters: { basketId },
      body: [{ shipment_id: shipmentId, c_DeliveryInstructions: instructions || null, ...step.delivery.attributes }],
    }),
    saveShipNow(apis, basketId, [{ shipmentId, delivery: step.delivery }]),
  ]);

  const offered = ((await apis.baskets.getShippingMethodsForShipment({ parameters: { basketId, shipmentId } }))
    .applicableShippingMethods ?? []) as ShippingMethodOption[];
  const methodId = chooseShippingMethod(offered, step.shippingMethodId);
  if (!methodId) {
    const current = requestBasket.remember((await apis.baskets.getBasket({ parameters: { basketId } })) as Basket);
    return { saved: false, basket: current, methods: offered };
  }
  const updated = await apis.baskets.updateShippingMethodForShipment({
    parameters: { basketId, shipmentId },
    body: { id: methodId },
  });
  return { saved: true, basket: requestBasket.remember(updated as Basket) };
}
