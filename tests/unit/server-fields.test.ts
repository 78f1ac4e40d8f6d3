/**
 * The server's read-once fields (components/forms/server-fields.ts) give every form control the same
 * props and metadata as Conform's own fields: defaults, a server reply with errors and the shopper's
 * input, constraints, names without a value or constraint, and nested names (left to Conform).
 */
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverFields } from '~/components/forms/server-fields.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';

type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** Everything the storefront's form components read from a field, and the props Conform derives from it. */
function readAll(field: Field) {
  return {
    text: getInputProps(field, { type: 'text' }),
    checkbox: getInputProps(field, { type: 'checkbox' }),
    radio: getInputProps(field, { type: 'radio', value: 'card' }),
    select: getSelectProps(field),
    textarea: getTextareaProps(field),
    id: field.id,
    name: field.name,
    formId: field.formId,
    errorId: field.errorId,
    descriptionId: field.descriptionId,
    initialValue: field.initialValue,
    defaultValue: field.defaultValue,
    defaultChecked: field.defaultChecked,
    value: field.value,
    errors: field.errors,
    valid: field.valid,
    required: field.required,
    minLength: field.minLength,
    maxLength: field.maxLength,
    pattern: field.pattern,
  };
}

/** Renders a form on the server and reads each name through Conform's fields and through the server's. */
function compare(
  options: {
    defaultValue?: Record<string, string>;
    lastResult?: SubmissionResult<string[]>;
    constraint: FormConstraint;
  },
  names: string[],
) {
  const reads: { name: string; conform: unknown; server: unknown }[] = [];
  function Probe() {
    const [form, fields] = useForm<Record<string, unknown>>({ id: 'shipping', ...options });
    const server = serverFields(form, fields, options.constraint);
    for (const name of names) {
      const conform = readAll((fields as unknown as Record<string, Field>)[name]!);
      reads.push({ name, conform, server: readAll((server as unknown as Record<string, Field>)[name]!) });
    }
    return null;
  }
  renderToString(createElement(Probe));
  return reads;
}

const CONSTRAINT: FormConstraint = {
  email: { required: true, maxLength: 254, pattern: '[^@]+@[^@]+' },
  firstName: { required: true, minLength: 1, maxLength: 50 },
  isGift: {},
  paymentMethod: { required: true, pattern: 'card|paypal' },
};
const NAMES = ['email', 'firstName', 'companyName', 'isGift', 'paymentMethod', 'address.city', 'lines[0]'];

describe('serverFields', () => {
  it('reads a form with its defaults as Conform does', () => {
    const reads = compare(
      {
        defaultValue: { email: 'ann@example.com', firstName: '', isGift: 'on', paymentMethod: 'card' },
        constraint: CONSTRAINT,
      },
      NAMES,
    );
    for (const { name, conform, server } of reads) expect(server, name).toEqual(conform);
    expect(reads[0]!.server).toMatchObject({
      id: 'shipping-email',
      text: { defaultValue: 'ann@example.com', required: true, maxLength: 254 },
    });
  });

  it('reads a refused post (errors, the input kept) as Conform does', () => {
    const lastResult: SubmissionResult<string[]> = {
      status: 'error',
      initialValue: { email: 'ann@', firstName: 'Ann', companyName: '', paymentMethod: 'paypal' },
      error: {
        email: ['Please enter a valid email address.'],
        '': ['Please check the form.'],
        companyName: null as never,
      },
    };
    const reads = compare({ defaultValue: { email: 'old@example.com' }, lastResult, constraint: CONSTRAINT }, NAMES);
    for (const { name, conform, server } of reads) expect(server, name).toEqual(conform);
    expect(reads[0]!.server).toMatchObject({
      errors: ['Please enter a valid email address.'],
      text: { 'aria-invalid': true, 'aria-describedby': 'shipping-email-error', defaultValue: 'ann@' },
    });
  });

  it('reads a form without defaults or constraints as Conform does', () => {
    for (const { name, conform, server } of compare({ constraint: {} }, NAMES)) expect(server, name).toEqual(conform);
  });
});
