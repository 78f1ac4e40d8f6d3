import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';

const InfoModal = lazy(() => import('./info-modal.tsx'));

const TRIGGER =
  'inline-flex cursor-pointer items-center gap-1.5 rounded text-sm font-semibold text-chocolate underline underline-offset-4 hover:text-candy';

/**
 * A small modal for the product page's notices ("Heat Sensitive", "View Ingredients"). The same
 * content works both ways: without JavaScript it is a `<details>` disclosure that opens in place;
 * once hydrated the trigger opens a Radix dialog instead (focus trapped, Escape closes, focus
 * returns to the trigger), whose code loads on that first click.
 */
export function InfoDialog({
  label,
  title,
  icon,
  children,
}: {
  label: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  return (
    <>
      <details className="group">
        <summary
          ref={summary}
          className={`${TRIGGER} list-none [&::-webkit-details-marker]:hidden`}
          aria-haspopup={hydrated ? 'dialog' : undefined}
          onClick={
            hydrated
              ? (event) => {
                  event.preventDefault();
                  setOpen(true);
                }
              : undefined
          }
        >
          {icon}
          {label}
        </summary>
        <div className="mt-2 max-w-prose rounded border border-caramel bg-white p-4 text-sm">{children}</div>
      </details>
      {open ? (
        <Suspense fallback={null}>
          <InfoModal title={title} onClose={() => setOpen(false)} returnFocusTo={summary.current}>
            {children}
          </InfoModal>
        </Suspense>
      ) : null}
    </>
  );
}
