import type { ReactNode } from 'react';
import { Modal } from '~/components/ui/modal.tsx';

/** The modal half of InfoDialog, loaded the first time a shopper opens one (it brings the dialog library). */
export default function InfoModal({
  title,
  onClose,
  returnFocusTo,
  children,
}: {
  title: string;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
  children: ReactNode;
}) {
  return (
    // No Radix trigger here (the <summary> is): focus goes back to it on close.
    <Modal title={title} onClose={onClose} returnFocusTo={returnFocusTo}>
      <div className="text-sm">{children}</div>
    </Modal>
  );
}
