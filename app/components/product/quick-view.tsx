import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { Product } from '~/models/product.ts';
import { QuickViewContext } from './quick-view-context.ts';

/**
 * The sheet's code (pickers, quantity, add to bag, dialog) loads the first time a shopper opens a
 * quick view: the provider sits in the page shell, and every page's JavaScript budget is tight.
 */
const QuickViewSheet = lazy(() => import('./quick-view-sheet.tsx'));

/**
 * Provides `QuickViewContext` to the product tiles below it; mounted once around the page (app/root.tsx).
 * The context stays null until the page is hydrated, so without JavaScript "Pick options" stays a plain link.
 */
export function QuickViewProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [product, setProduct] = useState<Product | null>(null);
  const [used, setUsed] = useState(false);
  const open = useCallback((next: Product) => {
    setUsed(true);
    setProduct(next);
  }, []);
  // Spec: side sheets close on route change.
  useEffect(() => setProduct(null), [location.pathname]);
  return (
    <QuickViewContext.Provider value={hydrated ? open : null}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <QuickViewSheet product={product} onClose={() => setProduct(null)} />
        </Suspense>
      ) : null}
    </QuickViewContext.Provider>
  );
}
