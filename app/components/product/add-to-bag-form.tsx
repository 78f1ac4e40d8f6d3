import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Button } from '~/components/ui/button.tsx';
import { formError } from '~/models/action-result.ts';
import type { AddedItem } from '~/models/add-to-bag.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '~/models/constants.ts';
import type { action as addToBagAction } from '~/routes/cart-add.tsx';

// The sheet (and the dialog library under it) loads on the first add, not with every page.
const loadSheet = () => import('./added-to-bag-sheet.tsx');
const AddedToBagSheet = lazy(() => loadSheet().then((module) => ({ default: module.AddedToBagSheet })));

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
}

/**
 * Add to bag as a plain POST form to /cart/add (works without JS: the server redirects back with a
 * message). With JS it posts through a fetcher, shows the "Added to Your Bag" sheet and the header's
 * count follows from the root loader's revalidation.
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
}: AddToBagFormProps) {
  const fetcher = useFetcher<typeof addToBagAction>();
  const hydrated = useHydrated();
  const location = useLocation();
  const [added, setAdded] = useState<AddedItem | null>(null);
  const pending = fetcher.state !== 'idle';
  const error = formError(fetcher.data?.result) ?? null;
  const fieldId = `quantity-${productId}`;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.added) setAdded(fetcher.data.added);
  }, [fetcher.state, fetcher.data]);
  // Spec: side sheets close on route change.
  useEffect(() => setAdded(null), [location.pathname]);

  return (
    <>
      <fetcher.Form method="post" action="/cart/add" className={`flex flex-col gap-2 ${className}`} onPointerEnter={loadSheet} onFocus={loadSheet}>
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
        <Button pending={pending} disabled={disabled} aria-label={`${label}: ${productName}`} className="w-full max-w-[235px]">
          {label}
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-candy-dark">
            {error}
          </p>
        ) : null}
      </fetcher.Form>
      {added ? (
        <Suspense fallback={null}>
          <AddedToBagSheet added={added} open onOpenChange={(open) => (open ? undefined : setAdded(null))} />
        </Suspense>
      ) : null}
    </>
  );
}
