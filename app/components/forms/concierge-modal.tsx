import { Modal } from '~/components/ui/modal.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { ConciergeForm } from './concierge-form.tsx';

/** The "Find a Concierge" sheet, loaded on first open (it brings the dialog library). */
export default function ConciergeModal({
  constraint,
  onClose,
  returnFocusTo,
}: {
  constraint: FormConstraint;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  return (
    <Modal title="Find a Concierge" onClose={onClose} returnFocusTo={returnFocusTo} testId="concierge-sheet">
      <p className="mb-4">Enter your zip code to find the corporate gifts concierge for your area.</p>
      <ConciergeForm constraint={constraint} />
    </Modal>
  );
}
