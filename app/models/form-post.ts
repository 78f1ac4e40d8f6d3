/**
 * What a state-changing request must look like before any route sees it (server/index.ts). Every
 * action of the storefront reads an HTML form, which browsers — with or without JavaScript — send as
 * `application/x-www-form-urlencoded` (or `multipart/form-data` for a form that says so). Anything
 * else (JSON, text/plain, no body type at all) is refused with 415, and a body larger than any form
 * with 413, so no action ever parses it. Inside the app, `readFormData` (app/services/form.server.ts)
 * turns a form body that still cannot be parsed into a 400.
 */
import { FORM_BODY_MAX_BYTES } from './constants.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export interface FormPost {
  method: string;
  contentType: string | null;
  /** The Content-Length header, when sent. */
  contentLength: string | null;
  /** The Transfer-Encoding header, when sent (a streamed body of unknown length). */
  transferEncoding?: string | null;
}

export interface FormPostProblem {
  status: 411 | 413 | 415;
  message: string;
}

/** Not shown: the texts of the two refusals (plain text; a page of this site never triggers them). */
export const FORM_POST_MESSAGES = {
  unsupported: 'Please send this form from the page: only form posts (application/x-www-form-urlencoded or multipart/form-data) are accepted.',
  tooLarge: 'This form is too large to be accepted.',
  lengthRequired: 'Please send this form from the page: a form post says how long it is.',
} as const;

/** Why a state-changing request cannot be a form post of this site, or null when it can. */
export function formPostProblem({ method, contentType, contentLength, transferEncoding = null }: FormPost): FormPostProblem | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_CONTENT_TYPES.has(mediaType)) return { status: 415, message: FORM_POST_MESSAGES.unsupported };
  // Browsers always send a form's length; a streamed body of unknown length could be any size.
  if (contentLength === null && transferEncoding) return { status: 411, message: FORM_POST_MESSAGES.lengthRequired };
  if (contentLength !== null) {
    const length = Number(contentLength);
    if (!Number.isSafeInteger(length) || length < 0 || length > FORM_BODY_MAX_BYTES) return { status: 413, message: FORM_POST_MESSAGES.tooLarge };
  }
  return null;
}
