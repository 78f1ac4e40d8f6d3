/**
 * The errors of a failed parse (Conform's `submission.error`), for the actions that answer with one
 * message rather than field by field (a bag line, add to bag, editing a line).
 */
import { MESSAGES } from './messages.ts';

/** The first message of a failed parse, in the schema's field order; `fallback` when it has none. */
export function firstError(
  error: Record<string, string[] | null> | null | undefined,
  fallback: string = MESSAGES.formInvalid,
): string {
  return (
    Object.values(error ?? {})
      .flat()
      .find((message): message is string => Boolean(message)) ?? fallback
  );
}
