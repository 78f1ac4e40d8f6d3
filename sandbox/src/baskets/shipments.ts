import { notFound, ProblemError } from '../http/problem.ts';
import { destinationOf, isMethodApplicable, isPickupShipment, nextShipmentId } from '../commerce/shipping.ts';
import type { Basket, OrderAddress, Shipment, ShippingMethodDefinition } from '../commerce/types.ts';
import { DEFAULT_SHIPMENT_ID, findShipment } from './items.ts';
import {
  applyCustomFields,
  type Body,
  customFields,
  invalidBody,
  isObject,
  jsonValue,
  optionalString,
  requireArray,
  requireObject,
} from '../http/body.ts';
import { applyGiftFields, parseAddress } from './validate.ts';

const MAX_SHIPMENTS = 50;
const MAX_ACTIONS = 100;

export const shipmentNotFound = (shipmentId: string) =>
  notFound(
    'shipment-not-found',
    'Shipment Not Found',
    `No shipment with ID '${shipmentId}' could be found in the basket.`,
    { shipmentId },
  );

/** Checkout spec §9 recipientLimit: the storefront says its own words; the detail names the limit. */
export const recipientLimitExceeded = (limit: number) =>
  new ProblemError(
    400,
    'recipient-limit-exceeded',
    'Recipient Limit Exceeded',
    `A basket can ship to at most ${limit} recipients.`,
    { recipientLimit: limit },
  );

/** Recipients: shipments going to an address by carrier (neither pick-up nor e-mail) that have one. */
export function recipientCount(basket: Basket): number {
  return (basket.shipments ?? []).filter(
    (shipment) =>
      !isPickupShipment(shipment) &&
      shipment.c_shipmentType !== 'electronic' &&
      Boolean((shipment.shippingAddress as OrderAddress | undefined)?.address1),
  ).length;
}

/**
 * The site's recipientLimit per basket: a change that adds recipients beyond it is refused (a basket
 * already over it, e.g. after the setting was lowered, may still shrink).
 */
export function assertRecipientLimit(before: Basket | null, after: Basket, limit: number): void {
  const count = recipientCount(after);
  if (count > limit && count > (before ? recipientCount(before) : 0)) throw recipientLimitExceeded(limit);
}

export const invalidShippingMethod = (detail: string) =>
  new ProblemError(400, 'invalid-shipping-method', 'Invalid Shipping Method', detail);

export function requireShipment(basket: Basket, shipmentId: string): Shipment {
  const shipment = findShipment(basket, shipmentId);
  if (!shipment) throw shipmentNotFound(shipmentId);
  return shipment;
}

/** Sets a shipment's method after checking it exists and ships to the shipment's destination. */
export function setShippingMethod(
  basket: Basket,
  shipment: Shipment,
  methodId: string,
  methods: readonly ShippingMethodDefinition[],
): void {
  const definition = methods.find((method) => method.id === methodId);
  if (!definition) throw invalidShippingMethod(`The shipping method '${methodId}' is unknown.`);
  const currency = basket.currency ?? 'USD';
  if (!isMethodApplicable(definition, destinationOf(shipment, currency), currency)) {
    throw invalidShippingMethod(
      `The shipping method '${methodId}' is not applicable to shipment '${shipment.shipmentId}'.`,
    );
  }
  shipment.shippingMethod = { id: definition.id, name: definition.name };
}

/** Parses and applies the writable fields of a Shipment body (address, method, gift, gift message, c_ attributes). */
function applyShipmentBody(
  basket: Basket,
  shipment: Shipment,
  body: Body,
  field: string,
  methods: readonly ShippingMethodDefinition[],
): void {
  if (body.shippingAddress !== undefined && body.shippingAddress !== null)
    shipment.shippingAddress = parseAddress(body.shippingAddress, `${field}.shippingAddress`);
  applyGiftFields(shipment, body, field);
  applyCustomFields(shipment, customFields(body, field));
  if (body.shippingMethod !== undefined && body.shippingMethod !== null) {
    const method = requireObject(body.shippingMethod, `${field}.shippingMethod`);
    const id = optionalString(method, 'id', { max: 100, field: `${field}.shippingMethod.id` });
    if (!id) throw invalidBody(`'${field}.shippingMethod.id' is required.`);
    setShippingMethod(basket, shipment, id, methods);
  }
}

