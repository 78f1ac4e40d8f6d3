import { lazy, Suspense, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { CONCIERGE_ACTION } from './concierge-form.tsx';

const ConciergeModal = lazy(() => import('./concierge-modal.tsx'));

/** The "Find a Concierge" opener: a link to the page without JavaScript, the sheet with it. */
export function FindConciergeLink({ constraint, className }: { constraint: FormConstraint; className?: string }) {
  const hydrated = useHydrated();
  // The link that opened the sheet, to take the focus back to; null while the sheet is closed.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <a
        href={CONCIERGE_ACTION}
        className={className}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={(event) => {
          // A modified click keeps the link's own meaning (a new tab or window), as the other sheet openers do.
          if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpener(event.currentTarget);
        }}
      >
        Find a Concierge
      </a>
      {opener ? (
        <Suspense fallback={null}>
          <ConciergeModal constraint={constraint} onClose={() => setOpener(null)} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
