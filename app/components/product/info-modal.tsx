import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '~/components/ui/icons.tsx';

/** The modal half of InfoDialog, loaded the first time a shopper opens one (it brings the dialog library). */
export default function InfoModal({ title, onClose, returnFocusTo, children }: { title: string; onClose: () => void; returnFocusTo: HTMLElement | null; children: ReactNode }) {
  const descriptionId = useId();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[99998] bg-chocolate-dark/50" />
        <Dialog.Content
          aria-describedby={descriptionId}
          // No Radix trigger here (the <summary> is): hand focus back to it on close.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-[99999] max-h-[85vh] w-[min(92vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-chocolate">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-2 hover:bg-cream-dark" aria-label="Close">
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div id={descriptionId} className="text-sm">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
