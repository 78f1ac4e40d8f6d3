import { Modal, ModalClose } from '~/components/ui/modal.tsx';
import type { SiteId } from '~/models/sites.ts';
import { EXIT_MODAL_SITE_NAMES, SiteExitChoices, SITE_EXIT_TEXTS } from './site-exit.tsx';

/** The site-exit warning as a dialog, loaded when the shopper first follows a site tab (it brings the dialog library). */
export default function SiteExitModal({
  siteId,
  href,
  onClose,
  returnFocusTo,
}: {
  siteId: SiteId;
  href: string;
  onClose: () => void;
  returnFocusTo: HTMLElement;
}) {
  const siteName = EXIT_MODAL_SITE_NAMES[siteId];
  return (
    <Modal
      title={SITE_EXIT_TEXTS.title(siteName)}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="sm"
      testId="site-exit-dialog"
    >
      <SiteExitChoices
        siteName={siteName}
        href={href}
        stay={(className) => <ModalClose className={className}>{SITE_EXIT_TEXTS.stay}</ModalClose>}
      />
    </Modal>
  );
}
