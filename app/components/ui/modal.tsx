import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode } from 'react';
import { CloseIcon } from '~/components/ui/icons/close-icon.tsx';

const WIDTHS = { sm: 'w-[min(92vw,28rem)]', md: 'w-[min(92vw,34rem)]', lg: 'w-[min(92vw,40rem)]' } as const;

/**
 * A centred modal dialog (Radix: focus trap, Escape, a Close button). Import it only from modules that
 * are themselves loaded on first use, so the dialog library never weighs on a page that has not
 * opened one. Without a Radix trigger (the opener is a plain control), pass `returnFocusTo` so focus
 * goes back to it on close.
 */
export function Modal({
  title,
  onClose,
  returnFocusTo,
  size = 'md',
  testId,
  children,
}: {
  title: string;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
  size?: keyof typeof WIDTHS;
  testId?: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[99998] bg-chocolate-dark/50" />
        <Dialog.Content
          aria-describedby={descriptionId}
          onCloseAutoFocus={
            returnFocusTo === undefined
              ? undefined
              : (event) => {
                  event.preventDefault();
                  returnFocusTo?.focus();
                }
          }
          data-testid={testId}
          className={`fixed left-1/2 top-1/2 z-[99999] max-h-[85vh] ${WIDTHS[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none`}
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-chocolate">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-2 hover:bg-cream-dark" aria-label="Close">
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div id={descriptionId}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the surrounding modal (e.g. "No"). */
export const ModalClose = Dialog.Close;
