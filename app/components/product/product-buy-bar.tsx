import { MobileActionBar } from '~/components/layout/mobile-action-bar.tsx';
import { Button } from '~/components/ui/button.tsx';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import { formatMoney } from '~/models/money.ts';
import type { ProductPageView } from '~/models/product-page.ts';
import { useShopLocale } from './use-shop-locale.ts';

/** The id of the product page's add-to-bag form, which the bar's button submits. */
export const PRODUCT_ADD_FORM_ID = 'product-add-to-bag';

/**
 * Phones: the chosen variant's price and "Add to bag" pinned to the bottom of the product page. The
 * button submits the page's own add-to-bag form (with its quantity), with or without JavaScript.
 * Only while that form can add; otherwise the page's own messages say why.
 */
export function ProductBuyBar({ view }: { view: ProductPageView }) {
  const { locale } = useShopLocale();
  const { product, variant } = view;
  return (
    <MobileActionBar
      label="Price"
      amount={formatMoney(variant?.price ?? product.price, product.currency, locale)}
      testId="product-buy-bar"
    >
      <Button
        form={PRODUCT_ADD_FORM_ID}
        size="lg"
        aria-label={`${CATALOG_MESSAGES.addToBagProductPage}: ${product.name}`}
      >
        {CATALOG_MESSAGES.addToBagProductPage}
      </Button>
    </MobileActionBar>
  );
}
