import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { Modal } from '~/components/ui/modal.tsx';
import { Spinner } from '~/components/ui/spinner.tsx';
import { ADD_TREATS_PATH } from '~/models/bag-constants.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import type { loader as addTreatsLoader } from '~/routes/add-treats.tsx';
import { AddTreatsBody } from './add-treats.tsx';

/**
 * The "Add Treats" sheet, loaded on first open (it brings the dialog library). It reads its page's data with a
 * fetcher, which the router reads again after each add, so the banner and the treats follow the bag.
 */
export default function AddTreatsModal({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const fetcher = useFetcher<typeof addTreatsLoader>();
  // `load` keeps its identity while the fetcher loads: opening the sheet starts one load.
  const { load } = fetcher;
  useEffect(() => void load(ADD_TREATS_PATH), [load]);
  const view = fetcher.data?.view;
  return (
    <Modal
      title={BAG_MESSAGES.addTreatsTitle}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="lg"
      testId="add-treats-sheet"
    >
      {view ? (
        <AddTreatsBody view={view} headingLevel="h3" />
      ) : (
        <p className="flex items-center gap-2 text-cocoa" role="status">
          <Spinner /> Loading treats…
        </p>
      )}
    </Modal>
  );
}
