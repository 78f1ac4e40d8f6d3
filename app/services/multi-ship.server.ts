/**
 * Shipping one order to several recipients (checkout spec §4 multi-ship, §7, §9): recipients as
 * shipments, "Add Item to Shipments", empty shipments removed, the shipping step per shipment, and
 * the recipients' addresses put back after a guest's basket is merged on sign-in. Shipments are
 * added and removed as `c_actions` batches of updateBasket, `appPWAShipmentBatchSize` operations at
 * most, each chunk retried twice (models/multi-ship.ts).
 */
import { getZodConstraint } from '@conform-to/zod/v4';
import type { AddressInput } from '~/models/address-rules.ts';
import type { AddedItem } from '~/models/add-to-bag.ts';
import { DEFAULT_SHIPMENT_ID, type Basket, type BasketAddress } from '~/models/basket.ts';
import { fillMessage } from '~/models/bag.ts';
import { deliveryChoiceView, type ShipmentDelivery } from '~/models/delivery-date.ts';
import { MESSAGES } from '~/models/messages.ts';
import {
  addShipmentActions,
  ChunkRetriesExceeded,
  deliveryShipments,
  emptyShipmentIds,
  isMultiShip,
  MULTI_SHIP_SETTINGS,
  recipients,
  removeShipmentActions,
  runInChunks,
  shipmentForNewRecipient,
  type ShipmentAction,
} from '~/models/multi-ship.ts';
import {
  addToShipmentsSchema,
  editRecipientSchema,
  MULTI_SHIP_MESSAGES,
  multiShipShippingSchema,
  recipientSchema,
  type MultiShipShippingForm,
} from '~/models/multi-ship-forms.ts';
import { chooseShippingMethod, type ShippingMethodOption } from '~/models/shipping-method.ts';
import type { SiteId } from '~/models/sites.ts';
import { addedItem, BagProblem, decideForBag, productForBag } from './bag.server.ts';
import type { RequestBasket } from './basket.server.ts';
import type { CatalogScope } from './catalog.server.ts';
import type { ShopperApis } from './commerce.server.ts';
import { commerceProblem, shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';
import { addressInputOf, basketAddress, saveShipNow } from './shipping.server.ts';

export const MULTI_SHIP_CONSTRAINTS = {
  recipient: getZodConstraint(recipientSchema),
  editRecipient: getZodConstraint(editRecipientSchema),
  addToShipments: getZodConstraint(addToShipmentsSchema),
  shipping: getZodConstraint(multiShipShippingSchema),
};

/** Sends shipment actions as c_actions batches of the site's size; the basket as the last batch left it. */
async function runShipmentActions(
  session: ShopperSession,
  requestBasket: RequestBasket,
  siteId: SiteId,
  basketId: string,
  actions: readonly ShipmentAction[],
): Promise<Basket | undefined> {
  if (!actions.length) return undefined;
  const apis = await session.apis();
  const basket = await runInChunks(actions, MULTI_SHIP_SETTINGS[siteId].appPWAShipmentBatchSize, (batch) =>
    // The SDK types c_ attributes as scalars, so a batch travels as JSON text.
    apis.baskets.updateBasket({ parameters: { basketId }, body: { c_actions: JSON.stringify(batch) } }),
  );
  return basket ? requestBasket.remember(basket as Basket) : undefined;
}

/**
 * What the shopper is told when a recipient change is refused: the limit in our words when the
 * backend enforces recipientLimit, the spec's chunk message after the retries, else the backend's detail.
 */
async function recipientProblem(error: unknown, limit: number): Promise<BagProblem> {
  const cause = error instanceof ChunkRetriesExceeded ? error.cause : error;
  const problem = await commerceProblem(cause);
  if (problem?.type?.endsWith('/recipient-limit-exceeded'))
    return new BagProblem(fillMessage(MULTI_SHIP_MESSAGES.recipientLimit, { limit }));
  if (error instanceof ChunkRetriesExceeded) return new BagProblem(error.message);
  return new BagProblem((await shopperFacingProblem(error)).detail ?? MESSAGES.unexpected);
}

/** The recipients the shopper chose for later adds, kept while they are in the basket. */
export function selectedRecipients(session: ShopperSession, basket: Basket | null): string[] {
  const chosen = session.current?.selectedRecipients ?? [];
  const present = new Set(deliveryShipments(basket).map((shipment) => shipment.shipmentId));
  return chosen.filter((id) => present.has(id));
}

export async function selectRecipients(session: ShopperSession, shipmentIds: readonly string[]): Promise<void> {
  await session.update((data) => ({ ...data, selectedRecipients: [...new Set(shipmentIds)] }));
}

/** What the recipients page and the "Add Item to Shipments" sheet show. */
export async function recipientsView(session: ShopperSession, requestBasket: RequestBasket, siteId: SiteId) {
  const basket = await requestBasket.current();
  const list = recipients(basket, selectedRecipients(session, basket));
  return { recipients: list, limit: MULTI_SHIP_SETTINGS[siteId].recipientLimit, multiShip: isMultiShip(basket) };
}

/**
 * Adds a recipient: the empty default shipment takes the first one, each further one is a new
 * shipment `Shipment{n}` (an addShipments batch). The new recipient is selected for later adds.
 */
export async function addRecipient(
  session: ShopperSession,
  requestBasket: RequestBasket,
  siteId: SiteId,
  address: AddressInput,
): Promise<string> {
  const limit = MULTI_SHIP_SETTINGS[siteId].recipientLimit;
  const basket = await requestBasket.open();
  if (recipients(basket).length >= limit)
    throw new BagProblem(fillMessage(MULTI_SHIP_MESSAGES.recipientLimit, { limit }));
  const target = shipmentForNewRecipient(basket);
  const shippingAddress = basketAddress(address);
  try {
    if ('reuse' in target) {
      const apis = await session.apis();
      requestBasket.remember(
        (await apis.baskets.updateShippingAddressForShipment({
          parameters: { basketId: basket.basketId, shipmentId: target.reuse, useAsBilling: false },
          body: shippingAddress as never,
        })) as Basket,
      );
    } else {
      await runShipmentActions(
        session,
        requestBasket,
        siteId,
        basket.basketId,
        addShipmentActions([{ shipmentId: target.create, shippingAddress }]),
      );
    }
  } catch (error) {
    throw await recipientProblem(error, limit);
  }
  const shipmentId = 'reuse' in target ? target.reuse : target.create;
  await selectRecipients(session, [...selectedRecipients(session, basket), shipmentId]);
  return shipmentId;
}

/** A recipient's address as the edit form starts from it; null when the shipment is no recipient of this basket. */
export async function recipientToEdit(
  requestBasket: RequestBasket,
  shipmentId: string,
): Promise<{ shipmentId: string; address: AddressInput } | null> {
  const basket = await requestBasket.current();
  const shipment = deliveryShipments(basket).find(
    (candidate) => candidate.shipmentId === shipmentId && candidate.shippingAddress?.address1,
  );
  return shipment ? { shipmentId, address: addressInputOf(shipment.shippingAddress) } : null;
}

/** Changes a recipient's name and address (the shipment, its items and method stay). */
export async function editRecipient(
  session: ShopperSession,
  requestBasket: RequestBasket,
  siteId: SiteId,
  shipmentId: string,
  address: AddressInput,
): Promise<void> {
  const basket = await requestBasket.current();
  if (!basket?.basketId || !recipients(basket).some((recipient) => recipient.shipmentId === shipmentId))
    throw new BagProblem(MULTI_SHIP_MESSAGES.recipientGone);
  const apis = await session.apis();
  try {
    requestBasket.remember(
      (await apis.baskets.updateShippingAddressForShipment({
        parameters: { basketId: basket.basketId, shipmentId, useAsBilling: false },
        body: basketAddress(address) as never,
      })) as Basket,
    );
  } catch (error) {
    throw await recipientProblem(error, MULTI_SHIP_SETTINGS[siteId].recipientLimit);
  }
}

/** Removes a recipient's shipment with its items (a removeShipments batch); the default shipment stays. */
export async function removeRecipient(
  session: ShopperSession,
  requestBasket: RequestBasket,
  siteId: SiteId,
  shipmentId: string,
): Promise<void> {
  const basket = await requestBasket.current();
  if (
    !basket?.basketId ||
    !deliveryShipments(basket).some((shipment) => shipment.shipmentId === shipmentId) ||
    shipmentId === DEFAULT_SHIPMENT_ID
  ) {
    throw new BagProblem(MULTI_SHIP_MESSAGES.recipientGone);
  }
  await runShipmentActions(session, requestBasket, siteId, basket.basketId, removeShipmentActions([shipmentId]));
  await selectRecipients(
    session,
    selectedRecipients(session, basket).filter((id) => id !== shipmentId),
  );
}

/**
 * Spec §4: "Add Item to Shipments" adds the product once per selected recipient shipment, by the one
 * add rule (the quantity for every recipient counts against stock and the per-order limit).
 */
export async function addToShipments(
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  productId: string,
  quantity: number,
  shipmentIds: readonly string[],
): Promise<AddedItem> {
  const basket = await requestBasket.open();
  const known = new Set(recipients(basket).map((recipient) => recipient.shipmentId));
  const targets = [...new Set(shipmentIds)].filter((id) => known.has(id));
  if (!targets.length) throw new BagProblem(MULTI_SHIP_MESSAGES.selectRecipient);
  const found = await productForBag(scope, productId);
  const { product, quantity: total } = decideForBag(found, quantity * targets.length, basket);
  // Reduced to the stock: what is left is shared out in whole units, earlier recipients first.
  const each = Math.floor(total / targets.length);
  if (each < 1) throw new BagProblem(MESSAGES.cannotAddToBag);
  const apis = await session.apis();
  let updated: Basket;
  try {
    updated = requestBasket.remember(
      (await apis.baskets.addItemToBasket({
        parameters: { basketId: basket.basketId },
        body: targets.map((shipmentId) => ({ productId: product.id, quantity: each, shipmentId })),
      })) as Basket,
    );
  } catch (error) {
    throw new BagProblem((await shopperFacingProblem(error)).detail ?? MESSAGES.cannotAddToBag);
  }
  await selectRecipients(session, targets);
  return addedItem(product, each * targets.length, updated);
}

/** Spec §4: with several shipments, an emptied one is removed (after a line was removed or moved). */
export async function removeEmptyShipments(
  session: ShopperSession,
  requestBasket: RequestBasket,
  siteId: SiteId,
): Promise<void> {
  const basket = await requestBasket.current();
  if (!basket?.basketId || !isMultiShip(basket) || !(basket.productItems ?? []).length) return;
  await runShipmentActions(
    session,
    requestBasket,
    siteId,
    basket.basketId,
    removeShipmentActions(emptyShipmentIds(basket)),
  );
}

/** The shipping step's view of each recipient shipment: its address, the methods offered to it, what was chosen. */
export async function shipmentsForCheckout(session: ShopperSession, basket: Basket & { basketId: string }, now: Date) {
  const apis = await session.apis();
  return Promise.all(
    deliveryShipments(basket).map(async (shipment) => {
      const shipmentId = shipment.shipmentId ?? DEFAULT_SHIPMENT_ID;
      const offered = ((
        await apis.baskets.getShippingMethodsForShipment({ parameters: { basketId: basket.basketId, shipmentId } })
      ).applicableShippingMethods ?? []) as ShippingMethodOption[];
      return {
        shipmentId,
        recipient: recipients({ shipments: [shipment] })[0] ?? null,
        items: (basket.productItems ?? [])
          .filter((item) => item.shipmentId === shipmentId)
          .map((item) => ({ name: item.productName ?? item.productId ?? '', quantity: item.quantity ?? 0 })),
        methods: offered,
        shippingMethodId: chooseShippingMethod(offered, shipment.shippingMethod?.id) ?? '',
        giftMessage: shipment.gift ? (shipment.giftMessage ?? '') : '',
        deliveryInstructions: shipment.c_DeliveryInstructions ?? '',
        delivery: deliveryChoiceView(shipment, offered, now),
      };
    }),
  );
}

/**
 * Saves the multi-ship shipping step: the guest's e-mail, every shipment's gift message, delivery
 * instructions and delivery choice (one call each for all shipments; `deliveries` already checked), then each
 * shipment's method (the shopper's when offered, else the default rule). Returns false when a shipment has no method to offer.
 */
export async function saveMultiShipStep(
  session: ShopperSession,
  requestBasket: RequestBasket,
  basket: Basket & { basketId: string },
  value: MultiShipShippingForm,
  deliveries: ReadonlyMap<string, ShipmentDelivery>,
): Promise<boolean> {
  const apis = await session.apis();
  const basketId = basket.basketId;
  const ids = new Set(deliveryShipments(basket).map((shipment) => shipment.shipmentId));
  const entries = value.shipments.filter((entry) => ids.has(entry.shipmentId));
  await Promise.all([
    value.email && value.email !== basket.customerInfo?.email
      ? apis.baskets.updateCustomerForBasket({ parameters: { basketId }, body: { email: value.email } })
      : null,
    apis.custom('shipping', 'gift-message', {
      method: 'POST',
      parameters: { basketId },
      body: entries.map((entry) => ({ shipment_id: entry.shipmentId, giftMessage: entry.giftMessage?.trim() ?? '' })),
    }),
    apis.custom('shipping', 'update', {
      method: 'POST',
      parameters: { basketId },
      body: entries.map((entry) => ({
        shipment_id: entry.shipmentId,
        c_DeliveryInstructions: entry.deliveryInstructions?.trim() || null,
        ...deliveries.get(entry.shipmentId)?.attributes,
      })),
    }),
    saveShipNow(
      apis,
      basketId,
      entries.flatMap((entry) => {
        const delivery = deliveries.get(entry.shipmentId);
        return delivery ? [{ shipmentId: entry.shipmentId, delivery }] : [];
      }),
    ),
  ]);
  let saved = true;
  for (const entry of entries) {
    const offered = ((
      await apis.baskets.getShippingMethodsForShipment({ parameters: { basketId, shipmentId: entry.shipmentId } })
    ).applicableShippingMethods ?? []) as ShippingMethodOption[];
    const methodId = chooseShippingMethod(offered, entry.shippingMethodId);
    if (!methodId) {
      saved = false;
      continue;
    }
    requestBasket.remember(
      (await apis.baskets.updateShippingMethodForShipment({
        parameters: { basketId, shipmentId: entry.shipmentId },
        body: { id: methodId },
      })) as Basket,
    );
  }
  if (!saved) requestBasket.remember((await apis.baskets.getBasket({ parameters: { basketId } })) as Basket);
  return saved;
}

/**
 * Spec §4: on login a multi-ship basket's shipments are recreated. SCAPI's merge brings the
 * shipments with their items and methods; their recipients' addresses are set again here.
 */
export async function restoreRecipients(
  apis: ShopperApis,
  merged: Basket,
  addresses: ReadonlyMap<string, BasketAddress>,
): Promise<void> {
  if (!merged.basketId) return;
  const present = new Set(
    (merged.shipments ?? [])
      .filter((shipment) => !shipment.shippingAddress?.address1)
      .map((shipment) => shipment.shipmentId),
  );
  await Promise.all(
    [...addresses]
      .filter(([shipmentId]) => present.has(shipmentId))
      .map(([shipmentId, address]) =>
        apis.baskets.updateShippingAddressForShipment({
          parameters: { basketId: merged.basketId!, shipmentId, useAsBilling: false },
          body: address as never,
        }),
      ),
  );
}
