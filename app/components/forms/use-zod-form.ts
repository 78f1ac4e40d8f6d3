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
      const name = (event.target as HTMLInputElement | null)?.name;
      if (name && state !== 'loaded') leftEarly.current.add(name);
    };
    // A form sent before the schema came is validated by the server, whose answer stands: checking the fields left
    // before it against the schema once it comes would replace that answer's messages (a refusal of the whole form
    // among them) with the browser's.
    const sent = () => leftEarly.current.clear();
    // The shopper may already be typing when the page hydrates.
    if (form.contains(document.activeElement)) load();
    form.addEventListener('focusin', load);
    form.addEventListener('focusout', left);
    form.addEventListener('submit', sent);
    return () => {
      form.removeEventListener('focusin', load);
      form.removeEventListener('focusout', left);
      form.removeEventListener('submit', sent);
    };
  }, [id, loadSchema]);

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: options.constraint,
    // Until the schema is here, nothing is checked as fields are left (Conform would ask the server).
    shouldValidate: validate ? 'onBlur' : 'onSubmit',
    shouldRevalidate: validate ? 'onInput' : 'onSubmit',
    onValidate: validate ? ({ formData }) => validate(formData) as never : undefined,
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
