import { Modal } from '~/components/ui/modal.tsx';
import { NEED_HELP_TITLE } from './need-help-title.ts';
import { NeedHelpBody } from './need-help.tsx';

/** The "Need Help" sheet, loaded on first open (it brings the dialog library). */
export default function NeedHelpModal({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  return (
    <Modal title={NEED_HELP_TITLE} onClose={onClose} returnFocusTo={returnFocusTo} testId="need-help-sheet">
      <NeedHelpBody />
    </Modal>
  );
}
