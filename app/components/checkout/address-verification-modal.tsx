import { useState } from 'react';
import { Modal } from '~/components/ui/modal.tsx';
import { AddressVerificationChoices, type AddressVerification } from './address-verification-choices.tsx';

/**
 * The address field of the form under the dialog (not the choices' hidden copies). The dialog opens on the action's
 * answer, after the button that sent the form was disabled while it was pending, so the focus it would go back to is
 * gone: closed, by a choice or dismissed, the dialog leaves the shopper at the address it was about.
 */
function addressField(): HTMLElement | null {
  return document.querySelector<HTMLElement>('form input[name="address1"]:not([type="hidden"])');
}

/** The dialog half of the address verification, loaded when a verification first needs the shopper (it brings the dialog library). */
export default function AddressVerificationModal({ verification, onClose }: { verification: AddressVerification; onClose: () => void }) {
  const [returnFocusTo] = useState(addressField);
  return (
    <Modal title="Verify Your Address" onClose={onClose} returnFocusTo={returnFocusTo} size="lg">
      {/* "Edit Address" only closes the dialog: the form it covers still holds the address as entered, which is all
          the action's answer to `verify=edit` would bring back (a round trip the shopper would wait for). */}
      <AddressVerificationChoices verification={verification} onEdit={onClose} />
    </Modal>
  );
}
