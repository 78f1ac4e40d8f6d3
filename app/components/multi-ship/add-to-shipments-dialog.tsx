import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { Modal } from '~/components/ui/modal.tsx';
import { Spinner } from '~/components/ui/spinner.tsx';
import type { AddedItem } from '~/models/add-to-bag.ts';
import type { action as addAction, loader as sheetLoader } from '~/routes/add-to-shipments.tsx';
import { AddToShipmentsForm } from './add-to-shipments-form.tsx';

/**
 * The "Add Item to Shipments" sheet (catalog spec §2, §4) over the page the shopper added from: the
 * page `/cart/add-to-shipments` read by a fetcher and its form posted by another. Loaded on first use
 * (it brings the dialog library); on the add, `onAdded` opens "Added to Your Bag" in its place.
 */
export default function AddToShipmentsDialog({
  pid,
  quantity,
  redirectTo,
  returnFocusTo,
  onClose,
  onAdded,
}: {
  pid: string;
  quantity: number;
  redirectTo: string;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onAdded: (added: AddedItem) => void;
}) {
  const page = useFetcher<typeof sheetLoader>();
  const submit = useFetcher<typeof addAction>();
  const href = `/cart/add-to-shipments?${new URLSearchParams({ pid, quantity: String(quantity), redirectTo }).toString()}`;
  const { load } = page;
  useEffect(() => {
    void load(href);
  }, [load, href]);
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const result = submit.state === 'idle' ? (submit.data as { added?: AddedItem } | undefined) : undefined;
    if (!result?.added || reported.current === result) return;
    reported.current = result;
    onAdded(result.added);
  }, [submit.state, submit.data, onAdded]);
  const view = page.data;
  const recipientsHref = `/recipients?${new URLSearchParams({ redirectTo: href }).toString()}`;
  return (
    <Modal
      title="Add Item to Shipments"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      testId="add-to-shipments-sheet"
    >
      {!view ? (
        <p className="flex items-center gap-2">
          <Spinner /> Loading your recipients…
        </p>
      ) : (
        <div className="space-y-4">
          <p>
            Choose who receives <strong>{view.product.name}</strong>.
          </p>
          {view.recipients.length ? (
            <AddToShipmentsForm
              productId={view.product.id}
              quantity={view.quantity}
              recipients={view.recipients}
              redirectTo={view.redirectTo}
              addRecipientHref={recipientsHref}
              action={view.here}
              constraint={view.constraint}
              lastResult={submit.data && 'result' in submit.data ? (submit.data.result ?? null) : null}
              fetcher={submit as never}
            />
          ) : (
            <p>
              <Link to={recipientsHref} className="font-semibold underline">
                Add a recipient
              </Link>
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
