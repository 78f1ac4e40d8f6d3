import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formError, formRefusal, postedValue } from '~/models/action-result.ts';

const schema = z.object({ itemId: z.string({ error: 'Item gone' }), quantity: z.string({ error: 'Quantity' }) });

function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema });
}

describe('action result', () => {
  it('a post no form could have sent is refused for the whole form', () => {
    expect(formError(formRefusal('Please check your entries.'))).toBe('Please check your entries.');
  });

  it('the form error is the one given to the reply, beside the fields’ own errors', () => {
    const result = submit({ itemId: 'abc' }).reply({ formErrors: ['Quantity'] });
    expect(formError(result)).toBe('Quantity');
    expect(result.error?.quantity).toEqual(['Quantity']);
  });

  it('a reply without form errors has none', () => {
    expect(formError(submit({ itemId: 'abc', quantity: '2' }).reply())).toBeUndefined();
    expect(formError(null)).toBeUndefined();
    expect(formError(submit({}).reply({ resetForm: true }))).toBeUndefined();
  });

  it('keeps the posted input for the page to show again', () => {
    const result = submit({ itemId: 'abc', quantity: '1000' }).reply({ formErrors: ['Too many'] });
    expect(postedValue(result, 'itemId')).toBe('abc');
    expect(postedValue(result, 'quantity')).toBe('1000');
    expect(postedValue(result, 'code')).toBeUndefined();
    expect(postedValue(undefined, 'itemId')).toBeUndefined();
  });
});
