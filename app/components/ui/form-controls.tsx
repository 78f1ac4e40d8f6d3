import type { InputHTMLAttributes, Key, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { describedBy } from '~/components/ui/field.tsx';
import { MESSAGES } from '~/models/messages.ts';

const CONTROL_CLASSES =
  'w-full rounded border border-cocoa bg-white px-3 py-2 text-base text-chocolate aria-invalid:border-2 aria-invalid:border-red-700';

type Keyed<T> = T & { key?: Key | null };

function FieldErrors({ id, errors }: { id?: string; errors: string[] }) {
  return errors.length > 0 ? (
    <ul id={id} className="text-sm font-medium text-red-700">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  ) : null;
}

interface ControlProps {
  label: string;
  errors?: string[];
  errorId?: string;
  hint?: ReactNode;
}

/** The ids and invalid state a labelled control announces (its hint, then its errors). */
function describe(
  props: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: unknown },
  { errors = [], errorId, hint }: ControlProps,
) {
  const errorListId = errorId ?? (props.id ? `${props.id}-error` : undefined);
  const hintId = hint && props.id ? `${props.id}-hint` : undefined;
  const invalid = errors.length > 0 || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return {
    errorListId,
    hintId,
    aria: {
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy(props['aria-describedby'], hintId, errors.length > 0 ? errorListId : undefined),
    },
  };
}

/** A label above its control, then the hint and the errors the control is described by. */
function LabelledControl({
  id,
  label,
  hint,
  hintId,
  errors = [],
  errorListId,
  children,
}: ControlProps & { id?: string; hintId?: string; errorListId?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <div id={hintId} className="text-sm text-cocoa">
          {hint}
        </div>
      ) : null}
      <FieldErrors id={errorListId} errors={errors} />
    </div>
  );
}

/** A labelled `<select>` with its errors (Conform's `getSelectProps`). */
export function SelectField({
  selectProps,
  options,
  placeholder,
  ...control
}: ControlProps & {
  selectProps: Keyed<SelectHTMLAttributes<HTMLSelectElement>>;
  options: readonly { value: string; label: string }[];
  /** Starts on the spec's disabled placeholder, so a required select starts unanswered (catalog spec §5). */
  placeholder?: boolean;
}) {
  const { key, ...select } = selectProps;
  // Without a value the placeholder must be the selected option (a browser would pick the first enabled one).
  const defaultValue =
    placeholder && select.defaultValue === undefined && select.value === undefined ? '' : select.defaultValue;
  const { errorListId, hintId, aria } = describe(select, control);
  return (
    <LabelledControl id={select.id} errorListId={errorListId} hintId={hintId} {...control}>
      <select key={key ?? undefined} {...select} defaultValue={defaultValue} {...aria} className={CONTROL_CLASSES}>
        {placeholder ? (
          <option value="" disabled>
            {MESSAGES.selectPlaceholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}

/** A labelled `<textarea>` with its errors (Conform's `getTextareaProps`). */
export function TextareaField({
  textareaProps,
  ...control
}: ControlProps & { textareaProps: Keyed<TextareaHTMLAttributes<HTMLTextAreaElement>> }) {
  const { key, ...textarea } = textareaProps;
  const { errorListId, hintId, aria } = describe(textarea, control);
  return (
    <LabelledControl id={textarea.id} errorListId={errorListId} hintId={hintId} {...control}>
      <textarea key={key ?? undefined} rows={3} {...textarea} {...aria} className={CONTROL_CLASSES} />
    </LabelledControl>
  );
}

/** A checkbox or radio button with its label beside it (Conform's `getInputProps(…, { type: 'checkbox' })`). */
export function ChoiceField({
  inputProps,
  ...control
}: ControlProps & { inputProps: Keyed<InputHTMLAttributes<HTMLInputElement>> }) {
  const { key, type = 'checkbox', ...input } = inputProps;
  const { errorListId, hintId, aria } = describe(input, control);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          key={key ?? undefined}
          type={type}
          {...input}
          {...aria}
          className="mt-1 size-5 shrink-0 accent-chocolate"
        />
        <label htmlFor={input.id} className="text-base">
          {control.label}
        </label>
      </div>
      {control.hint ? (
        <div id={hintId} className="pl-7 text-sm text-cocoa">
          {control.hint}
        </div>
      ) : null}
      <FieldErrors id={errorListId} errors={control.errors ?? []} />
    </div>
  );
}
