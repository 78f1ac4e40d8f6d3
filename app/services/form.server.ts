/**
 * Reading a form post. The server refuses what cannot be a form of this site before any route runs
 * (app/models/form-post.ts); the same rule holds here for any other way in, and a body that still
 * cannot be parsed is bad input: the shopper gets a 4xx, never a 500. A form over the field caps
 * (the server counted them already as the body arrived) is refused before any schema parses it.
 */
import { data } from 'react-router';
import { formFieldsProblem, formPostProblem } from '~/models/form-post.ts';
import { MESSAGES } from '~/models/messages.ts';

export async function readFormData(request: Request): Promise<FormData> {
  const problem = formPostProblem({
    method: request.method,
    contentType: request.headers.get('content-type'),
    contentLength: request.headers.get('content-length'),
    transferEncoding: request.headers.get('transfer-encoding'),
  });
  if (problem) throw data({ error: problem.message }, { status: problem.status });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ error: MESSAGES.formInvalid }, { status: 400 });
  }
  const tooMany = formFieldsProblem(form.keys());
  if (tooMany) throw data({ error: tooMany.message }, { status: tooMany.status });
  return form;
}
