/**
 * The order summary beside every checkout step (checkout spec §4): the lines with their product's image,
 * the totals (the review's rows, `orderTotals`) and the progress toward free shipping (the bag's
 * "Add $X for …" rule, `discountBanner`). Pure: the products come from the caller.
 */
import { discountBanner, type DiscountBanner } from './bag.ts';
import type { Basket } from './basket.ts';
import { orderLines, orderTotals, type OrderLine, type OrderTotals } from './order-view.ts';
import type { Product, ProductImage } from './product.ts';

export type SummaryLine = Pick<OrderLine, 'id' | 'name' | 'variation' | 'quantity' | 'price' | 'basePrice'> & {
  image?: ProductImage;
};

export interface CheckoutSummary {
  lines: SummaryLine[];
  itemCount: number;
  totals: OrderTotals;
  /** What the shopper pays: the order total once known, else the subtotal (the bar's "· $X"). */
  amount: number;
  banner: DiscountBanner | null;
}

export function checkoutSummary(basket: Basket, products: ReadonlyMap<string, Product>): CheckoutSummary {
  const totals = orderTotals(basket);
  const lines = orderLines(basket.productItems).map(
    ({ id, productId, name, variation, quantity, price, basePrice }) => {
      const image = products.get(productId)?.images[0];
      return {
        id,
        name,
        quantity,
        ...(variation ? { variation } : {}),
        ...(price !== undefined ? { price } : {}),
        ...(basePrice !== undefined ? { basePrice } : {}),
        ...(image ? { image } : {}),
      };
    },
  );
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals,
    amount: totals.total ?? totals.subtotal,
    banner: discountBanner(basket),
  };
}
