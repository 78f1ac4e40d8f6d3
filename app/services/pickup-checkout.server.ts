/**
 * The shipping step of a bag with pick-up lines (checkout spec §3 pickup recipient, §5 "Store
 * pickup"): the shop to show beside the pick-up person, and saving who collects the pick-up shipment.
 */
import { formatPhone, isCountryCode } from '~/models/address-rules.ts';
import type { Basket, BasketShipment } from '~/models/basket.ts';
import { pickupPersonAttributes, pickupShopView, type PickupPerson, type PickupShopView } from '~/models/pickup.ts';
import type { RequestBasket } from './basket.server.ts';
import type { CatalogScope } from './catalog.server.ts';
import type { ShopperSession } from './session.server.ts';
import { shopById } from './shops.server.ts';

/** The pick-up shipment's shop with its hours; without the `stores` API's answer, what the shipment holds. */
export async function pickupStepShop(scope: CatalogScope, shipment: BasketShipment): Promise<PickupShopView> {
  const id = shipment.c_fromStoreId || shipment.shippingAddress?.c_storeId;
  const shop = id ? await shopById(scope, id).catch(() => null) : null;
  return pickupShopView(shipment, shop, new Date());
}

/**
 * Saves the pick-up person on the pick-up shipment (its phone in the shop country's display form),
 * and a guest's e-mail on the basket when it changed. The basket after both is remembered for the
 * request.
 */
export async function savePickupPerson(
  session: ShopperSession,
  requestBasket: RequestBasket,
  basket: Basket & { basketId: string },
  shipment: BasketShipment,
  person: PickupPerson,
  email?: string,
): Promise<Basket> {
  const apis = await session.apis();
  const parameters = { basketId: basket.basketId };
  if (email !== undefined && email !== basket.customerInfo?.email)
    await apis.baskets.updateCustomerForBasket({ parameters, body: { email } });
  const country = shipment.shippingAddress?.countryCode;
  const attributes = pickupPersonAttributes({
    ...person,
    pickupPhone: formatPhone(person.pickupPhone, isCountryCode(country) ? country : 'US'),
  });
  const updated = await apis.baskets.updateShipmentForBasket({
    parameters: { ...parameters, shipmentId: shipment.shipmentId ?? '' },
    body: attributes as never,
  });
  return requestBasket.remember(updated as Basket);
}
