import { describe, expect, it } from 'vitest';
import { firstError } from '~/models/form-errors.ts';
import { MESSAGES } from '~/models/messages.ts';

describe('firstError', () => {
  it("gives the first field's first message", () => {
    expect(firstError({ quantity: null, pid: ['Product unavailable', 'second'], code: ['third'] })).toBe(
      'Product unavailable',
    );
  });

  it('skips empty messages and falls back when there is none', () => {
    expect(firstError({ pid: [''], quantity: null })).toBe(MESSAGES.formInvalid);
    expect(firstError(undefined)).toBe(MESSAGES.formInvalid);
    expect(firstError({}, MESSAGES.cannotAddToBag)).toBe(MESSAGES.cannotAddToBag);
  });
});
