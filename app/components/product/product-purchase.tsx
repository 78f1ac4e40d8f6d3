import { ButtonLink } from '~/components/ui/button.tsx';
import { MESSAGES } from '~/models/messages.ts';
import type { ProductPageView } from '~/models/product-page.ts';
import { AddToBagForm } from './add-to-bag-form.tsx';
import { BackInStockForm } from './back-in-stock-form.tsx';
import { QuantitySelector } from './quantity-selector.tsx';

/**
 * The buying part of the product page and the quick view: the stock message, the limited-inventory
 * notice, and then — by the spec's rules — "Start a custom mix", the back-in-stock form, or the
 * quantity selector with "Add To Bag" (disabled unless the selection is available and orderable).
 */
export function ProductPurchase({ view }: { view: ProductPageView }) {
  const { product } = view;
  const canAdd = view.availableAndOrderable;
  return (
    <div className="space-y-4" data-testid="product-purchase">
      {view.stockMessage ? (
        <p className="text-lg font-bold text-candy-dark" data-testid="stock-message">
          {view.stockMessage}
        </p>
      ) : null}
      {view.limitedInventory ? (
        <p className="rounded bg-candy-soft px-3 py-2 text-sm font-semibold" data-testid="limited-inventory">
          {MESSAGES.quantitiesLimited}
        </p>
      ) : null}
      {view.customMix ? (
        <ButtonLink to={`/build-a-box?piece=${encodeURIComponent(product.id)}`} className="w-full max-w-[235px]">
          {MESSAGES.startCustomMix}
        </ButtonLink>
      ) : view.showBackInStock ? (
        <BackInStockForm productId={view.orderId} />
      ) : (
        <AddToBagForm key={view.orderId} productId={view.orderId} productName={product.name} disabled={!canAdd} label={MESSAGES.addToBagProductPage}>
          <QuantitySelector stock={view.stock} {...(view.quantityLimit === undefined ? {} : { quantityLimit: view.quantityLimit })} disabled={!canAdd} />
        </AddToBagForm>
      )}
    </div>
  );
}
