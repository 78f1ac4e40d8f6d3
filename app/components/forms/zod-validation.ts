import '~/models/zod-setup.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/** The browser's half of a form's validation: loaded with zod the first time a shopper enters a form. */
export function validateWith(formData: FormData, schema: z.ZodObject) {
  return parseWithZod(formData, { schema });
}
