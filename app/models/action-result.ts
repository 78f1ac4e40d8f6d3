/**
 * What every form action answers when it does not redirect: Conform's reply for the form posted
 * (`submission.reply()`: field and form errors, the input kept) and, where the action has news for
 * the shopper, its messages. One shape, so a page or an enhanced form reads every action the same way:
 * a refusal is the reply's errors (`formError` for the one message of the whole form), news is in
 * `messages`. An action may add what is its own (the added item of /cart/add, the order of
 * /track-order); the shape itself is not redefined.
 */
import type { SubmissionResult } from '@conform-to/react';

export interface ActionResult {
  /** Conform's reply; null only where no form was answered. */
  result: SubmissionResult<string[]> | null;
  /** What a change that went through says (e.g. "Quantity updated from 3 to 2"), in order. */
  messages?: string[];
}

/**
 * A page with several forms (told apart by their hidden `intent`) says which one answered, so each
 * form takes only its own reply; null when the post named no form of the page.
 */
export interface IntentResult<Intent extends string> extends ActionResult {
  intent: Intent | null;
}

/** A reply for a post that no form of the page could have sent (nothing to parse it with). */
export function formRefusal(message: string): SubmissionResult<string[]> {
  return { status: 'error', error: { '': [message] } };
}

/** The message for the whole form (its first form error), if the reply has one. */
export function formError(result: SubmissionResult<string[]> | null | undefined): string | undefined {
  return result?.error?.['']?.[0] ?? undefined;
}

/** A field's value as the refused post sent it (Conform keeps the input in `initialValue`). */
export function postedValue(result: SubmissionResult<string[]> | null | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * What a service answers a form post with, for its route to send: the page again with the form's answer (and its
 * status and headers: 400 for a refusal), or the page the shopper goes on to (Post/Redirect/Get).
 */
export type FormOutcome<Answer> = { answer: Answer; init?: ResponseInit } | { redirectTo: string };
