/**
 * The "Add Treats" sheet (catalog spec §2 side sheets, §4 shipping promotions sheet): the products it offers
 * to close the gap to the nearest approaching discount ("Add $X for {item text}"). Pure: the basket and the
 * candidate products come from the caller (services/add-treats.server.ts).
 */
import { approachingDiscounts, type DiscountBanner } from './bag.ts';
import type { Basket } from './basket.ts';
import { ADD_TREATS_LIMIT } from './bag-constants.ts';
import { tileProduct, type Product } from './product.ts';
import { tileAction } from './tile-action.ts';

/** A product the sheet offers, with the id its add-to-bag form sends (a master's sole variant). */
export interface Treat {
  addId: string;
  product: Product;
}

/** What the sheet shows: the banner toward the nearest discount (none for an empty bag) and the treats. */
export interface AddTreatsView {
  banner: DiscountBanner | null;
  treats: Treat[];
}

/** How much more merchandise reaches the nearest approaching discount; 0 when none is approaching. */
export function gapToNearestDiscount(basket: Basket | null): number {
  if (!basket) return 0;
  const remains = approachingDiscounts(basket).map((entry) => entry.remain);
  return remains.length ? Math.min(...remains) : 0;
}

/**
 * The treats to offer for a gap of `remain`: only products a tile could add in one click (in stock, one variant,
 * no custom mix or e-gift card); first those that close the gap alone, cheapest first (the least to spend),
 * then the others dearest first (the nearest to closing it). Without a gap, cheapest first.
 */
export function treatsToOffer(
  products: readonly Product[],
  remain: number,
  limit = ADD_TREATS_LIMIT,
  today = new Date(),
): Treat[] {
  const addable = products.flatMap((product) => {
    const action = tileAction(product, today);
    return action.kind === 'add' ? [{ addId: action.productId, product }] : [];
  });
  const closes = addable
    .filter((treat) => remain > 0 && treat.product.price >= remain)
    .sort((a, b) => a.product.price - b.product.price);
  const others = addable
    .filter((treat) => !closes.includes(treat))
    .sort((a, b) => (remain > 0 ? b.product.price - a.product.price : a.product.price - b.product.price));
  return [...closes, ...others]
    .slice(0, limit)
    .map((treat) => ({ addId: treat.addId, product: tileProduct(treat.product) }));
}
