import type { ReactNode } from 'react';

/**
 * The page frame of every service-form route (README "Service forms"): one top spacing, one heading size and one
 * column width, so going from one form to another nothing jumps. Inside a content page the forms sit in the
 * placeholder's frame instead (content/placeholder-forms.tsx).
 */
export function ServiceFormPage({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-2xl space-y-6 py-8">
      <h1 id={titleId} className="text-3xl font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}
