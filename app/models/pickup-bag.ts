/** Pick-up adds (catalog spec §4 "Add to bag"): what the bag may take of a product collected in a shop. */
import type { BagDecision } from './add-to-bag.ts';
import { fillMessage } from './bag.ts';
import { BAG_MESSAGES } from './bag-messages.ts';
import { MESSAGES } from './messages.ts';
import { isAvailableForPickup, PICKUP_MESSAGES } from './pickup.ts';
import type { Product } from './product.ts';
import { checkQuantity } from './quantity.ts';

/**
 * The add rule for pick-up (the counterpart of `bagDecision`): a sellable product the shop can hand
 * over; the per-order limit counts every line (`inBag`), the shop's stock the lines it already
 * collects there (`atShop`); above that stock the quantity is reduced with the spec's message.
 */
export function pickupBagDecision(
  product: Product | null,
  requested: number,
  counts: { inBag: number; atShop: number },
  shopStock: number | undefined,
): BagDecision {
  if (!product) return { refused: MESSAGES.productUnavailable };
  if (product.kind === 'master' || product.flags.isCustomMix) return { refused: MESSAGES.cannotAddToBag };
  if (!isAvailableForPickup(product, shopStock)) return { refused: PICKUP_MESSAGES.notForCollection };
  const limit = product.quantityLimit;
  if (limit !== undefined && counts.inBag + requested > limit)
    return { refused: fillMessage(BAG_MESSAGES.bagQuantityLimit, { limit }) };
  const check = checkQuantity(counts.atShop + requested, { stock: shopStock ?? 0 });
  if (!check.accepted) return { refused: check.message ?? PICKUP_MESSAGES.notForCollection };
  const quantity = check.quantity - counts.atShop;
  if (quantity <= 0) return { refused: MESSAGES.quantitiesLimited };
  return { quantity, ...(check.message ? { message: check.message } : {}) };
}
