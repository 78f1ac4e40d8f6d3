/** One line of a form's error summary: a form-wide message, or a field's first error with the field's id. */
export interface ErrorSummaryEntry {
  name: string;
  message: string;
  fieldId: string | null;
}

/**
 * The lines of a form's error summary from Conform's errors (keyed by field name, '' for the form):
 * form-wide messages first, then one line per field (its first error, after its label when given),
 * linking to the field by Conform's id `{formId}-{name}`.
 */
export function errorSummaryEntries(
  formId: string,
  errors: Record<string, string[] | null | undefined>,
  labels: Record<string, string> = {},
): ErrorSummaryEntry[] {
  const formWide = (errors[''] ?? []).map((message) => ({ name: '', message, fieldId: null }));
  const fields = Object.entries(errors).flatMap(([name, messages]) => {
    const first = messages?.[0];
    if (name === '' || !first) return [];
    const label = labels[name];
    return [{ name, message: label ? `${label}: ${first}` : first, fieldId: `${formId}-${name}` }];
  });
  return [...formWide, ...fields];
}

/** True when an action's answer carries a Conform reply with errors (a failed post), at its top or one level down. */
export function isFailedSubmission(actionData: unknown): boolean {
  if (!actionData || typeof actionData !== 'object') return false;
  const candidates = [actionData, ...Object.values(actionData)];
  return candidates.some((value) => {
    if (!value || typeof value !== 'object') return false;
    const reply = value as { status?: unknown; error?: unknown };
    if (reply.status !== 'error' || !reply.error || typeof reply.error !== 'object') return false;
    return Object.values(reply.error).some((messages) => Array.isArray(messages) && messages.length > 0);
  });
}
