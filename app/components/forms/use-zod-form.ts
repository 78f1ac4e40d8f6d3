import { useForm, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { serverFields } from './server-fields.ts';

type Validate = (formData: FormData) => ReturnType<typeof import('./zod-validation.ts').validateWith>;

/**
 * Conform with the form's zod schema, set up the same way everywhere: the browser validates a field
 * when it loses focus and again as it is corrected, with the very schema the action parses; the
 * server's reply (`lastResult`) shows its errors and keeps the shopper's input.
 *
 * zod is most of a form page's JavaScript, so it is not part of the page: the HTML constraints
 * (required, lengths, patterns) come from the loader (`constraint`), and the schema with zod loads
 * the moment the shopper first moves into the form. Fields left before it arrived are checked as
 * soon as it does; a form sent before that is validated by the server, as without JavaScript, and
 * the server's answer stands.
 */
export function useZodForm<Schema extends z.ZodObject>(
  id: string,
  options: {
    constraint: FormConstraint;
    loadSchema: () => Promise<Schema>;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
  },
) {
  const { loadSchema } = options;
  const [validate, setValidate] = useState<Validate | null>(null);
  const leftEarly = useRef(new Set<string>());
  // The optional field just left empty, if any (see `onValidate` below).
  const leftEmpty = useRef<string | null>(null);

  useEffect(() => {
    const form = document.getElementById(id);
    if (!form) return;
    let state: 'idle' | 'loading' | 'loaded' = 'idle';
    const load = () => {
      if (state !== 'idle') return;
      state = 'loading';
      void Promise.all([import('./zod-validation.ts'), loadSchema()]).then(([{ validateWith }, schema]) => {
        state = 'loaded';
        setValidate(() => (formData: FormData) => validateWith(formData, schema));
      });
    };
    const left = (event: FocusEvent) => {
      const field = event.target as HTMLInputElement | null;
      const name = field?.name;
      if (!name) return;
      leftEmpty.current = field.value === '' && !options.constraint[name]?.required ? name : null;
      if (state !== 'loaded' && leftEmpty.current !== name) leftEarly.current.add(name);
    };
    // A form sent before the schema came is validated by the server, whose answer stands: checking the fields left
    // before it against the schema once it comes would replace that answer's messages (a refusal of the whole form
    // among them) with the browser's.
    const sent = () => leftEarly.current.clear();
    // The shopper may already be typing when the page hydrates.
    if (form.contains(document.activeElement)) load();
    form.addEventListener('focusin', load);
    // Capture: before Conform's own listener on the document validates the field that was left.
    form.addEventListener('focusout', left, true);
    form.addEventListener('submit', sent);
    return () => {
      form.removeEventListener('focusin', load);
      form.removeEventListener('focusout', left, true);
      form.removeEventListener('submit', sent);
    };
  }, [id, loadSchema, options.constraint]);

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: options.constraint,
    // Until the schema is here, nothing is checked as fields are left (Conform would ask the server).
    shouldValidate: validate ? 'onBlur' : 'onSubmit',
    shouldRevalidate: validate ? 'onInput' : 'onSubmit',
    onValidate: validate ? ({ formData }) => withoutEmptyOptional(validate(formData), leftEmpty) as never : undefined,
  });

  useEffect(() => {
    if (!validate) return;
    for (const name of leftEarly.current) form.validate({ name });
    leftEarly.current.clear();
  }, [validate, form]);

  // The server renders the form once: its fields are read without Conform's per-read bookkeeping (server-fields.ts).
  // `import.meta.env.SSR` rather than a test of `document`: the browser's build leaves that code out.
  return [form, import.meta.env.SSR ? serverFields(form, fields, options.constraint) : fields] as const;
}

/**
 * An optional field (no `required` in its constraint) left empty is not judged as the shopper leaves it: emptiness is
 * only wrong when the form is sent. Leaving the bag's emptied promo code field for "Checkout" would otherwise show
 * "Required" above the button, moving it from under the pointer before the click lands. Sending the form still checks
 * every field. Conform reads the outcome through the submission's `reply()`, so that is where the error is dropped.
 */
function withoutEmptyOptional(
  submission: ReturnType<Validate>,
  leftEmpty: { current: string | null },
): ReturnType<Validate> {
  const name = leftEmpty.current;
  leftEmpty.current = null;
  if (!name) return submission;
  return {
    ...submission,
    reply: (options) => {
      const result = submission.reply(options);
      if (result.intent?.type !== 'validate' || result.intent.payload.name !== name || !result.error?.[name])
        return result;
      const { [name]: _left, ...error } = result.error;
      return { ...result, error };
    },
  };
}