/** createShipmentForBasket: a new shipment, named by the body or 'Shipment{n}' (smallest unused n). */
export function createShipment(
  basket: Basket,
  body: Body,
  methods: readonly ShippingMethodDefinition[],
  field = 'body',
): Shipment {
  basket.shipments = basket.shipments ?? [];
  if (basket.shipments.length >= MAX_SHIPMENTS)
    throw invalidBody(`A basket can hold at most ${MAX_SHIPMENTS} shipments.`);
  const requested = optionalString(body, 'shipmentId', { max: 50, field: `${field}.shipmentId` });
  if (requested !== undefined && !/^[A-Za-z0-9_-]{1,50}$/.test(requested))
    throw invalidBody(`'${field}.shipmentId' may hold only letters, digits, '-' and '_'.`);
  const shipmentId = requested || nextShipmentId(basket.shipments.map((shipment) => String(shipment.shipmentId)));
  if (findShipment(basket, shipmentId))
    throw invalidBody(`A shipment with ID '${shipmentId}' already exists in the basket.`);
  const shipment: Shipment = { shipmentId, gift: false, shippingStatus: 'not_shipped' };
  basket.shipments.push(shipment);
  applyShipmentBody(basket, shipment, body, field, methods);
  return shipment;
}

/** updateShipmentForBasket. */
export function updateShipment(
  basket: Basket,
  shipmentId: string,
  body: Body,
  methods: readonly ShippingMethodDefinition[],
  field = 'body',
): void {
  applyShipmentBody(basket, requireShipment(basket, shipmentId), body, field, methods);
}

/** removeShipmentFromBasket: the shipment and its items go; the default shipment stays. */
export function removeShipment(basket: Basket, shipmentId: string): void {
  requireShipment(basket, shipmentId);
  if (shipmentId === DEFAULT_SHIPMENT_ID)
    throw invalidBody(`The default shipment '${DEFAULT_SHIPMENT_ID}' can't be removed.`);
  basket.shipments = (basket.shipments ?? []).filter((shipment) => shipment.shipmentId !== shipmentId);
  basket.productItems = (basket.productItems ?? []).filter((item) => item.shipmentId !== shipmentId);
}

/** updateShippingAddressForShipment, optionally also as billing address (useAsBilling). */
export function setShippingAddress(basket: Basket, shipmentId: string, body: unknown, useAsBilling: boolean): void {
  const shipment = requireShipment(basket, shipmentId);
  const address: OrderAddress = parseAddress(body, 'body');
  shipment.shippingAddress = address;
  if (useAsBilling) basket.billingAddress = structuredClone(address);
}

/**
 * Runs a c_actions batch from updateBasket (spec: batches of addShipments, removeShipments, shipNow),
 * in order. The caller works on a copy of the basket, so one failing action leaves the basket as it was.
 *
 *   { "action": "addShipments", "shipments": [Shipment, …] }
 *   { "action": "removeShipments", "shipmentIds": ["Shipment2", …] }
 *   { "action": "shipNow", "shipmentId": "me", "c_shipnow": { preferedMethod, expeditedMethod, standardMethod, date, timestamp, secondaryDeliveries } }
 *
 * c_actions may be the array itself or its JSON text.
 */
export function runBasketActions(basket: Basket, value: unknown, methods: readonly ShippingMethodDefinition[]): void {
  const actions = requireArray(jsonValue(value, 'c_actions'), 'c_actions', MAX_ACTIONS);
  actions.forEach((entry, index) => {
    const field = `c_actions[${index}]`;
    const action = requireObject(entry, field);
    switch (action.action) {
      case 'addShipments': {
        const shipments = requireArray(action.shipments, `${field}.shipments`, MAX_SHIPMENTS);
        shipments.forEach((shipment, position) =>
          createShipment(
            basket,
            requireObject(shipment, `${field}.shipments[${position}]`),
            methods,
            `${field}.shipments[${position}]`,
          ),
        );
        break;
      }
      case 'removeShipments': {
        const ids = requireArray(action.shipmentIds, `${field}.shipmentIds`, MAX_SHIPMENTS);
        ids.forEach((id, position) => {
          if (typeof id !== 'string') throw invalidBody(`'${field}.shipmentIds[${position}]' must be a string.`);
          if (!findShipment(basket, id))
            throw invalidBody(`'${field}.shipmentIds[${position}]': the shipment '${id}' doesn't exist in the basket.`);
          removeShipment(basket, id);
        });
        break;
      }
      case 'shipNow': {
        const shipmentId =
          optionalString(action, 'shipmentId', { max: 50, field: `${field}.shipmentId` }) || DEFAULT_SHIPMENT_ID;
        const shipment = findShipment(basket, shipmentId);
        if (!shipment)
          throw invalidBody(`'${field}.shipmentId': the shipment '${shipmentId}' doesn't exist in the basket.`);
        const shipNow = jsonValue(action.c_shipnow, `${field}.c_shipnow`);
        if (shipNow === null) {
          delete shipment.c_shipnow;
          break;
        }
        if (!isObject(shipNow)) throw invalidBody(`'${field}.c_shipnow' must be a JSON object.`);
        applyCustomFields(shipment, customFields({ c_shipnow: shipNow }, field));
        break;
      }
      default:
        throw invalidBody(`'${field}.action' must be one of addShipments, removeShipments, shipNow.`);
    }
  });
}
