import { lazy } from 'react';
import { SheetLink } from '~/components/ui/sheet-link.tsx';
import { NEED_HELP_PATH } from '~/models/site-constants.ts';
import { NEED_HELP_TITLE } from './need-help-title.ts';

const loadModal = () => import('./need-help-modal.tsx');
const NeedHelpModal = lazy(loadModal);

/** The "Need Help" opener of the bag: a link to the page without JavaScript, the sheet with it. */
export function NeedHelpLink({ className }: { className?: string }) {
  return (
    <SheetLink
      to={NEED_HELP_PATH}
      preload={loadModal}
      className={className}
      sheet={(controls) => <NeedHelpModal {...controls} />}
    >
      {`${NEED_HELP_TITLE}?`}
    </SheetLink>
  );
}
