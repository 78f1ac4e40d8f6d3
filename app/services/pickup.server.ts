/**
 * Pick-up adds (catalog spec §4 "Add to bag", checkout spec §4 "Multi-ship and pickup"): the item goes
 * into the pick-up shipment of the chosen shop — created, or completed with the shop's address, when
 * needed — drawing on the shop's inventory list.
 */
import type { AddedItem } from '~/models/add-to-bag.ts';
import { PICKUP_METHOD_ID, quantityInBag, type Basket } from '~/models/basket.ts';
import { pickupBagDecision } from '~/models/pickup-bag.ts';
import { pickupShipment, pickupTarget, shopAddress, type SelectedShop } from '~/models/pickup.ts';
import { MESSAGES } from '~/models/messages.ts';
import type { RequestBasket } from './basket.server.ts';
import { addedItem, BagProblem, productForBag } from './bag.server.ts';
import type { CatalogScope } from './catalog.server.ts';
import { shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';
import { shopById, shopStock } from './shops.server.ts';

export async function addForPickup(
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  chosen: SelectedShop,
  productId: string,
  quantity: number,
): Promise<AddedItem> {
  const [product, shop] = await Promise.all([productForBag(scope, productId), shopById(scope, chosen.id)]);
  const stock = product && shop ? (await shopStock(scope, shop.id, [product.id])).get(product.id) : undefined;
  // What is refused whatever the bag holds is refused before a basket is created.
  const first = pickupBagDecision(product, quantity, { inBag: 0, atShop: 0 }, stock);
  if ('refused' in first) throw new BagProblem(first.refused);
  const basket = await requestBasket.open();
  const target = pickupTarget(basket, shop);
  if ('refused' in target) throw new BagProblem(target.refused);
  const atShop = (basket.productItems ?? [])
    .filter((item) => item.productId === product!.id && item.shipmentId === target.shipmentId)
    .reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  const decided = pickupBagDecision(product, quantity, { inBag: quantityInBag(basket, product!.id), atShop }, stock);
  if ('refused' in decided) throw new BagProblem(decided.refused);

  const apis = await session.apis();
  const parameters = { basketId: basket.basketId };
  const shipment = {
    c_fromStoreId: shop!.id,
    shippingAddress: shopAddress(shop!),
    shippingMethod: { id: PICKUP_METHOD_ID },
  };
  let updated: Basket;
  try {
    if (target.create)
      await apis.baskets.createShipmentForBasket({
        parameters,
        body: { shipmentId: target.shipmentId, ...shipment } as never,
      });
    else if (target.update)
      await apis.baskets.updateShipmentForBasket({
        parameters: { ...parameters, shipmentId: target.shipmentId },
        body: shipment as never,
      });
    updated = requestBasket.remember(
      await apis.baskets.addItemToBasket({
        parameters,
        body: [
          {
            productId: product!.id,
            quantity: decided.quantity,
            shipmentId: target.shipmentId,
            inventoryId: shop!.inventoryId,
            c_fromStoreId: shop!.id,
          } as never,
        ],
      }),
    );
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    throw new BagProblem(problem.detail ?? MESSAGES.cannotAddToBag);
  }
  if (!pickupShipment(updated)) throw new BagProblem(MESSAGES.cannotAddToBag);
  return addedItem(product!, decided.quantity, updated, decided.message);
}
