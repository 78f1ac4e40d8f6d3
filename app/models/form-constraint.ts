/** The HTML constraint attributes of a form's fields (required, lengths, pattern), as Conform takes them. */
export type FormConstraint = Record<
  string,
  { required?: boolean; minLength?: number; maxLength?: number; min?: number | string; max?: number | string; step?: number | string; multiple?: boolean; pattern?: string }
>;
