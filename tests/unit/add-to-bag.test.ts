import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { addToBagSchema } from '~/models/add-to-bag.ts';
import { MESSAGES } from '~/models/messages.ts';

function parse(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const entry of [value].flat()) form.append(name, entry);
  return parseWithZod(form, { schema: addToBagSchema });
}

function firstError(fields: Record<string, string | string[]>): string | undefined {
  const submission = parse(fields);
  return submission.status === 'success' ? undefined : Object.values(submission.error ?? {}).flat()[0] ?? undefined;
}

describe('add-to-bag form', () => {
  it('accepts a product id and a whole quantity', () => {
    const submission = parse({ pid: '1010101', quantity: '2', redirectTo: '/product/10101' });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ pid: '1010101', quantity: 2, redirectTo: '/product/10101' });
  });

  it('refuses a missing or malformed product id', () => {
    expect(firstError({ quantity: '1' })).toBe(MESSAGES.productUnavailable);
    expect(firstError({ pid: '<script>', quantity: '1' })).toBe(MESSAGES.productUnavailable);
    expect(firstError({ pid: 'x'.repeat(101), quantity: '1' })).toBe(MESSAGES.productUnavailable);
  });

  it('refuses quantities that are not whole numbers from 1 to 999 with the spec’s words above 999', () => {
    for (const quantity of ['0', '-1', '1.5', 'abc', '', '1e2']) expect(firstError({ pid: '10301', quantity })).toBe(MESSAGES.quantityInvalid);
    expect(firstError({ pid: '10301', quantity: '1000' })).toBe(MESSAGES.quantityExceedsMax);
    expect(firstError({ pid: '10301', quantity: '999' })).toBeUndefined();
  });

  it('treats a repeated field as bad input', () => {
    expect(parse({ pid: ['10301', '10302'], quantity: '1' }).status).toBe('error');
  });

  it('knows the enhanced form by its response field only', () => {
    const submission = parse({ pid: '10301', quantity: '1', response: 'sheet' });
    expect(submission.status === 'success' && submission.value.response).toBe('sheet');
    expect(parse({ pid: '10301', quantity: '1', response: 'json' }).status).toBe('error');
  });
});
