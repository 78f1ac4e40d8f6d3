import { Button } from '~/components/ui/button.tsx';
import { Modal, ModalClose } from '~/components/ui/modal.tsx';

/**
 * The removal confirmation as a dialog (catalog spec §4: "minus at or below minimum asks to confirm
 * removal; Yes sets quantity 0"). Loaded the first time a shopper asks to remove a line: it brings
 * the dialog library. Focus returns to the control that opened it.
 */
export default function RemoveDialog({
  question,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  question: string;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  return (
    <Modal title={question} onClose={onClose} returnFocusTo={returnFocusTo} size="sm" testId="remove-dialog">
      <p className="sr-only">Confirm that the item should leave your bag.</p>
      <div className="flex gap-3">
        <Button type="button" onClick={onConfirm}>
          Yes
        </Button>
        <ModalClose asChild>
          <Button type="button" variant="secondary">
            No
          </Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
