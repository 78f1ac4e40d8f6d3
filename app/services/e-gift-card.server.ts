/**
 * E-gift cards into the bag (issue 17 item 8): an electronic gift card line with its amount and
 * recipient, in the basket's electronic shipment (created on the first card), which needs no address.
 */
import { itemCount, type Basket } from '~/models/basket.ts';
import {
  E_GIFT_CARD_PRODUCT_ID,
  E_GIFT_CARD_SHIPMENT_ID,
  eGiftCardAmount,
  eGiftCardLimitProblem,
  eGiftCardLineFields,
  ELECTRONIC_SHIPMENT_TYPE,
  type EGiftCardLine,
} from '~/models/e-gift-card.ts';
import { MESSAGES } from '~/models/messages.ts';
import { BagProblem } from './bag.server.ts';
import { openBasket, rememberBasket } from './basket.server.ts';
import { shopperFacingProblem } from './commerce-errors.server.ts';
import type { ShopperSession } from './session.server.ts';

/** Adds the card(s); answers the bag's new count. Refusals (E_GIFT_CARD_LIMITS over the whole bag among them) are BagProblems. */
export async function addEGiftCard(session: ShopperSession, value: EGiftCardLine): Promise<number> {
  const basket = await openBasket(session);
  const quantity = value.quantity ?? 1;
  const limitProblem = eGiftCardLimitProblem(basket.productItems ?? [], { amount: eGiftCardAmount(value) ?? 0, quantity });
  if (limitProblem) throw new BagProblem(limitProblem);
  const apis = await session.apis();
  try {
    let basketId = basket.basketId;
    if (!(basket.shipments ?? []).some((shipment) => shipment.shipmentId === E_GIFT_CARD_SHIPMENT_ID)) {
      const withShipment = await apis.baskets.createShipmentForBasket({
        parameters: { basketId },
        body: { shipmentId: E_GIFT_CARD_SHIPMENT_ID, c_shipmentType: ELECTRONIC_SHIPMENT_TYPE } as never,
      });
      basketId = withShipment.basketId ?? basketId;
    }
    const updated = await apis.baskets.addItemToBasket({
      parameters: { basketId },
      body: [{ productId: E_GIFT_CARD_PRODUCT_ID, quantity, shipmentId: E_GIFT_CARD_SHIPMENT_ID, ...eGiftCardLineFields(value) }] as never,
    });
    return itemCount(rememberBasket(session, updated as Basket));
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    throw new BagProblem(problem.detail ?? MESSAGES.cannotAddToBag);
  }
}
