/**
 * Reading a form post. The server refuses what cannot be a form of this site before any route runs
 * (app/models/form-post.ts); the same rule holds here for any other way in, and a body that still
 * cannot be parsed is bad input: the shopper gets a 4xx, never a 500.
 */
import { data } from 'react-router';
import { formPostProblem } from '~/models/form-post.ts';
import { MESSAGES } from '~/models/messages.ts';

export async function readFormData(request: Request): Promise<FormData> {
  const problem = formPostProblem({
    method: request.method,
    contentType: request.headers.get('content-type'),
    contentLength: request.headers.get('content-length'),
    transferEncoding: request.headers.get('transfer-encoding'),
  });
  if (problem) throw data({ error: problem.message }, { status: problem.status });
  try {
    return await request.formData();
  } catch {
    throw data({ error: MESSAGES.formInvalid }, { status: 400 });
  }
}
