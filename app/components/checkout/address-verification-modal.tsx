import { useState } from 'react';
import { addressFieldUnderDialog } from '~/components/forms/address-field.ts';
import { Modal } from '~/components/ui/modal.tsx';
import type { AddressVerification } from '~/models/address-verification.ts';
import { AddressVerificationChoices } from './address-verification-choices.tsx';

/** The dialog half of the address verification, loaded when a verification first needs the shopper (it brings the dialog library). */
export default function AddressVerificationModal({
  verification,
  onClose,
}: {
  verification: AddressVerification;
  onClose: () => void;
}) {
  const [returnFocusTo] = useState(addressFieldUnderDialog);
  return (
    <Modal title="Verify Your Address" onClose={onClose} returnFocusTo={returnFocusTo} size="lg">
      {/* "Edit Address" only closes the dialog: the form it covers still holds the address as entered, which is all
          the action's answer to `verify=edit` would bring back (a round trip the shopper would wait for). */}
      <AddressVerificationChoices verification={verification} onEdit={onClose} />
    </Modal>
  );
}
