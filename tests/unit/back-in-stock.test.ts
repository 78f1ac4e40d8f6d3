import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { backInStockSchema } from '~/models/back-in-stock.ts';
import { isValidBackInStockEmail } from '~/models/back-in-stock-rules.ts';
import { MESSAGES } from '~/models/messages.ts';

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: backInStockSchema });
}

/** The field errors of a refused submission. */
function errors(fields: Record<string, string>): Record<string, string[] | null> {
  const submission = parse(fields);
  if (submission.status === 'success') throw new Error('expected the submission to be refused');
  return submission.error ?? {};
}

describe('backInStockSchema (spec §5: the e-mail must be valid)', () => {
  it('accepts a product id and an address', () => {
    const submission = parse({
      pid: '10113',
      email: ' ava.sweet@example.com ',
      redirectTo: '/product/10113',
      response: 'inline',
    });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      pid: '10113',
      email: 'ava.sweet@example.com',
      redirectTo: '/product/10113',
      response: 'inline',
    });
  });

  it.each([
    ['missing', {}, MESSAGES.required],
    ['empty', { email: '' }, MESSAGES.required],
    ['without a domain', { email: 'ava@' }, MESSAGES.email],
    ['without a suffix', { email: 'ava@example' }, MESSAGES.email],
    ['longer than 50 characters', { email: `${'a'.repeat(40)}@example.com` }, MESSAGES.email],
  ])('refuses an address %s', (_label, fields, message) => {
    expect(errors({ pid: '10113', ...fields }).email).toEqual([message]);
  });

  it.each([[''], ['../etc'], ['<script>'], ['a'.repeat(101)]])('refuses the product id %j', (pid) => {
    expect(errors({ pid, email: 'ava@example.com' }).pid).toEqual([MESSAGES.productUnavailable]);
  });
});

describe('isValidBackInStockEmail (the browser-side check of the same rules)', () => {
  it.each([
    ['ava.sweet@example.com', true],
    ['  ava@example.co.uk ', true],
    ['', false],
    ['ava', false],
    ['ava@example', false],
    [`${'a'.repeat(40)}@example.com`, false],
  ])('%j → %s', (email, expected) => {
    expect(isValidBackInStockEmail(email)).toBe(expected);
    // …and the action's schema agrees.
    expect(backInStockSchema.shape.email.safeParse(email).success).toBe(expected);
  });
});
