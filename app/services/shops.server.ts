/**
 * Shops for pick-up (catalog spec §4 "Shop selection", §7 "Pickup sheet"): the `stores` custom API's
 * search, details and in-shop stock, the chosen shop (SELECTED_SHOP: in the session, or a plain
 * cookie for a visitor without one — a GET never creates a session), and removing the pick-up
 * shipment when the shopper changes shop.
 */
import { DEFAULT_SHIPMENT_ID } from '~/models/basket.ts';
import { PICKUP_SITES, SELECTED_SHOP_COOKIE } from '~/models/pickup-constants.ts';
import { preferenceCookie, readCookie } from '~/models/cookies.ts';
import {
  fulfilmentChoice,
  isAvailableForPickup,
  parseSelectedShop,
  pickupShipment,
  type FulfilmentChoice,
  type SelectedShop,
  type Shop,
} from '~/models/pickup.ts';
import type { Product } from '~/models/product.ts';
import { isHttpsRequest } from '~/models/request-edge.ts';
import { storefrontApis } from './app-token.server.ts';
import type { RequestBasket } from './basket.server.ts';
import type { CatalogScope } from './catalog.server.ts';
import type { ShopperSession } from './session.server.ts';

/** Shops within `range` miles of a zip or postal code, nearest first, with their stock of `productIds`. */
export async function searchShops(
  scope: CatalogScope,
  zip: string,
  range: number,
  productIds: readonly string[],
): Promise<Shop[]> {
  const apis = await storefrontApis(scope);
  const parameters: Record<string, string> = { lookup: zip, radius: String(range) };
  if (productIds.length) parameters.c_productIds = productIds.join(',');
  const reply = await apis.custom<{ stores?: Shop[] }>('stores', 'store-search', { method: 'GET', parameters });
  return (reply.stores ?? []).filter((shop) => shop.c_pickupEnabled !== false);
}

/** One shop by id, or null when there is none. */
export async function shopById(scope: CatalogScope, id: string): Promise<Shop | null> {
  const apis = await storefrontApis(scope);
  const reply = await apis.custom<{ stores?: Shop[] }>('stores', 'store-details', {
    method: 'GET',
    parameters: { storeIDs: id },
  });
  return reply.stores?.find((shop) => shop.id === id) ?? null;
}

/** A shop's stock of the given products (0 when it has none). */
export async function shopStock(
  scope: CatalogScope,
  shopId: string,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(productIds)].filter(Boolean);
  if (!ids.length) return new Map();
  const apis = await storefrontApis(scope);
  const reply = await apis.custom<Record<string, Record<string, { ats?: number }>>>(
    'stores',
    'store-products-inventory',
    {
      method: 'GET',
      parameters: { productIDs: ids.join(','), storeIDs: shopId },
    },
  );
  return new Map(ids.map((id) => [id, reply[id]?.[shopId]?.ats ?? 0]));
}

/** The chosen shop: the session's, else the visitor's cookie. */
export function selectedShop(request: Request, session: ShopperSession): SelectedShop | null {
  return (
    parseSelectedShop(session.current?.selectedShop) ??
    parseSelectedShop(readCookie(request.headers.get('cookie'), SELECTED_SHOP_COOKIE))
  );
}

/**
 * Keeps the chosen shop: in the session when there is one, else in a plain cookie (the Set-Cookie
 * value returned). A shop kept in a cookie before a session began stays readable as the fallback.
 */
export async function rememberShop(
  request: Request,
  session: ShopperSession,
  shop: SelectedShop,
): Promise<string | null> {
  if (session.exists) {
    await session.update((data) => ({ ...data, selectedShop: shop }));
    return null;
  }
  return preferenceCookie(SELECTED_SHOP_COOKIE, JSON.stringify(shop), isHttpsRequest(request));
}

/**
 * Spec §4: confirming a change of shop removes the pick-up shipment — the default shipment, when it
 * is the pick-up one, loses its items and its shop; any other is removed with its items.
 */
export async function removePickupShipment(session: ShopperSession, requestBasket: RequestBasket): Promise<void> {
  const basket = await requestBasket.current();
  const shipment = pickupShipment(basket);
  if (!basket?.basketId || !shipment?.shipmentId) return;
  const apis = await session.apis();
  const basketId = basket.basketId;
  if (shipment.shipmentId !== DEFAULT_SHIPMENT_ID) {
    requestBasket.remember(
      await apis.baskets.removeShipmentFromBasket({ parameters: { basketId, shipmentId: shipment.shipmentId } }),
    );
    return;
  }
  let updated = basket;
  for (const item of (basket.productItems ?? []).filter(
    (line) => line.shipmentId === DEFAULT_SHIPMENT_ID && line.itemId,
  )) {
    updated = await apis.baskets.removeItemFromBasket({ parameters: { basketId, itemId: item.itemId! } });
  }
  updated = await apis.baskets.updateShipmentForBasket({
    parameters: { basketId, shipmentId: DEFAULT_SHIPMENT_ID },
    body: { c_fromStoreId: null, shippingAddress: {} } as never,
  });
  requestBasket.remember(updated);
}

/** The product page's fulfilment choice (`?fulfillment=`) with the chosen shop's stock of the product bought. */
export interface PageFulfilment extends FulfilmentChoice {
  shop: SelectedShop | null;
  /** Whether the chosen shop can hand the product over (pick-up adds need it). */
  availableAtShop: boolean;
}

/** Spec §4 "Fulfillment choice" and "Pickup-inventory check … per variant when a shop is selected". */
export async function pageFulfilment(
  request: Request,
  session: ShopperSession,
  scope: CatalogScope,
  product: Product,
  requested: string | null,
): Promise<PageFulfilment | null> {
  if (!PICKUP_SITES.includes(scope.siteId)) return null;
  const shop = selectedShop(request, session);
  const stock =
    shop && product.kind !== 'master' ? (await shopStock(scope, shop.id, [product.id])).get(product.id) : undefined;
  return {
    ...fulfilmentChoice(product, shop, stock, requested),
    shop,
    availableAtShop: shop !== null && isAvailableForPickup(product, stock),
  };
}
