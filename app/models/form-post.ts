/**
 * What a state-changing request must look like before any route sees it (server/index.ts). Every
 * action of the storefront reads an HTML form, which browsers — with or without JavaScript — send as
 * `application/x-www-form-urlencoded` (or `multipart/form-data` for a form that says so). Anything
 * else (JSON, text/plain, no body type at all) is refused with 415, and a body larger than any form
 * with 413, so no action ever parses it. The server then reads the body itself (server/request-body.ts)
 * and counts its fields as they arrive (`formBodyScanner`): a form of more fields, or of one name
 * repeated more often, than any form of the shop sends is refused before anything parses it, and so is
 * a field name no form of the shop has the shape of (`fieldNameProblem`: a list index, length or depth
 * past any real form's, or characters a name of ours never has). Inside the app, `readFormData`
 * (app/services/form.server.ts) holds the same rules over the parsed form and turns a form body that
 * still cannot be parsed into a 400.
 */
import {
  FORM_BODY_MAX_BYTES,
  FORM_MAX_FIELDS,
  FORM_MAX_LIST_INDEX,
  FORM_MAX_NAME_DEPTH,
  FORM_MAX_NAME_LENGTH,
  FORM_MAX_REPEATS_PER_NAME,
} from './form-constants.ts';

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
  status: 400 | 411 | 413 | 415;
  message: string;
}

/** Not shown: the texts of the two refusals (plain text; a page of this site never triggers them). */
export const FORM_POST_MESSAGES = {
  unsupported:
    'Please send this form from the page: only form posts (application/x-www-form-urlencoded or multipart/form-data) are accepted.',
  tooLarge: 'This form is too large to be accepted.',
  lengthRequired: 'Please send this form from the page: a form post says how long it is.',
  tooManyFields: 'This form has too many fields to be accepted.',
  repeatedField: 'This form repeats a field too often to be accepted.',
  fieldName: 'This form has a field this site does not send.',
} as const;

/** Why a state-changing request cannot be a form post of this site, or null when it can. */
export function formPostProblem({
  method,
  contentType,
  contentLength,
  transferEncoding = null,
}: FormPost): FormPostProblem | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_CONTENT_TYPES.has(mediaType)) return { status: 415, message: FORM_POST_MESSAGES.unsupported };
  // Browsers always send a form's length; a streamed body of unknown length could be any size.
  if (contentLength === null && transferEncoding) return { status: 411, message: FORM_POST_MESSAGES.lengthRequired };
  if (contentLength !== null) {
    const length = Number(contentLength);
    if (!Number.isSafeInteger(length) || length < 0 || length > FORM_BODY_MAX_BYTES)
      return { status: 413, message: FORM_POST_MESSAGES.tooLarge };
  }
  return null;
}

// How the shop's forms spell a name: a word (letters, digits, `_`, `-`), then `.word` parts or list indexes `[n]`.
const FIELD_NAME = /^[\w-]+(?:\.[\w-]+|\[\d+\])*$/;

/**
 * Whether a field's name is past what any form of the shop sends: Conform would build a list as long
 * as its index and an object as deep as its parts (form-constants.ts). Only names of the shop's shape pass,
 * so a name an attacker made up never carries markup back into a reply. The refusal names no field.
 */
