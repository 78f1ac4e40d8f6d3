import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bagIntent,
  editLineSchema,
  promoCodeSchema,
  quantityUpdateSchema,
  removeCouponSchema,
  removeItemSchema,
} from '~/models/bag-forms.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import { MESSAGES } from '~/models/messages.ts';

function parse<S extends z.ZodObject>(schema: S, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema });
}

function firstError<S extends z.ZodObject>(schema: S, fields: Record<string, string>): string | undefined {
  const submission = parse(schema, fields);
  return submission.status === 'success' ? undefined : (Object.values(submission.error ?? {}).flat()[0] ?? undefined);
}

describe('bag intents', () => {
  it('knows the four intents of the contract and nothing else', () => {
    expect(['update-quantity', 'remove', 'apply-coupon', 'remove-coupon'].map(bagIntent)).toEqual([
      'update-quantity',
      'remove',
      'apply-coupon',
      'remove-coupon',
    ]);
    expect(bagIntent('checkout')).toBeNull();
    expect(bagIntent(null)).toBeNull();
  });
});

describe('quantity update (catalog spec §5, §8, §9)', () => {
  const base = { intent: 'update-quantity', itemId: 'abc_123-X' };

  it('accepts 1 to 999 and 0 (removal)', () => {
    for (const quantity of ['0', '1', ' 12 ', '999']) {
      const submission = parse(quantityUpdateSchema, { ...base, quantity });
      expect(submission.status).toBe('success');
    }
    const submission = parse(quantityUpdateSchema, { ...base, quantity: '7' });
    expect(submission.status === 'success' && submission.value.quantity).toBe(7);
  });

  it('refuses above 999 with QUANTITY_EXCEEDS_MAX', () => {
    expect(firstError(quantityUpdateSchema, { ...base, quantity: '1000' })).toBe(MESSAGES.quantityExceedsMax);
  });

  it('refuses what is not a whole number', () => {
    for (const quantity of ['', '-1', '2.5', '1e2', 'two', '12345678'])
      expect(firstError(quantityUpdateSchema, { ...base, quantity })).toBe(MESSAGES.quantityInvalid);
  });

  it('refuses a missing or malformed item id', () => {
    expect(firstError(quantityUpdateSchema, { intent: 'update-quantity', quantity: '1' })).toBe(
      BAG_MESSAGES.bagItemGone,
    );
    expect(firstError(quantityUpdateSchema, { ...base, itemId: '<script>', quantity: '1' })).toBe(
      BAG_MESSAGES.bagItemGone,
    );
    expect(firstError(quantityUpdateSchema, { ...base, itemId: 'x'.repeat(101), quantity: '1' })).toBe(
      BAG_MESSAGES.bagItemGone,
    );
  });
});

describe('remove', () => {
  it('needs an item id', () => {
    expect(parse(removeItemSchema, { intent: 'remove', itemId: 'a1' }).status).toBe('success');
    expect(firstError(removeItemSchema, { intent: 'remove' })).toBe(BAG_MESSAGES.bagItemGone);
  });
  it('remove-coupon needs a coupon item id', () => {
    expect(parse(removeCouponSchema, { intent: 'remove-coupon', couponItemId: 'c1' }).status).toBe('success');
    expect(firstError(removeCouponSchema, { intent: 'remove-coupon', couponItemId: '' })).toBe(
      BAG_MESSAGES.bagItemGone,
    );
  });
});

describe('promo code', () => {
  it('takes a trimmed code', () => {
    const submission = parse(promoCodeSchema, { intent: 'apply-coupon', code: '  SWEET10 ' });
    expect(submission.status === 'success' && submission.value.code).toBe('SWEET10');
  });
  it('requires one', () => {
    expect(firstError(promoCodeSchema, { intent: 'apply-coupon', code: '   ' })).toBe(MESSAGES.required);
    expect(firstError(promoCodeSchema, { intent: 'apply-coupon' })).toBe(MESSAGES.required);
  });
  it('refuses markup and overlong codes', () => {
    expect(firstError(promoCodeSchema, { intent: 'apply-coupon', code: '<b>x</b>' })).toBe(MESSAGES.invalidField);
    expect(firstError(promoCodeSchema, { intent: 'apply-coupon', code: 'A'.repeat(51) })).toBe(MESSAGES.invalidField);
  });
});

describe('edit line (checkout spec §2)', () => {
  it('takes the item, the chosen variant and a quantity from 1 to 999', () => {
    const submission = parse(editLineSchema, { itemId: 'i1', pid: '1010102', quantity: '2' });
    expect(submission.status === 'success' && submission.value).toEqual({ itemId: 'i1', pid: '1010102', quantity: 2 });
    expect(firstError(editLineSchema, { itemId: 'i1', pid: '1010102', quantity: '0' })).toBe(MESSAGES.quantityInvalid);
    expect(firstError(editLineSchema, { itemId: 'i1', pid: '1010102', quantity: '1000' })).toBe(
      MESSAGES.quantityExceedsMax,
    );
    expect(firstError(editLineSchema, { itemId: 'i1', pid: '../x', quantity: '1' })).toBe(MESSAGES.productUnavailable);
  });
});
