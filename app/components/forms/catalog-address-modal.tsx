import { useState } from 'react';
import { Modal } from '~/components/ui/modal.tsx';
import { addressFieldUnderDialog } from './address-field.ts';
import { CatalogAddressChoices, type CatalogAddressConfirmation } from './catalog-address-choices.tsx';

/** The dialog half of the catalog's address confirmation, loaded when a confirmation first shows (it brings the dialog library). */
export default function CatalogAddressModal({
  confirmation,
  onClose,
}: {
  confirmation: CatalogAddressConfirmation;
  onClose: () => void;
}) {
  const [returnFocusTo] = useState(addressFieldUnderDialog);
  return (
    <Modal
      title="Confirm Your Address"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="lg"
      testId="catalog-address-dialog"
    >
      <CatalogAddressChoices confirmation={confirmation} />
    </Modal>
  );
}
