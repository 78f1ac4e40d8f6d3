/** The HTML constraint attributes of a form's fields (required, lengths, pattern), as Conform takes them. */
export type FormConstraint = Record<
  string,
  {
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    min?: number | string;
    max?: number | string;
    step?: number | string;
    multiple?: boolean;
    pattern?: string;
  }
>;

/**
 * The constraint with these fields optional for the shopper, though the schema needs them when the form is sent: the
 * bag's promo code, which no one has to enter (no `required` for the browser or a screen reader, and not judged when
 * left empty, components/forms/use-zod-form.ts).
 */
export function optionalFields(constraint: FormConstraint, ...names: string[]): FormConstraint {
  const optional = { ...constraint };
  for (const name of names) if (optional[name]) optional[name] = { ...optional[name], required: false };
  return optional;
}
