import { useState, type InputHTMLAttributes, type Key, type ReactNode } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';
import { SHOW_PASSWORD_LABEL } from '~/models/form-constants.ts';

interface FieldProps {
  label: string;
  /** Usually Conform's `getInputProps(...)`: id, name, type, required, aria-invalid, aria-describedby, key. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: Key | null };
  errors?: string[];
  errorId?: string;
  hint?: ReactNode;
  hintId?: string;
}

/** The unique, non-empty ids, space-separated, for `aria-describedby`. */
export function describedBy(...lists: (string | undefined)[]): string | undefined {
  const ids = new Set(lists.flatMap((list) => list?.split(/\s+/) ?? []).filter(Boolean));
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

/** A labelled text-like input with an optional hint and its server or client validation errors. */
export function Field({ label, inputProps, errors = [], errorId, hint, hintId }: FieldProps) {
  // Conform hands over `key` so the input remounts on form reset; it cannot be spread as a prop.
  const { key, type = 'text', ...input } = inputProps;
  const hasErrors = errors.length > 0;
  const errorListId = errorId ?? (input.id ? `${input.id}-error` : undefined);
  const hintTextId = hint ? (hintId ?? (input.id ? `${input.id}-hint` : undefined)) : undefined;
  // Conform only names the error list; the hint must be announced too, and callers without Conform get both.
  const ariaDescribedBy = describedBy(input['aria-describedby'], hintTextId, hasErrors ? errorListId : undefined);
  const invalid = hasErrors || input['aria-invalid'] === true || input['aria-invalid'] === 'true';
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  // Only with JavaScript can the password be shown; without it the field stays a password field and no button is offered.
  const revealable = type === 'password' && hydrated;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={input.id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          key={key ?? undefined}
          type={revealable && revealed ? 'text' : type}
          {...input}
          aria-invalid={invalid || undefined}
          aria-describedby={ariaDescribedBy}
          className={`w-full rounded border border-cocoa bg-white px-3 py-2 text-base text-chocolate placeholder:text-cocoa aria-invalid:border-2 aria-invalid:border-red-700 ${revealable ? 'pr-20' : ''}`}
        />
        {revealable ? (
          <button
            type="button"
            aria-controls={input.id}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
            className="absolute inset-y-1 right-1 min-w-11 rounded px-2 text-sm font-semibold text-chocolate underline"
          >
            {SHOW_PASSWORD_LABEL}
          </button>
        ) : null}
      </div>
      {hint ? (
        // A div, not a p: hints may be lists (the password policy).
        <div id={hintTextId} className="text-sm text-cocoa">
          {hint}
        </div>
      ) : null}
      {hasErrors ? (
        <ul id={errorListId} className="text-sm font-medium text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
