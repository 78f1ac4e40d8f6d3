import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { Spinner } from '~/components/ui/spinner.tsx';
import type { AddedItem } from '~/models/add-to-bag.ts';
import type { Product } from '~/models/product.ts';
import { AddedToBagContext, QuickViewContext } from './quick-view-context.ts';

/**
 * The sheet's code (pickers, quantity, add to bag, dialog) loads the first time a shopper opens a
 * quick view: the provider sits in the page shell, and every page's JavaScript budget is tight.
 */
const QuickViewSheet = lazy(() => import('./quick-view-sheet.tsx'));
// The add-to-bag forms start loading it as a shopper reaches for one.
const AddedToBagSheet = lazy(() =>
  import('./added-to-bag-sheet.tsx').then((module) => ({ default: module.AddedToBagSheet })),
);

/**
 * Provides the quick view and the "Added to Your Bag" sheet to the page below it; mounted once around
 * the page (app/root.tsx). One sheet at a time: adding from the quick view closes it before the added
 * sheet opens, and closing either gives the focus back to what opened it. The quick view's context stays
 * null until the page is hydrated, so without JavaScript "Pick options" stays a plain link.
 */
export function QuickViewProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [product, setProduct] = useState<Product | null>(null);
  const [added, setAdded] = useState<AddedItem | null>(null);
  const [used, setUsed] = useState(false);
  // What gets the focus back when the open sheet closes; the quick view's opener outlives the quick view.
  const opener = useRef<HTMLElement | null>(null);
  const quickViewOpen = useRef(false);
  // Set while the quick view closes for the added sheet, which takes the focus itself.
  const handingOn = useRef(false);
  const open = useCallback((next: Product) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    quickViewOpen.current = true;
    setUsed(true);
    setProduct(next);
  }, []);
  const showAdded = useCallback((item: AddedItem, from: HTMLElement | null) => {
    if (quickViewOpen.current) handingOn.current = true;
    else opener.current = from;
    quickViewOpen.current = false;
    setProduct(null);
    setAdded(item);
  }, []);
  const closeQuickView = useCallback(() => {
    quickViewOpen.current = false;
    setProduct(null);
  }, []);
  const quickViewClosed = useCallback(() => {
    if (handingOn.current) handingOn.current = false;
    else opener.current?.focus();
  }, []);
  const addedClosed = useCallback(() => opener.current?.focus(), []);
  // Spec: side sheets close on route change.
  useEffect(() => {
    quickViewOpen.current = false;
    setProduct(null);
    setAdded(null);
  }, [location.pathname]);
  return (
    <QuickViewContext.Provider value={hydrated ? open : null}>
      <AddedToBagContext.Provider value={showAdded}>
        {children}
        {used ? (
          <Suspense fallback={product ? <QuickViewLoading name={product.name} /> : null}>
            <QuickViewSheet product={product} onClose={closeQuickView} onCloseFocus={quickViewClosed} />
          </Suspense>
        ) : null}
        {added ? (
          <Suspense fallback={null}>
            <AddedToBagSheet added={added} onClose={() => setAdded(null)} onCloseFocus={addedClosed} />
          </Suspense>
        ) : null}
      </AddedToBagContext.Provider>
    </QuickViewContext.Provider>
  );
}

/** While the quick view's code loads (the first one on a slow line), the sheet's place shows it is coming. */
function QuickViewLoading({ name }: { name: string }) {
  return (
    <div
      className="fixed inset-y-0 right-0 z-[99999] flex w-full max-w-md items-start bg-white p-6 shadow-xl"
      data-testid="quick-view-loading"
    >
      <p role="status" className="flex items-center gap-2 text-cocoa">
        <Spinner /> Loading {name}…
      </p>
    </div>
  );
}
