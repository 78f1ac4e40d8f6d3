import '~/models/zod-setup.ts';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * Conform with the form's zod schema, set up the same way everywhere: the browser validates a field
 * when it loses focus and again as it is corrected, with the very schema the action parses; the
 * server's reply (`lastResult`) shows its errors and keeps the shopper's input.
 */
export function useZodForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  options: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: Partial<Record<keyof z.input<Schema>, string>> } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
