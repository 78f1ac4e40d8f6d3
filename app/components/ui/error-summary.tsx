import type { FormMetadata } from '@conform-to/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { reportSummary } from '~/components/ui/error-title.tsx';
import { ERROR_SUMMARY_TITLE } from '~/models/form-constants.ts';
import { errorSummaryEntries } from '~/models/error-summary.ts';

// Conform's metadata for any form; the summary reads only its id, status and errors.
type AnyForm = Pick<FormMetadata<Record<string, unknown>, string[]>, 'id' | 'errorId' | 'status' | 'allErrors'>;

/**
 * The errors of a Conform form at its top: the form's own messages, then one link per field in error
 * that moves to the field. It is an alert, so it is announced as it appears; it takes the focus after
 * each submission that fails (the browser's or the server's check) and marks the page title. Without
 * JavaScript the server's page after a failed post carries `autofocus` on it, so the browser focuses it on
 * load (React renders that attribute only on the server; in the browser the effect below does the work).
 */
export function ErrorSummary({ form, labels = {} }: { form: AnyForm; labels?: Record<string, string> }) {
  const entries = errorSummaryEntries(form.id, form.allErrors, labels);
  const summary = useRef<HTMLDivElement>(null);
  const [submits, setSubmits] = useState(0);
  const shown = entries.length > 0;

  useEffect(() => {
    const element = document.getElementById(form.id);
    if (!element) return;
    const submitted = () => setSubmits((count) => count + 1);
    element.addEventListener('submit', submitted);
    return () => element.removeEventListener('submit', submitted);
  }, [form.id]);

  // Conform focuses the first invalid field when a submission fails; the summary comes first instead.
  useEffect(() => {
    if (submits > 0 && form.status === 'error' && shown) summary.current?.focus();
  }, [submits, form.status, shown]);

  useEffect(() => reportSummary(form.errorId, shown), [form.errorId, shown]);

  const moveTo = (event: MouseEvent<HTMLAnchorElement>, name: string, id: string) => {
    const field =
      document.getElementById(id) ??
      document.querySelector<HTMLElement>(`#${CSS.escape(form.id)} [name="${CSS.escape(name)}"]`);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  return (
    <div
      ref={summary}
      id={form.errorId}
      role="alert"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- moves the focus to the errors a failed post just produced, as the effect does with JavaScript
      autoFocus={shown}
      aria-labelledby={shown ? `${form.errorId}-title` : undefined}
      className={
        shown
          ? 'scroll-mt-32 rounded border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-950 outline-none focus-visible:ring-2 focus-visible:ring-red-700'
          : undefined
      }
    >
      {shown ? (
        <>
          <p id={`${form.errorId}-title`} className="mb-2 font-semibold">
            {ERROR_SUMMARY_TITLE}
          </p>
          <ul className="space-y-1">
            {entries.map((entry) => (
              <li key={`${entry.name}:${entry.message}`}>
                {entry.fieldId ? (
                  <a
                    href={`#${entry.fieldId}`}
                    onClick={(event) => moveTo(event, entry.name, entry.fieldId!)}
                    className="font-medium underline"
                  >
                    {entry.message}
                  </a>
                ) : (
                  entry.message
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