export function fieldNameProblem(name: string): FormPostProblem | null {
  const refused = { status: 400 as const, message: FORM_POST_MESSAGES.fieldName };
  if (name.length > FORM_MAX_NAME_LENGTH || !FIELD_NAME.test(name)) return refused;
  if (name.split(/[.[]/).length > FORM_MAX_NAME_DEPTH) return refused;
  for (const [, index] of name.matchAll(/\[(\d+)\]/g)) if (Number(index) > FORM_MAX_LIST_INDEX) return refused;
  return null;
}

/** Counts a form's fields as they come; the first field over a cap, or of a name no form has, makes the problem. */
export class FormFieldCounter {
  private total = 0;
  private readonly byName = new Map<string, number>();

  add(name: string): FormPostProblem | null {
    const badName = fieldNameProblem(name);
    if (badName) return badName;
    if (++this.total > FORM_MAX_FIELDS) return { status: 413, message: FORM_POST_MESSAGES.tooManyFields };
    const repeats = (this.byName.get(name) ?? 0) + 1;
    this.byName.set(name, repeats);
    return repeats > FORM_MAX_REPEATS_PER_NAME ? { status: 400, message: FORM_POST_MESSAGES.repeatedField } : null;
  }
}

/** Whether a parsed form stays within the caps and its names within the shape (the names of its fields, in order). */
export function formFieldsProblem(names: Iterable<string>): FormPostProblem | null {
  const counter = new FormFieldCounter();
  for (const name of names) {
    const problem = counter.add(name);
    if (problem) return problem;
  }
  return null;
}

/** Looks at a request body chunk by chunk, as it arrives, without parsing it. */
export interface FormBodyScanner {
  write(chunk: Uint8Array): FormPostProblem | null;
  /** The body is complete. */
  end(): FormPostProblem | null;
}

// One character per byte: `&`, `=` and `%` escapes are ASCII, and equal names stay equal.
const bytesAsText = new TextDecoder('latin1');
// The longest a name can be sent and still decode within the bound: `%XX` escapes of a 3-byte UTF-8 character.
const SENT_NAME_MAX_LENGTH = 9 * FORM_MAX_NAME_LENGTH;

/**
 * The scanner for a body of this type: an urlencoded form counts its fields by (decoded) name and
 * checks each name, a multipart form counts its parts (names are counted and checked after parsing,
 * in `readFormData`); any other body is not looked at (the form-post rule refuses it where it matters).
 */
export function formBodyScanner(contentType: string | null): FormBodyScanner {
  const [mediaType = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim());
  if (mediaType.toLowerCase() === 'application/x-www-form-urlencoded') return urlencodedScanner();
  const boundary = parameters.map((parameter) => /^boundary="?([^"]+)"?$/i.exec(parameter)?.[1]).find(Boolean);
  if (mediaType.toLowerCase() === 'multipart/form-data' && boundary) return multipartScanner(boundary);
  return { write: () => null, end: () => null };
}

function urlencodedScanner(): FormBodyScanner {
  const counter = new FormFieldCounter();
  let name = '';
  let inValue = false;
  let started = false;
  const finishField = (): FormPostProblem | null => {
    if (!started) return null; // `&&` is no field
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A broken escape: the name as sent (the parser will treat it the same way every time).
    }
    name = '';
    inValue = false;
    started = false;
    return counter.add(decoded);
  };
  const feed = (piece: string) => {
    if (!piece) return;
    started = true;
    if (inValue) return; // values are not kept: only names count
    const equals = piece.indexOf('=');
    name += equals === -1 ? piece : piece.slice(0, equals);
    inValue = equals !== -1;
  };
  return {
    write(chunk) {
      const text = bytesAsText.decode(chunk);
      for (let start = 0; ;) {
        const ampersand = text.indexOf('&', start);
        feed(text.slice(start, ampersand === -1 ? undefined : ampersand));
        // A name too long for any form is refused while it arrives, not kept until it ends.
        if (name.length > SENT_NAME_MAX_LENGTH) return { status: 400, message: FORM_POST_MESSAGES.fieldName };
        if (ampersand === -1) return null;
        const problem = finishField();
        if (problem) return problem;
        start = ampersand + 1;
      }
    },
    end: finishField,
  };
}

function multipartScanner(boundary: string): FormBodyScanner {
  const delimiter = `--${boundary}`;
  // Delimiters seen, the closing one included: a form of n parts has n + 1.
  let delimiters = 0;
  let carry = '';
  const tooMany = () =>
    delimiters > FORM_MAX_FIELDS + 1 ? { status: 413 as const, message: FORM_POST_MESSAGES.tooManyFields } : null;
  return {
    write(chunk) {
      const text = carry + bytesAsText.decode(chunk);
      let at = text.indexOf(delimiter);
      let searchedTo = 0;
      while (at !== -1) {
        delimiters += 1;
        searchedTo = at + delimiter.length;
        at = text.indexOf(delimiter, searchedTo);
      }
      // A delimiter may straddle two chunks: keep what could be its beginning.
      carry = text.slice(Math.max(searchedTo, text.length - delimiter.length + 1));
      return tooMany();
    },
    end: tooMany,
  };
}
