import type { FormConstraint } from '~/models/form-constraint.ts';

/** The constraint attributes Conform reads from a field (its `state.constraint[name]`). */
const CONSTRAINT_KEYS = new Set([
  'required',
  'minLength',
  'maxLength',
  'min',
  'max',
  'step',
  'multiple',
  'accept',
  'pattern',
]);

/** A name without path syntax (no `.` or `[…]`): its metadata is looked up directly, as Conform does. */
const PLAIN_NAME = /^[A-Za-z_$][\w$-]*$/;

/**
 * A form's fields as the server renders them once. Conform builds a new proxy of the field's metadata
 * for every property read and notes each read for re-rendering; the inputs of a checkout page read
 * hundreds of them, a tenth of the page's server CPU and a third of its garbage. On the server nothing
 * re-renders, so each plain name's ids, constraint, initial value and errors are read once, from the
 * form's own state, the way Conform derives them; any other property, and any nested name, is
 * Conform's own.
 */
export function serverFields<Fields extends object>(
  form: { readonly id: string; readonly initialValue?: unknown; readonly allErrors: Record<string, string[]> },
  fields: Fields,
  constraint: FormConstraint,
): Fields {
  const formId = form.id;
  // The form's (name '') initial value is the whole normalised value, and its `allErrors` every field's errors.
  const initialValue = form.initialValue;
  const initial =
    initialValue && typeof initialValue === 'object' ? (initialValue as Record<string, unknown>) : undefined;
  const errors = form.allErrors;
  const made = new Map<string, object>();
  return new Proxy(fields, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || !PLAIN_NAME.test(name)) return Reflect.get(target, name, receiver);
      let field = made.get(name);
      if (!field) {
        const id = `${formId}-${name}`;
        const known: Record<string, unknown> = {
          id,
          name,
          formId,
          errorId: `${id}-error`,
          descriptionId: `${id}-description`,
          initialValue: initial && Object.hasOwn(initial, name) ? initial[name] : undefined,
          errors: errors[name],
        };
        const limits: Record<string, unknown> = constraint[name] ?? {};
        field = new Proxy(Reflect.get(target, name, receiver) as object, {
          get(conform, key, fieldReceiver) {
            if (typeof key === 'string') {
              if (Object.hasOwn(known, key)) return known[key];
              if (CONSTRAINT_KEYS.has(key)) return limits[key];
            }
            return Reflect.get(conform, key, fieldReceiver);
          },
        });
        made.set(name, field);
      }
      return field;
    },
  });
}
