import { availabilityStatus } from './availability.ts';
import { E_GIFT_CARD_PRODUCT_ID } from './e-gift-card.ts';
import type { Product } from './product.ts';

export type TileAction =
  | { kind: 'create-box' }
  | { kind: 'e-gift-card' }
  | { kind: 'pick-options' }
  | { kind: 'add'; productId: string }
  | { kind: 'none' };

/**
 * Spec (product tile): custom mix → "Create a Box"; the e-gift card → its form (models/e-gift-card.ts); several variants → "Pick options"; a single
 * variant → "Add to bag"; nothing when it cannot be bought (out of stock, coming soon, in shops only,
 * pick-up only while pick-up is not offered).
 */
export function tileAction(product: Product, today = new Date()): TileAction {
  if (product.flags.isCustomMix) return { kind: 'create-box' };
  if (product.id === E_GIFT_CARD_PRODUCT_ID) return { kind: 'e-gift-card' };
  if (availabilityStatus(product, today) !== 'in-stock' || product.flags.isPickupOnly || product.flags.unsellable)
    return { kind: 'none' };
  if (product.variants.length > 1) return { kind: 'pick-options' };
  const sole = product.variants[0];
  if (sole) return sole.orderable ? { kind: 'add', productId: sole.productId } : { kind: 'none' };
  return product.kind === 'master' ? { kind: 'none' } : { kind: 'add', productId: product.id };
}
