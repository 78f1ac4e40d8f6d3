/**
 * E-gift cards into the bag (checkout spec §2 /e-gift-cards): an electronic gift card line with its amount and
 * recipient, in an electronic shipment of its own (models/e-gift-card.ts eGiftCardShipment), which needs no address.
 */
import { itemCount, type Basket } from '~/models/basket.ts';
import {
  E_GIFT_CARD_PRODUCT_ID,
  eGiftCardAmount,
  eGiftCardLimitProblem,
  eGiftCardLineFields,
  eGiftCardShipment,
  ELECTRONIC_SHIPMENT_TYPE,
  type EGiftCardLine,
} from '~/models/e-gift-card.ts';
import { MESSAGES } from '~/models/messages.ts';
import { BagProblem } from './bag.server.ts';
import type { RequestBasket } from './basket.server.ts';
import { shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';

/** Adds the card(s); answers the bag's new count. Refusals (E_GIFT_CARD_LIMITS over the whole bag among them) are BagProblems. */
export async function addEGiftCard(
  session: ShopperSession,
  requestBasket: RequestBasket,
  value: EGiftCardLine,
): Promise<number> {
  const basket = await requestBasket.open();
  const quantity = value.quantity ?? 1;
  const fields = eGiftCardLineFields(value);
  const target = eGiftCardShipment(basket, fields);
  // The same card again adds up in its line, so the per-line cap counts the line's new quantity.
  const limitProblem = eGiftCardLimitProblem(basket.productItems ?? [], {
    amount: eGiftCardAmount(value) ?? 0,
    ...(target.merge ? { itemId: target.merge.itemId, quantity: target.merge.quantity + quantity } : { quantity }),
  });
  if (limitProblem) throw new BagProblem(limitProblem);
  const apis = await session.apis();
  try {
    let basketId = basket.basketId;
    if (target.create) {
      const withShipment = await apis.baskets.createShipmentForBasket({
        parameters: { basketId },
        body: { shipmentId: target.shipmentId, c_shipmentType: ELECTRONIC_SHIPMENT_TYPE } as never,
      });
      basketId = withShipment.basketId ?? basketId;
    }
    const updated = await apis.baskets.addItemToBasket({
      parameters: { basketId },
      body: [{ productId: E_GIFT_CARD_PRODUCT_ID, quantity, shipmentId: target.shipmentId, ...fields }] as never,
    });
    return itemCount(requestBasket.remember(updated as Basket));
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    throw new BagProblem(problem.detail ?? MESSAGES.cannotAddToBag);
  }
}
