import { builderHref } from '~/models/custom-mix.ts';
import { useState, type ReactNode } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';
import { FulfilmentChoice } from '~/components/pickup/fulfilment-choice.tsx';
import type { Fulfilment } from '~/models/pickup.ts';
import type { PageFulfilment } from '~/services/shops.server.ts';
import { Form, useNavigation } from 'react-router';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import type { ProductPageView } from '~/models/product-page.ts';
import { AddToBagForm } from './add-to-bag-form.tsx';
import { BackInStockForm } from './lazy-back-in-stock-form.ts';
import { ComingSoon } from './coming-soon.tsx';
import { QuantitySelector } from './quantity-selector.tsx';
import { perOrderLimitText } from '~/models/sales-materials.ts';

/** The bag line the product page edits (checkout spec §2 `/products/{productId}?edit={itemId}`). */
export interface LineEdit {
  itemId: string;
  quantity: number;
  /** Why the last "Update" was refused, when it was. */
  error?: string;
}

/** A picker link's query with the edited line kept (`?size=1lb&edit=…`). */
export function withEditParam(query: string, edit: LineEdit | undefined): string {
  if (!edit) return query;
  const params = new URLSearchParams(query);
  params.set('edit', edit.itemId);
  return `?${params.toString()}`;
}

/**
 * Edit mode's form: "Update" replaces the bag line with the chosen variant and quantity and returns
 * to the bag. A plain post to this page's own address (its action), so it works without JavaScript.
 */
function EditLineForm({
  edit,
  productId,
  disabled,
  children,
}: {
  edit: LineEdit;
  productId: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('itemId') === edit.itemId;
  return (
    <Form method="post" className="flex flex-col gap-2" data-testid="edit-line-form">
      <input type="hidden" name="itemId" value={edit.itemId} />
      <input type="hidden" name="pid" value={productId} />
      {children}
      <Button pending={pending} disabled={disabled} className="w-full md:max-w-[235px]">
        Update
      </Button>
      {edit.error ? (
        <p role="alert" className="text-sm font-semibold text-candy-dark">
          {edit.error}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * The buying part of the product page and the quick view: the stock message, the limited-inventory
 * notice, and then — by the spec's rules — "Start a custom mix", the back-in-stock form, a
 * coming-soon product's arrival date and notify-me sign-up, or the quantity selector with
 * "Add to bag" (disabled unless the selection is available and orderable).
 */
export function ProductPurchase({
  view,
  edit,
  formId,
  fulfilment,
}: {
  view: ProductPageView;
  edit?: LineEdit;
  formId?: string;
  fulfilment?: PageFulfilment | null;
}) {
  const { product } = view;
  // Spec: the choice resets when the selected variant changes (a choice belongs to the variant it was made for).
  const initial: Fulfilment = fulfilment?.selected ?? 'shipping';
  const resetKey = `${view.orderId}:${initial}`;
  const [choice, setChoice] = useState<{ key: string; mode: Fulfilment }>({ key: resetKey, mode: initial });
  const mode = choice.key === resetKey ? choice.mode : initial;
  const setMode = (next: Fulfilment) => setChoice({ key: resetKey, mode: next });
  const hydrated = useHydrated();
  const canAddFor = (way: Fulfilment) =>
    way === 'pickup'
      ? Boolean(fulfilment && !fulfilment.pickupDisabled && (!fulfilment.shop || fulfilment.availableAtShop))
      : view.availableAndOrderable && !fulfilment?.shippingDisabled;
  // Without JavaScript the radios change nothing on the page: the button stays usable while either way is.
  const canAdd =
    fulfilment && !edit
      ? hydrated
        ? canAddFor(mode)
        : canAddFor('shipping') || canAddFor('pickup')
      : view.availableAndOrderable;
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
        <ButtonLink to={builderHref(product)} className="w-full md:max-w-[235px]">
          {CATALOG_MESSAGES.startCustomMix}
        </ButtonLink>
      ) : view.showBackInStock ? (
        <BackInStockForm productId={view.orderId} />
      ) : view.status === 'coming-soon' && !edit ? (
        <ComingSoon productId={view.orderId} inStockDate={product.inStockDate} />
      ) : edit ? (
        <EditLineForm key={view.orderId} edit={edit} productId={view.orderId} disabled={!canAdd}>
          <QuantitySelector
            stock={view.stock}
            {...(view.quantityLimit === undefined ? {} : { quantityLimit: view.quantityLimit })}
            disabled={!canAdd}
            defaultQuantity={edit.quantity}
          />
        </EditLineForm>
      ) : (
        <AddToBagForm
          key={view.orderId}
          {...(formId ? { id: formId } : {})}
          productId={view.orderId}
          productName={product.name}
          disabled={!canAdd}
          label={CATALOG_MESSAGES.addToBagProductPage}
        >
          {fulfilment ? (
            <FulfilmentChoice fulfilment={fulfilment} productId={view.orderId} value={mode} onChange={setMode} />
          ) : null}
          <QuantitySelector
            stock={view.stock}
            {...(view.quantityLimit === undefined ? {} : { quantityLimit: view.quantityLimit })}
            disabled={!canAdd}
          />
          {view.quantityLimit !== undefined ? (
            <p className="text-sm text-cocoa">{perOrderLimitText(view.quantityLimit)}</p>
          ) : null}
        </AddToBagForm>
      )}
    </div>
  );
}
