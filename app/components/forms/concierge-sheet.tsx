import { lazy } from 'react';
import { SheetLink } from '~/components/ui/sheet-link.tsx';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { CONCIERGE_ACTION } from './concierge-form.tsx';

const loadModal = () => import('./concierge-modal.tsx');
const ConciergeModal = lazy(loadModal);

/** The "Find a Concierge" opener: a link to the page without JavaScript, the sheet with it. */
export function FindConciergeLink({ constraint, className }: { constraint: FormConstraint; className?: string }) {
  return (
    <SheetLink
      to={CONCIERGE_ACTION}
      preload={loadModal}
      className={className}
      sheet={(controls) => <ConciergeModal constraint={constraint} {...controls} />}
    >
      Find a Concierge
    </SheetLink>
  );
}
