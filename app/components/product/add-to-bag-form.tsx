import { lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { Button } from '~/components/ui/button.tsx';
import { formError } from '~/models/action-result.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '~/models/catalog-constants.ts';
import type { action as addToBagAction } from '~/routes/cart-add.tsx';

import { AddedToBagContext } from './quick-view-context.ts';

// The sheet (and the dialog library under it) loads as the shopper reaches for the button, not with every page.
const loadSheet = () => import('./added-to-bag-sheet.tsx');
// Only a multi-ship basket asks for recipients first: that sheet loads when the add answers so.
const AddToShipmentsDialog = lazy(() => import('~/components/multi-ship/add-to-shipments-dialog.tsx'));

interface AddToBagFormProps {
  productId: string;
  productName: string;
  /** Shows a labelled quantity field; otherwise `children` may bring its own `quantity` input, else 1 is sent. */
  quantityField?: boolean;
  defaultQuantity?: number;
  maxQuantity?: number;
  disabled?: boolean;
  label?: string;
  /** Extra fields inside the form (e.g. the product page's quantity selector named "quantity"). */
  children?: ReactNode;
  className?: string;
  /** The form's id, for a button elsewhere on the page that submits it (the product page's mobile action bar). */
  id?: string;
}

/**
 * Add to bag as a plain POST form to /cart/add (works without JS: the server redirects back with a
 * message). With JS it posts through a fetcher, opens the page's "Added to Your Bag" sheet (the quick
 * view's provider, so adding from the quick view replaces it) and the header's count follows from the
 * root loader's revalidation. In a multi-ship basket the answer asks for recipients: the "Add Item to
 * Shipments" sheet opens first.
 */
export function AddToBagForm({
  productId,
  productName,
  quantityField = false,
  defaultQuantity = QUANTITY_MIN,
  maxQuantity = QUANTITY_MAX,
  disabled = false,
  label = 'Add to bag',
  children,
  className = '',
  id,
}: AddToBagFormProps) {
  const fetcher = useFetcher<typeof addToBagAction>();
  const hydrated = useHydrated();
  const location = useLocation();
  const showAdded = useContext(AddedToBagContext);
  // The button that sent the form gets the focus back when the sheet closes.
  const submitter = useRef<HTMLElement | null>(null);
  const pending = fetcher.state !== 'idle';
  const error = formError(fetcher.data?.result) ?? null;
  const fieldId = `quantity-${productId}`;

  const shown = useRef<unknown>(null);
  useEffect(() => {
    const added = fetcher.state === 'idle' ? fetcher.data?.added : undefined;
    if (!added || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    showAdded?.(added, submitter.current);
  }, [fetcher.state, fetcher.data, showAdded]);
  // The answer that asked for recipients, until its sheet is closed (a new answer opens it again).
  const [recipientsClosed, setRecipientsClosed] = useState<unknown>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const recipientsFor =
    fetcher.state === 'idle' && fetcher.data?.recipientsFor && recipientsClosed !== fetcher.data
      ? fetcher.data.recipientsFor
      : null;

  return (
    <>
      <fetcher.Form
        id={id}
        method="post"
        action="/cart/add"
        className={`flex flex-col gap-2 ${className}`}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onSubmit={(event) => {
          submitter.current = (event.nativeEvent as SubmitEvent).submitter ?? null;
          setOpener(submitter.current);
        }}
      >
        <input type="hidden" name="pid" value={productId} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {hydrated ? <input type="hidden" name="response" value="sheet" /> : null}
        {quantityField ? (
          <label htmlFor={fieldId} className="flex items-center gap-2 text-sm font-semibold">
            Quantity
            <input
              id={fieldId}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={QUANTITY_MIN}
              max={Math.max(QUANTITY_MIN, maxQuantity)}
              defaultValue={defaultQuantity}
              required
              className="w-20 rounded border border-cocoa px-2 py-1"
            />
          </label>
        ) : (
          (children ?? <input type="hidden" name="quantity" value={defaultQuantity} />)
        )}
        {quantityField ? children : null}
        <Button
          pending={pending}
          disabled={disabled}
          aria-label={`${label}: ${productName}`}
          className="w-full md:max-w-[235px]"
        >
          {label}
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-candy-dark">
            {error}
          </p>
        ) : null}
      </fetcher.Form>
      {recipientsFor ? (
        <Suspense fallback={null}>
          <AddToShipmentsDialog
            pid={recipientsFor.pid}
            quantity={recipientsFor.quantity}
            redirectTo={`${location.pathname}${location.search}`}
            returnFocusTo={opener}
            onClose={() => setRecipientsClosed(fetcher.data)}
            onAdded={(added) => {
              setRecipientsClosed(fetcher.data);
              showAdded?.(added, opener);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
