import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { Modal } from '~/components/ui/modal.tsx';
import { Spinner } from '~/components/ui/spinner.tsx';
import { PICKUP_MESSAGES } from '~/models/pickup.ts';
import type { action as pickupAction, loader as pickupLoader } from '~/routes/pickup.tsx';
import { ChangeShopWarning } from './change-shop-warning.tsx';
import { ShopSearch } from './shop-search.tsx';

/**
 * The "Pick-Up In Shop" sheet (catalog spec §2, §4 "Shop selection") over the page: `/pickup` read by
 * fetchers (its search too), Select posted by another. A chosen shop sends the shopper back to the
 * page, which closes the sheet (the opener keys it to the location). Loaded on first use.
 */
export default function ShopSelectionDialog({
  href,
  returnFocusTo,
  onClose,
}: {
  href: string;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}) {
  const page = useFetcher<typeof pickupLoader>();
  const search = useFetcher<typeof pickupLoader>();
  const select = useFetcher<typeof pickupAction>();
  const { load } = page;
  useEffect(() => {
    void load(href);
  }, [load, href]);
  const view = search.data ?? page.data;
  const answer = select.state === 'idle' ? select.data : undefined;
  return (
    <Modal
      title="Pick-Up In Shop"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="lg"
      testId="shop-selection-sheet"
    >
      {!view ? (
        <p className="flex items-center gap-2">
          <Spinner /> Loading the shop search…
        </p>
      ) : (
        <div className="space-y-4">
          <p data-testid="selected-shop">
            {view.chosen ? (
              <>
                Your shop: <strong>{view.chosen.name}</strong>
              </>
            ) : (
              PICKUP_MESSAGES.selectPrompt
            )}
          </p>
          {answer && 'error' in answer ? (
            <p role="alert" className="font-semibold text-red-800">
              {answer.error}
            </p>
          ) : null}
          {answer && 'confirm' in answer ? (
            <ChangeShopWarning confirm={answer.confirm} select={select as never} />
          ) : null}
          <ShopSearch
            state={view.search}
            constraint={view.constraint}
            fetchers={{ search: search as never, select: select as never }}
            formId="shop-search-sheet"
          />
        </div>
      )}
    </Modal>
  );
}
