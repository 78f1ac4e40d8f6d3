/**
 * Reading a form post. The server refuses what cannot be a form of this site before any route runs
 * (app/models/form-post.ts); the same rule holds here for any other way in, and a body that still
 * cannot be parsed is bad input: the shopper gets a 4xx, never a 500. A form over the field caps, or
 * with a field name no form of the shop has (a huge list index, thousands of `.` parts — the server
 * checked an urlencoded body already as it arrived), is refused before Conform or any schema sees it,
 * with a fixed message: nothing the client sent is echoed back. `parseForm` is every action's way to
 * parse a form with its schema: Conform's reply echoes what it parsed, so it sees only the fields the
 * form defines (app/models/form-fields.ts).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import type { FormOutcome } from '~/models/action-result.ts';
import { definedFields, formFields } from '~/models/form-fields.ts';
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
  const fieldsProblem = formFieldsProblem(form.keys());
  if (fieldsProblem) throw data({ error: fieldsProblem.message }, { status: fieldsProblem.status });
  return form;
}

/** Conform's parse of a form with its schema, of the fields the schema defines only: its reply never echoes a field the form does not have. */
export function parseForm<Schema extends z.ZodType>(
  payload: FormData | URLSearchParams,
  { schema }: { schema: Schema },
) {
  return parseWithZod(definedFields(payload, formFields(schema)), { schema });
}

/** A service's form outcome as the action's answer: the page again with the form's answer, or the redirect. */
export function answerForm<Answer>(outcome: FormOutcome<Answer>) {
  if ('redirectTo' in outcome) throw redirect(outcome.redirectTo);
  return data(outcome.answer, outcome.init);
}
