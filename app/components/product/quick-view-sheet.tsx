import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { CloseIcon } from '~/components/ui/icons/close-icon.tsx';
import { Spinner } from '~/components/ui/spinner.tsx';
import { IMAGE_SIZES } from '~/models/image-constants.ts';
import { MESSAGES } from '~/models/messages.ts';
import type { Product } from '~/models/product.ts';
import { productHref } from '~/models/product-paths.ts';
import { galleryImages, selectionQuery, type Selection } from '~/models/variants.ts';
import type { loader as productLoader } from '~/routes/product.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { VariationPickers } from './variation-pickers.tsx';

/** What the quick view asks the product route for (its loader answers without carousels and records nothing). */
function quickViewHref(productId: string, query: string): string {
  const params = new URLSearchParams(query);
  params.set('quickview', '1');
  return `/product/${encodeURIComponent(productId)}?${params}`;
}

/**
 * Spec: "Pick options" opens the "Pick Item Options" side sheet — name, price, pickers, quantity and
 * add to bag. It loads the product page's own data with a fetcher; choosing a value changes the
 * sheet's state (and reloads that data for the new variant's stock), never the URL.
 */
export default function QuickViewSheet({
  product,
  onClose,
  onCloseFocus,
}: {
  product: Product | null;
  onClose: () => void;
  onCloseFocus: () => void;
}) {
  const fetcher = useFetcher<typeof productLoader>();
  const [selection, setSelection] = useState<Selection>({});
  // The fetcher object changes as it loads; opening the sheet must start one load, not a loop.
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const load = (href: string) => void latest.current.load(href);

  useEffect(() => {
    if (!product) return;
    setSelection({});
    void latest.current.load(quickViewHref(product.id, ''));
  }, [product]);

  const view = fetcher.data?.view;
  const current =
    product && view && (view.product.id === product.id || view.product.id === product.masterId) ? view : null;
  const choose = (next: Selection) => {
    if (!current) return;
    setSelection(next);
    load(quickViewHref(current.product.id, selectionQuery(current.product, next)));
  };

  let body: ReactNode;
  if (!current) {
    body = (
      <p className="flex items-center gap-2 text-cocoa" role="status">
        <Spinner /> Loading {product?.name}…
      </p>
    );
  } else {
    const shown = current.product;
    const image = galleryImages(shown, { ...current.selection, ...selection })[0];
    const fullDetails = productHref(shown, selectionQuery(shown, current.selection));
    body = (
      <div
        className={`space-y-5 transition-opacity ${fetcher.state === 'loading' ? 'opacity-60' : ''}`}
        aria-busy={fetcher.state === 'loading'}
      >
        <div className="flex gap-4">
          {image ? (
            <img
              src={image.src}
              alt={image.alt}
              width={IMAGE_SIZES.tile / 4}
              height={IMAGE_SIZES.tile / 4}
              className="size-24 shrink-0 rounded bg-cream object-contain"
            />
          ) : null}
          <div className="space-y-1">
            <p className="text-lg font-bold leading-snug" data-testid="quick-view-name">
              {shown.name}
            </p>
            <ProductPrice product={shown} {...(current.variant ? { variant: current.variant } : {})} />
          </div>
        </div>
        <VariationPickers product={shown} selection={{ ...current.selection, ...selection }} onSelect={choose} />
        <ProductPurchase view={current} />
        <p>
          <Link to={fullDetails} className="text-sm font-semibold underline underline-offset-4">
            View full details
          </Link>
        </p>
      </div>
    );
  }

  return (
    <Dialog.Root open={product !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[99998] bg-chocolate-dark/50" />
        <Dialog.Content
          aria-describedby={undefined}
          // The opener is a plain button (no Radix trigger): the provider decides where the focus goes.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed inset-y-0 right-0 z-[99999] flex w-full max-w-md flex-col gap-5 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none"
          data-testid="quick-view"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold text-chocolate">{MESSAGES.pickItemOptions}</Dialog.Title>
            <Dialog.Close className="rounded p-2 hover:bg-cream-dark" aria-label="Close">
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          {body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
