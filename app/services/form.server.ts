/**
 * Reading a form post. A body that is not a form (JSON, garbage, a wrong content type) or is larger
 * than any of the shop's forms needs is bad input: the shopper gets a 4xx, never a 500.
 */
import { data } from 'react-router';
import { MESSAGES } from '~/models/messages.ts';

/** Not shown: no form of the shop comes near 64 KB (the gift message, the longest field, is 150 characters). */
export const MAX_FORM_BYTES = 64 * 1024;

export async function readFormData(request: Request): Promise<FormData> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_FORM_BYTES) throw data({ error: MESSAGES.formInvalid }, { status: 413 });
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) throw data({ error: MESSAGES.formInvalid }, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data({ error: MESSAGES.formInvalid }, { status: 400 });
  }
}
