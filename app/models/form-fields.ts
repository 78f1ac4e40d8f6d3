/**
 * The fields a form defines, read from its zod schema, and a posted form cut down to them. Conform's
 * reply to a form (`submission.reply()`) sends back everything it parsed — every name sent
 * (`fields`) and the values under them (`initialValue`) — so a field the form does not define would
 * come back in the page or its `.data` answer. `parseForm` (app/services/form.server.ts) hands Conform
 * only the fields this finds, so the reply echoes what the shopper typed into the form and nothing else.
 */
import type { z } from 'zod';
import { CUSTOMER_KEY_FIELD } from './checkout-step.ts';
import { FORM_MAX_NAME_DEPTH, HONEYPOT_FIELD } from './form-constants.ts';
import { RECAPTCHA_FIELD } from './recaptcha.ts';

/** A form's field names, list indexes written `[]` (`shipments[].giftMessage`), and the names under which any field goes. */
export interface FormFields {
  names: ReadonlySet<string>;
  /** Open parts of the form (a record, an `any`): any name at or under them is the form's. */
  open: ReadonlySet<string>;
}

/**
 * Fields every form of the shop may carry besides its schema's, read by the layers around the form
 * (the honeypot and reCAPTCHA of the public forms, the checkout's customer key) and Conform's own
 * validation intent (see `keptIntent`).
 */
const FIELDS_OF_EVERY_FORM = [HONEYPOT_FIELD, RECAPTCHA_FIELD, CUSTOMER_KEY_FIELD];
const INTENT_FIELD = '__intent__';

// zod 4's internal definition, as much of it as names need.
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}

const definition = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function collect(schema: z.ZodType, path: string, fields: { names: Set<string>; open: Set<string> }): void {
  // A recursive (lazy) schema: no form has a name deeper than the name rule lets through.
  if (path.split(/[.[]/).length > FORM_MAX_NAME_DEPTH) return;
  const def = definition(schema);
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape!)) collect(field, join(path, key), fields);
      // A loose object (or one with a catch-all) takes any name under it.
      if (def.catchall && definition(def.catchall).type !== 'never') fields.open.add(path);
      return;
    case 'array':
      // Conform reads a list from a repeated name (`tags`) or from indexed ones (`tags[0]`, `rows[0].x`).
      if (path) fields.names.add(path);
      collect(def.element!, `${path}[]`, fields);
      return;
    case 'tuple':
      if (path) fields.names.add(path);
      for (const item of [...def.items!, ...(def.rest ? [def.rest] : [])]) collect(item, `${path}[]`, fields);
      return;
    case 'union':
      for (const option of def.options!) collect(option, path, fields);
      return;
    case 'intersection':
      collect(def.left!, path, fields);
      collect(def.right!, path, fields);
      return;
    case 'pipe':
      // Both ends: `z.preprocess` is a transform piped into the form's schema, `.transform` the schema piped into one.
      collect(def.in!, path, fields);
      collect(def.out!, path, fields);
      return;
    case 'lazy':
      collect(def.getter!(), path, fields);
      return;
    case 'record':
    case 'map':
    case 'any':
    case 'unknown':
      fields.open.add(path);
      return;
    default:
      // optional, nullable, default, prefault, catch, readonly, nonoptional, promise, success: the field they wrap.
      if (def.innerType) return collect(def.innerType, path, fields);
      // A value (string, enum, boolean, file, transform, custom …): the field is its path.
      if (path) fields.names.add(path);
  }
}

const cache = new WeakMap<z.ZodType, FormFields>();

/** The fields a form's schema defines (objects, lists, wrappers, unions, intersections; records are open). */
export function formFields(schema: z.ZodType): FormFields {
  let fields = cache.get(schema);
  if (!fields) {
    const found = { names: new Set<string>(FIELDS_OF_EVERY_FORM), open: new Set<string>() };
    collect(schema, '', found);
    fields = found;
    cache.set(schema, fields);
  }
  return fields;
}

/** A field's name with its list indexes as `[]`: `shipments[3].giftMessage` → `shipments[].giftMessage`. */
export function generalName(name: string): string {
  return name.replace(/\[\d+\]/g, '[]');
}

/** Whether the form defines a field of this (posted) name. */
export function definesField({ names, open }: FormFields, name: string): boolean {
  const general = generalName(name);
  if (names.has(general)) return true;
  for (const prefix of open)
    if (prefix === '' || general === prefix || general.startsWith(`${prefix}.`) || general.startsWith(`${prefix}[`))
      return true;
  return false;
}

/**
 * Conform's intent field, when it is one the shop's forms send: a validation of the whole form or of one
 * of its fields. Other intents carry values and names of their own (an `update` replaces the whole
 * payload), which Conform's reply would echo; the shop sends none of them, and Conform's `__state__`
 * neither (it comes back as the reply's `state`), so both are dropped.
 */
function keptIntent(fields: FormFields, value: FormDataEntryValue): boolean {
  if (typeof value !== 'string') return false;
  try {
    const intent = JSON.parse(value) as { type?: unknown; payload?: { name?: unknown } } | null;
    if (intent?.type !== 'validate' || typeof intent.payload !== 'object' || intent.payload === null) return false;
    const { name } = intent.payload;
    return name === undefined || name === '' || (typeof name === 'string' && definesField(fields, name));
  } catch {
    return false;
  }
}

/** The posted form cut down to the fields its schema defines (and those every form carries), in the order sent. */
export function definedFields<Payload extends FormData | URLSearchParams>(
  payload: Payload,
  fields: FormFields,
): Payload {
  const kept = (payload instanceof URLSearchParams ? new URLSearchParams() : new FormData()) as Payload;
  for (const [name, value] of payload.entries()) {
    if (name === INTENT_FIELD ? keptIntent(fields, value) : definesField(fields, name))
      (kept as FormData).append(name, value);
  }
  return kept;
}

/**
 * A form's own fields as posted (the first value of each), for a page that posts them again as hidden
 * inputs — the address verification's choices — with `intent` (which form of the route it is) and
 * without `omit` (the field the page sets itself). Nothing else sent comes back into the page.
 */
export function repostedFields(form: FormData, schema: z.ZodType, omit: string): Record<string, string> {
  const fields = formFields(schema);
  const reposted: Record<string, string> = {};
  for (const [name, value] of form)
    if (
      typeof value === 'string' &&
      name !== omit &&
      !(name in reposted) &&
      (name === 'intent' || definesField(fields, name))
    )
      reposted[name] = value;
  return reposted;
}
